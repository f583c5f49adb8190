// A read the service refused for now pauses every read of the page that shares its key (the shared rate limiter):
// a widget whose own reads wait out another widget's 429 says so with the countdown, never a silent wait behind
// the times it showed before.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { openInline, openTwoWidgets } from './helpers/a11y.js';
import { faultsInForce, setFault } from './faults-helpers.js';

const refresh = (w: Locator) =>
  w.evaluate((el) => void (el as unknown as { refresh(): Promise<void> }).refresh());

/** Waits until the page's clock is early in a 10-second rate-limit window, so a 429 now pauses the page ≥ 6 s. */
const earlyInWindow = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Date.now() % 10_000), { timeout: 15_000, intervals: [100] })
    .toBeLessThan(3_000);

const countdown = (w: Locator) => w.locator('p.busy');

/**
 * Once the mock has refused the read (its one fault used up, so the client waits out the pause), `w` shows no
 * countdown: a second for one to show (before the fix, it showed within 0.3 s), then a look at once (an assertion
 * that retries would pass once the pause is over).
 */
async function expectNoCountdownOnceRefused(page: Page, w: Locator) {
  await expect.poll(() => faultsInForce(page)).toBe(0);
  await page.waitForTimeout(1_000);
  expect(await countdown(w).count()).toBe(0);
}
const COUNTDOWN = /^The service is busy — trying again in \d+ s$/;

test('a refresh held by the other widget’s 429 shows the countdown, then the times', async ({
  page,
}) => {
  const { demo, workshop } = await openTwoWidgets(page);
  for (const w of [demo, workshop]) await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  await earlyInWindow(page);
  // The workshop's times are refused once: the page waits until the window's end.
  await setFault(page, { route: 'availability', kind: '429', times: 1 });
  await refresh(workshop);
  await expect(countdown(workshop)).toHaveText(COUNTDOWN);
  // The demo's reads are not refused: they wait behind the workshop's pause, and say so.
  await refresh(demo);
  await expect(countdown(demo)).toHaveText(COUNTDOWN);
  // The pause over, both show their times and no countdown.
  for (const w of [demo, workshop]) {
    await expect(countdown(w)).toHaveCount(0, { timeout: 15_000 });
    await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  }
});

test('a read refused while the form is shown puts no countdown over the form; back on the times, it shows', async ({
  page,
}) => {
  const { demo } = await openTwoWidgets(page);
  await demo.locator('[part~="slot"]:not([disabled])').first().click();
  await expect(demo.locator('[part~="form"]')).toBeVisible();
  await earlyInWindow(page);
  await setFault(page, { route: 'availability', kind: '429', times: 1 });
  await refresh(demo);
  await expectNoCountdownOnceRefused(page, demo);
  await expect(demo.locator('[part~="form"]')).toBeVisible();
  await demo.getByRole('button', { name: 'Back' }).click();
  await expect(countdown(demo)).toHaveText(COUNTDOWN);
  await expect(countdown(demo)).toHaveCount(0, { timeout: 15_000 });
  await expect(demo.locator('[part~="slot"]').first()).toBeVisible();
});

test('a next-month prefetch the service refuses puts no countdown over the times shown', async ({
  page,
}) => {
  const w = await openInline(page, { resource: '101' });
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  // Counts the availability reads the mock answers (the shown month's, then its next month's prefetch).
  await page.evaluate(() => {
    const mock = (window as unknown as { __bookingMock: { service: { fetch: typeof fetch } } })
      .__bookingMock;
    const answer = mock.service.fetch;
    (window as unknown as { __reads: number }).__reads = 0;
    mock.service.fetch = (input, init) => {
      if (/\/availability\//.test(input instanceof Request ? input.url : String(input)))
        (window as unknown as { __reads: number }).__reads += 1;
      return answer(input, init);
    };
  });
  const reads = () => page.evaluate(() => (window as unknown as { __reads: number }).__reads);
  // The next month is prefetched once the person stays on this one: it is in the cache.
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await earlyInWindow(page);
  await setFault(page, { route: 'availability', kind: '429', times: 1 });
  const title = w.locator('#period-title');
  const shown = (await title.textContent())!.trim();
  await w.getByRole('button', { name: 'Next month' }).click();
  await expect(title).not.toHaveText(shown);
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  // The month after is prefetched in turn, and refused: the page's reads now wait out the pause (≥ 5 s).
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expectNoCountdownOnceRefused(page, w);
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
});
