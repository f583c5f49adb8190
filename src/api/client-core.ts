/**
 * The core of the typed client (spec §4, DESIGN §4): the request machinery — validation, retries with backoff,
 * timeouts, the page-wide rate limiter, error mapping, answers checked by the contract's schemas — and the two
 * reads that show slots, `getResource` and `getAvailability`. `BookingApiClient` (client.ts) adds every other
 * operation, each loaded on its first call; the widget uses this core and calls the booking operations it
 * needs as functions (bookings.ts, booking-changes.ts), so showing slots carries none of them (size
 * budgets). No DOM, no Lit: usable in browsers and in Node.
 */
import type * as z from 'zod/mini';
import type { AvailabilityEntry, ErrorDetail, Resource } from './booking-schemas.js';
import { isBookableResource, type Plan } from './contract-values.js';
import { describeIssues, issuesToDetails } from './issue-details.js';
import {
  isAvailabilityQuery,
  readAvailability,
  readErrorDetails,
  readResource,
  unwrapList,
} from './record-read.js';
import { ApiError, abortedError, codeForStatus } from './errors.js';
import { queryDurationMinutes } from '../core/duration.js';
import { RATE_LIMIT_WINDOW_MS, sharedRateLimiter, type RateLimiter } from './rate-limiter.js';
import { takeEarlyRead } from './early-reads.js';

// ------------------------------------------------------------------------------------------ types

export interface ClientOptions {
  /** The service's base address including `/v1`, with or without a trailing slash. */
  baseUrl: string;
  /** Sent as the `apiKey` query parameter on every request (omit behind a key-adding proxy). */
  apiKey?: string;
  /** A `fetch`-compatible function (the demo mock, a test double); default the global `fetch`. */
  fetch?: typeof fetch;
  /** Per attempt, from sending the request to reading the whole body. Default 15 000. */
  timeoutMs?: number;
  /** The key's subscription plan, for the rate limiter. Default `professional`. */
  plan?: Plan;
  /** Tries in total for a read (GET). Default 3. Writes are tried once. */
  maxAttempts?: number;
  /** First backoff step between read retries; doubles each retry, with jitter. Default 300. */
  retryDelayMs?: number;
  /** A 429 asking to wait longer than this is not retried but reported. Default 30. */
  maxRetryAfterSeconds?: number;
  /** A limiter of your own, or `false` for none. Default: the page-wide one for this URL + key. */
  rateLimiter?: RateLimiter | false;
  /** Validate queries and bodies before sending (an invalid one never leaves). Default true. */
  validateRequests?: boolean;
  /**
   * Told each time a read waits before trying again: after a 429 (`rate_limited`, for the `Retry-After` seconds),
   * while the page's rate limiter holds it (`rate_limited`, until it may go) or after a failure worth retrying
   * (`retry`, the backoff), so a loading state can say why it still waits ("The service is busy — trying again in
   * N s") instead of a bare spinner.
   */
  onWait?: (wait: RetryWait) => void;
  /** Clock and waits, injectable for tests. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface RetryWait {
  /** `METHOD /path` of the call. */
  request: string;
  /** Seconds until the next try. */
  seconds: number;
  reason: 'rate_limited' | 'retry';
  /**
   * The try that failed (1 for the first). A read the page's rate limiter holds before a try (the page is over its
   * budget, or another read's 429 paused it) is told too, as `rate_limited`, with the tries made before it (0 before
   * the first).
   */
  attempt: number;
}

export interface RequestOptions {
  /** Aborting it ends the call with `ApiError` code `aborted` (also while queued or backing off). */
  signal?: AbortSignal;
  /**
   * `POST /bookings` behind a key-adding proxy: the `Idempotency-Key` of this booking intent (16–64 characters of
   * `[A-Za-z0-9_-]`; the same request sent again carries the same key). Default: a new key per call.
   */
  idempotencyKey?: string;
  /** Reading, moving or canceling a booking behind a key-adding proxy: its `manage_token` (`Booking-Token`). */
  bookingToken?: string | undefined;
  /**
   * A protected event's passcode behind a key-adding proxy (`Booking-Passcode` on its availability and booking).
   * Default: the one given to `setPasscode` for the resource.
   */
  passcode?: string | undefined;
}

export interface AvailabilityParams {
  /** First date, `YYYY-MM-DD`, in the resource's time zone. */
  start: string;
  /** Last date (inclusive), at most 62 days after `start`. */
  end: string;
  /** `<n>m`, `<n>h` or `<n>d` (sent as minutes, `<n>m`: the only suffix spec §4.2 gives); default the resource's. */
  duration?: string;
}

export type ResourceId = number | string;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Expect<T> =
  | {
      kind: 'json';
      /**
       * What reads the answer: a schema, or one loaded on demand (the reads that show slots: `read` takes the usual
       * answer without it, so zod and the schemas stay off the first paint's path).
       */
      schema: z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);
      /** Reshapes the parsed JSON before the schema reads it (a list's envelope, a booking's known fields). */
      prepare?: (json: unknown) => unknown;
      /** The schema's answer for the usual form, read without it; undefined leaves the value to the schema. */
      read?: (json: unknown) => T | undefined;
    }
  | { kind: 'text' }
  | { kind: 'empty' };

export interface Call<T> {
  method: Method;
  path: string;
  query?: object;
  body?: unknown;
  expect: Expect<T>;
  signal?: AbortSignal | undefined;
  /**
   * Headers only a key-adding proxy reads (docs/proxy.md): sent only by a client without `apiKey`, since a custom
   * header would make the real service's CORS preflight fail. Undefined values are left out.
   */
  proxyHeaders?: Record<string, string | undefined>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_RETRY_DELAY_MS = 300;
const DEFAULT_MAX_RETRY_AFTER_S = 30;

const defaultSleep = (ms: number, signal?: AbortSignal) => {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, ms));
  return signal ? untilAborted(wait, signal) : wait;
};

export const segment = (value: ResourceId) => encodeURIComponent(String(value));

const fetchedBy = new WeakMap<Resource, string>();
/**
 * The id a resource was fetched by (`getResource`): the one to ask its availability for and to book, since the
 * record's own `resource_id` may be `null` (spec §2.2) or written otherwise. Else the record's `resource_id`.
 */
export const resourceIdOf = (resource: Resource): string =>
  fetchedBy.get(resource) ?? String(resource.resource_id ?? '');

/** A duration as spec §4.2 writes it: whole minutes with the `m` suffix (`1h` → `60m`); other text as given. */
const inMinutes = (duration: string | undefined) => {
  const minutes = queryDurationMinutes(duration);
  return minutes === undefined ? duration : `${minutes}m`;
};

function encodeQueryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return undefined;
}

/** Seconds from a `Retry-After` header: delta-seconds or an HTTP date. */
function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

const headerNumber = (headers: Headers, name: string): number | undefined => {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const snippet = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 160)}…` : clean;
};

const isResponseLike = (value: unknown): value is Response =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Response).status === 'number' &&
  typeof (value as Response).text === 'function' &&
  typeof (value as Response).headers?.get === 'function';

/** Races a promise against an abort signal, so a fetch that ignores the signal still ends. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

// ----------------------------------------------------------------------------------------- client

/** The client's request machinery, handed to the operations loaded on demand (bookings.ts, admin.ts, …). */
export interface Plumbing {
  call<T>(call: Call<T>): Promise<T>;
  /** Validates a query or body (unless validation is off); returns it as the caller wrote it. */
  check<V>(label: string, schema: z.ZodMiniType, value: V): V;
}

const plumbings = new WeakMap<ClientCore, Plumbing>();

/** The request machinery of a client, for the operations that live outside the class. */
export const plumbing = (client: ClientCore): Plumbing => plumbings.get(client)!;

/** The client's core: its options, the request machinery and the reads that show slots. */
export class ClientCore {
  readonly baseUrl: string;
  /** No `apiKey`: the base address is a key-adding proxy, which reads the proxy headers (tokens, idempotency). */
  readonly proxied: boolean;
  /** Per attempt, from sending the request to reading the whole body (ms). */
  readonly timeoutMs: number;
  readonly #apiKey: string | undefined;
  readonly #fetch: typeof fetch;
  readonly #maxAttempts: number;
  readonly #retryDelayMs: number;
  readonly #maxRetryAfterSeconds: number;
  readonly #limiter: RateLimiter | undefined;
  readonly #validate: boolean;
  readonly #now: () => number;
  readonly #sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly #random: () => number;
  readonly #onWait: ((wait: RetryWait) => void) | undefined;
  readonly #passcodes = new Map<string, string>();

  constructor(options: ClientOptions) {
    if (typeof options.baseUrl !== 'string' || options.baseUrl.trim() === '') {
      throw new TypeError('createClient: baseUrl is required');
    }
    this.baseUrl = options.baseUrl.trim().replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.proxied = options.apiKey === undefined;
    const custom = options.fetch;
    // Called unbound: `window.fetch` throws "Illegal invocation" when called as another object's method. A plain GET
    // (no header but Accept: no proxy's token) the header script already asked for on the visitor's intent
    // (early-reads.ts) is answered by that request.
    this.#fetch = custom
      ? (input, init) => custom(input, init)
      : (input, init) =>
          (init?.method === 'GET' &&
            Object.keys(init.headers ?? {}).length < 2 &&
            takeEarlyRead(String(input))) ||
          globalThis.fetch(input, init);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    this.#retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    this.#maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? DEFAULT_MAX_RETRY_AFTER_S;
    this.#limiter =
      options.rateLimiter === false
        ? undefined
        : (options.rateLimiter ??
          sharedRateLimiter({ baseUrl: this.baseUrl, apiKey: options.apiKey, plan: options.plan }));
    this.#validate = options.validateRequests ?? true;
    this.#now = options.now ?? (() => Date.now());
    this.#sleep = options.sleep ?? defaultSleep;
    this.#random = options.random ?? Math.random;
    this.#onWait = options.onWait;
    plumbings.set(this, {
      call: (call) => this.#call(call),
      check: (label, schema, value) => this.#check(label, schema, value),
    });
  }

  /**
   * `GET /resources/{id}`: a bookable resource. The further list variant (not bookable) gives
   * `ApiError` code `unsupported_resource`.
   */
  async getResource(id: ResourceId, init: RequestOptions = {}): Promise<Resource> {
    const path = `/resources/${segment(id)}`;
    const item = await this.#call({
      method: 'GET',
      path,
      expect: {
        kind: 'json',
        schema: () => import('./resource-read.js').then((module) => module.ResourceRead),
        read: readResource,
      },
      signal: init.signal,
    });
    if (!isBookableResource(item)) {
      throw new ApiError({
        status: 200,
        code: 'unsupported_resource',
        message: `Resource ${String(id)} is of type "${item.event_type}", which cannot be booked here`,
        request: `GET ${path}`,
      });
    }
    fetchedBy.set(item, String(id));
    return item;
  }

  /**
   * The passcode a protected event's availability and bookings carry behind a key-adding proxy (header
   * `Booking-Passcode`, never in the URL); undefined forgets it. A client with `apiKey` sends no such header.
   */
  setPasscode(resourceId: ResourceId, passcode: string | undefined): void {
    if (passcode) this.#passcodes.set(String(resourceId), passcode);
    else this.#passcodes.delete(String(resourceId));
  }

  /** The passcode given to `setPasscode` for the resource. */
  passcodeOf(resourceId: ResourceId): string | undefined {
    return this.#passcodes.get(String(resourceId));
  }

  // ------------------------------------------------------------------------------- availability

  /** `GET /availability/{id}?start&end&duration`: one entry per date (at most 62 days). */
  async getAvailability(
    resourceId: ResourceId,
    params: AvailabilityParams,
    init: RequestOptions = {},
  ): Promise<AvailabilityEntry[]> {
    const path = `/availability/${segment(resourceId)}`;
    // The usual query checked by hand; anything else by the schema, which words what is wrong.
    const checked =
      !this.#validate || isAvailabilityQuery(params)
        ? params
        : this.#check(
            `GET ${path}`,
            (await import('./resource-read.js')).AvailabilityQuery,
            params,
          );
    return this.#call({
      method: 'GET',
      path,
      query: { start: checked.start, end: checked.end, duration: inMinutes(checked.duration) },
      expect: {
        kind: 'json',
        schema: () => import('./resource-read.js').then((module) => module.AvailabilityRead),
        prepare: unwrapList,
        read: readAvailability,
      },
      signal: init.signal,
      proxyHeaders: { 'booking-passcode': init.passcode ?? this.passcodeOf(resourceId) },
    });
  }

  // ------------------------------------------------------------------------------------ plumbing

  /** The full URL of a call, with the key: `{base}/path?query&apiKey=…`. */
  url(path: string, query: object = {}): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      const encoded = encodeQueryValue(value);
      if (encoded !== undefined) params.append(name, encoded);
    }
    if (this.#apiKey !== undefined) params.append('apiKey', this.#apiKey);
    const search = params.toString();
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  }

  /** Validates a query or body; returns the caller's own values (the service applies its defaults). */
  #check<V>(label: string, schema: z.ZodMiniType, value: V): V {
    const result = this.#validate ? schema.safeParse(value) : undefined;
    if (result && !result.success) {
      throw new ApiError({
        status: 0,
        code: 'invalid_request',
        message: `${label}: ${describeIssues(result.error)}`,
        details: issuesToDetails(result.error),
        request: label,
      });
    }
    return value;
  }

  async #call<T>(call: Call<T>): Promise<T> {
    const label = `${call.method} ${call.path}`;
    const reads = call.method === 'GET';
    const attempts = reads ? this.#maxAttempts : 1;
    const tell = (ms: number, reason: RetryWait['reason'], attempt: number) =>
      this.#onWait?.({ request: label, seconds: ms / 1000, reason, attempt });
    for (let attempt = 1; ; attempt += 1) {
      try {
        // Held by the page's limiter, a read waits as long as after a 429 of its own (another read's 429 paused the
        // page): onWait hears it.
        return await this.#attempt(
          call,
          label,
          reads ? (ms) => tell(ms, 'rate_limited', attempt - 1) : undefined,
        );
      } catch (caught) {
        const error =
          caught instanceof ApiError
            ? caught
            : new ApiError({
                status: 0,
                code: 'network_error',
                message: `${label} failed: ${String(caught)}`,
                request: label,
                cause: caught,
              });
        if (attempt >= attempts || !error.isRetryable) throw error;
        let wait: number;
        if (error.status === 429) {
          const seconds = error.retryAfterSeconds ?? 0;
          if (seconds > this.#maxRetryAfterSeconds) throw error;
          wait = seconds * 1000;
        } else {
          // Exponential backoff with "equal jitter": half fixed, half random.
          const step = this.#retryDelayMs * 2 ** (attempt - 1);
          wait = step / 2 + this.#random() * (step / 2);
        }
        tell(wait, error.status === 429 ? 'rate_limited' : 'retry', attempt);
        try {
          await this.#sleep(wait, call.signal);
        } catch (reason) {
          throw abortedError(label, reason);
        }
      }
    }
  }

  /** One try; `onHeld`: told when the page's limiter holds it, and for how long (ms). */
  async #attempt<T>(call: Call<T>, label: string, onHeld?: (ms: number) => void): Promise<T> {
    const { signal } = call;
    if (signal?.aborted) throw abortedError(label, signal.reason);
    if (this.#limiter) {
      try {
        await this.#limiter.acquire(signal, onHeld);
      } catch (reason) {
        throw abortedError(label, reason);
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`${label} timed out`, 'TimeoutError'));
    }, this.timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    const failure = (cause: unknown): ApiError => {
      if (signal?.aborted) return abortedError(label, cause);
      if (timedOut) {
        return new ApiError({
          status: 0,
          code: 'timeout',
          message: `${label} got no answer within ${this.timeoutMs} ms`,
          request: label,
          cause,
        });
      }
      const reason = cause instanceof Error ? cause.message : String(cause);
      return new ApiError({
        status: 0,
        code: 'network_error',
        message: `${label} could not reach the service: ${reason}`,
        request: label,
        cause,
      });
    };

    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.proxied)
      for (const [name, value] of Object.entries(call.proxyHeaders ?? {}))
        if (value) headers[name] = value;
    const init: RequestInit = { method: call.method, headers, signal: controller.signal };
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(call.body);
    }

    try {
      const sentAt = this.#now();
      let response: Response;
      try {
        response = await untilAborted(
          Promise.resolve().then(() => this.#fetch(this.url(call.path, call.query), init)),
          controller.signal,
        );
      } catch (cause) {
        throw failure(cause);
      }
      if (!isResponseLike(response)) {
        throw new ApiError({
          status: 0,
          code: 'invalid_response',
          message: `${label}: fetch resolved to something that is not a Response`,
          request: label,
        });
      }
      this.#limiter?.observe({
        limit: headerNumber(response.headers, 'x-ratelimit-limit'),
        remaining: headerNumber(response.headers, 'x-ratelimit-remaining'),
        sentAt,
      });
      let text: string;
      try {
        text = await untilAborted(response.text(), controller.signal);
      } catch (cause) {
        throw failure(cause);
      }
      if (response.status < 200 || response.status > 299) {
        throw this.#errorFromResponse(response, text, label);
      }
      return await this.#parse(call.expect, response, text, label);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  #errorFromResponse(response: Response, text: string, label: string): ApiError {
    const { status } = response;
    const now = this.#now();
    let retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), now);
    if (status === 429 && retryAfterSeconds === undefined) {
      // Spec §7: rejected until the next 10-second window starts.
      retryAfterSeconds = (RATE_LIMIT_WINDOW_MS - (now % RATE_LIMIT_WINDOW_MS)) / 1000;
    }
    if (status === 429 && retryAfterSeconds !== undefined) {
      this.#limiter?.pauseUntil(now + retryAfterSeconds * 1000);
    }
    const retry = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };

    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // The contract's body (`{error: {code, message, details}}`) or, in other shapes, whatever a person could use
    // (`{error: "…"}`, `{message: "…"}`, text).
    let message: string | undefined;
    let code: string | undefined;
    let details: ErrorDetail[] | undefined;
    if (json && typeof json === 'object') {
      const record = json as Record<string, unknown>;
      const inner =
        record.error && typeof record.error === 'object'
          ? (record.error as Record<string, unknown>)
          : record;
      if (typeof record.error === 'string') message = record.error;
      if (typeof inner.message === 'string' && inner.message) message = inner.message;
      if (typeof inner.code === 'string' && inner.code) code = inner.code;
      details = readErrorDetails(inner.details);
    }
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    const fallback = text && json === undefined ? `: ${snippet(text)}` : '';
    return new ApiError({
      status,
      code: code ?? codeForStatus(status),
      message: message ?? `${label} failed with status ${status}${statusText}${fallback}`,
      ...(details ? { details } : {}),
      ...retry,
      request: label,
    });
  }

  async #parse<T>(expect: Expect<T>, response: Response, text: string, label: string): Promise<T> {
    if (expect.kind === 'empty') return undefined as T;
    if (expect.kind === 'text') return text as T;
    const invalid = (message: string, details: ErrorDetail[] = []) =>
      new ApiError({
        status: response.status,
        code: 'invalid_response',
        message,
        details,
        request: label,
      });
    if (text.trim() === '') throw invalid(`${label} returned an empty body instead of JSON`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw invalid(`${label} returned a body that is not JSON (${reason}): ${snippet(text)}`);
    }
    const prepared = expect.prepare ? expect.prepare(json) : json;
    const read = expect.read?.(prepared);
    if (read !== undefined) return read;
    const schema = typeof expect.schema === 'function' ? await expect.schema() : expect.schema;
    const result = schema.safeParse(prepared);
    if (!result.success) {
      throw invalid(
        `${label} returned an invalid response: ${describeIssues(result.error)}`,
        issuesToDetails(result.error),
      );
    }
    return result.data;
  }
}
