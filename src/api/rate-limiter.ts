/**
 * Client-side rate limiter (spec §8.1): keeps a page under its plan's requests per fixed, clock-aligned
 * 10-second window, with a safety margin. Requests over the budget are queued until the next window,
 * never failed. Every client on the page with the same base URL and key shares one limiter.
 */
import { PLANS, type Plan } from './contract-values.js';

/** Time source and timers; injectable so tests can move time by hand. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const RATE_LIMIT_WINDOW_MS = 10_000;
/** Share of the plan's limit the page allows itself; the rest absorbs other tabs and clock skew. */
export const DEFAULT_SAFETY_RATIO = 0.9;

export interface RateLimiterOptions {
  /** The service's limit per window (e.g. 60 for Professional). */
  limit: number;
  windowMs?: number;
  safetyRatio?: number;
  clock?: Clock;
}

/** What a response's `X-RateLimit-*` headers said about the window it was counted in. */
export interface RateLimitObservation {
  limit?: number;
  remaining?: number;
  /** When the request was sent (clock time), to tell which window the numbers belong to. */
  sentAt: number;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

export class RateLimiter {
  readonly windowMs: number;
  readonly clock: Clock;
  #limit: number;
  readonly #safetyRatio: number;
  #windowStart = Number.NEGATIVE_INFINITY;
  #used = 0;
  #blockedUntil = 0;
  /** Each waiting request's go-ahead. */
  #queue: (() => void)[] = [];
  #timer: unknown = undefined;
  #timerAt = Number.POSITIVE_INFINITY;

  constructor(options: RateLimiterOptions) {
    this.windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
    this.clock = options.clock ?? systemClock;
    this.#safetyRatio = options.safetyRatio ?? DEFAULT_SAFETY_RATIO;
    this.#limit = options.limit;
  }

  /** The service's limit per window. */
  get limit(): number {
    return this.#limit;
  }

  /** Requests this page lets itself send per window. */
  get budget(): number {
    return Math.max(1, Math.floor(this.#limit * this.#safetyRatio));
  }

  /** Requests already sent in the current window. */
  get usedInWindow(): number {
    this.#roll();
    return this.#used;
  }

  /** Requests waiting for a later window. */
  get pending(): number {
    return this.#queue.length;
  }

  setLimit(limit: number): void {
    this.#limit = limit;
    this.#drain();
  }

  /**
   * Resolves when the request may be sent (at once while the window has budget left, else at the
   * start of the next window, in order). Rejects only when `signal` aborts. `onHeld`, when the request
   * cannot go at once: told how long (ms) until the queue is next let go (the end of a pause after a 429,
   * the next window), so a loading state can count down a wait that another request's 429 caused.
   */
  acquire(signal?: AbortSignal, onHeld?: (ms: number) => void): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    this.#roll();
    if (this.#queue.length === 0 && this.#mayGo()) {
      this.#used += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = this.#queue.indexOf(go);
        if (index >= 0) this.#queue.splice(index, 1);
        reject(abortReason(signal!));
        this.#schedule();
      };
      const go = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(go);
      this.#schedule();
      onHeld?.(this.#timerAt - this.clock.now());
    });
  }

  /** Holds every request until `time` (after a 429: the service's `Retry-After`). */
  pauseUntil(time: number): void {
    if (time <= this.#blockedUntil) return;
    this.#blockedUntil = time;
    this.#schedule();
  }

  /**
   * Learns from the service's `X-RateLimit-Limit`/`-Remaining` how much of the current window other
   * tabs or pages with the same key have used already.
   */
  observe({ limit, remaining, sentAt }: RateLimitObservation): void {
    if (limit === undefined || remaining === undefined) return;
    if (!Number.isFinite(limit) || !Number.isFinite(remaining) || limit <= 0) return;
    this.#roll();
    if (this.#windowOf(sentAt) !== this.#windowStart) return;
    this.#used = Math.max(this.#used, Math.min(limit, limit - remaining));
  }

  #windowOf(time: number): number {
    return Math.floor(time / this.windowMs) * this.windowMs;
  }

  #roll(): void {
    const start = this.#windowOf(this.clock.now());
    if (start !== this.#windowStart) {
      this.#windowStart = start;
      this.#used = 0;
    }
  }

  #mayGo(): boolean {
    return this.clock.now() >= this.#blockedUntil && this.#used < this.budget;
  }

  #drain(): void {
    this.#roll();
    while (this.#queue.length > 0 && this.#mayGo()) {
      this.#used += 1;
      this.#queue.shift()!();
    }
    this.#schedule();
  }

  #schedule(): void {
    if (this.#queue.length === 0) {
      this.#cancelTimer();
      return;
    }
    this.#roll();
    const now = this.clock.now();
    const nextWindow = this.#windowOf(now) + this.windowMs;
    // Free to go now (a request came as a pause ended, before the timer that ends it ran): the queue goes now, not at
    // the next window.
    const at = this.#mayGo()
      ? now
      : now < this.#blockedUntil && this.#used < this.budget
        ? this.#blockedUntil
        : Math.max(nextWindow, this.#blockedUntil);
    if (this.#timer !== undefined && this.#timerAt === at) return;
    this.#cancelTimer();
    this.#timerAt = at;
    this.#timer = this.clock.setTimeout(
      () => {
        this.#timer = undefined;
        this.#timerAt = Number.POSITIVE_INFINITY;
        this.#drain();
      },
      Math.max(0, at - now),
    );
  }

  #cancelTimer(): void {
    if (this.#timer === undefined) return;
    this.clock.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#timerAt = Number.POSITIVE_INFINITY;
  }
}

// ------------------------------------------------------------------------ page-wide registry

const registry = new Map<string, RateLimiter>();

const registryKey = (baseUrl: string, apiKey: string | undefined) =>
  `${baseUrl.replace(/\/+$/, '')}\n${apiKey ?? ''}`;

export interface SharedRateLimiterOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  plan?: Plan | undefined;
  clock?: Clock;
}

/**
 * The limiter every client with this base URL and key shares. When clients name different plans for
 * the same key, the smaller limit wins: the key has one real plan, and a 429 costs more than a wait.
 */
export function sharedRateLimiter({
  baseUrl,
  apiKey,
  plan = 'professional',
  clock,
}: SharedRateLimiterOptions): RateLimiter {
  const key = registryKey(baseUrl, apiKey);
  const limit = PLANS[plan];
  const existing = registry.get(key);
  if (existing) {
    if (limit < existing.limit) existing.setLimit(limit);
    return existing;
  }
  const limiter = new RateLimiter({ limit, ...(clock ? { clock } : {}) });
  registry.set(key, limiter);
  return limiter;
}

/** Forgets every shared limiter (tests; a page never needs it). */
export function clearSharedRateLimiters(): void {
  registry.clear();
}
