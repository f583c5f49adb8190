// Inputs in one canonical form: what reaches the service is rebuilt from parsed values, and the cache
// key is that same question.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRequest, readKey, type Route } from '../../../src/proxy/canonical.js';
import { resourceRules, windowOf } from '../../../src/proxy/ranges.js';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { MOCK_NOW, mockService, openSlots } from './helpers.js';

function recorder() {
  const seen: URL[] = [];
  const app = createBookingProxy({
    upstream: 'https://api.example.test/v1',
    apiKey: 'secret-key',
    fetch: async (input) => {
      const url = new URL(String(input));
      seen.push(url);
      // The key's one event, in the list the proxy learns its catalog from.
      const body =
        url.pathname === '/v1/resources'
          ? '[{"resource_id":101,"page_id":1,"event_type":"one_on_one"}]'
          : '{"ok":true}';
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    },
  });
  const call = (path: string, init?: RequestInit) =>
    app.request(`http://proxy.local/v1${path}`, init);
  return { seen, call };
}

/** A proxy in front of the mock on its day, recording the URLs it sends. */
function onMock() {
  const mock = mockService();
  const upstream: URL[] = [];
  const app = createBookingProxy({
    upstream: 'http://mock.local/v1',
    apiKey: 'demo',
    now: () => MOCK_NOW,
    rateLimit: 300,
    visitorShare: 1000,
    fetch: (input, init) => {
      upstream.push(new URL(String(input)));
      return mock.fetch(input, init);
    },
  });
  const get = (path: string) => app.request(`http://proxy.local/v1${path}`);
  const slotLists = () => upstream.filter((url) => url.pathname.startsWith('/v1/availability/'));
  return { app, get, upstream, slotLists };
}

const route = (method: string, pathAndQuery: string): Route => {
  const url = new URL(`http://x${pathAndQuery}`);
  const parsed = parseRequest(method, url.pathname, url.search);
  assert.ok(parsed.ok, `${pathAndQuery}: ${parsed.ok ? '' : parsed.message}`);
  return parsed.route;
};
const key = (pathAndQuery: string) => readKey(route('GET', pathAndQuery));

describe('proxy: one canonical form per question', () => {
  it('gives one key to one question however it is spelled', () => {
    assert.equal(
      key('/availability/101?start=2026-12-01&end=2026-12-31&duration=60m'),
      key('/availability/101?duration=1h&end=2026-12-31&start=2026-12-01'),
    );
  });

  it('keeps apart what differs: dates, durations, a duration left to the resource, resources', () => {
    const keys = [
      '/availability/101?start=2026-12-01&end=2026-12-31&duration=30m',
      '/availability/101?start=2026-12-01&end=2026-12-30&duration=30m',
      '/availability/101?start=2026-12-01&end=2026-12-31&duration=45m',
      '/availability/101?start=2026-12-01&end=2026-12-31',
      '/availability/0101?start=2026-12-01&end=2026-12-31',
      '/availability/102?start=2026-12-01&end=2026-12-31',
    ].map(key);
    assert.equal(new Set(keys).size, keys.length);
    assert.equal(key('/resources/101'), 'resource:101');
    assert.equal(readKey(route('GET', '/bookings/bk_1')), undefined);
  });

  it('refuses input the widget never sends, saying what is wrong', () => {
    const refusals: Array<[string, string, number, RegExp]> = [
      ['GET', '/resources/..%2fcustomers', 400, /resource id/],
      ['GET', '/resources/a%2Fb', 400, /resource id/],
      ['GET', '/resources/a.b', 400, /resource id/],
      // The URL parser reads %2e%2e as `..`: the path is then no route at all.
      ['GET', '/availability/%2e%2e?start=2026-12-01&end=2026-12-02', 404, /not forwarded/],
      ['GET', '/bookings/..%2F..%2Fcustomers', 400, /booking id/],
      ['GET', '/availability/101?start=2026-12-01&start=2026-12-09&end=2026-12-31', 400, /twice/],
      ['GET', '/availability/101?start=2026-12-01&end=2026-12-31&limit=5', 400, /unknown/],
      ['GET', '/availability/101?start=2026-12-01', 400, /required/],
      ['GET', '/availability/101?start=2026-02-30&end=2026-03-01', 400, /YYYY-MM-DD/],
      ['GET', '/availability/101?start=2026-12-31&end=2026-12-01', 400, /on or after/],
      ['GET', '/availability/101?start=2026-01-01&end=2026-12-31', 400, /62 dates/],
      ['GET', '/availability/101?start=2026-12-01&end=2026-12-02&duration=abc', 400, /duration/],
      ['GET', '/resources/101?expand=all', 400, /takes none/],
      ['POST', '/bookings?resource_id=5', 400, /takes none/],
      ['GET', '/customers', 404, /not forwarded/],
      ['DELETE', '/bookings/bk_1', 404, /not forwarded/],
      ['GET', '/resources/101/extra/more', 404, /not forwarded/],
    ];
    for (const [method, pathAndQuery, status, message] of refusals) {
      const url = new URL(`http://x${pathAndQuery}`);
      const parsed = parseRequest(method, url.pathname, url.search);
      assert.equal(parsed.ok, false, pathAndQuery);
      if (parsed.ok) continue;
      assert.equal(parsed.status, status, pathAndQuery);
      assert.match(parsed.message, message, pathAndQuery);
    }
  });

  it('tolerates and drops an apiKey from a page written for direct mode', () => {
    assert.deepEqual(route('GET', '/resources/101?apiKey=public'), { kind: 'resource', id: '101' });
  });
});

describe('proxy: what reaches the service', () => {
  it('never forwards an encoded slash or dots, whatever the route', async () => {
    const { seen, call } = recorder();
    const answers = [
      await call('/resources/..%2fcustomers'),
      await call('/resources/..%2Fcustomers'),
      await call('/resources/%2e%2e%2fcustomers'),
      await call('/availability/..%2f..%2fcustomers?start=2026-12-01&end=2026-12-02'),
      await call('/bookings/x%2F..%2F..%2Fcustomers'),
      await call('/bookings/x%2fcancel/cancel', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ];
    for (const answer of answers) assert.ok([400, 404].includes(answer.status));
    assert.equal(seen.length, 0);
  });

  it('refuses a repeated parameter instead of caching one value and forwarding both', async () => {
    const { upstream, get: read } = onMock();
    const get = (query: string) => read(`/availability/106?${query}&duration=15m`);
    // Cached under the first start, answered by the service for the last: the poisoning attempt.
    const poison = await get('start=2026-12-01&end=2026-12-01&start=2026-12-02');
    assert.equal(poison.status, 400);
    assert.match(((await poison.json()) as { error: { message: string } }).error.message, /twice/);
    assert.equal(upstream.length, 0);
    // The honest question afterwards gets its own dates.
    const honest = await get('start=2026-12-01&end=2026-12-01');
    assert.equal(honest.status, 200);
    const slots = await openSlots(honest);
    assert.ok(slots.length > 0);
    assert.ok(slots.every((time) => time.startsWith('2026-12-01')));
    for (const url of upstream) {
      for (const name of new Set(url.searchParams.keys()))
        assert.equal(url.searchParams.getAll(name).length, 1, `${name} sent once`);
    }
  });

  it('builds the upstream query from the parsed values: unknown parameters never travel', async () => {
    const { seen, call } = recorder();
    assert.equal(
      (await call('/availability/101?start=2026-12-01&end=2026-12-31&duration=1h&x=1')).status,
      400,
    );
    assert.equal(
      (await call('/availability/101?duration=1h&start=2026-12-01&end=2026-12-31&apiKey=x')).status,
      200,
    );
    const slots = seen.filter((url) => url.pathname.startsWith('/v1/availability/'));
    assert.equal(slots.length, 1);
    assert.deepEqual(
      [...slots[0]!.searchParams],
      [
        ['start', '2026-12-01'],
        ['end', '2026-12-31'],
        ['duration', '60m'],
        ['apiKey', 'secret-key'],
      ],
    );
  });
});

describe('proxy: slot lists in canonical months', () => {
  const dates = async (answer: Response) =>
    ((await answer.json()) as Array<{ date: string }>).map((entry) => entry.date);

  it('answers any range from the months covering it: random ranges mint no new questions', async () => {
    const { get, slotLists } = onMock();
    // Product demo (101): 60 days ahead from 30 November, so November to January.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 40; i++) {
      const start = new Date(Date.UTC(2026, 10, 30) + Math.floor(random() * 55) * 86_400_000);
      const end = new Date(start.getTime() + Math.floor(random() * 30) * 86_400_000);
      const [from, to] = [start, end].map((d) => d.toISOString().slice(0, 10));
      const answer = await get(`/availability/101?start=${from}&end=${to}&duration=30m`);
      assert.equal(answer.status, 200);
      const got = await dates(answer);
      // Exactly the dates asked for, no more.
      assert.equal(got[0], from);
      assert.equal(got.at(-1), to);
    }
    const asked = slotLists().map(
      (url) => `${url.searchParams.get('start')}…${url.searchParams.get('end')}`,
    );
    assert.deepEqual(asked.sort(), [
      '2026-11-01…2026-11-30',
      '2026-12-01…2026-12-31',
      '2027-01-01…2027-01-31',
    ]);
  });

  it('answers the widget’s padded month grid from whole months', async () => {
    const { get, slotLists } = onMock();
    const answer = await get('/availability/106?start=2026-11-29&end=2027-01-10&duration=15m');
    assert.equal(answer.status, 200);
    const got = await dates(answer);
    assert.equal(got.length, 43);
    assert.equal(got[0], '2026-11-29');
    assert.equal(got.at(-1), '2027-01-10');
    assert.equal(slotLists().length, 3);
  });

  it('checks a read against its resource before spending anything on it', async () => {
    const { get, upstream, slotLists } = onMock();
    // A duration the resource doesn't offer.
    const duration = await get('/availability/101?start=2026-12-01&end=2026-12-07&duration=45m');
    assert.equal(duration.status, 400);
    assert.match(
      ((await duration.json()) as { error: { message: string } }).error.message,
      /45m is not offered.*30m, 60m/,
    );
    // Wholly outside the booking window (60 days), and in the past: an empty list, as the widget takes it.
    for (const range of ['start=2027-06-01&end=2027-06-30', 'start=2025-01-01&end=2025-01-31']) {
      const outside = await get(`/availability/101?${range}&duration=30m`);
      assert.equal(outside.status, 200);
      assert.deepEqual(await outside.json(), []);
    }
    // An open-ended period is asked about a year ahead at most.
    const far = await get('/availability/106?start=2029-01-01&end=2029-01-31&duration=15m');
    assert.deepEqual(await far.json(), []);
    assert.equal(slotLists().length, 0);
    // Only the list of the key's events was read: each record comes with it.
    assert.deepEqual(
      upstream.map((url) => url.pathname),
      ['/v1/resources'],
    );
  });

  it('answers 404 for an id the key doesn’t have without asking the service about it', async () => {
    const { get, upstream } = onMock();
    for (let i = 0; i < 3; i++) {
      assert.equal((await get('/availability/999?start=2026-12-01&end=2026-12-07')).status, 404);
      assert.equal((await get('/resources/999')).status, 404);
    }
    // The one call: the list the catalog is learned from.
    assert.deepEqual(
      upstream.map((url) => url.pathname),
      ['/v1/resources'],
    );
  });

  it('reads a window from any period the spec allows, and none from one it can’t read', () => {
    const window = (period: unknown) =>
      windowOf(resourceRules(JSON.stringify({ period, durations: [] }))!, MOCK_NOW, 366);
    // 30 November 06:00 UTC: 29 November somewhere at UTC−12, 30 November at UTC+14.
    assert.deepEqual(window({ type: 'calendar_days', days: 60 }), {
      first: '2026-11-29',
      last: '2027-01-29',
    });
    assert.deepEqual(window({ type: 'ranges', start_date: '2026-12-10', end_date: '2026-12-20' }), {
      first: '2026-12-10',
      last: '2026-12-20',
    });
    const open = { first: '2026-11-29', last: '2027-12-01' };
    assert.deepEqual(window({ type: 'any' }), open);
    assert.deepEqual(window({ type: 'calendar_days', days: 'sixty' }), open);
    assert.deepEqual(window({ type: 'weekly' }), open);
    assert.deepEqual(window(null), open);
  });
});
