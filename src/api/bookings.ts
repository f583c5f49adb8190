/**
 * The operations to book (spec §4.3, §4): create a booking, and list bookings (the never-book-twice lookup after
 * a lost answer). `BookingApiClient` loads this module on the first such call; the widget's booking step loads it
 * ahead and calls them with its `ClientCore`. Reading, moving and canceling a booking are in booking-changes.ts
 * (the manage screens), so neither showing slots nor booking carries them (issue 7 budgets).
 */
import * as z from 'zod/mini';
import { Booking, BookingRequest, ListBookingsQuery } from './booking-record-schemas.js';
import { plumbing, type ClientCore, type RequestOptions } from './client-core.js';

/** `POST /bookings`. Never retried: a lost answer must be resolved by looking the booking up. */
export async function createBooking(
  client: ClientCore,
  request: z.input<typeof BookingRequest>,
  init: RequestOptions = {},
): Promise<Booking> {
  const p = plumbing(client);
  return p.call({
    method: 'POST',
    path: '/bookings',
    body: p.check('POST /bookings', BookingRequest, request),
    expect: { kind: 'json', schema: Booking },
    signal: init.signal,
  });
}

/** `GET /bookings` with filters `status`, `resource_id`, `email`, `start`, `end`, `offset`, `limit`. */
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
    expect: { kind: 'json', schema: z.array(Booking) },
    signal: init.signal,
  });
}
