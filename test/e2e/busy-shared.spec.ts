// A read the service refused for now pauses every read of the page that shares its key (the shared rate limiter):
// a widget whose own reads wait out another widget's 429 says so with the countdown, never a silent wait behind
// the times it showed before.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { openTwoWidgets } from './helpers/a11y.js';
import { setFault } from './faults-helpers.js';

const refresh = (w: Locator) =>
  w.evaluate((el) => void (el as unknown as { refresh(): Promise<void> }).refresh());

/** Waits until the page's clock is early in a 10-second rate-limit window, so a 429 now pauses the page ≥ 6 s. */
const earlyInWindow = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Date.now() % 10_000), { timeout: 15_000, intervals: [100] })
    .toBeLessThan(3_000);

const countdown = (w: Locator) => w.locator('p.busy');
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
  // The service has refused the read: the client now waits out the pause.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { __bookingMock: { faults: { list(): unknown[] } } }
          ).__bookingMock.faults.list().length,
      ),
    )
    .toBe(0);
  // A second for a countdown to show over the form (before, it showed within 0.3 s), then a look at once (an
  // assertion that retries would wait out the pause).
  await page.waitForTimeout(1_000);
  expect(await countdown(demo).count()).toBe(0);
  await expect(demo.locator('[part~="form"]')).toBeVisible();
  await demo.getByRole('button', { name: 'Back' }).click();
  await expect(countdown(demo)).toHaveText(COUNTDOWN);
  await expect(countdown(demo)).toHaveCount(0, { timeout: 15_000 });
  await expect(demo.locator('[part~="slot"]').first()).toBeVisible();
});
