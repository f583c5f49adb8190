/**
 * <booking-events>: a page of events, the list <booking-widget> shows without a `resource` but with a `user` or
 * `page` (spec §4.1: the host's or the booking page's resources). Each event is a card with its name, duration(s),
 * price range ("$25.00–$45.00" over its prices), host(s) with their photos, the kinds of location and its
 * description, and its `color` as a stripe at its start (never as text); the name is the card's one button, and it
 * covers the whole card, so the card is one target named after the event. The list's states are all
 * rendered: a wait, "no events", and a failure with "Try again". Properties in (the translator, whose events, the
 * service); one event out, `events-pick` `{ id }` (bubbling, not composed): the widget books that one.
 *
 * Light DOM inside the widget's shadow root, like the other screens; loaded on demand (only pages of events
 * need it), its styles added to that root when it connects.
 */
import { LitElement, html, nothing } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { Location, Resource } from '../../api/booking-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import { listEvents, type EventsOwner } from '../../api/resource-list.js';
import { durationOptions } from '../../core/duration.js';
import { describeStepFailure } from '../../core/failure.js';
import type { Translator } from '../../core/i18n/index.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
import { formatPrice, priceForDuration } from '../../core/price.js';
import { priceRange } from '../../core/price-range.js';
import { avatar, namedHosts } from '../booking-details/hosts.js';
import type { Service } from '../booking-widget/service.js';
import { adoptInto } from '../shared/adopt.js';
import { emitInner } from '../shared/emit.js';
import { clockIcon, locationIcon, priceIcon } from '../shared/icons.js';
import type { Price } from '../../api/booking-schemas.js';
import { errorPanel, loadingPanel } from '../shared/panels.js';
import { bookingEventsStyles } from './booking-events.styles.js';
import { EventHistory, type LeftCard } from './event-history.js';

/** The nearest ancestor that scrolls (through shadow roots and slots), else the document's scroller. */
function scroller(from: Element): Element {
  for (let node: Element | null = from; node;) {
    const { overflowY } = getComputedStyle(node);
    if (/auto|scroll/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
    node =
      node.assignedSlot ??
      node.parentElement ??
      ((node.getRootNode() as ShadowRoot).host as Element | undefined) ??
      null;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Scrolls so that `card` is where it was on screen (`top`) when the person left the list. */
function keepPlace(card: HTMLElement, top: number): void {
  scroller(card).scrollTop += card.getBoundingClientRect().top - top;
}

/** "$25.00–$45.00" over the event's prices in one currency, or the one price of its default duration. */
function priceText(
  prices: readonly Price[] | null,
  minutes: number,
  locale: string,
): string | undefined {
  const range = priceRange(prices);
  if (range && range.min.amount !== range.max.amount)
    return `${formatPrice(range.min, locale)}–${formatPrice(range.max, locale)}`;
  const price = range?.min ?? priceForDuration(prices, minutes);
  return price ? formatPrice(price, locale) : undefined;
}

/** A resource's `color` when it is one (#rgb or #rrggbb): the card's stripe. */
const accentOf = (color: string | null | undefined) =>
  /^#([\da-f]{3}){1,2}$/i.test(color ?? '') ? color! : '';

/** The kinds of location an event offers (a round-robin team's, when it lists none), each once. */
function locationKinds(resource: Resource): Location['type'][] {
  const list = [...(resource.locations ?? [])];
  if (resource.event_type === 'round_robin' && list.length === 0)
    for (const member of resource.members) list.push(member.location);
  return [...new Set(list.map((location) => location.type))];
}

export class BookingEvents extends LitElement {
  /** The list's history entries, for the widget (this chunk is loaded before any pick). */
  static readonly History = EventHistory;

  static override properties = {
    translator: { attribute: false },
    owner: { attribute: false },
    service: { attribute: false },
    focusHeading: { attribute: false },
    returnTo: { attribute: false },
  };

  declare translator: Translator;
  /** Whose events: `{ user }` or `{ page }`. */
  declare owner: EventsOwner | undefined;
  /** The widget's connection to the service. */
  declare service: (() => Promise<Service>) | undefined;
  /** The heading takes focus once the list is shown (the person came back to it). */
  declare focusHeading: boolean;
  /** The event the person came back from: its card takes focus, at the place on screen it had. */
  declare returnTo: LeftCard | undefined;

  readonly #list = new Task(this, {
    task: async ([owner, service], { signal }) => {
      if (!owner || !service) return [];
      const { client } = await service();
      return listEvents(client, owner, { signal });
    },
    args: () => [this.owner, this.service] as const,
  });

  /** Light DOM: the widget's shadow root holds the parts; the styles are added to it. */
  protected override createRenderRoot() {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptInto(this.getRootNode(), bookingEventsStyles);
  }

  /** Asked to take focus; done once the list has loaded (a later render may clear the property). */
  #focusPending: true | LeftCard | undefined;

  override willUpdate(): void {
    if (this.focusHeading) this.#focusPending = true;
    if (this.returnTo) this.#focusPending = this.returnTo;
  }

  override updated(): void {
    // Set through CSSOM, which a strict style-src allows (a style attribute in markup it would not).
    for (const card of this.querySelectorAll<HTMLElement>('.event[data-color]'))
      card.style.setProperty('--_event-color', card.dataset['color'] || null);
    const pending = this.#focusPending;
    if (!pending || this.#list.status !== TaskStatus.COMPLETE) return;
    this.#focusPending = undefined;
    const card =
      pending === true
        ? undefined
        : [...this.querySelectorAll<HTMLElement>('.event')].find(
            (item) => item.dataset['event'] === pending.id,
          );
    if (!card) return this.querySelector<HTMLElement>('#events-title')?.focus();
    card.querySelector('button')?.focus({ preventScroll: true });
    if (pending !== true && pending.top !== undefined) keepPlace(card, pending.top);
  }

  override render() {
    const t = this.translator;
    if (!t) return nothing;
    return html`<section class="events" part="events" aria-labelledby="events-title">
      <h2 id="events-title" tabindex="-1">${t.t('events.title')}</h2>
      ${this.#list.render({
        initial: () => loadingPanel(t.t('events.loading')),
        pending: () => loadingPanel(t.t('events.loading')),
        error: (error) => {
          const failure = describeStepFailure('resource', error);
          return errorPanel(
            t.t('events.loadError'),
            t.t(failure.key, failure.params),
            failure.retryable && [t.t('error.retry'), () => void this.#list.run()],
          );
        },
        complete: (events) =>
          events.length === 0
            ? html`<p class="state">${t.t('events.empty')}</p>`
            : html`<ul class="event-list">
                ${events.map((event) => this.#renderEvent(event, t))}
              </ul>`,
      })}
    </section>`;
  }

  #renderEvent(event: Resource, t: Translator) {
    const id = resourceIdOf(event);
    const durations = durationOptions(event);
    const minutes = (durations.find((option) => option.isDefault) ?? durations[0])?.minutes ?? 0;
    const price = priceText(event.prices, minutes, t.locale);
    const kinds = event.settings.hide_location ? [] : locationKinds(event);
    const hosts = namedHosts(event.settings.hosts);
    return html`<li class="event" part="event" data-event=${id} data-color=${accentOf(event.color)}>
      <h3 class="event-name" dir="auto">
        <button
          type="button"
          @click=${(e: Event) =>
            emitInner(this, 'events-pick', {
              id,
              top: (e.currentTarget as Element).closest('.event')?.getBoundingClientRect().top,
            })}
        >
          ${event.name}
        </button>
      </h3>
      <ul class="facts">
        ${
          durations.length
            ? html`<li class="fact">
                ${clockIcon}<span
                  ><span class="visually-hidden">${t.t('details.duration')}: </span>${t.formatList(
                    durations.map((option) => t.formatDuration(option.minutes)),
                  )}</span
                >
              </li>`
            : nothing
        }
        ${
          price
            ? html`<li class="fact">
                ${priceIcon}<span
                  ><span class="visually-hidden">${t.t('details.price')}: </span>${price}</span
                >
              </li>`
            : nothing
        }
        ${kinds.map(
          (kind) =>
            html`<li class="fact">
              ${locationIcon(kind)}<span
                ><span class="visually-hidden">${t.t('details.location')}: </span>${t.t(
                  `location.${kind}` as MessageKey,
                )}</span
              >
            </li>`,
        )}
        ${
          hosts.length
            ? html`<li class="fact hosts">
                <span class="avatars"
                  >${hosts.slice(0, 3).map((host) => avatar(host, () => this.requestUpdate()))}</span
                ><span dir="auto"
                  ><span class="visually-hidden">${t.t('details.host')}: </span>${t.formatList(
                    hosts.map((host) => host.name),
                  )}</span
                >
              </li>`
            : nothing
        }
      </ul>
      ${event.description ? html`<p class="event-description" dir="auto">${event.description}</p>` : nothing}
    </li>`;
  }
}

if (!customElements.get('booking-events')) customElements.define('booking-events', BookingEvents);

declare global {
  interface HTMLElementTagNameMap {
    'booking-events': BookingEvents;
  }
}
