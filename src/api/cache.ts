/**
 * Availability cache (spec §8.1): slot lists per (resource, date, duration) for `ttlSeconds`.
 * A range that is partly cached requests only its missing dates (contiguous gaps, at most 62 days per
 * request); a date already being fetched is never requested twice; creating, rescheduling or
 * canceling a booking drops the resource's entries. Dates are `YYYY-MM-DD` in the resource's zone.
 */
import { isoDateMs } from '../core/calendar.js';
import { ApiError, abortedError } from './errors.js';
import type { BookingApiClient, RequestOptions, ResourceId } from './client.js';
import type { AvailabilityEntry } from './booking-schemas.js';

export interface AvailabilityCacheOptions {
  client: Pick<BookingApiClient, 'getAvailability'>;
  /** How long a day's slots are reused. Default 60; 0 disables caching (in-flight sharing stays). */
  ttlSeconds?: number;
  /** Clock, injectable for tests. */
  now?: () => number;
  /** Most days one request covers (DESIGN §4: 62). */
  maxDaysPerRequest?: number;
}

/** What the cache has done, for the benchmark and for debugging. */
export interface AvailabilityCacheStats {
  /** Availability requests sent. */
  requests: number;
  /** Dates answered from fresh entries. */
  hits: number;
  /** Dates answered by joining a request already in flight. */
  shared: number;
}

interface Stored {
  entry: AvailabilityEntry;
  expiresAt: number;
}

interface Flight {
  readonly key: string;
  readonly controller: AbortController;
  readonly dates: readonly string[];
  promise: Promise<Map<string, AvailabilityEntry>>;
  waiters: number;
  settled: boolean;
}

const DAY_MS = 86_400_000;

/** Every date from `start` to `end`, inclusive; undefined when either is not a real date or end < start. */
export function datesInRange(start: string, end: string): string[] | undefined {
  const first = isoDateMs(start);
  const last = isoDateMs(end);
  // NaN (not a real date) compares false.
  if (!(first <= last)) return undefined;
  const dates: string[] = [];
  for (let ms = first; ms <= last; ms += DAY_MS)
    dates.push(new Date(ms).toISOString().slice(0, 10));
  return dates;
}

/** Splits sorted dates into runs of consecutive days, each at most `maxDays` long. */
function contiguousRuns(dates: readonly string[], maxDays: number): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let previous = Number.NaN;
  for (const date of dates) {
    const day = isoDateMs(date) / DAY_MS;
    if (run.length === 0 || day !== previous + 1 || run.length >= maxDays) {
      if (run.length > 0) runs.push(run);
      run = [];
    }
    run.push(date);
    previous = day;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

const emptyDay = (date: string, timezone: string): AvailabilityEntry => ({
  date,
  timezone,
  capacity: 0,
  slots: [],
});

export class AvailabilityCache {
  readonly ttlSeconds: number;
  readonly stats: AvailabilityCacheStats = { requests: 0, hits: 0, shared: 0 };
  readonly #client: Pick<BookingApiClient, 'getAvailability'>;
  readonly #now: () => number;
  readonly #maxDays: number;
  /** (resource, duration) -> date -> entry */
  readonly #entries = new Map<string, Map<string, Stored>>();
  /** (resource, duration) -> date -> the request fetching it */
  readonly #inflight = new Map<string, Map<string, Flight>>();
  /** Bumped by `invalidate`: answers of requests started before it are not stored. */
  readonly #generations = new Map<string, number>();
  /** Last zone seen per resource, for days the service left out of an answer. */
  readonly #zones = new Map<string, string>();

  constructor({ client, ttlSeconds = 60, now, maxDaysPerRequest = 62 }: AvailabilityCacheOptions) {
    this.#client = client;
    this.ttlSeconds = ttlSeconds;
    this.#now = now ?? (() => Date.now());
    this.#maxDays = Math.max(1, maxDaysPerRequest);
  }

  /**
   * One entry per date from `start` to `end` (inclusive), from the cache where fresh, else from the
   * service. Aborting `signal` rejects this call only; requests shared with other callers go on.
   */
  async getRange(
    resourceId: ResourceId,
    duration: string | undefined,
    start: string,
    end: string,
    { signal }: RequestOptions = {},
  ): Promise<AvailabilityEntry[]> {
    const dates = datesInRange(start, end);
    if (!dates) {
      throw new ApiError({
        status: 0,
        code: 'invalid_request',
        message: `Invalid availability range ${start} – ${end}: dates must be YYYY-MM-DD, start ≤ end`,
        details: [{ path: 'start', message: 'must be a date on or before end' }],
      });
    }
    if (signal?.aborted) throw abortedError('GET /availability', signal.reason);

    const id = String(resourceId);
    const key = this.#key(id, duration);
    const now = this.#now();
    const found = new Map<string, AvailabilityEntry>();
    const flights = new Set<Flight>();
    const missing: string[] = [];
    const inflight = this.#inflight.get(key);
    for (const date of dates) {
      const cached = this.#fresh(key, date, now);
      if (cached) {
        found.set(date, cached);
        this.stats.hits += 1;
        continue;
      }
      const flight = inflight?.get(date);
      if (flight) {
        flights.add(flight);
        this.stats.shared += 1;
        continue;
      }
      missing.push(date);
    }
    for (const run of contiguousRuns(missing, this.#maxDays)) {
      flights.add(this.#launch(id, duration, run));
    }

    if (flights.size > 0) {
      const answers = await this.#join([...flights], signal);
      for (const answer of answers) {
        for (const [date, entry] of answer) if (!found.has(date)) found.set(date, entry);
      }
    }
    const zone = this.#zones.get(id) ?? 'UTC';
    return dates.map((date) => found.get(date) ?? emptyDay(date, zone));
  }

  /** The range at once when every date is cached and fresh (for an instant re-render), else undefined. */
  peekRange(
    resourceId: ResourceId,
    duration: string | undefined,
    start: string,
    end: string,
  ): AvailabilityEntry[] | undefined {
    const dates = datesInRange(start, end);
    if (!dates) return undefined;
    const key = this.#key(String(resourceId), duration);
    const now = this.#now();
    const entries: AvailabilityEntry[] = [];
    for (const date of dates) {
      const cached = this.#fresh(key, date, now);
      if (!cached) return undefined;
      entries.push(cached);
    }
    return entries;
  }

  /** Warms the cache for a range (e.g. next month when idle); never rejects. */
  prefetch(
    resourceId: ResourceId,
    duration: string | undefined,
    start: string,
    end: string,
    options: RequestOptions = {},
  ): Promise<void> {
    return this.getRange(resourceId, duration, start, end, options).then(
      () => undefined,
      () => undefined,
    );
  }

  /**
   * Drops every entry of a resource (all durations), after a booking was created, rescheduled or
   * canceled. Requests in flight still answer their callers but are no longer shared or stored.
   */
  invalidate(resourceId: ResourceId): void {
    const id = String(resourceId);
    this.#generations.set(id, (this.#generations.get(id) ?? 0) + 1);
    const prefix = `${id}\u0000`;
    for (const key of [...this.#entries.keys()])
      if (key.startsWith(prefix)) this.#entries.delete(key);
    for (const key of [...this.#inflight.keys()])
      if (key.startsWith(prefix)) this.#inflight.delete(key);
  }

  /** Drops everything. */
  clear(): void {
    for (const id of new Set([...this.#entries.keys(), ...this.#inflight.keys()])) {
      this.invalidate(id.slice(0, id.indexOf('\u0000')));
    }
  }

  #key(id: string, duration: string | undefined): string {
    return `${id}\u0000${duration ?? ''}`;
  }

  #fresh(key: string, date: string, now: number): AvailabilityEntry | undefined {
    const dates = this.#entries.get(key);
    const stored = dates?.get(date);
    if (!stored) return undefined;
    if (stored.expiresAt > now) return stored.entry;
    dates!.delete(date);
    return undefined;
  }

  #launch(id: string, duration: string | undefined, dates: string[]): Flight {
    const key = this.#key(id, duration);
    const generation = this.#generations.get(id) ?? 0;
    const wanted = new Set(dates);
    const controller = new AbortController();
    const flight: Flight = {
      key,
      controller,
      dates,
      promise: Promise.resolve(new Map()),
      waiters: 0,
      settled: false,
    };
    this.stats.requests += 1;
    const params = {
      start: dates[0]!,
      end: dates[dates.length - 1]!,
      ...(duration === undefined ? {} : { duration }),
    };
    flight.promise = Promise.resolve()
      .then(() => this.#client.getAvailability(id, params, { signal: controller.signal }))
      .then((entries) => {
        const answer = new Map<string, AvailabilityEntry>();
        for (const entry of entries) if (wanted.has(entry.date)) answer.set(entry.date, entry);
        const zone = entries.find((entry) => entry.timezone)?.timezone;
        if (zone) this.#zones.set(id, zone);
        const fallbackZone = zone ?? this.#zones.get(id) ?? 'UTC';
        for (const date of dates)
          if (!answer.has(date)) answer.set(date, emptyDay(date, fallbackZone));
        if ((this.#generations.get(id) ?? 0) === generation) this.#store(key, answer);
        return answer;
      })
      .finally(() => {
        flight.settled = true;
        this.#forget(key, flight);
      });
    // Nobody may be waiting when every caller aborted: the rejection is expected then.
    flight.promise.catch(() => undefined);

    let inflight = this.#inflight.get(key);
    if (!inflight) {
      inflight = new Map();
      this.#inflight.set(key, inflight);
    }
    for (const date of dates) inflight.set(date, flight);
    return flight;
  }

  #store(key: string, answer: Map<string, AvailabilityEntry>): void {
    if (this.ttlSeconds <= 0) return;
    const now = this.#now();
    const expiresAt = now + this.ttlSeconds * 1000;
    let dates = this.#entries.get(key);
    if (!dates) {
      dates = new Map();
      this.#entries.set(key, dates);
    }
    for (const [date, stored] of dates) if (stored.expiresAt <= now) dates.delete(date);
    for (const [date, entry] of answer) dates.set(date, { entry, expiresAt });
  }

  #forget(key: string, flight: Flight): void {
    const inflight = this.#inflight.get(key);
    if (!inflight) return;
    for (const date of flight.dates) if (inflight.get(date) === flight) inflight.delete(date);
    if (inflight.size === 0) this.#inflight.delete(key);
  }

  /** Waits for flights on behalf of one caller; a flight nobody waits for any more is aborted. */
  #join(
    flights: Flight[],
    signal: AbortSignal | undefined,
  ): Promise<Map<string, AvailabilityEntry>[]> {
    for (const flight of flights) flight.waiters += 1;
    let left = false;
    // Only a caller's abort orphans its requests; a sibling's failure leaves them to fill the cache.
    const leave = (aborting: boolean) => {
      if (left) return;
      left = true;
      for (const flight of flights) {
        flight.waiters -= 1;
        if (aborting && flight.waiters === 0 && !flight.settled) {
          this.#forget(flight.key, flight);
          flight.controller.abort();
        }
      }
    };
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        leave(true);
        reject(abortedError('GET /availability', signal?.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.all(flights.map((flight) => flight.promise))
        .finally(() => {
          signal?.removeEventListener('abort', onAbort);
          leave(false);
        })
        .then(resolve, reject);
    });
  }
}
