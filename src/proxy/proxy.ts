/**
 * The same-origin proxy recipe (DESIGN §5). The service's only authentication is a key in the query
 * string, so a key on a public page is readable by anyone. Run this next to your site instead: the
 * widget's `base-url` points at it, it adds the key server-side, and it forwards only the calls the
 * widget makes — nobody can use it to search resources, read reports or delete anything (the one list it
 * forwards is a page of events: one host's or one booking page's resources).
 *
 * Every visitor of a site shares the key's limit (spec §8.1: 60, 120 or 300 calls per 10 s), so the
 * proxy also shares what visitors read: resource records and slot lists are kept for a few seconds,
 * identical reads in flight become one upstream call, an answer past its time is served while a fresh
 * one is fetched, and a booking, reschedule or cancel passing through drops the dates it touched (and
 * takes its slot out of any answer read before it). Upstream calls go through one budget for the key,
 * below the plan's limit in any 10 seconds, with a share per visitor. The answers, the budget and the
 * invalidations live in a `ProxyStore`: this process's memory by default, Redis for several instances.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  ALL_DATES,
  datesAround,
  invalidationsOf,
  withoutTaken,
  type CachedAnswer,
  type Invalidation,
  type SharedRead,
  type TakenSlot,
} from './answers.js';
import { memoryStore, type ProxyStore } from './store.js';
import { parseRequest, sharedReadOf, upstreamRequest } from './canonical.js';
import {
  answerHeaders,
  errorBody,
  errorResponse as jsonError,
  isJsonType,
  limitedText,
  refuseWrite,
} from './edges.js';

export interface BookingProxyOptions {
  /** The service's base address, including `/v1`. */
  upstream: string;
  /** The account's API key; it never reaches the browser. */
  apiKey: string;
  /** Where the proxy is mounted on your site, e.g. `/booking-api/v1` (default `/v1`). */
  basePath?: string;
  /** Origins allowed to call the proxy cross-origin; same-origin pages need none. */
  allowOrigins?: readonly string[];
  /** Largest request body forwarded, in bytes (default 2 MB: a booking with a 1 MB file answer). */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
  /** The key's plan: calls per 10 seconds (spec §8.1: 60, 120 or 300). Default 60. */
  rateLimit?: number;
  /** Shared answers, budget and invalidations. Default: this process's memory. */
  store?: ProxyStore;
  /** How long a slot list is fresh, in ms. Default 5 000. */
  availabilityTtlMs?: number;
  /** How long a resource record is fresh, in ms. Default 60 000. */
  resourceTtlMs?: number;
  /** How long past fresh an answer is still served at once while a new one is fetched. Default 30 000. */
  staleWhileRevalidateMs?: number;
  /** How long an answer is kept for when the service is down or the budget spent. Default 300 000. */
  staleIfErrorMs?: number;
  /** How long a read with nothing cached waits for the budget before a 429. Default 3 000. */
  readWaitMs?: number;
  /** How long a write waits for the budget before a 429 (nothing sent). Default 5 000. */
  writeWaitMs?: number;
  /** A read the service has not answered by then counts as failed. Default 10 000. */
  upstreamTimeoutMs?: number;
  /** Upstream calls one visitor may cause per 10 seconds (cached answers cost none). Default 10. */
  visitorShare?: number;
  /** The visitor's address (the key of its share); behind a load balancer, its forwarded address. */
  clientIp?: (c: Context) => string | undefined;
  /** Clock difference allowed between instances, in ms: an answer fetched that soon after a booking
   * elsewhere is still treated as older than it. Default 0 (one machine, one clock). */
  clockSkewMs?: number;
  /** Where the proxy reports what an operator should know. Default `console.warn`. */
  log?: (message: string) => void;
  now?: () => number;
}

/** The proxy: a Hono app, plus `idle()` (resolves once no upstream call is in flight). */
export type BookingProxy = Hono & { idle(): Promise<void> };

/**
 * Response headers passed back. Not `X-RateLimit-*`: they count the whole site's calls on the key,
 * which the proxy budgets; a widget reading them would pause for everyone else's traffic.
 */
const FORWARDED_HEADERS = ['retry-after'];

/** The budget's key in the limiters: one per store namespace, i.e. one per API key. */
const BUDGET_KEY = 'key';
const WINDOW_MS = 10_000;

type Outcome =
  | { kind: 'answer'; answer: CachedAnswer; retryAfter: string | null }
  | { kind: 'busy'; retryMs: number }
  | { kind: 'over-share'; retryMs: number }
  | { kind: 'unreachable' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls per budget slice that keep any 10-second span within `limit`: a span meets at most
 * 10 s / slice + 1 slices, so each slice gets `limit` divided by that many.
 */
export function budgetPerSlice(limit: number, sliceMs = 1000): number {
  return Math.max(1, Math.floor((limit * sliceMs) / (WINDOW_MS + sliceMs)));
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** What a successful write changed, read from the booking it answers with. */
export function invalidationsForWrite(
  method: string,
  path: string,
  answer: string,
  now: number,
): Omit<Invalidation, 'id'>[] {
  let booking: Record<string, unknown>;
  try {
    booking = asRecord(JSON.parse(answer));
  } catch {
    return [{ at: now, ...ALL_DATES }];
  }
  const start = Date.parse(String(booking['start_at']));
  const end = Date.parse(String(booking['end_at']));
  if (Number.isNaN(start) || Number.isNaN(end)) return [{ at: now, ...ALL_DATES }];
  const rawResource = asRecord(booking['resource'])['resource_id'];
  const resourceId =
    typeof rawResource === 'string' || typeof rawResource === 'number'
      ? String(rawResource)
      : undefined;
  const isCancel = method === 'POST' && path.endsWith('/cancel');
  const hostId = asNumber(asRecord(booking['host'])['user_id']);
  const taken: TakenSlot = {
    start,
    end,
    ...(resourceId === undefined ? {} : { resourceId }),
    ...(hostId === undefined ? {} : { hostId }),
  };
  const changes: Omit<Invalidation, 'id'>[] = [
    { at: now, ...datesAround(start, end), ...(isCancel ? {} : { taken }) },
  ];
  const movedFrom = Date.parse(String(asRecord(booking['reschedule'])['rescheduled_from']));
  if (method === 'PUT' && !Number.isNaN(movedFrom)) {
    changes.push({ at: now, ...datesAround(movedFrom, movedFrom + (end - start)) });
  }
  return changes;
}

export function createBookingProxy(options: BookingProxyOptions): BookingProxy {
  const basePath = (options.basePath ?? '/v1').replace(/\/$/, '');
  const upstream = options.upstream.replace(/\/$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const send = options.fetch ?? fetch;
  const clock = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.warn(message));
  const store = options.store ?? memoryStore({ now: clock });
  const availabilityTtlMs = options.availabilityTtlMs ?? 5000;
  const resourceTtlMs = options.resourceTtlMs ?? 60_000;
  const swrMs = options.staleWhileRevalidateMs ?? 30_000;
  const staleIfErrorMs = options.staleIfErrorMs ?? 300_000;
  const readWaitMs = options.readWaitMs ?? 3000;
  const writeWaitMs = options.writeWaitMs ?? 5000;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? 10_000;
  const skewMs = options.clockSkewMs ?? 0;

  // Writes may use the whole slice; reads leave a fifth of it (at least one call) to them.
  const perSlice = budgetPerSlice(options.rateLimit ?? 60);
  const allCalls = store.limiter({ name: 'upstream', points: perSlice, durationSeconds: 1 });
  const readCalls = store.limiter({
    name: 'upstream-reads',
    points: Math.max(1, perSlice - Math.max(1, Math.round(perSlice / 5))),
    durationSeconds: 1,
  });
  const visitorCalls = store.limiter({
    name: 'visitor',
    points: options.visitorShare ?? 10,
    durationSeconds: WINDOW_MS / 1000,
  });

  const flights = new Map<string, Promise<Outcome>>();
  const running = new Set<Promise<unknown>>();
  /** Until when a read that need not wait is not even tried (the budget is known to be spent). */
  let readsSpentUntil = 0;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  };

  /** 0 once a call may be sent, else how long until the budget has room again (ms). */
  async function acquire(kind: 'read' | 'write', waitMs: number): Promise<number> {
    const deadline = clock() + waitMs;
    if (kind === 'read' && waitMs === 0 && clock() < readsSpentUntil)
      return readsSpentUntil - clock();
    for (;;) {
      try {
        if (kind === 'read') await readCalls.consume(BUDGET_KEY);
        await allCalls.consume(BUDGET_KEY);
        return 0;
      } catch (error) {
        const retryMs = error instanceof RateLimiterRes ? Math.max(1, error.msBeforeNext) : 1000;
        if (kind === 'read') readsSpentUntil = clock() + retryMs;
        if (clock() + retryMs > deadline) return retryMs;
        await sleep(retryMs);
      }
    }
  }

  /** 0 when the visitor may cause one more upstream call, else how long until it may (ms). */
  async function visitorShare(ip: string): Promise<number> {
    try {
      await visitorCalls.consume(ip);
      return 0;
    } catch (error) {
      return error instanceof RateLimiterRes ? Math.max(1, error.msBeforeNext) : 0;
    }
  }

  async function callUpstream(url: string, read: SharedRead, ip: string | undefined) {
    if (ip !== undefined) {
      const wait = await visitorShare(ip);
      if (wait > 0) return { kind: 'over-share', retryMs: wait } satisfies Outcome;
    }
    const wait = await acquire('read', ip === undefined ? 0 : readWaitMs);
    if (wait > 0) return { kind: 'busy', retryMs: wait } satisfies Outcome;
    const fetchedAt = clock();
    let response: Response;
    let body: string;
    try {
      response = await send(url, { signal: AbortSignal.timeout(upstreamTimeoutMs) });
      body = await response.text();
    } catch {
      return { kind: 'unreachable' } satisfies Outcome;
    }
    const answer: CachedAnswer = isJsonType(response.headers.get('content-type'))
      ? { status: response.status, body, contentType: 'application/json', fetchedAt }
      : { ...notJson(), fetchedAt };
    if (response.status === 200) {
      const ttl = read.kind === 'resource' ? resourceTtlMs : availabilityTtlMs;
      await store.set(read.key, answer, ttl + Math.max(swrMs, staleIfErrorMs));
    }
    return {
      kind: 'answer',
      answer,
      retryAfter: response.headers.get('retry-after'),
    } satisfies Outcome;
  }

  /**
   * One upstream call for `read`, shared by every request asking the same while it is in flight.
   * `ip` is charged for it (the visitor's share); none for a refresh in the background.
   */
  async function fetchShared(
    url: string,
    read: SharedRead,
    ip: string | undefined,
  ): Promise<Outcome> {
    const flying = flights.get(read.key);
    if (flying) {
      const outcome = await flying;
      // The visitor who started it had no share left; that says nothing about this one.
      return outcome.kind === 'over-share' && ip !== undefined
        ? fetchShared(url, read, ip)
        : outcome;
    }
    const flight = track(callUpstream(url, read, ip)).finally(() => flights.delete(read.key));
    flights.set(read.key, flight);
    return flight;
  }

  /**
   * Each answer's body as sent, with the slots taken since it was read taken out, and gzipped for the
   * visitors who accept it (a month of 15-minute slots is ~300 KB of JSON, ~15 KB gzipped): computed
   * once per answer and set of bookings, not per visitor.
   */
  interface Sent {
    signature: string;
    plain: Uint8Array<ArrayBuffer>;
    gzip?: Promise<Uint8Array<ArrayBuffer>>;
  }
  const sent = new WeakMap<CachedAnswer, Sent>();
  const encoder = new TextEncoder();

  function bodyOf(read: SharedRead, answer: CachedAnswer): Sent {
    const taken = invalidationsOf(read, answer, store.recent(), skewMs).filter((c) => c.taken);
    const signature = taken.map((change) => change.id).join(',');
    const known = sent.get(answer);
    if (known && known.signature === signature) return known;
    const body =
      answer.status === 200 && taken.length > 0
        ? withoutTaken(
            answer.body,
            read,
            taken.map((change) => change.taken!),
          )
        : answer.body;
    const fresh: Sent = { signature, plain: encoder.encode(body) };
    sent.set(answer, fresh);
    return fresh;
  }

  async function serve(
    c: Context,
    read: SharedRead,
    answer: CachedAnswer,
    state: string,
    cors: Record<string, string>,
  ): Promise<Response> {
    const body = bodyOf(read, answer);
    const headers: Record<string, string> = {
      ...cors,
      'content-type': answer.contentType,
      age: String(Math.max(0, Math.floor((clock() - answer.fetchedAt) / 1000))),
      'x-cache': state,
      vary: cors['vary'] ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
    };
    const acceptsGzip = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
    if (acceptsGzip && body.plain.byteLength > 1024) {
      body.gzip ??= gzip(body.plain);
      headers['content-encoding'] = 'gzip';
      return c.body(await body.gzip, answer.status as 200, headers);
    }
    return c.body(body.plain, answer.status as 200, headers);
  }

  function busy(c: Context, retryMs: number, cors: Record<string, string>, message: string) {
    const seconds = Math.max(1, Math.ceil(retryMs / 1000));
    return errorResponse(c, 429, 'rate_limited', `${message} Try again in ${seconds} s.`, {
      ...cors,
      'retry-after': String(seconds),
    });
  }

  async function sharedGet(
    c: Context,
    read: SharedRead,
    url: string,
    ip: string,
    cors: Record<string, string>,
  ): Promise<Response> {
    const cached = await store.get(read.key);
    if (cached) {
      const age = clock() - cached.fetchedAt;
      const ttl = read.kind === 'resource' ? resourceTtlMs : availabilityTtlMs;
      const outdated = invalidationsOf(read, cached, store.recent(), skewMs).length > 0;
      if (!outdated && age < ttl) return serve(c, read, cached, 'hit', cors);
      if (age < ttl + swrMs) {
        void fetchShared(url, read, undefined);
        return serve(c, read, cached, 'stale', cors);
      }
    }
    const outcome = await fetchShared(url, read, ip);
    // The answer may come from a call sent before a booking made elsewhere while it was in flight.
    await store.sync();
    if (outcome.kind === 'answer') {
      const status = outcome.answer.status;
      // The service failing or over its limit: an older answer serves the visitor better.
      if (cached && (status >= 500 || status === 429)) return serve(c, read, cached, 'stale', cors);
      const response = await serve(c, read, outcome.answer, 'miss', cors);
      if (outcome.retryAfter !== null) response.headers.set('retry-after', outcome.retryAfter);
      return response;
    }
    if (cached) return serve(c, read, cached, 'stale', cors);
    if (outcome.kind === 'unreachable') {
      return errorResponse(c, 502, 'bad_gateway', 'The booking service could not be reached', cors);
    }
    return busy(c, outcome.retryMs, cors, 'Many visitors are booking right now.');
  }

  async function publish(changes: Omit<Invalidation, 'id'>[]) {
    for (const change of changes) {
      try {
        await store.publish({ id: crypto.randomUUID(), ...change });
      } catch (error) {
        log(`booking proxy: could not share an invalidation (${String(error)})`);
      }
    }
  }

  const app = new Hono();
  app.use(`${basePath}/*`, answerHeaders(basePath));

  app.all(`${basePath}/*`, async (c) => {
    const origin = c.req.header('origin');
    const cors: Record<string, string> = {};
    if (origin && options.allowOrigins?.includes(origin)) {
      cors['access-control-allow-origin'] = origin;
      cors['vary'] = 'Origin';
    }
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'GET, POST, PUT',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        },
      });
    }

    const url = new URL(c.req.url);
    const path = url.pathname.slice(basePath.length) || '/';
    const parsed = parseRequest(c.req.method, path, url.search);
    if (!parsed.ok) return errorResponse(c, parsed.status, parsed.code, parsed.message, cors);
    const isWrite = c.req.method === 'POST' || c.req.method === 'PUT';
    if (isWrite) {
      const refused = refuseWrite(c, options.allowOrigins ?? [], cors);
      if (refused) return refused;
    }
    // Built from the parsed values only: the path and query as sent never reach the service.
    const forward = upstreamRequest(parsed.route);
    const read = sharedReadOf(parsed.route);
    forward.query.set('apiKey', options.apiKey);
    const target = `${upstream}${forward.path}?${forward.query}`;
    const ip = options.clientIp?.(c) ?? 'unknown';

    if (read) return sharedGet(c, read, target, ip, cors);

    const shareWait = await visitorShare(ip);
    if (shareWait > 0) return busy(c, shareWait, cors, 'Too many requests from this address.');
    let body: string | undefined;
    if (isWrite) {
      // Counted as it arrives, after the visitor's share and before anything parses it.
      const limited = await limitedText(c, maxBodyBytes);
      if (!limited.ok) {
        return jsonError(413, 'payload_too_large', `body over ${maxBodyBytes} bytes`, cors);
      }
      body = limited.text;
    }
    const budgetWait = await acquire(
      isWrite ? 'write' : 'read',
      isWrite ? writeWaitMs : readWaitMs,
    );
    if (budgetWait > 0) {
      return busy(c, budgetWait, cors, 'Many visitors are booking right now; nothing was sent.');
    }

    let response: Response;
    let answer: ArrayBuffer;
    try {
      response = await track(
        send(target, {
          method: c.req.method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body,
        }),
      );
      answer = await response.arrayBuffer();
    } catch {
      return errorResponse(c, 502, 'bad_gateway', 'The booking service could not be reached', cors);
    }
    if (isWrite && response.ok) {
      await publish(
        invalidationsForWrite(
          c.req.method,
          forward.path,
          new TextDecoder().decode(answer),
          clock(),
        ),
      );
    } else if (isWrite && response.status === 409) {
      // The visitor chose a slot the service says is gone: whatever showed it is out of date.
      const start = Date.parse(String(asRecord(safeJson(body))['start_at']));
      await publish([
        { at: clock(), ...(Number.isNaN(start) ? ALL_DATES : datesAround(start, start)) },
      ]);
    }
    if (!isJsonType(response.headers.get('content-type'))) {
      const { status, body: text } = notJson();
      return new Response(text, {
        status,
        headers: { ...cors, 'content-type': 'application/json' },
      });
    }
    const headers = new Headers(cors);
    for (const name of FORWARDED_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    headers.set('content-type', 'application/json');
    return new Response(answer, { status: response.status, headers });
  });

  return Object.assign(app, {
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  });
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** What is passed on when the service (or something in front of it) answers other than JSON. */
const notJson = () => ({
  status: 502,
  body: errorBody(
    502,
    'bad_gateway',
    'The booking service answered with something other than JSON',
  ),
  contentType: 'application/json',
});

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

function errorResponse(
  c: Context,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  return c.json({ error: { status, code, message } }, status as 400, headers);
}
