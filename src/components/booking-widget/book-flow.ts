/**
 * The form and confirmation screens of <booking-widget> with their events and the booking submit, loaded with
 * the booking step (issue 7: not needed to show times). The widget hands over its reactive state (`host`) and a
 * few of its private helpers (`FlowContext`); `bookFlow` returns the renderer of the two screens.
 *
 * <booking-confirmation> is its own chunk, not needed to book (issue 7): requested when the browser is idle after
 * the form is shown, and at the latest with the booking request, in parallel with it. Should the booking's answer
 * come first, the booking shows as made at once (date, time, status, the live region's announcement) and the full
 * confirmation replaces that when it arrives; should it fail to load, that state stays, with "Try again".
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AvailabilityCache } from '../../api/cache.js';
import type { ClientCore } from '../../api/client-core.js';
import type { ErrorDetail, Location, Resource } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import type { BookingConfirmation } from '../booking-confirmation/booking-confirmation.js';
import { ApiError } from '../../api/errors.js';
import type { Translator } from '../../core/i18n/index.js';
import { loadOnce, whenIdle } from '../../core/load-once.js';
import { formatTimeRange } from '../../core/booking-time.js';
import { dateInZone } from '../../core/zone.js';
import {
  defaultValues,
  mergePrefill,
  prefillFromUrl,
  type FormValues,
  type Prefill,
} from '../../core/questions.js';
import { pickHostUserId, type LocalSlot } from '../../core/regroup.js';
import type { ErrorView } from './booking-controller.js';
import { describeStepFailure, errorDetail, type StepFailure } from './errors.js';
import { longDate, type TimeFormatter } from './format.js';
import { errorPanel, loadingPanel } from './panels.js';
import { loadManage, type ManageLoader } from './manage-loader.js';
import { buildBookingRequest, lookupNoteKey, SafeBookingSubmitter } from './submit.js';
import { placeDetails } from '../booking-form/field-errors.js';

/** The widget's reactive state the two screens read and set. */
export interface FlowHost extends HTMLElement {
  phase: 'choosing' | 'details' | 'submitting' | 'done';
  selectedSlot: LocalSlot | undefined;
  booking: Booking | undefined;
  notice: ErrorView | undefined;
  bookingError: StepFailure | undefined;
  formValues: FormValues | undefined;
  announcement: string;
  durationMinutes: number;
  prefill: Prefill | undefined;
  manageUrl: string;
  readonly zone: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
  reset(): void;
}

/** The widget's private helpers the screens use (read when needed: they change with the language or zone). */
export interface FlowContext {
  t(): Translator;
  format(): TimeFormatter;
  service(): { client: ClientCore; cache: AvailabilityCache } | undefined;
  /** What takes focus after the next render. */
  focus(target: 'day' | 'slot' | 'selected-slot' | 'confirmation'): void;
  /** Fresh times after a taken slot (the selection stays as the person left it). */
  reloadTimes(): void;
  emit(name: string, detail: unknown): void;
  manage: ManageLoader;
}

/** The confirmation's chunk (<booking-confirmation>, its styles, calendar file and strings), once per page. */
const loadConfirmation: () => Promise<unknown> = loadOnce(
  () => import('../booking-confirmation/booking-confirmation.js'),
);

/** <booking-confirmation>'s class once its chunk is loaded (by the booking step or the manage screens). */
const confirmationClass = () =>
  customElements.get('booking-confirmation') as typeof BookingConfirmation | undefined;
const confirmationDefined = () => confirmationClass() !== undefined;

interface FormSubmitDetail {
  invitee: { name: string; email: string };
  answers: { name: string; value: string }[];
  guests: string[];
  location?: Location;
  values: FormValues;
}

/** The renderer of the form (phases `details` / `submitting`) and the confirmation (`done`). */
export function bookFlow(host: FlowHost, context: FlowContext) {
  // One per widget: it remembers a booking whose answer was lost (submit.ts).
  const submitter = new SafeBookingSubmitter();
  // One request per intent, however fast the person clicks or presses Enter.
  let pending = false;
  let confirmationPrefetch = false;
  /** The confirmation's chunk could not be loaded after a booking (offline): the booked state offers a retry. */
  let confirmationFailed = false;
  /** The service's 400 `details` of the last submit, for the form to place on its fields. */
  let rejected: readonly ErrorDetail[] = [];
  /** Seconds left before a booking refused with 429 is sent again (undefined: not waiting). */
  let busySeconds: number | undefined;

  const stop = (e: Event) => e.stopPropagation();

  const onSubmit = async (e: CustomEvent<FormSubmitDetail>) => {
    stop(e);
    host.formValues = e.detail.values;
    const resource = current;
    const slot = host.selectedSlot;
    const service = context.service();
    if (!resource || !slot || !service || pending) return;
    pending = true;
    try {
      host.phase = 'submitting';
      host.bookingError = undefined;
      rejected = [];
      const request = buildBookingRequest({
        resource,
        slot,
        hostUserId: pickHostUserId(resource, slot),
        durationMinutes: host.durationMinutes,
        invitee: e.detail.invitee,
        answers: e.detail.answers,
        guests: e.detail.guests,
        location: e.detail.location,
        viewerZone: host.zone,
        language: context.t().language,
      });
      const resourceId = request.resource.resource_id;
      // The confirmation at the latest now, in parallel with the request (a failure is tried again on the answer).
      if (!confirmationDefined()) void loadConfirmation().catch(() => undefined);
      // One booking per intent: a lost answer is looked up before a retry is offered (submit.ts).
      // A 429 is waited out once (submit.ts), counting down above the form; announced once, when the wait starts.
      const result = await submitter.submit(service.client, request, (seconds) => {
        if (busySeconds === undefined && seconds > 0)
          host.announcement = context.t().t('status.busyRetry', { count: seconds });
        busySeconds = seconds > 0 ? seconds : undefined;
        host.requestUpdate();
      });
      busySeconds = undefined;
      const t = context.t();
      if (result.ok) {
        // A service that does not echo the location still met where the invitee chose.
        const booking =
          result.booking.location || !request.location
            ? result.booking
            : { ...result.booking, location: request.location };
        service.cache.invalidate(resourceId);
        host.booking = booking;
        host.phase = 'done';
        host.selectedSlot = undefined;
        host.announcement = bookedText(booking);
        if (confirmationDefined()) context.focus('confirmation');
        else {
          awaitConfirmation();
          void host.updateComplete.then(() => focusBooked());
        }
        context.emit('booking-confirmed', booking);
      } else {
        const { error, lookup } = result;
        const view = describeStepFailure('booking', error, lookup);
        context.emit('booking-error', errorDetail(view));
        if (error instanceof ApiError && error.status === 409) {
          // The time was just taken: fresh times, back to choosing, answers kept.
          service.cache.invalidate(resourceId);
          host.notice = view;
          host.selectedSlot = undefined;
          host.phase = 'choosing';
          host.announcement = t.t(view.key, view.params);
          context.reloadTimes();
          context.focus('slot');
        } else if (
          error instanceof ApiError &&
          error.status === 400 &&
          placeDetails(error.details, {
            questions: resource.questions,
            answers: request.invitees[0]?.questions ?? [],
          }).fields.size > 0
        ) {
          // The service named the fields it refused: the form shows each on its field.
          rejected = error.details;
          host.phase = 'details';
          host.announcement = '';
        } else {
          host.bookingError = view;
          host.phase = 'details';
          const note = lookupNoteKey(view.lookup);
          host.announcement = `${t.t('error.title')}. ${t.t(view.key, view.params)}${note ? ` ${t.t(note)}` : ''}`;
        }
      }
    } finally {
      pending = false;
    }
  };

  const onBack = (e: Event) => {
    stop(e);
    host.phase = 'choosing';
    host.bookingError = undefined;
    context.focus('selected-slot');
  };

  const onChange = (e: CustomEvent<{ values: FormValues }>) => {
    stop(e);
    host.formValues = e.detail.values;
  };

  /** "Try again" after a failed booking: submits the kept answers again, through the form's checks. */
  const retry = () =>
    host.renderRoot
      .querySelector('booking-form')
      ?.renderRoot.querySelector('form')
      ?.requestSubmit();

  const restart = (e: Event) => {
    stop(e);
    const kept = host.formValues;
    host.reset();
    if (kept) host.formValues = { name: kept.name, email: kept.email, guests: [], answers: {} };
    context.focus('day');
  };

  const onManage = (e: CustomEvent<{ action: 'reschedule' | 'cancel' }>) => {
    stop(e);
    const booking = host.booking;
    if (booking) {
      context.emit('booking-manage', { action: e.detail.action, booking });
      context.manage.start(e.detail.action, booking);
    }
  };

  const focusBooked = () => host.renderRoot.querySelector<HTMLElement>('.booked h2')?.focus();

  /** Shows the full confirmation once its chunk is there (at once when it already is); else why not. */
  const awaitConfirmation = () => {
    confirmationFailed = false;
    loadConfirmation().then(
      () => {
        // The booked state held focus: the confirmation's heading takes it over.
        if (host.renderRoot.querySelector('.booked :focus')) context.focus('confirmation');
        host.requestUpdate();
      },
      () => {
        confirmationFailed = true;
        host.requestUpdate();
      },
    );
  };

  const retryConfirmation = () => {
    // The button goes away while loading: focus stays in the booked state.
    focusBooked();
    awaitConfirmation();
    host.requestUpdate();
  };

  /** "Booking confirmed (or requested) for {date} at {time}": announced, and the booked state's heading. */
  const bookedText = (booking: Booking) => {
    const t = context.t();
    return t.t(booking.status === 'pending' ? 'announce.requested' : 'announce.confirmed', {
      date: longDate(dateInZone(booking.start_at, host.zone), t.locale),
      time: context.format().time(booking.start_at),
    });
  };

  /** The booking as made, before (or without) the full confirmation: what was booked, and its status. */
  const renderBooked = (booking: Booking) => {
    const t = context.t();
    return html`<section class="booked" aria-labelledby="booked-heading">
      <h2 id="booked-heading" tabindex="-1">${bookedText(booking)}</h2>
      <p>${context.format().zoneName(host.zone)}</p>
      ${
        confirmationFailed
          ? errorPanel(t.t('error.loadBooking'), t.t('error.offline'), [
              t.t('error.retry'),
              retryConfirmation,
            ])
          : loadingPanel(t.t('status.loading'))
      }
    </section>`;
  };

  let managePrefetch = false;
  /** The `manage-url` link (with the confirmation's chunk); prefetches the manage screens at idle. */
  const manageLink = (booking: Booking): TemplateResult | typeof nothing => {
    if (!managePrefetch && booking.status !== 'canceled') {
      managePrefetch = true;
      whenIdle(() => void loadManage().catch(() => undefined));
    }
    return confirmationClass()?.manageLink(host.manageUrl, booking, context.t()) ?? nothing;
  };

  let current: Resource | undefined;

  return (resource: Resource): TemplateResult | typeof nothing => {
    current = resource;
    const t = context.t();
    const booking = host.booking;
    if (host.phase === 'done' && booking && !confirmationDefined())
      return html`${renderBooked(booking)}${manageLink(booking)}`;
    if (host.phase === 'done')
      return booking
        ? html`<booking-confirmation
              exportparts="confirmation"
              .booking=${booking}
              .resource=${resource}
              .settings=${resource.settings}
              .translator=${t}
              .viewerZone=${host.zone}
              @booking-confirmation-restart=${restart}
              @booking-manage=${onManage}
            ></booking-confirmation>
            ${manageLink(booking)}`
        : nothing;
    const error = host.bookingError;
    const submitting = host.phase === 'submitting';
    const slot = host.selectedSlot;
    const format = context.format();
    const note = error && lookupNoteKey(error.lookup);
    if (!confirmationPrefetch) {
      confirmationPrefetch = true;
      // While the form is filled in: a failed prefetch is tried again with the booking request.
      whenIdle(() => void loadConfirmation().catch(() => undefined));
    }
    return html`
      ${
        error
          ? errorPanel(
              t.t('error.title'),
              t.t(error.key, error.params),
              error.retryable && [t.t('error.retry'), retry, submitting],
              note && html`<span>${t.t(note)}</span>`,
            )
          : nothing
      }
      ${
        busySeconds
          ? html`<p class="busy">${t.t('status.busyRetry', { count: busySeconds })}</p>`
          : nothing
      }
      <booking-form
        exportparts="form, field, submit, error"
        .questions=${resource.questions}
        .locations=${resource.locations ?? []}
        .rejected=${rejected}
        .settings=${resource.settings}
        .values=${
          host.formValues ??
          defaultValues(
            resource.questions,
            mergePrefill(prefillFromUrl(globalThis.location?.search ?? ''), host.prefill),
          )
        }
        .translator=${t}
        .submitting=${submitting}
        .skipForm=${Boolean(resource.settings.skip_form)}
        .summary=${
          slot
            ? t.t('calendar.slotLabel', {
                time: formatTimeRange(
                  slot.instant,
                  slot.epochMs + host.durationMinutes * 60_000,
                  host.zone,
                  { timeFormat: resource.settings.time_format ?? null, locale: t.locale },
                ),
                date: format.date(slot.localDate),
                zone: format.zoneName(host.zone),
              })
            : ''
        }
        @booking-form-submit=${onSubmit}
        @booking-form-back=${onBack}
        @booking-form-change=${onChange}
      ></booking-form>
    `;
  };
}
