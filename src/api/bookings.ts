/**
 * The client's booking operations (spec §4.3, §4): create, list, read, reschedule and cancel bookings, with
 * their schemas. `BookingApiClient` loads this module on the first such call (the widget's booking step and
 * manage screens load it ahead), so showing slots carries none of it (issue 7 budgets); the methods work as
 * before.
 */
import * as z from 'zod/mini';
import {
  Booking,
  BookingRequest,
  CancelRequest,
  ListBookingsQuery,
  RescheduleRequest,
} from './booking-record-schemas.js';
import { segment, type Plumbing, type RequestOptions } from './client.js';

/** `POST /bookings`. Never retried: a lost answer must be resolved by looking the booking up. */
export function createBooking(
  p: Plumbing,
  request: z.input<typeof BookingRequest>,
  init: RequestOptions = {},
): Promise<Booking> {
  return p.call({
    method: 'POST',
    path: '/bookings',
    body: p.check('POST /bookings', BookingRequest, request),
    expect: { kind: 'json', schema: Booking },
    signal: init.signal,
  });
}

/** `GET /bookings` with filters `status`, `resource_id`, `email`, `start`, `end`, `offset`, `limit`. */
export function listBookings(
  p: Plumbing,
  query: ListBookingsQuery = {},
  init: RequestOptions = {},
): Promise<Booking[]> {
  return p.call({
    method: 'GET',
    path: '/bookings',
    query: p.check('GET /bookings', ListBookingsQuery, query),
    expect: { kind: 'json', schema: z.array(Booking) },
    signal: init.signal,
  });
}

/** `GET /bookings/{id}`. */
export function getBooking(p: Plumbing, id: string, init: RequestOptions = {}): Promise<Booking> {
  return p.call({
    method: 'GET',
    path: `/bookings/${segment(id)}`,
    expect: { kind: 'json', schema: Booking },
    signal: init.signal,
  });
}

/** `PUT /bookings/{id}`: moves the booking to a new time (keeps its id). */
export function rescheduleBooking(
  p: Plumbing,
  id: string,
  request: z.input<typeof RescheduleRequest>,
  init: RequestOptions = {},
): Promise<Booking> {
  const path = `/bookings/${segment(id)}`;
  return p.call({
    method: 'PUT',
    path,
    body: p.check(`PUT ${path}`, RescheduleRequest, request),
    expect: { kind: 'json', schema: Booking },
    signal: init.signal,
  });
}

/** `POST /bookings/{id}/cancel {reason}`. */
export function cancelBooking(
  p: Plumbing,
  id: string,
  request: z.input<typeof CancelRequest> = {},
  init: RequestOptions = {},
): Promise<Booking> {
  const path = `/bookings/${segment(id)}/cancel`;
  return p.call({
    method: 'POST',
    path,
    body: p.check(`POST ${path}`, CancelRequest, request),
    expect: { kind: 'json', schema: Booking },
    signal: init.signal,
  });
}
