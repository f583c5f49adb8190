import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { ApiError } from '../../api/errors.js';
import { ClientCore, resourceIdOf } from '../../api/client-core.js';
import { AvailabilityCache } from '../../api/cache.js';
import type { AvailabilityEntry, Location, Resource } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import {
  addDays,
  addMonths,
  bookableWindow,
  canStep,
  endOfMonth,
  isBookableDate,
  maxDate,
  monthGrid,
  navigate,
  requestRange,
  zonePadding,
  startOfMonth,
  startOfWeek,
  visibleRange,
  type BookableWindow,
  type DateRange,
} from '../../core/calendar.js';
import { durationOptions, minutesToDurationParam, resolveDuration } from '../../core/duration.js';
import {
  countAvailable,
  firstAvailableDate,
  regroupSlotsByLocalDate,
  type LocalSlot,
  type SlotsByDate,
} from '../../core/regroup.js';
import { safeHttpUrl } from '../../core/safe-url.js';
import { locationLine } from '../../core/location-line.js';
import { formatPrice, priceForDuration } from '../../core/price.js';
import type { FormValues, Prefill } from '../../core/questions.js';
import { isValidTimeZone, todayIn, toUtcIso } from '../../core/zone.js';
import {
  createTranslator,
  loadTranslator,
  resolveLanguage,
  type Translator,
} from '../../core/i18n/index.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
import { bookingWidgetStyles } from './booking-widget.styles.js';
import { ManageLoader } from './manage-loader.js';
import {
  DEFAULT_TIMEOUT_MS,
  describeStepFailure,
  errorDetail,
  parseTimeout,
  type StepFailure,
} from './errors.js';
import {
  parseConfig,
  type CalendarView,
  type ErrorView,
  type FailedStep,
  type Theme,
} from './booking-controller.js';
import {
  createFormatter,
  dayNumber,
  longDate,
  monthTitle,
  shortDay,
  slotLabel,
  weekdayNames,
  type TimeFormatter,
} from './format.js';
import { whenIdle } from '../../core/load-once.js';
import { loadZoneSelect, zoneListFns } from './zone-list-loader.js';
import {
  chevronBack,
  chevronForward,
  clockIcon,
  locationIcon,
  priceIcon,
  seatsIcon,
  teamIcon,
  userIcon,
} from './icons.js';
import type { BookingTimezoneSelect } from './timezone-select.js';
import { BrandColorController } from './brand-color.js';
import { errorPanel, loadingPanel } from './panels.js';
// <booking-form> and <booking-confirmation> load with the booking step, when a time is chosen (issue 7).
import { BookStepLoader } from './book-step-loader.js';
import {
  DwellPrefetcher,
  FetchPlanner,
  RegroupMemo,
  currentBrowserZone,
  entriesWithin,
  weekStart,
} from './render-cache.js';

/** Demo mode (common brief): the in-page mock serves this base URL with this key. */
export const DEMO_BASE_URL = 'https://demo.booking-widget.invalid/v1';
export const DEMO_API_KEY = 'demo';

/** How far ahead "next available" searches when the visible range has no times. */
const SEARCH_AHEAD_DAYS = 366;
const SEARCH_CHUNK_DAYS = 62;
/** Slots shown before "Show more times" in one day's list (a 96-slot day stays short on mobile). */
const SLOTS_BEFORE_MORE = 24;

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

interface Service {
  key: string;
  client: ClientCore;
  cache: AvailabilityCache;
}

interface AvailabilityResult {
  key: string;
  entries: AvailabilityEntry[];
  /** The first viewer-local date with times after an empty visible range (searched ahead). */
  nextAvailable: string | undefined;
}

/** What every time button of a list needs. */
interface SlotContext {
  t: Translator;
  format: TimeFormatter;
  zone: string;
  resource: Resource | undefined;
}

type Phase = 'choosing' | 'details' | 'submitting' | 'done';

const english = createTranslator('en-US');

/** `Month`, `Week`, `Day`: a view's part of message keys. */
const capitalized = (view: CalendarView) => view[0]!.toUpperCase() + view.slice(1);

/** One line of the details panel: icon, the label for screen readers (none when the value says it), value. */
const fact = (icon: unknown, label: string, value: unknown) =>
  html`<li class="fact">
    ${icon}<span
      >${label ? html`<span class="visually-hidden">${label}: </span>` : nothing}${value}</span
    >
  </li>`;

/**
 * `<booking-widget>`: books an appointment of one resource of the scheduling service, inline on the page.
 * It shows the resource's details, a month / week / day calendar of open times in the viewer's time zone,
 * the booking form and the confirmation.
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
 * @attr booking - A booking_id to manage (issue 8), with `action`; the widget loads the booking and its resource
 *   (`resource` is then not needed). Property `bookingId`.
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
    bookingId: { attribute: 'booking' },
    action: {},
    manageUrl: { attribute: 'manage-url' },
    phase: { state: true },
    anchor: { state: true },
    selectedDate: { state: true },
    focusedDate: { state: true },
    selectedSlot: { state: true },
    chosenZone: { state: true },
    durationMinutes: { state: true },
    booking: { state: true },
    notice: { state: true },
    bookingError: { state: true },
    formValues: { state: true },
    announcement: { state: true },
    showAllSlots: { state: true },
  };

  /** The resource_id to book. */
  declare resource: string;
  declare apiKey: string;
  declare baseUrl: string;
  declare demo: boolean;
  declare demoLatency: number;
  declare view: CalendarView;
  declare timezone: string;
  declare language: string;
  declare duration: string;
  declare date: string;
  declare theme: Theme;
  declare hideDetails: boolean;
  declare prefill: Prefill | undefined;
  /** Per-try timeout of service calls in milliseconds (default 15000); see `@attr timeout`. */
  declare timeout: number;
  /** A booking_id to manage, with `action` (issue 8). */
  declare bookingId: string;
  /** `reschedule` or `cancel`, with `booking`. */
  declare action: string;
  /** URL template with `{booking_id}` for the confirmation's manage link. */
  declare manageUrl: string;

  declare phase: Phase;
  declare private anchor: string;
  declare private selectedDate: string;
  declare private focusedDate: string;
  /** @internal */ declare selectedSlot: LocalSlot | undefined;
  declare private chosenZone: string;
  /** @internal */ declare durationMinutes: number;
  /** @internal */ declare booking: Booking | undefined;
  /** @internal */ declare notice: ErrorView | undefined;
  /** @internal */ declare bookingError: StepFailure | undefined;
  /** @internal */ declare formValues: KeptFormValues | undefined;
  /** @internal */ declare announcement: string;
  declare private showAllSlots: boolean;

  constructor() {
    super();
    this.resource = this.apiKey = this.baseUrl = this.timezone = this.language = this.duration = '';
    this.date = this.bookingId = this.action = this.manageUrl = '';
    this.anchor = this.selectedDate = this.focusedDate = this.chosenZone = this.announcement = '';
    this.demo = this.hideDetails = this.showAllSlots = false;
    this.demoLatency = this.durationMinutes = 0;
    this.view = 'month';
    this.theme = 'light';
    this.timeout = DEFAULT_TIMEOUT_MS;
    this.phase = 'choosing';
  }

  #service: Service | undefined;
  #servicePending: Promise<Service> | undefined;
  readonly #bookStep = new BookStepLoader(this, {
    onError: (error) => {
      this.notice = describeStepFailure(
        'booking',
        new ApiError({ status: 0, code: 'network_error', message: String(error), cause: error }),
      );
    },
  });
  /** `--booking-primary` resolved in script: invalid → the default, alone → a readable on-primary. */
  // eslint-disable-next-line no-unused-private-class-members -- a controller: it registers with the host
  readonly #brand = new BrandColorController(this);
  /** The form and confirmation screens, with the booking step (book-flow.ts). */
  #flow: ((resource: Resource) => TemplateResult | typeof nothing) | undefined;
  #readyFired = false;
  #autoSelect = true;
  #focusAfterRender: 'day' | 'slot' | 'form' | 'selected-slot' | 'confirmation' | undefined;
  #lastResourceKey = '';
  /** Regrouped slots of recent ranges, the month read-ahead and the dwell prefetch (render-cache.ts). */
  readonly #regroup = new RegroupMemo();
  readonly #planner = new FetchPlanner();
  readonly #prefetcher = new DwellPrefetcher();
  /** Reschedule and cancel (issue 8): its screens replace the booking flow while active. */
  readonly #manage = new ManageLoader(this, {
    attributes: () => ({ booking: this.bookingId.trim(), action: this.action.trim() }),
    service: () => this.#ensureService(this.demo, this.baseUrl, this.apiKey, this.demoLatency),
    translator: () => this.#t,
    zone: () => this.zone,
    announce: (text) => (this.announcement = text),
    refreshTimes: () => void this.refresh(),
    setDuration: (minutes) => (this.durationMinutes = minutes),
    recordChanged: (record) => {
      if (this.booking?.booking_id === record.booking_id) this.booking = record;
    },
    restart: () => this.reset(),
  });

  // ------------------------------------------------------------------------------ tasks

  readonly #resourceTask = new Task(this, {
    task: async ([id, demo, baseUrl, apiKey, latency], { signal }) => {
      if (!id && this.#manage.waitingForResource) return initialState;
      if (!id)
        throw new ApiError({
          status: 0,
          code: 'missing_resource',
          message: 'No resource attribute.',
        });
      const service = await this.#ensureService(demo, baseUrl, apiKey, latency);
      const resource = await service.client.getResource(id, { signal });
      if (resource.is_enabled === false) {
        throw new ApiError({ status: 0, code: 'disabled', message: `Resource ${id} is disabled.` });
      }
      return resource;
    },
    args: () =>
      [
        parseConfig(this.#configInput()).resource,
        this.demo,
        this.baseUrl,
        this.apiKey,
        this.demoLatency,
      ] as const,
    onComplete: (resource) => this.#onResourceLoaded(resource),
    onError: (error) => this.#fail('resource', error),
  });

  readonly #i18nTask = new Task(this, {
    task: async ([requested, resourceLanguage]) =>
      loadTranslator(resolveLanguage(requested, resourceLanguage, navigator.languages)),
    args: () => [this.language, this.#resourceTask.value?.language] as const,
  });

  readonly #availabilityTask = new Task(this, {
    task: async ([resourceId, durationParam, start, end, zone, windowLast], { signal }) => {
      if (!resourceId || !durationParam || !start || !end) return initialState;
      // Only a real wait is announced: cached ranges render at once.
      if (!this.#currentEntries) this.announcement = this.#t.t('announce.loading');
      const service = await this.#ensureService(
        this.demo,
        this.baseUrl,
        this.apiKey,
        this.demoLatency,
      );
      this.#prefetcher.cancel();
      const cached = (date: string) =>
        service.cache.peekRange(resourceId, durationParam, date, date) !== undefined;
      const plan = this.#planner.plan(
        `${resourceId}|${durationParam}`,
        this.#currentView,
        { start, end },
        this.#firstDay,
        this.#window,
        cached,
      );
      const fetched = await service.cache.getRange(
        resourceId,
        durationParam,
        plan.start,
        plan.end,
        {
          signal,
        },
      );
      const entries =
        plan.start === start && plan.end === end ? fetched : entriesWithin(fetched, start, end);
      const key = `${resourceId}|${durationParam}|${start}|${end}`;
      const visible = this.#visible;
      const byDate = this.#regroup.get(entries, zone, false);
      let nextAvailable: string | undefined;
      if (!firstAvailableDate(byDate, visible.start, visible.end)) {
        nextAvailable = await this.#searchAhead(
          service,
          resourceId,
          durationParam,
          end,
          zone,
          windowLast,
          signal,
        );
      } else {
        this.#prefetchNext(service, resourceId, durationParam, end);
      }
      return { key, entries, nextAvailable } satisfies AvailabilityResult;
    },
    args: () => {
      const range = this.#resourceTask.value ? this.#requested : undefined;
      return [
        this.#resourceTask.value ? resourceIdOf(this.#resourceTask.value) : '',
        this.durationMinutes ? minutesToDurationParam(this.durationMinutes) : '',
        range?.start ?? '',
        range?.end ?? '',
        this.zone,
        this.#window.last ?? '',
      ] as const;
    },
    onComplete: (result) => this.#onAvailability(result),
    onError: (error) => this.#fail('availability', error),
  });

  // ------------------------------------------------------------------------------ derived state

  #configInput() {
    return {
      resource: this.#manage.resourceFor(this.resource),
      view: this.view,
      timezone: this.timezone,
      language: this.language,
      duration: this.#manage.durationFor(this.duration),
      date: this.date,
      theme: this.theme,
    };
  }

  get #config() {
    return parseConfig(this.#configInput());
  }

  get #t(): Translator {
    return this.#i18nTask.value ?? english;
  }

  /** The resource's zone, known from its availability entries. */
  get #resourceZone(): string | undefined {
    return this.#lastResourceZone ?? this.#availabilityTask.value?.entries[0]?.timezone;
  }
  #lastResourceZone: string | undefined;

  get #zoneLocked(): boolean {
    return Boolean(this.#resourceTask.value?.settings.is_timezone_locked);
  }

  /** The zone times are shown in. */
  get zone(): string {
    const resourceZone = this.#resourceZone;
    if (this.#zoneLocked && resourceZone && isValidTimeZone(resourceZone)) return resourceZone;
    if (this.chosenZone && isValidTimeZone(this.chosenZone)) return this.chosenZone;
    return this.#config.timezone || currentBrowserZone();
  }

  get #firstDay(): number {
    return weekStart(this.#t.language);
  }

  get #today(): string {
    return todayIn(this.zone);
  }

  get #window(): BookableWindow {
    const resource = this.#resourceTask.value;
    if (!resource) return { first: this.#today, last: undefined };
    return bookableWindow(resource, Date.now(), this.#resourceZone ?? this.zone, this.zone);
  }

  get #currentView(): CalendarView {
    return this.#config.view;
  }

  get #visible(): DateRange {
    return visibleRange(this.#currentView, this.anchor || this.#today, this.#firstDay);
  }

  get #requested(): DateRange {
    return requestRange(this.#currentView, this.anchor || this.#today, this.#firstDay, {
      window: this.#window,
      padding: zonePadding(this.zone, this.#resourceZone, this.#visible),
    });
  }

  get #availabilityKey(): string {
    const resource = this.#resourceTask.value;
    const range = this.#requested;
    return `${resource ? resourceIdOf(resource) : ''}|${minutesToDurationParam(this.durationMinutes || 30)}|${range.start}|${range.end}`;
  }

  /** Entries for what is visible: synchronously from the cache when it holds them, else the task's. */
  get #currentEntries(): AvailabilityEntry[] | undefined {
    const resource = this.#resourceTask.value;
    if (!resource || !this.durationMinutes || !this.#service) return undefined;
    const range = this.#requested;
    const peeked = this.#service.cache.peekRange(
      resourceIdOf(resource),
      minutesToDurationParam(this.durationMinutes),
      range.start,
      range.end,
    );
    if (peeked) return peeked;
    const value = this.#availabilityTask.value;
    return value && value.key === this.#availabilityKey ? value.entries : undefined;
  }

  get #slotsByDate(): SlotsByDate | undefined {
    const entries = this.#currentEntries;
    if (!entries) return undefined;
    const zone = this.zone;
    return this.#manage.excludeCurrent(
      this.#regroup.get(
        entries,
        zone,
        Boolean(this.#resourceTask.value?.settings.show_booked_slots),
      ),
    );
  }

  // ------------------------------------------------------------------------------ public methods

  /** Reloads the resource and its times (drops the cached availability). */
  async refresh(): Promise<void> {
    const resource = this.#resourceTask.value;
    if (resource && this.#service) this.#service.cache.invalidate(resourceIdOf(resource));
    this.#regroup.clear();
    this.#planner.reset();
    await this.#resourceTask.run();
    await this.#availabilityTask.run();
  }

  /** Back to the start: no selection, no answers, the initial date and view. */
  reset(): void {
    this.#manage.reset();
    this.phase = 'choosing';
    this.selectedSlot = undefined;
    this.selectedDate = '';
    this.focusedDate = '';
    this.booking = undefined;
    this.notice = undefined;
    this.bookingError = undefined;
    this.formValues = undefined;
    this.showAllSlots = false;
    this.#autoSelect = true;
    this.anchor = this.#initialAnchor();
    const resource = this.#resourceTask.value;
    if (resource) this.durationMinutes = resolveDuration(resource, this.#config.duration);
    // Cached times leave the availability task's arguments unchanged, so it would not run again: run it,
    // so the first available day is selected as on a fresh load.
    void this.updateComplete.then(() => {
      if (this.#autoSelect && this.#availabilityTask.status !== TaskStatus.PENDING)
        void this.#availabilityTask.run();
    });
  }

  // ------------------------------------------------------------------------------ lifecycle

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('date') || !this.anchor) {
      this.anchor = this.#initialAnchor();
      this.#autoSelect = true;
    }
    if (changed.has('duration') && this.#resourceTask.value) {
      this.durationMinutes = resolveDuration(this.#resourceTask.value, this.#config.duration);
    }
    if (changed.has('view') && this.selectedDate) {
      // Switching views keeps the selected date.
      this.anchor = this.selectedDate;
    }
  }

  override updated() {
    const target = this.#focusAfterRender;
    if (!target) return;
    this.#focusAfterRender = undefined;
    const root = this.renderRoot;
    const selectors: Record<string, string> = {
      day: '.day[tabindex="0"]',
      slot: '.slot:not(:disabled)',
      'selected-slot': '.slot.selected, .slot:not(:disabled)',
      form: 'booking-form',
      confirmation: 'booking-confirmation',
    };
    const element = root.querySelector<HTMLElement>(selectors[target] ?? '');
    if (element instanceof LitElement) {
      // Inner elements focus their first control: wait until they have rendered it.
      void element.updateComplete.then(() => element.isConnected && element.focus());
    } else {
      element?.focus();
    }
  }

  #initialAnchor(): string {
    const date = this.#config.date;
    return date && date >= this.#today ? date : this.#today;
  }

  async #ensureService(
    demo: boolean,
    baseUrl: string,
    apiKey: string,
    latency: number,
  ): Promise<Service> {
    const timeoutMs = parseTimeout(this.timeout);
    const key = demo ? `demo|${latency}|${timeoutMs}` : `${baseUrl}|${apiKey}|${timeoutMs}`;
    if (this.#service?.key === key) return this.#service;
    if (this.#servicePending) {
      const pending = await this.#servicePending;
      if (pending.key === key) return pending;
    }
    this.#servicePending = (async () => {
      let client: ClientCore;
      if (demo) {
        const { createMockFetch } = await import('../../mock/browser.js');
        const fetchImpl = createMockFetch({ latencyMs: latency > 0 ? latency : 0 });
        client = new ClientCore({
          baseUrl: DEMO_BASE_URL,
          apiKey: DEMO_API_KEY,
          fetch: fetchImpl,
          timeoutMs,
        });
      } else {
        if (!baseUrl) {
          throw new ApiError({
            status: 0,
            code: 'missing_base_url',
            message: 'Set base-url, or demo.',
          });
        }
        client = new ClientCore({ baseUrl, timeoutMs, ...(apiKey ? { apiKey } : {}) });
      }
      const service: Service = { key, client, cache: new AvailabilityCache({ client }) };
      this.#service = service;
      return service;
    })();
    try {
      return await this.#servicePending;
    } finally {
      this.#servicePending = undefined;
    }
  }

  #onResourceLoaded(resource: Resource) {
    const key = resourceIdOf(resource);
    if (key !== this.#lastResourceKey) {
      this.#lastResourceKey = key;
      this.#lastResourceZone = undefined;
      this.durationMinutes = resolveDuration(resource, this.#config.duration);
      this.selectedSlot = undefined;
      this.selectedDate = '';
      this.#autoSelect = true;
      if (this.phase !== 'choosing') this.phase = 'choosing';
    } else if (!this.durationMinutes) {
      this.durationMinutes = resolveDuration(resource, this.#config.duration);
    }
  }

  #onAvailability(result: AvailabilityResult) {
    const zone = result.entries[0]?.timezone;
    if (zone) this.#lastResourceZone = zone;
    const byDate = this.#slotsByDate;
    const visible = this.#visible;
    if (byDate && this.#autoSelect) {
      this.#autoSelect = false;
      const keep = this.selectedDate && countAvailable(byDate, this.selectedDate) > 0;
      if (!keep) {
        const first = firstAvailableDate(byDate, maxDate(visible.start, this.#today), visible.end);
        this.selectedDate = first ?? '';
        this.focusedDate = first ?? maxDate(visible.start, this.#today);
      }
    }
    // A reload behind a confirmation or a manage outcome (the cache was just invalidated) must not
    // overwrite that announcement with "N times available".
    if (byDate && this.phase !== 'done' && !this.#manage.showsOutcome)
      this.#announceVisible(byDate, result.nextAvailable);
    if (!this.#readyFired && this.#resourceTask.value) {
      this.#readyFired = true;
      this.#emit('booking-ready', { resource: this.#resourceTask.value });
    }
  }

  #announceVisible(byDate: SlotsByDate, nextAvailable: string | undefined) {
    const t = this.#t;
    if (this.selectedDate && this.#currentView !== 'week') {
      const count = countAvailable(byDate, this.selectedDate);
      this.announcement = t.t('announce.timesOnDate', {
        count,
        date: longDate(this.selectedDate, t.locale),
      });
    } else if (!firstAvailableDate(byDate, this.#visible.start, this.#visible.end)) {
      this.announcement = nextAvailable
        ? `${t.t('announce.noTimesMonth')}. ${t.t('empty.jumpTo', { date: longDate(nextAvailable, t.locale) })}`
        : t.t('announce.noTimesMonth');
    } else if (this.announcement === t.t('announce.loading')) {
      // Times are shown (week view, nothing selected): "Loading" must not linger.
      this.announcement = '';
    }
  }

  #fail(step: 'resource' | 'availability', error: unknown) {
    if (error instanceof ApiError && error.code === 'aborted') return;
    const view = describeStepFailure(step, error);
    this.announcement = `${this.#t.t(step === 'resource' ? 'error.loadEvent' : 'error.loadTimes')} ${this.#t.t(view.key, view.params)}`;
    this.#emit('booking-error', errorDetail(view) satisfies BookingErrorDetail);
  }

  #emit<T>(name: string, detail: T) {
    this.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
  }

  async #searchAhead(
    service: Service,
    resourceId: string,
    durationParam: string,
    after: string,
    zone: string,
    windowLast: string,
    signal: AbortSignal,
  ): Promise<string | undefined> {
    let start = addDays(after, 1);
    const limit = addDays(this.#today, SEARCH_AHEAD_DAYS);
    const last = windowLast && windowLast < limit ? windowLast : limit;
    const visibleEnd = this.#visible.end;
    while (start <= last) {
      const end =
        addDays(start, SEARCH_CHUNK_DAYS - 1) < last ? addDays(start, SEARCH_CHUNK_DAYS - 1) : last;
      const entries = await service.cache.getRange(resourceId, durationParam, start, end, {
        signal,
      });
      const byDate = regroupSlotsByLocalDate(entries, zone);
      const found = firstAvailableDate(byDate, addDays(visibleEnd, 1));
      if (found) return found;
      start = addDays(end, 1);
    }
    return undefined;
  }

  #prefetchNext(service: Service, resourceId: string, durationParam: string, end: string) {
    if (this.#currentView !== 'month') return;
    const next = requestRange('month', addDays(end, 2), this.#firstDay, { window: this.#window });
    if (next.start > next.end) return;
    const run = () => void service.cache.prefetch(resourceId, durationParam, next.start, next.end);
    this.#prefetcher.schedule(run);
  }

  // ------------------------------------------------------------------------------ interaction

  #setView(view: CalendarView) {
    if (view === this.#currentView) return;
    this.anchor = this.selectedDate || this.anchor;
    this.view = view;
  }

  #go(delta: number) {
    const view = this.#currentView;
    const window = this.#window;
    const next = navigate(view, this.anchor || this.#today, delta, window);
    this.anchor = next;
    this.notice = undefined;
    if (view === 'day') {
      this.selectedDate = next;
      this.focusedDate = next;
      this.#emitDate(next);
    } else {
      this.#autoSelect = true;
      this.focusedDate = view === 'month' ? maxDate(startOfMonth(next), window.first) : next;
    }
    this.showAllSlots = false;
  }

  #jumpTo(date: string) {
    this.anchor = date;
    this.selectedDate = date;
    this.focusedDate = date;
    this.#autoSelect = false;
    this.showAllSlots = false;
    this.#emitDate(date);
    this.#focusAfterRender = this.#currentView === 'month' ? 'day' : 'slot';
  }

  #emitDate(date: string) {
    const byDate = this.#slotsByDate;
    const count = byDate ? countAvailable(byDate, date) : 0;
    this.#emit('booking-date-selected', { date, count } satisfies BookingDateSelectedDetail);
    if (byDate) {
      this.announcement = this.#t.t('announce.timesOnDate', {
        count,
        date: longDate(date, this.#t.locale),
      });
    }
  }

  #selectDay(date: string, moveFocus: boolean) {
    const byDate = this.#slotsByDate;
    if (!byDate || countAvailable(byDate, date) === 0) return;
    this.selectedDate = date;
    this.focusedDate = date;
    this.showAllSlots = false;
    this.#emitDate(date);
    if (moveFocus) {
      this.#focusAfterRender = 'slot';
      // Enter on the already selected day changes no state: render anyway so focus still moves.
      this.requestUpdate();
    }
  }

  #onGridKeydown(e: KeyboardEvent) {
    const current = this.focusedDate || this.selectedDate || this.#today;
    let next: string | undefined;
    const rtl = this.#t.dir === 'rtl';
    switch (e.key) {
      case 'ArrowLeft':
        next = addDays(current, rtl ? 1 : -1);
        break;
      case 'ArrowRight':
        next = addDays(current, rtl ? -1 : 1);
        break;
      case 'ArrowUp':
        next = addDays(current, -7);
        break;
      case 'ArrowDown':
        next = addDays(current, 7);
        break;
      case 'Home':
        next = startOfWeek(current, this.#firstDay);
        break;
      case 'End':
        next = addDays(startOfWeek(current, this.#firstDay), 6);
        break;
      case 'PageUp':
      case 'PageDown':
        // The same day of the month before / after (a year with Shift), clamped to that month's length.
        next = addMonths(current, (e.key === 'PageUp' ? -1 : 1) * (e.shiftKey ? 12 : 1));
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.#selectDay(current, true);
        return;
      default:
        return;
    }
    e.preventDefault();
    const window = this.#window;
    // Stay within the months a person may navigate to.
    const lowest = startOfMonth(window.first);
    const highest = window.last ? endOfMonth(window.last) : undefined;
    if (next < lowest || (highest && next > highest)) return;
    this.focusedDate = next;
    if (next < this.#visible.start || next > this.#visible.end) {
      this.anchor = next;
      this.#autoSelect = false;
    }
    this.#focusAfterRender = 'day';
  }

  #selectSlot(slot: LocalSlot) {
    if (slot.available <= 0) return;
    if (!this.#bookStep.whenReady(() => this.#selectSlot(slot))) return;
    this.selectedSlot = slot;
    this.selectedDate = slot.localDate;
    this.notice = undefined;
    this.bookingError = undefined;
    this.phase = 'details';
    const duration = this.durationMinutes;
    this.#emit('booking-slot-selected', {
      start_at: slot.instant,
      end_at: toUtcIso(slot.epochMs + duration * 60_000),
      time_zone: this.zone,
      date: slot.localDate,
      time: slot.localTime,
      duration,
      available: slot.available,
    } satisfies BookingSlotSelectedDetail);
    if (this.#manage.chooseSlot(slot, duration)) return;
    this.#focusAfterRender = 'form';
  }

  #chooseDuration(minutes: number) {
    if (minutes === this.durationMinutes) return;
    this.durationMinutes = minutes;
    this.selectedSlot = undefined;
    this.#autoSelect = !this.selectedDate;
    if (this.phase !== 'choosing') this.phase = 'choosing';
  }

  #onZoneChange(e: CustomEvent<{ zone: string }>) {
    e.stopPropagation();
    this.chosenZone = e.detail.zone;
    this.selectedSlot = undefined;
    this.#autoSelect = true;
    this.announcement = this.#t.t('timezone.shownIn', { zone: this.#format.zoneName(this.zone) });
  }

  // ------------------------------------------------------------------------------ rendering

  get #format() {
    return createFormatter(this.#resourceTask.value?.settings, this.zone, this.#t.locale);
  }

  override render() {
    const t = this.#t;
    return html`
      <div
        class="root"
        dir=${t.dir}
        lang=${t.locale}
        aria-label=${t.t('widget.label')}
        role="region"
      >
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          ${this.announcement}
        </div>
        ${
          this.#manage.renderWithoutResource() ??
          this.#resourceTask.render({
            initial: () => this.#renderLoading('status.loadingEvent'),
            pending: () =>
              this.#resourceTask.value
                ? this.#renderResource(this.#resourceTask.value)
                : this.#renderLoading('status.loadingEvent'),
            complete: (resource) => this.#renderResource(resource),
            error: (error) =>
              this.#renderError('resource', error, () => void this.#resourceTask.run()),
          })
        }
      </div>
    `;
  }

  #renderLoading(key: MessageKey) {
    return loadingPanel(this.#t.t(key));
  }

  #renderError(step: 'resource' | 'availability', error: unknown, retry: () => void) {
    const t = this.#t;
    const view = describeStepFailure(step, error);
    return errorPanel(
      t.t(step === 'resource' ? 'error.loadEvent' : 'error.loadTimes'),
      t.t(view.key, view.params),
      view.retryable && [t.t('error.retry'), retry],
    );
  }

  #renderResource(resource: Resource) {
    const showDetails = !this.hideDetails;
    return html`<div class="layout ${showDetails ? 'with-details' : ''}">
      ${showDetails ? this.#renderDetails(resource) : nothing}
      <div class="main">${this.#renderPhase(resource)}</div>
    </div>`;
  }

  #renderPhase(resource: Resource): TemplateResult | typeof nothing {
    if (this.#manage.active)
      return this.#manage.render(resource, () => this.#renderChooser(resource));
    if (this.phase === 'choosing') return this.#renderChooser(resource);
    const step = this.#bookStep.module;
    return step
      ? (this.#flow ??= step.bookFlow(this, {
          t: () => this.#t,
          format: () => this.#format,
          service: () => this.#service,
          focus: (target) => (this.#focusAfterRender = target),
          reloadTimes: () => {
            this.#autoSelect = false;
            void this.#availabilityTask.run();
          },
          emit: (name, detail) => this.#emit(name, detail),
          manage: this.#manage,
        }))(resource)
      : nothing;
  }

  // Details ---------------------------------------------------------------------------------------

  #renderDetails(resource: Resource) {
    const t = this.#t;
    const settings = resource.settings;
    const banner = safeHttpUrl(resource.banner?.url);
    const options = this.#manage.durationOptions(durationOptions(resource));
    const locations = settings.hide_location ? [] : this.#locationsOf(resource);
    const hosts = this.#hostNames(resource);
    const price = this.#priceFor(resource);
    const spots = this.#spotsText(resource);
    const round = resource.event_type === 'round_robin';
    return html`<section class="details" part="header" aria-labelledby="resource-name">
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
          );
        })}
        ${price ? fact(priceIcon, t.t('details.price'), price) : nothing}
        ${spots ? fact(seatsIcon, '', spots) : nothing}
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
                    @click=${() => this.#chooseDuration(option.minutes)}
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
      ${settings.require_approval ? html`<p class="description">${t.t('details.requiresApproval')}</p>` : nothing}
    </section>`;
  }

  #locationsOf(resource: Resource): Location[] {
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

  #hostNames(resource: Resource): string[] {
    const fromSettings = (resource.settings.hosts ?? [])
      .map((host) => host.name)
      .filter((name): name is string => Boolean(name));
    if (fromSettings.length) return fromSettings;
    const names = new Set<string>();
    for (const slots of this.#slotsByDate?.values() ?? []) {
      for (const slot of slots) for (const user of slot.users) if (user.name) names.add(user.name);
      if (names.size > 0 && resource.event_type !== 'round_robin') break;
    }
    return [...names];
  }

  #priceFor(resource: Resource): string | undefined {
    const price = priceForDuration(resource.prices, this.durationMinutes);
    return price ? formatPrice(price, this.#t.locale) : undefined;
  }

  #spotsText(resource: Resource): string | undefined {
    if (
      resource.event_type !== 'group' ||
      !resource.capacity.is_public ||
      resource.capacity.is_unlimited
    )
      return undefined;
    const slot = this.selectedSlot;
    const max = resource.capacity.max ?? slot?.capacity;
    if (!slot || !max) return undefined;
    return this.#t.t('calendar.spotsLeft', { count: slot.available, max });
  }

  // Chooser ---------------------------------------------------------------------------------------

  #renderChooser(resource: Resource) {
    const t = this.#t;
    const view = this.#currentView;
    const byDate = this.#slotsByDate;
    const status = this.#availabilityTask.status;
    const loading = !byDate && (status === TaskStatus.PENDING || status === TaskStatus.INITIAL);
    return html`
      ${
        this.notice
          ? html`<p class="notice" role="alert" part="error">
              ${t.t(this.notice.key, this.notice.params)}
            </p>`
          : nothing
      }
      ${this.#renderToolbar()}
      ${
        status === TaskStatus.ERROR && !byDate
          ? this.#renderError(
              'availability',
              this.#availabilityTask.error,
              () => void this.#availabilityTask.run(),
            )
          : html`<div
              class="chooser view-${view}"
              part="calendar"
              aria-busy=${loading ? 'true' : 'false'}
            >
              ${
                view === 'month'
                  ? this.#renderMonth(byDate)
                  : view === 'week'
                    ? this.#renderWeek(byDate)
                    : this.#renderDay(byDate)
              }
            </div>`
      }
      ${this.#renderEmpty(byDate)} ${this.#renderZone(resource)}
    `;
  }

  #renderToolbar() {
    const t = this.#t;
    const view = this.#currentView;
    const window = this.#window;
    const anchor = this.anchor || this.#today;
    // calendar.previousMonth … calendar.nextDay
    const period = capitalized(view);
    const visible = this.#visible;
    const title =
      view === 'month'
        ? monthTitle(anchor, t.locale)
        : view === 'week'
          ? t.t('calendar.weekOf', { date: this.#format.date(visible.start) })
          : longDate(anchor, t.locale);
    const views: [CalendarView, MessageKey][] = [
      ['month', 'calendar.viewMonth'],
      ['week', 'calendar.viewWeek'],
      ['day', 'calendar.viewDay'],
    ];
    return html`<div class="toolbar">
      <div class="nav">
        <button
          type="button"
          class="iconbtn"
          aria-label=${t.t(`calendar.previous${period}` as MessageKey)}
          ?disabled=${!canStep(view, anchor, -1, window, this.#firstDay)}
          @click=${() => this.#go(-1)}
        >
          <span class="mirror">${chevronBack}</span>
        </button>
        <h3 id="period-title" aria-live="polite">${title}</h3>
        <button
          type="button"
          class="iconbtn"
          aria-label=${t.t(`calendar.next${period}` as MessageKey)}
          ?disabled=${!canStep(view, anchor, 1, window, this.#firstDay)}
          @click=${() => this.#go(1)}
        >
          <span class="mirror">${chevronForward}</span>
        </button>
      </div>
      <div class="views" role="group" aria-label=${t.t('calendar.view')}>
        ${views.map(
          ([value, key]) =>
            html`<button
              type="button"
              aria-pressed=${value === view ? 'true' : 'false'}
              @click=${() => this.#setView(value)}
            >
              ${t.t(key)}
            </button>`,
        )}
      </div>
    </div>`;
  }

  #renderMonth(byDate: SlotsByDate | undefined) {
    const t = this.#t;
    const anchor = this.anchor || this.#today;
    const [year, month] = anchor.split('-').map(Number) as [number, number];
    const grid = monthGrid(year, month, this.#firstDay, this.zone);
    const names = weekdayNames(this.#firstDay, t.locale);
    const window = this.#window;
    const visible = this.#visible;
    const focusTarget =
      this.focusedDate >= visible.start && this.focusedDate <= visible.end
        ? this.focusedDate
        : this.selectedDate >= visible.start && this.selectedDate <= visible.end
          ? this.selectedDate
          : maxDate(visible.start, window.first <= visible.end ? window.first : visible.start);
    return html`
      <div class="month-panel">
        <table
          class=${names.some((name) => name.short.length > 4) ? 'grid narrow-weekdays' : 'grid'}
          role="grid"
          aria-labelledby="period-title"
          @keydown=${this.#onGridKeydown}
        >
          <thead>
            <tr>
              ${names.map(
                (name) =>
                  html`<th scope="col" abbr=${name.long}>
                    <span class="wd-short">${name.short}</span
                    ><span class="wd-narrow" aria-hidden="true">${name.narrow}</span>
                  </th>`,
              )}
            </tr>
          </thead>
          <tbody>
            ${grid.weeks.map(
              (week) =>
                html`<tr>
                  ${week.map((day) => {
                    if (!day.inMonth) return html`<td role="gridcell" aria-hidden="true"></td>`;
                    const count =
                      byDate && isBookableDate(day.date, window)
                        ? countAvailable(byDate, day.date)
                        : 0;
                    const available = count > 0;
                    const selected = day.date === this.selectedDate;
                    const parts = [
                      'day',
                      available && 'available',
                      selected && 'selected',
                      day.isToday && 'today',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    const name = longDate(day.date, t.locale);
                    return html`<td role="gridcell" aria-selected=${selected ? 'true' : 'false'}>
                      <button
                        type="button"
                        class=${parts}
                        part=${parts}
                        data-date=${day.date}
                        tabindex=${day.date === focusTarget ? '0' : '-1'}
                        aria-label=${
                          available
                            ? t.t('calendar.dayAvailable', { date: name, count })
                            : t.t('calendar.dayUnavailable', { date: name })
                        }
                        aria-disabled=${available ? 'false' : 'true'}
                        aria-current=${day.isToday ? 'date' : nothing}
                        @click=${() => available && this.#selectDay(day.date, true)}
                        @focus=${() => (this.focusedDate = day.date)}
                      >
                        ${dayNumber(day.date, t.locale)}
                      </button>
                    </td>`;
                  })}
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <div class="slots-panel">${this.#renderDaySlots(byDate, this.selectedDate, true)}</div>
    `;
  }

  #renderDaySlots(byDate: SlotsByDate | undefined, date: string, withBack: boolean) {
    const t = this.#t;
    if (!byDate) return this.#renderLoading('status.loadingTimes');
    if (!date) return nothing;
    const slots = byDate.get(date) ?? [];
    const format = this.#format;
    const shown = this.showAllSlots ? slots : slots.slice(0, SLOTS_BEFORE_MORE);
    const slotContext = this.#slotContext();
    const heading = t.t('calendar.timesFor', { date: format.date(date) });
    return html`
      <h3 id="slots-title">${heading}</h3>
      ${
        slots.length === 0
          ? withBack
            ? html`<p class="state">${t.t('empty.noTimesDay', { date: format.date(date) })}</p>`
            : nothing
          : html`<ul class="slots" aria-labelledby="slots-title">
                ${shown.map((slot) => html`<li>${this.#renderSlot(slot, slotContext)}</li>`)}
              </ul>
              ${
                slots.length > shown.length
                  ? html`<button
                      type="button"
                      class="btn link"
                      @click=${() => (this.showAllSlots = true)}
                    >
                      ${t.t('calendar.showMoreTimes')}
                    </button>`
                  : nothing
              }`
      }
      ${
        withBack && slots.length
          ? html`<button
              type="button"
              class="btn link"
              @click=${() => {
                this.#focusAfterRender = 'day';
                this.requestUpdate();
              }}
            >
              ${t.t('calendar.chooseAnotherDate')}
            </button>`
          : nothing
      }
    `;
  }

  /** What every slot of a list needs, read once per list rather than per slot (the getters chain). */
  #slotContext(): SlotContext {
    return {
      t: this.#t,
      format: this.#format,
      zone: this.zone,
      resource: this.#resourceTask.value,
    };
  }

  #renderSlot(slot: LocalSlot, { t, format, zone, resource }: SlotContext) {
    const selected = this.selectedSlot?.instant === slot.instant;
    const seats =
      resource?.event_type === 'group' && slot.available > 0 && !resource.capacity.is_unlimited
        ? t.t('calendar.seatsLeft', { count: slot.available })
        : slot.available <= 0
          ? t.t('calendar.full')
          : '';
    return html`<button
      type="button"
      class="slot ${selected ? 'selected' : ''}"
      part=${selected ? 'slot selected' : 'slot'}
      data-instant=${slot.instant}
      aria-label=${`${slotLabel(slot, format, zone, t)}${seats ? `, ${seats}` : ''}`}
      ?disabled=${slot.available <= 0}
      @click=${() => this.#selectSlot(slot)}
    >
      ${format.time(slot.instant)} ${seats ? html`<span class="seats">${seats}</span>` : nothing}
    </button>`;
  }

  #renderWeek(byDate: SlotsByDate | undefined) {
    const t = this.#t;
    const visible = this.#visible;
    const days = Array.from({ length: 7 }, (_, i) => addDays(visible.start, i));
    const window = this.#window;
    if (!byDate) return this.#renderLoading('status.loadingTimes');
    const slotContext = this.#slotContext();
    return html`<div class="week">
      ${days.map((date) => {
        const slots = isBookableDate(date, window) ? (byDate.get(date) ?? []) : [];
        const id = `col-${date}`;
        return html`<section class="col" aria-labelledby=${id}>
          <h4 id=${id}>
            <span aria-hidden="true">${shortDay(date, t.locale)}</span>
            <span class="visually-hidden">${longDate(date, t.locale)}</span>
          </h4>
          ${
            slots.length
              ? html`<ul class="slots">
                  ${slots.map((slot) => html`<li>${this.#renderSlot(slot, slotContext)}</li>`)}
                </ul>`
              : html`<p class="none">${t.t('calendar.unavailable')}</p>`
          }
        </section>`;
      })}
    </div>`;
  }

  #renderDay(byDate: SlotsByDate | undefined) {
    const date = this.anchor || this.#today;
    return html`<div class="slots-panel">${this.#renderDaySlots(byDate, date, false)}</div>`;
  }

  #renderEmpty(byDate: SlotsByDate | undefined) {
    const t = this.#t;
    if (!byDate || this.#availabilityTask.status === TaskStatus.ERROR) return nothing;
    const visible = this.#visible;
    if (firstAvailableDate(byDate, visible.start, visible.end)) return nothing;
    const result = this.#availabilityTask.value;
    const fresh = result && result.key === this.#availabilityKey;
    if (!fresh && this.#availabilityTask.status === TaskStatus.PENDING) return nothing;
    const next = fresh ? result.nextAvailable : undefined;
    const view = this.#currentView;
    const anchor = this.anchor || this.#today;
    const nextText = next ? this.#format.date(next) : '';
    // empty.noTimesMonth, empty.noTimesMonthNext … empty.noTimesDayNext: each reads the parameters it names.
    const message = t.t(`empty.noTimes${capitalized(view)}${next ? 'Next' : ''}` as MessageKey, {
      month: monthTitle(anchor, t.locale),
      date: view === 'day' ? this.#format.date(anchor) : nextText,
      next: nextText,
    });
    return html`<div class="state empty">
      <span>${message}</span>
      ${
        next
          ? html`<button type="button" class="btn primary" @click=${() => this.#jumpTo(next)}>
              ${t.t('empty.jumpTo', { date: nextText })}
            </button>`
          : fresh
            ? html`<span>${t.t('empty.noUpcomingTimes')}</span>`
            : nothing
      }
    </div>`;
  }

  #renderZone(resource: Resource) {
    const t = this.#t;
    const settings = resource.settings;
    const zoneName = this.#format.zoneName(this.zone);
    if (settings.hide_timezone) {
      return html`<p class="zone-row">${t.t('timezone.shownIn', { zone: zoneName })}</p>`;
    }
    if (this.#zoneLocked) {
      return html`<p class="zone-row" part="timezone">
        ${t.t('timezone.locked', { zone: zoneName })}
      </p>`;
    }
    const defined = customElements.get('booking-timezone-select') !== undefined;
    const zones = zoneListFns(t.locale);
    if (!defined) this.#loadZoneSelect(false);
    // Until the selector's chunk has loaded, it holds a read-only field that looks the same (unslotted, so
    // hidden, once it is defined); focusing or hovering it loads the selector now.
    return html`<div class="zone-row">
      <booking-timezone-select
        part="timezone"
        .value=${this.zone}
        .valueLabel=${zoneName}
        .loadOptions=${zones.load}
        .searchZones=${zones.search}
        .strings=${{
          label: t.t('timezone.label'),
          search: t.t('timezone.search'),
          noMatch: t.t('timezone.noMatch'),
          loading: t.t('status.loading'),
        }}
        @booking-timezone-change=${this.#onZoneChange}
      >
        ${
          defined
            ? nothing
            : html`<label for="zone-field">${t.t('timezone.label')}</label>
                <input
                  id="zone-field"
                  readonly
                  role="combobox"
                  aria-expanded="false"
                  aria-description=${t.t('timezone.search')}
                  .value=${zoneName}
                  @pointerover=${() => this.#loadZoneSelect(true)}
                  @focus=${() => this.#loadZoneSelect(true, true)}
                  @blur=${(e: FocusEvent) => {
                    if (e.relatedTarget) this.#zoneFocusPending = false;
                  }}
                />`
        }
      </booking-timezone-select>
    </div>`;
  }

  /** The placeholder field had focus when the selector loaded: the selector's own field takes it. */
  #zoneFocusPending = false;
  #zoneSelectScheduled = false;

  /** Loads the time-zone selector: now (`urgent`), else once when the browser is idle. */
  #loadZoneSelect(urgent: boolean, focus = false) {
    if (focus) this.#zoneFocusPending = true;
    if (!urgent && this.#zoneSelectScheduled) return;
    this.#zoneSelectScheduled = true;
    const load = () =>
      loadZoneSelect().then(
        async () => {
          this.requestUpdate();
          await this.updateComplete;
          const select =
            this.renderRoot.querySelector<BookingTimezoneSelect>('booking-timezone-select');
          if (!select || !this.#zoneFocusPending) return;
          this.#zoneFocusPending = false;
          await select.updateComplete;
          select.input?.focus();
        },
        // A failed load is tried again when the field is hovered or focused.
        () => (this.#zoneSelectScheduled = false),
      );
    if (urgent) void load();
    else whenIdle(() => void load());
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
