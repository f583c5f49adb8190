/**
 * <booking-manage>: the reschedule and cancel screens of <booking-widget> (part `manage`), honouring
 * `settings.policy` (policy-text.ts). Properties in: the flow's `managing` state, the resource, the translator,
 * the zone, while rescheduling the widget's calendar (`chooser`), and `context`: the widget's flow and service,
 * through which its buttons act (the transitions of core/manage-flow.ts and the requests of manage-actions.ts).
 * Screens loaded on demand bring their own behaviour, so the widget's module carries none of it. The
 * confirmation it ends on sends its own `booking-confirmation-restart` and `booking-manage` events.
 *
 * Loaded on demand with its requests and the confirmation: a widget that only books never downloads it. Light
 * DOM inside the widget's shadow root; its styles join that root when it connects.
 */
import { LitElement, html, nothing } from 'lit';
import type { Resource, Settings } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import type { ManageState } from '../../core/flow.js';
import type { ManageAction } from '../../core/policy.js';
import type { Translator } from '../../core/i18n/index.js';
import { formatZoneName } from '../../core/datetime-format.js';
// Every manage screen ends on the booking's confirmation: its chunk loads with this one.
import '../booking-confirmation/booking-confirmation.js';
import { manageBack, manageKept, newTimeChosen, reasonTyped } from '../../core/manage-flow.js';
import type { NewTime } from '../../core/flow.js';
import { adoptInto } from '../shared/adopt.js';
import { alertIcon } from '../shared/icons.js';
import { manageStyles } from './booking-manage.styles.js';
import { manageDecision, blockedText } from './policy-text.js';
import { submitChange, when, type ManageContext } from './manage-actions.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';
import '../../core/i18n/english-confirmation.js';

export { loadBooking, openBooking, type ManageContext } from './manage-actions.js';
export { rescheduleDuration, rescheduleTimes } from '../../core/manage-flow.js';

/** A time picked in the calendar while rescheduling becomes the new time, to confirm. */
export function chooseNewTime(context: ManageContext, newTime: NewTime): void {
  context.apply((state) => newTimeChosen(state, newTime));
  context.focus();
}

export class BookingManage extends LitElement {
  static override properties = {
    state: { attribute: false },
    resource: { attribute: false },
    translator: { attribute: false },
    zone: { attribute: false },
    hour12: { attribute: false },
    chooser: { attribute: false },
    context: { attribute: false },
  };

  declare state: ManageState;
  declare resource: Resource | undefined;
  declare translator: Translator;
  /** The zone times are shown in. */
  declare zone: string;
  /** The visitor's clock (true: 12-hour, false: 24-hour); unset: the resource's format or the language's. */
  declare hour12: boolean | undefined;
  /** The widget's calendar, shown while a new time is chosen. */
  declare chooser: unknown;
  /** The widget's flow and service. */
  declare context: ManageContext;

  /** Light DOM: the widget's shadow root holds the parts; the styles are added to it. */
  protected override createRenderRoot() {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptInto(this.getRootNode(), manageStyles);
  }

  override render() {
    const { state, resource, translator: t } = this;
    if (!state || !t) return nothing;
    const record = state.record;
    if (!record || state.step === 'loading' || state.step === 'load-failed')
      return this.#renderWithoutRecord();
    if (!resource || resourceIdOf(resource) !== String(record.resource.resource_id)) return nothing;
    if (state.step === 'summary') return this.#renderSummary(resource, record);
    const settings = resource.settings;
    const blocked = blockedText(t, state, settings);
    const decision = manageDecision(state, settings);
    const refusal = decision && !decision.allowed ? decision.reason : undefined;
    const reschedule = state.action === 'reschedule';
    const title =
      refusal === 'canceled'
        ? t.t('manage.isCanceled')
        : refusal === 'past'
          ? t.t('manage.isPast')
          : t.t(reschedule ? 'manage.rescheduleTitle' : 'manage.cancelTitle');
    return html`<section class="manage" part="manage" aria-labelledby="manage-title">
      <h2 id="manage-title" tabindex="-1" ?data-manage-focus=${state.step === 'review'}>
        ${title}
      </h2>
      ${this.#renderFacts(record, resource, reschedule && !blocked)}
      ${
        blocked
          ? refusal === 'canceled' || refusal === 'past'
            ? nothing
            : html`<p class="manage-blocked" role="status">${alertIcon} <span>${blocked}</span></p>`
          : !reschedule
            ? this.#renderCancel()
            : state.step === 'review'
              ? html`${this.#renderError()}
                  <h3 class="manage-sub">${t.t('calendar.chooseTime')}</h3>
                  ${this.chooser}
                  <div class="manage-actions">
                    <button type="button" class="btn" @click=${() => this.#go(manageKept)}>
                      ${t.t('manage.keep')}
                    </button>
                  </div>`
              : this.#renderNewTime(record, settings)
      }
    </section>`;
  }

  /** "Keep this booking" (back from a new time: `manageBack`): a new step, focused. */
  #go(step: typeof manageKept) {
    this.context.apply(step);
    this.context.focus();
  }

  /** "Book another time": the widget's booking flow, for good. */
  #restart = (event: Event) => {
    event.stopPropagation();
    this.context.leave();
    this.context.reset();
  };

  /** Reschedule / Cancel again on the outcome's confirmation. */
  #manageAgain = (event: CustomEvent<{ action: ManageAction; booking: Booking }>) => {
    event.stopPropagation();
    this.context.emit('booking-manage', event.detail);
    this.context.manage(event.detail.action, event.detail.booking);
  };

  /** Loading the booking, or why it couldn't be loaded. */
  #renderWithoutRecord() {
    const t = this.translator;
    const error = this.state.error;
    if (this.state.step === 'load-failed' && error) {
      return html`<div class="error" part="error" role="alert">
        <strong>${alertIcon} ${t.t('error.loadBooking')}</strong>
        <span>${t.t(error.key, error.params)}</span>
        ${
          error.retryable
            ? html`<button type="button" class="btn" @click=${() => this.context.retryLoad()}>
                ${t.t('error.retry')}
              </button>`
            : this.context.canBook()
              ? html`<button type="button" class="btn" @click=${this.#restart}>
                  ${t.t('confirmation.bookAnother')}
                </button>`
              : nothing
        }
      </div>`;
    }
    return html`<div class="state" aria-busy=${this.state.step === 'loading' ? 'true' : 'false'}>
      <div class="spinner" aria-hidden="true"></div>
      <span>${t.t('status.loading')}</span>
    </div>`;
  }

  #renderError() {
    const error = this.state.error;
    if (!error) return nothing;
    const t = this.translator;
    return html`<div class="error" part="error" role="alert">
      <strong>${alertIcon} ${t.t('error.title')}</strong>
      <span>${t.t(error.key, error.params)}</span>
    </div>`;
  }

  #renderFacts(record: Booking, resource: Resource, current: boolean) {
    const t = this.translator;
    const zone = this.zone;
    const zoneName = formatZoneName(zone, t.locale, Date.parse(record.start_at));
    const invitee = record.invitees[0];
    const row = (term: string, value: unknown) =>
      html`<div>
        <dt>${term}</dt>
        <dd>${value}</dd>
      </div>`;
    return html`<p class="event-name manage-event" dir="auto">
        ${record.resource.name || resource.name}
      </p>
      <dl class="manage-facts">
        <div>
          <dt>${current ? t.t('manage.currentTime') : t.t('details.time')}</dt>
          <dd class="manage-current">
            <span class="line">${when(t, record, zone, resource.settings, this.hour12)}</span>
            <span class="line muted">${zoneName}</span>
          </dd>
        </div>
        ${row(t.t('details.duration'), t.formatDuration(record.duration))}
        ${record.host.name ? row(t.t('details.host'), record.host.name) : nothing}
        ${invitee ? row(t.t('form.email'), invitee.email) : nothing}
        ${
          record.status === 'canceled' && record.cancel_reason
            ? row(t.t('manage.reasonGiven'), record.cancel_reason)
            : nothing
        }
      </dl>`;
  }

  #renderReason() {
    const t = this.translator;
    return html`<label class="manage-reason" part="field">
      <span>${t.t('manage.reason')}</span>
      <textarea
        name="reason"
        rows="3"
        maxlength="500"
        .value=${this.state.reason}
        @input=${(event: Event) =>
          this.context.apply((state) =>
            reasonTyped(state, (event.target as HTMLTextAreaElement).value),
          )}
        ?disabled=${this.state.step === 'submitting'}
      ></textarea>
    </label>`;
  }

  #onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void submitChange(this.context, this);
  };

  #renderCancel() {
    const t = this.translator;
    const submitting = this.state.step === 'submitting';
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
          <button
            type="button"
            class="btn"
            @click=${() => this.#go(manageKept)}
            ?disabled=${submitting}
          >
            ${t.t('manage.keep')}
          </button>
        </div>
      </form>`;
  }

  #renderNewTime(record: Booking, settings: Settings) {
    const t = this.translator;
    const newTime = this.state.newTime;
    if (!newTime) return nothing;
    const submitting = this.state.step === 'submitting';
    const moved = { ...record, start_at: newTime.instant, end_at: newTime.endAt };
    const zoneName = formatZoneName(this.zone, t.locale, Date.parse(newTime.instant));
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
          <span class="line">${when(t, moved, this.zone, settings, this.hour12)}</span>
          <span class="line muted">${zoneName}</span>
        </p>
        ${this.#renderReason()}
        <div class="manage-actions">
          <button type="submit" class="btn primary" part="submit" ?disabled=${submitting}>
            ${submitting ? t.t('manage.rescheduling') : t.t('manage.confirmNewTime')}
          </button>
          <button
            type="button"
            class="btn"
            @click=${() => this.#go(manageBack)}
            ?disabled=${submitting}
          >
            ${t.t('form.back')}
          </button>
        </div>
      </form>`;
  }

  #renderSummary(resource: Resource, record: Booking) {
    const t = this.translator;
    const done = this.state.done;
    // A move is said here (visible only: the live region announces it with the time); a cancellation only by the
    // confirmation's own heading, "This booking was canceled".
    return html`${
        done === 'reschedule'
          ? html`<p class="manage-done">${t.t('manage.rescheduled')}</p>`
          : nothing
      }
      <booking-confirmation
        exportparts="confirmation"
        data-manage-focus
        .booking=${record}
        .resource=${resource}
        .settings=${resource.settings}
        .translator=${t}
        .viewerZone=${this.zone}
        .hour12=${this.hour12}
        @booking-confirmation-restart=${this.#restart}
        @booking-manage=${this.#manageAgain}
      ></booking-confirmation>`;
  }
}

if (!customElements.get('booking-manage')) customElements.define('booking-manage', BookingManage);

declare global {
  interface HTMLElementTagNameMap {
    'booking-manage': BookingManage;
  }
}
