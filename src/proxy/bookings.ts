/**
 * The rules between the visitor and the service on the routes that touch someone's data: who may read, move
 * or cancel a booking (its token, capability.ts); a protected event's passcode (on its slot lists and its
 * bookings); one booking per Idempotency-Key (idempotency.ts); the bodies rebuilt from strict schemas
 * (booking-body.ts); the answers rebuilt from allow-lists (records.ts), a booking's with a fresh token, a
 * page of events without what a visitor must not see listed. proxy.ts calls `check` before it spends
 * anything, `prepare` once a write's body is read, and the prepared request's `finish` with the answer.
 */
import {
  Capabilities,
  FailureLimiter,
  TOKEN_HEADER,
  checkSecret,
  equalText,
  createSigner,
  resolveSecret,
} from './capability.js';
import {
  BookingBody,
  CancelBody,
  RescheduleBody,
  isProblem,
  parseBody,
  rebuildBooking,
  type BodyProblem,
} from './booking-body.js';
import {
  IDEMPOTENCY_HEADER,
  fingerprint,
  idempotencyRecords,
  parseIdempotencyKey,
} from './idempotency.js';
import { asRecord, bookingAnswer, publicResource } from './records.js';
import type { Route } from './canonical.js';
import type { ProxyStore } from './store.js';
import { allowedBy, entryOf, servable, type Narrowing } from './catalog.js';

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
  /**
   * A resource's record as the service has it (shared with every read of it), charged to `ip`; 404 for one
   * the site doesn't serve; undefined when the service can't be reached or the budget is spent. `renew`:
   * false when an old record may serve without starting a refresh (a booking's body check).
   */
  resource(
    id: string,
    ip: string,
    renew?: boolean,
  ): Promise<{ status: number; body: string; headers?: Record<string, string> } | undefined>;
  /** The site's narrowing of what it serves (catalog.ts): a page of events lists only those. */
  narrowing?: Narrowing;
}

export const PASSCODE_HEADER = 'booking-passcode';

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

const invalid = (problem: BodyProblem): Reply => ({
  status: 400,
  body: JSON.stringify({
    error: {
      status: 400,
      code: 'invalid_request',
      message: problem.message,
      details: problem.details,
    },
  }),
  headers: JSON_TYPE,
});

const privacyOf = (resource: Record<string, unknown>) =>
  asRecord(asRecord(resource['settings'])['privacy']);

/** Whether a page of events may list `resource`: bookable, enabled, not a template, not private. */
export const listable = (resource: Record<string, unknown>) =>
  servable(resource) && privacyOf(resource)['type'] !== 'private';

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
  const failures = new FailureLimiter(store);
  const capabilities = new Capabilities(signer, failures, now);
  const idempotency = idempotencyRecords(store);

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

  /** A protected event's passcode check: undefined when it may be read or booked. */
  async function passcode(
    resource: Record<string, unknown>,
    header: Header,
    ip: string,
  ): Promise<Reply | undefined> {
    const privacy = privacyOf(resource);
    if (privacy['type'] !== 'protected') return undefined;
    const given = header(PASSCODE_HEADER) ?? '';
    if (given === '') return errorReply(403, 'passcode_required', 'This event needs its passcode');
    const blocked = await failures.blockedFor(ip);
    if (blocked > 0) return tooManyFailures(blocked);
    const expected = typeof privacy['passcode'] === 'string' ? privacy['passcode'] : '';
    if (expected !== '' && equalText(given, expected)) return undefined;
    const wait = await failures.failed(ip);
    return wait > 0
      ? tooManyFailures(wait)
      : errorReply(403, 'passcode_invalid', 'The passcode is not right');
  }

  /** The record of a resource the site serves, or the answer that refuses it. */
  async function servedResource(
    id: string,
    ip: string,
    unknown: () => Reply,
    renew = true,
  ): Promise<Record<string, unknown> | Reply> {
    const got = await options.resource(id, ip, renew);
    if (!got) return errorReply(502, 'bad_gateway', 'The booking service could not be reached');
    if (got.status === 404) return unknown();
    if (got.status !== 200) {
      return { status: got.status, body: got.body, headers: { ...JSON_TYPE, ...got.headers } };
    }
    let record: Record<string, unknown>;
    try {
      record = asRecord(JSON.parse(got.body));
    } catch {
      return errorReply(
        502,
        'bad_gateway',
        'The booking service answered with something unreadable',
      );
    }
    return servable(record) ? record : unknown();
  }

  const notAnEvent = () =>
    invalid({
      message: 'The booking is invalid: resource.resource_id: is not an event this site offers',
      details: [{ path: 'resource.resource_id', message: 'is not an event this site offers' }],
    });

  /** A new booking: its body rebuilt, its passcode, then one booking per Idempotency-Key. */
  async function book(
    text: string | undefined,
    header: Header,
    ip: string,
  ): Promise<Reply | Prepared> {
    const key = parseIdempotencyKey(header(IDEMPOTENCY_HEADER));
    if (!key) {
      return errorReply(
        400,
        'invalid_request',
        'Idempotency-Key required: a quoted string of 16–64 letters, digits, "_" or "-"',
      );
    }
    const parsed = parseBody(BookingBody, text);
    if (isProblem(parsed)) return invalid(parsed);
    // The record the visitor was shown will do (no refresh of its own): a booking costs one call.
    const resource = await servedResource(parsed.resource.resource_id, ip, notAnEvent, false);
    if ('status' in resource && 'headers' in resource) return resource as Reply;
    const locked = await passcode(resource, header, ip);
    if (locked) return locked;
    const rebuilt = rebuildBooking(parsed, resource);
    if (isProblem(rebuilt)) return invalid(rebuilt);
    const body = JSON.stringify(rebuilt);
    const begun = await idempotency.begin(key, await fingerprint(body));
    switch (begun.kind) {
      case 'replay':
        return {
          status: begun.status,
          body: begun.body,
          headers: { ...JSON_TYPE, 'idempotent-replayed': 'true' },
        };
      case 'in-flight':
        return errorReply(409, 'conflict', 'This booking request is still being processed', {
          'retry-after': '1',
        });
      case 'mismatch':
        return errorReply(422, 'invalid_request', 'Idempotency-Key reused with another request');
      case 'claimed':
        return {
          body,
          async finish(status, answerText) {
            const reply = await answer(status, answerText);
            await begun.finish(reply.status, reply.body);
            return reply;
          },
          abandon: begun.release,
        };
    }
  }

  const offered = (record: Record<string, unknown>) =>
    allowedBy(options.narrowing ?? {}, entryOf(record) ?? { id: '' });

  /** A page of events' answer: the events a visitor may see listed, each rebuilt. */
  async function listed(status: number, text: string): Promise<Reply> {
    if (status !== 200) return { status, body: text, headers: JSON_TYPE };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return errorReply(
        502,
        'bad_gateway',
        'The booking service answered with something unreadable',
      );
    }
    const items = Array.isArray(json) ? json : asRecord(json)['result'];
    const events = (Array.isArray(items) ? items : [])
      .map(asRecord)
      .filter((record) => listable(record) && offered(record))
      .map(publicResource);
    return { status, body: JSON.stringify(events), headers: JSON_TYPE };
  }

  return {
    /**
     * What to answer instead of forwarding `route`, before anything is spent on it: a booking's read or
     * change without its token, a protected event's slots without its passcode. Undefined: go on.
     */
    async check(route: Route, header: Header, ip: string): Promise<Reply | undefined> {
      if (route.kind === 'availability') {
        const got = await options.resource(route.id, ip);
        if (!got || got.status !== 200) return undefined;
        try {
          return await passcode(asRecord(JSON.parse(got.body)), header, ip);
        } catch {
          return undefined;
        }
      }
      if (route.kind !== 'booking' && route.kind !== 'reschedule' && route.kind !== 'cancel') {
        return undefined;
      }
      const denial = await capabilities.check(route.id, header(TOKEN_HEADER), ip);
      if (denial?.status === 429) return tooManyFailures(denial.retryMs);
      return denial ? notFound() : undefined;
    },
    /** What to send for a request allowed through, or the answer it gets without the service. */
    async prepare(
      route: Route,
      body: string | undefined,
      header: Header,
      ip: string,
    ): Promise<Reply | Prepared> {
      switch (route.kind) {
        case 'book':
          return book(body, header, ip);
        case 'reschedule':
        case 'cancel': {
          const parsed = parseBody(route.kind === 'cancel' ? CancelBody : RescheduleBody, body);
          return isProblem(parsed) ? invalid(parsed) : passThrough(JSON.stringify(parsed));
        }
        case 'events':
          return { body: undefined, finish: listed, abandon: async () => undefined };
        default:
          return passThrough(body);
      }
    },
    capabilities,
  };
}

export type BookingRules = ReturnType<typeof createBookingRules>;

/** Whether `reply` is a refusal rather than a prepared request. */
export const isReply = (value: Reply | Prepared): value is Reply => 'status' in value;
