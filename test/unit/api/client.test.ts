import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { createClient, type ClientOptions } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import { RateLimiter } from '../../../src/api/rate-limiter.js';
import * as fixtures from './fixtures.js';

z.config(z.locales.en());

interface Recorded {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
  signal: AbortSignal | null | undefined;
}

type Handler = (request: Recorded, index: number) => Response | Promise<Response>;

const BASE = 'https://api.example.test/v1';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const errorBody = (status: number, code: string, message: string, details?: unknown) =>
  json({ error: { status, code, message, ...(details ? { details } : {}) } }, status);

function setup(handler: Handler, options: Partial<ClientOptions> = {}) {
  const calls: Recorded[] = [];
  const sleeps: number[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const recorded: Recorded = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), location.href),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
      signal: init?.signal,
    };
    calls.push(recorded);
    return handler(recorded, calls.length - 1);
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseUrl: BASE,
    apiKey: 'k-123',
    fetch,
    rateLimiter: false,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  return { client, calls, sleeps };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const query = (call: Recorded) => Object.fromEntries(call.url.searchParams);

describe('api/client: requests', () => {
  it('joins the base URL with or without a trailing slash and sends apiKey on every request', async () => {
    for (const baseUrl of [BASE, `${BASE}/`, `${BASE}//`]) {
      const { client, calls } = setup(() => json(fixtures.oneOnOne()), { baseUrl });
      await client.getResource(101);
      expect(calls[0]!.url.href).to.equal(`${BASE}/resources/101?apiKey=k-123`);
    }
  });

  it('leaves apiKey out when none is given (behind a key-adding proxy)', async () => {
    const { client, calls } = setup(() => json([]), { apiKey: undefined, baseUrl: '/booking-api' });
    // A relative base URL resolves against the page, as fetch does.
    await client.listBookings();
    expect(calls[0]!.url.searchParams.has('apiKey')).to.equal(false);
    expect(calls[0]!.url.pathname).to.equal('/booking-api/bookings');
  });

  const bookingId = 'bk_7f3a';
  const cases: Array<{
    name: string;
    call: (client: ReturnType<typeof setup>['client']) => Promise<unknown>;
    method: string;
    path: string;
    query?: Record<string, string>;
    body?: unknown;
    response: () => Response;
  }> = [
    {
      name: 'listResources',
      call: (c) =>
        c.listResources({
          limit: 20,
          offset: 40,
          search: 'demo & more',
          sort: [{ id: 'name', desc: true }, { id: 'created_at' }],
          filters: [{ id: 'event_type', operator: 'eq', value: 'group' }],
          joinOperator: 'or',
        }),
      method: 'GET',
      path: '/resources',
      query: {
        limit: '20',
        offset: '40',
        search: 'demo & more',
        sort: '-name,created_at',
        filters: '[{"id":"event_type","operator":"eq","value":"group"}]',
        joinOperator: 'or',
      },
      response: () => json([fixtures.oneOnOne(), fixtures.webinar()]),
    },
    {
      name: 'downloadResources',
      call: (c) => c.downloadResources({ search: 'pottery' }),
      method: 'GET',
      path: '/resources',
      query: { search: 'pottery', download: 'true' },
      response: () => new Response('resource_id,name\n102,Pottery\n'),
    },
    {
      name: 'getResource',
      call: (c) => c.getResource(102),
      method: 'GET',
      path: '/resources/102',
      response: () => json(fixtures.group()),
    },
    {
      name: 'createResource',
      call: (c) => c.createResource(fixtures.roundRobin()),
      method: 'POST',
      path: '/resources',
      body: fixtures.roundRobin(),
      response: () => json(fixtures.roundRobin(), 201),
    },
    {
      name: 'updateResource',
      call: (c) => c.updateResource(101, { ...fixtures.oneOnOne(), name: 'Product tour' }),
      method: 'PUT',
      path: '/resources/101',
      body: { ...fixtures.oneOnOne(), name: 'Product tour' },
      response: () => json({ ...fixtures.oneOnOne(), name: 'Product tour' }),
    },
    {
      name: 'deleteResource',
      call: (c) => c.deleteResource(101),
      method: 'DELETE',
      path: '/resources/101',
      response: () => new Response(null, { status: 204 }),
    },
    {
      name: 'getAvailability',
      call: (c) =>
        c.getAvailability(101, { start: '2026-03-01', end: '2026-03-31', duration: '60m' }),
      method: 'GET',
      path: '/availability/101',
      query: { start: '2026-03-01', end: '2026-03-31', duration: '60m' },
      response: () => json([fixtures.availability()]),
    },
    {
      name: 'createBooking',
      call: (c) => c.createBooking(fixtures.bookingRequest()),
      method: 'POST',
      path: '/bookings',
      body: fixtures.bookingRequest(),
      response: () => json(fixtures.booking(), 201),
    },
    {
      name: 'listBookings',
      call: (c) =>
        c.listBookings({
          status: 'confirmed',
          resource_id: 101,
          email: 'lena@example.com',
          start: '2026-03-01',
          end: '2026-03-31',
          limit: 10,
        }),
      method: 'GET',
      path: '/bookings',
      query: {
        status: 'confirmed',
        resource_id: '101',
        email: 'lena@example.com',
        start: '2026-03-01',
        end: '2026-03-31',
        limit: '10',
      },
      response: () => json([fixtures.booking()]),
    },
    {
      name: 'getBooking',
      call: (c) => c.getBooking(bookingId),
      method: 'GET',
      path: `/bookings/${bookingId}`,
      response: () => json(fixtures.booking()),
    },
    {
      name: 'rescheduleBooking',
      call: (c) =>
        c.rescheduleBooking(bookingId, {
          start_at: '2026-03-04T14:00:00Z',
          end_at: '2026-03-04T14:30:00Z',
          reason: 'Travel',
        }),
      method: 'PUT',
      path: `/bookings/${bookingId}`,
      body: { start_at: '2026-03-04T14:00:00Z', end_at: '2026-03-04T14:30:00Z', reason: 'Travel' },
      response: () => json(fixtures.booking()),
    },
    {
      name: 'cancelBooking',
      call: (c) => c.cancelBooking(bookingId, { reason: 'Sick' }),
      method: 'POST',
      path: `/bookings/${bookingId}/cancel`,
      body: { reason: 'Sick' },
      response: () => json({ ...fixtures.booking(), status: 'canceled' }),
    },
    {
      name: 'listCustomers',
      call: (c) => c.listCustomers({ search: 'ortiz', limit: 5 }),
      method: 'GET',
      path: '/customers',
      query: { search: 'ortiz', limit: '5' },
      response: () => json([fixtures.customer()]),
    },
    {
      name: 'getCustomer',
      call: (c) => c.getCustomer('cus_1'),
      method: 'GET',
      path: '/customers/cus_1',
      response: () => json(fixtures.customer()),
    },
    {
      name: 'listLinks',
      call: (c) => c.listLinks({ offset: 10 }),
      method: 'GET',
      path: '/links',
      query: { offset: '10' },
      response: () => json([fixtures.link()]),
    },
    {
      name: 'createLink',
      call: (c) =>
        c.createLink({ key: 'spring-demo', url: 'https://book.example.com/product-demo' }),
      method: 'POST',
      path: '/links',
      body: { key: 'spring-demo', url: 'https://book.example.com/product-demo' },
      response: () => json(fixtures.link(), 201),
    },
    {
      name: 'getLink',
      call: (c) => c.getLink('spring-demo'),
      method: 'GET',
      path: '/links/spring-demo',
      response: () => json(fixtures.link()),
    },
    {
      name: 'updateLink',
      call: (c) => c.updateLink('spring-demo', { params: { utm_source: 'ads' } }),
      method: 'PUT',
      path: '/links/spring-demo',
      body: { params: { utm_source: 'ads' } },
      response: () => json(fixtures.link()),
    },
    {
      name: 'deleteLink',
      call: (c) => c.deleteLink('spring-demo'),
      method: 'DELETE',
      path: '/links/spring-demo',
      response: () => new Response(null, { status: 204 }),
    },
    {
      name: 'getBookingsReport (csv)',
      call: (c) => c.getBookingsReport({ format: 'csv', start: '2026-03-01', end: '2026-03-31' }),
      method: 'GET',
      path: '/reports/bookings',
      query: { format: 'csv', start: '2026-03-01', end: '2026-03-31' },
      response: () => new Response('booking_id,status\nbk_7f3a,confirmed\n'),
    },
    {
      name: 'getBookingsReport (json)',
      call: (c) => c.getBookingsReport({ format: 'json' }),
      method: 'GET',
      path: '/reports/bookings',
      query: { format: 'json' },
      response: () => json([fixtures.booking()]),
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.name}: ${testCase.method} ${testCase.path}`, async () => {
      const { client, calls } = setup(testCase.response);
      await testCase.call(client);
      expect(calls).to.have.length(1);
      const [call] = calls;
      expect(call!.method).to.equal(testCase.method);
      expect(call!.url.pathname).to.equal(`/v1${testCase.path}`);
      expect(query(call!)).to.deep.equal({ ...testCase.query, apiKey: 'k-123' });
      expect(call!.body).to.deep.equal(testCase.body);
      expect(call!.headers.get('content-type')).to.equal(
        testCase.body === undefined ? null : 'application/json',
      );
    });
  }

  it('encodes path segments', async () => {
    const { client, calls } = setup(() => json(fixtures.booking()));
    await client.getBooking('a/b?c');
    expect(calls[0]!.url.pathname).to.equal('/v1/bookings/a%2Fb%3Fc');
  });

  it('returns parsed records with the contract defaults applied', async () => {
    const { client } = setup(() => json(fixtures.oneOnOne()));
    const resource = await client.getResource(101);
    expect(resource.name).to.equal('Product demo');
    expect(resource.language).to.equal('en-US');
    expect(resource.settings.guest.max_allowed).to.equal(10);
  });

  it('returns the CSV report as text', async () => {
    const { client } = setup(() => new Response('booking_id\nbk_1\n'));
    expect(await client.getBookingsReport({ format: 'csv' })).to.equal('booking_id\nbk_1\n');
  });

  it('refuses an invalid request before sending it, naming the field', async () => {
    const { client, calls } = setup(() => json(fixtures.booking()));
    const request = fixtures.bookingRequest();
    request.invitees[0]!.email = 'not-an-email';
    const error = await rejection(client.createBooking(request));
    expect(error.code).to.equal('invalid_request');
    expect(error.status).to.equal(0);
    expect(error.details.map((d) => d.path)).to.include('invitees.0.email');
    expect(error.message).to.contain('invitees.0.email');
    expect(calls).to.have.length(0);
  });

  it('refuses an availability query with a bad duration or date', async () => {
    const { client, calls } = setup(() => json([]));
    const bad = await rejection(
      client.getAvailability(101, { start: '2026-03-01', end: '2026-03-31', duration: '30 min' }),
    );
    expect(bad.details[0]!.path).to.equal('duration');
    const date = await rejection(
      client.getAvailability(101, { start: '03/01/2026', end: '2026-03-31' }),
    );
    expect(date.details[0]!.path).to.equal('start');
    expect(calls).to.have.length(0);
  });

  it('gives unsupported_resource for the further, non-bookable list variant', async () => {
    const { client } = setup(() => json(fixtures.webinar()));
    const error = await rejection(client.getResource(108));
    expect(error.code).to.equal('unsupported_resource');
    expect(error.message).to.contain('webinar');
  });

  it('keeps the further variant in lists', async () => {
    const { client } = setup(() => json([fixtures.oneOnOne(), fixtures.webinar()]));
    const list = await client.listResources();
    expect(list.map((item) => item.event_type)).to.deep.equal(['one_on_one', 'webinar']);
    expect((list[1] as Record<string, unknown>).seats).to.equal(500);
  });
});

describe('api/client: invalid responses', () => {
  it('names the field that makes a record unusable', async () => {
    const { client } = setup(() => json({ ...fixtures.oneOnOne(), durations: [] }));
    const error = await rejection(client.getResource(101));
    expect(error.code).to.equal('invalid_response');
    expect(error.status).to.equal(200);
    expect(error.details.map((d) => d.path)).to.deep.equal(['durations']);
    expect(error.message).to.contain('GET /resources/101').and.contain('durations');
  });

  it('reads past what it can do without: a name over the bound, a colour it cannot use', async () => {
    const long = 'x'.repeat(121);
    const { client } = setup(() => json({ ...fixtures.oneOnOne(), name: long, color: 42 }));
    const resource = await client.getResource(101);
    expect([resource.name, resource.color]).to.deep.equal([long, undefined]);
  });

  it('names the bad field deep in a list', async () => {
    const entry = fixtures.availability();
    const broken = { ...entry, slots: [{ ...entry.slots[0]!, time: 'tomorrow at nine' }] };
    const { client } = setup(() => json([fixtures.availability('2026-03-02'), broken]));
    const error = await rejection(
      client.getAvailability(101, { start: '2026-03-02', end: '2026-03-03' }),
    );
    expect(error.code).to.equal('invalid_response');
    expect(error.details[0]!.path).to.equal('1.slots.0.time');
  });

  it('rejects a body that is not JSON, or empty', async () => {
    const { client } = setup(() => new Response('<html>Maintenance</html>', { status: 200 }));
    const error = await rejection(client.getBooking('bk_1'));
    expect(error.code).to.equal('invalid_response');
    expect(error.message).to.contain('not JSON');
    const empty = setup(() => new Response('', { status: 200 }));
    expect((await rejection(empty.client.getBooking('bk_1'))).code).to.equal('invalid_response');
  });

  it('rejects a fetch that resolves to something other than a Response', async () => {
    const { client } = setup(() => ({ nope: true }) as unknown as Response);
    expect((await rejection(client.getBooking('bk_1'))).code).to.equal('invalid_response');
  });
});

describe('api/client: error answers', () => {
  it('parses the service error body', async () => {
    const { client } = setup(() =>
      errorBody(400, 'invalid_request', 'The request is invalid', [
        { path: 'invitees.0.email', message: 'Invalid email address' },
      ]),
    );
    const error = await rejection(client.createBooking(fixtures.bookingRequest()));
    expect(error.status).to.equal(400);
    expect(error.code).to.equal('invalid_request');
    expect(error.message).to.equal('The request is invalid');
    expect(error.details).to.deep.equal([
      { path: 'invitees.0.email', message: 'Invalid email address' },
    ]);
    expect(error.isRetryable).to.equal(false);
  });

  it('gives the 409 of a taken slot its code', async () => {
    const { client } = setup(() => errorBody(409, 'slot_unavailable', 'That time was just taken'));
    const error = await rejection(client.createBooking(fixtures.bookingRequest()));
    expect([error.status, error.code]).to.deep.equal([409, 'slot_unavailable']);
  });

  it('still gives a clear error for unknown error shapes', async () => {
    const shapes: Array<[Response, number, string, string]> = [
      [json({ message: 'No such thing' }, 404), 404, 'not_found', 'No such thing'],
      [json({ error: 'Key revoked' }, 403), 403, 'invalid_api_key', 'Key revoked'],
      [
        json({ error: { code: 'teapot', message: 'Short and stout' } }, 418),
        418,
        'teapot',
        'Short and stout',
      ],
      [
        new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
        502,
        'internal_error',
        '502 Bad Gateway: <h1>Bad gateway</h1>',
      ],
      [new Response(null, { status: 401 }), 401, 'missing_api_key', '401'],
      [json([1, 2, 3], 410), 410, 'gone', '410'],
    ];
    for (const [response, status, code, message] of shapes) {
      const { client } = setup(() => response.clone(), { maxAttempts: 1 });
      const error = await rejection(client.getBooking('bk_1'));
      expect(error.status).to.equal(status);
      expect(error.code).to.equal(code);
      expect(error.message).to.contain(message);
    }
  });
});

describe('api/client: timeouts, aborts, retries', () => {
  it('times out a request that gets no answer', async () => {
    const { client, calls } = setup(() => new Promise<Response>(() => undefined), {
      timeoutMs: 20,
      maxAttempts: 1,
    });
    const error = await rejection(client.getResource(101));
    expect(error.code).to.equal('timeout');
    expect(error.status).to.equal(0);
    expect(error.isRetryable).to.equal(true);
    expect(calls[0]!.signal!.aborted).to.equal(true);
  });

  it('retries a read that timed out, at most 3 tries in total', async () => {
    const { client, calls } = setup(() => new Promise<Response>(() => undefined), {
      timeoutMs: 10,
    });
    const error = await rejection(client.listBookings());
    expect(error.code).to.equal('timeout');
    expect(calls).to.have.length(3);
  });

  it('ends with "aborted" when the caller aborts mid-request, and does not retry', async () => {
    const controller = new AbortController();
    const { client, calls } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
          controller.abort();
        }),
    );
    const error = await rejection(client.getResource(101, { signal: controller.signal }));
    expect(error.code).to.equal('aborted');
    expect(error.isRetryable).to.equal(false);
    expect(calls).to.have.length(1);
  });

  it('ends with "aborted" even when fetch ignores the signal', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      setTimeout(() => controller.abort(), 5);
      return new Promise<Response>(() => undefined);
    });
    expect((await rejection(client.getResource(101, { signal: controller.signal }))).code).to.equal(
      'aborted',
    );
  });

  it('does not send a request whose signal is already aborted', async () => {
    const { client, calls } = setup(() => json(fixtures.oneOnOne()));
    const error = await rejection(client.getResource(101, { signal: AbortSignal.abort() }));
    expect(error.code).to.equal('aborted');
    expect(calls).to.have.length(0);
  });

  it('retries reads after 5xx and network errors with growing, jittered backoff', async () => {
    const { client, calls, sleeps } = setup(
      (_request, index) => {
        if (index === 0) throw new TypeError('Failed to fetch');
        if (index === 1) return errorBody(503, 'internal_error', 'Try again');
        return json(fixtures.oneOnOne());
      },
      { retryDelayMs: 200, random: () => 0.5 },
    );
    const resource = await client.getResource(101);
    expect(resource.resource_id).to.equal(101);
    expect(calls).to.have.length(3);
    // equal jitter: half the step fixed, half random (0.5 here)
    expect(sleeps).to.deep.equal([150, 300]);
  });

  it('gives up after 3 tries and reports the last failure', async () => {
    const { client, calls } = setup(() => errorBody(500, 'internal_error', 'Database down'));
    const error = await rejection(client.listResources());
    expect([error.status, error.code, error.message]).to.deep.equal([
      500,
      'internal_error',
      'Database down',
    ]);
    expect(calls).to.have.length(3);
  });

  it('does not retry a 4xx read', async () => {
    const { client, calls } = setup(() => errorBody(404, 'not_found', 'No such resource'));
    expect((await rejection(client.getResource(999))).code).to.equal('not_found');
    expect(calls).to.have.length(1);
  });

  it('never retries POST /bookings (5xx, network error, timeout, 429)', async () => {
    const failures: Array<() => Response | Promise<Response>> = [
      () => errorBody(503, 'internal_error', 'Unavailable'),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Promise<Response>(() => undefined),
      () => new Response(null, { status: 429, headers: { 'retry-after': '1' } }),
    ];
    for (const fail of failures) {
      const { client, calls, sleeps } = setup(fail, { timeoutMs: 10 });
      const error = await rejection(client.createBooking(fixtures.bookingRequest()));
      expect(error.isRetryable).to.equal(true);
      expect(calls).to.have.length(1);
      expect(sleeps).to.have.length(0);
    }
  });

  it('does not retry other writes either', async () => {
    const { client, calls } = setup(() => errorBody(500, 'internal_error', 'Oops'));
    await rejection(client.cancelBooking('bk_1'));
    await rejection(
      client.rescheduleBooking('bk_1', {
        start_at: '2026-03-04T14:00:00Z',
        end_at: '2026-03-04T14:30:00Z',
      }),
    );
    await rejection(client.deleteLink('spring-demo'));
    expect(calls).to.have.length(3);
  });

  it('honours Retry-After on a 429 before retrying a read', async () => {
    const { client, calls, sleeps } = setup((_request, index) =>
      index === 0
        ? new Response(
            JSON.stringify({ error: { status: 429, code: 'rate_limited', message: 'Slow down' } }),
            { status: 429, headers: { 'retry-after': '4' } },
          )
        : json([fixtures.availability()]),
    );
    const entries = await client.getAvailability(101, { start: '2026-03-03', end: '2026-03-03' });
    expect(entries).to.have.length(1);
    expect(calls).to.have.length(2);
    expect(sleeps).to.deep.equal([4000]);
  });

  it('tells onWait why a read still waits: the service is busy for N s, or a retry after a failure', async () => {
    const waits: unknown[] = [];
    const { client } = setup(
      (_request, index) =>
        index === 0
          ? new Response('', { status: 429, headers: { 'retry-after': '7' } })
          : index === 1
            ? new Response('', { status: 503 })
            : json([fixtures.availability()]),
      { onWait: (wait) => waits.push(wait) },
    );
    await client.getAvailability(101, { start: '2026-03-03', end: '2026-03-03' });
    expect(waits).to.deep.equal([
      { request: 'GET /availability/101', seconds: 7, reason: 'rate_limited', attempt: 1 },
      { request: 'GET /availability/101', seconds: 0.45, reason: 'retry', attempt: 2 },
    ]);
  });

  it('waits for the next 10-second window when a 429 has no Retry-After', async () => {
    const { client, sleeps } = setup(
      (_request, index) =>
        index === 0 ? new Response('', { status: 429 }) : json([fixtures.booking()]),
      { now: () => 1_700_000_003_500 },
    );
    await client.listBookings();
    expect(sleeps).to.deep.equal([6500]);
  });

  it('reports instead of waiting when Retry-After is unreasonably long', async () => {
    const { client, calls } = setup(
      () => new Response('', { status: 429, headers: { 'retry-after': '3600' } }),
    );
    const error = await rejection(client.listBookings());
    expect([error.code, error.retryAfterSeconds]).to.deep.equal(['rate_limited', 3600]);
    expect(calls).to.have.length(1);
  });

  it('pauses the shared limiter on a 429 so queued requests wait too', async () => {
    const now = 1_700_000_000_000;
    const limiter = new RateLimiter({
      limit: 60,
      clock: { now: () => now, setTimeout: () => 0, clearTimeout: () => undefined },
    });
    const { client } = setup(
      () => new Response('', { status: 429, headers: { 'retry-after': '2' } }),
      { rateLimiter: limiter, maxAttempts: 1, now: () => now },
    );
    await rejection(client.listBookings());
    let released = false;
    void limiter.acquire().then(() => (released = true));
    await Promise.resolve();
    expect(released).to.equal(false);
    expect(limiter.pending).to.equal(1);
  });

  it("tells onWait when a read waits out another read's 429 in the shared limiter", async () => {
    const now = 1_700_000_000_000;
    const limiter = new RateLimiter({
      limit: 60,
      clock: { now: () => now, setTimeout: () => 0, clearTimeout: () => undefined },
    });
    const other = setup(() => new Response('', { status: 429, headers: { 'retry-after': '6' } }), {
      rateLimiter: limiter,
      maxAttempts: 1,
      now: () => now,
    });
    await rejection(other.client.listBookings());
    const waits: unknown[] = [];
    const { client, calls } = setup(() => json([]), {
      rateLimiter: limiter,
      now: () => now,
      onWait: (wait) => waits.push(wait),
    });
    void client.getAvailability(101, { start: '2026-03-03', end: '2026-03-03' });
    await Promise.resolve();
    expect(waits).to.deep.equal([
      { request: 'GET /availability/101', seconds: 6, reason: 'rate_limited', attempt: 0 },
    ]);
    expect(calls).to.have.length(0);
  });

  it('ends with "aborted" when the caller aborts while queued by the limiter, sending nothing', async () => {
    const limiter = new RateLimiter({
      limit: 1,
      safetyRatio: 1,
      clock: { now: () => 1_700_000_000_000, setTimeout: () => 0, clearTimeout: () => undefined },
    });
    await limiter.acquire();
    const controller = new AbortController();
    const { client, calls } = setup(() => json([]), { rateLimiter: limiter });
    const pending = client.listLinks({}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(limiter.pending).to.equal(1);
    controller.abort();
    expect((await rejection(pending)).code).to.equal('aborted');
    expect(limiter.pending).to.equal(0);
    expect(calls).to.have.length(0);
  });

  it('aborts while backing off', async () => {
    const controller = new AbortController();
    const { client, calls } = setup(() => errorBody(503, 'internal_error', 'Busy'), {
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
          controller.abort();
        }),
    });
    const error = await rejection(client.listBookings({}, { signal: controller.signal }));
    expect(error.code).to.equal('aborted');
    expect(calls).to.have.length(1);
  });
});
