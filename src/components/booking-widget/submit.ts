/**
 * The booking submit of <booking-widget>, loaded with the booking step (not needed to show times):
 * the spec §4.3 request body and the submit that never books twice.
 *
 * A `POST /bookings` whose answer is lost (no response, a timeout, or a 2xx answer that can't be read)
 * may still have created the booking. Before the person is offered a retry, that is settled: behind a key-adding
 * proxy by sending the same request with the same `Idempotency-Key` again, else by looking the booking up
 * (`GET /bookings?email&resource_id&start`); when it was made the confirmation is shown. When even that fails
 * the request stays "unresolved" and the next submit settles it first, so a retry can never create a second
 * booking (and is never refused as a 409 because of the person's own booking).
 */
import { ApiError } from '../../api/errors.js';
import { resourceIdOf, type ClientCore } from '../../api/client-core.js';
import { createBooking, listBookings, newIdempotencyKey } from '../../api/bookings.js';
import type { Language, Location, Resource } from '../../api/booking-schemas.js';
import type { Answer, Booking, BookingRequest } from '../../api/booking-record-schemas.js';
import { parseIsoInstant, toUtcIso } from '../../core/zone.js';
import type { LookupOutcome } from '../../core/failure.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';

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
      /** Recovered after a lost answer (found by the lookup, or answered to the same request sent again). */
      recovered: boolean;
    }
  | { ok: false; error: unknown; lookup: LookupOutcome };

/** The longest `Retry-After` a refused booking waits out by itself (seconds); a longer one is reported. */
export const MAX_BOOKING_RETRY_AFTER_S = 30;

/** How the submitter waits out a 429 (the seconds left go to `submit`'s `onWait`). */
export interface SubmitterOptions {
  /** Resolves after `ms` (tests pass a fake). */
  sleep?(ms: number): Promise<void>;
  /** A new `Idempotency-Key` (tests pass a counter). */
  newKey?(): string;
}

/** A request and, behind a proxy, the `Idempotency-Key` it is sent with. */
interface Attempt {
  request: BookingRequest;
  key: string | undefined;
}

/**
 * A key-adding proxy's "this key's request is still being processed": 409 `conflict` with `Retry-After`
 * (a refusal of the service itself carries none).
 */
const stillInFlight = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.code === 'conflict' &&
  error.retryAfterSeconds !== undefined;

/** Whether a failed attempt may have booked: its answer was lost, or (with a key) the proxy still works on it. */
const outcomeUnknown = (error: unknown, attempt: Attempt) =>
  mayHaveBooked(error) || (attempt.key !== undefined && stillInFlight(error));

/**
 * Creates bookings so that each intent books at most once, whatever the network does. Keep one per
 * widget: it remembers a request whose outcome is unknown until it is settled.
 *
 * How a lost answer is settled depends on where the widget sends it:
 * - behind a key-adding proxy (`client.proxied`: no `api-key`), every `POST /bookings` carries an
 *   `Idempotency-Key`, one per intent: the same request sent again carries the same key, a changed request a new
 *   one. A lost answer is settled by sending the same request with the same key again: the proxy answers it with
 *   the booking it made (or makes it now, once); while the first is still in flight it answers 409 with
 *   `Retry-After`, waited out within the client's timeout. No e-mail lookup: the proxy doesn't offer one.
 * - talking to the service directly (or the demo), the booking is looked up by e-mail
 *   (`GET /bookings?email&resource_id&start`), as no custom header may be sent there.
 * When that fails too the request stays "unresolved" and the next submit settles it first.
 *
 * A 429 on `POST /bookings` means the service refused the request before storing anything (spec §7): the
 * submitter waits the `Retry-After` seconds (at most MAX_BOOKING_RETRY_AFTER_S), telling `onWait` each whole
 * second left so the person reads "trying again in N s", and sends the same request (same key) once more. A second
 * 429 is reported like any other failure. It keeps this countdown of its own because it owns the retry:
 * BusyCountdown (busy-countdown.ts) only shows the seconds until the API client retries a read, and the client
 * never retries a booking.
 */
export class SafeBookingSubmitter {
  #unresolved: Attempt | undefined;
  /** The key of the last intent sent behind a proxy, with its request as text (same request → same key). */
  #intent: { body: string; key: string } | undefined;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #newKey: () => string;

  constructor(options: SubmitterOptions = {}) {
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.#newKey = options.newKey ?? newIdempotencyKey;
  }

  /** A request whose answer was lost and never settled (the next submit settles it first). */
  get unresolved(): BookingRequest | undefined {
    return this.#unresolved?.request;
  }

  async submit(
    client: ClientCore,
    request: BookingRequest,
    onWait?: (secondsLeft: number) => void,
  ): Promise<SubmitResult> {
    const previous = this.#unresolved;
    if (previous) {
      // The last answer was lost and never settled: did it book? (Settled whatever was changed, since the
      // earlier request may hold the person's booking.)
      const found = await this.#settle(client, previous, onWait);
      if (found.booking) {
        this.#unresolved = this.#intent = undefined;
        return { ok: true, booking: found.booking, recovered: true };
      }
      if (!found.answered) return { ok: false, error: found.error, lookup: 'unknown' };
      // Settled: nothing was booked then; go on with this request (a new intent).
      this.#unresolved = this.#intent = undefined;
    }
    const attempt: Attempt = { request, key: client.proxied ? this.#keyFor(request) : undefined };
    try {
      const booking = await this.#create(client, attempt, onWait);
      this.#intent = undefined;
      return { ok: true, booking, recovered: false };
    } catch (error) {
      if (!outcomeUnknown(error, attempt)) {
        // A definite answer: this intent is over (the request sent again is a new one).
        this.#intent = undefined;
        return { ok: false, error, lookup: 'not-needed' };
      }
      const found = await this.#settle(client, attempt, onWait);
      if (found.answered) this.#intent = undefined;
      if (found.booking) return { ok: true, booking: found.booking, recovered: true };
      // Behind a proxy, what the request sent again was answered (e.g. the time taken meanwhile) is the outcome.
      if (found.answered) return { ok: false, error: found.error ?? error, lookup: 'not-booked' };
      this.#unresolved = attempt;
      return { ok: false, error, lookup: 'unknown' };
    }
  }

  /** The key of `request`'s intent: the last one's when the request is the same, else a new one. */
  #keyFor(request: BookingRequest): string {
    const body = JSON.stringify(request);
    if (this.#intent?.body !== body) this.#intent = { body, key: this.#newKey() };
    return this.#intent.key;
  }

  /**
   * `POST /bookings`, sent once more after a 429 once its `Retry-After` has passed; behind a proxy, also after its
   * "still in flight" 409, as long as the waits stay within the client's timeout.
   */
  async #create(
    client: ClientCore,
    { request, key }: Attempt,
    onWait?: (secondsLeft: number) => void,
  ): Promise<Booking> {
    const send = () => createBooking(client, request, key ? { idempotencyKey: key } : {});
    let retried429 = false;
    let waited = 0;
    for (;;) {
      try {
        return await send();
      } catch (error) {
        const seconds = error instanceof ApiError ? (error.retryAfterSeconds ?? 0) : 0;
        if (key && stillInFlight(error) && waited + seconds * 1000 <= client.timeoutMs) {
          waited += seconds * 1000;
          await this.#sleep(seconds * 1000);
          continue;
        }
        const limited = error instanceof ApiError && error.status === 429;
        if (!limited || retried429 || seconds <= 0 || seconds > MAX_BOOKING_RETRY_AFTER_S)
          throw error;
        retried429 = true;
        // Counted down in whole seconds; the last step waits the fraction left.
        for (let left = seconds; left > 0; left -= 1) {
          onWait?.(Math.ceil(left));
          await this.#sleep(Math.min(1, left) * 1000);
        }
        onWait?.(0);
      }
    }
  }

  /**
   * Whether a request whose answer was lost booked: behind a proxy, the same request with the same key once more
   * (its answer is the booking, or a definite refusal); else the lookup by e-mail.
   */
  async #settle(
    client: ClientCore,
    attempt: Attempt,
    onWait?: (secondsLeft: number) => void,
  ): Promise<{ answered: boolean; booking?: Booking; error?: unknown }> {
    if (!attempt.key) return this.#lookup(client, attempt.request);
    try {
      return { answered: true, booking: await this.#create(client, attempt, onWait) };
    } catch (error) {
      if (!outcomeUnknown(error, attempt)) return { answered: true, error };
      // Still unknown: no answer again, or the first still in flight after the timeout (told as a timeout).
      return {
        answered: false,
        error: stillInFlight(error)
          ? new ApiError({
              status: 0,
              code: 'timeout',
              message: `POST /bookings: still being processed after ${client.timeoutMs} ms`,
              request: 'POST /bookings',
              cause: error,
            })
          : error,
      };
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
