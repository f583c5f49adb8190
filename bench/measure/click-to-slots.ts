// Click-to-slots: from a click on a popup trigger to the first slot painted (inside the shadow roots), on the
// page with the header script and one trigger (resource 106, demo mode). Each run is a fresh context (empty
// HTTP cache): "cold" clicks without any hover first; "after hover prefetch" hovers the trigger, lets the
// prefetch finish, then clicks. Demo mode with 0 and 100 ms simulated latency (data-booking-demo-latency), and
// under the phone profile (lib/phone.ts).
import type { BenchContext } from '../run.js';
import { newIsolatedContext, settle } from '../lib/browser.js';
import { installProbes, waitForAnySlot } from '../lib/flows.js';
import { emulatePhone, PHONE } from '../lib/phone.js';
import { repeat, type Summary } from '../lib/stats.js';

async function once(
  { browser, server }: BenchContext,
  latencyMs: number,
  prefetch: boolean,
  phone = false,
): Promise<number> {
  const context = await newIsolatedContext(browser);
  try {
    await installProbes(context);
    const page = await context.newPage();
    if (phone) await emulatePhone(page);
    await page.goto(`${server.origin}/demo/bench-embed.html`);
    await settle(page);
    await page.evaluate((latency) => {
      const trigger = document.querySelector<HTMLElement>('#trigger')!;
      if (latency > 0) trigger.dataset.bookingDemoLatency = String(latency);
      else delete trigger.dataset.bookingDemoLatency;
    }, latencyMs);
    if (prefetch) {
      await page.hover('#trigger');
      // The prefetch renders the popup's widget hidden; once its slots exist, the data is in.
      await waitForAnySlot(page, (phone ? 30_000 : 5000) + latencyMs * 4);
      await settle(page);
    }
    return await page.evaluate(
      () => (globalThis as any).__bench.clickToSlots('#trigger') as Promise<number>,
    );
  } finally {
    await context.close();
  }
}

export async function measureClickToSlots(context: BenchContext): Promise<Record<string, Summary>> {
  const results: Record<string, Summary> = {};
  for (const latencyMs of [0, 100]) {
    results[`cold${latencyMs}`] = await repeat(context.runs, () => once(context, latencyMs, false));
    results[`prefetched${latencyMs}`] = await repeat(context.runs, () =>
      once(context, latencyMs, true),
    );
  }
  return results;
}

/** Click to slots under the phone profile: cold, and after the hover prefetch. */
export async function measurePhoneClickToSlots(
  context: BenchContext,
): Promise<Record<string, Summary>> {
  const latencyMs = PHONE.roundTripMs;
  return {
    cold: await repeat(context.runs, () => once(context, latencyMs, false, true)),
    prefetched: await repeat(context.runs, () => once(context, latencyMs, true, true)),
  };
}
