import { expect } from '@open-wc/testing';
import type { AvailabilityEntry } from '../../../../src/api/schemas.js';
import { readAheadRange } from '../../../../src/components/booking-widget/read-ahead.js';
import {
  FetchPlanner,
  RegroupMemo,
  entriesWithin,
} from '../../../../src/components/booking-widget/render-cache.js';

const day = (date: string, hours: number[]): AvailabilityEntry => ({
  date,
  timezone: 'America/New_York',
  capacity: 1,
  slots: hours.map((hour) => ({
    time: `${date}T${String(hour).padStart(2, '0')}:00:00-05:00`,
    available: 1,
    users: [{ user_id: 1, name: 'Sam', busy: false }],
  })),
});

const open = { first: '2026-11-22', last: undefined };

describe('RegroupMemo', () => {
  it('regroups the same cached entries once, and again when the cache holds new ones', () => {
    const memo = new RegroupMemo();
    const entries = [day('2026-12-01', [9, 10]), day('2026-12-02', [23])];
    const first = memo.get(entries, 'America/New_York', false);
    expect(first.get('2026-12-01')?.length).to.equal(2);
    // A new array of the same entry objects (another peek at the cache) is the same grouping.
    expect(memo.get([...entries], 'America/New_York', false)).to.equal(first);
    // Another viewer zone: 23:00 New York is the next day in Berlin.
    const berlin = memo.get(entries, 'Europe/Berlin', false);
    expect(berlin).not.to.equal(first);
    expect(berlin.get('2026-12-03')?.length).to.equal(1);
    // Fresh entries from the service are new objects: regrouped.
    const fresh = [day('2026-12-01', [9]), entries[1]!];
    expect(memo.get(fresh, 'America/New_York', false).get('2026-12-01')?.length).to.equal(1);
  });

  it('keeps only the most recent ranges', () => {
    const memo = new RegroupMemo(2);
    const a = [day('2026-12-01', [9])];
    const b = [day('2026-12-02', [9])];
    const c = [day('2026-12-03', [9])];
    const first = memo.get(a, 'UTC', false);
    memo.get(b, 'UTC', false);
    memo.get(c, 'UTC', false);
    expect(memo.get(a, 'UTC', false)).not.to.equal(first);
  });
});

describe('readAheadRange and FetchPlanner', () => {
  it('fetches only the month on a first load, the month and the next after a step forward', async () => {
    const planner = new FetchPlanner();
    const november = { start: '2026-11-21', end: '2026-12-01' };
    expect(await planner.plan('106|15m', 'month', november, 1, open)).to.deep.equal(november);
    const december = { start: '2026-11-30', end: '2027-01-01' };
    expect(await planner.plan('106|15m', 'month', december, 1, open)).to.deep.equal({
      start: '2026-11-30',
      end: '2027-01-30',
    });
    // Dates the cache holds don't count towards the 62 a request may cover.
    const cached = (date: string) => date <= '2026-12-01';
    expect(readAheadRange('month', december, 1, 1, open, cached)).to.deep.equal({
      start: '2026-11-30',
      end: '2027-02-01',
    });
  });

  it('reads back after a step back, never before the window, and never more than 62 days', () => {
    const march = { start: '2027-02-28', end: '2027-04-01' };
    const back = readAheadRange('month', march, -1, 1, open);
    expect(back).to.deep.equal({ start: '2027-01-31', end: '2027-04-01' });
    const december = { start: '2026-11-30', end: '2027-01-01' };
    expect(
      readAheadRange('month', december, -1, 1, { first: '2026-12-05', last: undefined }),
    ).to.deep.equal(december);
    const january = { start: '2026-12-31', end: '2027-02-01' };
    const ahead = readAheadRange('month', january, 1, 1, open);
    expect(ahead.end <= '2027-03-02').to.equal(true);
  });

  it('reads nothing ahead for a month the cache holds (no request is made for it)', () => {
    const january = { start: '2026-12-31', end: '2027-02-01' };
    const cached = (date: string) => date <= '2027-02-01';
    expect(readAheadRange('month', january, 1, 1, open, cached)).to.deep.equal(january);
    expect(readAheadRange('month', january, -1, 1, open, cached)).to.deep.equal(january);
  });

  it('does not read past the last bookable date or in week and day views', () => {
    const december = { start: '2026-11-30', end: '2027-01-01' };
    expect(
      readAheadRange('month', december, 1, 1, { first: '2026-11-22', last: '2026-12-31' }),
    ).to.deep.equal(december);
    expect(readAheadRange('week', december, 1, 1, open)).to.deep.equal(december);
  });

  it('a reload of the same month (no step) fetches only that month', async () => {
    const planner = new FetchPlanner();
    const december = { start: '2026-11-30', end: '2027-01-01' };
    await planner.plan('106|15m', 'month', december, 1, open);
    expect(await planner.plan('106|15m', 'month', december, 1, open)).to.deep.equal(december);
    expect(await planner.plan('106|30m', 'month', december, 1, open)).to.deep.equal(december);
  });
});

describe('entriesWithin', () => {
  it('keeps the dates of the range, in order', () => {
    const entries = ['2026-11-30', '2026-12-01', '2026-12-02'].map((date) => day(date, []));
    expect(entriesWithin(entries, '2026-12-01', '2026-12-02').map((e) => e.date)).to.deep.equal([
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});
