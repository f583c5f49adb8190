/**
 * Where the proxy keeps what its instances share: the answers, the rate limiters and the log of recent
 * invalidations. `memoryStore` keeps them in this process (one instance, no configuration);
 * `redisStore` (redis-store.ts, Node only) shares them between instances through Redis or Valkey.
 */
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { CachedAnswer, Invalidation } from './answers.js';

export interface LimiterSpec {
  /** Unique within the store, e.g. `upstream-reads`. */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface ProxyStore {
  get(key: string): Promise<CachedAnswer | undefined>;
  /** Keeps `answer` for `ttlMs` (after which it is gone, stale or not). */
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>;
  /** A limiter shared by every instance using this store. */
  limiter(spec: LimiterSpec): RateLimiterAbstract;
  /** Records an invalidation here and passes it to every instance sharing the store. */
  publish(invalidation: Invalidation): Promise<void>;
  /** The invalidations of the last `keepMs` this instance knows of. */
  recent(): readonly Invalidation[];
  /** Brings `recent()` up to date with every instance's (`get` does so too). */
  sync(): Promise<void>;
  /**
   * Keeps `value` under `key` for `ttlMs` (forever without) unless a value is kept there already, in one
   * atomic step for every instance: undefined when this call stored it, else the value kept.
   */
  claimValue(key: string, value: string, ttlMs?: number): Promise<string | undefined>;
  getValue(key: string): Promise<string | undefined>;
  /** Keeps `value` under `key` for `ttlMs` (forever without), replacing what was kept. */
  setValue(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Drops `key` when it still holds `expected` (atomically: a value stored since is kept). */
  releaseValue(key: string, expected: string): Promise<void>;
  /** True while what is kept here is seen by other instances and outlives this process. */
  readonly shared?: boolean;
  close(): Promise<void>;
}

export interface MemoryStoreOptions {
  /** Most bytes of answers kept (least recently used go first). Default 128 MB. */
  maxBytes?: number;
  /** How long an invalidation is remembered: at least the longest an answer is kept. Default 300 000. */
  keepMs?: number;
  now?: () => number;
}

/** The invalidation log of one process, oldest first, pruned as it is read. */
export class InvalidationLog {
  readonly #byId = new Map<string, Invalidation>();
  readonly #keepMs: number;
  readonly #now: () => number;

  constructor(keepMs: number, now: () => number = Date.now) {
    this.#keepMs = keepMs;
    this.#now = now;
  }

  /** False when it was already known. */
  add(invalidation: Invalidation): boolean {
    if (this.#byId.has(invalidation.id)) return false;
    this.#byId.set(invalidation.id, invalidation);
    return true;
  }

  list(): readonly Invalidation[] {
    const oldest = this.#now() - this.#keepMs;
    for (const [id, invalidation] of this.#byId) {
      if (invalidation.at < oldest) this.#byId.delete(id);
    }
    return [...this.#byId.values()];
  }
}

/** Answers by key, least recently used dropped first past `maxBytes` (a month of slots is ~300 KB). */
export function answerCache(maxBytes: number, now: () => number = Date.now) {
  return new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => Math.max(1, answer.body.length),
    perf: { now },
  });
}

/** Small values by key with their own time to live (idempotency records, the catalog, a secret). */
function valueCache(now: () => number) {
  return new LRUCache<string, string>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (value) => Math.max(1, value.length),
    // Read the clock on every check: a claim for the next 10 s must end when the clock says so, not
    // when a timer gets to run.
    ttlResolution: 0,
    perf: { now },
  });
}

/** The value methods of a store over one process's `values`. */
function valueMethods(
  values: LRUCache<string, string>,
): Pick<ProxyStore, 'claimValue' | 'getValue' | 'setValue' | 'releaseValue'> {
  const ttl = (ttlMs: number | undefined) =>
    ttlMs === undefined ? {} : { ttl: Math.max(1, ttlMs) };
  return {
    claimValue: async (key, value, ttlMs) => {
      const kept = values.get(key);
      if (kept !== undefined) return kept;
      values.set(key, value, ttl(ttlMs));
      return undefined;
    },
    getValue: async (key) => values.get(key),
    setValue: async (key, value, ttlMs) => {
      values.set(key, value, ttl(ttlMs));
    },
    releaseValue: async (key, expected) => {
      if (values.get(key) === expected) values.delete(key);
    },
  };
}

/** The answers and limiters of one process. */
export function memoryStore(options: MemoryStoreOptions = {}): ProxyStore & {
  readonly log: InvalidationLog;
} {
  const now = options.now ?? Date.now;
  const cache = answerCache(options.maxBytes ?? 128 * 1024 * 1024, now);
  const log = new InvalidationLog(options.keepMs ?? 300_000, now);
  const limiters = new Map<string, RateLimiterAbstract>();
  const values = valueCache(now);
  return {
    log,
    ...valueMethods(values),
    get: async (key) => cache.get(key),
    set: async (key, answer, ttlMs) => {
      cache.set(key, answer, { ttl: ttlMs });
    },
    limiter: (spec) => {
      let limiter = limiters.get(spec.name);
      if (!limiter) {
        limiter = new RateLimiterMemory({
          keyPrefix: spec.name,
          points: spec.points,
          duration: spec.durationSeconds,
        });
        limiters.set(spec.name, limiter);
      }
      return limiter;
    },
    publish: async (invalidation) => {
      log.add(invalidation);
    },
    recent: () => log.list(),
    sync: async () => undefined,
    close: async () => {
      cache.clear();
      values.clear();
    },
  };
}
