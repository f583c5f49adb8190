/**
 * The contract suite, in the browser: every hand-written record of fixtures.ts parses through the client, shows
 * its times in <booking-widget> in live mode (`base-url`) and books, against the stub service (stub.ts), never
 * our mock. The records that follow the spec's tables exactly pass the strict schemas too.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import * as z from 'zod/mini';
import '../../src/index.js';
import type { BookingWidget } from '../../src/index.js';
import { createClient, resourceIdOf } from '../../src/api/client.js';
import { Resource, describeIssues } from '../../src/api/schemas.js';
import {
  CONTRACT_RESOURCES,
  maximalOneOnOne,
  minimalGroup,
  minimalOneOnOne,
  minimalRoundRobin,
  otherVariant,
  realWorld,
} from './fixtures.js';
import { createStub } from './stub.js';

z.config(z.locales.en());
const BASE = 'https://stub.example.test/v1';
const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);

function client(stub = createStub()) {
  return { stub, api: createClient({ baseUrl: BASE, fetch: stub.fetch, rateLimiter: false }) };
}

describe('contract: records we did not generate', () => {
  it('the records that follow the spec’s tables pass the strict schemas too', () => {
    for (const item of [minimalOneOnOne, minimalGroup, minimalRoundRobin, maximalOneOnOne]) {
      const result = Resource.safeParse(item.record);
      expect(
        result.success,
        `${item.label}: ${result.error ? describeIssues(result.error) : ''}`,
      ).to.equal(true);
    }
    // The real-world forms are outside the strict schemas (our mock's input) and inside the reads.
    expect(Resource.safeParse(realWorld.record).success).to.equal(false);
  });

  for (const item of CONTRACT_RESOURCES) {
    it(`${item.label}: reads, shows slots and books through the client`, async () => {
      const { api, stub } = client();
      const resource = await api.getResource(item.id);
      expect(resourceIdOf(resource)).to.equal(item.id);
      expect(resource.durations.length).to.be.greaterThan(0);
      const entries = await api.getAvailability(item.id, {
        start: addDays(today, 1),
        end: addDays(today, 3),
        duration: '30m',
      });
      const slot = entries.flatMap((entry) => entry.slots)[0]!;
      // Written without seconds by the stub; read with them.
      expect(slot.time).to.match(/T\d\d:\d\d:00[+-]\d\d:\d\d$/);
      const start = new Date(Date.parse(slot.time)).toISOString().replace('.000', '');
      const end = new Date(Date.parse(slot.time) + 30 * 60_000).toISOString().replace('.000', '');
      const booking = await api.createBooking({
        resource: { resource_id: item.id },
        start_at: start,
        end_at: end,
        invitees: [{ name: 'Ada Lovelace', email: 'ada@example.com', questions: [] }],
      });
      // The answer's extra fields and values are harmless; what it leaves out comes from the request.
      expect(booking.status).to.equal('confirmed');
      expect(String(booking.resource.resource_id)).to.equal(item.id);
      expect(Date.parse(booking.start_at)).to.equal(Date.parse(slot.time));
      expect(booking.duration).to.equal(30);
      expect(booking.invitees[0]).to.include({ email: 'ada@example.com', status: 'confirmed' });
      expect(stub.bookings).to.have.length(1);
      expect(stub.requests.some((url) => url.searchParams.get('duration') === '30m')).to.equal(
        true,
      );
      // The bookings list in the `{ offset, limit, total, returned, result }` envelope.
      const listed = await api.listBookings({ email: 'ada@example.com' });
      expect(listed.map((b) => b.booking_id)).to.deep.equal([booking.booking_id]);
    });
  }

  it('the further variant is told apart, not read as a bookable resource', async () => {
    const stub = createStub([{ id: 'webinar', label: 'other', zone: 'UTC', record: otherVariant }]);
    const { api } = client(stub);
    const error = await api.getResource('webinar').then(
      () => undefined,
      (caught: { code: string }) => caught,
    );
    expect(error?.code).to.equal('unsupported_resource');
  });
});

describe('contract: <booking-widget> in live mode against the stub', () => {
  let restore: typeof fetch | undefined;
  let stub = createStub();
  beforeEach(() => {
    stub = createStub();
    restore = window.fetch;
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).startsWith(BASE)
        ? stub.fetch(input, init)
        : restore!(input, init)) as typeof fetch;
  });
  afterEach(() => {
    window.fetch = restore!;
  });

  for (const item of [realWorld, minimalOneOnOne, minimalRoundRobin]) {
    it(`${item.label}: shows times (never "Loading" forever)`, async () => {
      const el = await fixture<BookingWidget>(
        html`<booking-widget resource=${item.id} base-url=${BASE} view="week"></booking-widget>`,
      );
      const root = el.shadowRoot!;
      await waitUntil(
        () => root.querySelector('[part~="slot"]:not([disabled])') ?? root.querySelector('.jump'),
        'times or a jump to the next ones',
        { timeout: 8000 },
      );
      expect(root.textContent).not.to.contain('No event was chosen');
      const paths = stub.requests.map((url) => url.pathname);
      expect(paths).to.include(`/v1/availability/${encodeURIComponent(item.id)}`);
    });
  }

  it('a read refused with 429 says the service is busy and when it tries again, then shows the times', async () => {
    let refused = 0;
    const answer = stub.fetch;
    stub.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/availability/') && refused < 1) {
        refused += 1;
        return Promise.resolve(
          new Response(JSON.stringify({ error: { status: 429, code: 'rate_limited' } }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '2' },
          }),
        );
      }
      return answer(input, init);
    };
    const el = await fixture<BookingWidget>(
      html`<booking-widget resource=${realWorld.id} base-url=${BASE} view="week"></booking-widget>`,
    );
    const root = el.shadowRoot!;
    await waitUntil(
      () => root.querySelector('.busy')?.textContent?.includes('trying again in'),
      'the busy line with its countdown',
      { timeout: 8000 },
    );
    expect(root.querySelector('.busy')!.textContent).to.match(
      /The service is busy — trying again in [12] s/,
    );
    await waitUntil(
      () => root.querySelector('[part~="slot"]:not([disabled])') ?? root.querySelector('.jump'),
      'times after the retry',
      { timeout: 15000 },
    );
    expect(root.querySelector('.busy')).to.equal(null);
    expect(refused).to.equal(1);
  });
});
