/**
 * One booking per intent, whatever the network does (IETF draft-ietf-httpapi-idempotency-key-header): every
 * `POST /bookings` carries `Idempotency-Key`, and the proxy keeps, per key and for 24 h, the fingerprint of
 * the rebuilt body (SHA-256), whether the request is still in flight, and the answer. The same request again
 * gets the stored answer (`Idempotent-Replayed: true`) without reaching the service; while the first is in
 * flight, 409 with `Retry-After: 1`; the key with another body, 422. A service that failed (network, 5xx)
 * releases the key so a retry is sent; its 4xx answers (e.g. 409 slot_unavailable) are kept and replayed.
 * Records live in the ProxyStore (claimed atomically: SET NX in Redis), so a retry reaching another
 * instance is answered the same.
 */
import type { ProxyStore } from './store.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a finished request's answer is kept. */
export const RECORD_TTL_MS = 24 * 3600_000;
/** How long a claim in flight holds the key when its instance never finishes it (a crash). */
export const IN_FLIGHT_TTL_MS = 60_000;

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The key of an `Idempotency-Key` header: a structured-field string (`"…"`), or bare; else undefined. */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  const value = header?.trim() ?? '';
  const quoted = /^"([^"\\]*)"$/.exec(value);
  const key = quoted ? quoted[1]! : value;
  return KEY.test(key) ? key : undefined;
}

/** SHA-256 of `text`, hex. */
export async function fingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

interface InFlight {
  state: 'in-flight';
  fingerprint: string;
  /** Tells this claim from a later one of the same key (a release drops only its own). */
  claim: string;
}
interface Done {
  state: 'done';
  fingerprint: string;
  status: number;
  body: string;
}
type IdempotencyRecord = InFlight | Done;

export type Begun =
  /** This request holds the key: send it, then `finish` or `release`. */
  | {
      kind: 'claimed';
      finish(status: number, body: string): Promise<void>;
      release(): Promise<void>;
    }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

function parseRecord(text: string): IdempotencyRecord | undefined {
  try {
    const value = JSON.parse(text) as IdempotencyRecord;
    return typeof value === 'object' && value !== null && typeof value.fingerprint === 'string'
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** The Idempotency-Key records of one proxy, kept in `store`. */
export function idempotencyRecords(store: ProxyStore) {
  const keyOf = (key: string) => `idempotency:${key}`;
  return {
    async begin(key: string, print: string): Promise<Begun> {
      const claim = crypto.randomUUID();
      const mine = JSON.stringify({ state: 'in-flight', fingerprint: print, claim });
      const kept = await store.claimValue(keyOf(key), mine, IN_FLIGHT_TTL_MS);
      if (kept !== undefined) {
        const record = parseRecord(kept);
        if (!record || record.fingerprint !== print) return { kind: 'mismatch' };
        if (record.state === 'in-flight') return { kind: 'in-flight' };
        return { kind: 'replay', status: record.status, body: record.body };
      }
      return {
        kind: 'claimed',
        async finish(status, body) {
          const done: Done = { state: 'done', fingerprint: print, status, body };
          await store.setValue(keyOf(key), JSON.stringify(done), RECORD_TTL_MS);
        },
        release: () => store.releaseValue(keyOf(key), mine),
      };
    },
  };
}
