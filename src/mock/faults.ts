/**
 * Fault switches applied per route before the request is handled, so tests can make any
 * step of the widget fail in a chosen way: offline, timeout, 500, 429, malformed JSON, a
 * schema-invalid body or a 409. `drop-response` lets the service handle the request (a booking is
 * stored) and then loses the answer, as a dropped connection after a POST would.
 */
import { errorBody, WINDOW_MS } from './routes.js';

export const FAULT_ROUTES = ['resource', 'availability', 'booking', 'bookings', '*'] as const;
export type FaultRoute = (typeof FAULT_ROUTES)[number];
export const FAULT_KINDS = [
  'offline',
  'timeout',
  '500',
  '429',
  'malformed',
  'invalid',
  '409',
  'drop-response',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  route: FaultRoute;
  kind: FaultKind;
  /** How many matching requests fail; absent: every one until `clear()`. */
  times?: number;
}

export interface Faults {
  /** Sets the fault of a route (replacing that route's previous one). */
  set(spec: FaultSpec): void;
  /** Removes every fault, or the one of a route. */
  clear(route?: FaultRoute): void;
  /** The faults in force, with the requests they still affect. */
  list(): FaultSpec[];
  /** The fault that applies to this request (consuming one of its `times`), if any. */
  take(request: Request): FaultKind | undefined;
}

/**
 * Which fault route a request belongs to: `resource` = /resources…, `availability` =
 * /availability/…, `bookings` = the list GET /bookings, `booking` = every other /bookings… call.
 */
export function routeOf(request: Request): Exclude<FaultRoute, '*'> | undefined {
  const path = new URL(request.url).pathname.replace(/^.*?\/v1(?=\/)/, '');
  if (/^\/resources(\/|$)/.test(path)) return 'resource';
  if (/^\/availability\//.test(path)) return 'availability';
  if (/^\/bookings\/?$/.test(path) && request.method === 'GET') return 'bookings';
  if (/^\/bookings(\/|$)/.test(path)) return 'booking';
  return undefined;
}

export function createFaults(): Faults {
  let active: FaultSpec[] = [];
  return {
    set(spec) {
      if (!FAULT_ROUTES.includes(spec.route))
        throw new TypeError(`Unknown fault route "${spec.route}".`);
      if (!FAULT_KINDS.includes(spec.kind))
        throw new TypeError(`Unknown fault kind "${spec.kind}".`);
      active = [...active.filter((f) => f.route !== spec.route), { ...spec }];
    },
    clear(route) {
      active = route ? active.filter((f) => f.route !== route) : [];
    },
    list() {
      return active.map((f) => ({ ...f }));
    },
    take(request) {
      const route = routeOf(request);
      if (request.method === 'OPTIONS') return undefined;
      // A route's own fault wins over the catch-all one.
      const fault =
        active.find((f) => f.route === route && route !== undefined) ??
        active.find((f) => f.route === '*');
      if (!fault) return undefined;
      if (fault.times !== undefined) {
        fault.times--;
        if (fault.times <= 0) active = active.filter((f) => f !== fault);
      }
      return fault.kind;
    },
  };
}

const json = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', ...headers },
  });

/** Bodies that parse as JSON but break the contract, per route. */
const INVALID_BODIES: Record<Exclude<FaultRoute, '*'> | 'other', unknown> = {
  resource: {
    resource_id: 'one hundred and one',
    type: 'event',
    event_type: 'one_on_one',
    name: 42,
  },
  availability: [{ date: 'next tuesday', timezone: '', capacity: 'many', slots: [{ time: 9 }] }],
  booking: { booking_id: 17, status: 'booked', start_at: 'soon' },
  bookings: [{ booking_id: null, status: 'unknown' }],
  other: { unexpected: true },
};

/**
 * Carries out a fault: a rejected promise for `offline`/`timeout` (as `fetch` would), else the
 * response the faulty service would send.
 */
export function faultResponse(
  kind: FaultKind,
  request: Request,
  now: number,
  signal?: AbortSignal | null,
): Promise<Response> {
  switch (kind) {
    case 'offline':
    case 'drop-response':
      return Promise.reject(new TypeError('Failed to fetch'));
    case 'timeout':
      return new Promise((_, reject) => {
        const abort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        if (signal?.aborted) abort();
        else signal?.addEventListener('abort', abort, { once: true });
      });
    case '500':
      return Promise.resolve(
        json(
          JSON.stringify(errorBody(500, 'internal_error', 'The service had an internal error.')),
          500,
        ),
      );
    case '429': {
      const windowEnd = (Math.floor(now / WINDOW_MS) + 1) * WINDOW_MS;
      const retryAfter = String(Math.max(1, Math.ceil((windowEnd - now) / 1000)));
      return Promise.resolve(
        json(JSON.stringify(errorBody(429, 'rate_limited', 'Rate limit exceeded.')), 429, {
          'Retry-After': retryAfter,
          'X-RateLimit-Limit': '60',
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': String(Math.ceil(windowEnd / 1000)),
        }),
      );
    }
    case 'malformed':
      return Promise.resolve(
        json('{"error": {"status": 200, "code": "ok", "message": "trunc', 200),
      );
    case 'invalid':
      return Promise.resolve(
        json(JSON.stringify(INVALID_BODIES[routeOf(request) ?? 'other']), 200),
      );
    case '409':
      return Promise.resolve(
        json(
          JSON.stringify(
            errorBody(
              409,
              'slot_unavailable',
              'This time is no longer available. Please choose another.',
            ),
          ),
          409,
        ),
      );
  }
}
