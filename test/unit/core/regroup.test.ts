import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import type { AvailabilityEntry, Resource } from '../../../src/api/schemas.js';
import {
  availableDates,
  bookingTimes,
  countAvailable,
  findSlot,
  firstAvailableDate,
  pickHostUserId,
  regroupSlotsByLocalDate,
  slotsOn,
} from '../../../src/core/regroup.js';

/** An entry of slots given as resource-zone wall times (`HH:mm`), as the service would send them. */
function entry(
  date: string,
  zone: string,
  times: string[],
  available = 1,
  capacity = 1,
): AvailabilityEntry {
  return {
    date,
    timezone: zone,
    capacity,
    slots: times.map((time) => ({
      time: DateTime.fromISO(`${date}T${time}`, { zone }).toISO({ suppressMilliseconds: true })!,
      available,
      users: [],
    })),
  };
}

describe('regroupSlotsByLocalDate', () => {
  it('moves a 23:30 New York slot to the next day for a viewer in Auckland', () => {
    const map = regroupSlotsByLocalDate(
      [entry('2026-03-10', 'America/New_York', ['09:00', '23:30'])],
      'Pacific/Auckland',
    );
    expect([...map.keys()]).to.deep.equal(['2026-03-11']);
    const slots = slotsOn(map, '2026-03-11');
    // 09:00 EDT = 13:00Z = 02:00 NZDT; 23:30 EDT = 03:30Z (next day) = 16:30 NZDT.
    expect(slots.map((slot) => slot.localTime)).to.deep.equal(['02:00', '16:30']);
    expect(slots[1]!.instant).to.equal('2026-03-11T03:30:00Z');
    expect(slots[1]!.resourceDate).to.equal('2026-03-10');
    expect(slots[1]!.resourceZone).to.equal('America/New_York');
  });

  it('splits one resource day over two viewer dates', () => {
    const map = regroupSlotsByLocalDate(
      [entry('2026-06-15', 'America/New_York', ['06:00', '07:00', '08:00', '09:00'])],
      'Europe/Berlin',
    );
    // 06:00 EDT = 12:00 CEST; all on the same day for Berlin. For Kolkata (+5:30): 15:30 … 18:30.
    expect(countAvailable(map, '2026-06-15')).to.equal(4);
    const tokyo = regroupSlotsByLocalDate(
      [entry('2026-06-15', 'America/New_York', ['10:00', '11:00', '12:00'])],
      'Asia/Tokyo',
    );
    // 10:00 EDT = 23:00 JST (15th); 11:00 EDT = 00:00 JST (16th).
    expect(slotsOn(tokyo, '2026-06-15').map((s) => s.localTime)).to.deep.equal(['23:00']);
    expect(slotsOn(tokyo, '2026-06-16').map((s) => s.localTime)).to.deep.equal(['00:00', '01:00']);
  });

  it('handles the spring-forward day (23 hours) in New York', () => {
    const times = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
    // luxon maps the non-existent 02:00 to 03:00: de-duplication must leave 23 slots.
    const map = regroupSlotsByLocalDate(
      [entry('2026-03-08', 'America/New_York', times)],
      'America/New_York',
    );
    const day = slotsOn(map, '2026-03-08');
    expect(day).to.have.length(23);
    expect(day.map((slot) => slot.localTime)).to.not.include('02:00');
    expect(day[1]!.localTime).to.equal('01:00');
    expect(day[2]!.localTime).to.equal('03:00');
    // Consecutive slots are one real hour apart across the jump.
    expect(day[2]!.epochMs - day[1]!.epochMs).to.equal(3_600_000);
  });

  it('keeps both 01:30s of the fall-back day (25 hours), in instant order', () => {
    const slots = [
      { time: '2026-11-01T01:30:00-05:00', available: 1, users: [] },
      { time: '2026-11-01T01:30:00-04:00', available: 1, users: [] },
      { time: '2026-11-01T00:30:00-04:00', available: 1, users: [] },
    ];
    const map = regroupSlotsByLocalDate(
      [{ date: '2026-11-01', timezone: 'America/New_York', capacity: 1, slots }],
      'America/New_York',
    );
    const day = slotsOn(map, '2026-11-01');
    expect(day.map((slot) => slot.localTime)).to.deep.equal(['00:30', '01:30', '01:30']);
    expect(day.map((slot) => slot.instant)).to.deep.equal([
      '2026-11-01T04:30:00Z',
      '2026-11-01T05:30:00Z',
      '2026-11-01T06:30:00Z',
    ]);
  });

  it('shows a Europe/London resource correctly to a viewer whose DST changes on another date', () => {
    // 2026-03-08 US springs forward, London does not until 2026-03-29: the gap is 4 h, not 5 h.
    const map = regroupSlotsByLocalDate(
      [entry('2026-03-10', 'Europe/London', ['14:00'])],
      'America/New_York',
    );
    expect(slotsOn(map, '2026-03-10').map((s) => s.localTime)).to.deep.equal(['10:00']);
  });

  it('de-duplicates slots repeated by padded, overlapping ranges', () => {
    const a = entry('2026-04-01', 'America/New_York', ['09:00', '10:00']);
    const b = entry('2026-04-02', 'America/New_York', ['09:00']);
    const map = regroupSlotsByLocalDate([a, b, a, b, { ...a }], 'America/New_York');
    expect(countAvailable(map, '2026-04-01')).to.equal(2);
    expect(countAvailable(map, '2026-04-02')).to.equal(1);
  });

  it('lets a later entry that reports a slot taken remove it', () => {
    const open = entry('2026-04-01', 'America/New_York', ['09:00', '10:00']);
    const taken = entry('2026-04-01', 'America/New_York', ['09:00'], 0);
    const map = regroupSlotsByLocalDate([open, taken], 'America/New_York');
    expect(slotsOn(map, '2026-04-01').map((s) => s.localTime)).to.deep.equal(['10:00']);
  });

  it('drops booked slots unless includeBooked, and keeps seats and capacity', () => {
    const group = entry('2026-04-01', 'Europe/London', ['10:00'], 3, 8);
    const full = entry('2026-04-01', 'Europe/London', ['12:00'], 0, 8);
    const hidden = regroupSlotsByLocalDate([group, full], 'Europe/London');
    expect(slotsOn(hidden, '2026-04-01')).to.have.length(1);
    expect(slotsOn(hidden, '2026-04-01')[0]).to.include({ available: 3, capacity: 8 });
    const shown = regroupSlotsByLocalDate([group, full], 'Europe/London', { includeBooked: true });
    expect(slotsOn(shown, '2026-04-01').map((s) => s.available)).to.deep.equal([3, 0]);
    expect(countAvailable(shown, '2026-04-01')).to.equal(1);
  });

  it('sorts dates and times whatever order the entries come in', () => {
    const map = regroupSlotsByLocalDate(
      [
        entry('2026-04-03', 'UTC', ['15:00', '09:00']),
        entry('2026-04-01', 'UTC', ['11:00']),
        entry('2026-04-02', 'UTC', ['08:00']),
      ],
      'UTC',
    );
    expect([...map.keys()]).to.deep.equal(['2026-04-01', '2026-04-02', '2026-04-03']);
    expect(slotsOn(map, '2026-04-03').map((s) => s.localTime)).to.deep.equal(['09:00', '15:00']);
  });

  it('lists free round-robin members and falls back to UTC for an unknown viewer zone', () => {
    const map = regroupSlotsByLocalDate(
      [
        {
          date: '2026-04-01',
          timezone: 'UTC',
          capacity: 1,
          slots: [
            {
              time: '2026-04-01T10:00:00Z',
              available: 1,
              users: [
                { user_id: 1, name: 'A', busy: true },
                { user_id: 2, name: 'B', busy: false },
              ],
            },
          ],
        },
      ],
      'Not/AZone',
    );
    expect(slotsOn(map, '2026-04-01')[0]!.freeUserIds).to.deep.equal([2]);
    expect(slotsOn(map, '2026-04-01')[0]!.localTime).to.equal('10:00');
  });

  it('agrees with luxon for any slot instant and any pair of zones (property)', () => {
    const zones = [
      'America/New_York',
      'Pacific/Auckland',
      'Asia/Kolkata',
      'Europe/London',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Kiritimati',
      'America/St_Johns',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: Date.UTC(2025, 0, 1) / 60000, max: Date.UTC(2028, 0, 1) / 60000 }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        fc.constantFrom(...zones),
        fc.constantFrom(...zones),
        (minutes, resourceZone, viewerZone) => {
          const slots = minutes.map((minute) => ({
            time: DateTime.fromMillis(minute * 60000, { zone: resourceZone }).toISO()!,
            available: 1,
            users: [],
          }));
          const map = regroupSlotsByLocalDate(
            [{ date: '2026-01-01', timezone: resourceZone, capacity: 1, slots }],
            viewerZone,
          );
          const all = [...map.values()].flat();
          expect(all.length).to.equal(new Set(minutes).size);
          let previous = -Infinity;
          for (const [date, day] of map) {
            for (const slot of day) {
              const local = DateTime.fromMillis(slot.epochMs, { zone: viewerZone });
              expect(slot.localDate).to.equal(date);
              expect(slot.localDate).to.equal(local.toISODate());
              expect(slot.localTime).to.equal(local.toFormat('HH:mm'));
              expect(slot.epochMs).to.be.greaterThan(previous);
              previous = slot.epochMs;
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('slot queries', () => {
  const map = regroupSlotsByLocalDate(
    [
      entry('2026-05-04', 'UTC', ['09:00', '10:00'], 0),
      entry('2026-05-05', 'UTC', ['09:00']),
      entry('2026-05-07', 'UTC', ['09:00', '10:00', '11:00']),
    ],
    'UTC',
    { includeBooked: true },
  );

  it('finds the first date with an open slot on or after a date', () => {
    expect(firstAvailableDate(map, '2026-05-01')).to.equal('2026-05-05');
    expect(firstAvailableDate(map, '2026-05-06')).to.equal('2026-05-07');
    expect(firstAvailableDate(map, '2026-05-08')).to.equal(undefined);
    expect(firstAvailableDate(map, '2026-05-06', '2026-05-06')).to.equal(undefined);
  });

  it('counts open slots only and lists available dates', () => {
    expect(countAvailable(map, '2026-05-04')).to.equal(0);
    expect(countAvailable(map, '2026-05-07')).to.equal(3);
    expect(countAvailable(map, '2026-05-30')).to.equal(0);
    expect(availableDates(map)).to.deep.equal(['2026-05-05', '2026-05-07']);
  });

  it('finds a slot by any ISO form of its instant and computes UTC booking times', () => {
    const slot = findSlot(map, '2026-05-07T12:00:00+02:00');
    expect(slot?.localTime).to.equal('10:00');
    expect(bookingTimes(slot!, 45)).to.deep.equal({
      start_at: '2026-05-07T10:00:00Z',
      end_at: '2026-05-07T10:45:00Z',
    });
    expect(findSlot(map, '2026-05-07T10:30:00Z')).to.equal(undefined);
  });
});

describe('pickHostUserId', () => {
  const slot = {
    users: [
      { user_id: 11, name: 'Ana', busy: false },
      { user_id: 12, name: 'Ben', busy: true },
      { user_id: 13, name: 'Chitra', busy: false },
    ],
    freeUserIds: [11, 13],
  };

  it('gives a round-robin booking to the free member with the highest priority', () => {
    const resource = {
      event_type: 'round_robin',
      members: [
        { user_id: 11, priority: 1, location: { type: 'zoom' } },
        { user_id: 12, priority: 9, location: { type: 'zoom' } },
        { user_id: 13, priority: 5, location: { type: 'zoom' } },
      ],
    } as unknown as Resource;
    expect(pickHostUserId(resource, slot)).to.equal(13);
    expect(pickHostUserId(resource, { users: slot.users, freeUserIds: [] })).to.equal(undefined);
  });

  it("uses a one-on-one resource's own user", () => {
    const resource = { event_type: 'one_on_one', user_id: 7 } as unknown as Resource;
    expect(pickHostUserId(resource, slot)).to.equal(7);
    const withoutUser = { event_type: 'one_on_one' } as unknown as Resource;
    expect(pickHostUserId(withoutUser, slot)).to.equal(11);
  });
});
