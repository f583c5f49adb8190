import { expect } from '@open-wc/testing';
import { createClient } from '../../../src/api/client.js';
import {
  RateLimiter,
  clearSharedRateLimiters,
  sharedRateLimiter,
} from '../../../src/api/rate-limiter.js';
import { ManualClock, settle } from './manual-clock.js';

/** 1 700 000 000 000 is a multiple of 10 s: the start of a window. */
const WINDOW_START = 1_700_000_000_000;

function track(limiter: RateLimiter, count: number, clock: ManualClock) {
  const released: Array<{ index: number; at: number }> = [];
  for (let index = 0; index < count; index += 1) {
    void limiter.acquire().then(() => released.push({ index, at: clock.now() }));
  }
  return released;
}

describe('api/rate-limiter', () => {
  afterEach(() => clearSharedRateLimiters());

  it("keeps a safety margin under each plan's limit", () => {
    expect(new RateLimiter({ limit: 60 }).budget).to.equal(54);
    expect(new RateLimiter({ limit: 120 }).budget).to.equal(108);
    expect(new RateLimiter({ limit: 300 }).budget).to.equal(270);
    expect(new RateLimiter({ limit: 60, safetyRatio: 1 }).budget).to.equal(60);
  });

  it('never lets more than the budget through in one clock-aligned window, and queues the rest', async () => {
    const clock = new ManualClock(WINDOW_START + 2_000);
    const limiter = new RateLimiter({ limit: 60, clock });
    const released = track(limiter, 200, clock);
    await settle();
    expect(released).to.have.length(54);
    expect(limiter.pending).to.equal(146);
    await clock.advance(40_000);
    expect(released).to.have.length(200);
    const perWindow = new Map<number, number>();
    for (const { at } of released) {
      const window = Math.floor(at / 10_000);
      perWindow.set(window, (perWindow.get(window) ?? 0) + 1);
    }
    expect([...perWindow.values()]).to.deep.equal([54, 54, 54, 38]);
    // first in, first out
    expect(released.map((r) => r.index)).to.deep.equal([...Array(200).keys()]);
  });

  it('resets exactly at the window boundary, not 10 s after the first request', async () => {
    const clock = new ManualClock(WINDOW_START + 9_000);
    const limiter = new RateLimiter({ limit: 60, clock });
    const released = track(limiter, 60, clock);
    await settle();
    expect(released).to.have.length(54);
    await clock.advance(999);
    expect(released).to.have.length(54);
    await clock.advance(1);
    expect(released).to.have.length(60);
    expect(released[59]!.at).to.equal(WINDOW_START + 10_000);
    expect(limiter.usedInWindow).to.equal(6);
  });

  it('drops an aborted waiter from the queue without failing the others', async () => {
    const clock = new ManualClock(WINDOW_START);
    const limiter = new RateLimiter({ limit: 2, safetyRatio: 1, clock });
    await limiter.acquire();
    await limiter.acquire();
    const controller = new AbortController();
    const aborted = limiter.acquire(controller.signal).then(
      () => 'released',
      (reason: unknown) => (reason as DOMException).name,
    );
    const next = limiter.acquire().then(() => 'released');
    controller.abort();
    expect(await aborted).to.equal('AbortError');
    expect(limiter.pending).to.equal(1);
    await clock.advance(10_000);
    expect(await next).to.equal('released');
  });

  it('holds everything until the time a 429 asked for', async () => {
    const clock = new ManualClock(WINDOW_START + 8_000);
    const limiter = new RateLimiter({ limit: 60, clock });
    limiter.pauseUntil(WINDOW_START + 13_000);
    const released = track(limiter, 3, clock);
    await clock.advance(4_999);
    expect(released).to.have.length(0);
    await clock.advance(1);
    expect(released).to.have.length(3);
  });

  it('lets the queue go when a request comes as a pause ends, not at the next window', async () => {
    const clock = new ManualClock(WINDOW_START + 8_000);
    const limiter = new RateLimiter({ limit: 60, clock });
    limiter.pauseUntil(WINDOW_START + 13_000);
    const released = track(limiter, 1, clock);
    // A retry's own wait ends at the same instant as the pause, before the limiter's timer runs.
    clock.time = WINDOW_START + 13_000;
    void limiter.acquire().then(() => released.push({ index: 1, at: clock.now() }));
    await clock.advance(0);
    expect(released).to.deep.equal([
      { index: 0, at: WINDOW_START + 13_000 },
      { index: 1, at: WINDOW_START + 13_000 },
    ]);
  });

  it('tells a held request how long until the queue is next let go', async () => {
    const clock = new ManualClock(WINDOW_START + 2_000);
    const limiter = new RateLimiter({ limit: 60, clock });
    // Another request's 429 paused the page until 5 s into the window.
    limiter.pauseUntil(WINDOW_START + 5_000);
    const told: number[] = [];
    const go = limiter.acquire(undefined, (ms) => told.push(ms));
    expect(told).to.deep.equal([3_000]);
    // The window used up (its 429 said so): until the next one.
    limiter.observe({ limit: 60, remaining: 0, sentAt: clock.now() });
    void limiter.acquire(undefined, (ms) => told.push(ms));
    expect(told).to.deep.equal([3_000, 8_000]);
    await clock.advance(3_000);
    void limiter.acquire(undefined, (ms) => told.push(ms));
    expect(told).to.deep.equal([3_000, 8_000, 5_000]);
    await clock.advance(5_000);
    await go;
    // Free at once: never told.
    const quiet: number[] = [];
    await limiter.acquire(undefined, (ms) => quiet.push(ms));
    expect(quiet).to.deep.equal([]);
  });

  it("learns from X-RateLimit-Remaining what others used of the key's window", async () => {
    const clock = new ManualClock(WINDOW_START + 1_000);
    const limiter = new RateLimiter({ limit: 60, clock });
    limiter.observe({ limit: 60, remaining: 10, sentAt: clock.now() });
    const released = track(limiter, 10, clock);
    await settle();
    expect(released).to.have.length(4);
    // numbers from an earlier window are ignored
    limiter.observe({ limit: 60, remaining: 0, sentAt: WINDOW_START - 1 });
    expect(limiter.usedInWindow).to.equal(54);
  });

  it('is shared by every client with the same base URL and key, across instances', async () => {
    const clock = new ManualClock(WINDOW_START);
    const shared = sharedRateLimiter({
      baseUrl: 'https://api.example.test/v1/',
      apiKey: 'demo',
      clock,
    });
    expect(sharedRateLimiter({ baseUrl: 'https://api.example.test/v1', apiKey: 'demo' })).to.equal(
      shared,
    );
    expect(
      sharedRateLimiter({ baseUrl: 'https://api.example.test/v1', apiKey: 'other' }),
    ).not.to.equal(shared);

    let sent = 0;
    const fetch = (async () => {
      sent += 1;
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const options = { baseUrl: 'https://api.example.test/v1', apiKey: 'demo', fetch };
    const first = createClient(options);
    const second = createClient({ ...options, baseUrl: 'https://api.example.test/v1/' });
    // The booking operations load on first use (size budgets): loaded here (through a client of another
    // service, its own limiter), so settle() sees the sends.
    await createClient({ baseUrl: 'https://warm-up.example.test/v1', fetch }).listBookings();
    sent = 0;
    const calls = [];
    for (let i = 0; i < 40; i += 1) calls.push(first.listBookings(), second.listBookings());
    await settle();
    expect(sent).to.equal(54);
    await clock.advance(10_000);
    await Promise.all(calls);
    expect(sent).to.equal(80);
  });

  it('takes the smaller limit when clients name different plans for one key', () => {
    const business = sharedRateLimiter({
      baseUrl: 'https://x.test/v1',
      apiKey: 'k',
      plan: 'business',
    });
    expect(business.budget).to.equal(108);
    sharedRateLimiter({ baseUrl: 'https://x.test/v1', apiKey: 'k', plan: 'professional' });
    expect(business.budget).to.equal(54);
    sharedRateLimiter({ baseUrl: 'https://x.test/v1', apiKey: 'k', plan: 'enterprise' });
    expect(business.budget).to.equal(54);
  });
});
