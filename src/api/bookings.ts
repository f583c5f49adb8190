/**
 * The operations to book (spec §4.3, §4): create a booking, and list bookings (the never-book-twice lookup after
 * a lost answer). `BookingApiClient` loads this module on the first such call; the widget's booking step loads it
 * ahead and calls them with its `ClientCore`. Reading, moving and canceling a booking are in booking-changes.ts
 * (the manage screens), so neither showing slots nor booking carries them (size budgets).
 */
import type * as z from 'zod/mini';
import {
  BookingRequest,
  ListBookingsQuery,
  type Booking,
  type BookingRequest as BookingRequestBody,
} from './booking-record-schemas.js';
import { BookingListRead, BookingRead, bookingFromRequest } from './booking-read.js';
import { plumbing, type ClientCore, type RequestOptions } from './client-core.js';
import { unwrapList } from './record-read.js';

/**
 * A new `Idempotency-Key` (one per booking intent): a UUID, or 32 hex digits where `randomUUID` is missing (a page
 * not served over https).
 */
export function newIdempotencyKey(): string {
  return (
    crypto.randomUUID?.() ??
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
  );
}

/**
 * `POST /bookings`. Never retried: a lost answer must be resolved by sending the same request with the same
 * `Idempotency-Key` (behind a proxy) or by looking the booking up. A 2xx answer is the booking, read liberally
 * (booking-read.ts): what it leaves out is taken from the request.
 */
export async function createBooking(
  client: ClientCore,
  request: z.input<typeof BookingRequest>,
  init: RequestOptions = {},
): Promise<Booking> {
  const p = plumbing(client);
  const body = p.check('POST /bookings', BookingRequest, request);
  return p.call({
    method: 'POST',
    path: '/bookings',
    body,
    expect: {
      kind: 'json',
      schema: BookingRead,
      prepare: bookingFromRequest(body as BookingRequestBody),
    },
    signal: init.signal,
    // The draft standard's form: a quoted string.
    proxyHeaders: {
      'idempotency-key': `"${init.idempotencyKey ?? newIdempotencyKey()}"`,
      'booking-passcode': init.passcode ?? client.passcodeOf(body.resource.resource_id),
    },
  });
}

/**
 * `GET /bookings` with filters `status`, `resource_id`, `email`, `start`, `end`, `offset`, `limit`: a list, or
 * the `{ offset, limit, total, returned, result: [...] }` envelope.
 */
export async function listBookings(
  client: ClientCore,
  query: ListBookingsQuery = {},
  init: RequestOptions = {},
): Promise<Booking[]> {
  const p = plumbing(client);
  return p.call({
    method: 'GET',
    path: '/bookings',
    query: p.check('GET /bookings', ListBookingsQuery, query),
    expect: { kind: 'json', schema: BookingListRead, prepare: unwrapList },
    signal: init.signal,
  });
}
