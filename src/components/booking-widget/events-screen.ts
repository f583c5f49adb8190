/**
 * A page of events in <booking-widget> (`user` / `page` without `resource`): the list while the flow is
 * `listing` (<booking-events>, loaded on demand; a wait, or "Try again" when its chunk failed), the event picked
 * (the flow loads it; the address names it; focus moves to "All events" above its screen), and "All events" to
 * go back, focus then on the list's heading.
 */
import { html, nothing, type LitElement, type TemplateResult } from 'lit';
import { errorPanel, loadingPanel } from '../shared/panels.js';
import type { AvailabilityController } from './availability-controller.js';
import type { DerivedState } from './derived-state.js';
import { writeEventLink } from './event-link.js';
import type { FlowController } from './flow-controller.js';
import type { WidgetPieces } from './lazy-screens.js';

export interface EventsScreenParts {
  host: LitElement;
  flow: FlowController;
  derived: DerivedState;
  data: AvailabilityController;
  lazy: WidgetPieces;
}

export class EventsScreen {
  readonly #p: EventsScreenParts;
  /** The list's heading takes focus when the person comes back to it. */
  #focusList = false;

  constructor(parts: EventsScreenParts) {
    this.#p = parts;
  }

  /** An event of the list: booked as usual, named in the address so a link leads back to it. */
  readonly pick = (e: CustomEvent<{ id: string }>): void => {
    this.#p.flow.pick(e.detail.id);
    writeEventLink(e.detail.id);
    // The pressed name is gone with the list: focus goes to the way back, at the top of the event's screen.
    const { host } = this.#p;
    void host.updateComplete.then(() =>
      host.renderRoot.querySelector<HTMLElement>('.back-to-list button')?.focus(),
    );
  };

  readonly #back = (): void => {
    this.#p.flow.backToList();
    writeEventLink(undefined);
    this.#focusList = true;
  };

  /** The list (flow `listing`). */
  renderList(): TemplateResult {
    const { derived, lazy, data } = this.#p;
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
    this.#focusList = false;
    return html`<booking-events
      .translator=${t}
      .owner=${derived.listOwner}
      .service=${() => data.service()}
      .focusHeading=${focus}
    ></booking-events>`;
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
