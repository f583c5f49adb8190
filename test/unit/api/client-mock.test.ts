/**
 * The client and the cache against the project's mock service (the one demo mode runs): real routes,
 * real error bodies, real fault switches and the real per-key rate limit.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { AvailabilityCache } from '../../../src/api/cache.js';
import { cancelBooking, getBooking, rescheduleBooking } from '../../../src/api/booking-changes.js';
import { createBooking, listBookings } from '../../../src/api/bookings.js';
import { createClient, type ClientOptions } from '../../../src/api/client.js';
import { ClientCore } from '../../../src/api/client-core.js';
import { ApiError } from '../../../src/api/errors.js';
import { RateLimiter } from '../../../src/api/rate-limiter.js';
import type { AvailabilityEntry, Resource } from '../../../src/api/schemas.js';
import { DEMO_BASE_URL } from '../../../src/mock/fixtures.js';
import { createMockService, type MockService } from '../../../src/mock/service.js';
import { ManualClock, settle } from './manual-clock.js';

z.config(z.locales.en());

const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function setup(options: Partial<ClientOptions> = {}, service: MockService = createMockService()) {
  const requests: string[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return service.fetch(input, init);
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseUrl: DEMO_BASE_URL,
    apiKey: 'demo',
    fetch,
    rateLimiter: false,
    sleep: async () => undefined,
    ...options,
  });
  return { client, service, requests };
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

function firstOpenSlot(entries: AvailabilityEntry[]) {
  for (const entry of entries) {
    const slot = entry.slots.find((s) => s.available > 0);
    if (slot) return slot;
  }
  throw new Error('no open slot in range');
}

async function bookHelpDesk(
  client: ReturnType<typeof setup>['client'],
  email = 'lena@example.com',
) {
  const resource = (await client.getResource(106)) as Resource;
  const entries = await client.getAvailability(106, { start: dayOffset(1), end: dayOffset(3) });
  const slot = firstOpenSlot(entries);
  const start = new Date(slot.time);
  const request = {
    resource: { resource_id: '106' },
    host: { user_id: slot.users[0]?.user_id ?? resource.user_id ?? 0 },
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 15 * 60_000).toISOString(),
    invitees: [
      {
        name: 'Lena Ortiz',
        email,
        questions: [{ name: 'problem', value: 'The VPN drops every ten minutes.' }],
      },
    ],
  };
  return { request, booking: await client.createBooking(request) };
}

describe('api/client against the mock service', () => {
  it('lists the fixture resources, keeping the non-bookable variant', async () => {
    const { client } = setup();
    const list = await client.listResources();
    const ids = list.map((item) => (item as { resource_id?: unknown }).resource_id);
    expect(ids).to.include.members([101, 102, 103, 104, 105, 106, 107, 108]);
    expect((await client.getResource(103)).event_type).to.equal('round_robin');
    expect((await rejection(client.getResource(108))).code).to.equal('unsupported_resource');
    const missing = await rejection(client.getResource(999));
    expect([missing.status, missing.code]).to.deep.equal([404, 'not_found']);
  });

  it('reports the service key errors', async () => {
    const noKey = await rejection(setup({ apiKey: undefined }).client.listResources());
    expect([noKey.status, noKey.code]).to.deep.equal([401, 'missing_api_key']);
    const badKey = await rejection(setup({ apiKey: 'nope' }).client.listResources());
    expect([badKey.status, badKey.code]).to.deep.equal([403, 'invalid_api_key']);
  });

  it('books, finds, refuses the same slot twice, and cancels', async () => {
    const { client } = setup();
    const { request, booking } = await bookHelpDesk(client);
    expect(booking.status).to.equal('confirmed');
    expect(booking.invitees[0]!.email).to.equal('lena@example.com');
    const taken = await rejection(client.createBooking(request));
    expect([taken.status, taken.code]).to.deep.equal([409, 'slot_unavailable']);
    const found = await client.listBookings({ email: 'lena@example.com', resource_id: 106 });
    expect(found.map((b) => b.booking_id)).to.include(booking.booking_id);
    expect((await client.getBooking(booking.booking_id)).start_at).to.equal(booking.start_at);
    const canceled = await client.cancelBooking(booking.booking_id, { reason: 'Fixed it myself' });
    expect(canceled.status).to.equal('canceled');
    expect((await client.listCustomers({ search: 'ortiz' }))[0]!.email).to.equal(
      'lena@example.com',
    );
    expect(await client.getBookingsReport({ format: 'csv' })).to.contain(booking.booking_id);
    const report = await client.getBookingsReport({ format: 'json' });
    expect(report.map((b) => b.booking_id)).to.include(booking.booking_id);
  });

  it('a booking missing a required answer is refused by the service, with field paths', async () => {
    const { client } = setup();
    const resource = await client.getResource(106);
    const start = new Date(Date.now() + 86_400_000 * 2);
    start.setUTCMinutes(0, 0, 0);
    const error = await rejection(
      client.createBooking({
        resource: { resource_id: '106' },
        host: { user_id: resource.user_id ?? 1 },
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 15 * 60_000).toISOString(),
        invitees: [{ name: 'Lena', email: 'lena@example.com', questions: [] }],
      }),
    );
    expect(error.status).to.equal(400);
    expect(error.details.length).to.be.greaterThan(0);
  });

  it('manages short links', async () => {
    const { client } = setup();
    const created = await client.createLink({
      key: 'spring-demo',
      url: 'https://book.example.com/product-demo',
      params: { utm_source: 'newsletter' },
    });
    expect(created.short_url).to.contain('spring-demo');
    const updated = await client.updateLink('spring-demo', { params: { utm_source: 'ads' } });
    expect(updated.params).to.deep.equal({ utm_source: 'ads' });
    expect((await client.listLinks()).map((l) => l.key)).to.include('spring-demo');
    await client.deleteLink('spring-demo');
    expect((await rejection(client.getLink('spring-demo'))).code).to.equal('not_found');
  });

  it('turns each fault switch into the right ApiError', async () => {
    const cases: Array<[string, string, number]> = [
      ['offline', 'network_error', 0],
      ['timeout', 'timeout', 0],
      ['500', 'internal_error', 500],
      ['429', 'rate_limited', 429],
      ['malformed', 'invalid_response', 200],
      ['invalid', 'invalid_response', 200],
      ['409', 'slot_unavailable', 409],
    ];
    for (const [kind, code, status] of cases) {
      // A short timeout only where the fault is the wait: a busy machine may take longer than that to answer.
      const { client, service } = setup({
        timeoutMs: kind === 'timeout' ? 20 : 10_000,
        maxAttempts: 1,
      });
      service.faults.set({ route: 'availability', kind: kind as never });
      const error = await rejection(
        client.getAvailability(101, { start: dayOffset(1), end: dayOffset(2) }),
      );
      expect([kind, error.code, error.status]).to.deep.equal([kind, code, status]);
    }
  });

  it('retries a read through passing faults, but never a booking', async () => {
    const { client, service, requests } = setup();
    service.faults.set({ route: 'availability', kind: '500', times: 2 });
    const entries = await client.getAvailability(106, { start: dayOffset(1), end: dayOffset(1) });
    expect(entries[0]!.slots.length).to.be.greaterThan(0);
    expect(requests.filter((r) => r.startsWith('GET /v1/availability'))).to.have.length(3);

    service.faults.set({ route: 'booking', kind: '500', times: 1 });
    const error = await rejection(bookHelpDesk(client));
    expect(error.status).to.equal(500);
    expect(requests.filter((r) => r === 'POST /v1/bookings')).to.have.length(1);
  });

  it('waits the Retry-After of a 429 and then reads', async () => {
    const sleeps: number[] = [];
    const { client, service } = setup({
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    service.faults.set({ route: 'resource', kind: '429', times: 1 });
    expect((await client.getResource(101)).name).to.equal('Product demo');
    expect(sleeps).to.have.length(1);
    expect(sleeps[0]).to.be.within(1000, 10_000);
  });

  it('a burst of 150 reads on the Professional plan gets no 429 with the limiter', async () => {
    const clock = new ManualClock(1_700_000_000_000 + 4_321);
    const service = createMockService({ now: () => clock.now() });
    const limiter = new RateLimiter({ limit: 60, clock });
    const statuses: number[] = [];
    const { client } = setup(
      {
        rateLimiter: limiter,
        maxAttempts: 1,
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await service.fetch(input, init);
          statuses.push(response.status);
          return response;
        }) as typeof globalThis.fetch,
      },
      service,
    );
    const calls = Array.from({ length: 150 }, () => client.listLinks());
    await settle();
    expect(statuses).to.have.length(54);
    await clock.advance(30_000);
    await Promise.all(calls);
    expect(statuses).to.have.length(150);
    expect(statuses.filter((s) => s === 429)).to.have.length(0);
  });

  it('without the limiter the same burst is rate limited (the test above can fail)', async () => {
    // The mock's clock stands still: the service's fixed 10 s window must not turn over mid-burst (on a busy machine
    // 70 reads on the real clock can straddle two windows and none is refused).
    const clock = new ManualClock(1_700_000_000_000 + 4_321);
    const { client } = setup({ maxAttempts: 1 }, createMockService({ now: () => clock.now() }));
    const outcomes = await Promise.allSettled(Array.from({ length: 70 }, () => client.listLinks()));
    const limited = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as ApiError).code === 'rate_limited',
    );
    expect(limited.length).to.be.greaterThan(0);
  });

  it('the cache serves a month with one request and drops it after a booking', async () => {
    const { client, requests } = setup();
    const cache = new AvailabilityCache({ client });
    const availability = () => requests.filter((r) => r.startsWith('GET /v1/availability')).length;
    const month = await cache.getRange(106, '15m', dayOffset(1), dayOffset(31));
    expect(month).to.have.length(31);
    expect(month.every((entry) => entry.slots.length > 0)).to.equal(true);
    await cache.getRange(106, '15m', dayOffset(5), dayOffset(12));
    expect(availability()).to.equal(1);
    await bookHelpDesk(client);
    cache.invalidate(106);
    await cache.getRange(106, '15m', dayOffset(1), dayOffset(31));
    expect(availability()).to.equal(3);
  });

  it("the widget's core client books, finds, moves and cancels through the operation functions", async () => {
    const service = createMockService();
    const requests: string[] = [];
    const core = new ClientCore({
      baseUrl: DEMO_BASE_URL,
      apiKey: 'demo',
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
        return service.fetch(input, init);
      }) as typeof globalThis.fetch,
      rateLimiter: false,
      sleep: async () => undefined,
    });
    const entries = await core.getAvailability(106, { start: dayOffset(1), end: dayOffset(5) });
    const open = entries.flatMap((entry) => entry.slots.filter((slot) => slot.available > 0));
    const [first, second] = [open[0]!, open[open.length - 1]!];
    const at = (slot: typeof first) => ({
      start_at: new Date(slot.time).toISOString(),
      end_at: new Date(new Date(slot.time).getTime() + 15 * 60_000).toISOString(),
    });
    const request = {
      resource: { resource_id: '106' },
      host: { user_id: first.users[0]!.user_id },
      ...at(first),
      invitees: [
        {
          name: 'Lena Ortiz',
          email: 'lena@example.com',
          questions: [{ name: 'problem', value: 'The VPN drops every ten minutes.' }],
        },
      ],
    };
    // An invalid body never leaves: the write's checks come with the operation.
    const invalid = await rejection(createBooking(core, { ...request, invitees: [] }));
    expect([invalid.status, invalid.code]).to.deep.equal([0, 'invalid_request']);
    expect(requests.filter((r) => r.startsWith('POST'))).to.have.length(0);

    const booking = await createBooking(core, request);
    const taken = await rejection(createBooking(core, request));
    expect([taken.status, taken.code]).to.deep.equal([409, 'slot_unavailable']);
    const found = await listBookings(core, { email: 'lena@example.com', resource_id: 106 });
    expect(found.map((b) => b.booking_id)).to.include(booking.booking_id);
    expect((await getBooking(core, booking.booking_id)).start_at).to.equal(booking.start_at);
    const moved = await rescheduleBooking(core, booking.booking_id, at(second));
    expect(moved.booking_id).to.equal(booking.booking_id);
    expect(Date.parse(moved.start_at)).to.equal(Date.parse(second.time));
    const canceled = await cancelBooking(core, booking.booking_id, { reason: 'Fixed it myself' });
    expect(canceled.status).to.equal('canceled');
    const gone = await rejection(getBooking(core, 'no-such-booking'));
    expect([gone.status, gone.code]).to.deep.equal([404, 'not_found']);
    // The full client is the same core with every operation as a method.
    expect(setup().client).to.be.instanceOf(ClientCore);
  });
});
