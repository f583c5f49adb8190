/**
 * Managing a booking inside <booking-widget> (issue 8): reschedule (`PUT /bookings/{id}`) and cancel
 * (`POST /bookings/{id}/cancel`), honouring `settings.policy` through core `checkPolicy`, the same rule the
 * service enforces. The widget owns the calendar; this controller owns the booking being managed, its
 * screens and its requests, and reaches the widget only through the small `ManageContext`.
 */
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { ApiError } from '../../api/errors.js';
import { resourceIdOf, type ClientCore } from '../../api/client-core.js';
import { cancelBooking, getBooking, rescheduleBooking } from '../../api/booking-changes.js';
import type { AvailabilityCache } from '../../api/cache.js';
import type { Resource, Settings } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { checkPolicy, type ManageAction, type PolicyDecision } from '../../core/policy.js';
import type { LocalSlot, SlotsByDate } from '../../core/regroup.js';
import { formatTimeRange } from '../../core/booking-time.js';
import { dateInZone } from '../../core/zone.js';
import { formatDate, formatZoneName } from '../../core/datetime-format.js';
import type { Translator } from '../../core/i18n/index.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
// Every manage screen ends on the booking's confirmation: its chunk loads with this one (manage-loader.ts).
import '../booking-confirmation/booking-confirmation.js';
import { describeFailure, type ErrorView } from './booking-controller.js';
import { alertIcon } from './icons.js';

export type { ManageAction };
// Loaded with this module by manage-loader.ts, which adopts it into the widget's shadow root.
export { manageStyles } from './manage.styles.js';

/** `booking-rescheduled` / `booking-canceled` detail: the updated record. */
export type BookingManagedDetail = Booking;

/** What the controller needs from the widget. */
export interface ManageContext {
  /** The `booking` and `action` attributes. */
  attributes(): { booking: string; action: string };
  service(): Promise<{ client: ClientCore; cache: AvailabilityCache }>;
  translator(): Translator;
  /** The zone times are shown in. */
  zone(): string;
  /** Puts text in the widget's live region. */
  announce(text: string): void;
  /** The calendar's times are stale (the booking moved or was freed): reload them. */
  refreshTimes(): void;
  /** The calendar asks for times of this length (the booking's, while rescheduling). */
  setDuration(minutes: number): void;
  /** A managed record changed: the widget's own copy (a new booking's confirmation) follows. */
  recordChanged(booking: Booking): void;
  /** "Book another time": back to the widget's booking flow. */
  restart(): void;
}

/** review: the booking and what may be done; confirm: a new time was picked; summary: the (updated) booking. */
type Step = 'review' | 'confirm' | 'submitting' | 'summary';

interface NewTime {
  instant: string;
  endAt: string;
}

const isAction = (value: string): value is ManageAction =>
  value === 'reschedule' || value === 'cancel';

const utcIso = (epochMs: number) => new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A 409 `conflict` is the service refusing the change (policy, state): shown like the widget's own refusal. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'conflict';

/**
 * The in-flight guard: one request per intent. `run` returns undefined (and does nothing) while a
 * previous run is still pending, however fast the person clicks or presses Enter.
 */
export class SingleFlight {
  #pending = false;
  get pending() {
    return this.#pending;
  }
  async run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.#pending) return undefined;
    this.#pending = true;
    try {
      return await work();
    } finally {
      this.#pending = false;
    }
  }
}

export class ManageController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #context: ManageContext;
  readonly #submit = new SingleFlight();

  #mode: ManageAction | undefined;
  #record: Booking | undefined;
  #step: Step = 'review';
  #loading = false;
  #loadError: ErrorView | undefined;
  #error: ErrorView | undefined;
  /** The service refused the change (409 conflict): its message, shown as the reason. */
  #refusal: string | undefined;
  #newTime: NewTime | undefined;
  #done: ManageAction | undefined;
  #reason = '';
  /** Attributes as last seen: a change starts a new load. */
  #seen = '';
  /** "Book another time" left the managed booking: attributes are ignored until they change. */
  #detached = false;
  #load: AbortController | undefined;
  #focusPending = false;

  constructor(host: ReactiveControllerHost & HTMLElement, context: ManageContext) {
    this.#host = host;
    this.#context = context;
    host.addController(this);
  }

  // ------------------------------------------------------------------------------ state for the widget

  /** Whether the widget shows the manage screens instead of its booking flow. */
  get active(): boolean {
    return this.#mode !== undefined;
  }

  /** The current action, when active. */
  get mode(): ManageAction | undefined {
    return this.#mode;
  }

  /** Whether the outcome of a reschedule or cancellation is on screen (nothing else may be announced). */
  get showsOutcome(): boolean {
    return this.#step === 'summary' && this.#done !== undefined;
  }

  /** The booking being managed (the latest record). */
  get record(): Booking | undefined {
    return this.#record;
  }

  /** The resource the widget loads: the managed booking's while active, else the attribute (or the last booking's). */
  resourceFor(attribute: string): string {
    const own = this.#record ? String(this.#record.resource.resource_id) : '';
    return this.active ? own : attribute || own;
  }

  /** The duration the calendar asks for: the booking's while rescheduling. */
  durationFor(attribute: string): string {
    return this.#mode === 'reschedule' && this.#record ? `${this.#record.duration}m` : attribute;
  }

  /**
   * The durations the widget offers: while rescheduling, only the booking's own (its length is not
   * changed by moving it), so the widget says that duration instead of offering a choice.
   */
  durationOptions<T extends { minutes: number }>(options: T[]): T[] {
    const record = this.#record;
    if (this.#mode !== 'reschedule' || !record) return options;
    const own = options.find((option) => option.minutes === record.duration);
    const fixed = own ?? options[0];
    return fixed ? [{ ...fixed, minutes: record.duration }] : options;
  }

  /** Whether the widget should wait (no resource yet) rather than report a missing resource. */
  get waitingForResource(): boolean {
    return this.active && !this.#record;
  }

  /** The booking's current time is not offered as a new time. */
  excludeCurrent(byDate: SlotsByDate): SlotsByDate {
    const record = this.#record;
    if (this.#mode !== 'reschedule' || !record) return byDate;
    const current = Date.parse(record.start_at);
    const filtered: SlotsByDate = new Map();
    for (const [date, slots] of byDate) {
      filtered.set(
        date,
        slots.filter((slot) => slot.epochMs !== current),
      );
    }
    return filtered;
  }

  /** A time was picked in the calendar: while rescheduling it becomes the new time. True when handled. */
  chooseSlot(slot: LocalSlot, durationMinutes: number): boolean {
    if (this.#mode !== 'reschedule' || !this.#record || this.#step !== 'review') return false;
    const minutes = durationMinutes || this.#record.duration;
    this.#newTime = { instant: slot.instant, endAt: utcIso(slot.epochMs + minutes * 60_000) };
    this.#error = undefined;
    this.#go('confirm');
    return true;
  }

  /** The confirmation's Reschedule / Cancel: the same widget switches into that flow for `booking`. */
  start(action: ManageAction, booking: Booking): void {
    this.#load?.abort();
    this.#loading = false;
    this.#loadError = undefined;
    this.#record = booking;
    this.#enter(action);
    if (action === 'reschedule') this.#context.refreshTimes();
  }

  /** `reset()` of the widget: the attribute's booking from the start (reloaded), or nothing to manage. */
  reset(): void {
    const { booking, action } = this.#context.attributes();
    if (!this.#detached && booking && isAction(action)) {
      this.#loadRecord(booking, action);
    } else {
      this.#mode = undefined;
      this.#host.requestUpdate();
    }
  }

  hostUpdate(): void {
    const { booking, action } = this.#context.attributes();
    const seen = `${booking}|${action}`;
    if (seen === this.#seen) return;
    this.#seen = seen;
    this.#detached = false;
    if (booking && isAction(action)) {
      this.#loadRecord(booking, action);
    } else if (this.#mode && !booking) {
      this.#load?.abort();
      this.#mode = undefined;
    }
  }

  hostUpdated(): void {
    if (!this.#focusPending) return;
    const target = this.#host.shadowRoot?.querySelector<HTMLElement>('[data-manage-focus]');
    // The screen may still wait for its resource: focus once its heading is there.
    if (!target) return;
    this.#focusPending = false;
    if (target && 'updateComplete' in target) {
      void (target as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete.then(
        () => target.isConnected && target.focus(),
      );
    } else {
      target.focus();
    }
  }

  hostDisconnected(): void {
    this.#load?.abort();
  }

  // ------------------------------------------------------------------------------ transitions

  #enter(action: ManageAction): void {
    this.#mode = action;
    this.#newTime = undefined;
    this.#error = undefined;
    this.#refusal = undefined;
    this.#done = undefined;
    this.#reason = '';
    this.#go('review');
    const record = this.#record;
    if (record && action === 'reschedule') this.#context.setDuration(record.duration);
    if (record) {
      const t = this.#context.translator();
      this.#context.announce(
        t.t(action === 'reschedule' ? 'manage.rescheduleTitle' : 'manage.cancelTitle'),
      );
    }
  }

  #go(step: Step): void {
    this.#step = step;
    this.#focusPending = true;
    this.#host.requestUpdate();
  }

  #loadRecord(id: string, action: ManageAction): void {
    this.#load?.abort();
    const load = new AbortController();
    this.#load = load;
    this.#mode = action;
    this.#record = undefined;
    this.#loading = true;
    this.#loadError = undefined;
    this.#host.requestUpdate();
    void (async () => {
      try {
        const { client } = await this.#context.service();
        const record = await getBooking(client, id, { signal: load.signal });
        if (load.signal.aborted) return;
        this.#record = record;
        this.#loading = false;
        this.#enter(action);
      } catch (error) {
        if (load.signal.aborted) return;
        this.#loading = false;
        this.#loadError = describeFailure(error);
        const t = this.#context.translator();
        this.#context.announce(
          `${t.t('error.loadBooking')} ${t.t(this.#loadError.key, this.#loadError.params)}`,
        );
        this.#emit('booking-error', {
          code: this.#loadError.code,
          message: this.#loadError.message,
          step: 'booking',
        });
        this.#host.requestUpdate();
      }
    })();
  }

  #emit(name: string, detail: unknown): void {
    this.#host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  #leave = (): void => {
    this.#newTime = undefined;
    this.#error = undefined;
    this.#done = undefined;
    this.#go('summary');
  };

  #backToCalendar = (): void => {
    this.#newTime = undefined;
    this.#error = undefined;
    this.#go('review');
  };

  #restart = (event: Event): void => {
    event.stopPropagation();
    this.#detached = true;
    this.#mode = undefined;
    this.#host.requestUpdate();
    this.#context.restart();
  };

  #manageAgain = (event: CustomEvent<{ action: ManageAction; booking: Booking }>): void => {
    event.stopPropagation();
    this.#emit('booking-manage', event.detail);
    this.#record = event.detail.booking;
    this.#enter(event.detail.action);
    if (event.detail.action === 'reschedule') this.#context.refreshTimes();
  };

  #onReason = (event: Event): void => {
    this.#reason = (event.target as HTMLTextAreaElement).value;
  };

  #onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void this.#perform();
  };

  async #perform(): Promise<void> {
    const record = this.#record;
    const mode = this.#mode;
    if (!record || !mode) return;
    const newTime = this.#newTime;
    if (mode === 'reschedule' && !newTime) return;
    await this.#submit.run(async () => {
      const t = this.#context.translator();
      const previous = this.#step;
      this.#error = undefined;
      this.#step = 'submitting';
      this.#host.requestUpdate();
      const reason = this.#reason.trim();
      try {
        const { client, cache } = await this.#context.service();
        const updated =
          mode === 'reschedule' && newTime
            ? await rescheduleBooking(client, record.booking_id, {
                start_at: newTime.instant,
                end_at: newTime.endAt,
                ...(reason ? { reason } : {}),
              })
            : await cancelBooking(client, record.booking_id, reason ? { reason } : {});
        cache.invalidate(String(record.resource.resource_id));
        this.#record = updated;
        this.#newTime = undefined;
        this.#done = mode;
        this.#reason = '';
        this.#context.recordChanged(updated);
        this.#context.refreshTimes();
        const zone = this.#context.zone();
        this.#context.announce(
          mode === 'reschedule'
            ? `${t.t('manage.rescheduled')}: ${this.#when(updated, zone)}`
            : t.t('manage.canceled'),
        );
        this.#go('summary');
        this.#emit(mode === 'reschedule' ? 'booking-rescheduled' : 'booking-canceled', updated);
      } catch (error) {
        const view = describeFailure(error);
        this.#emit('booking-error', { code: view.code, message: view.message, step: 'booking' });
        if (isRefusal(error)) {
          // The service refused (its policy, or the booking changed): show its state, offer nothing.
          this.#refusal = error instanceof ApiError ? error.message : view.message;
          await this.#reloadAfterRefusal(record.booking_id);
          this.#context.announce(this.#blockedText(mode) ?? this.#refusal);
          this.#go('review');
        } else if (error instanceof ApiError && error.status === 409) {
          // The new time was just taken: fresh times, pick again.
          this.#error = view;
          this.#newTime = undefined;
          this.#context.refreshTimes();
          this.#context.announce(t.t(view.key, view.params));
          this.#go('review');
        } else {
          this.#error = view;
          this.#context.announce(`${t.t('error.title')}. ${t.t(view.key, view.params)}`);
          this.#step = previous === 'submitting' ? 'confirm' : previous;
          this.#host.requestUpdate();
        }
      }
    });
  }

  async #reloadAfterRefusal(id: string): Promise<void> {
    try {
      const { client } = await this.#context.service();
      const fresh = await getBooking(client, id);
      this.#record = fresh;
      this.#context.recordChanged(fresh);
    } catch {
      // The refusal itself is what matters; the record shown stays the last one known.
    }
  }

  // ------------------------------------------------------------------------------ policy

  #decision(settings: Settings | undefined): PolicyDecision | undefined {
    const record = this.#record;
    const mode = this.#mode;
    if (!record || !mode) return undefined;
    const local = checkPolicy(mode, record, settings);
    if (!local.allowed || this.#refusal === undefined) return local;
    // The service said no although the local clock says yes: trust the service.
    const description =
      settings?.policy?.[mode === 'reschedule' ? 'reschedule' : 'cancellation']?.description;
    return { allowed: false, reason: 'too_late', ...(description ? { description } : {}) };
  }

  /** Why nothing can be done, as text; undefined when the action is allowed. */
  #blockedText(mode: ManageAction, settings?: Settings): string | undefined {
    const record = this.#record;
    if (!record) return undefined;
    const t = this.#context.translator();
    const decision = this.#decision(settings ?? this.#settings);
    if (!decision || decision.allowed) return undefined;
    if (decision.reason === 'canceled') return t.t('manage.isCanceled');
    if (decision.reason === 'past') return t.t('manage.isPast');
    const rule = (settings ?? this.#settings)?.policy?.[
      mode === 'reschedule' ? 'reschedule' : 'cancellation'
    ];
    const blocked: MessageKey =
      mode === 'reschedule' ? 'manage.rescheduleBlocked' : 'manage.cancelBlocked';
    if (decision.description) return t.t(blocked, { policy: decision.description });
    if (decision.reason === 'disabled')
      return t.t(mode === 'reschedule' ? 'manage.rescheduleDisabled' : 'manage.cancelDisabled');
    if (rule && rule.terms.value) {
      return t.t(blocked, {
        policy: t.t('manage.policyNotice', {
          period: t.formatPeriod(rule.terms.value, rule.terms.type ?? 'minutes'),
        }),
      });
    }
    return this.#refusal ? t.t(blocked, { policy: this.#refusal }) : t.t('error.conflict');
  }

  #settings: Settings | undefined;

  // ------------------------------------------------------------------------------ rendering

  #when(booking: Booking, zone: string, settings?: Settings): string {
    const t = this.#context.translator();
    const date = formatDate(dateInZone(booking.start_at, zone), settings?.date_format, t.locale);
    const time = formatTimeRange(booking.start_at, booking.end_at, zone, {
      timeFormat: settings?.time_format ?? null,
      locale: t.locale,
    });
    return t.t('calendar.dateAndTime', { date, time });
  }

  /** Before the resource is known: loading the booking, or why it couldn't be loaded. */
  renderWithoutResource(): TemplateResult | undefined {
    if (!this.active || this.#record) return undefined;
    const t = this.#context.translator();
    const error = this.#loadError;
    if (error) {
      const { booking, action } = this.#context.attributes();
      return html`<div class="error" part="error" role="alert">
        <strong>${alertIcon} ${t.t('error.loadBooking')}</strong>
        <span>${t.t(error.key, error.params)}</span>
        ${
          error.retryable && booking && isAction(action)
            ? html`<button
                type="button"
                class="btn"
                @click=${() => this.#loadRecord(booking, action)}
              >
                ${t.t('error.retry')}
              </button>`
            : nothing
        }
      </div>`;
    }
    return html`<div class="state" aria-busy=${this.#loading ? 'true' : 'false'}>
      <div class="spinner" aria-hidden="true"></div>
      <span>${t.t('status.loading')}</span>
    </div>`;
  }

  /** The manage screens for `resource`; `chooser` renders the widget's calendar. */
  render(resource: Resource, chooser: () => unknown): TemplateResult | typeof nothing {
    const record = this.#record;
    const mode = this.#mode;
    if (!record || !mode) return this.renderWithoutResource() ?? nothing;
    if (resourceIdOf(resource) !== String(record.resource.resource_id)) {
      return this.renderWithoutResource() ?? nothing;
    }
    this.#settings = resource.settings;
    if (this.#step === 'summary') return this.#renderSummary(resource, record);
    const t = this.#context.translator();
    const zone = this.#context.zone();
    const blocked = this.#blockedText(mode, resource.settings);
    const decision = this.#decision(resource.settings);
    const state = decision && !decision.allowed ? decision.reason : undefined;
    const title =
      state === 'canceled'
        ? t.t('manage.isCanceled')
        : state === 'past'
          ? t.t('manage.isPast')
          : t.t(mode === 'reschedule' ? 'manage.rescheduleTitle' : 'manage.cancelTitle');
    return html`<section class="manage" part="manage" aria-labelledby="manage-title">
      <h2 id="manage-title" tabindex="-1" ?data-manage-focus=${this.#step === 'review'}>
        ${title}
      </h2>
      ${this.#renderFacts(record, resource, zone, mode === 'reschedule' && !blocked)}
      ${
        blocked
          ? state === 'canceled' || state === 'past'
            ? nothing
            : html`<p class="manage-blocked" role="status">${alertIcon} <span>${blocked}</span></p>`
          : mode === 'cancel'
            ? this.#renderCancel()
            : this.#step === 'review'
              ? html`${this.#renderError()}
                  <h3 class="manage-sub">${t.t('calendar.chooseTime')}</h3>
                  ${chooser()}
                  <div class="manage-actions">
                    <button type="button" class="btn" @click=${this.#leave}>
                      ${t.t('manage.keep')}
                    </button>
                  </div>`
              : this.#renderRescheduleConfirm(record, zone, resource.settings)
      }
    </section>`;
  }

  #renderError() {
    const error = this.#error;
    if (!error) return nothing;
    const t = this.#context.translator();
    return html`<div class="error" part="error" role="alert">
      <strong>${alertIcon} ${t.t('error.title')}</strong>
      <span>${t.t(error.key, error.params)}</span>
    </div>`;
  }

  #renderFacts(record: Booking, resource: Resource, zone: string, current: boolean) {
    const t = this.#context.translator();
    const settings = resource.settings;
    const zoneName = formatZoneName(zone, t.locale, Date.parse(record.start_at));
    const invitee = record.invitees[0];
    return html`<p class="event-name manage-event">${record.resource.name || resource.name}</p>
      <dl class="manage-facts">
        <div>
          <dt>${current ? t.t('manage.currentTime') : t.t('details.time')}</dt>
          <dd class="manage-current">
            <span class="line">${this.#when(record, zone, settings)}</span>
            <span class="line muted">${zoneName}</span>
          </dd>
        </div>
        <div>
          <dt>${t.t('details.duration')}</dt>
          <dd>${t.formatDuration(record.duration)}</dd>
        </div>
        ${
          record.host.name
            ? html`<div>
                <dt>${t.t('details.host')}</dt>
                <dd>${record.host.name}</dd>
              </div>`
            : nothing
        }
        ${
          invitee
            ? html`<div>
                <dt>${t.t('form.email')}</dt>
                <dd>${invitee.email}</dd>
              </div>`
            : nothing
        }
        ${
          record.status === 'canceled' && record.cancel_reason
            ? html`<div>
                <dt>${t.t('manage.reasonGiven')}</dt>
                <dd>${record.cancel_reason}</dd>
              </div>`
            : nothing
        }
      </dl>`;
  }

  #renderReason() {
    const t = this.#context.translator();
    return html`<label class="manage-reason" part="field">
      <span>${t.t('manage.reason')}</span>
      <textarea
        name="reason"
        rows="3"
        maxlength="500"
        .value=${this.#reason}
        @input=${this.#onReason}
        ?disabled=${this.#step === 'submitting'}
      ></textarea>
    </label>`;
  }

  #renderCancel() {
    const t = this.#context.translator();
    const submitting = this.#step === 'submitting';
    return html`${this.#renderError()}
      <form
        class="manage-form"
        @submit=${this.#onSubmit}
        aria-busy=${submitting ? 'true' : 'false'}
      >
        ${this.#renderReason()}
        <div class="manage-actions">
          <button type="submit" class="btn primary danger" part="submit" ?disabled=${submitting}>
            ${submitting ? t.t('manage.canceling') : t.t('manage.confirmCancel')}
          </button>
          <button type="button" class="btn" @click=${this.#leave} ?disabled=${submitting}>
            ${t.t('manage.keep')}
          </button>
        </div>
      </form>`;
  }

  #renderRescheduleConfirm(record: Booking, zone: string, settings: Settings) {
    const t = this.#context.translator();
    const newTime = this.#newTime;
    if (!newTime) return nothing;
    const submitting = this.#step === 'submitting';
    const moved = { ...record, start_at: newTime.instant, end_at: newTime.endAt };
    const zoneName = formatZoneName(zone, t.locale, Date.parse(newTime.instant));
    return html`${this.#renderError()}
      <form
        class="manage-form"
        @submit=${this.#onSubmit}
        aria-busy=${submitting ? 'true' : 'false'}
      >
        <h3 class="manage-sub" id="manage-new" tabindex="-1" data-manage-focus>
          ${t.t('manage.newTime')}
        </h3>
        <p class="manage-new-time" aria-labelledby="manage-new">
          <span class="line">${this.#when(moved, zone, settings)}</span>
          <span class="line muted">${zoneName}</span>
        </p>
        ${this.#renderReason()}
        <div class="manage-actions">
          <button type="submit" class="btn primary" part="submit" ?disabled=${submitting}>
            ${submitting ? t.t('manage.rescheduling') : t.t('manage.confirmNewTime')}
          </button>
          <button type="button" class="btn" @click=${this.#backToCalendar} ?disabled=${submitting}>
            ${t.t('form.back')}
          </button>
        </div>
      </form>`;
  }

  #renderSummary(resource: Resource, record: Booking) {
    const t = this.#context.translator();
    const done = this.#done;
    const zone = this.#context.zone();
    return html`${
        done
          ? // Visible only: the widget's live region announces the outcome (with the time), once.
            html`<p class="manage-done">
              ${t.t(done === 'reschedule' ? 'manage.rescheduled' : 'manage.canceled')}
            </p>`
          : nothing
      }
      <booking-confirmation
        exportparts="confirmation"
        data-manage-focus
        .booking=${record}
        .resource=${resource}
        .settings=${resource.settings}
        .translator=${t}
        .viewerZone=${zone}
        @booking-confirmation-restart=${this.#restart}
        @booking-manage=${this.#manageAgain}
      ></booking-confirmation>`;
  }
}
