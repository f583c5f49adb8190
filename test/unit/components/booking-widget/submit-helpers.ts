// Shared setup of the submitter's tests: the in-page mock service, a client on it (with the key, or behind a
// stand-in for the key-adding proxy's idempotency records), and Ada's booking request.
import { createClient, type BookingApiClient } from '../../../../src/api/client.js';
import type { BookingRequest } from '../../../../src/api/schemas.js';
import { createMockService, type MockService } from '../../../../src/mock/service.js';
import { buildBookingRequest } from '../../../../src/components/booking-widget/submit.js';

export const BASE = 'https://demo.booking-widget.invalid/v1';
/** Monday 2026-03-02, 09:00 in New York. */
export const NOW = Date.parse('2026-03-02T14:00:00Z');

/**
 * The proxy's idempotency records as docs/proxy-protocol describes them, in front of the mock (which it gives the
 * key): the first POST of a key goes to the service and its answer is stored (a 5xx or 429 releases the key); the same key
 * again is answered with the stored answer; the same key with another body is 422. Faults between the proxy and
 * the widget: `lose` answers lost after the service answered, `inFlight` 409s "still being processed" to a key
 * already sent.
 */
export interface FakeProxy {
  /** The `Idempotency-Key` header of every POST /bookings, in order (null when absent). */
  keys: (string | null)[];
  /** Answers to lose (after the service handled the request). */
  lose: number;
  /** POSTs of a key already sent to answer 409 "still in flight" (Retry-After: 1). */
  inFlight: number;
  /** POSTs the service itself received. */
  upstream: number;
  fetch: typeof fetch;
}

const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

export function fakeProxy(service: MockService): FakeProxy {
  const stored = new Map<string, { body: string; status: number; text: string }>();
  const proxy: FakeProxy = {
    keys: [],
    lose: 0,
    inFlight: 0,
    upstream: 0,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      url.searchParams.set('apiKey', 'demo-enterprise');
      if (init?.method !== 'POST' || !url.pathname.endsWith('/bookings'))
        return service.fetch(url.href, init);
      const key = new Headers(init.headers).get('idempotency-key');
      proxy.keys.push(key);
      if (!key) return jsonAnswer(400, { error: { code: 'invalid_request', message: 'key' } });
      if (proxy.inFlight > 0 && stored.has(key)) {
        proxy.inFlight -= 1;
        const message = 'This booking request is still being processed';
        return jsonAnswer(409, { error: { code: 'conflict', message } }, { 'retry-after': '1' });
      }
      const body = String(init.body);
      let entry = stored.get(key);
      if (entry && entry.body !== body)
        return jsonAnswer(422, { error: { code: 'invalid_request', message: 'reused' } });
      if (!entry) {
        proxy.upstream += 1;
        const answer = await service.fetch(url.href, init);
        entry = { body, status: answer.status, text: await answer.text() };
        // A 5xx or 429 stored nothing at the service: the key is free for the request sent again.
        if (answer.status < 500 && answer.status !== 429) stored.set(key, entry);
      }
      if (proxy.lose > 0) {
        proxy.lose -= 1;
        throw new TypeError('Failed to fetch');
      }
      return new Response(entry.text, {
        status: entry.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  return proxy;
}

export interface BookingSetup {
  service: MockService;
  client: BookingApiClient;
  /** Ada's request for the first free 15-minute time of 106 (IT help desk) on 2026-03-03. */
  request: BookingRequest;
  /** How many POSTs the client sent. */
  posts: () => number;
  /** The request headers of every POST the client sent. */
  postHeaders: Headers[];
  /** Ada's bookings, read past any fault. */
  stored: () => Promise<number>;
  /** With `proxied`: the stand-in proxy the client talks to. */
  proxy: FakeProxy | undefined;
}

/**
 * The mock at `now` and a client on it (with `options`), ready to book 106 for Ada: with the key, or (`proxied`)
 * without it, through `fakeProxy`.
 */
export async function bookingSetup(
  now: number,
  options: Partial<Parameters<typeof createClient>[0]> = {},
  proxied = false,
): Promise<BookingSetup> {
  const service = createMockService({ now: () => now });
  const proxy = proxied ? fakeProxy(service) : undefined;
  const next = proxy?.fetch ?? service.fetch;
  let posts = 0;
  const postHeaders: Headers[] = [];
  const client = createClient({
    baseUrl: BASE,
    ...(proxied ? {} : { apiKey: 'demo-enterprise' }),
    fetch: (input, init) => {
      if (init?.method === 'POST') {
        posts += 1;
        postHeaders.push(new Headers(init.headers));
      }
      return next(input, init);
    },
    rateLimiter: false,
    ...options,
  });
  const resource = await client.getResource(106);
  const [day] = await client.getAvailability(106, { start: '2026-03-03', end: '2026-03-03' });
  const slot = day!.slots.find((s) => s.available > 0)!;
  const request = buildBookingRequest({
    resource,
    slot: { instant: slot.time },
    hostUserId: resource.user_id ?? undefined,
    durationMinutes: 15,
    invitee: { name: 'Ada Lovelace', email: 'ada@example.com' },
    answers: [{ name: 'problem', value: 'VPN drops' }],
    guests: [],
    viewerZone: 'Europe/London',
  });
  const stored = async () => {
    service.faults.clear();
    const response = await service.fetch(
      `${BASE}/bookings?apiKey=demo-enterprise&email=ada%40example.com`,
    );
    return ((await response.json()) as unknown[]).length;
  };
  return { service, client, request, posts: () => posts, postHeaders, stored, proxy };
}
