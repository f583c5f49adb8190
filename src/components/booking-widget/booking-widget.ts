import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import type { Language, Resource } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import { isUnavailable } from '../../core/failure.js';
import { durationOptions, resolveDuration } from '../../core/duration.js';
import type { ManageAction } from '../../core/policy.js';
import type { Prefill } from '../../core/questions.js';
import { todayIn } from '../../core/zone.js';
import '../booking-details/booking-details.js';
import { ZoneField } from '../booking-timezone-select/zone-field.js';
import { BrandColorController } from '../shared/brand-color.js';
import { ClockChoice } from '../shared/clock-choice.js';
import { emit } from '../shared/emit.js';
import { pageCampaign } from '../shared/page-campaign.js';
import { errorPanel, loadingPanel, unavailablePanel } from '../shared/panels.js';
import { detailsSkeleton } from '../shared/skeleton.js';
import { AvailabilityController } from './availability-controller.js';
import { bookingWidgetStyles } from './booking-widget.styles.js';
import { CalendarState } from './calendar-state.js';
import { ChoosingScreen } from './choosing-screen.js';
import { readEventLink } from './event-link.js';
import { EventsScreen } from './events-screen.js';
import type { CalendarView, Theme } from './config.js';
import { DerivedState } from './derived-state.js';
import type {
  BookingConfirmedDetail,
  BookingDateSelectedDetail,
  BookingErrorDetail,
  BookingSlotSelectedDetail,
} from './events.js';
import { FlowController, manageAttributes } from './flow-controller.js';
import { FocusRouter } from './focus-router.js';
import { landmarkName } from './format.js';
import { lazyScreens, type BookStep, type ManageModule } from './lazy-screens.js';
import { ConsoleWarnings } from './console-warnings.js';
import { LiveRegion } from './live-region.js';
import { LoadOutcomes } from './load-outcomes.js';
import { DEFAULT_TIMEOUT_MS } from './service.js';
import { WidgetLanguage } from './widget-language.js';

export { DEMO_API_KEY, DEMO_BASE_URL } from './service.js';
export type { Prefill, CalendarView, Theme };
export type {
  BookingConfirmedDetail,
  BookingDateSelectedDetail,
  BookingErrorDetail,
  BookingSlotSelectedDetail,
};

/**
 * `<booking-widget>`: books an appointment of one resource of the scheduling service, inline on the page.
 * It shows the resource's details, a month / week / day calendar of open times in the viewer's time zone,
 * the booking form and the confirmation; with `booking` and `action` it reschedules or cancels a booking.
 *
 * @summary Embeddable booking calendar and form for one bookable resource.
 *
 * @attr resource - The resource_id to book (required).
 * @attr api-key - The API key (`apiKey` query parameter). Omit it when `base-url` is a proxy that adds it.
 * @attr base-url - The service's (or your proxy's) base address including `/v1`, e.g. `/booking-api/v1`.
 *   Required unless `demo`: there is no default address.
 * @attr demo - Boolean: use the bundled in-page mock service (its chunk loads only then).
 * @attr demo-latency - Simulated latency of the demo service in milliseconds (demo mode only).
 * @attr view - `month` (default), `week` or `day`.
 * @attr timezone - IANA zone to show times in; default the browser's.
 * @attr language - One of the spec's 22 language codes; default the resource's, else the browser's.
 * @attr duration - Initial duration, e.g. `30m`, `1h` (must be one of the resource's).
 * @attr date - Initial date, `YYYY-MM-DD`.
 * @attr theme - `light` (default), `dark` or `auto` (follows prefers-color-scheme).
 * @attr hide-details - Boolean: hide the resource details column.
 * @attr primary - Brand colour (any CSS colour), made an accessible palette as the popup's `data-booking-primary`.
 * @attr timeout - Milliseconds to wait for each answer of the service before giving up on that try
 *   (reads are tried up to 3 times); default 15000, at least 100. Also the `timeout` property.
 * @attr booking - A booking_id to manage, with `action`; the widget loads the booking and its resource
 *   (`resource` is then not needed). Property `booking` (also `bookingId`).
 * @attr action - `reschedule` (pick a new time, optional reason) or `cancel` (optional reason), with `booking`.
 *   Both follow the resource's `settings.policy`: when it doesn't allow the change, its description is shown.
 * @attr booking-token - The `booking`'s token behind a proxy (else the URL's `booking_token`). `bookingToken`.
 * @attr manage-url - http(s) template with `{booking_id}`, `{manage_token}`: the "Manage this booking" link.
 * @attr user - Without `resource`: a page of this host's events (user_id); the visitor picks one to book, with
 *   "All events" to go back; the page's address names the event picked (`?booking_event=`).
 * @attr page - Without `resource` and `user`: a page of this booking page's events (page_id).
 *
 * @prop {Prefill | undefined} prefill - `{ name?, email?, guests?, answers? }` for the form. The page URL's
 *   `name`, `email` and `answers[<name>]` query parameters prefill too (the property wins).
 *
 * @fires {CustomEvent<{ resource: Resource }>} booking-ready - The resource and its first times are shown.
 * @fires {CustomEvent<BookingDateSelectedDetail>} booking-date-selected - A date was picked.
 * @fires {CustomEvent<BookingSlotSelectedDetail>} booking-slot-selected - A time was picked.
 * @fires {CustomEvent<BookingConfirmedDetail>} booking-confirmed - The booking was created; detail is the record,
 *   with `utm`: the page address's `utm_source|medium|campaign|term|content` when it has any (kept from when the
 *   widget's code first ran, so a popup opened later still carries them).
 * @fires {CustomEvent<BookingErrorDetail>} booking-error - Any failure: `{ code, message, step }`.
 * @fires {CustomEvent<{ action: 'reschedule' | 'cancel', booking: Booking }>} booking-manage - The confirmation's
 *   Reschedule or Cancel button was pressed; the widget then shows that flow for the booking.
 * @fires {CustomEvent<Booking>} booking-rescheduled - A booking was moved; detail is the updated record.
 * @fires {CustomEvent<Booking>} booking-canceled - A booking was canceled; detail is the updated record.
 *
 * @csspart header - The resource details (name, description, duration, location, price, host).
 * @csspart calendar - The month grid, week columns or day list.
 * @csspart day - A day button of the month grid; also `available`, `selected`, `today` on the same element.
 * @csspart available - A day with open times.
 * @csspart selected - The selected day or time.
 * @csspart today - Today's day button.
 * @csspart slot - A time button; also `selected`.
 * @csspart timezone - The time zone selector.
 * @csspart clock - The 12/24-hour toggle beside it (two buttons, `aria-pressed` on the clock in use); the
 *   visitor's choice is remembered in this browser (localStorage) for every widget.
 * @csspart language - The visitor's language picker at each screen's foot (none with `settings.hide_language`).
 * @csspart form - The booking form.
 * @csspart field - Each field of the form.
 * @csspart submit - The form's submit button.
 * @csspart confirmation - The confirmation screen.
 * @csspart error - An error message with its retry.
 * @csspart unavailable - A paused or missing event's calm state.
 * @csspart passcode - A protected event's passcode form, shown instead of its times until the passcode is given.
 * @csspart manage - The reschedule / cancel screen.
 * @csspart events - A page of events' list (without `resource`, with `user` or `page`).
 * @csspart event - Each event of the list.
 * @csspart manage-link - The "Manage this booking" link (with `manage-url`).
 *
 * @cssprop [--booking-primary=#1d4ed8] - Brand colour: available days, times, primary buttons.
 * @cssprop [--booking-on-primary=#ffffff] - Text on the brand colour.
 * @cssprop [--booking-bg=#ffffff] - Background.
 * @cssprop [--booking-fg=#111827] - Text.
 * @cssprop [--booking-muted=#4b5563] - Secondary text.
 * @cssprop [--booking-radius=8px] - Corner radius.
 * @cssprop [--booking-font=inherit] - Font family; the page's font by default.
 */
export class BookingWidget extends LitElement {
  static override styles = bookingWidgetStyles;

  static override properties = {
    resource: { reflect: true },
    apiKey: { attribute: 'api-key' },
    baseUrl: { attribute: 'base-url' },
    demo: { type: Boolean, reflect: true },
    demoLatency: { attribute: 'demo-latency', type: Number },
    view: { reflect: true },
    timezone: {},
    language: {},
    duration: {},
    date: {},
    theme: { reflect: true },
    hideDetails: { type: Boolean, attribute: 'hide-details' },
    primary: { reflect: true },
    prefill: { attribute: false },
    timeout: { type: Number },
    booking: {},
    action: {},
    manageUrl: { attribute: 'manage-url' },
    bookingToken: { attribute: 'booking-token' },
    user: {},
    page: {},
  };

  /** The resource_id to book. */
  declare resource: string;
  declare apiKey: string;
  declare baseUrl: string;
  declare demo: boolean;
  declare demoLatency: number;
  declare view: CalendarView;
  declare timezone: string;
  declare language: Language | '';
  declare duration: string;
  declare date: string;
  declare theme: Theme;
  declare hideDetails: boolean;
  declare primary: string | undefined;
  declare prefill: Prefill | undefined;
  /** Per-try timeout of service calls in milliseconds (default 15000); see `@attr timeout`. */
  declare timeout: number;
  /** A booking_id to manage, with `action` (the `booking` attribute). */
  declare booking: string;
  /** `reschedule` or `cancel`, with `booking`. */
  declare action: ManageAction | '';
  /** URL template with `{booking_id}` (and `{manage_token}`) for the confirmation's manage link. */
  declare manageUrl: string;
  declare bookingToken: string | undefined;
  /** Without `resource`: a page of this host's events (user_id). */
  declare user: string;
  /** Without `resource` and `user`: a page of this booking page's events (page_id). */
  declare page: string;

  /** The `booking` attribute's property under its older name. */
  get bookingId(): string {
    return this.booking;
  }
  set bookingId(value: string) {
    this.booking = value;
  }

  constructor() {
    super();
    this.resource = this.apiKey = this.baseUrl = this.timezone = this.language = this.duration = '';
    this.date = this.booking = this.action = this.manageUrl = this.user = this.page = '';
    this.demo = this.hideDetails = false;
    this.demoLatency = 0;
    this.view = 'month';
    this.theme = 'light';
    this.timeout = DEFAULT_TIMEOUT_MS;
  }

  // ------------------------------------------------------------------------------ parts

  readonly #lazy = lazyScreens(this);
  readonly #zoneField = new ZoneField(this, this.#lazy);
  /** The visitor's 12/24-hour choice, shared by the page's widgets. */
  readonly #clock = new ClockChoice(this);
  readonly #calendar = new CalendarState(this);
  readonly #focus: FocusRouter = new FocusRouter(this);
  readonly #live = new LiveRegion(this);
  readonly #flow: FlowController = new FlowController(this, {
    attributes: () => manageAttributes(this, this.#derived.listOwner !== undefined),
    deepLink: () => readEventLink(this),
    manageModule: () => this.#lazy.load('booking-manage') as Promise<ManageModule>,
    loadedManageModule: () => this.#lazy.module<ManageModule>('booking-manage'),
    manageContext: {
      service: () => this.#data.service(),
      translator: () => this.#derived.t,
      zone: () => this.#derived.zone,
      settings: () => this.#data.resource?.settings,
      hour12: () => this.#clock.hour12,
      announce: (text) => this.#live.announce(text),
      emit: (name, detail) => emit(this, name, detail),
      refreshTimes: () => void this.refresh(),
      setDuration: (minutes) => this.#calendar.setDuration(minutes),
      focus: () => this.#focus.focusAfterRender('manage'),
      reset: () => this.reset(),
    },
  });
  /** The console's word on attribute values the widget falls back from. */
  readonly #warnings = new ConsoleWarnings();
  /** The attributes parsed (in willUpdate), the translator, zone, formatter, times and calendar query of now. */
  readonly #derived: DerivedState = new DerivedState({
    host: this,
    translator: () => this.#language.translator,
    clock: this.#clock,
    flow: this.#flow,
    calendar: this.#calendar,
    data: () => this.#data,
  });
  readonly #outcomes: LoadOutcomes = new LoadOutcomes({
    host: this,
    data: () => this.#data,
    calendar: this.#calendar,
    flow: this.#flow,
    live: this.#live,
    derived: this.#derived,
  });
  readonly #data: AvailabilityController = new AvailabilityController(this, {
    connection: () => ({
      demo: this.demo,
      baseUrl: this.baseUrl,
      apiKey: this.apiKey,
      latency: this.demoLatency,
      timeout: this.timeout,
    }),
    resourceId: () => this.#derived.config.resource,
    waitingForResource: () => this.#flow.waitingForResource,
    query: (resource) => this.#derived.query(resource),
    ...this.#outcomes.handlers,
    locked: (resource) => this.#choosing.gate.locked(resource),
    onPasscodeRefused: () => this.#choosing.gate.refused(),
  });
  readonly #choosing: ChoosingScreen = new ChoosingScreen({
    data: this.#data,
    calendar: this.#calendar,
    flow: this.#flow,
    lazy: this.#lazy,
    zoneField: this.#zoneField,
    focus: this.#focus,
    live: this.#live,
    derived: this.#derived,
    host: this,
  });
  readonly #events = new EventsScreen({
    host: this,
    flow: this.#flow,
    derived: this.#derived,
    data: this.#data,
    lazy: this.#lazy,
  });
  readonly #language = new WidgetLanguage(this, () => this.#data.resource, this.#flow);
  // eslint-disable-next-line no-unused-private-class-members -- registers itself; `primary` / --booking-primary → palette
  readonly #brand = new BrandColorController(this);
  /** The booking step's renderer, made once its module is loaded. */
  #bookStep: ((resource: Resource) => TemplateResult | typeof nothing) | undefined;

  // ------------------------------------------------------------------------------ public methods

  /** Reloads the resource and its times (drops the cached availability). */
  async refresh(): Promise<void> {
    await this.#data.refresh();
  }

  /** Back to the start: no selection, no answers, the initial date and view. */
  reset(): void {
    this.#flow.restart();
    this.#calendar.restart(this.#initialAnchor());
    const resource = this.#data.resource;
    if (resource)
      this.#calendar.setDuration(resolveDuration(resource, this.#derived.config.duration));
    // Cached times leave the availability task's arguments unchanged, so it would not run again: run it,
    // so the first available day is selected as on a fresh load.
    void this.updateComplete.then(() => {
      if (this.#calendar.selectsFirstDay && this.#data.timesStatus !== TaskStatus.PENDING)
        this.#data.reloadTimes();
    });
  }

  // ------------------------------------------------------------------------------ lifecycle

  override willUpdate(changed: PropertyValues<this>) {
    this.#derived.willUpdate(changed);
    const resource = this.#data.resource;
    const managing = this.#flow.state.kind === 'managing';
    const known = BookingWidget.observedAttributes;
    this.#warnings.update(this, this.#derived.attributes, changed, resource, managing, known);
    if (changed.has('date') || !this.#calendar.anchor)
      this.#calendar.startAt(this.#initialAnchor());
    if (changed.has('duration') && resource)
      this.#calendar.setDuration(resolveDuration(resource, this.#derived.config.duration));
    // Switching views keeps the selected date.
    if (changed.has('view')) this.#calendar.keepSelectedInView();
  }

  /** Includes the inner elements' renders: focus and tests read their DOM. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const inner = this.renderRoot.querySelectorAll<LitElement>(
      'booking-calendar, booking-details, booking-manage',
    );
    await Promise.all([...inner].map((element) => element.updateComplete));
    return done;
  }

  #initialAnchor(): string {
    const date = this.#derived.config.date;
    const today = todayIn(this.#derived.zone);
    return date && date >= today ? date : today;
  }

  // ------------------------------------------------------------------------------ rendering

  override render() {
    const t = this.#derived.t;
    const on = this.#choosing.events;
    return html`
      <div
        class="root"
        dir=${t.dir}
        lang=${t.locale}
        aria-label=${landmarkName(
          t,
          this.#flow.state.kind === 'listing' ? t.t('events.title') : this.#data.resource?.name,
        )}
        role="region"
        @calendar-navigate=${on.navigate}
        @calendar-view=${on.view}
        @calendar-day=${on.day}
        @calendar-focus=${on.focus}
        @calendar-slot=${on.slot}
        @calendar-show=${on.show}
        @calendar-jump=${on.jump}
        @calendar-days=${on.days}
        @calendar-retry=${on.retry}
        @details-duration=${on.duration}
        @events-pick=${this.#events.pick}
      >
        ${this.#live.render()} ${this.#outcomes.busyNotice()} ${this.#renderScreen()}
      </div>
    `;
  }

  #renderScreen() {
    if (this.#flow.state.kind === 'listing')
      return this.#events.renderList(this.#language.picker());
    return html`${this.#events.renderBack()}${this.#renderBooking()}`;
  }

  #renderBooking() {
    const t = this.#derived.t;
    const state = this.#flow.state;
    if (state.kind === 'managing' && !state.record) return this.#renderManage(undefined);
    const resource = this.#data.resource;
    const pending = this.#data.resourceStatus === TaskStatus.PENDING;
    if (state.kind === 'failed' && !pending) {
      const failure = state.failure;
      if (isUnavailable(failure)) return unavailablePanel(t, failure);
      return errorPanel(
        t.t('error.loadEvent'),
        t.t(failure.key, failure.params),
        failure.retryable && [t.t('error.retry'), () => this.#data.retryResource()],
      );
    }
    // An event just picked from the list: not the one shown before it (its skeleton until it is there).
    const picked = this.#flow.picked;
    const stale = Boolean(
      picked && !this.resource.trim() && resource && resourceIdOf(resource) !== picked,
    );
    const showDetails = !this.hideDetails;
    // One template loading and loaded: what was rendered while the event loaded is updated, not built again.
    const loaded = resource && state.kind !== 'failed' && !stale ? resource : undefined;
    const details = loaded
      ? html`<booking-details
          .translator=${t}
          .resource=${loaded}
          .durations=${this.#flow.durationOptions(durationOptions(loaded))}
          .durationMinutes=${this.#flow.detailsMinutes(this.#calendar.durationMinutes)}
          .slots=${this.#derived.slots()}
          .selectedSlot=${this.#flow.chosenSlot}
        ></booking-details>`
      : detailsSkeleton();
    return html`<div
      class="layout ${showDetails ? 'with-details' : ''}"
      aria-busy=${loaded ? nothing : 'true'}
    >
      ${loaded ? nothing : html`<span class="visually-hidden">${t.t('status.loadingEvent')}</span>`}
      ${showDetails ? details : nothing}
      <div class="main">
        ${loaded ? this.#renderMain(loaded) : this.#choosing.renderLoading()}${this.#language.picker(!loaded)}
      </div>
    </div>`;
  }

  #renderMain(resource: Resource) {
    const state = this.#flow.state;
    if (state.kind === 'managing') return this.#renderManage(resource);
    if (state.kind === 'choosing' || state.kind === 'loading')
      return this.#choosing.render(resource);
    const step = this.#lazy.module<BookStep>('booking-form');
    if (!step) {
      void this.#lazy.load('booking-form').catch(() => undefined);
      return nothing;
    }
    this.#bookStep ??= step.bookFlow({
      flow: this.#flow,
      host: this,
      t: () => this.#derived.t,
      format: () => this.#derived.format,
      zone: () => this.#derived.zone,
      durationMinutes: () => this.#calendar.durationMinutes,
      service: () => this.#data.currentService,
      focus: (target) => this.#focus.focus(target),
      reloadTimes: () => {
        this.#calendar.keepSelection();
        this.#data.reloadTimes();
      },
      announce: (text) => this.#live.announce(text),
      emit: (name, detail) => emit(this, name, detail),
      campaign: pageCampaign,
      prefetchManage: () => this.#lazy.prefetchWhenIdle('booking-manage'),
      reset: () => this.reset(),
    });
    return this.#bookStep(resource);
  }

  /** The manage screens; until their chunk is there, a wait (or why it failed, with a retry). */
  #renderManage(resource: Resource | undefined) {
    const state = this.#flow.state;
    if (state.kind !== 'managing') return nothing;
    const t = this.#derived.t;
    if (!customElements.get('booking-manage'))
      return this.#lazy.failed('booking-manage')
        ? errorPanel(t.t('error.loadBooking'), t.t('error.offline'), [
            t.t('error.retry'),
            () => this.#flow.retryModule(),
          ])
        : loadingPanel(t.t('status.loading'));
    return html`<booking-manage
      .state=${state}
      .resource=${resource}
      .translator=${t}
      .zone=${this.#derived.zone}
      .hour12=${this.#clock.hour12}
      .chooser=${resource && state.action === 'reschedule' ? this.#choosing.render(resource) : nothing}
      .context=${this.#flow.manageContext}
    ></booking-manage>`;
  }
}

if (!customElements.get('booking-widget')) customElements.define('booking-widget', BookingWidget);

declare global {
  interface HTMLElementTagNameMap {
    'booking-widget': BookingWidget;
  }
  interface HTMLElementEventMap {
    'booking-ready': CustomEvent<{ resource: Resource }>;
    'booking-date-selected': CustomEvent<BookingDateSelectedDetail>;
    'booking-slot-selected': CustomEvent<BookingSlotSelectedDetail>;
    'booking-confirmed': CustomEvent<BookingConfirmedDetail>;
    'booking-error': CustomEvent<BookingErrorDetail>;
    'booking-rescheduled': CustomEvent<Booking>;
    'booking-canceled': CustomEvent<Booking>;
  }
}
