import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import {
  MOCK_NOW,
  WEEK,
  bookingBody,
  mockService,
  openSlots,
  proxyOnMock,
  bookingHeaders,
  TOKEN_SECRET,
  tokenFor,
} from './helpers.js';

interface Seen {
  url: URL;
  method: string;
  body: string | undefined;
}

function proxyWithRecorder(status = 200, headers: Record<string, string> = {}) {
  const seen: Seen[] = [];
  const app = createBookingProxy({
    upstream: 'https://api.example.test/v1/',
    apiKey: 'secret-key',
    basePath: '/booking-api/v1',
    allowOrigins: ['https://shop.example'],
    maxBodyBytes: 1000,
    tokenSecret: TOKEN_SECRET,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      seen.push({ url, method: init?.method ?? 'GET', body: init?.body as string | undefined });
      // A key that may not list its resources: the proxy checks each id's own record instead.
      if (url.pathname === '/v1/resources') {
        return new Response('{"error":{"code":"forbidden"}}', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        });
      }
      const id = /^\/v1\/resources\/(.+)$/.exec(url.pathname)?.[1];
      const body = id
        ? JSON.stringify({ resource_id: id, event_type: 'one_on_one' })
        : '{"ok":true}';
      return new Response(body, {
        status,
        headers: { 'content-type': 'application/json', 'set-cookie': 'x=1', ...headers },
      });
    },
  });
  const call = (path: string, init?: RequestInit) =>
    app.request(`http://proxy.local/booking-api/v1${path}`, init);
  return { seen, call };
}

describe('booking proxy recipe', () => {
  it('adds the key server-side and replaces any key the page sent', async () => {
    const { seen, call } = proxyWithRecorder();
    const response = await call(
      '/availability/101?start=2026-12-01&end=2026-12-31&duration=30m&apiKey=stolen',
    );
    assert.equal(response.status, 200);
    // The list the catalog is learned from (refused), the resource's record (what the read is checked
    // against), then the slot list.
    assert.deepEqual(
      seen.map((s) => s.url.pathname),
      ['/v1/resources', '/v1/resources/101', '/v1/availability/101'],
    );
    for (const { url } of seen) assert.deepEqual(url.searchParams.getAll('apiKey'), ['secret-key']);
    assert.equal(seen[2]!.url.searchParams.get('duration'), '30m');
  });

  it('forwards a booking body and passes back the status and Retry-After, not the key’s budget', async () => {
    const { seen, call } = proxyWithRecorder(429, {
      'retry-after': '4',
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
    });
    const body = JSON.stringify({
      start_at: '2026-12-01T15:00:00Z',
      end_at: '2026-12-01T15:30:00Z',
      reason: 'Moved',
    });
    const response = await call('/bookings/bk_1', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'booking-token': await tokenFor('bk_1', Date.now()),
      },
      body,
    });
    assert.equal(response.status, 429);
    assert.equal(response.headers.get('retry-after'), '4');
    // A widget reading the key's remaining calls would pause for every other visitor's traffic.
    assert.equal(response.headers.get('x-ratelimit-remaining'), null);
    assert.equal(response.headers.get('set-cookie'), null);
    assert.equal(seen[0]!.method, 'PUT');
    assert.equal(seen[0]!.body, body);
  });

  it('refuses every call the widget does not make, without reaching the service', async () => {
    const { seen, call } = proxyWithRecorder();
    const refused = [
      await call('/resources'),
      await call('/resources/101', { method: 'DELETE' }),
      await call('/customers'),
      await call('/reports/bookings?format=csv'),
      await call('/links', { method: 'POST', body: '{}' }),
      await call('/bookings'),
      await call('/bookings?status=confirmed'),
    ];
    assert.deepEqual(
      refused.map((r) => r.status),
      // The list of every resource: the route is a page of events' only (events-list.test.ts). No list
      // of bookings at all (capability.test.ts).
      [400, 404, 404, 404, 404, 404, 404],
    );
    const body = (await refused[1]!.json()) as { error: { code: string } };
    assert.equal(body.error.code, 'not_found');
    assert.equal(seen.length, 0);
  });

  it('forwards opaque resource ids of letters, digits, _ and -, and refuses any other', async () => {
    const { seen, call } = proxyWithRecorder();
    assert.equal((await call('/resources/product-demo')).status, 200);
    assert.equal((await call('/availability/a%20b?start=2026-12-01&end=2026-12-02')).status, 400);
    assert.deepEqual(
      seen.map((s) => s.url.pathname),
      ['/v1/resources', '/v1/resources/product-demo'],
    );
  });

  it('rejects oversized bodies with 413', async () => {
    const { seen, call } = proxyWithRecorder();
    const response = await call('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'x'.repeat(2000) }),
    });
    assert.equal(response.status, 413);
    assert.equal(seen.length, 0);
  });

  it('reports an unreachable service as 502 with the error body', async () => {
    const app = createBookingProxy({
      upstream: 'https://api.example.test/v1',
      apiKey: 'k',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const response = await app.request('http://proxy.local/v1/resources/101');
    assert.equal(response.status, 502);
    assert.equal(
      ((await response.json()) as { error: { code: string } }).error.code,
      'bad_gateway',
    );
  });
});

describe('booking proxy: shared reads', () => {
  it('answers identical reads in flight with one upstream call', async () => {
    const { read, mock } = proxyOnMock();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => read(`/availability/106?${WEEK}`, `198.51.100.${i}`)),
    );
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]));
    // The resource's record (what a read is checked against) and the month: once each.
    assert.equal(mock.calls(), 2);
    assert.ok((await openSlots(answers[24]!)).length > 0);
  });

  it('serves the same question however it is spelled from one entry', async () => {
    const { read, mock } = proxyOnMock();
    const first = await read('/availability/104?start=2026-12-01&end=2026-12-07&duration=60m');
    assert.equal(first.status, 200);
    const again = await read('/availability/104?duration=1h&end=2026-12-07&start=2026-12-01');
    assert.equal(again.headers.get('x-cache'), 'hit');
    assert.equal(mock.calls(), 2);
  });

  it('keeps a slot list fresh for its time, then serves it while fetching a new one', async () => {
    const { app, read, mock, advance } = proxyOnMock({ availabilityTtlMs: 5000 });
    await read(`/availability/106?${WEEK}`);
    advance(4000);
    assert.equal((await read(`/availability/106?${WEEK}`)).headers.get('x-cache'), 'hit');
    assert.equal(mock.calls(), 2);
    advance(2000);
    assert.equal((await read(`/availability/106?${WEEK}`)).headers.get('x-cache'), 'stale');
    await app.idle();
    assert.equal(mock.calls(), 3);
    assert.equal((await read(`/availability/106?${WEEK}`)).headers.get('x-cache'), 'hit');
  });

  it('sends a slot list gzipped to visitors who accept it', async () => {
    const { app, mock } = proxyOnMock();
    const url = `http://proxy.local/v1/availability/106?${WEEK}`;
    const plain = await app.request(url);
    const zipped = await app.request(url, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(zipped.headers.get('content-encoding'), 'gzip');
    assert.equal(plain.headers.get('content-encoding'), null);
    const unzipped = new Response(zipped.body!.pipeThrough(new DecompressionStream('gzip')));
    assert.deepEqual(await openSlots(unzipped), await openSlots(plain));
    assert.equal(mock.calls(), 2);
  });

  it('keeps resource records longer than slot lists', async () => {
    const { read, mock, advance } = proxyOnMock({ availabilityTtlMs: 5000, resourceTtlMs: 60_000 });
    await read('/resources/106');
    advance(30_000);
    assert.equal((await read('/resources/106')).headers.get('x-cache'), 'hit');
    assert.equal(mock.calls(), 1);
  });

  it('never shows a slot booked through it, not even from a read sent before the booking', async () => {
    const { app, read, book, mock } = proxyOnMock();
    const before = await openSlots(await read(`/availability/106?${WEEK}`));
    const slot = before[0]!;
    // A read of another range is in flight while the booking is made, and lands after it.
    let release: () => void = () => undefined;
    let answered: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const computed = new Promise<void>((resolve) => (answered = resolve));
    const slow = createBookingProxy({
      upstream: 'http://mock.local/v1',
      apiKey: 'demo',
      fetch: async (input, init) => {
        const answer = await mock.fetch(input, init);
        if (String(input).includes('/availability/')) {
          answered();
          await gate;
        }
        return answer;
      },
    });
    const inFlight = slow.request(
      'http://proxy.local/v1/availability/106?start=2026-12-01&end=2026-12-02&duration=15m',
    );
    // The service has computed that read's answer (slot still open) before the booking is sent.
    await computed;
    const booked = await slow.request('http://proxy.local/v1/bookings', {
      method: 'POST',
      headers: bookingHeaders(),
      body: bookingBody(slot),
    });
    assert.equal(booked.status, 201);
    release();
    assert.equal((await openSlots(await inFlight)).includes(slot), false);
    // Through the first proxy too, once it has seen a booking of its own.
    const mine = await book(before[1]!, 'grace@example.com');
    assert.equal(mine.status, 201);
    const after = await openSlots(await read(`/availability/106?${WEEK}`));
    assert.equal(after.includes(before[1]!), false);
    assert.ok(after.includes(before[2]!));
    await app.idle();
  });

  it('drops the dates a cancel touches, so the slot shows again', async () => {
    // A plan whose budget leaves room for every refresh within one second.
    const { app, read, book, mock } = proxyOnMock({ rateLimit: 300 });
    const slot = (await openSlots(await read(`/availability/106?${WEEK}`)))[0]!;
    const booking = (await (await book(slot)).json()) as {
      booking_id: string;
      manage_token: string;
    };
    assert.equal((await openSlots(await read(`/availability/106?${WEEK}`))).includes(slot), false);
    await app.idle();
    const canceled = await app.request(
      `http://proxy.local/v1/bookings/${booking.booking_id}/cancel`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'booking-token': booking.manage_token },
        body: '{}',
      },
    );
    assert.equal(canceled.status, 200);
    const calls = mock.calls();
    // The entry read before the cancel is out of date: it is served once more while a new one comes.
    await read(`/availability/106?${WEEK}`);
    await app.idle();
    assert.equal(mock.calls(), calls + 1);
    assert.ok((await openSlots(await read(`/availability/106?${WEEK}`))).includes(slot));
  });

  it('marks only its resource’s dates out of date when a booking is refused with 409', async () => {
    const { read, book, mock } = proxyOnMock({ rateLimit: 300 });
    const demo = '/availability/101?start=2026-12-01&end=2026-12-07&duration=30m';
    const slot = (await openSlots(await read(`/availability/106?${WEEK}`)))[0]!;
    assert.equal((await read(demo)).status, 200);
    // Someone else books the slot at the service directly; through the proxy it is then refused.
    const elsewhere = await mock.service.fetch(
      new Request('http://mock.local/v1/bookings?apiKey=demo', {
        method: 'POST',
        headers: bookingHeaders(),
        body: bookingBody(slot, 'grace@example.com'),
      }),
    );
    assert.equal(elsewhere.status, 201);
    assert.equal((await book(slot)).status, 409);
    assert.equal((await read(`/availability/106?${WEEK}`)).headers.get('x-cache'), 'stale');
    assert.equal((await read(demo)).headers.get('x-cache'), 'hit');
  });

  it('keeps serving what it has when the service is down, and says a write failed', async () => {
    let down = false;
    const mock = mockService();
    let now = MOCK_NOW;
    const app = createBookingProxy({
      upstream: 'http://mock.local/v1',
      apiKey: 'demo',
      now: () => now,
      fetch: async (input, init) => {
        if (down) throw new TypeError('connection refused');
        return mock.fetch(input, init);
      },
    });
    const url = `http://proxy.local/v1/availability/106?${WEEK}`;
    const first = await openSlots(await app.request(url));
    down = true;
    now += 120_000;
    const later = await app.request(url);
    assert.equal(later.status, 200);
    assert.deepEqual(await openSlots(later), first);
    const write = await app.request('http://proxy.local/v1/bookings', {
      method: 'POST',
      headers: bookingHeaders(),
      body: bookingBody(first[0]!),
    });
    assert.equal(write.status, 502);
    assert.equal(((await write.json()) as { error: { code: string } }).error.code, 'bad_gateway');
  });
});

describe('booking proxy: the key’s budget', () => {
  it('gives each visitor a share: one client spending its own leaves the others served', async () => {
    const { read } = proxyOnMock({
      visitorShare: 3,
      readWaitMs: 0,
      clientIp: (c) => c.req.header('x-test-ip'),
    });
    const month = (m: string) => `/availability/106?start=${m}-01&end=${m}-07&duration=15m`;
    const greedy = [];
    // The first costs the resource's record and the month; each further month one call.
    for (const m of ['2026-12', '2027-01', '2027-02'])
      greedy.push(await read(month(m), '192.0.2.66'));
    assert.deepEqual(
      greedy.map((r) => r.status),
      [200, 200, 429],
    );
    assert.ok(Number(greedy[2]!.headers.get('retry-after')) >= 1);
    const other = await read(month('2027-03'), '192.0.2.7');
    assert.equal(other.status, 200);
  });

  it('answers reads past the budget from what it has, and refuses the rest with Retry-After', async () => {
    const { read, mock } = proxyOnMock({ rateLimit: 60, readWaitMs: 0, visitorShare: 1000 });
    const warm = await read(`/availability/106?${WEEK}`);
    assert.equal(warm.status, 200);
    // More distinct questions (months ahead) than one budget slice allows: the budget says no.
    const months = Array.from({ length: 11 }, (_, i) => {
      const first = new Date(Date.UTC(2027, i, 1)).toISOString().slice(0, 10);
      return read(`/availability/106?start=${first}&end=${first}&duration=15m`);
    });
    const answers = await Promise.all(months);
    const refused = answers.filter((a) => a.status === 429);
    assert.ok(refused.length > 0);
    assert.ok(refused.every((a) => Number(a.headers.get('retry-after')) >= 1));
    assert.ok(mock.calls() <= 2 + answers.length - refused.length);
    const body = (await refused[0]!.json()) as { error: { code: string } };
    assert.equal(body.error.code, 'rate_limited');
    // What it has is still served.
    assert.equal((await read(`/availability/106?${WEEK}`)).status, 200);
  });
});
