/**
 * The booking submit of <booking-widget>, loaded with the booking step (not needed to show times):
 * the spec §4.3 request body and the submit that never books twice.
 *
 * A `POST /bookings` whose answer is lost (no response, a timeout, or a 2xx answer that can't be read)
 * may still have created the booking. Before the person is offered a retry, the booking is looked up
 * (`GET /bookings?email&resource_id&start`); when it is there the confirmation is shown. When even the
 * lookup fails the request stays "unresolved" and the next submit looks it up first, so a retry can
 * never create a second booking (and is never refused as a 409 because of the person's own booking).
 */
import { ApiError } from '../../api/errors.js';
import { resourceIdOf, type ClientCore } from '../../api/client-core.js';
import { createBooking, listBookings } from '../../api/bookings.js';
import type { Language, Location, Resource } from '../../api/booking-schemas.js';
import type { Answer, Booking, BookingRequest } from '../../api/booking-record-schemas.js';
import { parseIsoInstant, toUtcIso } from '../../core/zone.js';
import type { LookupOutcome } from '../../core/failure.js';

/** The catalog key of the sentence that follows the message after a lost-answer lookup. */
export function lookupNoteKey(
  lookup: LookupOutcome | undefined,
): 'error.notBooked' | 'error.bookingUnknown' | undefined {
  if (lookup === 'not-booked') return 'error.notBooked';
  if (lookup === 'unknown') return 'error.bookingUnknown';
  return undefined;
}

export interface BookingIntent {
  resource: Resource;
  slot: { instant: string };
  /** The host (core `pickHostUserId`: the resource's user, or a free round-robin member). */
  hostUserId: number | undefined;
  durationMinutes: number;
  invitee: { name: string; email: string };
  answers: Answer[];
  guests: string[];
  /** The location the invitee chose (with their phone or place), when the resource offered a choice. */
  location?: Location | undefined;
  viewerZone: string;
  language?: Language | undefined;
}

/**
 * Spec §4.3 body: the id the resource was fetched by (the element's `resource`), the host when known, UTC
 * start/end, one invitee with the answers; plus `time_zone`, `guests`, `language` (docs/decisions.md).
 */
export function buildBookingRequest(intent: BookingIntent): BookingRequest {
  const start = parseIsoInstant(intent.slot.instant);
  const end = start + intent.durationMinutes * 60_000;
  const request: BookingRequest = {
    resource: { resource_id: resourceIdOf(intent.resource) },
    ...(intent.hostUserId ? { host: { user_id: intent.hostUserId } } : {}),
    start_at: toUtcIso(start),
    end_at: toUtcIso(end),
    invitees: [
      {
        name: intent.invitee.name.trim(),
        email: intent.invitee.email.trim(),
        questions: intent.answers,
      },
    ],
    time_zone: intent.viewerZone,
  };
  if (intent.guests.length > 0) request.guests = intent.guests;
  if (intent.language) request.language = intent.language;
  if (intent.location) request.location = intent.location;
  return request;
}

/** Finds the booking a lost response may have created (a booking is never made twice). */
export function findCreatedBooking(
  bookings: Booking[],
  request: BookingRequest,
): Booking | undefined {
  const email = request.invitees[0]?.email.toLowerCase();
  return bookings.find(
    (booking) =>
      String(booking.resource.resource_id) === request.resource.resource_id &&
      booking.status !== 'canceled' &&
      // The same instant, whatever offset each is written in.
      parseIsoInstant(booking.start_at) === parseIsoInstant(request.start_at) &&
      booking.invitees.some((invitee) => invitee.email.toLowerCase() === email),
  );
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

export type SubmitResult =
  | {
      ok: true;
      booking: Booking;
      /** Found by the lookup rather than answered by the POST. */ recovered: boolean;
    }
  | { ok: false; error: unknown; lookup: LookupOutcome };

/** The longest `Retry-After` a refused booking waits out by itself (seconds); a longer one is reported. */
export const MAX_BOOKING_RETRY_AFTER_S = 30;

/** How the submitter waits out a 429 (the seconds left go to `submit`'s `onWait`). */
export interface SubmitterOptions {
  /** Resolves after `ms` (tests pass a fake). */
  sleep?(ms: number): Promise<void>;
}

/**
 * Creates bookings so that each intent books at most once, whatever the network does. Keep one per
 * widget: it remembers a request whose outcome is unknown until a lookup settles it.
 *
 * A 429 on `POST /bookings` means the service refused the request before storing anything (spec §7): the
 * submitter waits the `Retry-After` seconds (at most MAX_BOOKING_RETRY_AFTER_S), telling `onWait` each whole
 * second left so the person reads "trying again in N s", and sends the same request once more. A second 429
 * is reported like any other failure. It keeps this countdown of its own because it owns the retry: BusyCountdown
 * (busy-countdown.ts) only shows the seconds until the API client retries a read, and the client never retries a
 * booking.
 */
export class SafeBookingSubmitter {
  #unresolved: BookingRequest | undefined;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(options: SubmitterOptions = {}) {
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** A request whose answer was lost and whose lookup failed too (the next submit checks first). */
  get unresolved(): BookingRequest | undefined {
    return this.#unresolved;
  }

  async submit(
    client: ClientCore,
    request: BookingRequest,
    onWait?: (secondsLeft: number) => void,
  ): Promise<SubmitResult> {
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
      const booking = await this.#create(client, request, onWait);
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

  /** `POST /bookings`, sent once more after a 429 once its `Retry-After` has passed. */
  async #create(
    client: ClientCore,
    request: BookingRequest,
    onWait?: (secondsLeft: number) => void,
  ): Promise<Booking> {
    try {
      return await createBooking(client, request);
    } catch (error) {
      const seconds =
        error instanceof ApiError && error.status === 429 ? error.retryAfterSeconds : 0;
      if (seconds === undefined || seconds <= 0 || seconds > MAX_BOOKING_RETRY_AFTER_S) throw error;
      // Counted down in whole seconds; the last step waits the fraction left.
      for (let left = seconds; left > 0; left -= 1) {
        onWait?.(Math.ceil(left));
        await this.#sleep(Math.min(1, left) * 1000);
      }
      onWait?.(0);
      return createBooking(client, request);
    }
  }

  async #lookup(
    client: ClientCore,
    request: BookingRequest,
  ): Promise<{ answered: boolean; booking?: Booking; error?: unknown }> {
    const email = request.invitees[0]?.email ?? '';
    const resourceId = Number(request.resource.resource_id);
    try {
      const list = await listBookings(client, {
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
