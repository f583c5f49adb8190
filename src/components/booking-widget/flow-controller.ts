/**
 * The journey of one <booking-widget>: the one place its flow state (core/flow.ts) is kept. Everything that
 * moves the person on — the widget, the booking step (book-flow.ts), the manage requests — hands a pure
 * transition to `apply`; nothing else writes the state. It also keeps what outlives a screen (the answers
 * typed, the last managed booking) and follows the `booking` + `action` attributes, loading the manage screens
 * and the booking they name.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Booking } from '../../api/booking-record-schemas.js';
import {
  eventPicked,
  initialFlow,
  listShown,
  MANAGE_ACTIONS,
  managedDurations,
  manageRequested,
  restarted,
  type FlowState,
} from '../../core/flow.js';
import type { ManageAction } from '../../core/policy.js';
import type { FormValues } from '../../core/questions.js';
import type { LocalSlot, SlotsByDate } from '../../core/regroup.js';
import type { ManageContext } from '../booking-manage/manage-actions.js';

type ManageModule = typeof import('../booking-manage/booking-manage.js');

const isAction = (value: string): value is ManageAction =>
  (MANAGE_ACTIONS as readonly string[]).includes(value);

/** The widget's attributes the flow follows (FlowOptions.attributes), trimmed; `list`: a page of events. */
export const manageAttributes = (
  host: { booking?: unknown; action?: unknown; bookingToken?: unknown; resource?: unknown },
  list: boolean,
) => ({
  booking: String(host.booking ?? '').trim(),
  action: String(host.action ?? '').trim(),
  token: String(host.bookingToken ?? '').trim(),
  list,
  canBook: Boolean(String(host.resource ?? '').trim()),
});

export interface FlowOptions {
  /**
   * The `booking`, `action` and `booking-token` attributes, trimmed; `list`: the widget is a page of events
   * (`user`/`page`); `canBook`: it has a `resource` of its own.
   */
  attributes(): { booking: string; action: string; token: string; list: boolean; canBook: boolean };
  /** The event the page's address names (`booking_event`), for a page of events. */
  deepLink(): string | undefined;
  /** Loads the manage screens and their requests. */
  manageModule(): Promise<ManageModule>;
  /** The manage module, once loaded. */
  loadedManageModule(): ManageModule | undefined;
  /** What the manage screens use of the widget. */
  manageContext: Omit<
    ManageContext,
    'state' | 'apply' | 'retryLoad' | 'leave' | 'manage' | 'canBook'
  >;
}

export class FlowController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: FlowOptions;
  #state: FlowState = initialFlow;
  #answers: FormValues | undefined;
  /** The booking last managed: its resource stays the widget's when no `resource` is set. */
  #lastRecord: Booking | undefined;
  /** The event picked from a page of events (its resource_id), or from the address's deep link. */
  #picked: string | undefined;
  /** The attributes as last seen: a change starts a new load. */
  #seen = '';
  /** "Book another time" left the managed booking: the attributes are ignored until they change. */
  #detached = false;
  #load: AbortController | undefined;
  /** What waits for the manage module (the last request wins; run again by `retryModule`). */
  #pending: ((module: ManageModule) => void) | undefined;

  constructor(host: ReactiveControllerHost, options: FlowOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get state(): FlowState {
    return this.#state;
  }

  /** The one way the state changes: a transition of core/flow.ts (or a composition of them). */
  apply(step: (state: FlowState) => FlowState): void {
    const next = step(this.#state);
    if (next === this.#state) return;
    this.#state = next;
    if (next.kind === 'managing' && next.record) this.#lastRecord = next.record;
    this.#host.requestUpdate();
  }

  /** The chosen time: on the form, while it is sent, or still marked after going back. */
  get chosenSlot(): LocalSlot | undefined {
    const state = this.#state;
    return state.kind === 'details' || state.kind === 'submitting' || state.kind === 'choosing'
      ? state.slot
      : undefined;
  }

  /** The form's answers, kept across screens until a booking is made or the widget is reset. */
  get answers(): FormValues | undefined {
    return this.#answers;
  }

  keepAnswers(values: FormValues | undefined): void {
    this.#answers = values;
    this.#host.requestUpdate();
  }

  /** `reset()`: the calendar again, or the booking the attributes name, loaded afresh. */
  restart(): void {
    this.#answers = undefined;
    const { booking, action, token } = this.#options.attributes();
    if (!this.#detached && booking && isAction(action)) this.#startLoad(booking, action, token);
    else this.apply(restarted);
  }

  // ------------------------------------------------------------------------------ managing

  #manageModule(): ManageModule | undefined {
    return this.#state.kind === 'managing' ? this.#options.loadedManageModule() : undefined;
  }

  get #managing() {
    return this.#state.kind === 'managing' ? this.#state : undefined;
  }

  /**
   * The resource to load: the managed booking's while managing, else the attribute, the event picked from the
   * list, or the last managed booking's; none while the list is shown.
   */
  resourceFor(attribute: string): string {
    const managing = this.#managing;
    if (managing) return managing.record ? String(managing.record.resource.resource_id) : '';
    if (this.#state.kind === 'listing') return '';
    return (
      attribute ||
      this.#picked ||
      (this.#lastRecord ? String(this.#lastRecord.resource.resource_id) : '')
    );
  }

  /** The event picked from the page of events, if any (the widget offers the way back to the list). */
  get picked(): string | undefined {
    return this.#picked;
  }

  /** An event of the list was picked: it loads and is booked as usual. */
  pick(resourceId: string): void {
    this.#picked = resourceId;
    this.#answers = undefined;
    this.apply(eventPicked);
  }

  /** "All events": the list again. */
  backToList(): void {
    this.#picked = undefined;
    this.#answers = undefined;
    this.apply(listShown);
  }

  /** A page of events starts at its list, or at the event its deep link names. */
  #startList(deepLink: string | undefined): void {
    if (deepLink) this.#picked = deepLink;
    else if (!this.#picked) this.apply(listShown);
  }

  /** No resource yet is expected: the managed booking is still loading, or the list is shown. */
  get waitingForResource(): boolean {
    const managing = this.#managing;
    return Boolean(managing && !managing.record) || this.#state.kind === 'listing';
  }

  /** While rescheduling (once the manage screens are there): the booking's duration, the attribute's else. */
  durationFor(attribute: string): string {
    return this.#manageModule()?.rescheduleDuration(this.#state) ?? attribute;
  }

  /** The duration the details state: the booking's own once booked or while managing, else the calendar's. */
  detailsMinutes(calendarMinutes: number): number {
    const state = this.#state;
    return (
      (state.kind === 'booked' ? state.booking : this.#managing?.record)?.duration ??
      calendarMinutes
    );
  }

  /** The durations the details offer: once booked or while managing a booking, only its own. */
  durationOptions<T extends { minutes: number }>(options: T[]): T[] {
    return managedDurations(this.#state, options);
  }

  /** The times offered: while rescheduling, not the booking's current one. */
  excludeCurrent(byDate: SlotsByDate): SlotsByDate {
    return this.#manageModule()?.rescheduleTimes(this.#state, byDate) ?? byDate;
  }

  /** The manage screens' context: the options' plus the flow itself. */
  get manageContext(): ManageContext {
    return {
      ...this.#options.manageContext,
      state: () => this.#state,
      apply: (step) => this.apply(step),
      retryLoad: () => this.retryLoad(),
      leave: () => (this.#detached = true),
      manage: (action, booking) => this.manage(action, booking),
      canBook: () => {
        const { canBook, list } = this.#options.attributes();
        return canBook || list;
      },
    };
  }

  /** A confirmation's Reschedule / Cancel: the same widget manages `booking`. */
  manage(action: ManageAction, booking: Booking): void {
    this.#load?.abort();
    this.#lastRecord = booking;
    // Until the screens have loaded, the flow shows the booking being opened.
    this.apply(() => ({ ...manageRequested(action, booking.booking_id), record: booking }));
    this.#withModule((module) => module.openBooking(this.manageContext, action, booking, true));
  }

  /** Loads the manage module again after it failed to load, and does what waited for it. */
  retryModule(): void {
    const pending = this.#pending;
    if (pending) this.#withModule(pending);
  }

  #withModule(run: (module: ManageModule) => void): void {
    this.#pending = run;
    this.#options.manageModule().then(
      (module) => {
        if (this.#pending !== run) return;
        this.#pending = undefined;
        run(module);
      },
      () => {
        const t = this.#options.manageContext.translator();
        this.#options.manageContext.announce(`${t.t('error.loadBooking')} ${t.t('error.offline')}`);
      },
    );
  }

  /** Loads the booking the attributes name again (after a failed load). */
  retryLoad(): void {
    const { booking, action, token } = this.#options.attributes();
    if (booking && isAction(action)) this.#startLoad(booking, action, token);
  }

  hostUpdate(): void {
    const { booking, action, token, list } = this.#options.attributes();
    const seen = `${booking}|${action}|${token}|${list}`;
    if (seen === this.#seen) return;
    const firstLook = this.#seen === '';
    this.#seen = seen;
    this.#detached = false;
    if (booking && isAction(action)) this.#startLoad(booking, action, token);
    else if (this.#managing && !booking) {
      this.#load?.abort();
      this.apply(restarted);
    } else if (list) this.#startList(firstLook ? this.#options.deepLink() : undefined);
    else if (this.#state.kind === 'listing') {
      this.#picked = undefined;
      this.apply(() => initialFlow);
    }
  }

  hostDisconnected(): void {
    this.#load?.abort();
  }

  #startLoad(id: string, action: ManageAction, token: string): void {
    this.#load?.abort();
    const load = new AbortController();
    this.#load = load;
    this.apply(() => manageRequested(action, id));
    this.#withModule((module) => {
      if (!load.signal.aborted)
        void module.loadBooking(this.manageContext, id, action, load.signal, token);
    });
  }
}
