/**
 * The requests of the manage screens: load the booking (`GET /bookings/{id}`), reschedule it
 * (`PUT /bookings/{id}`) or cancel it (`POST /bookings/{id}/cancel`), one request per intent. Each outcome is a
 * transition of the widget's flow (core/flow.ts) applied through `ManageContext`; announcements and events go
 * through it too. Loaded with <booking-manage>, so a widget that only books never downloads them.
 */
import type { Settings } from '../../api/booking-schemas.js';
import type { Booking } from '../../api/booking-record-schemas.js';
import { cancelBooking, getBooking, rescheduleBooking } from '../../api/booking-changes.js';
import { ApiError } from '../../api/errors.js';
import { formatTimeRange } from '../../core/booking-time.js';
import { formatDate } from '../../core/datetime-format.js';
import { describeFailure, type ErrorView } from '../../core/failure.js';
import type { FlowState, ManageState } from '../../core/flow.js';
import {
  manageDone,
  manageFailed,
  manageLoadFailed,
  manageOpened,
  manageRefused,
  manageSlotTaken,
  manageSubmitted,
} from '../../core/manage-flow.js';
import type { Translator } from '../../core/i18n/index.js';
import type { ManageAction } from '../../core/policy.js';
import { dateInZone } from '../../core/zone.js';
import type { Service } from '../booking-widget/service.js';
import { blockedText } from './policy-text.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-confirmation.js';

/** What the requests need from the widget. */
export interface ManageContext {
  /** The flow's current state, and the one way to change it. */
  state(): FlowState;
  apply(step: (state: FlowState) => FlowState): void;
  service(): Promise<Service>;
  translator(): Translator;
  /** The zone times are shown in. */
  zone(): string;
  /** The managed booking's resource settings, once loaded. */
  settings(): Settings | undefined;
  /** The visitor's clock (true: 12-hour, false: 24-hour), undefined when not chosen. */
  hour12(): boolean | undefined;
  /** Puts text in the widget's live region. */
  announce(text: string): void;
  /** Dispatches a public event from the widget. */
  emit(name: string, detail: unknown): void;
  /** The calendar's times are stale (the booking moved or was freed): reload them. */
  refreshTimes(): void;
  /** The calendar asks for times of this length (the booking's, while rescheduling). */
  setDuration(minutes: number): void;
  /** The screen's heading (or its new time) takes focus once rendered: a new step was entered. */
  focus(): void;
  /** Loads the booking the attributes name again (after a failed load). */
  retryLoad(): void;
  /** The widget's `reset()`. */
  reset(): void;
  /** "Book another time": the widget books from now on, whatever its attributes ask. */
  leave(): void;
  /** Another Reschedule / Cancel on the summary's confirmation. */
  manage(action: ManageAction, booking: Booking): void;
  /** The widget can book without the managed booking (it has a `resource`, or is a page of events). */
  canBook(): boolean;
}

/** "Tuesday, March 3, 2026, 9:00 – 9:45 AM" in `zone`, per the resource's formats and the visitor's clock. */
export function when(
  t: Translator,
  booking: Booking,
  zone: string,
  settings?: Settings,
  hour12?: boolean,
): string {
  const date = formatDate(dateInZone(booking.start_at, zone), settings?.date_format, t.locale);
  const time = formatTimeRange(booking.start_at, booking.end_at, zone, {
    timeFormat: settings?.time_format ?? null,
    locale: t.locale,
    hour12,
  });
  return t.t('calendar.dateAndTime', { date, time });
}

/** A 409 `conflict` is the service refusing the change (policy, state): shown like the widget's own refusal. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === 'conflict';

const managing = (state: FlowState): ManageState | undefined =>
  state.kind === 'managing' ? state : undefined;

/**
 * Opens `record` for `action`: after loading it, or from a confirmation's Reschedule / Cancel, whose times were
 * loaded for another purpose (`freshTimes`: reload them).
 */
export function openBooking(
  context: ManageContext,
  action: ManageAction,
  record: Booking,
  freshTimes: boolean,
): void {
  context.apply(() => manageOpened(action, record));
  context.focus();
  if (action === 'reschedule') {
    context.setDuration(record.duration);
    if (freshTimes) context.refreshTimes();
  }
  const t = context.translator();
  context.announce(t.t(action === 'reschedule' ? 'manage.rescheduleTitle' : 'manage.cancelTitle'));
}

/**
 * The capability to change a booking behind a key-adding proxy: the `booking-token` attribute, else the page
 * address's `booking_token` parameter (the `manage-url` link carries it).
 */
export const tokenFor = (attribute: string): string | undefined =>
  attribute ||
  new URLSearchParams(globalThis.location?.search).get('booking_token')?.trim() ||
  undefined;

/** The updated record keeps the token it was changed with when the answer brings no fresh one. */
const withToken = (record: Booking, token: string | undefined): Booking =>
  record.manage_token || !token ? record : { ...record, manage_token: token };

/**
 * Loads the booking the `booking` + `action` attributes name (the flow is already `loading` it), with the
 * `booking-token` attribute's (or the address's) token.
 */
export async function loadBooking(
  context: ManageContext,
  id: string,
  action: ManageAction,
  signal: AbortSignal,
  tokenAttribute = '',
): Promise<void> {
  let proxied = false;
  try {
    const { client } = await context.service();
    proxied = client.proxied;
    const token = tokenFor(tokenAttribute);
    const record = await getBooking(client, id, { signal, bookingToken: token });
    if (signal.aborted) return;
    openBooking(context, action, withToken(record, token), false);
  } catch (error) {
    if (signal.aborted) return;
    const view = linkFailure(error, proxied);
    context.apply((state) => manageLoadFailed(state, view));
    const t = context.translator();
    context.announce(`${t.t('error.loadBooking')} ${t.t(view.key, view.params)}`);
    context.emit('booking-error', { code: view.code, message: view.message, step: 'booking' });
  }
}

/**
 * A proxy answers 404 to a missing, expired or forged token as to an unknown booking (it never says which): the
 * person is told the link is no longer good and where to find the current one, not that it "doesn't exist".
 */
function linkFailure(error: unknown, proxied: boolean): ErrorView {
  const view = describeFailure(error);
  return proxied && error instanceof ApiError && error.status === 404
    ? { ...view, key: 'error.manageLinkInvalid', retryable: false }
    : view;
}

/** Screens whose change is being sent. */
const sending = new WeakSet<object>();

/** Sends the reschedule or cancellation on screen; a second press while one is sent does nothing. */
export async function submitChange(context: ManageContext, screen: object): Promise<void> {
  const state = managing(context.state());
  const record = state?.record;
  if (!state || !record || sending.has(screen)) return;
  const { action, newTime } = state;
  if (action === 'reschedule' && !newTime) return;
  sending.add(screen);
  context.apply(manageSubmitted);
  const t = context.translator();
  const reason = state.reason.trim();
  try {
    const { client, cache } = await context.service();
    const init = { bookingToken: record.manage_token };
    const answer =
      action === 'reschedule' && newTime
        ? await rescheduleBooking(
            client,
            record.booking_id,
            { start_at: newTime.instant, end_at: newTime.endAt, ...(reason ? { reason } : {}) },
            init,
          )
        : await cancelBooking(client, record.booking_id, reason ? { reason } : {}, init);
    const updated = withToken(answer, record.manage_token);
    cache.invalidate(String(record.resource.resource_id));
    context.apply((current) => manageDone(current, updated));
    context.focus();
    context.refreshTimes();
    // A cancellation is said once, by the confirmation's heading ("This booking was canceled"), which takes focus.
    if (action === 'reschedule')
      context.announce(
        `${t.t('manage.rescheduled')}: ${when(t, updated, context.zone(), context.settings(), context.hour12())}`,
      );
    context.emit(action === 'reschedule' ? 'booking-rescheduled' : 'booking-canceled', updated);
  } catch (error) {
    const view = describeFailure(error);
    context.emit('booking-error', { code: view.code, message: view.message, step: 'booking' });
    if (isRefusal(error)) {
      // The service refused (its policy, or the booking changed): show its state, offer nothing.
      const refusal = error instanceof ApiError ? error.message : view.message;
      const fresh = await freshRecord(context, record);
      context.apply((current) => manageRefused(current, refusal, fresh));
      context.focus();
      const now = managing(context.state());
      context.announce((now && blockedText(t, now, context.settings())) ?? refusal);
    } else if (error instanceof ApiError && error.status === 409) {
      // The new time was just taken: fresh times, pick again.
      context.apply((current) => manageSlotTaken(current, view));
      context.focus();
      context.refreshTimes();
      context.announce(t.t(view.key, view.params));
    } else {
      context.apply((current) => manageFailed(current, view));
      context.announce(`${t.t('error.title')}. ${t.t(view.key, view.params)}`);
    }
  } finally {
    sending.delete(screen);
  }
}

/** The booking as the service has it now; undefined when that can't be read (the last copy stays). */
async function freshRecord(context: ManageContext, record: Booking): Promise<Booking | undefined> {
  try {
    const { client } = await context.service();
    const token = record.manage_token;
    return withToken(await getBooking(client, record.booking_id, { bookingToken: token }), token);
  } catch {
    return undefined;
  }
}
