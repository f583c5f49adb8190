import { expect } from '@open-wc/testing';
import { Resource, type ResourceInput, type Weekday } from '../../../src/api/schemas.js';
import {
  BookingIndex,
  UNLIMITED_SEATS,
  computeAvailability,
  type BookedInterval,
  type MockUser,
  type Schedule,
  type TimeInterval,
} from '../../../src/mock/slot-engine.js';

const ALL_DAYS: Weekday[] = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
]; // prettier-ignore

function schedule(id: number, zone: string, hours: TimeInterval[], days = ALL_DAYS): Schedule {
  const weekly = Object.fromEntries(ALL_DAYS.map((d) => [d, days.includes(d) ? hours : []]));
  return {
    schedule_id: id,
    name: `s${id}`,
    time_zone: zone,
    weekly: weekly as Schedule['weekly'],
    overrides: {},
  };
}

const users = new Map<number, MockUser>([
  [1, { user_id: 1, name: 'Ana', email: 'ana@example.com', schedule_id: 1 }],
  [2, { user_id: 2, name: 'Ben', email: 'ben@example.com', schedule_id: 2 }],
  [3, { user_id: 3, name: 'Chloé', email: 'chloe@example.com', schedule_id: 3 }],
]);

const questions = [
  { type: 'text', name: 'name', label: 'Name' },
  { type: 'email', name: 'email', label: 'Email' },
] as const;

function oneOnOne(overrides: Partial<ResourceInput> = {}): Resource {
  return Resource.parse({
    resource_id: 500,
    page_id: 1,
    user_id: 1,
    type: 'event',
    event_type: 'one_on_one',
    name: 'Test',
    schedule_id: 1,
    period: { type: 'any' },
    durations: [{ type: 'minutes', value: 60 }],
    locations: [{ type: 'phone' }],
    questions,
    ...overrides,
  });
}

function group(capacity: ResourceInput['capacity'], settings = {}): Resource {
  return Resource.parse({
    resource_id: 600,
    page_id: 1,
    user_id: 1,
    type: 'event',
    event_type: 'group',
    name: 'Class',
    schedule_id: 1,
    period: { type: 'any' },
    durations: [{ type: 'minutes', value: 60 }],
    locations: [{ type: 'physical' }],
    capacity,
    questions,
    settings,
  });
}

function roundRobin(priorities: [number, number, number]): Resource {
  return Resource.parse({
    resource_id: 700,
    page_id: 1,
    type: 'event',
    event_type: 'round_robin',
    name: 'Team',
    schedule_id: null,
    period: { type: 'any' },
    durations: [{ type: 'minutes', value: 60 }],
    members: [1, 2, 3].map((user_id, i) => ({
      user_id,
      location: { type: 'zoom' },
      priority: priorities[i],
    })),
    questions,
  });
}

let seq = 0;
const booking = (start: string, minutes: number, host = 1, resource_id = 500, created = 0) => {
  const s = Date.parse(start);
  return {
    booking_id: `b${++seq}`,
    resource_id,
    host_id: host,
    start: s,
    end: s + minutes * 60_000,
    created,
  } satisfies BookedInterval;
};

interface Run {
  resource: Resource;
  schedules?: Schedule[];
  bookings?: BookedInterval[];
  now?: string;
  start: string;
  end?: string;
  duration?: number;
}

function run({
  resource,
  schedules,
  bookings = [],
  now = '2020-01-01T00:00:00Z',
  start,
  end,
  duration,
}: Run) {
  const list = schedules ?? [schedule(1, 'America/New_York', [{ start: '09:00', end: '17:00' }])];
  return computeAvailability({
    resource,
    schedules: new Map(list.map((s) => [s.schedule_id, s])),
    users,
    bookings: new BookingIndex(bookings),
    now: Date.parse(now),
    start,
    end: end ?? start,
    durationMinutes: duration ?? 60,
  });
}

const times = (entry: { slots: { time: string }[] } | undefined) =>
  (entry?.slots ?? []).map((s) => s.time.slice(11));
const counts = (entries: { date: string; slots: unknown[] }[]) =>
  entries.map((e) => `${e.date}:${e.slots.length}`);

describe('slot engine: schedule, zone and format', () => {
  it('offers the schedule hours of the resource zone with its UTC offset, one entry per date', () => {
    const entries = run({ resource: oneOnOne(), start: '2026-03-02', end: '2026-03-03' });
    expect(entries.map((e) => e.date)).to.deep.equal(['2026-03-02', '2026-03-03']);
    expect(entries[0]!.timezone).to.equal('America/New_York');
    expect(entries[0]!.capacity).to.equal(1);
    expect(entries[0]!.slots[0]).to.deep.equal({
      time: '2026-03-02T09:00:00-05:00',
      available: 1,
      users: [{ user_id: 1, name: 'Ana', busy: false }],
    });
    expect(times(entries[0])).to.have.length(8);
  });

  it('honours date overrides (a day off, shorter hours)', () => {
    const s = schedule(1, 'America/New_York', [{ start: '09:00', end: '17:00' }]);
    s.overrides['2026-03-02'] = [];
    s.overrides['2026-03-03'] = [{ start: '10:00', end: '12:00' }];
    const entries = run({
      resource: oneOnOne(),
      schedules: [s],
      start: '2026-03-02',
      end: '2026-03-03',
    });
    expect(counts(entries)).to.deep.equal(['2026-03-02:0', '2026-03-03:2']);
  });

  it('steps by `slots` (0 means the duration)', () => {
    const stepped = oneOnOne({ slots: { type: 'minutes', value: 15 } });
    const entries = run({ resource: stepped, start: '2026-03-02', duration: 60 });
    expect(times(entries[0]).slice(0, 3)).to.deep.equal([
      '09:00:00-05:00',
      '09:15:00-05:00',
      '09:30:00-05:00',
    ]);
    expect(times(entries[0]).at(-1)).to.equal('16:00:00-05:00');
  });

  it('groups by the resource-zone date even when the host works across midnight UTC', () => {
    const s = schedule(1, 'Pacific/Auckland', [{ start: '09:00', end: '10:00' }]);
    const entries = run({ resource: oneOnOne(), schedules: [s], start: '2026-03-02' });
    expect(entries[0]!.timezone).to.equal('Pacific/Auckland');
    expect(times(entries[0])).to.deep.equal(['09:00:00+13:00']);
  });
});

describe('slot engine: daylight saving', () => {
  const allDay = schedule(1, 'America/New_York', [{ start: '00:00', end: '24:00' }]);

  it('spring-forward day (America/New_York 2026-03-08) has 23 hourly slots and switches offset', () => {
    const [day] = run({ resource: oneOnOne(), schedules: [allDay], start: '2026-03-08' });
    const list = times(day);
    expect(list).to.have.length(23);
    expect(list.slice(0, 3)).to.deep.equal(['00:00:00-05:00', '01:00:00-05:00', '03:00:00-04:00']);
    expect(list).not.to.include('02:00:00-05:00');
    expect(list.at(-1)).to.equal('23:00:00-04:00');
  });

  it('fall-back day (America/New_York 2026-11-01) has 25 hourly slots, 01:00 twice', () => {
    const [day] = run({ resource: oneOnOne(), schedules: [allDay], start: '2026-11-01' });
    const list = times(day);
    expect(list).to.have.length(25);
    expect(list.slice(0, 4)).to.deep.equal([
      '00:00:00-04:00',
      '01:00:00-04:00',
      '01:00:00-05:00',
      '02:00:00-05:00',
    ]);
  });

  it('keeps wall-clock hours the same on both sides of the change', () => {
    const entries = run({ resource: oneOnOne(), start: '2026-03-06', end: '2026-03-09' });
    expect(times(entries[0])[0]).to.equal('09:00:00-05:00');
    expect(times(entries[3])[0]).to.equal('09:00:00-04:00');
    expect(
      Date.parse(entries[3]!.slots[0]!.time) - Date.parse(entries[0]!.slots[0]!.time),
    ).to.equal(3 * 86_400_000 - 3_600_000);
  });

  it('moves a schedule start inside the spring-forward gap forward', () => {
    const s = schedule(1, 'America/New_York', [{ start: '02:30', end: '05:00' }]);
    const [day] = run({ resource: oneOnOne(), schedules: [s], start: '2026-03-08' });
    expect(times(day)).to.deep.equal(['03:30:00-04:00']);
  });
});

describe('slot engine: period types', () => {
  const now = '2026-03-02T14:00:00Z'; // Monday 09:00 in New York
  const week = { start: '2026-03-02', end: '2026-03-08' };

  it('calendar_days: today plus `days` dates', () => {
    const entries = run({
      resource: oneOnOne({ period: { type: 'calendar_days', days: 2 } }),
      now,
      ...week,
    });
    expect(counts(entries)).to.deep.equal([
      '2026-03-02:8', '2026-03-03:8', '2026-03-04:8', '2026-03-05:0',
      '2026-03-06:0', '2026-03-07:0', '2026-03-08:0',
    ]); // prettier-ignore
  });

  it('business_days: counts only Monday to Friday', () => {
    const resource = oneOnOne({ period: { type: 'business_days', days: 5 } });
    const entries = run({
      resource,
      now: '2026-03-05T14:00:00Z',
      start: '2026-03-05',
      end: '2026-03-13',
    });
    const open = entries.filter((e) => e.slots.length > 0).map((e) => e.date);
    // Thursday now: Fri, Mon, Tue, Wed, Thu are the five business days after today.
    expect(open.at(-1)).to.equal('2026-03-12');
    expect(open).to.include('2026-03-09');
    expect(open).not.to.include('2026-03-13');
  });

  it('ranges: only between start_date and end_date', () => {
    const resource = oneOnOne({
      period: { type: 'ranges', start_date: '2026-03-03', end_date: '2026-03-04' },
    });
    const open = run({ resource, now, ...week })
      .filter((e) => e.slots.length)
      .map((e) => e.date);
    expect(open).to.deep.equal(['2026-03-03', '2026-03-04']);
  });

  it('onetime: slots inside the one window, whatever the weekly schedule', () => {
    const resource = oneOnOne({
      period: {
        type: 'onetime',
        start_at: '2026-03-07T10:00:00',
        end_at: '2026-03-07T12:00:00',
        time_zone: 'America/New_York',
      },
    });
    const entries = run({ resource, now, ...week });
    expect(entries.filter((e) => e.slots.length).map((e) => [e.date, times(e)])).to.deep.equal([
      ['2026-03-07', ['10:00:00-05:00', '11:00:00-05:00']],
    ]);
  });

  it('recurring: `every` weekday at a time, weekly', () => {
    const resource = oneOnOne({
      period: {
        type: 'recurring',
        specific: [{ type: 'every', weekday: 'wednesday', time: '18:30' }],
      },
    });
    const entries = run({ resource, now, start: '2026-03-02', end: '2026-03-15' });
    const open = entries.filter((e) => e.slots.length).map((e) => [e.date, times(e)]);
    expect(open).to.deep.equal([
      ['2026-03-04', ['18:30:00-05:00']],
      ['2026-03-11', ['18:30:00-04:00']],
    ]);
  });

  it('specific: an `on` date opens its schedule, an `on` date with a time is one start', () => {
    const resource = oneOnOne({
      period: {
        type: 'specific',
        specific: [
          { type: 'on', date: '2026-03-03' },
          { type: 'on', date: '2026-03-05', time: '07:15', time_zone: 'Europe/London' },
        ],
      },
    });
    const entries = run({ resource, now, ...week });
    expect(counts(entries).filter((c) => !c.endsWith(':0'))).to.deep.equal([
      '2026-03-03:8',
      '2026-03-05:1',
    ]);
    expect(times(entries[3])).to.deep.equal(['02:15:00-05:00']);
  });

  it('any: every date of the schedule', () => {
    const entries = run({ resource: oneOnOne(), now, start: '2027-06-01', end: '2027-06-01' });
    expect(times(entries[0])).to.have.length(8);
  });
});

describe('slot engine: notice, bookings and breaks', () => {
  it('hides slots that start before now + notice', () => {
    const resource = oneOnOne({ notice: { type: 'hours', value: 2 } });
    const [day] = run({ resource, now: '2026-03-02T14:10:00Z', start: '2026-03-02' });
    expect(times(day)[0]).to.equal('12:00:00-05:00');
  });

  it('never offers past slots', () => {
    const [day] = run({ resource: oneOnOne(), now: '2026-03-03T00:00:00Z', start: '2026-03-02' });
    expect(day!.slots).to.have.length(0);
  });

  it('keeps break.before/after free around an existing booking', () => {
    const resource = oneOnOne({
      durations: [{ type: 'minutes', value: 30 }],
      break: { before: 15, after: 15 },
    });
    const bookings = [booking('2026-03-02T15:00:00Z', 30)]; // 10:00–10:30 New York
    const [day] = run({ resource, bookings, start: '2026-03-02', duration: 30 });
    const list = times(day);
    expect(list).to.include('09:00:00-05:00');
    expect(list).not.to.include('09:30:00-05:00');
    expect(list).not.to.include('10:00:00-05:00');
    expect(list).not.to.include('10:30:00-05:00');
    expect(list).to.include('11:00:00-05:00');
  });

  it('checks the host against bookings of other resources (check_calendar_conflict)', () => {
    const other = [booking('2026-03-02T15:00:00Z', 60, 1, 999)];
    const [busy] = run({ resource: oneOnOne(), bookings: other, start: '2026-03-02' });
    expect(times(busy)).not.to.include('10:00:00-05:00');
    const relaxed = oneOnOne({ settings: { check_calendar_conflict: false } });
    const [free] = run({ resource: relaxed, bookings: other, start: '2026-03-02' });
    expect(times(free)).to.include('10:00:00-05:00');
  });

  it('shows a taken slot with available 0 only when show_booked_slots', () => {
    const bookings = [booking('2026-03-02T15:00:00Z', 60)];
    const [hidden] = run({ resource: oneOnOne(), bookings, start: '2026-03-02' });
    expect(times(hidden)).not.to.include('10:00:00-05:00');
    const shown = oneOnOne({ settings: { show_booked_slots: true } });
    const [day] = run({ resource: shown, bookings, start: '2026-03-02' });
    const slot = day!.slots.find((s) => s.time === '2026-03-02T10:00:00-05:00');
    expect(slot).to.deep.include({ available: 0 });
    expect(slot!.users[0]!.busy).to.equal(true);
  });

  it('disregards the booking being rescheduled', () => {
    const own = booking('2026-03-02T15:00:00Z', 60);
    const entries = computeAvailability({
      resource: oneOnOne(),
      schedules: new Map([
        [1, schedule(1, 'America/New_York', [{ start: '09:00', end: '17:00' }])],
      ]),
      users,
      bookings: new BookingIndex([own]),
      now: 0,
      start: '2026-03-02',
      end: '2026-03-02',
      durationMinutes: 60,
      excludeBookingId: own.booking_id,
    });
    expect(times(entries[0])).to.include('10:00:00-05:00');
  });
});

describe('slot engine: capacity', () => {
  const at10 = '2026-03-02T15:00:00Z';
  const seats = (n: number, start = at10) =>
    Array.from({ length: n }, () => booking(start, 60, 1, 600));

  it('perslot: seats left per slot; a full slot disappears', () => {
    const resource = group({ type: 'perslot', max: 3, is_public: true });
    const [day] = run({ resource, bookings: seats(2), start: '2026-03-02' });
    expect(day!.capacity).to.equal(3);
    const slot = day!.slots.find((s) => s.time.startsWith('2026-03-02T10:00'));
    expect(slot!.available).to.equal(1);
    expect(day!.slots.find((s) => s.time.startsWith('2026-03-02T11:00'))!.available).to.equal(3);
    const [full] = run({ resource, bookings: seats(3), start: '2026-03-02' });
    expect(times(full)).not.to.include('10:00:00-05:00');
  });

  it('perslot with show_booked_slots lists a full slot with available 0', () => {
    const resource = group({ type: 'perslot', max: 2 }, { show_booked_slots: true });
    const [day] = run({ resource, bookings: seats(2), start: '2026-03-02' });
    const slot = day!.slots.find((s) => s.time.startsWith('2026-03-02T10:00'));
    expect(slot!.available).to.equal(0);
  });

  it('perday: the day closes once its seats are taken, other days stay open', () => {
    const resource = group({ type: 'perday', max: 2 });
    const bookings = [...seats(1), ...seats(1, '2026-03-02T19:00:00Z')];
    const entries = run({ resource, bookings, start: '2026-03-02', end: '2026-03-03' });
    expect(counts(entries)).to.deep.equal(['2026-03-02:0', '2026-03-03:8']);
    const [open] = run({ resource, bookings: seats(1), start: '2026-03-02' });
    expect(open!.slots.every((s) => s.available === 1)).to.equal(true);
  });

  it('overall: the event closes once all seats are taken', () => {
    const resource = group({ type: 'overall', max: 2 });
    const bookings = [...seats(1), ...seats(1, '2026-03-05T15:00:00Z')];
    const entries = run({ resource, bookings, start: '2026-03-09', end: '2026-03-10' });
    expect(counts(entries)).to.deep.equal(['2026-03-09:0', '2026-03-10:0']);
    const [left] = run({ resource, bookings: seats(1), start: '2026-03-09' });
    expect(left!.slots[0]!.available).to.equal(1);
  });

  it('unlimited: never closes', () => {
    const resource = group({ is_unlimited: true, type: 'perslot', max: 1 });
    const [day] = run({ resource, bookings: seats(40), start: '2026-03-02' });
    const slot = day!.slots.find((s) => s.time.startsWith('2026-03-02T10:00'));
    expect(slot!.available).to.equal(UNLIMITED_SEATS);
  });
});

describe('slot engine: round robin', () => {
  const team = [
    schedule(1, 'America/New_York', [{ start: '09:00', end: '12:00' }]),
    schedule(2, 'Europe/Berlin', [{ start: '15:00', end: '18:00' }]),
    schedule(3, 'Asia/Kolkata', [{ start: '19:30', end: '22:30' }]),
  ];
  // 09:00 New York = 15:00 Berlin = 19:30 Kolkata on 2026-03-02: all three overlap 09:00–12:00 NY.

  it('lists every member with busy, free ones first by priority', () => {
    const [day] = run({ resource: roundRobin([1, 5, 3]), schedules: team, start: '2026-03-02' });
    expect(day!.timezone).to.equal('America/New_York');
    expect(day!.capacity).to.equal(3);
    const slot = day!.slots[0]!;
    expect(slot.time).to.equal('2026-03-02T09:00:00-05:00');
    expect(slot.available).to.equal(3);
    expect(slot.users.map((u) => u.user_id)).to.deep.equal([2, 3, 1]);
  });

  it('equal priority: the member booked least recently comes first', () => {
    const bookings = [
      booking('2026-02-20T15:00:00Z', 60, 1, 700, 3000),
      booking('2026-02-21T15:00:00Z', 60, 2, 700, 1000),
      booking('2026-02-22T15:00:00Z', 60, 3, 700, 2000),
    ];
    const [day] = run({
      resource: roundRobin([5, 5, 5]),
      schedules: team,
      bookings,
      start: '2026-03-02',
    });
    expect(day!.slots[0]!.users.map((u) => u.user_id)).to.deep.equal([2, 3, 1]);
  });

  it('stays open while any member is free and marks the busy ones', () => {
    const bookings = [
      booking('2026-03-02T14:00:00Z', 60, 2, 999),
      booking('2026-03-02T14:00:00Z', 60, 3, 999),
    ];
    const [day] = run({
      resource: roundRobin([1, 5, 3]),
      schedules: team,
      bookings,
      start: '2026-03-02',
    });
    const slot = day!.slots[0]!;
    expect(slot.available).to.equal(1);
    expect(slot.users).to.deep.equal([
      { user_id: 1, name: 'Ana', busy: false },
      { user_id: 2, name: 'Ben', busy: true },
      { user_id: 3, name: 'Chloé', busy: true },
    ]);
    const all = [...bookings, booking('2026-03-02T14:00:00Z', 60, 1, 999)];
    const [closed] = run({
      resource: roundRobin([1, 5, 3]),
      schedules: team,
      bookings: all,
      start: '2026-03-02',
    });
    expect(closed!.slots[0]!.time).to.equal('2026-03-02T10:00:00-05:00');
  });

  it('a member outside their own hours is busy for that slot', () => {
    const shifted = [
      team[0]!,
      schedule(2, 'Europe/Berlin', [{ start: '17:00', end: '18:00' }]),
      schedule(3, 'Asia/Kolkata', [{ start: '19:30', end: '22:30' }]),
    ];
    const [day] = run({ resource: roundRobin([1, 5, 3]), schedules: shifted, start: '2026-03-02' });
    const first = day!.slots[0]!;
    expect(first.users.find((u) => u.user_id === 2)!.busy).to.equal(true);
    const at11 = day!.slots.find((s) => s.time === '2026-03-02T11:00:00-05:00')!;
    expect(at11.users.find((u) => u.user_id === 2)!.busy).to.equal(false);
  });
});
