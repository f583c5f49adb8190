/**
 * A stub of the service (not our mock) that serves the contract fixtures as a real deployment might: records as
 * written in fixtures.ts, availability with slot times without seconds, a booking answer with fields and values
 * we did not invent, and `GET /bookings` in the `{ offset, limit, total, returned, result }` envelope. It checks
 * only what spec §4.3 says of the booking body. A `fetch` (for the client in unit tests) that the contract's
 * Playwright spec also serves over HTTP.
 */
import { DateTime } from 'luxon';
import {
  CONTRACT_RESOURCES,
  DEFAULT_STUB_TIMES,
  STUB_TIMES,
  bookingExtras,
  type ContractResource,
} from './fixtures.js';

export interface StubBooking {
  body: Record<string, unknown>;
  answer: Record<string, unknown>;
}

export interface Stub {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Every booking request the stub accepted, with its answer. */
  bookings: StubBooking[];
  /** Every path the stub was asked for, with its query. */
  requests: URL[];
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|\+00:00)$/;

/** A slot time as real services write it: minutes and the zone's offset, no seconds. */
const slotTime = (date: string, time: string, zone: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone }).toFormat("yyyy-MM-dd'T'HH:mmZZ");

export function createStub(resources: readonly ContractResource[] = CONTRACT_RESOURCES): Stub {
  const bookings: StubBooking[] = [];
  const requests: URL[] = [];
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  const taken = new Set<number>();

  function availability(resource: ContractResource, url: URL) {
    const start = url.searchParams.get('start') ?? '';
    const end = url.searchParams.get('end') ?? '';
    const duration = url.searchParams.get('duration') ?? '';
    if (!/^\d+m$/.test(duration)) return json({ message: 'duration must be <minutes>m' }, 400);
    const entries = [];
    const today = DateTime.now().setZone(resource.zone).toISODate()!;
    for (let day = DateTime.fromISO(start); day.toISODate()! <= end; day = day.plus({ days: 1 })) {
      const date = day.toISODate()!;
      const slots = (date < today ? [] : (STUB_TIMES[resource.id] ?? DEFAULT_STUB_TIMES))
        .map((time) => slotTime(date, time, resource.zone))
        .filter((time) => !taken.has(Date.parse(time)) && Date.parse(time) > Date.now())
        .map((time) => ({ time, available: 1, users: [] }));
      entries.push({ date, timezone: resource.zone, capacity: 1, slots });
    }
    return json(entries);
  }

  function book(body: Record<string, unknown>) {
    const resource = (body['resource'] as { resource_id?: unknown } | undefined)?.resource_id;
    const invitees = body['invitees'] as { name?: unknown; email?: unknown }[] | undefined;
    const start = body['start_at'];
    const end = body['end_at'];
    const problems = [
      typeof resource === 'string' && byId.has(resource) ? '' : 'resource.resource_id',
      typeof start === 'string' && ISO_UTC.test(start) ? '' : 'start_at',
      typeof end === 'string' && ISO_UTC.test(end) ? '' : 'end_at',
      Array.isArray(invitees) && invitees.length > 0 ? '' : 'invitees',
    ].filter(Boolean);
    if (problems.length > 0) return json({ message: `invalid: ${problems.join(', ')}` }, 400);
    taken.add(Date.parse(start as string));
    const answer = {
      ...bookingExtras,
      booking_id: `stub-${bookings.length + 1}`,
      start_at: start,
      end_at: end,
      invitees: invitees!.map((invitee) => ({ ...invitee, status: 'scheduled', ticket: 'X1' })),
    };
    bookings.push({ body, answer });
    return json(answer, 201);
  }

  return {
    bookings,
    requests,
    async fetch(input, init) {
      const request = new Request(input, init);
      const url = new URL(request.url);
      requests.push(url);
      const path = url.pathname.replace(/^.*?\/v1/, '');
      const [, kind, rawId] = path.split('/');
      const id = rawId === undefined ? undefined : decodeURIComponent(rawId);
      if (request.method === 'OPTIONS') {
        return new Response(null, {
          status: 204,
          headers: {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers': 'content-type, accept',
          },
        });
      }
      if (kind === 'resources' && id !== undefined) {
        const resource = byId.get(id);
        return resource ? json(resource.record) : json({ message: 'not found' }, 404);
      }
      if (kind === 'availability' && id !== undefined) {
        const resource = byId.get(id);
        return resource ? availability(resource, url) : json({ message: 'not found' }, 404);
      }
      if (kind === 'bookings' && request.method === 'POST') {
        return book((await request.json()) as Record<string, unknown>);
      }
      if (kind === 'bookings' && request.method === 'GET') {
        const result = bookings.map((booking) => booking.answer);
        return json({
          offset: 0,
          limit: 100,
          total: result.length,
          returned: result.length,
          result,
        });
      }
      return json({ message: 'not found' }, 404);
    },
  };
}
