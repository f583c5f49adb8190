/**
 * <booking-details>: the resource's details column of <booking-widget> (part `header`): banner, name, host or
 * team, duration (or the duration choice), locations, price, seats left, description. Properties in; one event
 * out, `details-duration` `{ minutes }` (bubbling, not composed), when another duration is chosen.
 *
 * Light DOM, inside the widget's shadow root, like <booking-calendar>: the part and styles stay the widget's.
 */
import { LitElement, html, nothing } from 'lit';
import type { Location, Resource } from '../../api/booking-schemas.js';
import type { DurationOption } from '../../core/duration.js';
import type { Translator } from '../../core/i18n/index.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
import { locationLine } from '../../core/location-line.js';
import { formatPrice, paymentLine, priceForDuration } from '../../core/price.js';
import type { LocalSlot, SlotsByDate } from '../../core/regroup.js';
import { loadOnce } from '../../core/load-once.js';
import { safeHttpUrl } from '../../core/safe-url.js';
import { contentChanged } from '../shared/content-changed.js';
import { emitInner } from '../shared/emit.js';
import { fact } from './fact.js';
import { hostCard, namedHosts, teamRow, type HostEntry } from './hosts.js';
import {
  clockIcon,
  locationIcon,
  priceIcon,
  seatsIcon,
  teamIcon,
  userIcon,
} from '../shared/icons.js';

type Extras = typeof import('./details-extras.js');
/** The policy's terms and the hosts' links: only events with them load their module (details-extras.ts). */
const loadExtras = loadOnce(() => import('./details-extras.js'));
let extras: Extras | undefined;

/** The resource's locations (a round-robin team's, when it lists none), each once. */
function locationsOf(resource: Resource): Location[] {
  const list: Location[] = [...(resource.locations ?? [])];
  if (resource.event_type === 'round_robin' && list.length === 0) {
    for (const member of resource.members) list.push(member.location);
  }
  const seen = new Set<string>();
  return list.filter((location) => {
    const key = `${location.type}|${location.address ?? ''}|${location.city ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Without `settings.hosts`: the names on the open times (a team's: all of them). */
function namesOnTimes(resource: Resource, slots: SlotsByDate | undefined): string[] {
  const names = new Set<string>();
  for (const daySlots of slots?.values() ?? []) {
    for (const slot of daySlots) for (const user of slot.users) if (user.name) names.add(user.name);
    if (names.size > 0 && resource.event_type !== 'round_robin') break;
  }
  return [...names];
}

export class BookingDetails extends LitElement {
  static override properties = {
    translator: { attribute: false },
    resource: { attribute: false },
    durations: { attribute: false, hasChanged: contentChanged },
    durationMinutes: { attribute: false },
    slots: { attribute: false },
    selectedSlot: { attribute: false },
  };

  declare translator: Translator;
  declare resource: Resource;
  /** The durations offered (one: stated; several: a choice). */
  declare durations: DurationOption[];
  declare durationMinutes: number;
  /** The open times (host names when the settings give none). */
  declare slots: SlotsByDate | undefined;
  /** The chosen time (seats left of a group event). */
  declare selectedSlot: LocalSlot | undefined;

  constructor() {
    super();
    this.durations = [];
    this.durationMinutes = 0;
  }

  /** "Details" pressed in the compact header (a narrow widget): the description, locations and banner show. */
  #open = false;

  /** Light DOM: the widget's shadow root holds the part and the styles. */
  protected override createRenderRoot() {
    return this;
  }

  override render() {
    const { translator: t, resource } = this;
    if (!t || !resource) return nothing;
    const settings = resource.settings;
    const banner = safeHttpUrl(resource.banner?.url);
    const options = this.durations;
    const locations = settings.hide_location ? [] : locationsOf(resource);
    const people = namedHosts(settings.hosts);
    const hosts = people.length ? [] : namesOnTimes(resource, this.slots);
    const photoFailed = () => this.requestUpdate();
    const price = priceForDuration(resource.prices, this.durationMinutes);
    const payment = paymentLine(t, resource.payment);
    const spots = this.#spotsText();
    const extras = this.#extras(settings, people);
    const round = resource.event_type === 'round_robin';
    // What the compact header keeps behind "Details": only offered when there is some.
    const more = Boolean(
      banner ||
      resource.description ||
      locations.length ||
      settings.policy ||
      people.some((host) => host.about || host.role || host.social?.length),
    );
    return html`<section
      class=${this.#open ? 'details open' : 'details'}
      part="header"
      aria-labelledby="resource-name"
    >
      ${
        banner
          ? html`<img
              class="banner"
              src=${banner}
              alt=${resource.banner?.alt ?? ''}
              loading="lazy"
              decoding="async"
            />`
          : nothing
      }
      <h2 class="name" id="resource-name" dir="auto">${resource.name}</h2>
      <ul class="facts">
        ${
          round && people.length
            ? teamRow(
                people,
                t.t('details.team'),
                t.formatList(people.map((host) => host.name)),
                photoFailed,
                people.map((host) => extras?.hostLinks(t, host, true)),
              )
            : people.map((host) =>
                hostCard(host, t.t('details.host'), photoFailed, extras?.hostLinks(t, host)),
              )
        }
        ${
          hosts.length
            ? fact(
                round ? teamIcon : userIcon,
                t.t(round ? 'details.team' : 'details.host'),
                t.formatList(hosts),
              )
            : nothing
        }
        ${
          options.length === 1
            ? fact(clockIcon, t.t('details.duration'), t.formatDuration(options[0]!.minutes))
            : nothing
        }
        ${locations.map((location) => {
          const label = t.t(`location.${location.type}` as MessageKey);
          const detail = locationLine(location, label);
          return fact(
            locationIcon(location.type),
            t.t('details.location'),
            html`${label} ${detail ? html`<span class="sub" dir="auto">${detail}</span>` : nothing}`,
            true,
          );
        })}
        ${price ? fact(priceIcon, t.t('details.price'), formatPrice(price, t.locale)) : nothing}
        ${payment ? fact(priceIcon, t.t('payment.label'), payment) : nothing}
        ${spots ? fact(seatsIcon, '', spots) : nothing} ${extras?.policyFact(t, settings.policy)}
      </ul>
      ${
        options.length > 1
          ? html`<fieldset class="durations">
              <legend>${t.t('details.duration')}</legend>
              ${options.map(
                (option) =>
                  html`<button
                    type="button"
                    class="chip"
                    aria-pressed=${option.minutes === this.durationMinutes ? 'true' : 'false'}
                    @click=${() =>
                      option.minutes !== this.durationMinutes &&
                      emitInner(this, 'details-duration', { minutes: option.minutes })}
                  >
                    ${t.formatDuration(option.minutes)}
                  </button>`,
              )}
            </fieldset>`
          : nothing
      }
      ${
        resource.description
          ? html`<p class="description" dir="auto">${resource.description}</p>`
          : nothing
      }
      ${settings.require_approval ? html`<p class="description approval">${t.t('details.requiresApproval')}</p>` : nothing}
      ${
        more
          ? html`<button
              type="button"
              class="btn link more-toggle"
              aria-expanded=${this.#open ? 'true' : 'false'}
              @click=${() => {
                this.#open = !this.#open;
                this.requestUpdate();
              }}
            >
              ${t.t('details.more')}
            </button>`
          : nothing
      }
    </section>`;
  }

  /**
   * The extras module when this event needs it (a policy, a host's links) and it has arrived; else undefined, and
   * when needed it is loaded and the details drawn again (a failed load is tried again at the next render).
   */
  #extras(settings: Resource['settings'], people: HostEntry[]): Extras | undefined {
    if (!(settings.policy || people.some((host) => host.social?.length))) return undefined;
    if (extras) {
      extras.adoptStyles(this.getRootNode());
      return extras;
    }
    loadExtras().then(
      (module) => {
        extras = module;
        this.requestUpdate();
      },
      () => undefined,
    );
    return undefined;
  }

  /** "3 of 10 spots left" for a public group capacity, once a time is chosen. */
  #spotsText(): string | undefined {
    const { resource, selectedSlot: slot } = this;
    if (
      resource.event_type !== 'group' ||
      !resource.capacity.is_public ||
      resource.capacity.is_unlimited
    )
      return undefined;
    const max = resource.capacity.max ?? slot?.capacity;
    if (!slot || !max) return undefined;
    return this.translator.t('calendar.spotsLeft', { count: slot.available, max });
  }
}

if (!customElements.get('booking-details'))
  customElements.define('booking-details', BookingDetails);

declare global {
  interface HTMLElementTagNameMap {
    'booking-details': BookingDetails;
  }
}
