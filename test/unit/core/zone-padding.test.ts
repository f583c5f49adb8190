/**
 * Property: for any viewer / resource zone pair (offsets −12 to +14) and any view, the dates requested hold
 * every slot of every day the viewer sees: the first and last instant of each of the viewer's days (luxon's
 * answer) fall on resource-zone dates inside the request, and the request stays within 62 days.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  daysBetween,
  addDays,
  requestRange,
  visibleRange,
  zonePadding,
  type CalendarView,
} from '../../../src/core/calendar.js';

// prettier-ignore
const ZONES = [
  'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Etc/GMT+12', 'Etc/GMT-14', 'Pacific/Chatham', 'Asia/Kathmandu',
  'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Tongatapu', 'Pacific/Honolulu',
  'America/Santiago', 'Pacific/Apia', 'Asia/Kolkata', 'America/St_Johns', 'UTC', 'Pacific/Marquesas',
];

describe('core/calendar: every local day complete for any pair of zones (against luxon)', () => {
  it('requests the resource dates of the first and last instant of each visible day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...ZONES, undefined),
        fc.constantFrom<CalendarView>('month', 'week', 'day'),
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 7 }),
        (viewer, resource, view, date, firstDay) => {
          const anchor = date.toISOString().slice(0, 10);
          const visible = visibleRange(view, anchor, firstDay);
          const padding = zonePadding(viewer, resource, visible);
          const requested = requestRange(view, anchor, firstDay, { padding });
          expect(daysBetween(requested.start, requested.end) + 1).to.be.at.most(62);
          // With the zone unknown, every zone of the list must be covered.
          for (const zone of resource === undefined ? ZONES : [resource]) {
            for (let day = visible.start; day <= visible.end; day = addDays(day, 1)) {
              const start = DateTime.fromISO(day, { zone: viewer }).startOf('day');
              const end = start.plus({ days: 1 }).minus({ milliseconds: 1 });
              for (const instant of [start, end]) {
                const resourceDate = instant.setZone(zone).toISODate()!;
                const context = `${viewer} day ${day} → ${zone} ${resourceDate}, requested ${requested.start}…${requested.end}`;
                expect(
                  resourceDate >= requested.start && resourceDate <= requested.end,
                  context,
                ).to.equal(true);
              }
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a Kiritimati viewer of a Pago Pago resource gets the 00:00 slot of the first day', () => {
    const visible = visibleRange('week', '2026-03-04', 1);
    const requested = requestRange('week', '2026-03-04', 1, {
      padding: zonePadding('Pacific/Kiritimati', 'Pacific/Pago_Pago', visible),
    });
    // 00:00 on Monday 2 March in Kiritimati is 23:00 on Saturday 28 February in Pago Pago.
    const slot = DateTime.fromISO('2026-03-02T00:00', { zone: 'Pacific/Kiritimati' });
    expect(slot.setZone('Pacific/Pago_Pago').toISODate()).to.equal('2026-02-28');
    expect(requested.start <= '2026-02-28').to.equal(true);
  });
});
