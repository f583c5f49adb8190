/**
 * The mock slot engine's time for one 31-day month of a round-robin resource with 3 members in
 * three time zones and 2,000 existing bookings (issue 2). Run directly: `npx tsx bench/slot-engine.ts`.
 */
import { DateTime } from 'luxon';
import { Resource } from '../src/api/schemas.js';
import { seedResources, seedSchedules, seedUsers } from '../src/mock/fixtures.js';
import { BookingIndex, computeAvailability, type BookedInterval } from '../src/mock/slot-engine.js';

export interface SlotEngineFigures {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
  /** Slots in the computed month (a sanity figure: the work was done). */
  slots: number;
}

const WARM_UP = 5;
const RUNS = 21;
const BOOKINGS = 2000;

export function benchSlotEngine(): SlotEngineFigures {
  const created = '2026-01-01T00:00:00Z';
  const resource = Resource.parse(seedResources(created).find((r) => r['resource_id'] === 103));
  if (resource.event_type !== 'round_robin') throw new Error('fixture 103 must be round robin');
  const schedules = new Map(seedSchedules().map((s) => [s.schedule_id, s]));
  const users = new Map(seedUsers().map((u) => [u.user_id, u]));
  const members = resource.members.map((m) => m.user_id);

  const zone = 'America/New_York';
  const monthStart = DateTime.fromISO('2026-03-01', { zone });
  const now = monthStart.minus({ days: 1 }).toMillis();
  const monthMs = monthStart.plus({ months: 1 }).toMillis() - monthStart.toMillis();

  // Deterministic pseudo-random bookings on the half hour across the month (a fixed seed).
  let seed = 20260301;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const halfHours = Math.floor(monthMs / 1_800_000);
  const bookings: BookedInterval[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const start = monthStart.toMillis() + Math.floor(random() * halfHours) * 1_800_000;
    bookings.push({
      booking_id: `bk_${i}`,
      resource_id: i % 4 === 0 ? 999 : 103,
      host_id: members[i % members.length]!,
      start,
      end: start + 1_800_000,
      created: now - i * 60_000,
    });
  }
  const index = new BookingIndex(bookings);

  const run = () =>
    computeAvailability({
      resource,
      schedules,
      users,
      bookings: index,
      now,
      start: '2026-03-01',
      end: '2026-03-31',
      durationMinutes: 30,
    });

  for (let i = 0; i < WARM_UP; i++) run();
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const entries = run();
    times.push(performance.now() - started);
    slots = entries.reduce((sum, e) => sum + e.slots.length, 0);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)]!,
    minMs: times[0]!,
    maxMs: times[times.length - 1]!,
    runs: RUNS,
    slots,
  };
}

const invokedDirectly =
  typeof process !== 'undefined' && /slot-engine\.ts$/.test(process.argv[1] ?? '');
if (invokedDirectly) {
  const figures = benchSlotEngine();
  console.log(
    `slot engine, 31 days, round robin x3, ${BOOKINGS} bookings: median ${figures.medianMs.toFixed(2)} ms ` +
      `(min ${figures.minMs.toFixed(2)}, max ${figures.maxMs.toFixed(2)}, ${figures.runs} runs, ${figures.slots} slots)`,
  );
}
