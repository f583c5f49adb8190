/**
 * The booking step of <booking-widget>: the form and confirmation screens and the booking submit, loaded with
 * <booking-form> (not needed to show times). Each outcome of the submit is a transition of the widget's flow
 * (core/flow.ts); `bookFlow` returns the renderer of the two screens.
 *
 * The request and its submit (submit.ts, with the client's booking operations) are a chunk of their own, asked for
 * once the form is painted: the form shows without them, and Book waits for them only when pressed before they are
 * in (a failed load is an offline error with "Try again", nothing sent).
 *
 * <booking-confirmation> is its own chunk, not needed to book: requested when the browser is idle after the
 * form is shown, and at the latest with the booking request, in parallel with it. Should the booking's answer
 * come first, the booking shows as made at once (date, time, status, the live region's announcement) and the full
 * confirmation replaces that when it arrives; should it fail to load, that state stays, with "Try again".
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AvailabilityCache } from '../../api/cache.js';
import type { ClientCore } from '../../api/client-core.js';
import type { ErrorDetail, Location, Resource } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { formatTimeRange } from '../../core/booking-time.js';
import type { Campaign } from '../../core/campaign.js';
import type { BookingConfirmation } from '../booking-confirmation/booking-confirmation.js';
import { ApiError } from '../../api/errors.js';
import type { Translator } from '../../core/i18n/index.js';
import { afterNextPaint, loadOnce, whenIdle } from '../../core/load-once.js';
import { dateInZone } from '../../core/zone.js';
import {
  defaultValues,
  mergePrefill,
  prefillFromUrl,
  type FormValues,
  type Prefill,
} from '../../core/questions.js';
import type { ManageAction } from '../../core/policy.js';
import { pickHostUserId } from '../../core/regroup.js';
import { describeStepFailure, errorDetail, type StepFailure } from '../../core/failure.js';
import {
  backToTimes,
  booked,
  bookingFailed,
  fieldsRefused,
  slotTaken,
  submitted,
  type FlowState,
} from '../../core/flow.js';
import { busyNotice, errorPanel, loadingPanel } from '../shared/panels.js';
import { policyLines } from '../shared/policy-lines.js';
import type { BookingConfirmedDetail } from './events.js';
import { longDate, type TimeFormatter } from './format.js';
import type { SafeBookingSubmitter } from './submit.js';
import { placeDetails } from '../booking-form/field-errors.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';

/** What the two screens use of the widget (read when needed: they change with the language or zone). */
export interface FlowContext {
  /** The journey: its state, the one way to change it, and the answers kept across screens. */
  flow: {
    readonly state: FlowState;
    apply(step: (state: FlowState) => FlowState): void;
    readonly answers: FormValues | undefined;
    keepAnswers(values: FormValues | undefined): void;
    /** The confirmation's Reschedule / Cancel: the same widget manages the booking. */
    manage(action: ManageAction, booking: Booking): void;
  };
  /** The widget itself: where the screens are rendered, and its `prefill` and `manageUrl` properties. */
  host: {
    readonly renderRoot: HTMLElement | DocumentFragment;
    readonly updateComplete: Promise<boolean>;
    requestUpdate(): void;
    readonly prefill: Prefill | undefined;
    readonly manageUrl: string;
  };
  t(): Translator;
  format(): TimeFormatter;
  zone(): string;
  durationMinutes(): number;
  service(): { client: ClientCore; cache: AvailabilityCache } | undefined;
  /** What takes focus after the next render. */
  focus(target: 'day' | 'slot' | 'selected-slot' | 'confirmation'): void;
  /** Fresh times after a taken slot (the selection stays as the person left it). */
  reloadTimes(): void;
  announce(text: string): void;
  emit(name: string, detail: unknown): void;
  /** The page's campaign parameters, for `booking-confirmed` (the request has no field for them). */
  campaign(): Campaign | undefined;
  /** Prefetches the manage screens (the confirmation offers Reschedule / Cancel). */
  prefetchManage(): void;
  /** The widget's `reset()`. */
  reset(): void;
}

/** The confirmation's chunk (<booking-confirmation>, its styles, calendar file and strings), once per page. */
const loadConfirmation: () => Promise<unknown> = loadOnce(
  () => import('../booking-confirmation/booking-confirmation.js'),
);

type SubmitModule = typeof import('./submit.js');
let submitModule: SubmitModule | undefined;
/** The booking request and its submit, once per page. */
const loadSubmit = loadOnce(async () => (submitModule = await import('./submit.js')));

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

/** The renderer of the form (`details`, `submitting`) and of the booking made (`booked`). */
export function bookFlow(context: FlowContext) {
  const { flow, host } = context;
  // One per widget: it remembers a booking whose answer was lost (submit.ts).
  let submitter: SafeBookingSubmitter | undefined;
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

  /** A booking that failed and may be tried again from the form: said with its message and the lookup's note. */
  const failed = (view: StepFailure) => {
    const t = context.t();
    flow.apply((now) => bookingFailed(now, view));
    const note = submitModule?.lookupNoteKey(view.lookup);
    context.announce(
      `${t.t('error.title')}. ${t.t(view.key, view.params)}${note ? ` ${t.t(note)}` : ''}`,
    );
  };

  const onSubmit = async (e: CustomEvent<FormSubmitDetail>) => {
    stop(e);
    flow.keepAnswers(e.detail.values);
    const resource = current;
    const state = flow.state;
    const service = context.service();
    if (!resource || state.kind !== 'details' || !service || pending) return;
    pending = true;
    try {
      flow.apply(submitted);
      rejected = [];
      let submit: SubmitModule;
      try {
        submit = await loadSubmit();
      } catch {
        // Nothing was sent: the form stays, with "Try again".
        const view = describeStepFailure(
          'booking',
          new ApiError({
            status: 0,
            code: 'network_error',
            message: 'Could not load the booking step.',
          }),
        );
        context.emit('booking-error', errorDetail(view));
        failed(view);
        return;
      }
      const request = submit.buildBookingRequest({
        resource,
        slot: state.slot,
        hostUserId: pickHostUserId(resource, state.slot),
        durationMinutes: context.durationMinutes(),
        invitee: e.detail.invitee,
        answers: e.detail.answers,
        guests: e.detail.guests,
        location: e.detail.location,
        viewerZone: context.zone(),
        language: context.t().language,
      });
      const resourceId = request.resource.resource_id;
      // The confirmation at the latest now, in parallel with the request (a failure is tried again on the answer).
      if (!confirmationDefined()) void loadConfirmation().catch(() => undefined);
      // One booking per intent: a lost answer is looked up before a retry is offered (submit.ts).
      // A 429 is waited out once (submit.ts), counting down above the form; announced once, when the wait starts.
      submitter ??= new submit.SafeBookingSubmitter();
      const result = await submitter.submit(service.client, request, (seconds) => {
        if (busySeconds === undefined && seconds > 0)
          context.announce(context.t().t('status.busyRetry', { count: seconds }));
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
        flow.apply((now) => booked(now, booking));
        context.announce(bookedText(booking));
        if (confirmationDefined()) context.focus('confirmation');
        else {
          awaitConfirmation();
          void host.updateComplete.then(() => focusBooked());
        }
        const utm = context.campaign();
        context.emit(
          'booking-confirmed',
          (utm ? { ...booking, utm } : booking) satisfies BookingConfirmedDetail,
        );
      } else {
        const { error, lookup } = result;
        const view = describeStepFailure('booking', error, lookup);
        context.emit('booking-error', errorDetail(view));
        if (error instanceof ApiError && error.status === 409) {
          // The time was just taken: fresh times, back to choosing, answers kept.
          service.cache.invalidate(resourceId);
          flow.apply((now) => slotTaken(now, view));
          context.announce(t.t(view.key, view.params));
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
          flow.apply(fieldsRefused);
          context.announce('');
        } else failed(view);
      }
    } finally {
      pending = false;
    }
  };

  const onBack = (e: Event) => {
    stop(e);
    flow.apply(backToTimes);
    context.focus('selected-slot');
  };

  const onChange = (e: CustomEvent<{ values: FormValues }>) => {
    stop(e);
    flow.keepAnswers(e.detail.values);
  };

  /** "Try again" after a failed booking: submits the kept answers again, through the form's checks. */
  const retry = () =>
    host.renderRoot
      .querySelector('booking-form')
      ?.renderRoot.querySelector('form')
      ?.requestSubmit();

  /** "Book another time": the calendar again, the name and e-mail kept. */
  const restart = (e: Event) => {
    stop(e);
    const kept = flow.answers;
    context.reset();
    if (kept) flow.keepAnswers({ name: kept.name, email: kept.email, guests: [], answers: {} });
    context.focus('day');
  };

  const onManage = (e: CustomEvent<{ action: ManageAction; booking: Booking }>) => {
    stop(e);
    context.emit('booking-manage', e.detail);
    flow.manage(e.detail.action, e.detail.booking);
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
      date: longDate(dateInZone(booking.start_at, context.zone()), t.locale),
      time: context.format().time(booking.start_at),
    });
  };

  /** The booking as made, before (or without) the full confirmation: what was booked, and its status. */
  const renderBooked = (booking: Booking) => {
    const t = context.t();
    return html`<section class="booked" aria-labelledby="booked-heading">
      <h2 id="booked-heading" tabindex="-1">${bookedText(booking)}</h2>
      <p>${context.format().zoneName(context.zone())}</p>
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
      context.prefetchManage();
    }
    return confirmationClass()?.manageLink(host.manageUrl, booking, context.t()) ?? nothing;
  };

  let current: Resource | undefined;

  return (resource: Resource): TemplateResult | typeof nothing => {
    current = resource;
    const t = context.t();
    const state = flow.state;
    if (state.kind === 'booked') {
      const booking = state.booking;
      if (!confirmationDefined()) return html`${renderBooked(booking)}${manageLink(booking)}`;
      return html`<booking-confirmation
          exportparts="confirmation"
          .booking=${booking}
          .resource=${resource}
          .settings=${resource.settings}
          .translator=${t}
          .viewerZone=${context.zone()}
          .hour12=${context.format().timeOptions.hour12}
          @booking-confirmation-restart=${restart}
          @booking-manage=${onManage}
        ></booking-confirmation>
        ${manageLink(booking)}`;
    }
    if (state.kind !== 'details' && state.kind !== 'submitting') return nothing;
    const error = state.kind === 'details' ? state.error : undefined;
    const submitting = state.kind === 'submitting';
    const slot = state.slot;
    const format = context.format();
    const zone = context.zone();
    const note = error && submitModule?.lookupNoteKey(error.lookup);
    const when = (instant: string) =>
      t.t('calendar.dateAndTime', {
        date: format.date(dateInZone(instant, zone)),
        time: format.time(instant),
      });
    if (!confirmationPrefetch) {
      confirmationPrefetch = true;
      void afterNextPaint()
        .then(loadSubmit)
        .catch(() => undefined);
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
      ${busySeconds ? busyNotice(t.t('status.busyRetry', { count: busySeconds })) : nothing}
      <booking-form
        exportparts="form, field, submit, error"
        .questions=${resource.questions}
        .locations=${resource.locations ?? []}
        .rejected=${rejected}
        .settings=${resource.settings}
        .values=${
          flow.answers ??
          defaultValues(
            resource.questions,
            mergePrefill(prefillFromUrl(globalThis.location?.search ?? ''), host.prefill),
          )
        }
        .translator=${t}
        .submitting=${submitting}
        .skipForm=${Boolean(resource.settings.skip_form)}
        .summary=${t.t('calendar.dateAndTime', {
          date: format.date(slot.localDate),
          time: formatTimeRange(
            slot.instant,
            slot.epochMs + context.durationMinutes() * 60_000,
            zone,
            format.timeOptions,
          ),
        })}
        .zone=${format.zoneName(zone)}
        @booking-form-submit=${onSubmit}
        @booking-form-back=${onBack}
        @booking-form-change=${onChange}
      ></booking-form>
      ${policyLines(t, resource.settings, slot.instant, when, { closed: true }).map(
        (line) => html`<p class="policy-note">${line}</p>`,
      )}
    `;
  };
}
