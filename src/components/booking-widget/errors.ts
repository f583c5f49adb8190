/**
 * Network faults of <booking-widget> (issue 6), without Lit: which plain-words message a failure of each
 * step shows, whether "Try again" is offered, and the booking submit that never books twice.
 *
 * A `POST /bookings` whose answer is lost (no response, a timeout, or a 2xx answer that can't be read)
 * may still have created the booking. Before the person is offered a retry, the booking is looked up
 * (`GET /bookings?email&resource_id&start`); when it is there the confirmation is shown. When even the
 * lookup fails the request stays "unresolved" and the next submit looks it up first, so a retry can
 * never create a second booking (and is never refused as a 409 because of the person's own booking).
 */
import { ApiError } from '../../api/errors.js';
import type { BookingApiClient } from '../../api/client.js';
import type { Booking, BookingRequest } from '../../api/booking-schemas.js';
import {
  describeFailure,
  findCreatedBooking,
  type ErrorView,
  type FailedStep,
} from './booking-controller.js';

/** Client timeout when the `timeout` attribute is absent or not a positive number (ms). */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Shortest accepted `timeout` (ms): anything lower would fail even a healthy service. */
export const MIN_TIMEOUT_MS = 100;

/** The `timeout` attribute (milliseconds) → the client's per-attempt timeout. */
export function parseTimeout(value: unknown): number {
  const ms = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(ms) || ms <= 0) return DEFAULT_TIMEOUT_MS;
  return Math.max(MIN_TIMEOUT_MS, Math.round(ms));
}

/** What went wrong once the lost-response lookup ran (the widget adds a second sentence for it). */
export type LookupOutcome =
  /** The failure can't have created a booking (4xx, 5xx, 429, refused before sending). */
  | 'not-needed'
  /** The lookup answered: no booking exists, a retry is safe. */
  | 'not-booked'
  /** The lookup failed too: unknown; the next submit looks up first. */
  | 'unknown';

export interface StepFailure extends ErrorView {
  step: FailedStep;
  /** Booking step only: what the lookup after a lost answer found out. */
  lookup?: LookupOutcome;
}

/**
 * Whether a failed `POST /bookings` may have been carried out by the service: no answer arrived
 * (network lost, timeout) or a success status came with a body that can't be read.
 */
export function mayHaveBooked(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return error.code === 'network_error' || error.code === 'timeout';
  return error.code === 'invalid_response' && error.status >= 200 && error.status < 300;
}

/**
 * The person-facing view of a failure at a step. Same as `describeFailure` except where the step
 * changes the meaning: a 409 while loading the event or its times is not "that time was taken" but a
 * refused read worth retrying; at the booking step every failure except a taken time (handled by
 * going back to the calendar) and a wrong setup can be retried with the kept answers.
 */
export function describeStepFailure(
  step: FailedStep,
  error: unknown,
  lookup?: LookupOutcome,
): StepFailure {
  let view: ErrorView = describeFailure(error);
  if (error instanceof ApiError) {
    if (error.code === 'missing_resource')
      view = { ...view, key: 'error.missingResource', retryable: false };
    else if (error.code === 'disabled') view = { ...view, key: 'error.disabled', retryable: false };
    else if (error.code === 'missing_base_url')
      view = { ...view, key: 'error.unauthorized', retryable: false };
    else if (error.status === 409 && step !== 'booking')
      view = { ...view, key: 'error.loadRefused', retryable: true };
    else if (error.status === 409 && error.code !== 'slot_unavailable')
      // 409 `conflict` at POST /bookings: duplicates prevented or the event stopped taking bookings.
      view = { ...view, key: 'error.bookingRefused', retryable: true };
  }
  return { ...view, step, ...(lookup ? { lookup } : {}) };
}

/** The catalog key of the sentence that follows the message after a lost-answer lookup. */
export function lookupNoteKey(
  lookup: LookupOutcome | undefined,
): 'error.notBooked' | 'error.bookingUnknown' | undefined {
  if (lookup === 'not-booked') return 'error.notBooked';
  if (lookup === 'unknown') return 'error.bookingUnknown';
  return undefined;
}

/** The `booking-error` event detail: `{ code, message, step }`. */
export function errorDetail(failure: StepFailure): {
  code: string;
  message: string;
  step: FailedStep;
} {
  return { code: failure.code, message: failure.message, step: failure.step };
}

export type SubmitResult =
  | {
      ok: true;
      booking: Booking;
      /** Found by the lookup rather than answered by the POST. */ recovered: boolean;
    }
  | { ok: false; error: unknown; lookup: LookupOutcome };

/**
 * Creates bookings so that each intent books at most once, whatever the network does. Keep one per
 * widget: it remembers a request whose outcome is unknown until a lookup settles it.
 */
export class SafeBookingSubmitter {
  #unresolved: BookingRequest | undefined;

  /** A request whose answer was lost and whose lookup failed too (the next submit checks first). */
  get unresolved(): BookingRequest | undefined {
    return this.#unresolved;
  }

  /** Forget an unresolved request (a new booking is started). */
  forget(): void {
    this.#unresolved = undefined;
  }

  async submit(client: BookingApiClient, request: BookingRequest): Promise<SubmitResult> {
    const previous = this.#unresolved;
    if (previous) {
      // The last answer was lost and never settled: did it book? (Looked up whatever was changed,
      // since the earlier request may hold the person's booking.)
      const found = await this.#lookup(client, previous);
      if (found.booking) {
        this.#unresolved = undefined;
        return { ok: true, booking: found.booking, recovered: true };
      }
      if (!found.answered) return { ok: false, error: found.error, lookup: 'unknown' };
      // Settled: nothing was booked then; go on with this request.
      this.#unresolved = undefined;
    }
    try {
      const booking = await client.createBooking(request);
      return { ok: true, booking, recovered: false };
    } catch (error) {
      if (!mayHaveBooked(error)) return { ok: false, error, lookup: 'not-needed' };
      const found = await this.#lookup(client, request);
      if (found.booking) return { ok: true, booking: found.booking, recovered: true };
      if (found.answered) return { ok: false, error, lookup: 'not-booked' };
      this.#unresolved = request;
      return { ok: false, error, lookup: 'unknown' };
    }
  }

  async #lookup(
    client: BookingApiClient,
    request: BookingRequest,
  ): Promise<{ answered: boolean; booking?: Booking; error?: unknown }> {
    const email = request.invitees[0]?.email ?? '';
    const resourceId = Number(request.resource.resource_id);
    try {
      const list = await client.listBookings({
        email,
        ...(Number.isInteger(resourceId) ? { resource_id: resourceId } : {}),
        start: request.start_at,
      });
      const booking = findCreatedBooking(list, request);
      return booking ? { answered: true, booking } : { answered: true };
    } catch (error) {
      return { answered: false, error };
    }
  }
}
