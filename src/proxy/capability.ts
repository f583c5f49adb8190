/**
 * A booking belongs to whoever made it: the proxy hands the person who booked a capability token with the
 * booking's answer (`manage_token`), and reading, moving or cancelling that booking needs it back
 * (`Booking-Token` header). The token is `<exp>.<sig>`: `exp` its expiry in whole seconds since the epoch,
 * `sig` the base64url (no padding) HMAC-SHA256 of `booking-token:v1:<bookingId>:<exp>` under the site's
 * secret. WebCrypto only (`crypto.subtle`), so the proxy runs on edge runtimes too.
 *
 * A missing, malformed, expired, forged or other booking's token is answered like an unknown booking (404,
 * nothing sent to the service), and each such failure counts against the visitor's address: past
 * `FAILURES_ALLOWED` in `FAILURE_WINDOW_S` the address gets 429 for every token it tries, valid or not, so
 * guessing is never answered.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ProxyStore } from './store.js';

export const TOKEN_HEADER = 'booking-token';
const CONTEXT = 'booking-token:v1:';
const DAY_S = 86_400;
/** A token lives until the booking's end plus this many days (at least a day from now). */
const LIFETIME_AFTER_END_DAYS = 30;
/** Wrong tokens and passcodes an address may send per window before it gets 429. */
export const FAILURES_ALLOWED = 20;
export const FAILURE_WINDOW_S = 600;
/** The shortest secret accepted, in bytes (HMAC-SHA256's block of entropy). */
export const MIN_SECRET_BYTES = 32;
/** Where instances sharing a store keep the secret they generated (when none is configured). */
export const SECRET_KEY = 'token-secret';

const encoder = new TextEncoder();

/** Bytes as base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Whether `a` and `b` hold the same bytes, in time that depends only on their lengths (never on where
 * they first differ).
 */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Whether two strings are equal, compared as UTF-8 bytes in constant time (passcodes, signatures). */
export const equalText = (a: string, b: string) => equalBytes(encoder.encode(a), encoder.encode(b));

/** A new random secret: 32 bytes, base64url. */
export function randomSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(MIN_SECRET_BYTES)));
}

/** Throws unless `secret` has at least MIN_SECRET_BYTES bytes. */
export function checkSecret(secret: string): void {
  if (encoder.encode(secret).byteLength < MIN_SECRET_BYTES) {
    throw new Error(
      `booking proxy: tokenSecret must be at least ${MIN_SECRET_BYTES} bytes (e.g. openssl rand -base64 32)`,
    );
  }
}

/** When a token for a booking ending at `endAt` expires (whole seconds since the epoch). */
export function tokenExpiry(endAt: unknown, nowMs: number): number {
  const end = typeof endAt === 'string' ? Date.parse(endAt) : NaN;
  const floor = Math.floor(nowMs / 1000) + DAY_S;
  if (Number.isNaN(end)) return floor;
  return Math.max(floor, Math.floor(end / 1000) + LIFETIME_AFTER_END_DAYS * DAY_S);
}

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface Signer {
  /** The token for `bookingId`, valid until `exp` (seconds since the epoch). */
  sign(bookingId: string, exp: number): Promise<string>;
  /** Whether `token` was signed for `bookingId` and is not expired at `nowMs`. */
  verify(bookingId: string, token: string | undefined, nowMs: number): Promise<boolean>;
}

/** Signs and checks tokens with `secret` (resolved once, on first use). */
export function createSigner(secret: () => Promise<string>): Signer {
  let key: Promise<CryptoKey> | undefined;
  const keyOf = () =>
    (key ??= secret().then((value) =>
      crypto.subtle.importKey(
        'raw',
        encoder.encode(value),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      ),
    ));
  const mac = async (bookingId: string, exp: string) =>
    new Uint8Array(
      await crypto.subtle.sign(
        'HMAC',
        await keyOf(),
        encoder.encode(`${CONTEXT}${bookingId}:${exp}`),
      ),
    );
  return {
    async sign(bookingId, exp) {
      return `${exp}.${base64url(await mac(bookingId, String(exp)))}`;
    },
    async verify(bookingId, token, nowMs) {
      const parts = TOKEN.exec(token?.trim() ?? '');
      if (!parts) return false;
      const [, exp, sig] = parts as unknown as [string, string, string];
      if (Number(exp) * 1000 <= nowMs) return false;
      return equalText(base64url(await mac(bookingId, exp)), sig);
    },
  };
}

/**
 * The secret tokens are signed with: `configured` when given (at least 32 bytes); else one generated and
 * kept in `store` (instances sharing Redis agree on the first one stored, SET NX); else, with a store of this
 * process only, a random one with a warning: tokens then die with the process and fail on other instances.
 */
export async function resolveSecret(
  configured: string | undefined,
  store: ProxyStore,
  log: (message: string) => void,
): Promise<string> {
  if (configured !== undefined) {
    checkSecret(configured);
    return configured;
  }
  const candidate = randomSecret();
  const kept = await store.claimValue(SECRET_KEY, candidate);
  if (!store.shared) {
    log(
      'booking proxy: no tokenSecret (BOOKING_TOKEN_SECRET) and no shared store: booking tokens are signed with a random secret of this process, so the links and confirmations they open stop working after a restart and on other instances',
    );
  }
  return kept ?? candidate;
}

/** A refusal the proxy answers with: 404 (nothing revealed) or 429 once an address has failed too often. */
export type Denial = { status: 404 } | { status: 429; retryMs: number };

/** Counts wrong tokens and passcodes per address (20 per 10 minutes, shared by every instance). */
export class FailureLimiter {
  readonly #limiter: RateLimiterAbstract;

  constructor(store: ProxyStore) {
    this.#limiter = store.limiter({
      name: 'capability-failures',
      points: FAILURES_ALLOWED,
      durationSeconds: FAILURE_WINDOW_S,
    });
  }

  /** How long `ip` must wait before trying again (ms), 0 when it may try. */
  async blockedFor(ip: string): Promise<number> {
    try {
      const state = await this.#limiter.get(ip);
      return state && state.consumedPoints >= FAILURES_ALLOWED
        ? Math.max(1, state.msBeforeNext)
        : 0;
    } catch {
      return 0;
    }
  }

  /** Counts one failure of `ip`; how long it must wait (ms) when it had no tries left, else 0. */
  async failed(ip: string): Promise<number> {
    try {
      await this.#limiter.consume(ip);
      return 0;
    } catch (error) {
      return error instanceof RateLimiterRes ? Math.max(1, error.msBeforeNext) : 0;
    }
  }
}

/** The tokens of one proxy: issued with booking answers, checked on reads and changes of a booking. */
export class Capabilities {
  readonly #signer: Signer;
  readonly #failures: FailureLimiter;
  readonly #now: () => number;

  constructor(signer: Signer, failures: FailureLimiter, now: () => number) {
    this.#signer = signer;
    this.#failures = failures;
    this.#now = now;
  }

  /** The token for a booking whose answer is `booking` (its `end_at` sets the expiry). */
  issue(bookingId: string, endAt: unknown): Promise<string> {
    return this.#signer.sign(bookingId, tokenExpiry(endAt, this.#now()));
  }

  /** Undefined when `token` opens `bookingId` for `ip`, else how to refuse. */
  async check(
    bookingId: string,
    token: string | undefined,
    ip: string,
  ): Promise<Denial | undefined> {
    const blocked = await this.#failures.blockedFor(ip);
    if (blocked > 0) return { status: 429, retryMs: blocked };
    if (await this.#signer.verify(bookingId, token, this.#now())) return undefined;
    const wait = await this.#failures.failed(ip);
    return wait > 0 ? { status: 429, retryMs: wait } : { status: 404 };
  }
}
