/**
 * Every bound, enum and default of the spec (§2, §4.1, §8.2), both ways: the last valid value passes,
 * the first invalid one fails with a message that names the field.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  AvailabilityEntry,
  Banner,
  Booking,
  BookingStatus,
  Capacity,
  describeIssues,
  DurationParam,
  ErrorBody,
  EVENT_TYPES,
  FILTER_OPERATORS,
  FilterItem,
  GroupResource,
  Host,
  issuesToDetails,
  LANGUAGES,
  Link,
  ListBookingsQuery,
  ListResourcesQuery,
  Location,
  LOCATION_TYPES,
  OneOnOneResource,
  PAYMENT_GATEWAYS,
  Payment,
  Period,
  QUESTION_TYPES,
  Question,
  ReportQuery,
  Resource,
  ResourceListItem,
  RoundRobinResource,
  Settings,
  TIME_UNITS,
} from '../../../src/api/schemas.js';
import * as fixtures from './fixtures.js';

z.config(z.locales.en());

type Schema = z.ZodMiniType;
type Data = Record<string, unknown>;

function passes(schema: Schema, value: unknown): unknown {
  const result = schema.safeParse(value);
  expect(result.success, result.success ? '' : describeIssues(result.error)).to.equal(true);
  return result.data;
}

function fails(schema: Schema, value: unknown, path: string): void {
  const result = schema.safeParse(value);
  expect(
    result.success,
    `expected ${path} = ${JSON.stringify(value).slice(0, 80)} to fail`,
  ).to.equal(false);
  const paths = issuesToDetails(result.error!).map((d) => d.path);
  expect(paths, describeIssues(result.error!)).to.include(path);
  // the developer-facing message names the field and says what is wrong
  expect(describeIssues(result.error!)).to.match(
    new RegExp(`(^|; )${path.replace(/\./g, '\\.')}: \\S`),
  );
}

/** A copy of `base` with `path` (dot-separated) set to `value`, or removed when `value` is REMOVE. */
const REMOVE = Symbol('remove');
function withField(base: Data, path: string, value: unknown): Data {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    target[key] ??= {};
    target = target[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy;
}

const text = (length: number) => 'x'.repeat(length);
const many = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));
const question = (index: number) => ({ name: `q${index}`, label: `Question ${index}` });
const location = () => ({ type: 'zoom' });
const duration = (index: number) => ({ type: 'minutes', value: 15 * (index + 1) });
const specific = (index: number) => ({
  type: 'on',
  date: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
});
const host = (index: number) => ({ name: `Host ${index}` });

/** `path` accepts each of `valid` and rejects each of `invalid` (naming `path`, or `failPath`). */
function bound(
  schema: Schema,
  base: Data,
  path: string,
  valid: unknown[],
  invalid: unknown[],
  failPath = path,
) {
  for (const value of valid) passes(schema, withField(base, path, value));
  for (const value of invalid) fails(schema, withField(base, path, value), failPath);
}

const variants: Array<[string, Schema, () => Data]> = [
  ['one_on_one', OneOnOneResource, fixtures.oneOnOne],
  ['group', GroupResource, fixtures.group],
  ['round_robin', RoundRobinResource, fixtures.roundRobin],
];

describe('api/schemas: the fixtures themselves are valid', () => {
  it('each resource variant, through Resource and ResourceListItem', () => {
    for (const [, schema, make] of variants) {
      passes(schema, make());
      passes(Resource, make());
      passes(ResourceListItem, make());
    }
    passes(ResourceListItem, fixtures.webinar());
    passes(Booking, fixtures.booking());
    passes(Link, fixtures.link());
    passes(AvailabilityEntry, fixtures.availability());
  });
});

describe('api/schemas: common field bounds (spec §2.2, §8.2)', () => {
  for (const [variant, schema, make] of variants) {
    it(`${variant}: name 1..120, slug 120, description 5000, color 7, internal_note 500`, () => {
      bound(schema, make(), 'name', [text(1), text(120)], [text(0), text(121), undefined, null]);
      bound(schema, make(), 'slug', [text(120), null, undefined], [text(121)]);
      bound(schema, make(), 'description', [text(5000), null], [text(5001)]);
      bound(schema, make(), 'color', ['#1a73e8', null], ['#1a73e8f']);
      bound(schema, make(), 'internal_note', [text(500), null], [text(501)]);
    });

    it(`${variant}: page_id > 0 and required`, () => {
      bound(schema, make(), 'page_id', [1, 0.5], [0, -1, null, REMOVE, '7']);
    });

    it(`${variant}: questions 2..32, question name at least 2 characters`, () => {
      bound(
        schema,
        make(),
        'questions',
        [many(2, question), many(32, question)],
        [many(1, question), many(33, question), REMOVE],
      );
      bound(schema, make(), 'questions.0.name', ['ab'], ['a', ''], 'questions.0.name');
      bound(schema, make(), 'questions.1.label', ['Email'], [REMOVE, 5]);
    });

    it(`${variant}: duration value at least 1; unit enum`, () => {
      bound(schema, make(), 'durations.0.value', [1, 480], [0.99, 0, -5]);
      bound(schema, make(), 'durations.0.type', [...TIME_UNITS], ['weeks', 'Minutes']);
    });

    it(`${variant}: prices amount at least 0.1, currency exactly 3 characters`, () => {
      const price = { amount: 49, currency: 'USD' };
      const base = withField(make(), 'prices', [price]);
      bound(schema, base, 'prices.0.amount', [0.1, 1000], [0.09, 0, REMOVE]);
      bound(schema, base, 'prices.0.currency', ['USD', 'EUR'], ['US', 'USDT', REMOVE]);
      bound(schema, base, 'prices.0.duration', ['30m', 30, null], [true]);
    });

    it(`${variant}: break before/after 0..120`, () => {
      for (const side of ['before', 'after']) {
        bound(schema, make(), `break.${side}`, [0, 120, null], [-1, 120.5, 121]);
      }
    });

    it(`${variant}: settings.hosts at most 10`, () => {
      bound(schema, make(), 'settings.hosts', [many(10, host), [], null], [many(11, host)]);
    });

    it(`${variant}: period days at least 0; specific 1..32 (recurring and specific)`, () => {
      bound(schema, make(), 'period', [{ type: 'calendar_days', days: 0 }], []);
      fails(
        schema,
        withField(make(), 'period', { type: 'business_days', days: -1 }),
        'period.days',
      );
      for (const type of ['recurring', 'specific']) {
        passes(schema, withField(make(), 'period', { type, specific: many(1, specific) }));
        passes(schema, withField(make(), 'period', { type, specific: many(32, specific) }));
        fails(schema, withField(make(), 'period', { type, specific: [] }), 'period.specific');
        fails(
          schema,
          withField(make(), 'period', { type, specific: many(33, specific) }),
          'period.specific',
        );
        fails(schema, withField(make(), 'period', { type }), 'period.specific');
      }
    });

    it(`${variant}: type is "event" and period is required`, () => {
      bound(schema, make(), 'type', ['event'], ['resource', REMOVE]);
      bound(schema, make(), 'period', [{ type: 'any' }], [REMOVE, null]);
    });
  }
});

describe('api/schemas: per-variant rules (spec §2.1)', () => {
  it('one_on_one: durations 1..10, locations 1..24, schedule_id > 0', () => {
    const base = fixtures.oneOnOne();
    bound(
      OneOnOneResource,
      base,
      'durations',
      [many(1, duration), many(10, duration)],
      [[], many(11, duration), REMOVE],
    );
    bound(
      OneOnOneResource,
      base,
      'locations',
      [many(1, location), many(24, location)],
      [[], many(25, location), null, REMOVE],
    );
    bound(OneOnOneResource, base, 'schedule_id', [1], [0, -3, null, REMOVE]);
  });

  it('group: exactly 1 duration, exactly 1 location, capacity required and not nullable', () => {
    const base = fixtures.group();
    bound(GroupResource, base, 'durations', [many(1, duration)], [[], many(2, duration)]);
    bound(GroupResource, base, 'locations', [many(1, location)], [[], many(2, location), null]);
    bound(GroupResource, base, 'capacity', [{}, { type: 'overall', max: 100 }], [null, REMOVE]);
    bound(GroupResource, base, 'schedule_id', [1], [0, null]);
  });

  it('round_robin: durations 1..10, locations nullable (up to 24), schedule_id nullable, members at least 1', () => {
    const base = fixtures.roundRobin();
    bound(
      RoundRobinResource,
      base,
      'durations',
      [many(1, duration), many(10, duration)],
      [[], many(11, duration)],
    );
    bound(
      RoundRobinResource,
      base,
      'locations',
      [null, REMOVE, many(24, location)],
      [many(25, location)],
    );
    bound(RoundRobinResource, base, 'schedule_id', [null, REMOVE, 1], [0]);
    const member = (index: number) => ({ user_id: index + 1, location: { type: 'phone' } });
    bound(RoundRobinResource, base, 'members', [many(1, member), many(3, member)], [[], REMOVE]);
  });

  it('round_robin members: user_id > 0, location required, priority 0..1000', () => {
    const base = fixtures.roundRobin();
    bound(RoundRobinResource, base, 'members.0.user_id', [1], [0, REMOVE]);
    bound(RoundRobinResource, base, 'members.0.location', [{ type: 'webex' }], [REMOVE]);
    fails(RoundRobinResource, withField(base, 'members.0.location', {}), 'members.0.location.type');
    bound(RoundRobinResource, base, 'members.0.priority', [0, 1000, null], [-0.5, 1000.5, 1001]);
  });

  it('the discriminator tells the variants apart; other event types are only list items', () => {
    fails(Resource, withField(fixtures.oneOnOne(), 'event_type', 'webinar'), 'event_type');
    // a group-shaped record without capacity is not a valid group
    fails(Resource, withField(fixtures.group(), 'capacity', REMOVE), 'capacity');
    passes(ResourceListItem, fixtures.webinar());
    // an error inside one variant is reported for that variant, not as a wrong event_type
    const reported = (value: Data) => {
      const result = Resource.safeParse(value);
      return result.success ? [] : issuesToDetails(result.error).map((d) => d.path);
    };
    expect(reported(withField(fixtures.group(), 'capacity', REMOVE))).to.deep.equal(['capacity']);
    expect(reported(withField(fixtures.roundRobin(), 'members', []))).to.deep.equal(['members']);
    expect(reported(withField(fixtures.oneOnOne(), 'locations', []))).to.deep.equal(['locations']);
    expect(
      reported(withField(fixtures.group(), 'period', { type: 'ranges', start_date: '2026-03-01' })),
    ).to.deep.equal(['period.end_date']);
    for (const eventType of EVENT_TYPES) {
      // a record claiming a bookable type must be valid as that type, not slip through as "other"
      expect(ResourceListItem.safeParse({ type: 'event', event_type: eventType }).success).to.equal(
        false,
      );
    }
  });
});

describe('api/schemas: links and list queries (spec §2.8, §4.1, §8.2)', () => {
  it('link key at most 32 characters, url required and a uri', () => {
    bound(Link, fixtures.link(), 'key', [text(1), text(32)], [text(33), '']);
    bound(Link, fixtures.link(), 'url', ['https://book.example.com/x'], ['not a url', REMOVE]);
    bound(Link, fixtures.link(), 'params', [{ a: 'b' }], [{ a: 1 }], 'params.a');
  });

  it('limit 1..1000, offset 0..10000, search at most 50 characters, user_id > 0', () => {
    const base = {};
    bound(ListResourcesQuery, base, 'limit', [1, 1000, '1000'], [0, 1001, '1001']);
    bound(ListResourcesQuery, base, 'offset', [0, 10000], [-1, 10001]);
    bound(ListResourcesQuery, base, 'search', [text(50), ''], [text(51)]);
    bound(ListResourcesQuery, base, 'user_id', [1], [0]);
    bound(ListBookingsQuery, base, 'limit', [1, 1000], [0, 1001]);
    bound(ListBookingsQuery, base, 'offset', [10000], [10001]);
  });

  it('sort: a string or at most 2 items; filters: a string or items with a known operator', () => {
    bound(
      ListResourcesQuery,
      {},
      'sort',
      ['-name', [{ id: 'a' }, { id: 'b', desc: true }]],
      [[{ id: 'a' }, { id: 'b' }, { id: 'c' }]],
    );
    bound(
      ListResourcesQuery,
      {},
      'filters',
      ['[]', [{ id: 'name', operator: 'contains', value: 'demo' }]],
      [[{ id: 'name' }], [{ id: 'name', operator: 'like' }]],
      'filters.0.operator',
    );
  });
});

describe('api/schemas: every enum accepts its values and rejects others', () => {
  const enumCases: Array<[string, Schema, Data, string, readonly string[], string]> = [
    ['language', OneOnOneResource, fixtures.oneOnOne(), 'language', LANGUAGES, 'en'],
    ['notice.type', OneOnOneResource, fixtures.oneOnOne(), 'notice.type', TIME_UNITS, 'weeks'],
    ['slots.type', OneOnOneResource, fixtures.oneOnOne(), 'slots.type', TIME_UNITS, 'seconds'],
    ['question type', OneOnOneResource, fixtures.oneOnOne(), 'questions.0.type', QUESTION_TYPES, 'select'],
    ['location type', OneOnOneResource, fixtures.oneOnOne(), 'locations.0.type', LOCATION_TYPES, 'skype'],
    ['capacity type', Capacity, {}, 'type', ['perday', 'perslot', 'overall'], 'perweek'],
    ['banner align', Banner, {}, 'align', ['left', 'right'], 'center'],
    ['host type', Host, {}, 'type', ['host', 'cohost', 'speaker'], 'guest'],
    ['confirmation type', Settings, {}, 'confirmation.type', ['default', 'thanks', 'link', 'redirect'], 'popup'],
    ['privacy type', Settings, {}, 'privacy.type', ['public', 'private', 'protected'], 'secret'],
    ['policy terms type', Settings, { policy: { reschedule: {}, cancellation: {} } }, 'policy.reschedule.terms.type', TIME_UNITS, 'weeks'],
    ['specific item type', Period, { type: 'recurring', specific: [{ type: 'on' }] }, 'specific.0.type', ['on', 'every'], 'each'],
    ['event_type', Resource, fixtures.oneOnOne(), 'event_type', ['one_on_one'], 'webinar'],
    ['booking status', Booking, fixtures.booking(), 'status', ['pending', 'confirmed', 'canceled'], 'cancelled'],
    ['filter operator', FilterItem, { id: 'name' }, 'operator', FILTER_OPERATORS, 'like'],
    ['joinOperator', ListResourcesQuery, {}, 'joinOperator', ['and', 'or'], 'xor'],
    ['report format', ReportQuery, {}, 'format', ['csv', 'json'], 'xlsx'],
  ]; // prettier-ignore

  for (const [name, schema, base, path, values, wrong] of enumCases) {
    it(`${name}: ${values.length} values; "${wrong}" fails`, () => {
      bound(schema, base, path, [...values], [wrong]);
    });
  }

  it('period type: all 7 types, "weekly" fails', () => {
    const periods = [
      { type: 'calendar_days', days: 30 },
      { type: 'business_days', days: 10 },
      { type: 'ranges', start_date: '2026-03-01', end_date: '2026-04-01' },
      { type: 'onetime', start_at: '2026-03-01T10:00:00Z', end_at: '2026-03-01T12:00:00Z', time_zone: 'UTC' },
      { type: 'recurring', specific: [{ type: 'every', weekday: 'monday' }] },
      { type: 'specific', specific: [{ type: 'on', date: '2026-03-01', time: '09:30' }] },
      { type: 'any' },
    ]; // prettier-ignore
    for (const period of periods) passes(Period, period);
    fails(Period, { type: 'weekly' }, 'type');
    fails(Period, { type: 'ranges', start_date: '2026-03-01' }, 'end_date');
    fails(Period, { type: 'onetime', start_at: 'x', end_at: 'y' }, 'time_zone');
  });

  it('payment gateways: all 7, "bitcoin" fails', () => {
    passes(Payment, { is_enabled: true, gateways: [...PAYMENT_GATEWAYS] });
    fails(Payment, { is_enabled: true, gateways: ['stripe', 'bitcoin'] }, 'gateways.1');
  });

  it('location: every type with its optional fields', () => {
    for (const type of LOCATION_TYPES) passes(Location, { type, name: null, latitude: 51.5 });
    fails(Location, { type: 'physical', latitude: 'north' }, 'latitude');
    fails(Location, {}, 'type');
  });

  it('duration parameter: <n>m, <n>h or <n>d', () => {
    for (const value of ['30m', '1h', '2d', '90m']) passes(DurationParam, value);
    for (const value of ['30', '0m', '30 m', '1w', '-5m']) {
      const result = DurationParam.safeParse(value);
      expect(result.success, value).to.equal(false);
    }
  });

  it('booking status enum stands alone too', () => {
    passes(BookingStatus, 'pending');
    expect(BookingStatus.safeParse('done').success).to.equal(false);
  });
});

describe('api/schemas: every default of the spec', () => {
  const parsed = passes(Resource, fixtures.oneOnOne()) as z.infer<typeof Resource>;

  it('common fields: language en-US, rank 1, prices [], is_template false, is_enabled true, settings {}', () => {
    expect(parsed.language).to.equal('en-US');
    expect(parsed.rank).to.equal(1);
    expect(parsed.prices).to.deep.equal([]);
    expect(parsed.is_template).to.equal(false);
    expect(parsed.is_enabled).to.equal(true);
    expect(parsed.settings).to.be.an('object');
  });

  it('null stays null for nullable fields with defaults ("unset" to the service)', () => {
    const withNulls = passes(Resource, {
      ...fixtures.oneOnOne(),
      rank: null,
      is_enabled: null,
    }) as Data;
    expect([withNulls.rank, withNulls.is_enabled]).to.deep.equal([null, null]);
  });

  it('notice { type: minutes, value: 0 }, slots the same, break 0/0, form heading Registration', () => {
    const resource = passes(Resource, {
      ...fixtures.oneOnOne(),
      notice: {},
      slots: {},
      break: {},
      form: {},
    }) as z.infer<typeof Resource>;
    expect(resource.notice).to.deep.equal({ type: 'minutes', value: 0 });
    expect(resource.slots).to.deep.equal({ type: 'minutes', value: 0 });
    expect(resource.break).to.deep.equal({ after: 0, before: 0 });
    expect(resource.form).to.deep.equal({ heading: 'Registration' });
  });

  it('durations item { type: minutes, value: 30 }, question type text, period days 60', () => {
    const resource = passes(Resource, {
      ...fixtures.oneOnOne(),
      durations: [{}],
      questions: [
        { name: 'name', label: 'Name' },
        { name: 'email', label: 'Email' },
      ],
      period: { type: 'business_days' },
    }) as z.infer<typeof Resource>;
    expect(resource.durations[0]).to.deep.equal({ type: 'minutes', value: 30 });
    expect(resource.questions[0]!.type).to.equal('text');
    expect(resource.period).to.deep.equal({ type: 'business_days', days: 60 });
    expect((passes(Question, { name: 'ab', label: 'AB' }) as Data).type).to.equal('text');
  });

  it('payment gateways default to none', () => {
    expect(passes(Payment, { is_enabled: false })).to.deep.equal({
      is_enabled: false,
      gateways: [],
    });
  });

  it('settings: every default of §2.5', () => {
    expect(passes(Settings, {})).to.deep.equal({
      confirmation: { type: 'default' },
      guest: { is_allowed: true, max_allowed: 10, is_chargeable: false },
      attendees: [],
      privacy: { type: 'public' },
      require_approval: false,
      check_calendar_conflict: true,
      prevent_duplicates: false,
      email_to_invitee: true,
      email_to_host: true,
      date_format: 'MMMM, DD YYYY',
      time_format: 'h:mm a',
      is_timezone_locked: false,
      hide_timezone: false,
      hide_language: false,
      hide_location: false,
      skip_form: false,
      calendar_invite_to_invitee: true,
      short_link_only: false,
      show_booked_slots: false,
    });
    expect(parsed.settings.require_approval).to.equal(false);
  });

  it('settings.guest: field defaults (chargeable true) differ from the object default (false)', () => {
    const settings = passes(Settings, { guest: {} }) as z.infer<typeof Settings>;
    expect(settings.guest).to.deep.equal({
      is_allowed: true,
      max_allowed: 10,
      is_chargeable: true,
    });
  });

  it('settings.confirmation and privacy: field defaults inside given objects', () => {
    const settings = passes(Settings, { confirmation: {}, privacy: {} }) as z.infer<
      typeof Settings
    >;
    expect(settings.confirmation.type).to.equal('default');
    expect(settings.privacy.type).to.equal('public');
  });

  it('settings.policy: reschedule and cancellation required, each enabled with terms minutes/0', () => {
    const settings = passes(Settings, { policy: { reschedule: {}, cancellation: {} } }) as z.infer<
      typeof Settings
    >;
    const rule = { is_enabled: true, terms: { type: 'minutes', value: 0 } };
    expect(settings.policy).to.deep.equal({ reschedule: rule, cancellation: rule });
    fails(Settings, { policy: { reschedule: {} } }, 'policy.cancellation');
    // §2.5: the settings' booleans are nullable; null is kept as the service's "unset".
    const nulls = passes(Settings, {
      policy: { reschedule: { is_enabled: null }, cancellation: { is_enabled: null } },
    }) as z.infer<typeof Settings>;
    expect(nulls.policy?.reschedule.is_enabled).to.equal(null);
    expect(nulls.policy?.cancellation.is_enabled).to.equal(null);
  });

  it('settings: the nullable booleans accept null, the guest and confirmation members do not', () => {
    passes(Settings, { require_approval: null, hide_timezone: null, show_booked_slots: null });
    fails(Settings, { guest: { is_allowed: null } }, 'guest.is_allowed');
    fails(Settings, { confirmation: null }, 'confirmation');
  });

  it('host type defaults to host', () => {
    expect((passes(Host, {}) as Data).type).to.equal('host');
  });

  it('list query: offset 0, limit 100, joinOperator and', () => {
    expect(passes(ListResourcesQuery, {})).to.deep.equal({
      offset: 0,
      limit: 100,
      joinOperator: 'and',
    });
    expect(passes(ListBookingsQuery, {})).to.deep.equal({ offset: 0, limit: 100 });
  });

  it('link: expire_at null, params {}', () => {
    const link = passes(Link, { key: 'abc', url: 'https://book.example.com/a' }) as Data;
    expect(link.expire_at).to.equal(null);
    expect(link.params).to.deep.equal({});
  });

  it('report format json', () => {
    expect((passes(ReportQuery, {}) as Data).format).to.equal('json');
  });
});

describe('api/schemas: the error body', () => {
  it('parses the DESIGN §4 error body and rejects other shapes', () => {
    passes(ErrorBody, {
      error: {
        status: 400,
        code: 'invalid_request',
        message: 'Invalid',
        details: [{ path: 'invitees.0.email', message: 'Invalid email address' }],
      },
    });
    fails(ErrorBody, { error: { status: 400, code: 'x' } }, 'error.message');
    fails(ErrorBody, { message: 'x' }, 'error');
  });
});
