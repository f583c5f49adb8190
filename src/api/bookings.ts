/**
 * The operations to book (spec §4.3, §4): create a booking, and list bookings (the never-book-twice lookup after
 * a lost answer). `BookingApiClient` loads this module on the first such call; the widget's booking step loads it
 * ahead and calls them with its `ClientCore`. Reading, moving and canceling a booking are in booking-changes.ts
 * (the manage screens), so neither showing slots nor booking carries them (size budgets). The request is checked
 * by hand (booking-checks.ts); the schemas that read the answer (booking-read.ts, with zod) load while it is
 * sent, never before: the form and the request carry no zod.
 */
import type * as z from 'zod/mini';
import type { Booking, BookingRequest, ListBookingsQuery } from './booking-record-schemas.js';
import { isBookingRequest, isListBookingsQuery } from './booking-checks.js';
import { plumbing, type ClientCore, type Plumbing, type RequestOptions } from './client-core.js';
import { unwrapList } from './record-read.js';

/**
 * `value` as the caller wrote it when the hand-written check accepts it; else the schema, loaded then, decides and
 * words what is wrong (the hand checks may refuse more than the schemas, never less). A client made with
 * `validateRequests: false` sends it anyway.
 */
async function checked<V>(
  p: Plumbing,
  label: string,
  accepts: (value: unknown) => boolean,
  schema: (module: typeof import('./booking-record-schemas.js')) => z.ZodMiniType,
  value: V,
): Promise<V> {
  return accepts(value)
    ? value
    : p.check(label, schema(await import('./booking-record-schemas.js')), value);
}

/**
 * The schemas that read the answers, loading from now on: started as a request is sent, so its answer never waits
 * for them longer than they take to arrive. A failed load is reported by the read that needed it.
 */
function readSchemas() {
  const loading = import('./booking-read.js');
  loading.catch(() => undefined);
  return loading;
}

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
 * The answer to `POST /bookings` with what it leaves out (or `null`s) taken from the request: the resource id,
 * host, times, zone, location, invitees (each `confirmed`) and guests.
 */
export function bookingFromRequest(request: BookingRequest) {
  return (json: unknown): unknown => {
    const answer: Record<string, unknown> =
      json && typeof json === 'object' && !Array.isArray(json) ? { ...json } : {};
    const sent: Record<string, unknown> = {
      resource: { resource_id: request.resource.resource_id },
      host: request.host ?? {},
      start_at: request.start_at,
      end_at: request.end_at,
      time_zone: request.time_zone ?? 'UTC',
      location: request.location ?? null,
      invitees: request.invitees.map((invitee) => ({ ...invitee, status: answer['status'] })),
      guests: request.guests ?? [],
    };
    for (const [key, value] of Object.entries(sent)) {
      const given = answer[key];
      if (given === undefined || given === null) answer[key] = value;
      else if (key === 'resource' && typeof given === 'object') {
        // The id we booked when the answer names none.
        const resource = given as Record<string, unknown>;
        if (resource['resource_id'] === undefined || resource['resource_id'] === null)
          answer[key] = { ...resource, resource_id: request.resource.resource_id };
      }
    }
    return answer;
  };
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
  const body = await checked(
    p,
    'POST /bookings',
    isBookingRequest,
    (schemas) => schemas.BookingRequest,
    request,
  );
  const read = readSchemas();
  return p.call({
    method: 'POST',
    path: '/bookings',
    body,
    expect: {
      kind: 'json',
      schema: () => read.then((module) => module.BookingRead),
      prepare: bookingFromRequest(body as BookingRequest),
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
  const filters = await checked(
    p,
    'GET /bookings',
    isListBookingsQuery,
    (schemas) => schemas.ListBookingsQuery,
    query,
  );
  const read = readSchemas();
  return p.call({
    method: 'GET',
    path: '/bookings',
    query: filters,
    expect: {
      kind: 'json',
      schema: () => read.then((module) => module.BookingListRead),
      prepare: unwrapList,
    },
    signal: init.signal,
  });
}
