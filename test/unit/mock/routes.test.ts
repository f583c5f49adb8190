import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  AvailabilityList,
  Booking,
  Customer,
  Link,
  ResourceListItem,
} from '../../../src/api/schemas.js';
import { ANSWERS_101, MONDAY_9_NY, bookingBody, firstSlot, setup, utc } from './helpers.js';

const expectError = (reply: { status: number; body: any }, status: number, code: string) => {
  expect(reply.status, JSON.stringify(reply.body)).to.equal(status);
  expect(reply.body.error.status).to.equal(status);
  expect(reply.body.error.code).to.equal(code);
  expect(reply.body.error.message).to.be.a('string').and.not.equal('');
};
const paths = (reply: { body: any }) => (reply.body.error.details ?? []).map((d: any) => d.path);

describe('mock routes: authentication, rate limit, CORS', () => {
  it('401 without a key, 403 with an unknown key, before anything else', async () => {
    const h = setup();
    expectError(
      await h.call('GET', '/resources', undefined, { key: null }),
      401,
      'missing_api_key',
    );
    expectError(
      await h.call('GET', '/resources', undefined, { key: 'secret' }),
      403,
      'invalid_api_key',
    );
    expectError(
      await h.call('GET', '/nothing-here', undefined, { key: null }),
      401,
      'missing_api_key',
    );
  });

  it('limits each key per clock-aligned 10 s window and resets at the next one', async () => {
    const h = setup(Date.parse('2026-03-02T14:00:03Z'));
    for (let i = 0; i < 60; i++) {
      const ok = await h.call('GET', '/resources/101', undefined, { key: 'demo' });
      expect(ok.status).to.equal(200);
      expect(ok.headers.get('X-RateLimit-Remaining')).to.equal(String(59 - i));
    }
    const limited = await h.call('GET', '/resources/101', undefined, { key: 'demo' });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers.get('Retry-After')).to.equal('7');
    expect(limited.headers.get('X-RateLimit-Limit')).to.equal('60');
    expect(limited.headers.get('X-RateLimit-Remaining')).to.equal('0');
    expect(limited.headers.get('X-RateLimit-Reset')).to.equal(
      String(Date.parse('2026-03-02T14:00:10Z') / 1000),
    );
    // Another key has its own count; the business plan allows 120.
    expect(
      (await h.call('GET', '/resources/101', undefined, { key: 'demo-business' })).headers.get(
        'X-RateLimit-Limit',
      ),
    ).to.equal('120');
    h.clock.now = Date.parse('2026-03-02T14:00:09.999Z');
    expect((await h.call('GET', '/resources/101', undefined, { key: 'demo' })).status).to.equal(
      429,
    );
    h.clock.now = Date.parse('2026-03-02T14:00:10Z');
    const next = await h.call('GET', '/resources/101', undefined, { key: 'demo' });
    expect(next.status).to.equal(200);
    expect(next.headers.get('X-RateLimit-Remaining')).to.equal('59');
  });

  it('answers preflights and exposes the rate-limit headers cross-origin', async () => {
    const h = setup();
    const preflight = await h.service.fetch(
      `https://demo.booking-widget.invalid/v1/bookings?apiKey=demo`,
      {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://shop.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      },
    );
    expect(preflight.status).to.equal(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).to.equal('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).to.contain('POST');
    const get = await h.call('GET', '/resources/101', undefined, {
      headers: { Origin: 'https://shop.example' },
    });
    expect(get.headers.get('Access-Control-Allow-Origin')).to.equal('*');
    expect(get.headers.get('Access-Control-Expose-Headers')).to.contain('Retry-After');
  });
});

describe('mock routes: resources', () => {
  it('lists the fixtures 101–108 and 201–204 (private ones too: the account’s list), each a valid list item', async () => {
    const h = setup();
    const reply = await h.call('GET', '/resources');
    expect(reply.status).to.equal(200);
    expect(reply.body.map((r: any) => r.resource_id)).to.deep.equal([
      101, 102, 103, 104, 105, 106, 107, 201, 202, 203, 204, 108,
    ]);
    for (const item of reply.body)
      expect(z.safeParse(ResourceListItem, item).success).to.equal(true);
    expect(reply.body[11].event_type).to.equal('webinar');
    expect(reply.headers.get('X-Total-Count')).to.equal('12');
  });

  it('searches, filters, sorts and pages', async () => {
    const h = setup();
    const names = (reply: any) => reply.body.map((r: any) => r.resource_id);
    expect(names(await h.call('GET', '/resources?search=POTTERY'))).to.deep.equal([102]);
    expect(names(await h.call('GET', '/resources?user_id=1'))).to.deep.equal([101, 105, 108]);
    expect(names(await h.call('GET', '/resources?sort=-resource_id&limit=2'))).to.deep.equal([
      204, 203,
    ]);
    expect(names(await h.call('GET', '/resources?sort=event_type,-name&limit=3'))).to.deep.equal([
      102, 101, 105,
    ]);
    expect(
      names(
        await h.call(
          'GET',
          `/resources?sort=${encodeURIComponent('[{"id":"name","desc":true}]')}&limit=1`,
        ),
      ),
    ).to.deep.equal([102]);
    expect(names(await h.call('GET', '/resources?offset=10'))).to.deep.equal([204, 108]);
    const filters = (f: unknown, join = '') =>
      h.call('GET', `/resources?filters=${encodeURIComponent(JSON.stringify(f))}${join}`);
    expect(
      names(await filters([{ id: 'event_type', operator: 'eq', value: 'group' }])),
    ).to.deep.equal([102]);
    expect(
      names(await filters([{ id: 'resource_id', operator: 'in', value: [103, 104] }])),
    ).to.deep.equal([103, 104]);
    expect(
      names(await filters([{ id: 'is_enabled', operator: 'eq', value: false }])),
    ).to.deep.equal([105]);
    expect(
      names(await filters([{ id: 'name', operator: 'contains', value: 'review' }])),
    ).to.deep.equal([104, 105]);
    expect(
      names(await filters([{ id: 'resource_id', operator: 'gte', value: 107 }])),
    ).to.deep.equal([107, 201, 202, 203, 204, 108]);
    expect(
      names(
        await filters(
          [
            { id: 'resource_id', operator: 'eq', value: 101 },
            { id: 'name', operator: 'startsWith', value: 'Sales' },
          ],
          '&joinOperator=or',
        ),
      ),
    ).to.deep.equal([101, 103]);
    expect(names(await filters([{ id: 'color', operator: 'isEmpty' }]))).to.deep.equal([105, 108]);
  });

  it('rejects unknown sort/filter fields and out-of-bound list parameters with named details', async () => {
    const h = setup();
    const unknownSort = await h.call('GET', '/resources?sort=price');
    expectError(unknownSort, 400, 'invalid_request');
    expect(paths(unknownSort)).to.deep.equal(['sort.0.id']);
    expect(paths(await h.call('GET', '/resources?sort=name,slug,rank'))).to.deep.equal(['sort']);
    const badFilter = await h.call(
      'GET',
      `/resources?filters=${encodeURIComponent('[{"id":"secret","operator":"eq","value":1}]')}`,
    );
    expect(paths(badFilter)).to.deep.equal(['filters.0.id']);
    expect(paths(await h.call('GET', '/resources?filters=%7Bnot-json'))).to.deep.equal(['filters']);
    expect(
      paths(
        await h.call(
          'GET',
          `/resources?filters=${encodeURIComponent('[{"id":"name","operator":"like"}]')}`,
        ),
      ),
    ).to.deep.equal(['0.operator']);
    expect(paths(await h.call('GET', '/resources?limit=0'))).to.deep.equal(['limit']);
    expect(paths(await h.call('GET', '/resources?limit=1001'))).to.deep.equal(['limit']);
    expect(paths(await h.call('GET', '/resources?offset=10001'))).to.deep.equal(['offset']);
    expect(paths(await h.call('GET', `/resources?search=${'x'.repeat(51)}`))).to.deep.equal([
      'search',
    ]);
    expect((await h.call('GET', `/resources?search=${'x'.repeat(50)}`)).status).to.equal(200);
  });

  it('download=true returns CSV', async () => {
    const h = setup();
    const reply = await h.call('GET', '/resources?download=true');
    expect(reply.status).to.equal(200);
    expect(reply.headers.get('Content-Type')).to.contain('text/csv');
    expect(reply.headers.get('Content-Disposition')).to.contain('attachment');
    const lines = reply.text.trim().split('\r\n');
    expect(lines[0]).to.equal(
      'resource_id,name,event_type,slug,language,is_enabled,schedule_id,durations,booking_url,created_at',
    );
    expect(lines).to.have.length(13);
    expect(lines[1]).to.match(/^101,Product demo,one_on_one,product-demo,en-US,true,1,30m 60m,/);
  });

  it('gets one resource; unknown ids are 404', async () => {
    const h = setup();
    const reply = await h.call('GET', '/resources/101');
    expect(reply.body.name).to.equal('Product demo');
    const types = new Set(reply.body.questions.map((q: any) => q.type));
    expect(types.size).to.equal(10);
    expect(reply.body.questions.slice(0, 2).map((q: any) => q.name)).to.deep.equal([
      'name',
      'email',
    ]);
    expectError(await h.call('GET', '/resources/999'), 404, 'not_found');
    expectError(await h.call('GET', '/resources/abc'), 404, 'not_found');
  });

  it('creates, replaces and deletes a resource', async () => {
    const h = setup();
    const original = (await h.call('GET', '/resources/106')).body;
    const { resource_id: _id, created_at: _c, updated_at: _u, booking_url: _b, ...body } = original;
    const created = await h.call('POST', '/resources', {
      ...body,
      name: 'Printer help',
      slug: 'printer-help',
    });
    expect(created.status).to.equal(201);
    expect(created.body.resource_id).to.equal(109);
    expect(created.body.booking_url).to.contain('printer-help');
    expect((await h.call('GET', '/resources/109')).body.name).to.equal('Printer help');
    const replaced = await h.call('PUT', '/resources/109', {
      ...body,
      name: 'Printer and scanner help',
    });
    expect(replaced.status).to.equal(200);
    expect(replaced.body.resource_id).to.equal(109);
    expect(replaced.body.created_at).to.equal(created.body.created_at);
    expect((await h.call('GET', '/resources/109')).body.name).to.equal('Printer and scanner help');
    expect((await h.call('DELETE', '/resources/109')).status).to.equal(204);
    expectError(await h.call('GET', '/resources/109'), 404, 'not_found');
    expectError(await h.call('DELETE', '/resources/109'), 404, 'not_found');
  });

  it('refuses bad resource bodies with 4xx and keeps state', async () => {
    const h = setup();
    const before = h.snapshot();
    const base = (await h.call('GET', '/resources/101')).body;
    const noName = await h.call('POST', '/resources', { ...base, name: '' });
    expectError(noName, 400, 'invalid_request');
    expect(paths(noName)).to.deep.equal(['name']);
    expect(paths(await h.call('POST', '/resources', { ...base, schedule_id: 77 }))).to.deep.equal([
      'schedule_id',
    ]);
    expect(
      paths(await h.call('POST', '/resources', { ...base, questions: [base.questions[0]] })),
    ).to.deep.equal(['questions']);
    expectError(
      await h.call('POST', '/resources', undefined, {
        raw: '{"name": ',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid_request',
    );
    expectError(
      await h.call('POST', '/resources', undefined, {
        raw: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await h.call('POST', '/resources', { ...base, description: 'x'.repeat(2_100_000) }),
      413,
      'payload_too_large',
    );
    expectError(
      await h.call('PUT', '/resources/101', { ...base, durations: [] }),
      400,
      'invalid_request',
    );
    expect(h.snapshot()).to.equal(before);
  });
});

describe('mock routes: availability', () => {
  it('returns one entry per date in the resource zone, valid per the contract', async () => {
    const h = setup();
    const reply = await h.call('GET', '/availability/101?start=2026-03-02&end=2026-03-08');
    expect(reply.status).to.equal(200);
    expect(z.safeParse(AvailabilityList, reply.body).success).to.equal(true);
    expect(reply.body.map((e: any) => e.date)).to.deep.equal([
      '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08',
    ]); // prettier-ignore
    expect(reply.body[0].timezone).to.equal('America/New_York');
    // Notice of 2 hours at 09:00: Monday starts at 11:00 (30-minute steps).
    expect(reply.body[0].slots[0].time).to.equal('2026-03-02T11:00:00-05:00');
    expect(reply.body[5].slots).to.have.length(0);
  });

  it('takes the duration as <n>m / <n>h and only the resource’s durations', async () => {
    const h = setup();
    const hour = await h.call(
      'GET',
      '/availability/101?start=2026-03-03&end=2026-03-03&duration=1h',
    );
    const minutes = await h.call(
      'GET',
      '/availability/101?start=2026-03-03&end=2026-03-03&duration=60m',
    );
    expect(hour.body).to.deep.equal(minutes.body);
    const odd = await h.call(
      'GET',
      '/availability/101?start=2026-03-03&end=2026-03-03&duration=45m',
    );
    expectError(odd, 400, 'invalid_request');
    expect(paths(odd)).to.deep.equal(['duration']);
    expect(
      paths(await h.call('GET', '/availability/101?start=2026-03-03&end=2026-03-03&duration=30x')),
    ).to.deep.equal(['duration']);
  });

  it('rejects bad ranges and unknown resources', async () => {
    const h = setup();
    expect(
      paths(await h.call('GET', '/availability/101?start=2026-03-10&end=2026-03-01')),
    ).to.deep.equal(['end']);
    expect(
      paths(await h.call('GET', '/availability/101?start=2026-03-01&end=2026-05-02')),
    ).to.deep.equal(['end']);
    expect(
      (await h.call('GET', '/availability/101?start=2026-03-01&end=2026-05-01')).status,
    ).to.equal(200);
    expect(
      paths(await h.call('GET', '/availability/101?start=03/01/2026&end=2026-03-02')),
    ).to.deep.equal(['start']);
    expect(paths(await h.call('GET', '/availability/101?start=2026-03-01'))).to.deep.equal(['end']);
    expectError(
      await h.call('GET', '/availability/999?start=2026-03-02&end=2026-03-02'),
      404,
      'not_found',
    );
    expectError(
      await h.call('GET', '/availability/108?start=2026-03-02&end=2026-03-02'),
      400,
      'invalid_request',
    );
  });

  it('a disabled resource has no times', async () => {
    const h = setup();
    const reply = await h.call('GET', '/availability/105?start=2026-03-02&end=2026-03-08');
    expect(reply.body).to.have.length(7);
    expect(reply.body.every((e: any) => e.slots.length === 0)).to.equal(true);
  });

  it('group slots report seats left; help desk has 96 slots a day', async () => {
    const h = setup();
    const workshop = await h.call('GET', '/availability/102?start=2026-03-14&end=2026-03-14');
    expect(workshop.body[0].capacity).to.equal(8);
    expect(workshop.body[0].slots.map((s: any) => [s.time, s.available])).to.deep.equal([
      ['2026-03-14T10:00:00+00:00', 5],
      ['2026-03-14T14:00:00+00:00', 8],
    ]);
    const desk = await h.call('GET', '/availability/106?start=2026-03-03&end=2026-03-03');
    expect(desk.body[0].slots).to.have.length(96);
  });
});

describe('mock routes: bookings', () => {
  it('books fixture 101 with all 10 question types', async () => {
    const h = setup();
    const slot = await firstSlot(h, 101, '2026-03-03');
    expect(slot.time).to.equal('2026-03-03T09:00:00-05:00');
    const reply = await h.call('POST', '/bookings', {
      ...bookingBody(101, 1, slot.time, 30, ANSWERS_101),
      guests: ['sam@example.com'],
      time_zone: 'Europe/Paris',
    });
    expect(reply.status, JSON.stringify(reply.body)).to.equal(201);
    expect(z.safeParse(Booking, reply.body).success).to.equal(true);
    const booking = reply.body;
    expect(booking.status).to.equal('confirmed');
    expect(booking.start_at).to.equal('2026-03-03T14:00:00Z');
    expect(booking.end_at).to.equal('2026-03-03T14:30:00Z');
    expect(booking.duration).to.equal(30);
    expect(booking.time_zone).to.equal('Europe/Paris');
    expect(booking.resource).to.deep.equal({
      resource_id: 101,
      name: 'Product demo',
      event_type: 'one_on_one',
    });
    expect(booking.host).to.deep.equal({ user_id: 1, name: 'Maya Chen' });
    expect(booking.location.type).to.equal('google_meet');
    expect(booking.location.join_url).to.match(/^https:\/\/meet\.google\.com\//);
    expect(booking.location.phone).to.equal('+1 212 555 0100');
    expect(booking.invitees[0].questions.find((q: any) => q.name === 'role').label).to.equal(
      'Your role',
    );
    expect(booking.guests).to.deep.equal(['sam@example.com']);
    expect((await h.call('GET', `/bookings/${booking.booking_id}`)).body).to.deep.equal(booking);
    const after = await h.call('GET', '/availability/101?start=2026-03-03&end=2026-03-03');
    expect(after.body[0].slots.map((s: any) => s.time)).not.to.include(slot.time);
    expectError(await h.call('GET', '/bookings/bk_missing'), 404, 'not_found');
  });

  it('accepts the spec §4.3 body as written (only required fields)', async () => {
    const h = setup();
    const slot = await firstSlot(h, 106, '2026-03-03');
    const reply = await h.call(
      'POST',
      '/bookings',
      bookingBody(106, 7, slot.time, 15, [{ name: 'problem', value: 'VPN drops' }]),
    );
    expect(reply.status).to.equal(201);
    expect(reply.body.time_zone).to.equal('UTC');
  });

  it('names every invalid answer and changes nothing', async () => {
    const h = setup();
    const slot = await firstSlot(h, 101, '2026-03-03');
    const before = h.snapshot();
    const without = (name: string) => ANSWERS_101.filter((a) => a.name !== name);
    const withValue = (name: string, value: unknown) =>
      ANSWERS_101.map((a) => (a.name === name ? { name, value } : a));
    const index = (name: string) => ANSWERS_101.findIndex((a) => a.name === name);
    const attempt = (questions: unknown[]) =>
      h.call('POST', '/bookings', bookingBody(101, 1, slot.time, 30, questions));
    const cases: [unknown[], string][] = [
      [without('company'), 'invitees.0.questions'],
      [withValue('company_size', '0'), `invitees.0.questions.${index('company_size')}.value`],
      [withValue('company_size', 'twelve'), `invitees.0.questions.${index('company_size')}.value`],
      [withValue('phone', 'call me'), `invitees.0.questions.${index('phone')}.value`],
      [withValue('role', 'intern'), `invitees.0.questions.${index('role')}.value`],
      [withValue('region', 'mars'), `invitees.0.questions.${index('region')}.value`],
      [withValue('interests', 'payments'), `invitees.0.questions.${index('interests')}.value`],
      [
        withValue('interests', ['payments', 'lunch']),
        `invitees.0.questions.${index('interests')}.value`,
      ],
      [withValue('newsletter', 'maybe'), `invitees.0.questions.${index('newsletter')}.value`],
      [withValue('go_live', '2026-02-30'), `invitees.0.questions.${index('go_live')}.value`],
      [
        withValue('requirements', 'notes.txt'),
        `invitees.0.questions.${index('requirements')}.value`,
      ],
      [withValue('agenda', ['a']), `invitees.0.questions.${index('agenda')}.value`],
      [
        [...ANSWERS_101, { name: 'budget', value: '1' }],
        `invitees.0.questions.${ANSWERS_101.length}.name`,
      ],
      [
        // An answer to the e-mail question must be the invitee's own e-mail.
        [...ANSWERS_101, { name: 'email', value: 'x@example.com' }],
        `invitees.0.questions.${ANSWERS_101.length}.value`,
      ],
      [
        [...ANSWERS_101, { name: 'company', value: 'Again' }],
        `invitees.0.questions.${ANSWERS_101.length}.name`,
      ],
    ];
    for (const [questions, path] of cases) {
      const reply = await attempt(questions);
      expectError(reply, 400, 'invalid_request');
      expect(paths(reply), JSON.stringify(questions)).to.deep.equal([path]);
    }
    const big = await attempt(
      withValue('requirements', {
        name: 'a.bin',
        type: 'application/octet-stream',
        size: 1_000_001,
        data_url: 'data:;base64,',
      }),
    );
    expect(paths(big)[0]).to.match(
      new RegExp(`^invitees\\.0\\.questions\\.${index('requirements')}\\.value`),
    );
    expect(h.snapshot()).to.equal(before);
    // An optional question may be left empty, even with a pattern.
    expect((await attempt(withValue('phone', ''))).status).to.equal(201);
  });

  it('validates the body against the resource: duration, host, guests, zone, resource', async () => {
    const h = setup();
    const slot = await firstSlot(h, 101, '2026-03-03');
    const before = h.snapshot();
    const body = bookingBody(101, 1, slot.time, 30, ANSWERS_101);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, end_at: utc(slot.time, 45) })),
    ).to.deep.equal(['end_at']);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, end_at: utc(slot.time, 0) })),
    ).to.deep.equal(['end_at']);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, host: { user_id: 3 } })),
    ).to.deep.equal(['host.user_id']);
    expect(
      paths(
        await h.call('POST', '/bookings', {
          ...body,
          guests: ['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io'],
        }),
      ),
    ).to.deep.equal(['guests']);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, guests: ['not an email'] })),
    ).to.deep.equal(['guests.0']);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, time_zone: 'Mars/Olympus' })),
    ).to.deep.equal(['time_zone']);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, resource: { resource_id: '999' } })),
    ).to.deep.equal(['resource.resource_id']);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, resource: { resource_id: 101 } })),
    ).to.deep.equal(['resource.resource_id']);
    expect(
      paths(await h.call('POST', '/bookings', { ...body, start_at: slot.time })),
    ).to.deep.equal(['start_at']);
    expect(paths(await h.call('POST', '/bookings', { ...body, invitees: [] }))).to.deep.equal([
      'invitees',
    ]);
    const contract = await firstSlot(h, 104, '2026-03-03');
    const noGuests = await h.call('POST', '/bookings', {
      ...bookingBody(104, 6, contract.time, 60, [
        { name: 'contract_type', value: 'nda' },
        { name: 'summary', value: 'Mutual NDA' },
      ]),
      guests: ['partner@example.com'],
    });
    expect(paths(noGuests)).to.deep.equal(['guests']);
    expectError(
      await h.call('POST', '/bookings', body, { headers: { 'content-type': 'text/plain' } }),
      415,
      'unsupported_media_type',
    );
    expectError(
      await h.call('POST', '/bookings', undefined, {
        raw: '{"resource":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid_request',
    );
    expect(h.snapshot()).to.equal(before);
  });

  it('409 slot_unavailable for a taken, past or non-existent slot; 409 conflict when disabled', async () => {
    const h = setup();
    const slot = await firstSlot(h, 101, '2026-03-03');
    const body = bookingBody(101, 1, slot.time, 30, ANSWERS_101);
    expect((await h.call('POST', '/bookings', body)).status).to.equal(201);
    const before = h.snapshot();
    expectError(await h.call('POST', '/bookings', body), 409, 'slot_unavailable');
    expectError(
      await h.call(
        'POST',
        '/bookings',
        bookingBody(101, 1, '2026-03-03T14:10:00Z', 30, ANSWERS_101),
      ),
      409,
      'slot_unavailable',
    );
    expectError(
      await h.call(
        'POST',
        '/bookings',
        bookingBody(101, 1, '2026-03-02T15:00:00Z', 30, ANSWERS_101),
      ),
      409,
      'slot_unavailable',
    );
    expectError(
      await h.call(
        'POST',
        '/bookings',
        bookingBody(101, 1, '2026-03-07T15:00:00Z', 30, ANSWERS_101),
      ),
      409,
      'slot_unavailable',
    );
    expectError(
      await h.call('POST', '/bookings', bookingBody(105, 1, '2026-03-03T15:00:00Z', 45)),
      409,
      'conflict',
    );
    expect(h.snapshot()).to.equal(before);
  });

  it('require_approval: pending, then confirmed by the host', async () => {
    const h = setup();
    const slot = await firstSlot(h, 104, '2026-03-03');
    const reply = await h.call(
      'POST',
      '/bookings',
      bookingBody(104, 6, slot.time, 60, [
        { name: 'contract_type', value: 'msa' },
        { name: 'summary', value: 'Liability cap' },
      ]),
    );
    expect(reply.body.status).to.equal('pending');
    expect(reply.body.invitees[0].status).to.equal('pending');
    const confirmed = await h.call('POST', `/bookings/${reply.body.booking_id}/confirm`);
    expect(confirmed.body.status).to.equal('confirmed');
    expectError(
      await h.call('POST', `/bookings/${reply.body.booking_id}/confirm`),
      409,
      'conflict',
    );
  });

  it('round robin: any free member the client names; a busy one is 409, a stranger 400', async () => {
    const h = setup();
    const slot = await firstSlot(h, 103, '2026-03-03');
    const free = slot.users.filter((u: any) => !u.busy).map((u: any) => u.user_id);
    const answers = [
      { name: 'company', value: 'Initech' },
      { name: 'seats', value: '11-50' },
    ];
    const first = await h.call(
      'POST',
      '/bookings',
      bookingBody(103, free[0], slot.time, 30, answers),
    );
    expect(first.status).to.equal(201);
    expect(first.body.host.user_id).to.equal(free[0]);
    expectError(
      await h.call(
        'POST',
        '/bookings',
        bookingBody(103, free[0], slot.time, 30, answers, { email: 'b@example.com' }),
      ),
      409,
      'slot_unavailable',
    );
    expect(
      paths(await h.call('POST', '/bookings', bookingBody(103, 1, slot.time, 30, answers))),
    ).to.deep.equal(['host.user_id']);
    const again = await h.call('GET', `/availability/103?start=2026-03-03&end=2026-03-03`);
    const same = again.body.flatMap((e: any) => e.slots).find((s: any) => s.time === slot.time);
    if (same) expect(same.users.find((u: any) => u.user_id === free[0]).busy).to.equal(true);
  });

  it('prevent_duplicates: the same e-mail can’t take the same time twice', async () => {
    const h = setup();
    const base = (await h.call('GET', '/resources/102')).body;
    await h.call('PUT', '/resources/102', {
      ...base,
      settings: { ...base.settings, prevent_duplicates: true },
    });
    const answers = [{ name: 'experience', value: 'never' }];
    const body = bookingBody(102, 2, '2026-03-14T14:00:00Z', 120, answers, {
      email: 'ava@example.com',
    });
    expect((await h.call('POST', '/bookings', body)).status).to.equal(201);
    expectError(
      await h.call('POST', '/bookings', {
        ...body,
        invitees: [{ ...body.invitees[0], email: 'AVA@example.com' }],
      }),
      409,
      'conflict',
    );
    expect(
      (
        await h.call(
          'POST',
          '/bookings',
          bookingBody(102, 2, '2026-03-14T14:00:00Z', 120, answers, { email: 'leo@example.com' }),
        )
      ).status,
    ).to.equal(201);
  });

  it('50 concurrent bookings for the last seat: exactly one wins', async () => {
    const h = setup();
    const slot = await firstSlot(h, 101, '2026-03-04');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.call(
          'POST',
          '/bookings',
          bookingBody(101, 1, slot.time, 30, ANSWERS_101, { email: `p${i}@example.com` }),
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).to.have.length(1);
    expect(
      replies.filter((r) => r.status === 409 && r.body.error.code === 'slot_unavailable'),
    ).to.have.length(49);
    // A group's last seat too: 5 seats left on the seeded Saturday workshop, 4 taken first.
    for (let i = 0; i < 4; i++) {
      await h.call(
        'POST',
        '/bookings',
        bookingBody(102, 2, '2026-03-14T10:00:00Z', 120, [{ name: 'experience', value: 'never' }], {
          email: `g${i}@example.com`,
        }),
      );
    }
    const group = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.call(
          'POST',
          '/bookings',
          bookingBody(
            102,
            2,
            '2026-03-14T10:00:00Z',
            120,
            [{ name: 'experience', value: 'regular' }],
            { email: `q${i}@example.com` },
          ),
        ),
      ),
    );
    expect(group.filter((r) => r.status === 201)).to.have.length(1);
    expect(group.filter((r) => r.status === 409)).to.have.length(49);
  });
});

describe('mock routes: reschedule, cancel and policy', () => {
  async function book(
    h: ReturnType<typeof setup>,
    resource: number,
    host: number,
    date: string,
    minutes: number,
    answers: unknown[],
  ) {
    const slot = await firstSlot(h, resource, date);
    const reply = await h.call(
      'POST',
      '/bookings',
      bookingBody(resource, host, slot.time, minutes, answers),
    );
    expect(reply.status).to.equal(201);
    return reply.body;
  }

  it('reschedules to a free slot, keeping the id; the old time frees up', async () => {
    const h = setup();
    const booking = await book(h, 101, 1, '2026-03-03', 30, ANSWERS_101);
    const moved = await h.call('PUT', `/bookings/${booking.booking_id}`, {
      start_at: '2026-03-05T15:00:00Z',
      end_at: '2026-03-05T15:30:00Z',
      reason: 'Travel',
    });
    expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
    expect(moved.body.booking_id).to.equal(booking.booking_id);
    expect(moved.body.start_at).to.equal('2026-03-05T15:00:00Z');
    expect(moved.body.reschedule).to.deep.include({
      rescheduled_from: booking.start_at,
      reason: 'Travel',
    });
    expect(moved.body.status).to.equal('confirmed');
    const day = await h.call('GET', '/availability/101?start=2026-03-03&end=2026-03-05');
    const all = day.body.flatMap((e: any) => e.slots.map((s: any) => Date.parse(s.time)));
    expect(all).to.include(Date.parse(booking.start_at));
    expect(all).not.to.include(Date.parse('2026-03-05T15:00:00Z'));
    // Moving a 30-minute booking by 30 minutes overlaps itself: allowed.
    const nudged = await h.call('PUT', `/bookings/${booking.booking_id}`, {
      start_at: '2026-03-05T15:30:00Z',
      end_at: '2026-03-05T16:00:00Z',
    });
    expect(nudged.status).to.equal(200);
  });

  it('refuses taken slots, canceled and past bookings', async () => {
    const h = setup();
    const a = await book(h, 101, 1, '2026-03-03', 30, ANSWERS_101);
    const b = await book(h, 101, 1, '2026-03-03', 30, ANSWERS_101);
    expectError(
      await h.call('PUT', `/bookings/${a.booking_id}`, { start_at: b.start_at, end_at: b.end_at }),
      409,
      'slot_unavailable',
    );
    expectError(
      await h.call('PUT', `/bookings/${a.booking_id}`, { start_at: a.start_at, end_at: a.end_at }),
      409,
      'conflict',
    );
    expect(
      paths(
        await h.call('PUT', `/bookings/${a.booking_id}`, {
          start_at: 'tomorrow',
          end_at: a.end_at,
        }),
      ),
    ).to.deep.equal(['start_at']);
    const canceled = await h.call('POST', `/bookings/${a.booking_id}/cancel`, {
      reason: 'Found another vendor',
    });
    expect(canceled.status).to.equal(200);
    expect(canceled.body.status).to.equal('canceled');
    expect(canceled.body.cancel_reason).to.equal('Found another vendor');
    expect(canceled.body.invitees[0].status).to.equal('canceled');
    expect(canceled.body.canceled_at).to.equal(new Date(MONDAY_9_NY).toISOString());
    const before = h.snapshot();
    expectError(await h.call('POST', `/bookings/${a.booking_id}/cancel`, {}), 409, 'conflict');
    expectError(
      await h.call('PUT', `/bookings/${a.booking_id}`, {
        start_at: '2026-03-05T15:00:00Z',
        end_at: '2026-03-05T15:30:00Z',
      }),
      409,
      'conflict',
    );
    const past = (await h.call('GET', '/bookings?resource_id=101&end=2026-03-01')).body[0];
    expect(past).to.not.equal(undefined);
    expectError(await h.call('POST', `/bookings/${past.booking_id}/cancel`), 409, 'conflict');
    expectError(
      await h.call('PUT', `/bookings/${past.booking_id}`, {
        start_at: '2026-03-05T15:00:00Z',
        end_at: '2026-03-05T15:30:00Z',
      }),
      409,
      'conflict',
    );
    expectError(await h.call('POST', '/bookings/bk_nope/cancel', {}), 404, 'not_found');
    expect(h.snapshot()).to.equal(before);
    // The canceled time is bookable again.
    expect(
      (await h.call('POST', '/bookings', bookingBody(101, 1, a.start_at, 30, ANSWERS_101))).status,
    ).to.equal(201);
  });

  it('policy: 24-hour terms refuse a reschedule and a cancellation 12 hours before, citing the policy', async () => {
    const h = setup();
    const goal = [{ name: 'goal', value: 'Delegation' }];
    const booking = await book(h, 107, 8, '2026-03-04', 45, goal);
    expect(booking.start_at).to.equal('2026-03-04T13:00:00Z');
    h.clock.now = Date.parse(booking.start_at) - 12 * 3_600_000;
    const before = h.snapshot();
    const resched = await h.call('PUT', `/bookings/${booking.booking_id}`, {
      start_at: '2026-03-06T13:00:00Z',
      end_at: '2026-03-06T13:45:00Z',
    });
    expectError(resched, 409, 'conflict');
    expect(resched.body.error.message).to.contain(
      'Sessions can be rescheduled up to 24 hours before they start.',
    );
    const cancel = await h.call('POST', `/bookings/${booking.booking_id}/cancel`, {});
    expectError(cancel, 409, 'conflict');
    expect(cancel.body.error.message).to.contain('cancelled free of charge up to 24 hours');
    expect(h.snapshot()).to.equal(before);
    h.clock.now = Date.parse(booking.start_at) - 25 * 3_600_000;
    expect(
      (
        await h.call('PUT', `/bookings/${booking.booking_id}`, {
          start_at: '2026-03-06T13:00:00Z',
          end_at: '2026-03-06T13:45:00Z',
        })
      ).status,
    ).to.equal(200);
  });

  it('policy: a disabled cancellation is refused whatever the time', async () => {
    const h = setup();
    const base = (await h.call('GET', '/resources/107')).body;
    const policy = {
      ...base.settings.policy,
      cancellation: { is_enabled: false, description: 'Sessions are non-refundable.' },
    };
    expect(
      (await h.call('PUT', '/resources/107', { ...base, settings: { ...base.settings, policy } }))
        .status,
    ).to.equal(200);
    const booking = await book(h, 107, 8, '2026-03-20', 45, [{ name: 'goal', value: 'Hiring' }]);
    const cancel = await h.call('POST', `/bookings/${booking.booking_id}/cancel`, { reason: 'x' });
    expectError(cancel, 409, 'conflict');
    expect(cancel.body.error.message).to.contain('Sessions are non-refundable.');
  });
});

describe('mock routes: lists, customers, links, reports', () => {
  it('GET /bookings filters by status, resource, e-mail and time, and pages', async () => {
    const h = setup();
    const ids = (r: any) => r.body.map((b: any) => b.resource.resource_id);
    const all = await h.call('GET', '/bookings');
    expect(all.body.length).to.equal(10);
    for (const b of all.body) expect(z.safeParse(Booking, b).success).to.equal(true);
    expect(ids(await h.call('GET', '/bookings?status=pending'))).to.deep.equal([104]);
    expect(ids(await h.call('GET', '/bookings?status=canceled'))).to.deep.equal([107]);
    expect(ids(await h.call('GET', '/bookings?resource_id=102'))).to.deep.equal([102, 102, 102]);
    expect(ids(await h.call('GET', '/bookings?email=ETHAN.BROOKS@example.org'))).to.deep.equal([
      101,
    ]);
    const ethan = (await h.call('GET', '/bookings?email=ethan.brooks@example.org')).body[0];
    expect(
      (await h.call('GET', `/bookings?email=ethan.brooks@example.org&start=${ethan.start_at}`))
        .body,
    ).to.have.length(1);
    expect(
      (
        await h.call(
          'GET',
          `/bookings?start=${utc(ethan.start_at, 1)}&email=ethan.brooks@example.org`,
        )
      ).body,
    ).to.have.length(0);
    expect((await h.call('GET', '/bookings?end=2026-03-01')).body).to.have.length(1);
    expect(
      (await h.call('GET', '/bookings?limit=2&offset=1')).body.map((b: any) => b.booking_id),
    ).to.deep.equal(all.body.slice(1, 3).map((b: any) => b.booking_id));
    expect(paths(await h.call('GET', '/bookings?status=booked'))).to.deep.equal(['status']);
    expect(paths(await h.call('GET', '/bookings?limit=5000'))).to.deep.equal(['limit']);
  });

  it('derives customers from invitees', async () => {
    const h = setup();
    const list = await h.call('GET', '/customers');
    expect(list.body.length).to.equal(10);
    for (const c of list.body) expect(z.safeParse(Customer, c).success).to.equal(true);
    const slot = await firstSlot(h, 101, '2026-03-03');
    await h.call(
      'POST',
      '/bookings',
      bookingBody(101, 1, slot.time, 30, ANSWERS_101, {
        name: 'Ethan B.',
        email: 'Ethan.Brooks@example.org',
      }),
    );
    const ethan = (await h.call('GET', '/customers?search=ethan')).body;
    expect(ethan).to.have.length(1);
    expect(ethan[0].bookings_count).to.equal(2);
    expect(ethan[0].name).to.equal('Ethan B.');
    expect((await h.call('GET', `/customers/${ethan[0].customer_id}`)).body).to.deep.equal(
      ethan[0],
    );
    expectError(await h.call('GET', '/customers/cus_nobody'), 404, 'not_found');
  });

  it('manages short links and redirects through them', async () => {
    const h = setup();
    const created = await h.call('POST', '/links', {
      key: 'spring-demo',
      url: 'https://example.com/book?ref=site',
      params: { utm_source: 'mail' },
    });
    expect(created.status).to.equal(201);
    expect(z.safeParse(Link, created.body).success).to.equal(true);
    expect(created.body.short_url).to.equal('https://demo.booking-widget.invalid/v1/l/spring-demo');
    const redirect = await h.service.fetch('https://demo.booking-widget.invalid/v1/l/spring-demo', {
      redirect: 'manual',
    });
    expect(redirect.status).to.equal(302);
    expect(redirect.headers.get('Location')).to.equal(
      'https://example.com/book?ref=site&utm_source=mail',
    );
    expectError(
      await h.call('POST', '/links', { key: 'spring-demo', url: 'https://example.com/' }),
      409,
      'conflict',
    );
    const generated = await h.call('POST', '/links', { url: 'https://example.com/x' });
    expect(generated.body.key).to.match(/^[A-Za-z0-9]{7}$/);
    expect(paths(await h.call('POST', '/links', { url: 'javascript:alert(1)' }))).to.deep.equal([
      'url',
    ]);
    expect(
      paths(await h.call('POST', '/links', { key: 'k'.repeat(33), url: 'https://example.com/' })),
    ).to.deep.equal(['key']);
    const updated = await h.call('PUT', '/links/spring-demo', {
      expire_at: '2026-03-02T15:00:00Z',
    });
    expect(updated.body.expire_at).to.equal('2026-03-02T15:00:00Z');
    expect(updated.body.url).to.equal('https://example.com/book?ref=site');
    h.clock.now = Date.parse('2026-03-02T15:00:00Z');
    const gone = await h.service.fetch('https://demo.booking-widget.invalid/v1/l/spring-demo', {
      redirect: 'manual',
    });
    expect(gone.status).to.equal(410);
    expect((await gone.json()).error.code).to.equal('gone');
    expect((await h.call('GET', '/links')).body.map((l: any) => l.key)).to.include.members([
      'demo',
      'spring-demo',
    ]);
    expect((await h.call('DELETE', '/links/spring-demo')).status).to.equal(204);
    expectError(await h.call('GET', '/links/spring-demo'), 404, 'not_found');
    expect(
      (await h.service.fetch('https://demo.booking-widget.invalid/v1/l/spring-demo')).status,
    ).to.equal(404);
  });

  it('reports bookings as JSON or CSV for a date range', async () => {
    const h = setup();
    const json = await h.call(
      'GET',
      '/reports/bookings?format=json&start=2026-03-01&end=2026-03-31',
    );
    expect(json.status).to.equal(200);
    expect(json.body.length).to.equal(9);
    const csv = await h.call('GET', '/reports/bookings?format=csv&start=2026-03-01&end=2026-03-31');
    expect(csv.headers.get('Content-Type')).to.contain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 3)).to.deep.equal(['booking_id', 'status', 'resource_id']);
    expect(lines).to.have.length(10);
    expect(paths(await h.call('GET', '/reports/bookings?format=xml'))).to.deep.equal(['format']);
    expect(
      paths(await h.call('GET', '/reports/bookings?start=2026-03-10&end=2026-03-01')),
    ).to.deep.equal(['end']);
  });

  it('CSV cells that a spreadsheet would run are neutralised', async () => {
    const h = setup();
    const slot = await firstSlot(h, 106, '2026-03-03');
    await h.call(
      'POST',
      '/bookings',
      bookingBody(106, 7, slot.time, 15, [{ name: 'problem', value: 'x' }], {
        name: '=HYPERLINK("http://evil")',
      }),
    );
    const csv = await h.call('GET', '/reports/bookings?format=csv');
    expect(csv.text).to.contain(`"'=HYPERLINK(""http://evil"")"`);
  });
});

describe('mock service: reset', () => {
  it('restores the fixtures', async () => {
    const h = setup();
    const before = h.snapshot();
    await h.call('DELETE', '/resources/101');
    await h.call('DELETE', '/links/demo');
    expect(h.snapshot()).not.to.equal(before);
    h.service.reset();
    const after = JSON.parse(h.snapshot());
    const original = JSON.parse(before);
    expect(after.resources).to.deep.equal(original.resources);
    expect(after.links).to.deep.equal(original.links);
    expect(Object.keys(after.bookings)).to.have.length(Object.keys(original.bookings).length);
  });
});

describe('mock routes: the booking body as spec §4.3 allows it', () => {
  const paths = (reply: { body: any }) =>
    (reply.body.error.details as { path: string }[]).map((d) => d.path);

  it('answers to the name and e-mail questions: the invitee’s own, else named', async () => {
    const h = setup();
    const slot = await firstSlot(h, 106, '2026-03-03');
    const body = (name: string, email: string) =>
      bookingBody(106, 7, slot.time, 15, [
        { name: 'name', value: name },
        { name: 'email', value: email },
        { name: 'problem', value: 'VPN drops' },
      ]);
    const wrong = await h.call(
      'POST',
      '/bookings',
      body('Someone Else', 'RILEY.JORDAN@example.com'),
    );
    expectError(wrong, 400, 'invalid_request');
    expect(paths(wrong)).to.deep.equal(['invitees.0.questions.0.value']);
    const right = await h.call(
      'POST',
      '/bookings',
      body('Riley Jordan', 'RILEY.JORDAN@example.com'),
    );
    expect(right.status, JSON.stringify(right.body)).to.equal(201);
  });

  it('a zero offset written Z or +00:00; any other offset is refused', async () => {
    const h = setup();
    const slot = await firstSlot(h, 106, '2026-03-03');
    const base = bookingBody(106, 7, slot.time, 15, [{ name: 'problem', value: 'VPN drops' }]);
    const plus = (iso: string, offset: string) => iso.replace('Z', offset);
    const paris = await h.call('POST', '/bookings', {
      ...base,
      start_at: plus(base.start_at, '+01:00'),
    });
    expectError(paris, 400, 'invalid_request');
    expect(paths(paris)).to.deep.equal(['start_at']);
    const zero = await h.call('POST', '/bookings', {
      ...base,
      start_at: plus(base.start_at, '+00:00'),
      end_at: plus(base.end_at, '+00:00'),
    });
    expect(zero.status, JSON.stringify(zero.body)).to.equal(201);
    expect(zero.body.start_at).to.equal(base.start_at);
  });

  it('several invitees take one seat each, up to the seats left; no host named: one is assigned', async () => {
    const h = setup();
    const slot = await firstSlot(h, 102, '2026-03-04');
    const invitee = (n: number) => ({
      name: `Guest ${n}`,
      email: `guest${n}@example.com`,
      questions: [{ name: 'experience', value: 'never' }],
    });
    const { host: _host, ...body } = bookingBody(102, 2, slot.time, 120);
    const many = (count: number) => ({
      ...body,
      invitees: Array.from({ length: count }, (_, n) => invitee(n)),
    });
    expectError(
      await h.call('POST', '/bookings', many(slot.available + 1)),
      409,
      'slot_unavailable',
    );
    const three = await h.call('POST', '/bookings', many(3));
    expect(three.status, JSON.stringify(three.body)).to.equal(201);
    expect(three.body.invitees.map((i: any) => i.email)).to.deep.equal([
      'guest0@example.com',
      'guest1@example.com',
      'guest2@example.com',
    ]);
    expect(three.body.host.user_id).to.equal(2);
    const after = await firstSlot(h, 102, '2026-03-04');
    expect(after.available).to.equal(slot.available - 3);
  });

  it('the location the invitee chose is stored on the booking; one not offered is named', async () => {
    const h = setup();
    const slot = await firstSlot(h, 101, '2026-03-03');
    const base = bookingBody(101, 1, slot.time, 30, ANSWERS_101);
    const phone = { type: 'phone', name: 'Phone call', phone: '+44 20 7946 0000' };
    const chosen = await h.call('POST', '/bookings', { ...base, location: phone });
    expect(chosen.status, JSON.stringify(chosen.body)).to.equal(201);
    expect(chosen.body.location.type).to.equal('phone');
    expect(chosen.body.location.remarks).to.equal('We call the number you give us.');
    const other = await firstSlot(h, 101, '2026-03-04');
    const elsewhere = await h.call('POST', '/bookings', {
      ...bookingBody(101, 1, other.time, 30, ANSWERS_101),
      location: { type: 'physical', name: 'Somewhere' },
    });
    expectError(elsewhere, 400, 'invalid_request');
    expect(paths(elsewhere)).to.deep.equal(['location']);
  });
});
