/**
 * The rules of the booking routes, between the visitor and the service: who may read, move or cancel a
 * booking (its token, capability.ts), and the answer rebuilt for the person who booked with a fresh token
 * (records.ts). proxy.ts calls `prepare` before it spends anything on a booking route and the prepared
 * request's `finish` with the service's answer.
 */
import {
  Capabilities,
  FailureLimiter,
  TOKEN_HEADER,
  checkSecret,
  createSigner,
  resolveSecret,
} from './capability.js';
import { bookingAnswer } from './records.js';
import type { Route } from './canonical.js';
import type { ProxyStore } from './store.js';

/** A request header by name (any case). */
export type Header = (name: string) => string | undefined;

/** An answer the proxy sends as it is. */
export interface Reply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A request allowed through: what to send, and how its answer reaches the visitor. */
export interface Prepared {
  /** The body to send to the service. */
  body: string | undefined;
  /** The visitor's answer from the service's. */
  finish(status: number, text: string): Promise<Reply>;
  /** Nothing reached the service, or it failed without answering: a retry may be sent. */
  abandon(): Promise<void>;
}

export interface BookingRulesOptions {
  store: ProxyStore;
  /** The secret tokens are signed with (≥ 32 bytes); see capability.ts `resolveSecret`. */
  tokenSecret?: string | undefined;
  log: (message: string) => void;
  now: () => number;
}

const JSON_TYPE = { 'content-type': 'application/json' };

export function errorReply(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Reply {
  return {
    status,
    body: JSON.stringify({ error: { status, code, message } }),
    headers: { ...JSON_TYPE, ...headers },
  };
}

const notFound = () => errorReply(404, 'not_found', 'No booking with this id');

/** 429 for an address that sent too many wrong tokens or passcodes. */
export function tooManyFailures(retryMs: number): Reply {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  return errorReply(
    429,
    'rate_limited',
    `Too many failed attempts from this address. Try again in ${seconds} s.`,
    { 'retry-after': String(seconds) },
  );
}

const parseObject = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

export function createBookingRules(options: BookingRulesOptions) {
  const { store, log, now } = options;
  if (options.tokenSecret !== undefined) checkSecret(options.tokenSecret);
  let secret: Promise<string> | undefined;
  const signer = createSigner(() => (secret ??= resolveSecret(options.tokenSecret, store, log)));
  const capabilities = new Capabilities(signer, new FailureLimiter(store), now);

  /** The service's answer about a booking, rebuilt and with its token when it is one. */
  async function answer(status: number, text: string): Promise<Reply> {
    const record = status >= 200 && status < 300 ? parseObject(text) : undefined;
    const id = record?.['booking_id'];
    if (!record || (typeof id !== 'string' && typeof id !== 'number')) {
      return { status, body: text, headers: JSON_TYPE };
    }
    const token = await capabilities.issue(String(id), record['end_at']);
    return { status, body: JSON.stringify(bookingAnswer(record, token)), headers: JSON_TYPE };
  }

  const passThrough = (body: string | undefined): Prepared => ({
    body,
    finish: answer,
    abandon: async () => undefined,
  });

  return {
    /**
     * What to answer instead of forwarding `route`, before anything is spent on it: a booking's read or
     * change without its token. Undefined: go on.
     */
    async check(route: Route, header: Header, ip: string): Promise<Reply | undefined> {
      if (route.kind !== 'booking' && route.kind !== 'reschedule' && route.kind !== 'cancel') {
        return undefined;
      }
      const denial = await capabilities.check(route.id, header(TOKEN_HEADER), ip);
      if (denial?.status === 429) return tooManyFailures(denial.retryMs);
      return denial ? notFound() : undefined;
    },
    /** A write's (or a booking read's) request to send, or the answer it gets without the service. */
    async prepare(
      route: Route,
      body: string | undefined,
      header: Header,
    ): Promise<Reply | Prepared> {
      void route;
      void header;
      return passThrough(body);
    },
    capabilities,
  };
}

export type BookingRules = ReturnType<typeof createBookingRules>;

/** Whether `reply` is a refusal rather than a prepared request. */
export const isReply = (value: Reply | Prepared): value is Reply => 'status' in value;
