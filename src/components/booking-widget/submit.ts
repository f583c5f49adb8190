/**
 * The booking submit of <booking-widget>, loaded with the booking step (issue 7: not needed to show times):
 * the spec §4.3 request body and the submit that never books twice (issue 6).
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
import type { Language, Resource } from '../../api/booking-schemas.js';
import type { Answer, Booking, BookingRequest } from '../../api/booking-record-schemas.js';
import { parseIsoInstant, toUtcIso } from '../../core/zone.js';
import type { LookupOutcome } from './errors.js';

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
  return request;
}

/** Finds the booking a lost response may have created (issue 6: never book twice). */
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

  async submit(client: ClientCore, request: BookingRequest): Promise<SubmitResult> {
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
      const booking = await createBooking(client, request);
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
