// Browser tests at a fixed instant (test/shared/fixed-now.mjs: E2E_NOW, else a Tuesday morning mid-month). Every
// spec that imports `test` from here starts each page at that instant, with time flowing from there (Playwright's
// clock: Date, timers and performance.now follow it). The demo mock runs in the page and reads `Date.now`, so its
// "today", its notice and its seeded bookings follow too: a run gives the same screens on any day, at any hour, in
// any machine zone. scripts/time-matrix.mjs runs the date-sensitive specs at awkward instants (the `e2eNow` option
// of its projects), where each test chooses its day from the data. Specs against a server of their own
// (live-mode.spec.ts, early-reads.spec.ts, the contract stub) keep the real clock: the server's "now" is the machine's.
import { test as base, type Page } from '@playwright/test';
import { fixedNow } from '../../shared/fixed-now.mjs';

export { expect } from '@playwright/test';

/** The current test's instant and when it was taken on the machine's clock. */
let instant = fixedNow();
let takenAt = Date.now();

/** "Now" as the current test's pages see it, for a test's own arithmetic in Node. */
export const testNow = (): number => instant + (Date.now() - takenAt);

const installed = new WeakSet<Page>();

/**
 * Installs Playwright's clock on `page` at "now" as the pages see it (once per page). Tests that move the clock
 * themselves (`fastForward`) call this rather than `page.clock.install()`.
 */
export async function installClock(page: Page): Promise<void> {
  if (installed.has(page)) return;
  installed.add(page);
  await page.clock.install({ time: testNow() });
}

/** `test` with each page's clock at the fixed instant (`e2eNow`, an ISO instant, overrides it per project). */
export const test = base.extend<{ e2eNow: string | undefined }>({
  e2eNow: [undefined, { option: true }],
  page: async ({ page, e2eNow }, use) => {
    instant = e2eNow ? Date.parse(e2eNow) : fixedNow();
    takenAt = Date.now();
    await installClock(page);
    await use(page);
  },
});
