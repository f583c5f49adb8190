import { expect } from '@open-wc/testing';
import type { Resource } from '../../../src/api/schemas.js';
import {
  addDays,
  addMonths,
  bookableWindow,
  canStep,
  clampToBookable,
  isIsoDate,
  isWindowEmpty,
  monthGrid,
  navigate,
  zonePadding,
  requestRange,
  step,
  visibleRange,
} from '../../../src/core/calendar.js';

const withPeriod = (period: unknown) => ({ period }) as unknown as Pick<Resource, 'period'>;
// Friday 2026-03-06, 12:00 UTC (07:00 in New York, 01:00 on Saturday in Auckland).
const NOW = Date.parse('2026-03-06T12:00:00Z');

describe('monthGrid', () => {
  it('lays out March 2026 from Monday with leading and trailing days of other months', () => {
    const grid = monthGrid(2026, 3, 1, 'UTC', { now: NOW });
    expect(grid.weeks).to.have.length(6);
    expect(grid.weeks[0]!.map((d) => d.date)[0]).to.equal('2026-02-23');
    expect(grid.weeks[0]![6]).to.include({ date: '2026-03-01', inMonth: true, weekday: 7 });
    expect(grid.weeks[0]![0]!.inMonth).to.equal(false);
    expect(grid.weeks[5]![1]).to.include({ date: '2026-03-31', inMonth: true });
    expect(grid.weeks[5]![2]).to.include({ date: '2026-04-01', inMonth: false });
    expect(grid.weeks.flat().filter((d) => d.inMonth)).to.have.length(31);
  });

  it('starts weeks on Sunday or Saturday when the locale does', () => {
    const sunday = monthGrid(2026, 3, 7, 'UTC', { now: NOW });
    expect(sunday.weeks[0]![0]).to.include({ date: '2026-03-01', weekday: 7 });
    expect(sunday.weeks).to.have.length(5);
    const saturday = monthGrid(2026, 3, 6, 'UTC', { now: NOW });
    expect(saturday.weeks[0]![0]).to.include({ date: '2026-02-28', weekday: 6 });
  });

  it('marks today in the viewer zone and can pad to six weeks', () => {
    const auckland = monthGrid(2026, 3, 1, 'Pacific/Auckland', { now: NOW });
    expect(
      auckland.weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.date),
    ).to.deep.equal(['2026-03-07']);
    const newYork = monthGrid(2026, 3, 1, 'America/New_York', { now: NOW });
    expect(
      newYork.weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.date),
    ).to.deep.equal(['2026-03-06']);
    // February 2027 starts on a Monday and has exactly four weeks.
    expect(monthGrid(2027, 2, 1, 'UTC', { now: NOW }).weeks).to.have.length(4);
    expect(monthGrid(2027, 2, 1, 'UTC', { now: NOW, fixedWeeks: true }).weeks).to.have.length(6);
  });
});

describe('view ranges', () => {
  it('covers the month, the week from the first weekday, or the day', () => {
    expect(visibleRange('month', '2026-02-14', 1)).to.deep.equal({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(visibleRange('month', '2028-02-14', 1)).to.deep.equal({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(visibleRange('week', '2026-03-04', 1)).to.deep.equal({
      start: '2026-03-02',
      end: '2026-03-08',
    });
    expect(visibleRange('week', '2026-03-04', 7)).to.deep.equal({
      start: '2026-03-01',
      end: '2026-03-07',
    });
    expect(visibleRange('day', '2026-03-04', 1)).to.deep.equal({
      start: '2026-03-04',
      end: '2026-03-04',
    });
  });

  it('requests one day of padding on each side, two where zones more than a day apart need it', () => {
    expect(requestRange('month', '2026-03-15', 1)).to.deep.equal({
      start: '2026-02-28',
      end: '2026-04-01',
    });
    expect(requestRange('day', '2026-12-31', 1)).to.deep.equal({
      start: '2026-12-30',
      end: '2027-01-01',
    });
    expect(requestRange('week', '2026-03-04', 1, { padding: 2 })).to.deep.equal({
      start: '2026-02-28',
      end: '2026-03-10',
    });
    const march = { start: '2026-03-01', end: '2026-03-31' };
    const pad = (viewer: string, resource: string | undefined) =>
      zonePadding(viewer, resource, march);
    // Kiritimati's midnight is 23:00 two days earlier in Pago Pago: two dates before, one after.
    expect(pad('Pacific/Kiritimati', 'Pacific/Pago_Pago')).to.deep.equal({ before: 2, after: 1 });
    expect(pad('Pacific/Pago_Pago', 'Pacific/Kiritimati')).to.deep.equal({ before: 1, after: 2 });
    expect(pad('Pacific/Kiritimati', 'Etc/GMT+12')).to.deep.equal({ before: 2, after: 1 });
    expect(pad('Pacific/Auckland', 'America/New_York')).to.deep.equal({ before: 1, after: 1 });
    expect(pad('Europe/Berlin', 'Europe/Berlin')).to.deep.equal({ before: 1, after: 1 });
    // The resource's zone not known yet: any zone from UTC−12 to UTC+14.
    expect(pad('Pacific/Kiritimati', undefined)).to.deep.equal({ before: 2, after: 1 });
    expect(pad('Etc/GMT+12', undefined)).to.deep.equal({ before: 1, after: 2 });
    expect(pad('Europe/Berlin', undefined)).to.deep.equal({ before: 1, after: 1 });
    expect(
      requestRange('month', '2026-03-15', 1, {
        padding: pad('Pacific/Kiritimati', 'Pacific/Pago_Pago'),
      }),
    ).to.deep.equal({ start: '2026-02-27', end: '2026-04-01' });
  });

  it('cuts the request to the bookable window, keeping the padding', () => {
    const window = { first: '2026-03-06', last: '2026-03-20' };
    expect(requestRange('month', '2026-03-15', 1, { window })).to.deep.equal({
      start: '2026-03-05',
      end: '2026-03-21',
    });
  });
});

describe('navigation', () => {
  it('steps by month (clamping the day), week and day', () => {
    expect(step('month', '2026-01-31', 1)).to.equal('2026-02-28');
    expect(step('month', '2026-03-31', -1)).to.equal('2026-02-28');
    expect(step('month', '2026-12-15', 1)).to.equal('2027-01-15');
    expect(step('week', '2026-03-04', -1)).to.equal('2026-02-25');
    expect(step('day', '2026-02-28', 1)).to.equal('2026-03-01');
    expect(addMonths('2024-02-29', 12)).to.equal('2025-02-28');
    expect(addDays('2026-03-08', 1)).to.equal('2026-03-09');
  });

  it('never goes before today or beyond the period end', () => {
    const window = { first: '2026-03-06', last: '2026-05-05' };
    expect(clampToBookable('2026-03-01', window)).to.equal('2026-03-06');
    expect(clampToBookable('2026-06-01', window)).to.equal('2026-05-05');
    expect(clampToBookable('2026-04-01', window)).to.equal('2026-04-01');
    expect(clampToBookable('2030-04-01', { first: '2026-03-06', last: undefined })).to.equal(
      '2030-04-01',
    );
    expect(canStep('month', '2026-03-06', -1, window, 1)).to.equal(false);
    expect(canStep('month', '2026-03-06', 1, window, 1)).to.equal(true);
    expect(canStep('month', '2026-05-05', 1, window, 1)).to.equal(false);
    expect(canStep('day', '2026-03-06', -1, window, 1)).to.equal(false);
    // The week of 2026-03-02 still contains today, so going back to it from the next week is allowed.
    expect(canStep('week', '2026-03-09', -1, window, 1)).to.equal(true);
    expect(navigate('month', '2026-04-20', -1, window)).to.equal('2026-03-06');
    expect(navigate('month', '2026-03-20', 1, window)).to.equal('2026-04-01');
    expect(navigate('week', '2026-04-30', 1, window)).to.equal('2026-05-05');
  });
});

describe('bookableWindow', () => {
  it('calendar_days: today until today + days in the resource zone', () => {
    const window = bookableWindow(
      withPeriod({ type: 'calendar_days', days: 30 }),
      NOW,
      'America/New_York',
    );
    expect(window).to.deep.equal({ first: '2026-03-06', last: '2026-04-05' });
  });

  it('business_days: skips Saturdays and Sundays', () => {
    // Friday + 5 business days = the next Friday; + 1 = the next Monday.
    expect(
      bookableWindow(withPeriod({ type: 'business_days', days: 5 }), NOW, 'UTC').last,
    ).to.equal('2026-03-13');
    expect(
      bookableWindow(withPeriod({ type: 'business_days', days: 1 }), NOW, 'UTC').last,
    ).to.equal('2026-03-09');
  });

  it('ranges: from the later of today and start_date to end_date; a past range is empty', () => {
    const future = bookableWindow(
      withPeriod({ type: 'ranges', start_date: '2026-04-01', end_date: '2026-04-30' }),
      NOW,
      'UTC',
    );
    expect(future).to.deep.equal({ first: '2026-04-01', last: '2026-04-30' });
    const running = bookableWindow(
      withPeriod({ type: 'ranges', start_date: '2026-01-01', end_date: '2026-04-30' }),
      NOW,
      'UTC',
    );
    expect(running.first).to.equal('2026-03-06');
    const past = bookableWindow(
      withPeriod({ type: 'ranges', start_date: '2026-01-01', end_date: '2026-02-01' }),
      NOW,
      'UTC',
    );
    expect(isWindowEmpty(past)).to.equal(true);
    expect(isWindowEmpty(running)).to.equal(false);
  });

  it('onetime: the dates of start_at and end_at in the resource zone', () => {
    const window = bookableWindow(
      withPeriod({
        type: 'onetime',
        start_at: '2026-03-20T09:00:00',
        end_at: '2026-03-22T23:30:00',
        time_zone: 'Asia/Tokyo',
      }),
      NOW,
      'America/New_York',
    );
    // 2026-03-22 23:30 in Tokyo is 10:30 the same day in New York.
    expect(window).to.deep.equal({ first: '2026-03-19', last: '2026-03-22' });
  });

  it('specific/recurring: the last "on" date, or unbounded with any "every" item; any: unbounded', () => {
    const on = bookableWindow(
      withPeriod({
        type: 'specific',
        specific: [
          { type: 'on', date: '2026-05-02' },
          { type: 'on', date: '2026-04-10' },
        ],
      }),
      NOW,
      'UTC',
    );
    expect(on).to.deep.equal({ first: '2026-04-10', last: '2026-05-02' });
    const every = bookableWindow(
      withPeriod({ type: 'recurring', specific: [{ type: 'every', weekday: 'monday' }] }),
      NOW,
      'UTC',
    );
    expect(every).to.deep.equal({ first: '2026-03-06', last: undefined });
    expect(bookableWindow(withPeriod({ type: 'any' }), NOW, 'UTC').last).to.equal(undefined);
  });

  it("widens to the viewer's dates when the viewer is in another zone", () => {
    const period = withPeriod({ type: 'calendar_days', days: 10 });
    // New York: Friday 6th; Auckland is already Saturday 7th.
    expect(bookableWindow(period, NOW, 'America/New_York', 'Pacific/Auckland')).to.deep.equal({
      first: '2026-03-07',
      last: '2026-03-17',
    });
    // Honolulu is 02:00 on Friday 6th: the window starts there, a day before nothing.
    expect(bookableWindow(period, NOW, 'America/New_York', 'Pacific/Honolulu').first).to.equal(
      '2026-03-06',
    );
    expect(bookableWindow(period, NOW, 'America/New_York', 'America/New_York')).to.deep.equal({
      first: '2026-03-06',
      last: '2026-03-16',
    });
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2028-02-29')).to.equal(true);
    expect(isIsoDate('2026-02-29')).to.equal(false);
    expect(isIsoDate('2026-13-01')).to.equal(false);
    expect(isIsoDate('2026-3-1')).to.equal(false);
    expect(isIsoDate(20260301)).to.equal(false);
    expect(isIsoDate('2026-03-01T00:00:00Z')).to.equal(false);
    expect(isIsoDate('+010000-01')).to.equal(false);
    expect(isIsoDate('0050-01-01')).to.equal(true);
  });
});
