// Only what the site offers: the key's events learned from the service's list (catalog.ts). An id outside
// it is refused without a call; the site may narrow it; a new event is learned; a private event is served
// by its id and never listed; a failing list changes nothing learned. Against the mock on a moving clock.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBookingProxy, type BookingProxyOptions } from '../../../src/proxy/proxy.js';
import {
  MOCK_NOW,
  TOKEN_SECRET,
  WEEK,
  bookingBody,
  bookingHeaders,
  mockService,
  openSlots,
} from './helpers.js';

function site(options: Partial<BookingProxyOptions> = {}) {
  const mock = mockService();
  const upstream: URL[] = [];
  let listFails = false;
  let now = MOCK_NOW;
  const logged: string[] = [];
  const app = createBookingProxy({
    upstream: 'http://mock.local/v1',
    apiKey: 'demo',
    tokenSecret: TOKEN_SECRET,
    now: () => now,
    log: (message) => logged.push(message),
    clientIp: (c) => c.req.header('x-test-ip'),
    fetch: async (input, init) => {
      const url = new URL(String(input));
      upstream.push(url);
      if (listFails && url.pathname === '/v1/resources') {
        return new Response('{"error":{"status":503,"code":"unavailable"}}', {
          status: 503,
          headers: { 'content-type': 'application/json' },
        });
      }
      return mock.fetch(input, init);
    },
    ...options,
  });
  const get = (path: string, ip = '203.0.113.7') =>
    app.request(`http://proxy.local/v1${path}`, { headers: { 'x-test-ip': ip } });
  const book = (body: string, ip = '203.0.113.7') =>
    app.request('http://proxy.local/v1/bookings', {
      method: 'POST',
      headers: { ...bookingHeaders(), 'x-test-ip': ip },
      body,
    });
  const resources = mock.service.store.resources;
  /** A new event in the service: a copy of `from` with another id and `changes`. */
  const addEvent = (id: number, from: number, changes: Record<string, unknown> = {}) => {
    resources.set(id, { ...resources.get(from)!, resource_id: id, ...changes } as never);
  };
  return {
    app,
    mock,
    get,
    book,
    logged,
    addEvent,
    paths: () => upstream.map((url) => url.pathname),
    lists: () => upstream.filter((url) => url.pathname === '/v1/resources').length,
    failList: (fails: boolean) => (listFails = fails),
    advance: (ms: number) => (now += ms),
  };
}

const pageOf = (page: number) =>
  `/resources?filters=${encodeURIComponent(JSON.stringify([{ id: 'page_id', operator: 'eq', value: page }]))}`;
const ids = async (response: Response) =>
  ((await response.json()) as Array<{ resource_id: number }>).map((r) => r.resource_id);
const codeOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;
const bookingFor = (id: string, start = '2026-12-01T10:00:00Z') =>
  bookingBody(start).replace('"resource_id":"106"', `"resource_id":"${id}"`);

describe('proxy: the catalog of the key’s events', () => {
  it('refuses an id outside the catalog on every route without calling the service', async () => {
    const { get, book, paths, advance, lists } = site();
    assert.equal((await get('/resources/106')).status, 200);
    // The list of the key's events, learned once; 106's record came with it.
    assert.deepEqual(paths(), ['/v1/resources']);
    // Unknown ids, a disabled event (105) and one the widget can't book (108, a webinar).
    for (const id of ['999', '1000000', 'product-demo', '105', '108']) {
      const record = await get(`/resources/${id}`);
      assert.equal(record.status, 404, id);
      assert.equal(await codeOf(record), 'not_found');
      assert.equal((await get(`/availability/${id}?${WEEK}`)).status, 404, id);
      const booked = await book(bookingFor(id), `198.51.100.${id.length}`);
      assert.equal(booked.status, 400, id);
      assert.match(await booked.text(), /not an event this site offers/);
    }
    assert.deepEqual(paths(), ['/v1/resources']);
    // Later, a burst of new ids from many addresses learns the list again once, and asks nothing else.
    advance(10_001);
    for (let n = 0; n < 50; n++) {
      assert.equal((await get(`/resources/${5000 + n}`, `192.0.2.${n}`)).status, 404);
    }
    assert.equal(lists(), 2);
    assert.deepEqual(new Set(paths()), new Set(['/v1/resources']));
  });

  it('serves only the resources, pages or hosts a site narrows it to', async () => {
    const only106 = site({ narrow: { resources: ['106'] } });
    assert.equal((await only106.get('/resources/106')).status, 200);
    assert.equal((await only106.get('/resources/101')).status, 404);
    assert.equal((await only106.get(`/availability/101?${WEEK}`)).status, 404);
    assert.equal((await only106.book(bookingFor('101'))).status, 400);
    assert.deepEqual(await ids(await only106.get(pageOf(1))), [106]);
    assert.deepEqual(await ids(await only106.get('/resources?user_id=1')), []);
    assert.deepEqual(only106.paths(), ['/v1/resources']);

    const maya = site({ narrow: { users: [1] } });
    assert.equal((await maya.get('/resources/101')).status, 200);
    assert.equal((await maya.get('/resources/106')).status, 404);
    assert.deepEqual(await ids(await maya.get(pageOf(1))), [101]);

    const page1 = site({ narrow: { pages: [1] } });
    assert.equal((await page1.get('/resources/106')).status, 200);
    assert.ok((await ids(await page1.get(pageOf(1)))).length >= 5);
    const page2 = site({ narrow: { pages: [2] } });
    assert.equal((await page2.get('/resources/106')).status, 404);
    assert.deepEqual(await ids(await page2.get(pageOf(1))), []);
  });

  it('learns an event added to the service, at most one list per interval, and drops a disabled one', async () => {
    const { get, addEvent, advance, lists, paths, mock, app } = site();
    assert.equal((await get('/resources/106')).status, 200);
    addEvent(120, 106, { name: 'Printer help' });
    // Just learned: a miss doesn't ask again yet.
    assert.equal((await get('/resources/120')).status, 404);
    assert.equal(lists(), 1);
    advance(10_001);
    const added = await get('/resources/120');
    assert.equal(added.status, 200);
    assert.equal(((await added.json()) as { name: string }).name, 'Printer help');
    assert.equal(lists(), 2);
    assert.equal((await get(`/availability/120?${WEEK}`)).status, 200);
    // Its record came with the list: only its slot lists were asked for.
    assert.ok(!paths().includes('/v1/resources/120'));

    // Paused in the service: once the catalog is old, a read learns it again and the event is gone.
    const paused = { ...mock.service.store.resources.get(106)!, is_enabled: false };
    mock.service.store.resources.set(106, paused as never);
    advance(60_001);
    await get('/resources/101');
    await app.idle();
    assert.equal((await get('/resources/106')).status, 404);
    assert.equal(lists(), 3);
  });

  it('serves a private event by its direct link and never lists it', async () => {
    const { get, book, addEvent, mock, lists } = site();
    addEvent(121, 106, {
      name: 'Server room access',
      settings: {
        ...(mock.service.store.resources.get(106)!['settings'] as Record<string, unknown>),
        privacy: { type: 'private' },
      },
    });
    const record = await get('/resources/121');
    assert.equal(record.status, 200);
    assert.deepEqual(((await record.json()) as any).settings.privacy, { type: 'private' });
    const week = await get(`/availability/121?${WEEK}`);
    assert.equal(week.status, 200);
    const slot = (await openSlots(week))[0]!;
    const start = new Date(slot).toISOString().replace('.000Z', 'Z');
    const booked = await book(bookingFor('121', start));
    assert.equal(booked.status, 201, await booked.clone().text());
    for (const list of [pageOf(1), '/resources?user_id=7']) {
      const listed = await ids(await get(list));
      assert.ok(listed.includes(106), list);
      assert.ok(!listed.includes(121), list);
    }
    // Both pages of events were answered from the catalog: the one list call is the one it was learned by.
    assert.equal(lists(), 1);
  });

  it('keeps what it learned when the list fails, and checks ids one by one while it knows nothing', async () => {
    const { get, failList, advance, paths, logged } = site();
    failList(true);
    assert.equal((await get('/resources/101')).status, 200);
    assert.deepEqual(paths(), ['/v1/resources', '/v1/resources/101']);
    assert.ok(logged.some((line) => /could not learn the key's resources.*each id/.test(line)));
    // Nothing learned: each id is asked once, its 404 kept; a disabled event's record says no.
    assert.equal((await get('/resources/999')).status, 404);
    assert.equal((await get('/resources/999')).status, 404);
    assert.equal((await get('/resources/105')).status, 404);
    assert.deepEqual(paths().slice(2), ['/v1/resources/999', '/v1/resources/105']);

    failList(false);
    advance(10_001);
    assert.equal((await get('/resources/106')).status, 200);
    const learned = paths().length;
    assert.equal((await get('/resources/998')).status, 404);
    assert.equal(paths().length, learned);

    // The list fails again later: what was learned still serves, and unknown ids still cost nothing.
    failList(true);
    advance(70_001);
    assert.equal((await get('/resources/106')).status, 200);
    advance(10_001);
    assert.equal((await get('/resources/997')).status, 404);
    assert.equal((await get(`/availability/106?${WEEK}`)).status, 200);
    assert.ok(!paths().includes('/v1/resources/997'));
    assert.ok(logged.some((line) => /serving the ones learned before/.test(line)));
  });

  it('charges a booking one call of the visitor’s share, even when its event’s record is read for it', async () => {
    const { get, book, advance, mock } = site({ visitorShare: 1 });
    assert.equal((await get('/resources/106', '203.0.113.1')).status, 200);
    // Long after anyone read the event: its record is read again to check the booking's body.
    advance(400_000);
    const booked = await book(bookingFor('106', '2026-12-01T10:00:00Z'), '203.0.113.2');
    assert.equal(booked.status, 201, await booked.clone().text());
    const made = [...mock.service.store.bookings.values()].filter(
      (b) => b.invitees[0]?.email === 'ada@example.com',
    );
    assert.equal(made.length, 1);
  });
});
