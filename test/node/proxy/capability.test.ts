// A booking belongs to whoever made it: through the proxy, reading, moving or cancelling one needs the token
// handed out with its answer. Knowing an id or an e-mail opens nothing.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  FAILURES_ALLOWED,
  createSigner,
  equalBytes,
  resolveSecret,
  tokenExpiry,
} from '../../../src/proxy/capability.js';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { memoryStore } from '../../../src/proxy/store.js';
import {
  MOCK_NOW,
  TOKEN_SECRET,
  WEEK,
  bookingBody,
  openSlots,
  proxyOnMock,
  bookingHeaders,
} from './helpers.js';

interface BookingAnswer {
  booking_id: string;
  status: string;
  start_at: string;
  end_at: string;
  manage_token?: string;
}

/** A proxy on the mock with each visitor's address in `x-test-ip`, and calls on one booking. */
function site(options: Parameters<typeof proxyOnMock>[0] = {}) {
  const proxy = proxyOnMock({
    clientIp: (c) => c.req.header('x-test-ip'),
    ...options,
  });
  const call = (
    method: string,
    path: string,
    { token, body, ip = '198.51.100.20' }: { token?: string; body?: unknown; ip?: string } = {},
  ) =>
    proxy.app.request(`http://proxy.local/v1${path}`, {
      method,
      headers: {
        'x-test-ip': ip,
        ...(token === undefined ? {} : { 'booking-token': token }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  async function bookOne(email = 'ada@example.com'): Promise<BookingAnswer> {
    const slots = await openSlots(await proxy.read(`/availability/106?${WEEK}`));
    const slot = slots[Math.floor(slots.length / 2)]!;
    const response = await proxy.app.request('http://proxy.local/v1/bookings', {
      method: 'POST',
      headers: { ...bookingHeaders(), 'x-test-ip': '198.51.100.20' },
      body: bookingBody(slot, email),
    });
    assert.equal(response.status, 201);
    return (await response.json()) as BookingAnswer;
  }
  /** Upstream calls since the last look. */
  let seen = 0;
  const upstreamCalls = () => {
    const calls = proxy.mock.calls() - seen;
    seen = proxy.mock.calls();
    return calls;
  };
  return { ...proxy, call, bookOne, upstreamCalls };
}

/** A seeded booking of the mock: an id an attacker could have guessed. */
function someoneElses(mock: ReturnType<typeof proxyOnMock>['mock']) {
  const booking = [...mock.service.store.bookings.values()].find((b) => b.status === 'confirmed');
  assert.ok(booking);
  return booking;
}

describe('booking tokens', () => {
  it('are `<exp>.<sig>`: HMAC-SHA256 of booking-token:v1:<id>:<exp>, base64url, expiring 30 days after the end', async () => {
    const signer = createSigner(async () => TOKEN_SECRET);
    const end = '2026-12-02T09:15:00Z';
    const exp = tokenExpiry(end, MOCK_NOW);
    assert.equal(exp, Date.parse(end) / 1000 + 30 * 86_400);
    const token = await signer.sign('bk_1', exp);
    const expected = createHmac('sha256', TOKEN_SECRET)
      .update(`booking-token:v1:bk_1:${exp}`)
      .digest('base64url');
    assert.equal(token, `${exp}.${expected}`);
    assert.equal(await signer.verify('bk_1', token, MOCK_NOW), true);
    assert.equal(await signer.verify('bk_2', token, MOCK_NOW), false);
    assert.equal(await signer.verify('bk_1', token, exp * 1000), false);
    // A booking long past still gets a day.
    assert.equal(tokenExpiry('2020-01-01T00:00:00Z', MOCK_NOW), MOCK_NOW / 1000 + 86_400);
  });

  it('compare bytes whatever their content', () => {
    assert.equal(equalBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3])), true);
    assert.equal(equalBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4])), false);
    assert.equal(equalBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0])), false);
  });

  it('refuse a secret under 32 bytes, and warn once when the secret is this process’s own', async () => {
    assert.throws(() => createBookingProxy({ upstream: 'x', apiKey: 'k', tokenSecret: 'short' }));
    const logged: string[] = [];
    const secret = await resolveSecret(undefined, memoryStore(), (m) => logged.push(m));
    assert.ok(secret.length >= 32);
    assert.equal(logged.length, 1);
    assert.match(logged[0]!, /restart/);
  });
});

describe('proxy: a booking belongs to whoever made it', () => {
  it('hands the person who booked a token with the answer, which reads, moves and cancels it', async () => {
    const { call, bookOne, mock } = site();
    const booking = await bookOne();
    assert.match(booking.manage_token ?? '', /^\d+\.[A-Za-z0-9_-]{43}$/);
    const read = await call('GET', `/bookings/${booking.booking_id}`, {
      token: booking.manage_token!,
    });
    assert.equal(read.status, 200);
    const again = (await read.json()) as BookingAnswer;
    assert.equal(again.booking_id, booking.booking_id);
    assert.ok(again.manage_token);

    const later = new Date(Date.parse(booking.start_at) + 86_400_000).toISOString();
    const moved = await call('PUT', `/bookings/${booking.booking_id}`, {
      token: booking.manage_token!,
      body: {
        start_at: later.replace('.000Z', 'Z'),
        end_at: new Date(Date.parse(later) + 15 * 60_000).toISOString().replace('.000Z', 'Z'),
      },
    });
    assert.equal(moved.status, 200);
    const movedBooking = (await moved.json()) as BookingAnswer;
    // A fresh token for the new end time; the old one still opens the booking.
    assert.ok(movedBooking.manage_token);
    assert.notEqual(movedBooking.manage_token, booking.manage_token);
    const canceled = await call('POST', `/bookings/${booking.booking_id}/cancel`, {
      token: booking.manage_token!,
      body: { reason: 'Plans changed' },
    });
    assert.equal(canceled.status, 200);
    assert.equal(((await canceled.json()) as BookingAnswer).status, 'canceled');
    assert.equal(mock.service.store.bookings.get(booking.booking_id)?.status, 'canceled');
  });

  it('reads, moves and cancels nothing for someone who only knows an id, without asking the service', async () => {
    const { call, mock, upstreamCalls } = site();
    const victim = someoneElses(mock);
    upstreamCalls();
    const before = mock.service.store.snapshot();
    const attempts = [
      await call('GET', `/bookings/${victim.booking_id}`),
      await call('PUT', `/bookings/${victim.booking_id}`, {
        body: { start_at: '2026-12-03T10:00:00Z', end_at: '2026-12-03T10:30:00Z' },
      }),
      await call('POST', `/bookings/${victim.booking_id}/cancel`, { body: {} }),
    ];
    for (const response of attempts) {
      assert.equal(response.status, 404);
      const body = (await response.json()) as { error: { code: string } };
      assert.equal(body.error.code, 'not_found');
    }
    assert.equal(upstreamCalls(), 0);
    assert.equal(mock.service.store.snapshot(), before);
  });

  it('refuses a forged, expired or other booking’s token like an unknown booking', async () => {
    const { call, bookOne, advance, mock, upstreamCalls } = site();
    const mine = await bookOne();
    const victim = someoneElses(mock);
    upstreamCalls();
    const [exp, sig] = mine.manage_token!.split('.') as [string, string];
    const flipped = `${exp}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const forged = await createSigner(async () => 'another-secret-of-at-least-32-bytes!!').sign(
      victim.booking_id,
      Number(exp),
    );
    const tries = [
      call('GET', `/bookings/${victim.booking_id}`, { token: mine.manage_token! }),
      call('POST', `/bookings/${victim.booking_id}/cancel`, {
        token: mine.manage_token!,
        body: {},
      }),
      call('GET', `/bookings/${mine.booking_id}`, { token: flipped }),
      call('GET', `/bookings/${mine.booking_id}`, { token: `${Number(exp) + 86_400}.${sig}` }),
      call('GET', `/bookings/${victim.booking_id}`, { token: forged }),
      call('GET', `/bookings/${mine.booking_id}`, { token: 'not-a-token' }),
    ];
    for (const response of await Promise.all(tries)) assert.equal(response.status, 404);
    assert.equal(upstreamCalls(), 0);
    // Expired: 30 days after the booking's end the token opens nothing.
    advance(Number(exp) * 1000 - MOCK_NOW + 1000);
    const expired = await call('GET', `/bookings/${mine.booking_id}`, {
      token: mine.manage_token!,
    });
    assert.equal(expired.status, 404);
    assert.equal(upstreamCalls(), 0);
  });

  it('stops answering an address after 20 wrong tokens in 10 minutes, even for a right one', async () => {
    const { call, bookOne, mock } = site();
    const mine = await bookOne();
    const victim = someoneElses(mock);
    const attacker = '192.0.2.66';
    for (let i = 0; i < FAILURES_ALLOWED; i++) {
      const response = await call('GET', `/bookings/${victim.booking_id}`, {
        token: `${2_000_000_000 + i}.${'A'.repeat(43)}`,
        ip: attacker,
      });
      assert.equal(response.status, 404);
    }
    const refused = await call('GET', `/bookings/${mine.booking_id}`, {
      token: mine.manage_token!,
      ip: attacker,
    });
    assert.equal(refused.status, 429);
    assert.equal(
      ((await refused.json()) as { error: { code: string } }).error.code,
      'rate_limited',
    );
    assert.ok(Number(refused.headers.get('retry-after')) > 500);
    // Another address is not affected.
    const owner = await call('GET', `/bookings/${mine.booking_id}`, { token: mine.manage_token! });
    assert.equal(owner.status, 200);
  });

  it('no longer answers the lookup of someone’s bookings by e-mail', async () => {
    const { call, mock, upstreamCalls } = site();
    const victim = someoneElses(mock);
    upstreamCalls();
    const email = victim.invitees[0]!.email;
    for (const query of [
      `email=${encodeURIComponent(email)}&start=2020-01-01`,
      `email=${encodeURIComponent(email)}&start=${victim.start_at}`,
    ]) {
      const response = await call('GET', `/bookings?${query}`);
      assert.equal(response.status, 404);
      assert.doesNotMatch(await response.text(), new RegExp(email));
    }
    assert.equal(upstreamCalls(), 0);
  });

  it('opens the booking on another proxy sharing the secret', async () => {
    const { bookOne, mock } = site();
    const booking = await bookOne();
    const other = createBookingProxy({
      upstream: 'http://mock.local/v1',
      apiKey: 'demo',
      fetch: mock.fetch,
      tokenSecret: TOKEN_SECRET,
      now: () => MOCK_NOW,
    });
    const read = await other.request(`http://proxy.local/v1/bookings/${booking.booking_id}`, {
      headers: { 'booking-token': booking.manage_token! },
    });
    assert.equal(read.status, 200);
  });
});
