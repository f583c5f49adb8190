import { expect } from '@open-wc/testing';
import { createClient, type BookingApiClient } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import type { BookingRequest } from '../../../src/api/schemas.js';
import { createMockService, type MockService } from '../../../src/mock/service.js';
import {
  SafeBookingSubmitter,
  buildBookingRequest,
} from '../../../src/components/booking-widget/submit.js';

const BASE = 'https://demo.booking-widget.invalid/v1';
/** Monday 2026-03-02, 09:00 in New York, 4.5 s into a 10-second rate-limit window. */
const NOW = Date.parse('2026-03-02T14:00:04.500Z');

describe('a booking refused with 429 (nothing stored) is sent once more after Retry-After', () => {
  let service: MockService;
  let client: BookingApiClient;
  let request: BookingRequest;
  let posts: number;
  /** What the person was told, second by second, and how long the submitter slept. */
  let told: number[];
  let slept: number[];
  const sleep = (ms: number) => {
    slept.push(ms);
    return Promise.resolve();
  };

  const stored = async () => {
    service.faults.clear();
    const response = await service.fetch(
      `${BASE}/bookings?apiKey=demo-enterprise&email=ada%40example.com`,
    );
    return ((await response.json()) as unknown[]).length;
  };

  beforeEach(async () => {
    service = createMockService({ now: () => NOW });
    posts = 0;
    told = [];
    slept = [];
    client = createClient({
      baseUrl: BASE,
      apiKey: 'demo-enterprise',
      fetch: (input, init) => {
        if (init?.method === 'POST') posts += 1;
        return service.fetch(input, init);
      },
      rateLimiter: false,
      now: () => NOW,
    });
    const resource = await client.getResource(106);
    const [day] = await client.getAvailability(106, { start: '2026-03-03', end: '2026-03-03' });
    const slot = day!.slots.find((s) => s.available > 0)!;
    request = buildBookingRequest({
      resource,
      slot: { instant: slot.time },
      hostUserId: resource.user_id ?? undefined,
      durationMinutes: 15,
      invitee: { name: 'Ada Lovelace', email: 'ada@example.com' },
      answers: [{ name: 'problem', value: 'VPN drops' }],
      guests: [],
      viewerZone: 'Europe/London',
    });
  });

  it('counts the seconds down, retries once and books once', async () => {
    service.faults.set({ route: 'booking', kind: '429', times: 1 });
    const result = await new SafeBookingSubmitter({ sleep }).submit(client, request, (s) =>
      told.push(s),
    );
    expect(result.ok).to.equal(true);
    expect(posts).to.equal(2);
    // The mock's Retry-After: the whole seconds to the next window (6 s from 4.5 s in).
    expect(told).to.deep.equal([6, 5, 4, 3, 2, 1, 0]);
    expect(slept.reduce((a, b) => a + b, 0)).to.equal(6000);
    expect(await stored()).to.equal(1);
  });

  it('reports a second 429 without a third try and stores nothing', async () => {
    service.faults.set({ route: 'booking', kind: '429', times: 2 });
    const result = await new SafeBookingSubmitter({ sleep }).submit(client, request);
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.error instanceof ApiError && result.error.status).to.equal(429);
    expect(!result.ok && result.lookup).to.equal('not-needed');
    expect(posts).to.equal(2);
    expect(await stored()).to.equal(0);
  });

  it('does not wait out a Retry-After longer than 30 s: reported at once', async () => {
    let calls = 0;
    const longWait = createClient({
      baseUrl: BASE,
      apiKey: 'demo-enterprise',
      rateLimiter: false,
      fetch: () => {
        calls += 1;
        return Promise.resolve(
          new Response(
            JSON.stringify({
              error: { status: 429, code: 'rate_limited', message: 'Rate limit exceeded.' },
            }),
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '120' } },
          ),
        );
      },
    });
    const result = await new SafeBookingSubmitter({ sleep }).submit(longWait, request);
    expect(result.ok).to.equal(false);
    expect(calls).to.equal(1);
    expect(slept).to.deep.equal([]);
  });
});
