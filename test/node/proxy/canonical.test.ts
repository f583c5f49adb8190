// Inputs in one canonical form: what reaches the service is rebuilt from parsed values, and the cache
// key is that same question.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRequest, readKey, type Route } from '../../../src/proxy/canonical.js';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { MOCK_NOW, mockService, openSlots } from './helpers.js';

function recorder() {
  const seen: URL[] = [];
  const app = createBookingProxy({
    upstream: 'https://api.example.test/v1',
    apiKey: 'secret-key',
    fetch: async (input) => {
      seen.push(new URL(String(input)));
      return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
    },
  });
  const call = (path: string, init?: RequestInit) =>
    app.request(`http://proxy.local/v1${path}`, init);
  return { seen, call };
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
    const mock = mockService();
    const upstream: URL[] = [];
    const app = createBookingProxy({
      upstream: 'http://mock.local/v1',
      apiKey: 'demo',
      now: () => MOCK_NOW,
      fetch: (input, init) => {
        upstream.push(new URL(String(input)));
        return mock.fetch(input, init);
      },
    });
    const get = (query: string) =>
      app.request(`http://proxy.local/v1/availability/106?${query}&duration=15m`);
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
    assert.equal(seen.length, 1);
    assert.deepEqual(
      [...seen[0]!.searchParams],
      [
        ['start', '2026-12-01'],
        ['end', '2026-12-31'],
        ['duration', '60m'],
        ['apiKey', 'secret-key'],
      ],
    );
  });
});
