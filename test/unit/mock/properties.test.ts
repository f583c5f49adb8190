import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { LOCATION_TYPES } from '../../../src/api/schemas.js';
import { seedSchedules } from '../../../src/mock/fixtures.js';
import { ANSWERS_101, bookingBody, setup, utc } from './helpers.js';

/** A valid booking for fixture 101 on Tuesday 2026-03-03 09:00 New York. */
const VALID = bookingBody(101, 1, '2026-03-03T14:00:00Z', 30, ANSWERS_101);

const notEmail = fc.oneof(
  fc.constant('riley'),
  fc.constant('riley@'),
  fc.constant('@example.com'),
  fc.string().filter((s) => !s.includes('@')),
);
const notUtcDateTime = fc.oneof(
  fc.constant('2026-03-03 14:00'),
  fc.constant('2026-03-03T09:00:00-05:00'),
  fc.constant('tomorrow'),
  fc.integer(),
  fc.constant(null),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer()),
  fc.object(),
);

/** Bodies that are wrong in at least one way the contract or the resource forbids. */
const badBookingBody = fc.oneof(
  fc.jsonValue(),
  fc.anything(),
  fc.record({ resource: wrongType }).map((m) => ({ ...VALID, ...m })),
  fc
    .string()
    .filter((s) => !/^\d+$/.test(s))
    .map((id) => ({ ...VALID, resource: { resource_id: id } })),
  fc
    .integer({ min: 1, max: 99 })
    .map((id) => ({ ...VALID, resource: { resource_id: String(id) } })),
  fc
    .oneof(fc.integer({ max: 0 }), fc.string(), fc.constant(2), fc.constant(null))
    .map((id) => ({ ...VALID, host: { user_id: id } })),
  notUtcDateTime.map((start) => ({ ...VALID, start_at: start })),
  fc
    .integer({ min: -600, max: 600 })
    .filter((m) => m !== 30 && m !== 60)
    .map((m) => ({ ...VALID, end_at: utc(VALID.start_at, m) })),
  notEmail.map((email) => ({ ...VALID, invitees: [{ ...VALID.invitees[0], email }] })),
  fc
    .oneof(fc.constant(''), fc.constant('   '), fc.string({ minLength: 121, maxLength: 200 }))
    .map((name) => ({ ...VALID, invitees: [{ ...VALID.invitees[0], name }] })),
  fc
    .array(fc.constant(VALID.invitees[0]), { minLength: 2, maxLength: 4 })
    .map((invitees) => ({ ...VALID, invitees })),
  fc.constantFrom('company', 'company_size', 'role', 'region').map((name) => ({
    ...VALID,
    invitees: [{ ...VALID.invitees[0], questions: ANSWERS_101.filter((a) => a.name !== name) }],
  })),
  fc
    .tuple(
      fc.constantFrom(
        'company_size',
        'role',
        'region',
        'newsletter',
        'go_live',
        'phone',
        'interests',
        'requirements',
      ),
      fc.oneof(
        fc.string({ minLength: 1 }),
        fc.array(fc.string()),
        fc.integer(),
        fc.constant({ name: 'x' }),
      ),
    )
    .filter(([name, value]) => !isValidAnswer(name, value))
    .map(([name, value]) => ({
      ...VALID,
      invitees: [
        {
          ...VALID.invitees[0],
          questions: ANSWERS_101.map((a) => (a.name === name ? { name, value } : a)),
        },
      ],
    })),
  fc
    .array(fc.emailAddress(), { minLength: 4, maxLength: 8 })
    .map((guests) => ({ ...VALID, guests })),
  fc
    .string({ minLength: 1 })
    .filter((s) => !IANAZone.isValidZone(s))
    .map((zone) => ({ ...VALID, time_zone: zone })),
);

/** Whether a generated answer happens to be valid for fixture 101 (then it is not a bad body). */
function isValidAnswer(name: string, value: unknown): boolean {
  if (typeof value === 'string') {
    if (name === 'company_size') return /^[1-9][0-9]{0,5}$/.test(value);
    if (name === 'role')
      return ['engineering', 'product', 'operations', 'leadership'].includes(value);
    if (name === 'region') return ['na', 'emea', 'apac', 'latam'].includes(value);
    if (name === 'newsletter') return value === 'yes' || value === 'no';
    if (name === 'go_live') return /^\d{4}-\d{2}-\d{2}$/.test(value);
    if (name === 'phone') return /^\+?[0-9 ()-]{7,20}$/.test(value);
    return false;
  }
  if (Array.isArray(value) && name === 'interests') {
    return value.every((v) =>
      ['booking_pages', 'round_robin', 'payments', 'reporting'].includes(v),
    );
  }
  return false;
}

describe('mock properties: bad input never changes state', () => {
  it('POST /bookings: every generated bad body gets a 4xx with the error body', async () => {
    const h = setup();
    const before = h.snapshot();
    await fc.assert(
      fc.asyncProperty(badBookingBody, async (body) => {
        h.service.store.rateWindows.clear();
        const reply = await h.call('POST', '/bookings', body);
        expect(reply.status, JSON.stringify(body)).to.be.within(400, 499);
        expect(reply.body.error.status).to.equal(reply.status);
        expect(reply.body.error.message).to.be.a('string');
        expect(h.snapshot()).to.equal(before);
      }),
      { numRuns: 300 },
    );
    // The valid body still books: the generators were the only thing wrong.
    expect((await h.call('POST', '/bookings', VALID)).status).to.equal(201);
  });

  it('POST /resources: every generated bad body gets a 4xx and creates nothing', async () => {
    const h = setup();
    const base = (await h.call('GET', '/resources/101')).body;
    const before = h.snapshot();
    const unknownSchedule = Math.max(...seedSchedules().map((s) => s.schedule_id)) + 1;
    const badResource = fc.oneof(
      fc.jsonValue(),
      fc
        .oneof(fc.constant(''), fc.string({ minLength: 121, maxLength: 140 }), fc.integer())
        .map((name) => ({ ...base, name })),
      fc
        .oneof(fc.integer({ max: 0 }), fc.string(), fc.constant(null))
        .map((page_id) => ({ ...base, page_id })),
      fc
        .string()
        .filter((t) => !['one_on_one', 'group', 'round_robin'].includes(t))
        .map((event_type) => ({ ...base, event_type })),
      fc
        .integer({ min: 0, max: 1 })
        .map((n) => ({ ...base, questions: base.questions.slice(0, n) })),
      fc
        .constantFrom([], new Array(11).fill({ value: 30 }))
        .map((durations) => ({ ...base, durations })),
      fc
        .integer({ min: 121, max: 1000 })
        .map((after) => ({ ...base, break: { before: 0, after } })),
      fc.constantFrom('weekly', 'ranges', 'onetime').map((type) => ({ ...base, period: { type } })),
      fc.string({ minLength: 8, maxLength: 20 }).map((color) => ({ ...base, color })),
      // A schedule the account doesn't have: above every seeded one.
      fc
        .integer({ min: unknownSchedule, max: unknownSchedule + 10_000 })
        .map((schedule_id) => ({ ...base, schedule_id })),
      fc
        .record({
          type: fc.string().filter((t) => !(LOCATION_TYPES as readonly string[]).includes(t)),
        })
        .map((location) => ({ ...base, locations: [location] })),
    );
    await fc.assert(
      fc.asyncProperty(badResource, async (body) => {
        h.service.store.rateWindows.clear();
        const reply = await h.call('POST', '/resources', body);
        expect(reply.status, JSON.stringify(body).slice(0, 300)).to.be.within(400, 499);
        expect(reply.body.error.code).to.be.a('string');
        expect(h.snapshot()).to.equal(before);
      }),
      { numRuns: 200 },
    );
  });

  it('random query strings on GET endpoints never give a 5xx', async () => {
    const h = setup();
    const before = h.snapshot();
    const paths = [
      '/resources',
      '/availability/101',
      '/bookings',
      '/customers',
      '/links',
      '/reports/bookings',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            'start',
            'end',
            'duration',
            'limit',
            'offset',
            'sort',
            'filters',
            'status',
            'email',
            'format',
            'download',
            'search',
            'user_id',
          ),
          fc.string(),
        ),
        async (path, query) => {
          h.service.store.rateWindows.clear();
          const reply = await h.call('GET', `${path}?${new URLSearchParams(query)}`);
          expect(reply.status, `${path} ${JSON.stringify(query)}`).to.be.below(500);
          expect(h.snapshot()).to.equal(before);
        },
      ),
      { numRuns: 300 },
    );
  });
});
