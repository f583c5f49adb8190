// The Intl time-zone module against luxon (kept as the oracle in tests only): offsets, wall clocks, the instant
// of a wall time across DST gaps and overlaps, and ISO 8601 parsing.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import {
  dateInZone,
  instantOfWallClock,
  isValidTimeZone,
  parseIsoInstant,
  resolveTimeZone,
  todayIn,
  toUtcIso,
  utcFromFields,
  wallClockIn,
  zoneOffsetMinutes,
} from '../../../src/core/zone.js';
import { bookableWindow, zonePadding } from '../../../src/core/calendar.js';
import type { Resource } from '../../../src/api/schemas.js';

const ZONES = [
  'America/New_York',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'America/St_Johns',
  'Pacific/Chatham',
  'America/Sao_Paulo',
  'Africa/Casablanca',
  'UTC',
];

const iso = (epochMs: number) => new Date(epochMs).toISOString();

describe('zone: validity and offsets', () => {
  it('knows IANA zones, UTC and rejects anything else', () => {
    expect(isValidTimeZone('America/New_York')).to.equal(true);
    expect(isValidTimeZone('UTC')).to.equal(true);
    expect(isValidTimeZone('Asia/Calcutta')).to.equal(true);
    expect(isValidTimeZone('Not/AZone')).to.equal(false);
    expect(isValidTimeZone('')).to.equal(false);
    expect(isValidTimeZone(42)).to.equal(false);
    expect(resolveTimeZone('Mars/Base', undefined, 'Europe/Berlin')).to.equal('Europe/Berlin');
  });

  it('reads offsets on both sides of DST changes, north and south', () => {
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).to.equal(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 6, 15))).to.equal(-240);
    expect(zoneOffsetMinutes('Pacific/Auckland', Date.UTC(2026, 0, 15))).to.equal(780);
    expect(zoneOffsetMinutes('Pacific/Auckland', Date.UTC(2026, 6, 15))).to.equal(720);
    expect(zoneOffsetMinutes('Asia/Kathmandu', Date.UTC(2026, 6, 15))).to.equal(345);
    expect(zoneOffsetMinutes('Australia/Lord_Howe', Date.UTC(2026, 6, 15))).to.equal(630);
    expect(zoneOffsetMinutes('Australia/Lord_Howe', Date.UTC(2026, 0, 15))).to.equal(660);
    // New York springs forward at 07:00Z on 2026-03-08: one millisecond before is still EST.
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 7) - 1)).to.equal(-300);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 2, 8, 7))).to.equal(-240);
  });

  it('agrees with luxon on the offset and wall clock of any instant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...ZONES),
        (epochMs, zone) => {
          const oracle = DateTime.fromMillis(epochMs, { zone });
          expect(zoneOffsetMinutes(zone, epochMs)).to.equal(IANAZone.create(zone).offset(epochMs));
          const wall = wallClockIn(zone, epochMs);
          expect([
            wall.year,
            wall.month,
            wall.day,
            wall.hour,
            wall.minute,
            wall.second,
          ]).to.deep.equal([
            oracle.year,
            oracle.month,
            oracle.day,
            oracle.hour,
            oracle.minute,
            oracle.second,
          ]);
          expect(todayIn(zone, epochMs)).to.equal(oracle.toISODate());
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts years below 100 as themselves', () => {
    expect(new Date(utcFromFields(50, 3, 1)).getUTCFullYear()).to.equal(50);
    expect(utcFromFields(2026, 3, 8, 14, 30)).to.equal(Date.UTC(2026, 2, 8, 14, 30));
  });
});

describe('zone: the instant of a wall time', () => {
  const local = (y: number, mo: number, d: number, h: number, mi = 0) =>
    utcFromFields(y, mo, d, h, mi);

  it('moves a time inside a DST gap forward by the gap (New York, Lord Howe)', () => {
    // 02:30 does not exist on 2026-03-08 in New York: it is 03:30 EDT.
    expect(iso(instantOfWallClock('America/New_York', local(2026, 3, 8, 2, 30)))).to.equal(
      '2026-03-08T07:30:00.000Z',
    );
    // Auckland skips 02:00–03:00 on 2026-09-27.
    expect(iso(instantOfWallClock('Pacific/Auckland', local(2026, 9, 27, 2, 15)))).to.equal(
      '2026-09-26T14:15:00.000Z',
    );
    // Lord Howe's gap is half an hour (02:00 → 02:30 on 2026-10-04).
    const lordHowe = instantOfWallClock('Australia/Lord_Howe', local(2026, 10, 4, 2, 10));
    expect(wallClockIn('Australia/Lord_Howe', lordHowe)).to.include({ hour: 2, minute: 40 });
  });

  it('takes the earlier instant of a time that happens twice (DST end)', () => {
    // 01:30 happens twice in New York on 2026-11-01: first at EDT (05:30Z), then at EST (06:30Z).
    expect(iso(instantOfWallClock('America/New_York', local(2026, 11, 1, 1, 30)))).to.equal(
      '2026-11-01T05:30:00.000Z',
    );
    // 02:30 happens twice in Auckland on 2026-04-05: first at NZDT (+13).
    expect(iso(instantOfWallClock('Pacific/Auckland', local(2026, 4, 5, 2, 30)))).to.equal(
      '2026-04-04T13:30:00.000Z',
    );
    // London's 01:30 on 2026-10-25: BST first.
    expect(iso(instantOfWallClock('Europe/London', local(2026, 10, 25, 1, 30)))).to.equal(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('round-trips every existing wall time and agrees with luxon outside overlaps (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60000, max: Date.UTC(2035, 0, 1) / 60000 }),
        fc.constantFrom(...ZONES),
        (minute, zone) => {
          const epochMs = minute * 60000;
          const wall = wallClockIn(zone, epochMs);
          const localMs = utcFromFields(wall.year, wall.month, wall.day, wall.hour, wall.minute);
          const instant = instantOfWallClock(zone, localMs);
          // The same wall time (the earlier one when it repeats).
          expect(instant <= epochMs).to.equal(true);
          expect(wallClockIn(zone, instant)).to.deep.equal(wall);
          const oracle = DateTime.fromObject(
            {
              year: wall.year,
              month: wall.month,
              day: wall.day,
              hour: wall.hour,
              minute: wall.minute,
            },
            { zone },
          );
          const repeated = instant !== epochMs || oracle.toMillis() !== epochMs;
          if (!repeated) expect(instant).to.equal(oracle.toMillis());
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('zone: ISO 8601', () => {
  it('reads offsets, Z, fractions and the basic offset form', () => {
    expect(parseIsoInstant('2026-03-08T09:30:00-05:00')).to.equal(Date.UTC(2026, 2, 8, 14, 30));
    expect(parseIsoInstant('2026-03-08T09:30:00.250Z')).to.equal(
      Date.UTC(2026, 2, 8, 9, 30, 0, 250),
    );
    expect(parseIsoInstant('2026-03-08T20:00+0530')).to.equal(Date.UTC(2026, 2, 8, 14, 30));
    expect(parseIsoInstant('2026-03-08T23:45:00+13:45')).to.equal(Date.UTC(2026, 2, 8, 10, 0));
  });

  it('reads a time without offset in the given zone, with DST rules', () => {
    expect(parseIsoInstant('2026-07-01T09:00:00', 'Europe/Berlin')).to.equal(
      Date.UTC(2026, 6, 1, 7),
    );
    expect(parseIsoInstant('2026-07-01', 'Asia/Kolkata')).to.equal(Date.UTC(2026, 5, 30, 18, 30));
    expect(parseIsoInstant('2026-03-08T02:30', 'America/New_York')).to.equal(
      Date.UTC(2026, 2, 8, 7, 30),
    );
    expect(parseIsoInstant('2026-07-01T09:00:00')).to.equal(Date.UTC(2026, 6, 1, 9));
  });

  it('rejects what is not a real date-time', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-02-30',
      '2026-13-01T00:00Z',
      '2026-03-08T25:00Z',
      '2026-03-08T10:61Z',
      '2026-03-08T10:00+19:00',
      '2026-03-08T10:00:00 EST',
    ])
      expect(Number.isNaN(parseIsoInstant(text)), text).to.equal(true);
  });

  it('agrees with luxon for offset-bearing strings of any zone (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 }),
        fc.constantFrom(...ZONES),
        (second, zone) => {
          const text = DateTime.fromMillis(second * 1000, { zone }).toISO()!;
          expect(parseIsoInstant(text)).to.equal(second * 1000);
        },
      ),
    );
  });

  it('writes UTC instants without milliseconds, and nothing for NaN', () => {
    expect(toUtcIso(Date.UTC(2026, 2, 8, 14, 30))).to.equal('2026-03-08T14:30:00Z');
    expect(toUtcIso(Number.NaN)).to.equal('');
  });
});

describe('zone users in core', () => {
  it('dates an instant in a zone (dateInZone), also written with an offset', () => {
    expect(dateInZone('2026-03-07T23:30:00-05:00', 'Pacific/Auckland')).to.equal('2026-03-08');
    expect(dateInZone('2026-03-07T23:30:00-05:00', 'America/New_York')).to.equal('2026-03-07');
    expect(dateInZone(Date.UTC(2026, 2, 8, 5, 30), 'America/New_York')).to.equal('2026-03-08');
    expect(dateInZone('not a date', 'UTC')).to.equal('');
  });

  it('pads two days between zones more than a day apart', () => {
    const january = { start: '2026-01-15', end: '2026-01-15' };
    expect(zonePadding('Pacific/Kiritimati', 'Pacific/Pago_Pago', january).before).to.equal(2);
    expect(zonePadding('Europe/Berlin', 'America/New_York', january)).to.deep.equal({
      before: 1,
      after: 1,
    });
  });

  it('reads a one-time period without offset in its own zone', () => {
    const resource = {
      period: {
        type: 'onetime',
        start_at: '2026-05-10T23:30:00',
        end_at: '2026-05-12T01:00:00',
        time_zone: 'America/Los_Angeles',
      },
    } as unknown as Pick<Resource, 'period'>;
    // 23:30 in Los Angeles is the next day in New York.
    expect(bookableWindow(resource, Date.UTC(2026, 4, 1), 'America/New_York')).to.deep.equal({
      first: '2026-05-11',
      last: '2026-05-12',
    });
  });
});
