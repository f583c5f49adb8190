// Month switch with cached data, dense resource 106 (96 slots a day): the inline widget in demo mode goes
// forward a month, back, then a timed forward (both months are now cached): performance.now() around the
// click → the widget's update committed ("rendered") and → the frame after it ("painted"). Then back, and the
// same switch with the click delivered at the start of a frame, as real input is: how many frames until the new
// month shows (1 = within one frame) and the time to just after that frame.
import type { BenchContext } from '../run.js';
import { newIsolatedContext, settle } from '../lib/browser.js';
import { installProbes, waitForVisibleSlot } from '../lib/flows.js';
import { summarize, type Summary } from '../lib/stats.js';

export async function measureMonthSwitch({ browser, server, runs }: BenchContext): Promise<{
  renderMs: Summary;
  toPaintMs: Summary;
  alignedToPaintMs: Summary;
  alignedFrames: Summary;
}> {
  const render: number[] = [];
  const paint: number[] = [];
  const alignedPaint: number[] = [];
  const alignedFrames: number[] = [];
  for (let index = -1; index < runs; index++) {
    const context = await newIsolatedContext(browser);
    try {
      await installProbes(context);
      const page = await context.newPage();
      await page.goto(`${server.origin}/demo/bench-inline.html`);
      await waitForVisibleSlot(page);
      await page.evaluate(() => (globalThis as any).__bench.navigate('Next month'));
      await waitForVisibleSlot(page);
      await page.evaluate(() => (globalThis as any).__bench.navigate('Previous month'));
      await waitForVisibleSlot(page);
      await settle(page);
      const timing = await page.evaluate(
        () =>
          (globalThis as any).__bench.timeMonthSwitch('Next month') as Promise<{
            renderMs: number;
            toPaintMs: number;
          }>,
      );
      await page.evaluate(() => (globalThis as any).__bench.navigate('Previous month'));
      await settle(page);
      const aligned = await page.evaluate(
        () =>
          (globalThis as any).__bench.timeMonthSwitchAligned('Next month') as Promise<{
            frames: number;
            toPaintMs: number;
          }>,
      );
      // The first (warm-up) run is discarded: it pays for the JIT of the month rendering paths.
      if (index >= 0) {
        render.push(timing.renderMs);
        paint.push(timing.toPaintMs);
        alignedPaint.push(aligned.toPaintMs);
        alignedFrames.push(aligned.frames);
      }
    } finally {
      await context.close();
    }
  }
  return {
    renderMs: summarize(render),
    toPaintMs: summarize(paint),
    alignedToPaintMs: summarize(alignedPaint),
    alignedFrames: summarize(alignedFrames),
  };
}
