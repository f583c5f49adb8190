// Page-load cost of a header script: CDP ScriptDuration and TaskDuration of a page with the script and one
// popup trigger, minus the same page without the script, each pair loaded in fresh contexts back to back.
import type { Browser } from 'playwright-core';
import { newIsolatedContext } from '../lib/browser.js';
import { emulatePhone } from '../lib/phone.js';
import { summarize, type Summary } from '../lib/stats.js';

export interface LoadCost {
  /** with − without, per pair of loads, in ms */
  scriptMs: Summary;
  taskMs: Summary;
  /** the raw figures, for reference */
  withScript: { scriptMs: Summary; taskMs: Summary };
  withoutScript: { scriptMs: Summary; taskMs: Summary };
}

/**
 * Main-thread CPU time by default ('threadTicks'): the figures must not depend on what else the machine is doing
 * (wall time on a shared machine varies several-fold). BENCH_TIME_DOMAIN=timeTicks measures wall time instead.
 */
export const TIME_DOMAIN: 'threadTicks' | 'timeTicks' =
  process.env.BENCH_TIME_DOMAIN === 'timeTicks' ? 'timeTicks' : 'threadTicks';

interface PageCost {
  scriptMs: number;
  taskMs: number;
}

interface LoadOptions {
  /** Under the phone profile (lib/phone.ts). */
  phone?: boolean;
  timeDomain?: 'threadTicks' | 'timeTicks';
}

async function loadOnce(
  browser: Browser,
  url: string,
  { phone = false, timeDomain = TIME_DOMAIN }: LoadOptions,
): Promise<PageCost> {
  const context = await newIsolatedContext(browser);
  try {
    const page = await context.newPage();
    if (phone) await emulatePhone(page);
    const session = await context.newCDPSession(page);
    // Enabled before navigating: the counters only accumulate while the domain is on.
    await session.send('Performance.enable', { timeDomain });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Whatever the script schedules after load (idle callbacks, timers) belongs to its cost too.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const idle = (
            globalThis as { requestIdleCallback?: (cb: () => void, o?: object) => number }
          ).requestIdleCallback;
          if (idle) idle(() => done(), { timeout: 1000 });
          else setTimeout(done, 200);
        }),
    );
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) =>
      metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
    return { scriptMs: value('ScriptDuration') * 1000, taskMs: value('TaskDuration') * 1000 };
  } finally {
    await context.close();
  }
}

export async function measureLoadCost(
  browser: Browser,
  withUrl: string,
  withoutUrl: string,
  runs: number,
  options: LoadOptions = {},
): Promise<LoadCost> {
  // One discarded pair warms up the server, the disk cache of the OS and Chromium's code paths.
  await loadOnce(browser, withUrl, options);
  await loadOnce(browser, withoutUrl, options);
  const withCosts: PageCost[] = [];
  const withoutCosts: PageCost[] = [];
  for (let index = 0; index < runs; index++) {
    // Alternate the order so a drift in machine load doesn't favour one side.
    if (index % 2 === 0) {
      withCosts.push(await loadOnce(browser, withUrl, options));
      withoutCosts.push(await loadOnce(browser, withoutUrl, options));
    } else {
      withoutCosts.push(await loadOnce(browser, withoutUrl, options));
      withCosts.push(await loadOnce(browser, withUrl, options));
    }
  }
  const diff = (key: keyof PageCost) =>
    withCosts.map((cost, index) => cost[key] - withoutCosts[index]![key]);
  return {
    scriptMs: summarize(diff('scriptMs')),
    taskMs: summarize(diff('taskMs')),
    withScript: {
      scriptMs: summarize(withCosts.map((cost) => cost.scriptMs)),
      taskMs: summarize(withCosts.map((cost) => cost.taskMs)),
    },
    withoutScript: {
      scriptMs: summarize(withoutCosts.map((cost) => cost.scriptMs)),
      taskMs: summarize(withoutCosts.map((cost) => cost.taskMs)),
    },
  };
}
