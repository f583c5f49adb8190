// Memory and DOM nodes after 100 popup open/close cycles (header-script page, resource 106, demo mode):
// after a forced garbage collection, CDP JSHeapUsedSize and Nodes (live DOM nodes, shadow trees included),
// and their growth from the state after the first cycle.
import type { Page } from 'playwright-core';
import type { BenchContext } from '../run.js';
import { newIsolatedContext, settle } from '../lib/browser.js';
import { installProbes, waitForVisibleSlot } from '../lib/flows.js';
import { round, summarize, type Summary } from '../lib/stats.js';

const CYCLES = 100;
/** Counts, not timings: 3 runs of 100 cycles each. */
const MEMORY_RUNS = 3;

async function heapAndNodes(page: Page): Promise<{ heapBytes: number; nodes: number }> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.enable');
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.collectGarbage');
    await session.send('Performance.enable');
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) =>
      metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
    return { heapBytes: value('JSHeapUsedSize'), nodes: value('Nodes') };
  } finally {
    await session.detach();
  }
}

async function cycle(page: Page): Promise<void> {
  await page.click('#trigger');
  await waitForVisibleSlot(page);
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    () => (globalThis as any).__bench.firstVisible('[part~="slot"]') === undefined,
    undefined,
    {
      timeout: 10_000,
      polling: 'raf',
    },
  );
}

export async function measureMemory({ browser, server }: BenchContext): Promise<{
  cycles: number;
  heapMB: Summary;
  nodes: Summary;
  heapGrowthMB: Summary;
  nodeGrowth: Summary;
}> {
  const heap: number[] = [];
  const nodes: number[] = [];
  const heapGrowth: number[] = [];
  const nodeGrowth: number[] = [];
  for (let run = 0; run < MEMORY_RUNS; run++) {
    const context = await newIsolatedContext(browser);
    try {
      await installProbes(context);
      const page = await context.newPage();
      await page.goto(`${server.origin}/demo/bench-embed.html`);
      await settle(page);
      await cycle(page);
      await settle(page);
      const first = await heapAndNodes(page);
      for (let index = 1; index < CYCLES; index++) await cycle(page);
      await settle(page);
      const last = await heapAndNodes(page);
      heap.push(round(last.heapBytes / 1024 ** 2));
      nodes.push(last.nodes);
      heapGrowth.push(round((last.heapBytes - first.heapBytes) / 1024 ** 2));
      nodeGrowth.push(last.nodes - first.nodes);
    } finally {
      await context.close();
    }
  }
  return {
    cycles: CYCLES,
    heapMB: summarize(heap),
    nodes: summarize(nodes),
    heapGrowthMB: summarize(heapGrowth),
    nodeGrowth: summarize(nodeGrowth),
  };
}
