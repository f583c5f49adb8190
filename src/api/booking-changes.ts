/**
 * The operations on one booking (spec §4.3, §4): read it, move it to a new time, cancel it. Behind a key-adding
 * proxy each carries the booking's `manage_token` (`init.bookingToken`) as `Booking-Token`. `BookingApiClient`
 * loads this module on the first such call; the widget's manage screens import it and call them with its
 * `ClientCore`. Booking needs none of it (size budgets: not in the booking step).
 */
import type * as z from 'zod/mini';
import { CancelRequest, RescheduleRequest } from './booking-change-schemas.js';
import type { Booking } from './booking-record-schemas.js';
import { BookingRead } from './booking-read.js';
import { plumbing, segment, type ClientCore, type RequestOptions } from './client-core.js';

/** `GET /bookings/{id}`. */
export async function getBooking(
  client: ClientCore,
  id: string,
  init: RequestOptions = {},
): Promise<Booking> {
  return plumbing(client).call({
    method: 'GET',
    path: `/bookings/${segment(id)}`,
    expect: { kind: 'json', schema: BookingRead },
    signal: init.signal,
    proxyHeaders: { 'booking-token': init.bookingToken },
  });
}

/** `PUT /bookings/{id}`: moves the booking to a new time (keeps its id). */
export async function rescheduleBooking(
  client: ClientCore,
  id: string,
  request: z.input<typeof RescheduleRequest>,
  init: RequestOptions = {},
): Promise<Booking> {
  const p = plumbing(client);
  const path = `/bookings/${segment(id)}`;
  return p.call({
    method: 'PUT',
    path,
    body: p.check(`PUT ${path}`, RescheduleRequest, request),
    expect: { kind: 'json', schema: BookingRead },
    signal: init.signal,
    proxyHeaders: { 'booking-token': init.bookingToken },
  });
}

/** `POST /bookings/{id}/cancel {reason}`. */
export async function cancelBooking(
  client: ClientCore,
  id: string,
  request: z.input<typeof CancelRequest> = {},
  init: RequestOptions = {},
): Promise<Booking> {
  const p = plumbing(client);
  const path = `/bookings/${segment(id)}/cancel`;
  return p.call({
    method: 'POST',
    path,
    body: p.check(`POST ${path}`, CancelRequest, request),
    expect: { kind: 'json', schema: BookingRead },
    signal: init.signal,
    proxyHeaders: { 'booking-token': init.bookingToken },
  });
}
