// Summaries of repeated measurements: every timing the bench prints is a median with its min and max.

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('summarize: no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    median: round(median),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
    runs: sorted.length,
  };
}

/** Rounds to 0.01 (ms or KB): the noise of these measurements is far above that. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Runs `measure` `runs` times after `warmup` discarded runs, sequentially (never in parallel: CPU is shared). */
export async function repeat(
  runs: number,
  measure: (index: number) => Promise<number>,
  warmup = 1,
): Promise<Summary> {
  for (let index = 0; index < warmup; index++) await measure(-1 - index);
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) samples.push(await measure(index));
  return summarize(samples);
}
