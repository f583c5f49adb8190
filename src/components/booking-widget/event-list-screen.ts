/**
 * A page of events in <booking-widget> (`user` / `page` without `resource`; loaded only then, by events-screen.ts):
 * the list while the flow is `listing` (<booking-events>, loaded on demand; a wait, or "Try again" when its chunk
 * failed), the event picked (the flow loads it; focus moves to "All events" above its screen), and "All events" to
 * go back. Picking adds a history entry (booking-events/event-history.ts, loaded with the list), so the browser's
 * Back returns to the list too; either way focus returns to the card of the event left, at the place on screen it
 * had.
 */
import { html, nothing, type LitElement, type ReactiveController, type TemplateResult } from 'lit';
import type { EventHistory, LeftCard } from '../booking-events/event-history.js';
import { errorPanel, loadingPanel } from '../shared/panels.js';
import type { AvailabilityController } from './availability-controller.js';
import type { DerivedState } from './derived-state.js';
import { writeEventLink } from './event-link.js';
import type { FlowController } from './flow-controller.js';
import type { WidgetPieces } from './lazy-screens.js';

export interface EventListParts {
  host: LitElement;
  flow: FlowController;
  derived: DerivedState;
  data: AvailabilityController;
  lazy: WidgetPieces;
}

export class EventListScreen implements ReactiveController {
  readonly #p: EventListParts;
  /** The list's heading takes focus when the person comes back to it (no card to return to). */
  #focusList = false;
  /** The card of the event picked, for focus and place on the way back. */
  #left: LeftCard | undefined;
  /** Given to the list when it is shown again: its card takes focus. */
  #returnTo: LeftCard | undefined;
  #history: EventHistory | undefined;
  /**
   * The list's inputs kept from render to render while they mean the same: a new object or function would run the
   * list's request again, and its wait would replace the cards (and the focus on one).
   */
  #owner: DerivedState['listOwner'];
  readonly #service = () => this.#p.data.service();

  constructor(parts: EventListParts) {
    this.#p = parts;
    parts.host.addController(this);
  }

  hostConnected(): void {
    this.#history?.attach();
  }

  hostDisconnected(): void {
    this.#history?.detach();
  }

  /** An event of the list: booked as usual, with a history entry of its own. */
  readonly pick = (e: CustomEvent<LeftCard>): void => {
    const { id, top } = e.detail;
    this.#left = { id, top };
    this.#show(id);
    const History = customElements.get('booking-events') as
      | { History?: new (screen: ConstructorParameters<typeof EventHistory>[0]) => EventHistory }
      | undefined;
    const { flow, derived, host } = this.#p;
    this.#history ??=
      History?.History &&
      new History.History({
        host,
        list: () => JSON.stringify(derived.listOwner ?? null),
        picked: () =>
          derived.listOwner && flow.state.kind !== 'managing' && flow.state.kind !== 'listing'
            ? flow.picked
            : undefined,
        // Forward: that event's card is the one to return to (its place on screen kept if it was the last).
        show: (next) => {
          if (this.#left?.id !== next) this.#left = { id: next, top: undefined };
          this.#show(next);
        },
        showList: () => this.#showList(),
      });
    this.#history?.push(id);
  };

  /** The event `id` on screen; focus on the way back, at the top of its screen (the list is gone). */
  #show(id: string): void {
    this.#p.flow.pick(id);
    const { host } = this.#p;
    void host.updateComplete.then(() =>
      host.renderRoot.querySelector<HTMLElement>('.back-to-list button')?.focus(),
    );
  }

  /** The list again, focus on the card left (else on the heading). */
  #showList(): void {
    this.#p.flow.backToList();
    this.#returnTo = this.#left;
    this.#focusList = !this.#left;
  }

  readonly #back = (): void => {
    if (this.#history?.back()) return;
    this.#showList();
    if (!this.#p.host.closest('booking-dialog')) writeEventLink(undefined);
  };

  /** The list (flow `listing`), with `footer` under it once it is there. */
  renderList(footer: unknown = nothing): TemplateResult {
    const { derived, lazy } = this.#p;
    const owner = derived.listOwner;
    if (JSON.stringify(owner) !== JSON.stringify(this.#owner)) this.#owner = owner;
    const t = derived.t;
    if (!customElements.get('booking-events')) {
      const failed = lazy.failed('booking-events');
      const load = () => void lazy.load('booking-events').catch(() => undefined);
      if (!failed) load();
      return failed
        ? errorPanel(t.t('events.loadError'), t.t('error.offline'), [t.t('error.retry'), load])
        : loadingPanel(t.t('events.loading'));
    }
    const focus = this.#focusList;
    const returnTo = this.#returnTo;
    this.#focusList = false;
    this.#returnTo = undefined;
    return html`<booking-events
        .translator=${t}
        .owner=${this.#owner}
        .service=${this.#service}
        .focusHeading=${focus}
        .returnTo=${returnTo}
      ></booking-events
      >${footer}`;
  }

  /** "All events", above the booking screens of an event picked from the list. */
  renderBack(): TemplateResult | typeof nothing {
    const { flow, derived } = this.#p;
    if (!flow.picked || !derived.listOwner || flow.state.kind === 'managing') return nothing;
    return html`<p class="back-to-list">
      <button type="button" class="btn link" @click=${this.#back}>
        ${derived.t.t('events.back')}
      </button>
    </p>`;
  }
}
