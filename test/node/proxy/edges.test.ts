// The proxy's edges: bodies counted as they arrive, writes only as JSON from the site's own pages, and
// answers a browser can neither sniff nor keep.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBookingProxy, type BookingProxyOptions } from '../../../src/proxy/proxy.js';
import {
  MOCK_NOW,
  TOKEN_SECRET,
  bookingBody,
  mockService,
  tokenFor,
  bookingHeaders,
} from './helpers.js';

const MB = 1024 * 1024;

function proxy(options: Partial<BookingProxyOptions> = {}, answer?: () => Response) {
  const mock = mockService();
  const upstream: string[] = [];
  const app = createBookingProxy({
    upstream: 'http://mock.local/v1',
    apiKey: 'demo',
    now: () => MOCK_NOW,
    allowOrigins: ['https://partner.example'],
    tokenSecret: TOKEN_SECRET,
    clientIp: (c) => c.req.header('x-test-ip'),
    fetch: async (input, init) => {
      upstream.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return answer ? answer() : mock.fetch(input, init);
    },
    ...options,
  });
  return { app, upstream };
}

/** A chunked body of `total` bytes with no length, counting what the proxy pulls from it. */
function streamedBody(total: number, chunk = 64 * 1024) {
  let pulled = 0;
  const bytes = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk;
      controller.enqueue(bytes);
    },
  });
  return { stream, pulled: () => pulled };
}

const book = (app: ReturnType<typeof proxy>['app'], init: RequestInit) =>
  app.request(
    new Request('http://proxy.local/v1/bookings', {
      method: 'POST',
      ...({ duplex: 'half' } as RequestInit),
      ...init,
    }),
  );

describe('proxy: request bodies', () => {
  it('refuses a 200 MB chunked body with no length before 32 MB of it are read', async () => {
    const { app, upstream } = proxy();
    const body = streamedBody(200 * MB);
    const answer = await book(app, {
      headers: { 'content-type': 'application/json', 'x-test-ip': '192.0.2.1' },
      body: body.stream,
    });
    assert.equal(answer.status, 413);
    assert.equal(
      ((await answer.json()) as { error: { code: string } }).error.code,
      'payload_too_large',
    );
    assert.ok(body.pulled() < 32 * MB, `read ${body.pulled()} bytes`);
    assert.ok(body.pulled() <= 2 * MB + 2 * 64 * 1024, `read ${body.pulled()} bytes`);
    assert.deepEqual(upstream, []);
  });

  it('reads no body at all for a visitor past its share', async () => {
    // A booking costs two calls: its resource's record (to check the body against) and the booking.
    const { app } = proxy({ visitorShare: 2 });
    const first = await book(app, {
      headers: { ...bookingHeaders(), 'x-test-ip': '192.0.2.2' },
      body: bookingBody('2026-12-01T15:00:00Z'),
    });
    assert.notEqual(first.status, 429);
    const body = streamedBody(10 * MB);
    const second = await book(app, {
      headers: { 'content-type': 'application/json', 'x-test-ip': '192.0.2.2' },
      body: body.stream,
    });
    assert.equal(second.status, 429);
    // A stream may be asked for its first chunk as it is set up; nothing past that.
    assert.ok(body.pulled() <= 64 * 1024, `read ${body.pulled()} bytes`);
  });
});

describe('proxy: writes from other sites', () => {
  it('refuses a plain HTML form post from another site, and any body that is not JSON', async () => {
    const { app, upstream } = proxy();
    const form = await app.request('http://proxy.local/v1/bookings/abc123/cancel', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'reason=gone',
    });
    assert.equal(form.status, 403);
    // Same again from an older browser without Sec-Fetch-Site: the Origin says it.
    const old = await app.request('http://proxy.local/v1/bookings/abc123/cancel', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{"reason":"gone"}',
    });
    assert.equal(old.status, 403);
    // From the site itself, but not JSON (a form's enctype=text/plain).
    const plain = await app.request('http://proxy.local/v1/bookings/abc123/cancel', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
      body: '{"reason":"gone"}',
    });
    assert.equal(plain.status, 415);
    for (const answer of [form, old, plain]) {
      assert.equal(answer.headers.get('content-type'), 'application/json');
    }
    assert.deepEqual(upstream, []);
  });

  it('takes JSON writes from the site’s pages, from listed origins and from servers', async () => {
    const { app, upstream } = proxy();
    const token = await tokenFor('abc123');
    const write = (headers: Record<string, string>) =>
      app.request('http://proxy.local/v1/bookings/abc123/cancel', {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'booking-token': token,
          ...headers,
        },
        body: '{}',
      });
    const answers = [
      await write({ 'sec-fetch-site': 'same-origin', origin: 'http://proxy.local' }),
      await write({ 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' }),
      await write({ origin: 'http://proxy.local' }),
      await write({}),
    ];
    // The mock has no such booking: what matters is that each one reached it.
    assert.deepEqual(
      answers.map((a) => a.status),
      [404, 404, 404, 404],
    );
    assert.equal(upstream.length, 4);
    // A site's own subdomain is another origin: listed or refused.
    const sibling = await write({ 'sec-fetch-site': 'same-site', origin: 'https://www.example' });
    assert.equal(sibling.status, 403);
  });
});

describe('proxy: answers', () => {
  it('marks every answer nosniff and Vary: Origin, and anything about bookings no-store', async () => {
    const { app } = proxy();
    const booked = await app.request('http://proxy.local/v1/bookings', {
      method: 'POST',
      headers: bookingHeaders(),
      body: bookingBody('2026-12-01T15:00:00Z'),
    });
    assert.equal(booked.status, 201);
    const { booking_id: id, manage_token: token } = (await booked.clone().json()) as {
      booking_id: string;
      manage_token: string;
    };
    const answers = {
      booked,
      read: await app.request(`http://proxy.local/v1/bookings/${id}`, {
        headers: { 'booking-token': token },
      }),
      refused: await app.request('http://proxy.local/v1/bookings/..%2f'),
      slots: await app.request(
        'http://proxy.local/v1/availability/106?start=2026-12-01&end=2026-12-01&duration=15m',
        { headers: { origin: 'https://partner.example' } },
      ),
      missing: await app.request('http://proxy.local/v1/nothing-here'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', name);
      assert.match(answer.headers.get('vary') ?? '', /\bOrigin\b/, name);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/, name);
    }
    for (const name of ['booked', 'read', 'refused'] as const) {
      assert.equal(answers[name].headers.get('cache-control'), 'no-store', name);
    }
    assert.equal(answers.slots.headers.get('cache-control'), null);
  });

  it('passes on an answer that is not JSON as a 502 in JSON', async () => {
    const { app } = proxy(
      {},
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    for (const answer of [
      await app.request('http://proxy.local/v1/resources/106'),
      await app.request('http://proxy.local/v1/bookings/abc123', {
        headers: { 'booking-token': await tokenFor('abc123') },
      }),
    ]) {
      assert.equal(answer.status, 502);
      assert.equal(answer.headers.get('content-type'), 'application/json');
      assert.equal(
        ((await answer.json()) as { error: { code: string } }).error.code,
        'bad_gateway',
      );
    }
  });
});
