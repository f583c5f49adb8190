// Layout shift from load until the times are shown: the sum of the page's 'layout-shift' entries without recent
// input (the CLS rule; the popup is opened by a script click, so none of its entries is excused as input), for the
// inline widget (demo/bench-inline.html) and the popup (demo/bench-embed.html), on a desktop and a touch phone.
// Each run is a fresh context; it ends once a time is visible and the page is quiet (the time-zone selector, loaded
// on idle, has replaced its placeholder). Target 0: nothing on the page moves while the widget loads.
import type { Page } from 'playwright-core';
import type { BenchContext } from '../run.js';
import { newIsolatedContext, settle } from '../lib/browser.js';
import { installProbes, waitForVisibleSlot } from '../lib/flows.js';
import { repeat, round, type Summary } from '../lib/stats.js';

const VIEWPORTS = {
  desktop: { width: 1000, height: 800 },
  phone: { width: 375, height: 667 },
} as const;

/** Collects layout shifts from the first paint (the observer is installed before any page script). */
const OBSERVE_SHIFTS = `(() => {
  globalThis.__layoutShift = { score: 0, entries: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      globalThis.__layoutShift.score += entry.value;
      globalThis.__layoutShift.entries += 1;
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function shiftUntilSlots(page: Page): Promise<number> {
  await waitForVisibleSlot(page);
  await settle(page);
  // Entries of the last frames are delivered to the observer after them.
  await page.waitForTimeout(200);
  return page.evaluate(() => (globalThis as any).__layoutShift.score as number);
}

async function once(
  { browser, server }: BenchContext,
  way: 'inline' | 'popup',
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
): Promise<number> {
  // The phone is a touch phone (coarse pointer: 44 px targets, as the widget lays them out there).
  const context = await newIsolatedContext(browser, {
    viewport,
    mobile: viewport === VIEWPORTS.phone,
  });
  try {
    await installProbes(context);
    await context.addInitScript({ content: OBSERVE_SHIFTS });
    const page = await context.newPage();
    if (way === 'inline') {
      await page.goto(`${server.origin}/demo/bench-inline.html`);
    } else {
      await page.goto(`${server.origin}/demo/bench-embed.html`);
      await settle(page);
      await page.evaluate(() => document.querySelector<HTMLElement>('#trigger')!.click());
    }
    return round(await shiftUntilSlots(page), 4);
  } finally {
    await context.close();
  }
}

export async function measureLayoutShift(context: BenchContext): Promise<Record<string, Summary>> {
  const results: Record<string, Summary> = {};
  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const way of ['inline', 'popup'] as const)
      results[`${way}-${name}`] = await repeat(context.runs, () => once(context, way, viewport));
  return results;
}

/** The table's rows: one per way and viewport, target 0. */
export function layoutShiftRows(results: Record<string, Summary>) {
  return Object.entries(results).map(([key, summary]) => {
    const [way, viewport] = key.split('-') as [string, keyof typeof VIEWPORTS];
    const { width, height } = VIEWPORTS[viewport];
    return {
      section: 'layout shift',
      figure: `${way === 'inline' ? 'inline widget' : 'popup'}, ${viewport === 'phone' ? 'touch phone' : viewport} ${width}×${height}: load → times shown (CLS)`,
      value: `${summary.median} [${summary.min} – ${summary.max}] (${summary.runs})`,
      target: '0',
    };
  });
}
