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
import { LRUCache } from 'lru-cache';
import type { Context } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  ALL_DATES,
  datesAround,
  invalidationsOf,
  withoutTaken,
  NO_GAP,
  type BreakGap,
  type CachedAnswer,
  type Invalidation,
  type SharedRead,
  type TakenSlot,
} from './answers.js';
import { memoryStore, type ProxyStore } from './store.js';
import { parseRequest, sharedReadOf, upstreamRequest, type Route } from './canonical.js';
import { ReadQueue, type Ticket } from './read-queue.js';
import { forwardedClient, shareKey } from './client-ip.js';
import {
  canonicalMonths,
  entriesBetween,
  resourceRules,
  windowOf,
  type ResourceRules,
} from './ranges.js';
import {
  answerHeaders,
  errorBody,
  errorResponse as jsonError,
  isJsonType,
  limitedText,
  refuseWrite,
} from './edges.js';
import { createBookingRules, isReply, listable, type Prepared, type Reply } from './bookings.js';
import { asRecord, publicResource, publicResourceText } from './records.js';
import { allowedBy, createCatalog, servable, type Narrowing } from './catalog.js';

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
  /**
   * Serve only these of the key's events (catalog.ts): resource ids, booking page ids and host user ids; a
   * resource matching any list is served. Default: every enabled, bookable event of the key.
   */
  narrow?: Narrowing;
  /** How old the catalog of the key's events gets before it is learned again. Default `resourceTtlMs`. */
  catalogRefreshMs?: number;
  /** How often an id the catalog doesn't hold may learn it again (a new event). Default 10 000. */
  catalogMissRefreshMs?: number;
  /** How long the service's 400 or 404 answer to a read is given again without asking. Default 30 000. */
  errorTtlMs?: number;
  /** How many days ahead of today a resource with an open-ended period is asked about. Default 366. */
  horizonDays?: number;
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
  /**
   * How many proxies (load balancers, CDNs) in front of this one append to `clientIpHeader`: the
   * visitor is the entry that many from the right (client-ip.ts). Default 0: the header is not read.
   */
  trustedHops?: number;
  /** The header the trusted hops write the visitor's address to. Default `x-forwarded-for`. */
  clientIpHeader?: string;
  /**
   * The visitor's address (the key of its share; IPv6 counted by its /64), when the runtime knows it
   * better than the forwarding header, e.g. the connection's address. Overrides `trustedHops`.
   */
  clientIp?: (c: Context) => string | undefined;
  /** Clock difference allowed between instances, in ms: an answer fetched that soon after a booking
   * elsewhere is still treated as older than it. Default 0 (one machine, one clock). */
  clockSkewMs?: number;
  /** The secret booking tokens are signed with, at least 32 bytes (capability.ts). Default: one generated
   * and shared through the store (Redis), else one per process with a warning. */
  tokenSecret?: string;
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
  const errorTtlMs = options.errorTtlMs ?? 30_000;
  const horizonDays = options.horizonDays ?? 366;
  const bookings = createBookingRules({
    store,
    tokenSecret: options.tokenSecret,
    log,
    now: clock,
    ...(options.narrow ? { narrowing: options.narrow } : {}),
    // The record every read of the resource shares (its passcode, guests, durations, locations).
    async resource(id, ip, renew) {
      const got = await resourceAnswer(id, ip, renew);
      if (got.kind === 'answer') return { status: got.answer.status, body: got.answer.body };
      if (got.kind === 'unreachable') return undefined;
      const seconds = Math.max(1, Math.ceil(got.retryMs / 1000));
      const message = `Many visitors are booking right now. Try again in ${seconds} s.`;
      return {
        status: 429,
        body: errorBody(429, 'rate_limited', message),
        headers: { 'retry-after': String(seconds) },
      };
    },
  });
  const clientIpHeader = options.clientIpHeader ?? 'x-forwarded-for';

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

  /** Identical reads in flight, by cache key; `ticket` is its place in the budget's queue. */
  interface Flight {
    outcome: Promise<Outcome>;
    ticket?: Ticket;
    background: boolean;
  }
  const flights = new Map<string, Flight>();
  const running = new Set<Promise<unknown>>();
  /** Until when a read that need not wait is not even tried (the budget is known to be spent). */
  let readsSpentUntil = 0;
  const takeRead = async (): Promise<number> => {
    try {
      await readCalls.consume(BUDGET_KEY);
      await allCalls.consume(BUDGET_KEY);
      return 0;
    } catch (error) {
      const retryMs = error instanceof RateLimiterRes ? Math.max(1, error.msBeforeNext) : 1000;
      readsSpentUntil = clock() + retryMs;
      return retryMs;
    }
  };
  const readQueue = new ReadQueue(takeRead, clock);

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    void promise.finally(() => running.delete(promise)).catch(() => undefined);
    return promise;
  };

  const keptMs = (ttlMs: number) => ttlMs + Math.max(swrMs, staleIfErrorMs);
  const catalog = createCatalog({
    store,
    now: clock,
    log,
    ...(options.narrow ? { narrowing: options.narrow } : {}),
    refreshMs: options.catalogRefreshMs ?? resourceTtlMs,
    missRefreshMs: options.catalogMissRefreshMs ?? 10_000,
    charge: visitorShare,
    track,
    async fetchPage(query) {
      const budget = await acquire('read', readWaitMs);
      if (budget > 0) return { kind: 'busy' };
      query.set('apiKey', options.apiKey);
      try {
        const response = await send(`${upstream}/resources?${query}`, {
          signal: AbortSignal.timeout(upstreamTimeoutMs),
        });
        const body = await response.text();
        if (!isJsonType(response.headers.get('content-type'))) {
          return { kind: 'answer', status: 502, body: '', total: null };
        }
        return {
          kind: 'answer',
          status: response.status,
          body,
          total: response.headers.get('x-total-count'),
        };
      } catch {
        return { kind: 'unreachable' };
      }
    },
    // Each event's record as the list gave it is its shared record: its reads and bookings need no call.
    async learned(records, at) {
      for (const { id, text } of records) {
        const key = sharedReadOf({ kind: 'resource', id })!.key;
        const cached = await store.get(key);
        if (cached && cached.status === 200 && cached.fetchedAt > at) continue;
        const answer = { status: 200, body: text, contentType: 'application/json', fetchedAt: at };
        await store.set(key, answer, keptMs(resourceTtlMs));
      }
    },
  });

  /**
   * 0 once a call may be sent, else how long until the budget has room again (ms). A read waiting for
   * the budget queues (`ticket`: the most-awaited question first); one that need not wait is tried once.
   */
  async function acquire(kind: 'read' | 'write', waitMs: number, ticket?: Ticket): Promise<number> {
    if (kind === 'read') {
      if (ticket) return ticket.granted;
      if (waitMs > 0) return readQueue.enqueue(clock() + waitMs).granted;
      return clock() < readsSpentUntil ? readsSpentUntil - clock() : readQueue.tryNow();
    }
    const deadline = clock() + waitMs;
    for (;;) {
      try {
        await allCalls.consume(BUDGET_KEY);
        return 0;
      } catch (error) {
        const retryMs = error instanceof RateLimiterRes ? Math.max(1, error.msBeforeNext) : 1000;
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

  const ttlOf = (read: SharedRead, answer: CachedAnswer) =>
    answer.status !== 200
      ? errorTtlMs
      : read.kind === 'resource'
        ? resourceTtlMs
        : availabilityTtlMs;

  async function callUpstream(
    url: string,
    read: SharedRead,
    ip: string,
    flight: Flight,
    prepaid: boolean,
  ) {
    const wait = prepaid ? 0 : await visitorShare(ip);
    if (wait > 0) return { kind: 'over-share', retryMs: wait } satisfies Outcome;
    if (readWaitMs > 0) flight.ticket = readQueue.enqueue(clock() + readWaitMs);
    const budget = await acquire('read', readWaitMs, flight.ticket);
    if (budget > 0) return { kind: 'busy', retryMs: budget } satisfies Outcome;
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
      await store.set(read.key, answer, keptMs(ttlOf(read, answer)));
    } else if (answer.status === 400 || answer.status === 404) {
      // A question the service refuses is refused again for a while without asking it.
      await store.set(read.key, answer, errorTtlMs);
    }
    return {
      kind: 'answer',
      answer,
      retryAfter: response.headers.get('retry-after'),
    } satisfies Outcome;
  }

  /**
   * One upstream call for `read`, shared by every request asking the same while it is in flight, and
   * charged to the share of the visitor who caused it, a refresh in the background too. A refresh
   * queues for the budget like a visitor's read, weighed by the visitors served the older answer
   * meanwhile: the answers most visitors read are refreshed first.
   */
  async function fetchShared(
    url: string,
    read: SharedRead,
    ip: string,
    background = false,
    prepaid = false,
  ): Promise<Outcome> {
    const flying = flights.get(read.key);
    if (flying) {
      flying.ticket?.join(clock() + readWaitMs);
      if (background) return flying.outcome;
      const outcome = await flying.outcome;
      // The visitor who started it had no share left, or it was a refresh that found no room at once:
      // that says nothing about this visitor, who may wait.
      const retry = outcome.kind === 'over-share' || (outcome.kind === 'busy' && flying.background);
      return retry ? fetchShared(url, read, ip, false, prepaid) : outcome;
    }
    const flight: Flight = { outcome: Promise.resolve({ kind: 'unreachable' }), background };
    flight.outcome = track(callUpstream(url, read, ip, flight, prepaid)).finally(() =>
      flights.delete(read.key),
    );
    flights.set(read.key, flight);
    return flight.outcome;
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
    /** The slot list's entries, parsed once when a request's dates are cut from it. */
    entries?: unknown[];
  }
  const sent = new WeakMap<CachedAnswer, Sent>();
  const encoder = new TextEncoder();

  function bodyOf(read: SharedRead, answer: CachedAnswer, gap: BreakGap = NO_GAP): Sent {
    const taken = invalidationsOf(read, answer, store.recent(), skewMs).filter((c) => c.taken);
    const signature =
      taken.map((change) => change.id).join(',') +
      (taken.length ? `~${gap.beforeMs}/${gap.afterMs}` : '');
    const known = sent.get(answer);
    if (known && known.signature === signature) return known;
    const body =
      answer.status === 200 && taken.length > 0
        ? withoutTaken(
            answer.body,
            read,
            taken.map((change) => change.taken!),
            gap,
          )
        : read.kind === 'resource' && answer.status === 200
          ? publicResourceText(answer.body)
          : answer.body;
    const fresh: Sent = { signature, plain: encoder.encode(body) };
    sent.set(answer, fresh);
    return fresh;
  }

  async function send200(
    c: Context,
    body: Sent,
    status: number,
    headers: Record<string, string>,
    cors: Record<string, string>,
  ): Promise<Response> {
    Object.assign(headers, cors, {
      'content-type': 'application/json',
      vary: cors['vary'] ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
    });
    const acceptsGzip = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
    if (acceptsGzip && body.plain.byteLength > 1024) {
      body.gzip ??= gzip(body.plain);
      headers['content-encoding'] = 'gzip';
      return c.body(await body.gzip, status as 200, headers);
    }
    return c.body(body.plain, status as 200, headers);
  }

  const ageOf = (answer: CachedAnswer) =>
    String(Math.max(0, Math.floor((clock() - answer.fetchedAt) / 1000)));

  function serve(
    c: Context,
    read: SharedRead,
    answer: CachedAnswer,
    state: string,
    cors: Record<string, string>,
  ): Promise<Response> {
    const headers = { age: ageOf(answer), 'x-cache': state };
    return send200(c, bodyOf(read, answer), answer.status, headers, cors);
  }

  function busy(c: Context, retryMs: number, cors: Record<string, string>, message: string) {
    const seconds = Math.max(1, Math.ceil(retryMs / 1000));
    return errorResponse(c, 429, 'rate_limited', `${message} Try again in ${seconds} s.`, {
      ...cors,
      'retry-after': String(seconds),
    });
  }

  type Got =
    | { kind: 'answer'; answer: CachedAnswer; state: 'hit' | 'stale' | 'miss'; retryAfter?: string }
    | { kind: 'busy'; retryMs: number }
    | { kind: 'unreachable' };

  /**
   * A shared read's answer: cached, served stale while one call refreshes it, or fetched. `renewed`: the
   * catalog's next list renews it, so a stale answer starts no call of its own. `prepaid`: the visitor's
   * share already paid for the request this read serves.
   */
  async function sharedAnswer(
    read: SharedRead,
    url: string,
    ip: string,
    renewed = false,
    prepaid = false,
  ): Promise<Got> {
    const cached = await store.get(read.key);
    if (cached) {
      const age = clock() - cached.fetchedAt;
      const ttl = ttlOf(read, cached);
      const outdated = invalidationsOf(read, cached, store.recent(), skewMs).length > 0;
      if (!outdated && age < ttl) return { kind: 'answer', answer: cached, state: 'hit' };
      if (cached.status === 200 && age < ttl + swrMs) {
        if (!renewed) void fetchShared(url, read, ip, true);
        return { kind: 'answer', answer: cached, state: 'stale' };
      }
    }
    const outcome = await fetchShared(url, read, ip, false, prepaid);
    // The answer may come from a call sent before a booking made elsewhere while it was in flight.
    await store.sync();
    const usable = cached?.status === 200 ? cached : undefined;
    if (outcome.kind === 'answer') {
      const status = outcome.answer.status;
      // The service failing or over its limit: an older answer serves the visitor better.
      if (usable && (status >= 500 || status === 429))
        return { kind: 'answer', answer: usable, state: 'stale' };
      return {
        kind: 'answer',
        answer: outcome.answer,
        state: 'miss',
        ...(outcome.retryAfter === null ? {} : { retryAfter: outcome.retryAfter }),
      };
    }
    if (usable) return { kind: 'answer', answer: usable, state: 'stale' };
    return outcome.kind === 'unreachable' ? outcome : { kind: 'busy', retryMs: outcome.retryMs };
  }

  function failed(
    c: Context,
    got: Got & { kind: 'busy' | 'unreachable' },
    cors: Record<string, string>,
  ) {
    return got.kind === 'unreachable'
      ? errorResponse(c, 502, 'bad_gateway', 'The booking service could not be reached', cors)
      : busy(c, got.retryMs, cors, 'Many visitors are booking right now.');
  }

  async function sharedGet(
    c: Context,
    read: SharedRead,
    got: Got,
    cors: Record<string, string>,
  ): Promise<Response> {
    if (got.kind !== 'answer') return failed(c, got, cors);
    const response = await serve(c, read, got.answer, got.state, cors);
    if (got.retryAfter !== undefined) response.headers.set('retry-after', got.retryAfter);
    return response;
  }

  const upstreamUrl = (route: Route) => {
    const forward = upstreamRequest(route);
    forward.query.set('apiKey', options.apiKey);
    return `${upstream}${forward.path}?${forward.query}`;
  };

  /** Whether a record the service answered is one the site serves (bookable, enabled, narrowed to). */
  const servedRecord = new WeakMap<CachedAnswer, boolean>();
  function serves(id: string, answer: CachedAnswer): boolean {
    let served = servedRecord.get(answer);
    if (served === undefined) {
      let record: Record<string, unknown> = {};
      try {
        record = asRecord(JSON.parse(answer.body));
      } catch {
        // not a record: not served
      }
      const pageId = record['page_id'];
      const userId = record['user_id'];
      served =
        servable(record) &&
        allowedBy(options.narrow ?? {}, {
          id,
          pageId: typeof pageId === 'number' ? pageId : undefined,
          userId: typeof userId === 'number' ? userId : undefined,
        });
      servedRecord.set(answer, served);
    }
    return served;
  }

  const notOffered = (id: string): Got => ({
    kind: 'answer',
    answer: {
      status: 404,
      body: errorBody(404, 'not_found', `No resource with id ${id}`),
      contentType: 'application/json',
      fetchedAt: clock(),
    },
    state: 'hit',
  });

  /**
   * A resource's record, when the site serves it: an id outside the catalog is 404 without a call (and
   * one the service disables or the site narrows away, once its record says so). `renew` false: a
   * booking's check of its body, paid for by the booking's own call: a stale record (the one the visitor
   * was shown) serves without a refresh, and a record read for it costs the visitor's share nothing more
   * (at most one read per booking, shared, and only for an event the site serves).
   */
  async function resourceAnswer(id: string, ip: string, renew = true): Promise<Got> {
    const found = await catalog.lookup(id, ip, renew);
    if (found === 'unknown') return notOffered(id);
    const route: Route = { kind: 'resource', id };
    const renewed = found !== 'unlearned' || !renew;
    const url = upstreamUrl(route);
    const got = await sharedAnswer(sharedReadOf(route)!, url, ip, renewed, !renew);
    if (got.kind === 'answer' && got.answer.status === 200 && !serves(id, got.answer)) {
      return notOffered(id);
    }
    return got;
  }

  /** A page of events from the catalog, each record as the catalog renews it. */
  async function eventsGet(
    c: Context,
    route: Route & { kind: 'events' },
    ip: string,
    cors: Record<string, string>,
  ): Promise<Response | undefined> {
    const entries = await catalog.listed(
      'userId' in route ? { userId: route.userId } : { pageId: route.pageId },
      ip,
    );
    if (!entries) return undefined;
    const events: Record<string, unknown>[] = [];
    for (const entry of entries) {
      const got = await resourceAnswer(entry.id, ip);
      if (got.kind !== 'answer') return failed(c, got, cors);
      if (got.answer.status !== 200) continue;
      const record = asRecord(safeJson(got.answer.body));
      if (listable(record)) events.push(publicResource(record));
    }
    return c.json(events, 200, cors);
  }

  /** What a slot-list read is checked against: the resource's record, as the proxy shares it. */
  const rulesOf = new WeakMap<CachedAnswer, ResourceRules>();
  async function resourceRulesFor(
    c: Context,
    id: string,
    ip: string,
    cors: Record<string, string>,
  ): Promise<ResourceRules | Response> {
    const read = sharedReadOf({ kind: 'resource', id })!;
    const got = await resourceAnswer(id, ip);
    if (got.kind !== 'answer') return failed(c, got, cors);
    if (got.answer.status !== 200) return serve(c, read, got.answer, got.state, cors);
    let rules = rulesOf.get(got.answer);
    if (!rules) {
      rules = resourceRules(got.answer.body) ?? { durations: [], period: undefined, gap: NO_GAP };
      rulesOf.set(got.answer, rules);
    }
    return rules;
  }

  /** Requests' dates cut from their months, by the months' answers and bookings taken since. */
  const composed = new LRUCache<string, Sent>({ max: 256 });

  /**
   * A slot-list read: checked against its resource (a duration it offers, dates inside its window),
   * then answered from the canonical months covering its dates: never a key of its own.
   */
  async function availabilityGet(
    c: Context,
    route: Route & { kind: 'availability' },
    ip: string,
    cors: Record<string, string>,
  ): Promise<Response> {
    const rules = await resourceRulesFor(c, route.id, ip, cors);
    if (rules instanceof Response) return rules;
    const check = canonicalMonths(route.id, route, rules, windowOf(rules, clock(), horizonDays));
    if (!check.ok) return errorResponse(c, check.status, 'invalid_request', check.message, cors);
    const gots = await Promise.all(
      check.months.map((month) =>
        sharedAnswer(month, upstreamUrl({ ...route, start: month.from!, end: month.to! }), ip),
      ),
    );
    const parts: Array<{ read: SharedRead; answer: CachedAnswer; body: Sent }> = [];
    for (const [index, got] of gots.entries()) {
      const read = check.months[index]!;
      if (got.kind !== 'answer') return failed(c, got, cors);
      // The service refusing the question: its answer, as it gave it.
      if (got.answer.status !== 200) return serve(c, read, got.answer, got.state, cors);
      parts.push({ read, answer: got.answer, body: bodyOf(read, got.answer, rules.gap) });
    }
    const state = gots.some((g) => g.kind === 'answer' && g.state === 'miss')
      ? 'miss'
      : gots.some((g) => g.kind === 'answer' && g.state === 'stale')
        ? 'stale'
        : 'hit';
    const oldest = parts.reduce<CachedAnswer | undefined>(
      (old, part) => (old && old.fetchedAt <= part.answer.fetchedAt ? old : part.answer),
      undefined,
    );
    const headers = { age: oldest ? ageOf(oldest) : '0', 'x-cache': state };
    const whole =
      parts.length === 1 && parts[0]!.read.from === route.start && parts[0]!.read.to === route.end;
    if (whole) return send200(c, parts[0]!.body, 200, headers, cors);
    const key = [
      route.start,
      route.end,
      ...parts.map((p) => `${p.read.key}@${p.answer.fetchedAt}#${p.body.signature}`),
    ].join('|');
    let body = composed.get(key);
    if (!body) {
      const lists = parts.map((part) => {
        part.body.entries ??= parseList(new TextDecoder().decode(part.body.plain));
        return part.body.entries;
      });
      const text = JSON.stringify(entriesBetween(lists, route.start, route.end));
      body = { signature: '', plain: encoder.encode(text) };
      composed.set(key, body);
    }
    return send200(c, body, 200, headers, cors);
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
          'access-control-allow-headers':
            'content-type, idempotency-key, booking-token, booking-passcode',
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
    const target = upstreamUrl(parsed.route);
    const ip = shareKey(
      options.clientIp?.(c) ??
        forwardedClient(c.req.header(clientIpHeader), options.trustedHops ?? 0) ??
        'unknown',
    );
    const header = (name: string) => c.req.header(name);
    // A booking's token, before anything is spent (bookings.ts).
    const denied = await bookings.check(parsed.route, header, ip);
    if (denied) return reply(denied, cors);

    const { route } = parsed;
    if (route.kind === 'availability') return availabilityGet(c, route, ip, cors);
    if (route.kind === 'resource') {
      return sharedGet(c, sharedReadOf(route)!, await resourceAnswer(route.id, ip), cors);
    }
    if (route.kind === 'events') {
      const listed = await eventsGet(c, route, ip, cors);
      if (listed) return listed;
    }

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
    // The booking rules answer a replay themselves and rebuild the body the service gets.
    const prepared = await bookings.prepare(parsed.route, body, header, ip);
    if (isReply(prepared)) return reply(prepared, cors);
    body = prepared.body;
    const budgetWait = await acquire(
      isWrite ? 'write' : 'read',
      isWrite ? writeWaitMs : readWaitMs,
    );
    if (budgetWait > 0) {
      await prepared.abandon();
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
      await prepared.abandon();
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
      // The visitor chose a slot the service says is gone: whatever showed it is out of date. Only
      // that resource's lists: a refused booking changed nothing, so nothing of another one moved.
      const sent = asRecord(safeJson(body));
      const start = Date.parse(String(sent['start_at']));
      const resource = asRecord(sent['resource'])['resource_id'];
      const resourceId =
        typeof resource === 'string' || typeof resource === 'number' ? String(resource) : undefined;
      await publish([
        {
          at: clock(),
          ...(Number.isNaN(start) ? ALL_DATES : datesAround(start, start)),
          ...(resourceId === undefined ? {} : { resourceId }),
        },
      ]);
    }
    if (!isJsonType(response.headers.get('content-type'))) {
      await prepared.abandon();
      const { status, body: text } = notJson();
      return new Response(text, {
        status,
        headers: { ...cors, 'content-type': 'application/json' },
      });
    }
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) forwarded[name] = value;
    }
    return reply(await settle(prepared, response.status, answer), { ...cors, ...forwarded });
  });

  /**
   * The visitor's answer. A failed service (5xx) or one over its limit (429: nothing was stored, spec §7) leaves the
   * request free to be sent again with the same key; every other answer is kept for the key's retries.
   */
  async function settle(prepared: Prepared, status: number, answer: ArrayBuffer): Promise<Reply> {
    const text = new TextDecoder().decode(answer);
    if (status >= 500 || status === 429) {
      await prepared.abandon();
      return { status, body: text, headers: { 'content-type': 'application/json' } };
    }
    return prepared.finish(status, text);
  }

  function reply(answer: Reply, headers: Record<string, string>) {
    return new Response(answer.body, {
      status: answer.status,
      headers: { ...headers, ...answer.headers },
    });
  }

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

function parseList(text: string): unknown[] {
  const value = safeJson(text);
  return Array.isArray(value) ? (value as unknown[]) : [];
}

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
