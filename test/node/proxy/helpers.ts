// What the proxy tests share: the mock service on a fixed clock, a booking request for its IT help
// desk (resource 106: 15-minute slots, one host), and reads of a slot list.
import { createMockService } from '../../../src/mock/service.js';
import { createBookingProxy, type BookingProxyOptions } from '../../../src/proxy/proxy.js';
import { createSigner, tokenExpiry } from '../../../src/proxy/capability.js';

/** The mock's clock: the first of December, before opening hours, so the whole week is bookable. */
export const MOCK_NOW = Date.parse('2026-11-30T06:00:00Z');
/** The secret the test proxies sign booking tokens with. */
export const TOKEN_SECRET = 'a-site-secret-of-at-least-32-bytes-long';
/** A booking token for `id` as a proxy signing with TOKEN_SECRET hands out, valid at `nowMs`. */
export const tokenFor = (id: string, nowMs = MOCK_NOW) =>
  createSigner(async () => TOKEN_SECRET).sign(id, tokenExpiry(undefined, nowMs));

export const WEEK = 'start=2026-12-01&end=2026-12-07&duration=15m';

export function mockService() {
  const service = createMockService({ now: () => MOCK_NOW });
  let calls = 0;
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls++;
    return service.fetch(input, init);
  };
  return { service, fetch, calls: () => calls };
}

/** The headers of a booking through the proxy: JSON, and a new Idempotency-Key (one per intent). */
export const bookingHeaders = (key = crypto.randomUUID()) => ({
  'content-type': 'application/json',
  'idempotency-key': `"${key}"`,
});

export function bookingBody(start: string, email = 'ada@example.com'): string {
  const end = new Date(Date.parse(start) + 15 * 60_000).toISOString().replace('.000Z', 'Z');
  return JSON.stringify({
    resource: { resource_id: '106' },
    host: { user_id: 7 },
    start_at: start,
    end_at: end,
    invitees: [
      { name: 'Ada', email, questions: [{ name: 'problem', value: 'Screen stays dark' }] },
    ],
  });
}

interface Slot {
  time: string;
  available: number;
}

/** Every open slot's start in a slot-list answer. */
export async function openSlots(response: Response): Promise<string[]> {
  const entries = (await response.json()) as Array<{ slots: Slot[] }>;
  return entries.flatMap((entry) => entry.slots.filter((s) => s.available > 0).map((s) => s.time));
}

/** Waits for `condition` (checked after each tick), failing after `tries` checks. */
export async function eventually(
  condition: () => Promise<boolean> | boolean,
  what: string,
  tries = 400,
) {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/** A proxy in front of the mock service, on a clock the test moves. */
export function proxyOnMock(options: Partial<BookingProxyOptions> = {}) {
  const mock = mockService();
  let now = MOCK_NOW;
  const logged: string[] = [];
  const app = createBookingProxy({
    upstream: 'http://mock.local/v1',
    apiKey: 'demo',
    fetch: mock.fetch,
    tokenSecret: TOKEN_SECRET,
    // Each reading moves the clock on a millisecond, as a real one would between two calls.
    now: () => now++,
    log: (message) => logged.push(message),
    ...options,
  });
  const read = (path: string, ip = '203.0.113.1') =>
    app.request(`http://proxy.local/v1${path}`, { headers: { 'x-test-ip': ip } });
  const book = (start: string, email?: string) =>
    app.request('http://proxy.local/v1/bookings', {
      method: 'POST',
      headers: bookingHeaders(),
      body: bookingBody(start, email),
    });
  return {
    app,
    mock,
    read,
    book,
    logged,
    advance: (ms: number) => {
      now += ms;
    },
  };
}
