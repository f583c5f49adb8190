// Only what the site offers, only what the widget needs: records rebuilt from allow-lists, a protected
// event's passcode, booking bodies rebuilt from a strict schema, one booking per Idempotency-Key. Against a
// service answering records written from the spec's tables (§2.2, §2.5, §2.6, §2.7), with every field set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { MOCK_NOW, TOKEN_SECRET, bookingHeaders } from './helpers.js';

const SECRET_LOCATION = {
  type: 'zoom',
  name: 'Zoom',
  email: 'meetings-account@example.com',
  join_url: 'https://zoom.us/j/123456789?pwd=secret',
  meeting_id: '123 456 789',
  password: 'hunter2',
  error: 'token expired for account 42',
  remarks: 'Camera on, please',
};

/** A group event as the spec's tables allow it, with every secret the service may hold. */
function specRecord(overrides: Record<string, unknown> = {}) {
  return {
    resource_id: 900,
    account_id: 77,
    page_id: 3,
    user_id: 5,
    name: 'Pottery class',
    slug: 'pottery',
    language: 'en-US',
    description: 'Hands in clay',
    color: '#aa5500',
    period: { type: 'calendar_days', days: 60 },
    notice: { type: 'hours', value: 2 },
    payment: { is_enabled: false, gateways: [] },
    rank: 1,
    prices: [{ name: 'Seat', duration: 120, amount: 40, currency: 'EUR' }],
    is_template: false,
    questions: [
      { type: 'text', name: 'name', label: 'Name', required: true },
      { type: 'email', name: 'email', label: 'E-mail', required: true },
      { type: 'text', name: 'level', label: 'Your level' },
    ],
    form: { heading: 'Registration' },
    settings: {
      guest: { is_allowed: true, max_allowed: 1, is_chargeable: false },
      attendees: ['alice@example.com', 'bob@example.com'],
      privacy: { type: 'public', passcode: null },
      confirmation: { type: 'default' },
      hosts: [{ name: 'Priya', role: 'Potter', type: 'host', secret_phone: '+1 555 0100' }],
    },
    is_enabled: true,
    internal_note: 'VIP list in the drawer; door code 4711',
    booking_url: 'https://book.example/pottery',
    banner: null,
    slots: { type: 'minutes', value: 30 },
    break: { after: 0, before: 0 },
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    type: 'event',
    event_type: 'group',
    schedule_id: 2,
    durations: [{ type: 'hours', value: 2, is_default: true }],
    capacity: { is_unlimited: false, type: 'perslot', max: 8, is_public: true },
    locations: [SECRET_LOCATION],
    members: [{ user_id: 5, location: SECRET_LOCATION, priority: 1, api_token: 'member-secret' }],
    unknown_field: 'new tomorrow',
    ...overrides,
  };
}

/** A service with resources 900 (public group), 901 (protected), 902 (private), 903 (disabled). */
function site(options: { gate?: Promise<void>; refusedOnce?: boolean } = {}) {
  let refuse = options.refusedOnce ?? false;
  const resources = new Map<string, Record<string, unknown>>([
    ['900', specRecord()],
    [
      '901',
      specRecord({
        resource_id: 901,
        settings: { privacy: { type: 'protected', passcode: 'open-sesame' } },
      }),
    ],
    ['902', specRecord({ resource_id: 902, settings: { privacy: { type: 'private' } } })],
    ['903', specRecord({ resource_id: 903, is_enabled: false })],
  ]);
  const sent: Array<{ method: string; path: string; body: string | undefined }> = [];
  let bookings = 0;
  const app = createBookingProxy({
    upstream: 'http://service.local/v1',
    apiKey: 'k',
    tokenSecret: TOKEN_SECRET,
    now: () => MOCK_NOW,
    clientIp: (c) => c.req.header('x-test-ip'),
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const path = url.pathname.replace('/v1', '');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? init.body : undefined;
      sent.push({ method, path, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      const resource = /^\/resources\/(\d+)$/.exec(path);
      if (resource) {
        const record = resources.get(resource[1]!);
        return record ? json(record) : json({ error: { code: 'not_found' } }, 404);
      }
      if (path === '/resources') return json({ total: 4, result: [...resources.values()] });
      if (path.startsWith('/availability/')) return json([]);
      if (path === '/bookings' && method === 'POST') {
        await options.gate;
        if (refuse) {
          // The service over its limit: nothing was stored (spec §7).
          refuse = false;
          return new Response(JSON.stringify({ error: { status: 429, code: 'rate_limited' } }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '1' },
          });
        }
        bookings++;
        const request = JSON.parse(body!) as Record<string, unknown>;
        return json(
          {
            booking_id: `bk_${bookings}`,
            status: 'confirmed',
            resource: { resource_id: 900, name: 'Pottery class', event_type: 'group' },
            host: { user_id: 5, name: 'Priya', email: 'priya@example.com' },
            start_at: request['start_at'],
            end_at: request['end_at'],
            duration: 120,
            time_zone: 'UTC',
            location: SECRET_LOCATION,
            invitees: request['invitees'],
            guests: [],
            created_at: '2026-11-30T06:00:00Z',
            updated_at: '2026-11-30T06:00:00Z',
            internal_note: 'paid cash',
          },
          201,
        );
      }
      return json({ error: { code: 'not_found' } }, 404);
    },
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://proxy.local/v1${path}`, {
      headers: { 'x-test-ip': '198.51.100.9', ...headers },
    });
  const post = (body: unknown, headers: Record<string, string> = bookingHeaders()) =>
    app.request('http://proxy.local/v1/bookings', {
      method: 'POST',
      headers: { 'x-test-ip': '198.51.100.9', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const posted = () => sent.filter((s) => s.method === 'POST').length;
  return { app, get, post, sent, posted, bookingsMade: () => bookings };
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  resource: { resource_id: '900' },
  start_at: '2026-12-02T10:00:00Z',
  end_at: '2026-12-02T12:00:00Z',
  invitees: [
    {
      name: 'Ada',
      email: 'ada@example.com',
      questions: [
        { name: 'name', label: 'Name', value: 'Ada' },
        { name: 'level', value: 'beginner' },
      ],
    },
  ],
  time_zone: 'Europe/Berlin',
  ...overrides,
});

const SECRETS =
  /internal_note|VIP list|hunter2|123 456 789|pwd=secret|meetings-account|alice@example|attendees|open-sesame|passcode"|member-secret|secret_phone|unknown_field|account_id|token expired/;

describe('proxy: records rebuilt from what the widget reads', () => {
  it('lets no internal note, passcode, attendee list or meeting secret out in a resource', async () => {
    const { get } = site();
    for (const id of ['900', '901']) {
      const response = await get(`/resources/${id}`);
      assert.equal(response.status, 200);
      const text = await response.text();
      assert.doesNotMatch(text, SECRETS, id);
      const record = JSON.parse(text) as Record<string, any>;
      // What the widget shows stays: name, durations, the place's name and remarks, privacy's type.
      assert.equal(record['name'], 'Pottery class');
      assert.deepEqual(record['locations'], [
        { type: 'zoom', name: 'Zoom', remarks: 'Camera on, please' },
      ]);
      assert.deepEqual(record['members'][0], {
        user_id: 5,
        priority: 1,
        location: { type: 'zoom', name: 'Zoom', remarks: 'Camera on, please' },
      });
      if (id === '900') {
        assert.deepEqual(record['settings']['hosts'], [
          { name: 'Priya', role: 'Potter', type: 'host' },
        ]);
      }
    }
    const protectedOne = (await (await get('/resources/901')).json()) as Record<string, any>;
    assert.deepEqual(protectedOne['settings']['privacy'], { type: 'protected' });
  });

  it('lists neither private nor disabled events on a page, each rebuilt', async () => {
    const { get } = site();
    const filters = encodeURIComponent(
      JSON.stringify([{ id: 'page_id', operator: 'eq', value: 3 }]),
    );
    const response = await get(`/resources?filters=${filters}`);
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.deepEqual(
      (JSON.parse(text) as Array<{ resource_id: number }>).map((r) => r.resource_id),
      [900, 901],
    );
    assert.doesNotMatch(text, SECRETS);
  });

  it('gives the person who booked their meeting link, and nothing of the service’s notes', async () => {
    const { post } = site();
    const response = await post(booking());
    assert.equal(response.status, 201);
    const answer = (await response.json()) as Record<string, any>;
    assert.equal(answer['location']['join_url'], SECRET_LOCATION.join_url);
    assert.equal(answer['location']['password'], 'hunter2');
    assert.equal(answer['internal_note'], undefined);
    assert.equal(answer['host']['email'], undefined);
    assert.ok(answer['manage_token']);
  });
});

describe('proxy: a protected event needs its passcode', () => {
  it('shows no times and books nothing without it, and says which is wrong', async () => {
    const { get, post, sent } = site();
    const week = '/availability/901?start=2026-12-01&end=2026-12-07&duration=2h';
    const missing = await get(week);
    assert.equal(missing.status, 403);
    assert.equal(((await missing.json()) as any).error.code, 'passcode_required');
    const wrong = await get(week, { 'booking-passcode': 'guess' });
    assert.equal(((await wrong.json()) as any).error.code, 'passcode_invalid');
    assert.equal(sent.filter((s) => s.path.startsWith('/availability')).length, 0);
    assert.equal((await get(week, { 'booking-passcode': 'open-sesame' })).status, 200);

    const body = booking({ resource: { resource_id: '901' } });
    assert.equal((await post(body)).status, 403);
    assert.equal(
      (await post(body, { ...bookingHeaders(), 'booking-passcode': 'guess' })).status,
      403,
    );
    const booked = await post(body, { ...bookingHeaders(), 'booking-passcode': 'open-sesame' });
    assert.equal(booked.status, 201);
    // The passcode is checked by the proxy and never forwarded.
    assert.ok(sent.every((s) => !JSON.stringify(s).includes('open-sesame')));
  });
});

describe('proxy: a missing passcode is not a failed one', () => {
  it('counts only wrong passcodes against an address, not a widget asking before the visitor typed one', async () => {
    const { get } = site();
    const week = '/availability/901?start=2026-12-01&end=2026-12-07&duration=2h';
    // More than the 20 failures an address may make in 10 minutes, each without a passcode.
    for (let i = 0; i < 25; i++) {
      const missing = await get(week);
      assert.equal(missing.status, 403);
      assert.equal(((await missing.json()) as any).error.code, 'passcode_required');
    }
    assert.equal((await get(week, { 'booking-passcode': 'open-sesame' })).status, 200);
    // Wrong ones count: the 21st is refused whatever it says.
    for (let i = 0; i < 20; i++) await get(week, { 'booking-passcode': `guess-${i}` });
    assert.equal((await get(week, { 'booking-passcode': 'open-sesame' })).status, 429);
  });
});

describe('proxy: booking bodies rebuilt from a strict schema', () => {
  it('refuses what the widget never sends, naming the field, without calling the service to book', async () => {
    const { post, posted } = site();
    const invitee = booking().invitees[0]!;
    const cases: Array<[unknown, RegExp]> = [
      [booking({ invitees: Array.from({ length: 8 }, () => invitee) }), /invitees/],
      [booking({ status: 'confirmed' }), /status/],
      [booking({ price: 0 }), /price/],
      [booking({ invitees: [{ ...invitee, status: 'confirmed' }] }), /invitees\.0\.status/],
      [booking({ guests: ['a@example.com', 'b@example.com'] }), /guests/],
      [booking({ end_at: '2026-12-02T10:30:00Z' }), /end_at/],
      [booking({ location: { type: 'physical', name: 'Back room' } }), /location/],
      [
        booking({ invitees: [{ ...invitee, questions: [{ name: 'discount', value: '100%' }] }] }),
        /questions\.0\.name/,
      ],
      [booking({ resource: { resource_id: '903' } }), /resource\.resource_id/],
      ['{not json', /JSON/],
    ];
    for (const [index, [body, field]] of cases.entries()) {
      // Each from its own address: one visitor's share is 10 calls per 10 s.
      const response = await post(body, {
        ...bookingHeaders(),
        'x-test-ip': `198.51.100.${index}`,
      });
      assert.equal(
        response.status,
        400,
        `${JSON.stringify(body).slice(0, 80)} ${await response.clone().text()}`,
      );
      assert.match(((await response.json()) as any).error.message, field);
    }
    assert.equal(posted(), 0);
  });

  it('sends the resource’s own location with the invitee’s additions, and known fields only', async () => {
    const { post, sent } = site();
    const response = await post(
      booking({ location: { type: 'zoom', name: 'Zoom', join_url: 'https://evil.example' } }),
    );
    assert.equal(response.status, 201);
    const forwarded = JSON.parse(sent.find((s) => s.method === 'POST')!.body!) as any;
    assert.equal(forwarded.location.join_url, SECRET_LOCATION.join_url);
    assert.deepEqual(Object.keys(forwarded).sort(), [
      'end_at',
      'invitees',
      'location',
      'resource',
      'start_at',
      'time_zone',
    ]);
  });
});

describe('proxy: one booking per Idempotency-Key', () => {
  it('requires a key, replays the answer to a retry, and refuses the key with another body', async () => {
    const { post, bookingsMade } = site();
    const none = await post(booking(), { 'content-type': 'application/json' });
    assert.equal(none.status, 400);
    assert.match(((await none.json()) as any).error.message, /Idempotency-Key required/);

    const key = crypto.randomUUID();
    const first = await post(booking(), bookingHeaders(key));
    assert.equal(first.status, 201);
    const firstAnswer = await first.text();
    // The answer was lost on the way back: the same request again, unquoted this time.
    const retry = await post(booking(), {
      'content-type': 'application/json',
      'idempotency-key': key,
    });
    assert.equal(retry.status, 201);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal(await retry.text(), firstAnswer);
    assert.equal(bookingsMade(), 1);

    const other = await post(booking({ time_zone: 'Asia/Tokyo' }), bookingHeaders(key));
    assert.equal(other.status, 422);
    assert.match(((await other.json()) as any).error.message, /reused with another request/);
    assert.equal(bookingsMade(), 1);
  });

  it('answers a retry while the first is in flight with 409 and Retry-After', async () => {
    let release: () => void = () => undefined;
    const { post, bookingsMade } = site({
      gate: new Promise<void>((resolve) => (release = resolve)),
    });
    const key = crypto.randomUUID();
    const send = () => post(booking(), bookingHeaders(key));
    const first = send();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = await send();
    assert.equal(during.status, 409);
    assert.equal(during.headers.get('retry-after'), '1');
    assert.match(((await during.json()) as any).error.message, /still being processed/);
    release();
    assert.equal((await first).status, 201);
    const after = await send();
    assert.equal(after.headers.get('idempotent-replayed'), 'true');
    assert.equal(bookingsMade(), 1);
  });
  it('lets the same key go to the service again after the service refused it with 429', async () => {
    const { post, bookingsMade } = site({ refusedOnce: true });
    const key = crypto.randomUUID();
    const refused = await post(booking(), bookingHeaders(key));
    assert.equal(refused.status, 429);
    // The widget waits Retry-After and sends the same request with the same key: it must reach the service.
    const retry = await post(booking(), bookingHeaders(key));
    assert.equal(retry.status, 201);
    assert.equal(retry.headers.get('idempotent-replayed'), null);
    assert.equal(bookingsMade(), 1);
  });
});
