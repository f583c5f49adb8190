/**
 * Every request the proxy forwards, parsed into typed values and rebuilt from them: the upstream URL and
 * the cache key come from the same parsed question, never from the path or query as the visitor wrote
 * them. An id is one strict segment (no `%`, no dots), so `..%2f` or an encoded slash can't travel to a
 * service or balancer that decodes before routing; a parameter named twice, or one the route doesn't
 * take, is refused (a service reading the last `start` while the cache keyed the first would let one
 * visitor poison an answer for everyone). Pure functions, no I/O.
 */
import { daysBetween, isIsoDate } from '../core/calendar.js';
import { queryDurationMinutes } from '../core/duration.js';
import type { SharedRead } from './answers.js';

/** Resource and booking ids: what the service issues (digits, ObjectIds, slugs), one plain segment. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Spec §4.2 via DESIGN §4: one availability request covers at most 62 dates. */
export const MAX_RANGE_DAYS = 62;

export type Route =
  | { kind: 'resource'; id: string }
  /** A page of events: one host's (`userId`) or one booking page's (`pageId`) resources. */
  | { kind: 'events'; userId: number }
  | { kind: 'events'; pageId: number }
  | {
      kind: 'availability';
      id: string;
      start: string;
      end: string;
      /** Absent: the resource's default, as the service decides. */
      durationMinutes?: number;
    }
  | { kind: 'book' }
  | { kind: 'booking'; id: string }
  | { kind: 'reschedule'; id: string }
  | { kind: 'cancel'; id: string };

export type Parsed =
  | { ok: true; route: Route }
  | { ok: false; status: 400 | 404; code: 'invalid_request' | 'not_found'; message: string };

const refuse = (message: string): Parsed => ({
  ok: false,
  status: 400,
  code: 'invalid_request',
  message,
});
const notForwarded = (method: string, path: string): Parsed => ({
  ok: false,
  status: 404,
  code: 'not_found',
  message: `${method} ${path} is not forwarded`,
});

/**
 * The query as names and values, each name at most once. `apiKey` (a page written for direct mode) is
 * tolerated and dropped: the proxy adds its own.
 */
export function parseQuery(
  search: string,
  allowed: readonly string[],
): { ok: true; values: Map<string, string> } | { ok: false; message: string } {
  const values = new Map<string, string>();
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return { ok: true, values };
  for (const [name, value] of new URLSearchParams(text)) {
    if (name === 'apiKey') continue;
    if (!allowed.includes(name)) {
      return {
        ok: false,
        message: allowed.length
          ? `unknown query parameter "${name.slice(0, 40)}" (this call takes ${allowed.join(', ')})`
          : `unknown query parameter "${name.slice(0, 40)}" (this call takes none)`,
      };
    }
    if (values.has(name)) return { ok: false, message: `query parameter "${name}" given twice` };
    values.set(name, value);
  }
  return { ok: true, values };
}

const idMessage = (what: string) =>
  `${what} must be 1–64 letters, digits, "_" or "-" (no "%", "/" or ".")`;

/**
 * The route a request names, with its values checked, or why it is refused: 404 for a path the widget
 * never calls (or a method it never uses there), 400 for a route the widget calls with input it never
 * sends. `path` is the pathname after the proxy's base path, still percent-encoded.
 */
export function parseRequest(method: string, path: string, search: string): Parsed {
  const segments = path.split('/').slice(1);
  const [first, id, action, ...rest] = segments;
  if (rest.length > 0) return notForwarded(method, path);
  const badId = id !== undefined && !ID_PATTERN.test(id);
  const query = (allowed: readonly string[]) => parseQuery(search, allowed);

  if (first === 'resources' && action === undefined && method === 'GET') {
    if (id === undefined) return eventsList(search);
    if (badId) return refuse(idMessage('A resource id'));
    const parsed = query([]);
    return parsed.ok ? { ok: true, route: { kind: 'resource', id } } : refuse(parsed.message);
  }
  if (first === 'availability' && id !== undefined && action === undefined && method === 'GET') {
    if (badId) return refuse(idMessage('A resource id'));
    return availability(id, search);
  }
  if (first === 'bookings' && id === undefined) {
    if (method === 'POST') {
      const parsed = query([]);
      return parsed.ok ? { ok: true, route: { kind: 'book' } } : refuse(parsed.message);
    }
    // No list of bookings, not even one e-mail's: a booking is read by its id and token (bookings.ts).
    return notForwarded(method, path);
  }
  if (first === 'bookings' && id !== undefined) {
    const kind =
      action === undefined && method === 'GET'
        ? 'booking'
        : action === undefined && method === 'PUT'
          ? 'reschedule'
          : action === 'cancel' && method === 'POST'
            ? 'cancel'
            : undefined;
    if (!kind) return notForwarded(method, path);
    if (badId) return refuse(idMessage('A booking id'));
    const parsed = query([]);
    return parsed.ok ? { ok: true, route: { kind, id } } : refuse(parsed.message);
  }
  return notForwarded(method, path);
}

/**
 * The widget's list request (api/resource-list.ts): `user_id=<n>` alone, or `filters` alone holding exactly
 * `[{"id":"page_id","operator":"eq","value":<n>}]`. No search, paging, sorting, other filters or download.
 */
function eventsList(search: string): Parsed {
  const parsed = parseQuery(search, ['user_id', 'filters']);
  if (!parsed.ok) return refuse(parsed.message);
  const { values } = parsed;
  const widgetsOnly = refuse('/resources: not a request the widget makes');
  if (values.size !== 1) return widgetsOnly;
  const user = values.get('user_id');
  if (user !== undefined) {
    return /^[1-9]\d{0,15}$/.test(user) && Number.isSafeInteger(Number(user))
      ? { ok: true, route: { kind: 'events', userId: Number(user) } }
      : widgetsOnly;
  }
  try {
    const filters: unknown = JSON.parse(values.get('filters') ?? '');
    if (!Array.isArray(filters) || filters.length !== 1) return widgetsOnly;
    const filter = filters[0] as Record<string, unknown>;
    const pageId = filter['value'];
    const exact =
      typeof filter === 'object' &&
      filter !== null &&
      Object.keys(filter).sort().join() === 'id,operator,value' &&
      filter['id'] === 'page_id' &&
      filter['operator'] === 'eq' &&
      Number.isSafeInteger(pageId) &&
      (pageId as number) > 0;
    return exact ? { ok: true, route: { kind: 'events', pageId: pageId as number } } : widgetsOnly;
  } catch {
    return widgetsOnly;
  }
}

function availability(id: string, search: string): Parsed {
  const parsed = parseQuery(search, ['start', 'end', 'duration']);
  if (!parsed.ok) return refuse(parsed.message);
  const start = parsed.values.get('start');
  const end = parsed.values.get('end');
  if (start === undefined || end === undefined) return refuse('start and end required');
  if (!isIsoDate(start) || !isIsoDate(end))
    return refuse('start and end must be dates written YYYY-MM-DD');
  if (end < start) return refuse('end must be on or after start');
  if (daysBetween(start, end) >= MAX_RANGE_DAYS)
    return refuse(`at most ${MAX_RANGE_DAYS} dates per request`);
  const rawDuration = parsed.values.get('duration');
  let durationMinutes: number | undefined;
  if (rawDuration !== undefined) {
    durationMinutes = queryDurationMinutes(rawDuration);
    if (durationMinutes === undefined || durationMinutes < 1 || durationMinutes > 7 * 1440)
      return refuse('duration must be whole minutes, hours or days such as 30m, 1h or 1d');
  }
  return {
    ok: true,
    route: {
      kind: 'availability',
      id,
      start,
      end,
      ...(durationMinutes === undefined ? {} : { durationMinutes }),
    },
  };
}

/** The service's path and query for a parsed route, from its values only (the key is added by the caller). */
export function upstreamRequest(route: Route): { path: string; query: URLSearchParams } {
  const query = new URLSearchParams();
  const at = (id: string) => encodeURIComponent(id);
  switch (route.kind) {
    case 'resource':
      return { path: `/resources/${at(route.id)}`, query };
    case 'events':
      if ('userId' in route) query.set('user_id', String(route.userId));
      else
        query.set(
          'filters',
          JSON.stringify([{ id: 'page_id', operator: 'eq', value: route.pageId }]),
        );
      return { path: '/resources', query };
    case 'availability':
      query.set('start', route.start);
      query.set('end', route.end);
      if (route.durationMinutes !== undefined) query.set('duration', `${route.durationMinutes}m`);
      return { path: `/availability/${at(route.id)}`, query };
    case 'book':
      return { path: '/bookings', query };
    case 'booking':
    case 'reschedule':
      return { path: `/bookings/${at(route.id)}`, query };
    case 'cancel':
      return { path: `/bookings/${at(route.id)}/cancel`, query };
  }
}

/** The cache key of a read: the canonical question itself (ids are opaque: `0101` and `101` differ). */
export function readKey(route: Route): string | undefined {
  switch (route.kind) {
    case 'resource':
      return `resource:${route.id}`;
    case 'availability':
      return `availability:${route.id}:${route.start}:${route.end}:${
        route.durationMinutes === undefined ? 'default' : `${route.durationMinutes}m`
      }`;
    default:
      return undefined;
  }
}

/** A read visitors may share (a resource record or a slot list), or undefined for any other route. */
export function sharedReadOf(route: Route): SharedRead | undefined {
  const key = readKey(route);
  if (key === undefined) return undefined;
  if (route.kind === 'resource') return { key, kind: 'resource', resourceId: route.id };
  if (route.kind !== 'availability') return undefined;
  return {
    key,
    kind: 'availability',
    resourceId: route.id,
    from: route.start,
    to: route.end,
    ...(route.durationMinutes === undefined ? {} : { durationMinutes: route.durationMinutes }),
  };
}
