/**
 * <booking-events>: a page of events, the list <booking-widget> shows without a `resource` but with a `user` or
 * `page` (spec §4.1: the host's or the booking page's resources). Each event shows its name, duration(s), price,
 * the kinds of location and its description; its name is the button that books it. The list's states are all
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
import type { Service } from '../booking-widget/service.js';
import { adoptInto } from '../shared/adopt.js';
import { emitInner } from '../shared/emit.js';
import { clockIcon, locationIcon, priceIcon } from '../shared/icons.js';
import { errorPanel, loadingPanel } from '../shared/panels.js';
import { bookingEventsStyles } from './booking-events.styles.js';

/** The kinds of location an event offers (a round-robin team's, when it lists none), each once. */
function locationKinds(resource: Resource): Location['type'][] {
  const list = [...(resource.locations ?? [])];
  if (resource.event_type === 'round_robin' && list.length === 0)
    for (const member of resource.members) list.push(member.location);
  return [...new Set(list.map((location) => location.type))];
}

export class BookingEvents extends LitElement {
  static override properties = {
    translator: { attribute: false },
    owner: { attribute: false },
    service: { attribute: false },
    focusHeading: { attribute: false },
  };

  declare translator: Translator;
  /** Whose events: `{ user }` or `{ page }`. */
  declare owner: EventsOwner | undefined;
  /** The widget's connection to the service. */
  declare service: (() => Promise<Service>) | undefined;
  /** The heading takes focus once the list is shown (the person came back to it). */
  declare focusHeading: boolean;

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
  #focusPending = false;

  override willUpdate(): void {
    if (this.focusHeading) this.#focusPending = true;
  }

  override updated(): void {
    if (this.#focusPending && this.#list.status === TaskStatus.COMPLETE) {
      this.#focusPending = false;
      this.querySelector<HTMLElement>('#events-title')?.focus();
    }
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
    const price = priceForDuration(event.prices, minutes);
    const kinds = event.settings.hide_location ? [] : locationKinds(event);
    return html`<li class="event" part="event">
      <h3 class="event-name" dir="auto">
        <button type="button" @click=${() => emitInner(this, 'events-pick', { id })}>
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
                  ><span class="visually-hidden">${t.t('details.price')}: </span>${formatPrice(
                    price,
                    t.locale,
                  )}</span
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
