import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { Language, Resource } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import { ApiError } from '../../api/errors.js';
import { bookableWindow, requestRange, visibleRange, zonePadding } from '../../core/calendar.js';
import { usesTwelveHourClock } from '../../core/datetime-format.js';
import { durationOptions, minutesToDurationParam, resolveDuration } from '../../core/duration.js';
import { describeStepFailure, errorDetail, type FailedStep } from '../../core/failure.js';
import {
  noticeShown,
  periodChanged,
  resourceFailed,
  resourceLoaded,
  slotChosen,
  slotDropped,
} from '../../core/flow.js';
import { createTranslator, loadTranslator, resolveLanguage } from '../../core/i18n/index.js';
import type { ManageAction } from '../../core/policy.js';
import type { FormValues, Prefill } from '../../core/questions.js';
import { countAvailable, firstAvailableDate, type LocalSlot } from '../../core/regroup.js';
import { isValidTimeZone, todayIn, toUtcIso } from '../../core/zone.js';
import '../booking-calendar/booking-calendar.js';
import '../booking-details/booking-details.js';
import { ZoneField, loadZoneSelect } from '../booking-timezone-select/zone-field.js';
import { BrandColorController } from '../shared/brand-color.js';
import { ClockChoice, chooseClock } from '../shared/clock-choice.js';
import { emit } from '../shared/emit.js';
import { LazyElements } from '../shared/lazy-elements.js';
import { busyNotice, errorPanel, loadingPanel } from '../shared/panels.js';
import { AvailabilityController, type AvailabilityResult } from './availability-controller.js';
import { bookingWidgetStyles } from './booking-widget.styles.js';
import { CalendarState } from './calendar-state.js';
import { parseConfig, type CalendarView, type Theme } from './config.js';
import { FlowController } from './flow-controller.js';
import { createFormatter, longDate } from './format.js';
import { currentBrowserZone, weekStart } from './render-cache.js';
import { DEFAULT_TIMEOUT_MS } from './service.js';
import { BusyCountdown } from './busy-countdown.js';

export { DEMO_API_KEY, DEMO_BASE_URL } from './service.js';
export type { Prefill, CalendarView, Theme };

export interface BookingDateSelectedDetail {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  /** Open times on that date. */
  count: number;
}

export interface BookingSlotSelectedDetail {
  /** UTC ISO start and end. */
  start_at: string;
  end_at: string;
  /** The viewer's zone, date and 24-hour time of the start. */
  time_zone: string;
  date: string;
  time: string;
  duration: number;
  /** Seats left (group events). */
  available: number;
}

export interface BookingErrorDetail {
  code: string;
  message: string;
  step: FailedStep;
}

/** The answers the form keeps (core `FormValues`). */
export type KeptFormValues = FormValues;

const english = createTranslator('en-US');

/** The booking step (form, submit, confirmation screens) and the manage screens, loaded by tag. */
const loadBookStep = () => import('../booking-form/book-step.js');
// With the client's operations on a booking, which every manage screen calls, and the confirmation every manage
// screen ends on (both imported by the manage module): requested together, not one after the other.
const loadManage = () =>
  Promise.all([
    import('../booking-manage/booking-manage.js'),
    import('../../api/booking-changes.js'),
    import('../booking-confirmation/booking-confirmation.js'),
  ]).then(([module]) => module);
type BookStep = Awaited<ReturnType<typeof loadBookStep>>;
type ManageModule = Awaited<ReturnType<typeof loadManage>>;

/** What takes focus once the next render is on screen. */
const FOCUS_TARGETS = {
  day: '.day[tabindex="0"]',
  slot: '.slot:not(:disabled)',
  'selected-slot': '.slot.selected, .slot:not(:disabled)',
  form: 'booking-form',
  confirmation: 'booking-confirmation',
  manage: '[data-manage-focus]',
} as const;
type FocusTarget = keyof typeof FOCUS_TARGETS;

/**
 * `<booking-widget>`: books an appointment of one resource of the scheduling service, inline on the page.
 * It shows the resource's details, a month / week / day calendar of open times in the viewer's time zone,
 * the booking form and the confirmation; with `booking` and `action` it reschedules or cancels a booking.
 *
 * @summary Embeddable booking calendar and form for one bookable resource.
 *
 * @attr resource - The resource_id to book (required).
 * @attr api-key - The API key (`apiKey` query parameter). Omit it when `base-url` is a proxy that adds it.
 * @attr base-url - The service's base address including `/v1`, e.g. `https://api.example.com/v1`.
 * @attr demo - Boolean: use the bundled in-page mock service (its chunk loads only then).
 * @attr demo-latency - Simulated latency of the demo service in milliseconds (demo mode only).
 * @attr view - `month` (default), `week` or `day`.
 * @attr timezone - IANA zone to show times in; default the browser's.
 * @attr language - One of the spec's 22 language codes; default the resource's, else the browser's.
 * @attr duration - Initial duration, e.g. `30m`, `1h` (must be one of the resource's).
 * @attr date - Initial date, `YYYY-MM-DD`.
 * @attr theme - `light` (default), `dark` or `auto` (follows prefers-color-scheme).
 * @attr hide-details - Boolean: hide the resource details column.
 * @attr timeout - Milliseconds to wait for each answer of the service before giving up on that try
 *   (reads are tried up to 3 times); default 15000, at least 100. Also the `timeout` property.
 * @attr booking - A booking_id to manage, with `action`; the widget loads the booking and its resource
 *   (`resource` is then not needed). Property `booking` (also `bookingId`).
 * @attr action - `reschedule` (pick a new time, optional reason) or `cancel` (optional reason), with `booking`.
 *   Both follow the resource's `settings.policy`: when it doesn't allow the change, its description is shown.
 * @attr manage-url - URL template with `{booking_id}` for a "Manage this booking" link on the confirmation
 *   (http(s) only). Property `manageUrl`.
 *
 * @prop {Prefill | undefined} prefill - `{ name?, email?, guests?, answers? }` for the form. The page URL's
 *   `name`, `email` and `answers[<name>]` query parameters prefill too (the property wins).
 *
 * @fires {CustomEvent<{ resource: Resource }>} booking-ready - The resource and its first times are shown.
 * @fires {CustomEvent<BookingDateSelectedDetail>} booking-date-selected - A date was picked.
 * @fires {CustomEvent<BookingSlotSelectedDetail>} booking-slot-selected - A time was picked.
 * @fires {CustomEvent<Booking>} booking-confirmed - The booking was created; detail is the record.
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
 * @csspart form - The booking form.
 * @csspart field - Each field of the form.
 * @csspart submit - The form's submit button.
 * @csspart confirmation - The confirmation screen.
 * @csspart error - An error message with its retry.
 * @csspart manage - The reschedule / cancel screen.
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
    prefill: { attribute: false },
    timeout: { type: Number },
    booking: {},
    action: {},
    manageUrl: { attribute: 'manage-url' },
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
  declare prefill: Prefill | undefined;
  /** Per-try timeout of service calls in milliseconds (default 15000); see `@attr timeout`. */
  declare timeout: number;
  /** A booking_id to manage, with `action` (the `booking` attribute). */
  declare booking: string;
  /** `reschedule` or `cancel`, with `booking`. */
  declare action: ManageAction | '';
  /** URL template with `{booking_id}` for the confirmation's manage link. */
  declare manageUrl: string;

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
    this.date = this.booking = this.action = this.manageUrl = '';
    this.demo = this.hideDetails = false;
    this.demoLatency = 0;
    this.view = 'month';
    this.theme = 'light';
    this.timeout = DEFAULT_TIMEOUT_MS;
  }

  // ------------------------------------------------------------------------------ parts

  readonly #lazy = new LazyElements(
    this,
    {
      'booking-form': loadBookStep,
      'booking-manage': loadManage,
      'booking-timezone-select': loadZoneSelect,
    },
    { loadWhenRendered: ['booking-manage'] },
  ).prefetchOn('[part~="slot"]', 'booking-form');
  readonly #zoneField = new ZoneField(this, this.#lazy);
  /** The visitor's 12/24-hour choice, shared by the page's widgets. */
  readonly #clock = new ClockChoice(this);
  readonly #calendar = new CalendarState(this);
  readonly #flow = new FlowController(this, {
    attributes: () => ({ booking: String(this.booking ?? '').trim(), action: this.action.trim() }),
    manageModule: () => this.#lazy.load('booking-manage') as Promise<ManageModule>,
    loadedManageModule: () => this.#lazy.module<ManageModule>('booking-manage'),
    manageContext: {
      service: () => this.#data.service(),
      translator: () => this.#t,
      zone: () => this.#zone,
      settings: () => this.#data.resource?.settings,
      hour12: () => this.#clock.hour12,
      announce: (text) => this.#announce(text),
      emit: (name, detail) => emit(this, name, detail),
      refreshTimes: () => void this.refresh(),
      setDuration: (minutes) => this.#calendar.setDuration(minutes),
      focus: () => (this.#focusAfterRender = 'manage'),
      reset: () => this.reset(),
    },
  });
  /** A read the service refused for now (429), counted down to its next try. */
  readonly #busy = new BusyCountdown(this);
  readonly #data = new AvailabilityController(this, {
    connection: () => ({
      demo: this.demo,
      baseUrl: this.baseUrl,
      apiKey: this.apiKey,
      latency: this.demoLatency,
      timeout: this.timeout,
    }),
    resourceId: () => this.#config.resource,
    waitingForResource: () => this.#flow.waitingForResource,
    query: (resource) => this.#query(resource),
    onResource: (resource) => this.#onResource(resource),
    onTimes: (result) => this.#onTimes(result),
    onWait: () => this.#announce(this.#t.t('announce.loading')),
    onBusy: (seconds) => {
      this.#busy.start(seconds);
      this.#announce(this.#t.t('status.busyRetry', { count: this.#busy.seconds }));
    },
    onFailure: (step, error) => this.#onFailure(step, error),
  });
  readonly #i18n = new Task(this, {
    task: async ([requested, resourceLanguage]) =>
      loadTranslator(resolveLanguage(requested, resourceLanguage, navigator.languages)),
    args: () => [this.language, this.#data.resource?.language] as const,
  });
  /** `--booking-primary` resolved in script: invalid → the default, alone → a readable on-primary. */
  // eslint-disable-next-line no-unused-private-class-members -- a controller: it registers with the host
  readonly #brand = new BrandColorController(this);
  /** The booking step's renderer, made once its module is loaded. */
  #bookStep: ((resource: Resource) => TemplateResult | typeof nothing) | undefined;
  #announcement = '';
  #readyFired = false;
  #lastResourceKey = '';
  #focusAfterRender: FocusTarget | undefined;

  // ------------------------------------------------------------------------------ derived state

  /** The attributes as parsed by zod (memoized per set of values); the flow picks the managed booking's. */
  get #config() {
    return parseConfig({
      resource: this.#flow.resourceFor(this.resource),
      view: this.view,
      timezone: this.timezone,
      language: this.language,
      duration: this.#flow.durationFor(this.duration),
      date: this.date,
      theme: this.theme,
    });
  }

  get #t() {
    return this.#i18n.value ?? english;
  }

  /** The zone times are shown in: the resource's when locked, else the chosen one, the attribute, the browser's. */
  get #zone(): string {
    const resourceZone = this.#data.resourceZone;
    if (this.#zoneLocked && resourceZone && isValidTimeZone(resourceZone)) return resourceZone;
    const chosen = this.#calendar.chosenZone;
    if (chosen && isValidTimeZone(chosen)) return chosen;
    return this.#config.timezone || currentBrowserZone();
  }

  get #zoneLocked(): boolean {
    return Boolean(this.#data.resource?.settings.is_timezone_locked);
  }

  get #format() {
    return createFormatter(
      this.#data.resource?.settings,
      this.#zone,
      this.#t.locale,
      this.#clock.hour12,
    );
  }

  #query(resource: Resource) {
    const zone = this.#zone;
    const today = todayIn(zone);
    const view = this.#config.view;
    const anchor = this.#calendar.anchor || today;
    const firstDay = weekStart(this.#t.language);
    const resourceZone = this.#data.resourceZone;
    const window = bookableWindow(resource, Date.now(), resourceZone ?? zone, zone);
    const minutes = this.#calendar.durationMinutes;
    const visible = visibleRange(view, anchor, firstDay);
    return {
      view,
      anchor,
      zone,
      today,
      firstDay,
      window,
      visible,
      requested: requestRange(view, anchor, firstDay, {
        window,
        padding: zonePadding(zone, resourceZone, visible),
      }),
      durationParam: minutes ? minutesToDurationParam(minutes) : '',
    };
  }

  #slots() {
    const byDate = this.#data.slots(this.#zone);
    return byDate && this.#flow.excludeCurrent(byDate);
  }

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
    if (resource) this.#calendar.setDuration(resolveDuration(resource, this.#config.duration));
    // Cached times leave the availability task's arguments unchanged, so it would not run again: run it,
    // so the first available day is selected as on a fresh load.
    void this.updateComplete.then(() => {
      if (this.#calendar.selectsFirstDay && this.#data.timesStatus !== TaskStatus.PENDING)
        this.#data.reloadTimes();
    });
  }

  // ------------------------------------------------------------------------------ lifecycle

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('date') || !this.#calendar.anchor)
      this.#calendar.startAt(this.#initialAnchor());
    const resource = this.#data.resource;
    if (changed.has('duration') && resource)
      this.#calendar.setDuration(resolveDuration(resource, this.#config.duration));
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

  override updated() {
    const target = this.#focusAfterRender;
    if (!target) return;
    this.#focusAfterRender = undefined;
    void this.updateComplete.then(() => {
      const element = this.renderRoot.querySelector<HTMLElement>(FOCUS_TARGETS[target]);
      // A manage screen may still wait for its resource: its heading takes focus once it is there.
      if (!element && target === 'manage') {
        this.#focusAfterRender ??= target;
        return;
      }
      // Inner elements with a shadow root focus their first control: wait until they have rendered it.
      if (element instanceof LitElement && element.shadowRoot)
        void element.updateComplete.then(() => element.isConnected && element.focus());
      else element?.focus();
    });
  }

  #initialAnchor(): string {
    const date = this.#config.date;
    const today = todayIn(this.#zone);
    return date && date >= today ? date : today;
  }

  #announce(text: string) {
    this.#announcement = text;
    this.requestUpdate();
  }

  #onResource(resource: Resource) {
    this.#busy.stop();
    const key = resourceIdOf(resource);
    const changed = key !== this.#lastResourceKey;
    this.#lastResourceKey = key;
    const minutes = resolveDuration(resource, this.#config.duration);
    if (changed) this.#calendar.forgetSelection(minutes);
    else if (!this.#calendar.durationMinutes) this.#calendar.setDuration(minutes);
    this.#flow.apply((state) => resourceLoaded(state, changed));
  }

  #onTimes(result: AvailabilityResult) {
    this.#busy.stop();
    const resource = this.#data.resource;
    if (!resource) return;
    const byDate = this.#slots();
    const query = this.#query(resource);
    if (byDate) this.#calendar.timesArrived(byDate, query.visible, query.today);
    // A reload behind a confirmation or a manage outcome (the cache was just invalidated) must not
    // overwrite that announcement with "N times available".
    const state = this.#flow.state;
    const outcome = state.kind === 'booked' || (state.kind === 'managing' && state.done);
    if (byDate && !outcome) {
      const t = this.#t;
      const selected = this.#calendar.selectedDate;
      if (selected && query.view !== 'week') {
        this.#announce(
          t.t('announce.timesOnDate', {
            count: countAvailable(byDate, selected),
            date: longDate(selected, t.locale),
          }),
        );
      } else if (!firstAvailableDate(byDate, query.visible.start, query.visible.end)) {
        const next = result.nextAvailable;
        this.#announce(
          next
            ? `${t.t('announce.noTimesMonth')}. ${t.t('empty.jumpTo', { date: longDate(next, t.locale) })}`
            : t.t('announce.noTimesMonth'),
        );
      } else if (this.#announcement === t.t('announce.loading')) {
        // Times are shown (week view, nothing selected): "Loading" must not linger.
        this.#announce('');
      }
    }
    if (!this.#readyFired) {
      this.#readyFired = true;
      emit(this, 'booking-ready', { resource });
    }
  }

  #onFailure(step: 'resource' | 'availability', error: unknown) {
    this.#busy.stop();
    const view = describeStepFailure(step, error);
    const t = this.#t;
    this.#announce(
      `${t.t(step === 'resource' ? 'error.loadEvent' : 'error.loadTimes')} ${t.t(view.key, view.params)}`,
    );
    if (step === 'resource') this.#flow.apply((state) => resourceFailed(state, view));
    emit(this, 'booking-error', errorDetail(view) satisfies BookingErrorDetail);
  }

  // ------------------------------------------------------------------------------ interaction

  #emitDate(date: string) {
    const byDate = this.#slots();
    const count = byDate ? countAvailable(byDate, date) : 0;
    emit(this, 'booking-date-selected', { date, count } satisfies BookingDateSelectedDetail);
    if (byDate)
      this.#announce(
        this.#t.t('announce.timesOnDate', { count, date: longDate(date, this.#t.locale) }),
      );
  }

  readonly #calendarEvents = {
    navigate: (e: CustomEvent<{ delta: number }>) => {
      const resource = this.#data.resource;
      if (!resource) return;
      const { view, today, window } = this.#query(resource);
      this.#flow.apply(periodChanged);
      const day = this.#calendar.step(view, e.detail.delta, today, window);
      if (day) this.#emitDate(day);
    },
    view: (e: CustomEvent<{ view: CalendarView }>) => {
      this.#calendar.keepSelectedInView();
      this.view = e.detail.view;
    },
    day: (e: CustomEvent<{ date: string }>) => {
      this.#calendar.selectDay(e.detail.date);
      this.#emitDate(e.detail.date);
      // Enter on the already selected day changes no state: the render still moves focus.
      this.#focus('slot');
    },
    focus: (e: CustomEvent<{ date: string; moveFocus: boolean }>) => {
      const resource = this.#data.resource;
      if (!resource) return;
      this.#calendar.focusDay(e.detail.date, this.#query(resource).visible);
      if (e.detail.moveFocus) this.#focus('day');
    },
    slot: (e: CustomEvent<{ slot: LocalSlot }>) => this.#chooseSlot(e.detail.slot),
    more: () => this.#calendar.showAllTimes(),
    jump: (e: CustomEvent<{ date: string }>) => {
      this.#calendar.jumpTo(e.detail.date);
      this.#emitDate(e.detail.date);
      this.#focus(this.#config.view === 'month' ? 'day' : 'slot');
    },
    days: () => this.#focus('day'),
    retry: () => this.#data.reloadTimes(),
  };

  #focus(target: FocusTarget) {
    this.#focusAfterRender = target;
    this.requestUpdate();
  }

  #chooseSlot(slot: LocalSlot) {
    const ready = this.#lazy.whenLoaded(
      'booking-form',
      () => this.#chooseSlot(slot),
      (error) =>
        this.#flow.apply((state) =>
          noticeShown(
            state,
            describeStepFailure(
              'booking',
              new ApiError({
                status: 0,
                code: 'network_error',
                message: String(error),
                cause: error,
              }),
            ),
          ),
        ),
    );
    if (!ready) return;
    const duration = this.#calendar.durationMinutes;
    const state = this.#flow.state;
    const endAt = toUtcIso(slot.epochMs + duration * 60_000);
    this.#calendar.selectTimeOn(slot.localDate);
    if (state.kind === 'managing')
      this.#lazy
        .module<ManageModule>('booking-manage')
        ?.chooseNewTime(this.#flow.manageContext, { instant: slot.instant, endAt });
    else this.#flow.apply((now) => slotChosen(now, slot));
    emit(this, 'booking-slot-selected', {
      start_at: slot.instant,
      end_at: endAt,
      time_zone: this.#zone,
      date: slot.localDate,
      time: slot.localTime,
      duration,
      available: slot.available,
    } satisfies BookingSlotSelectedDetail);
    if (state.kind !== 'managing') this.#focus('form');
  }

  #onDuration = (e: CustomEvent<{ minutes: number }>) => {
    this.#calendar.chooseDuration(e.detail.minutes);
    this.#flow.apply(slotDropped);
  };

  #onZoneChange = (e: CustomEvent<{ zone: string }>) => {
    e.stopPropagation();
    this.#calendar.chooseZone(e.detail.zone);
    this.#flow.apply(slotDropped);
    this.#announce(this.#t.t('timezone.shownIn', { zone: this.#format.zoneName(this.#zone) }));
  };

  // ------------------------------------------------------------------------------ rendering

  override render() {
    const t = this.#t;
    const calendar = this.#calendarEvents;
    return html`
      <div
        class="root"
        dir=${t.dir}
        lang=${t.locale}
        aria-label=${t.t('widget.label')}
        role="region"
        @calendar-navigate=${calendar.navigate}
        @calendar-view=${calendar.view}
        @calendar-day=${calendar.day}
        @calendar-focus=${calendar.focus}
        @calendar-slot=${calendar.slot}
        @calendar-more=${calendar.more}
        @calendar-jump=${calendar.jump}
        @calendar-days=${calendar.days}
        @calendar-retry=${calendar.retry}
        @details-duration=${this.#onDuration}
      >
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          ${this.#announcement}
        </div>
        ${
          this.#busy.seconds
            ? busyNotice(t.t('status.busyRetry', { count: this.#busy.seconds }))
            : nothing
        }
        ${this.#renderScreen()}
      </div>
    `;
  }

  #renderScreen() {
    const t = this.#t;
    const state = this.#flow.state;
    if (state.kind === 'managing' && !state.record) return this.#renderManage(undefined);
    const resource = this.#data.resource;
    const pending = this.#data.resourceStatus === TaskStatus.PENDING;
    if (state.kind === 'failed' && !pending) {
      const failure = state.failure;
      return errorPanel(
        t.t('error.loadEvent'),
        t.t(failure.key, failure.params),
        failure.retryable && [t.t('error.retry'), () => this.#data.retryResource()],
      );
    }
    if (!resource || state.kind === 'failed') return loadingPanel(t.t('status.loadingEvent'));
    const showDetails = !this.hideDetails;
    return html`<div class="layout ${showDetails ? 'with-details' : ''}">
      ${
        showDetails
          ? html`<booking-details
              .translator=${t}
              .resource=${resource}
              .durations=${this.#flow.durationOptions(durationOptions(resource))}
              .durationMinutes=${this.#calendar.durationMinutes}
              .slots=${this.#slots()}
              .selectedSlot=${this.#flow.chosenSlot}
            ></booking-details>`
          : nothing
      }
      <div class="main">${this.#renderMain(resource)}</div>
    </div>`;
  }

  #renderMain(resource: Resource) {
    const state = this.#flow.state;
    if (state.kind === 'managing') return this.#renderManage(resource);
    if (state.kind === 'choosing' || state.kind === 'loading') return this.#renderChooser(resource);
    const step = this.#lazy.module<BookStep>('booking-form');
    if (!step) {
      void this.#lazy.load('booking-form').catch(() => undefined);
      return nothing;
    }
    this.#bookStep ??= step.bookFlow({
      flow: this.#flow,
      host: this,
      t: () => this.#t,
      format: () => this.#format,
      zone: () => this.#zone,
      durationMinutes: () => this.#calendar.durationMinutes,
      service: () => this.#data.currentService,
      focus: (target) => this.#focus(target),
      reloadTimes: () => {
        this.#calendar.keepSelection();
        this.#data.reloadTimes();
      },
      announce: (text) => this.#announce(text),
      emit: (name, detail) => emit(this, name, detail),
      prefetchManage: () => this.#lazy.prefetchWhenIdle('booking-manage'),
      reset: () => this.reset(),
    });
    return this.#bookStep(resource);
  }

  /** The manage screens; until their chunk is there, a wait (or why it failed, with a retry). */
  #renderManage(resource: Resource | undefined) {
    const state = this.#flow.state;
    if (state.kind !== 'managing') return nothing;
    const t = this.#t;
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
      .zone=${this.#zone}
      .hour12=${this.#clock.hour12}
      .chooser=${resource && state.action === 'reschedule' ? this.#renderChooser(resource) : nothing}
      .context=${this.#flow.manageContext}
    ></booking-manage>`;
  }

  #renderChooser(resource: Resource): TemplateResult {
    const t = this.#t;
    const query = this.#query(resource);
    const slots = this.#slots();
    const status = this.#data.timesStatus;
    const state = this.#flow.state;
    const notice = state.kind === 'choosing' ? state.notice : undefined;
    const failure =
      status === TaskStatus.ERROR
        ? describeStepFailure('availability', this.#data.timesError)
        : undefined;
    if (slots) this.#lazy.prefetchWhenIdle('booking-form');
    return html`
      ${notice ? html`<p class="notice" role="alert" part="error">${t.t(notice.key, notice.params)}</p>` : nothing}
      <booking-calendar
        .translator=${t}
        .format=${this.#format}
        .zone=${query.zone}
        .view=${query.view}
        .anchor=${query.anchor}
        .firstDay=${query.firstDay}
        .window=${query.window}
        .slots=${slots}
        .failure=${failure}
        .selectedDate=${this.#calendar.selectedDate}
        .focusedDate=${this.#calendar.focusedDate}
        .selectedInstant=${this.#flow.chosenSlot?.instant ?? ''}
        .showAll=${this.#calendar.showAll}
        .search=${this.#data.search()}
        .resource=${resource}
      ></booking-calendar>
      ${this.#zoneField.render({
        t,
        zone: query.zone,
        zoneName: this.#format.zoneName(query.zone),
        hidden: Boolean(resource.settings.hide_timezone),
        locked: this.#zoneLocked,
        onChange: this.#onZoneChange,
        hour12: usesTwelveHourClock(this.#format.timeOptions),
        onClock: chooseClock,
      })}
    `;
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
    'booking-confirmed': CustomEvent<Booking>;
    'booking-error': CustomEvent<BookingErrorDetail>;
    'booking-rescheduled': CustomEvent<Booking>;
    'booking-canceled': CustomEvent<Booking>;
  }
}
