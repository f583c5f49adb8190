// The mock slot engine's time for a 31-day month (round robin, 3 members, 2,000 bookings): bench/slot-engine.ts,
// written with the mock, does the measuring; this adapts its figures to the bench's Summary shape.
import { benchSlotEngine } from '../slot-engine.js';
import type { Summary } from '../lib/stats.js';

export function measureSlotEngine(): Summary {
  const figures = benchSlotEngine();
  return { median: figures.medianMs, min: figures.minMs, max: figures.maxMs, runs: figures.runs };
}
