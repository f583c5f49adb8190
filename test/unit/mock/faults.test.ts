import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { AvailabilityList, Booking, Resource } from '../../../src/api/schemas.js';
import { createMockFetch, DEMO_API_KEY, DEMO_BASE_URL } from '../../../src/mock/browser.js';
import { routeOf } from '../../../src/mock/faults.js';
import { BASE, setup } from './helpers.js';

const AVAILABILITY = `${BASE}/availability/101?apiKey=demo&start=2026-03-03&end=2026-03-03`;

describe('mock faults', () => {
  it('maps requests to fault routes', () => {
    const req = (path: string, method = 'GET') => new Request(`${BASE}${path}`, { method });
    expect(routeOf(req('/resources/101'))).to.equal('resource');
    expect(routeOf(req('/resources'))).to.equal('resource');
    expect(routeOf(req('/availability/101?start=x'))).to.equal('availability');
    expect(routeOf(req('/bookings?email=a'))).to.equal('bookings');
    expect(routeOf(req('/bookings', 'POST'))).to.equal('booking');
    expect(routeOf(req('/bookings/bk_1/cancel', 'POST'))).to.equal('booking');
    expect(routeOf(req('/links'))).to.equal(undefined);
  });

  it('offline rejects like fetch with a TypeError', async () => {
    const h = setup();
    h.service.faults.set({ route: 'availability', kind: 'offline' });
    let error: unknown;
    await h.service.fetch(AVAILABILITY).catch((e) => (error = e));
    expect(error).to.be.instanceOf(TypeError);
    // Other routes are unaffected.
    expect((await h.service.fetch(`${BASE}/resources/101?apiKey=demo`)).status).to.equal(200);
  });

  it('timeout never answers until the request is aborted', async () => {
    const h = setup();
    h.service.faults.set({ route: 'resource', kind: 'timeout' });
    const controller = new AbortController();
    let settled = false;
    const pending = h.service
      .fetch(`${BASE}/resources/101?apiKey=demo`, { signal: controller.signal })
      .then(
        () => (settled = true),
        (e: unknown) => e,
      );
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).to.equal(false);
    controller.abort();
    const error = (await pending) as DOMException;
    expect(error.name).to.equal('AbortError');
  });

  it('500, 429, 409 carry the error body; 429 a Retry-After', async () => {
    const h = setup(Date.parse('2026-03-02T14:00:04Z'));
    const fault = async (kind: '500' | '429' | '409') => {
      h.service.faults.set({ route: 'booking', kind, times: 1 });
      const response = await h.service.fetch(`${BASE}/bookings?apiKey=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return { response, body: await response.json() };
    };
    const internal = await fault('500');
    expect(internal.response.status).to.equal(500);
    expect(internal.body.error.code).to.equal('internal_error');
    const limited = await fault('429');
    expect(limited.response.status).to.equal(429);
    expect(limited.body.error.code).to.equal('rate_limited');
    expect(limited.response.headers.get('Retry-After')).to.equal('6');
    const taken = await fault('409');
    expect(taken.response.status).to.equal(409);
    expect(taken.body.error.code).to.equal('slot_unavailable');
  });

  it('malformed answers 200 with text that is not JSON', async () => {
    const h = setup();
    h.service.faults.set({ route: 'availability', kind: 'malformed' });
    const response = await h.service.fetch(AVAILABILITY);
    expect(response.status).to.equal(200);
    let parseError: unknown;
    await response.json().catch((e) => (parseError = e));
    expect(parseError).to.be.instanceOf(SyntaxError);
  });

  it('invalid answers 200 with JSON that breaks the contract, per route', async () => {
    const h = setup();
    h.service.faults.set({ route: '*', kind: 'invalid' });
    const availability = await (await h.service.fetch(AVAILABILITY)).json();
    expect(z.safeParse(AvailabilityList, availability).success).to.equal(false);
    const resource = await (await h.service.fetch(`${BASE}/resources/101?apiKey=demo`)).json();
    expect(z.safeParse(Resource, resource).success).to.equal(false);
    const booking = await (
      await h.service.fetch(`${BASE}/bookings?apiKey=demo`, { method: 'POST', body: '{}' })
    ).json();
    expect(z.safeParse(Booking, booking).success).to.equal(false);
  });

  it('times limits a fault; clear removes them; a route fault wins over *', async () => {
    const h = setup();
    h.service.faults.set({ route: 'availability', kind: '500', times: 2 });
    expect((await h.service.fetch(AVAILABILITY)).status).to.equal(500);
    expect((await h.service.fetch(AVAILABILITY)).status).to.equal(500);
    expect((await h.service.fetch(AVAILABILITY)).status).to.equal(200);
    h.service.faults.set({ route: '*', kind: '500' });
    h.service.faults.set({ route: 'availability', kind: '409' });
    expect((await h.service.fetch(AVAILABILITY)).status).to.equal(409);
    expect((await h.service.fetch(`${BASE}/resources/101?apiKey=demo`)).status).to.equal(500);
    expect(h.service.faults.list()).to.have.length(2);
    h.service.faults.clear();
    expect((await h.service.fetch(AVAILABILITY)).status).to.equal(200);
    expect(() => h.service.faults.set({ route: 'nope' as 'resource', kind: '500' })).to.throw(
      TypeError,
    );
  });

  it('a faulty request changes no state and is not counted by the rate limit', async () => {
    const h = setup();
    const before = h.snapshot();
    h.service.faults.set({ route: 'booking', kind: '500' });
    await h.service.fetch(`${BASE}/bookings?apiKey=demo`, { method: 'POST', body: '{}' });
    expect(h.snapshot()).to.equal(before);
    expect(h.service.store.rateWindows.size).to.equal(0);
  });
});

describe('mock in the page (demo mode)', () => {
  afterEach(() => globalThis.__bookingMock?.reset());

  it('serves the demo base URL and exposes __bookingMock', async () => {
    const mockFetch = createMockFetch();
    expect(DEMO_BASE_URL).to.equal('https://demo.booking-widget.invalid/v1');
    const response = await mockFetch(`${DEMO_BASE_URL}/resources/101?apiKey=${DEMO_API_KEY}`);
    expect(response.status).to.equal(200);
    expect((await response.json()).name).to.equal('Product demo');
    const handle = globalThis.__bookingMock!;
    expect(handle).to.not.equal(undefined);
    // One service per page: a second fetch sees the same store.
    expect(createMockFetch() && globalThis.__bookingMock!.service).to.equal(handle.service);
    handle.faults.set({ route: 'resource', kind: '500', times: 1 });
    expect((await mockFetch(`${DEMO_BASE_URL}/resources/101?apiKey=demo`)).status).to.equal(500);
    expect((await mockFetch(`${DEMO_BASE_URL}/resources/101?apiKey=demo`)).status).to.equal(200);
  });

  it('simulates latency and honours an abort during it', async () => {
    const slow = createMockFetch({ latencyMs: 10_000 });
    const controller = new AbortController();
    const pending = slow(`${DEMO_BASE_URL}/resources/101?apiKey=demo`, {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as DOMException).name).to.equal('AbortError');
    const quick = createMockFetch({ latencyMs: 5 });
    expect((await quick(`${DEMO_BASE_URL}/resources/102?apiKey=demo`)).status).to.equal(200);
  });

  it('reset() restores the fixtures', async () => {
    const mockFetch = createMockFetch();
    await mockFetch(`${DEMO_BASE_URL}/resources/101?apiKey=demo`, { method: 'DELETE' });
    expect((await mockFetch(`${DEMO_BASE_URL}/resources/101?apiKey=demo`)).status).to.equal(404);
    globalThis.__bookingMock!.reset();
    expect((await mockFetch(`${DEMO_BASE_URL}/resources/101?apiKey=demo`)).status).to.equal(200);
  });
});
