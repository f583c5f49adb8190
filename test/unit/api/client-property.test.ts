/**
 * Property: whatever comes back — random JSON, wrong types, truncated text, any status, any header,
 * a fetch that throws anything or resolves to anything — the client either fails with an ApiError or, for a
 * 2xx answer it can read liberally (resource-read.ts, booking-read.ts), returns a value the widget can use;
 * never another exception and never a value that breaks the widget's types.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createClient } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import type { Booking, Resource } from '../../../src/api/schemas.js';
import * as fixtures from './fixtures.js';

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const headerValue = fc.stringMatching(/^[!-~]{0,24}$/);
const headersArb = fc.record(
  {
    'retry-after': fc.oneof(headerValue, fc.nat({ max: 40 }).map(String)),
    'x-ratelimit-limit': fc.oneof(headerValue, fc.nat({ max: 500 }).map(String)),
    'x-ratelimit-remaining': fc.oneof(headerValue, fc.integer({ min: -5, max: 500 }).map(String)),
    'content-type': fc.constantFrom('application/json', 'text/html', 'text/plain', ''),
  },
  { requiredKeys: [] },
);

const validResourceText = JSON.stringify(fixtures.oneOnOne());
const validBookingText = JSON.stringify(fixtures.booking());

/** A value of the wrong type for each field, so the record can never become valid by chance. */
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.nat(), { maxLength: 2 }),
);
const notANumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant({}));
const notAnArray = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({}));
const wrongTypes = fc.oneof(
  fc.record({ field: fc.constant('name'), value: notAString }),
  fc.record({ field: fc.constant('page_id'), value: fc.oneof(notANumber, fc.integer({ max: 0 })) }),
  fc.record({ field: fc.constant('questions'), value: notAnArray }),
  fc.record({ field: fc.constant('durations'), value: notAnArray }),
  fc.record({ field: fc.constant('locations'), value: notAnArray }),
  fc.record({ field: fc.constant('period'), value: notAnArray }),
  fc.record({ field: fc.constant('type'), value: notAString }),
  fc.record({ field: fc.constant('settings'), value: fc.oneof(fc.string(), fc.integer()) }),
);
const wrongBookingTypes = fc.oneof(
  fc.record({ field: fc.constant('booking_id'), value: notAString }),
  fc.record({ field: fc.constant('status'), value: notAString }),
  fc.record({ field: fc.constant('start_at'), value: fc.oneof(notAString, fc.string()) }),
  fc.record({ field: fc.constant('duration'), value: notANumber }),
  fc.record({ field: fc.constant('invitees'), value: notAnArray }),
  fc.record({
    field: fc.constant('host'),
    value: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
  }),
);

const bodyArb = fc.oneof(
  // random JSON of any shape
  fc.json(),
  // a valid record with one field of the wrong type
  wrongTypes.map(({ field, value }) => JSON.stringify({ ...fixtures.oneOnOne(), [field]: value })),
  wrongBookingTypes.map(({ field, value }) => JSON.stringify({ ...fixtures.booking(), [field]: value })),
  // a valid record cut short
  fc
    .tuple(fc.constantFrom(validResourceText, validBookingText), fc.nat())
    .map(([text, cut]) => text.slice(0, cut % text.length)),
  // arbitrary text, HTML error pages
  fc.string(),
  fc.string().map((s) => `<html><body><h1>Error</h1>${s}</body></html>`),
  // error bodies, well and badly formed
  fc.record({
    error: fc.record({ status: fc.anything(), code: fc.anything(), message: fc.anything() }, { requiredKeys: [] }),
  }).map((value) => JSON.stringify(value)),
); // prettier-ignore

const answerArb: fc.Arbitrary<Answer> = fc.record({
  status: fc.oneof(fc.integer({ min: 200, max: 299 }), fc.integer({ min: 300, max: 599 })),
  body: bodyArb,
  headers: headersArb,
});

function respond({ status, body, headers }: Answer): Response {
  return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers });
}

function clientFor(fetch: typeof globalThis.fetch) {
  return createClient({
    baseUrl: 'https://api.example.test/v1',
    apiKey: 'demo',
    fetch,
    rateLimiter: false,
    timeoutMs: 1000,
    sleep: async () => undefined,
  });
}

const operations = [
  (c: ReturnType<typeof clientFor>) => c.getResource(101),
  (c: ReturnType<typeof clientFor>) => c.getBooking('bk_7f3a'),
  (c: ReturnType<typeof clientFor>) => c.createBooking(fixtures.bookingRequest()),
];

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** What the widget relies on in a resource (operation 0) or a booking (1, 2) it was given. */
function expectUsable(value: unknown, op: number): void {
  const record = value as Record<string, unknown>;
  if (op === 0) {
    const resource = value as Resource;
    expect(resource.durations.length).to.be.greaterThan(0);
    for (const duration of resource.durations) expect(duration.value).to.be.a('number');
    expect(resource.name).to.be.a('string');
    expect(resource.questions).to.be.an('array');
    expect(resource.settings.confirmation.type).to.be.a('string');
    expect(resource.period.type).to.be.a('string');
    return;
  }
  const booking = record as unknown as Booking;
  expect(
    isInstant(booking.start_at) && isInstant(booking.end_at),
    JSON.stringify(booking),
  ).to.equal(true);
  expect(['pending', 'confirmed', 'canceled']).to.include(booking.status);
  expect(booking.booking_id).to.be.a('string');
  expect(booking.invitees).to.be.an('array');
  expect(booking.host.name).to.be.a('string');
  expect(booking.resource.name).to.be.a('string');
}

function expectApiError(error: unknown): asserts error is ApiError {
  expect(error, 'a rejection').not.to.equal(undefined);
  expect(error, String(error)).to.be.instanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.code).to.be.a('string').and.not.equal('');
  expect(apiError.message).to.be.a('string').and.not.equal('');
  expect(apiError.details).to.be.an('array');
  expect(Number.isInteger(apiError.status)).to.equal(true);
}

describe('api/client: generated malformed responses (fast-check)', () => {
  it('every malformed answer, at any status, becomes an ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(answerArb, fc.nat({ max: operations.length - 1 }), async (answer, op) => {
        const client = clientFor((async () => respond(answer)) as typeof globalThis.fetch);
        let value: unknown;
        const error = await outcome(
          operations[op]!(client).then((result) => {
            value = result;
          }),
        );
        const ok = answer.status >= 200 && answer.status <= 299;
        if (ok && error === undefined) {
          expectUsable(value, op);
          return;
        }
        expectApiError(error);
        if (ok) expect(['invalid_response', 'unsupported_resource']).to.include(error.code);
        else expect(error.status).to.equal(answer.status);
      }),
      { numRuns: 400 },
    );
  });

  it('a fetch that throws anything, or resolves to anything but a Response, becomes an ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.anything(),
        fc.nat({ max: operations.length - 1 }),
        async (throws, value, op) => {
          const client = clientFor((async () => {
            if (throws) throw value;
            return value;
          }) as typeof globalThis.fetch);
          const error = await outcome(operations[op]!(client));
          expectApiError(error);
          expect(error.status).to.equal(0);
          expect(['network_error', 'invalid_response']).to.include(error.code);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a body whose stream fails midway becomes an ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.integer({ min: 200, max: 599 }), async (prefix, status) => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(prefix));
            controller.error(new TypeError('network changed'));
          },
        });
        const client = clientFor(
          (async () =>
            new Response(NULL_BODY_STATUSES.has(status) ? null : stream, {
              status,
            })) as typeof globalThis.fetch,
        );
        expectApiError(await outcome(client.getBooking('bk_7f3a')));
      }),
      { numRuns: 100 },
    );
  });

  it('a valid record among the generated answers still parses (the property is not vacuous)', async () => {
    const client = clientFor(
      (async () => new Response(validResourceText)) as typeof globalThis.fetch,
    );
    expect((await client.getResource(101)).name).to.equal('Product demo');
  });
});
