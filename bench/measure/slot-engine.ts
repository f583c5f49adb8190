// The mock slot engine's time for a 31-day month (round robin, 3 members, 2,000 bookings): bench/slot-engine.ts,
// written with the mock, does the measuring; this adapts its figures to the bench's Summary shape.
import type { Summary } from '../lib/stats.js';

interface SlotEngineFigures {
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
}

export async function measureSlotEngine(): Promise<Summary> {
  // A computed specifier: the bench still type-checks and runs its other sections while that file is absent.
  const specifier: string = '../slot-engine.js';
  const { benchSlotEngine } = (await import(specifier)) as { benchSlotEngine(): SlotEngineFigures };
  const figures = benchSlotEngine();
  return { median: figures.medianMs, min: figures.minMs, max: figures.maxMs, runs: figures.runs };
}
