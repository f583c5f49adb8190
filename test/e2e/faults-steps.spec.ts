// Every network fault at every step of the widget — loading the event, loading its times,
// booking — shows a specific message in plain words, offers a retry that works once the fault is
// gone, keeps what the person typed and fires `booking-error` { code, message, step }.
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/clock.js';
import {
  expect,
  EXPECTED,
  FAULTS,
  clearFaults,
  confirmation,
  errorEvents,
  errorPanel,
  expectAnswersKept,
  ANSWERS,
  mountWidget,
  pickAndFill,
  setFault,
  waitSkippingWindows,
  type FaultKind,
} from './faults-helpers.js';
import { bookingsFor } from './booking-helpers.js';

/**
 * With 429 the fake clock moves past rate-limit windows while the test waits: today's first time (at the edge of the
 * resource's notice) could stop being bookable meanwhile, so these tests book a time days ahead.
 */
const RATE_LIMITED = { fakeClock: true, daysAhead: 3 };

const retryButton = (w: Locator) => errorPanel(w).getByRole('button', { name: 'Try again' });

async function expectEvent(page: Page, step: string, code: string) {
  await expect
    .poll(async () => (await errorEvents(page)).map((e) => `${e.step}:${e.code}`))
    .toContain(`${step}:${code}`);
  const event = (await errorEvents(page)).find((e) => e.step === step)!;
  expect(event.message.length).toBeGreaterThan(0);
}

/** Waits for `locator`; with a 429 the client first sits out rate-limit windows (skipped on the fake clock). */
async function waitFor(page: Page, kind: FaultKind, locator: Locator) {
  if (kind === '429') await waitSkippingWindows(page, locator);
  else await expect(locator.first()).toBeVisible();
}

for (const kind of FAULTS) {
  const expected = EXPECTED[kind];

  test(`resource step, ${kind}: message, event and a working retry on the first load`, async ({
    page,
  }) => {
    const w = await mountWidget(page, {
      faults: [{ route: 'resource', kind }],
      wait: 'none',
      fakeClock: kind === '429',
    });
    await waitFor(page, kind, errorPanel(w));
    await expect(errorPanel(w)).toContainText('Couldn’t load this event.');
    await expect(errorPanel(w)).toContainText(expected.read);
    await expectEvent(page, 'resource', expected.code);
    // Nothing half-drawn behind the message.
    await expect(w.locator('[part~="calendar"]')).toHaveCount(0);

    await clearFaults(page);
    await retryButton(w).click();
    await waitFor(page, kind, w.locator('[part~="slot"]:not([disabled])'));
    await expect(w.getByRole('heading', { name: 'IT help desk' })).toBeVisible();
    await expect(errorPanel(w)).toHaveCount(0);
  });

  test(`resource step, ${kind}: a reload failing mid-booking keeps the answers`, async ({
    page,
  }) => {
    const w = await mountWidget(page, kind === '429' ? RATE_LIMITED : {});
    await pickAndFill(w);
    await setFault(page, { route: 'resource', kind });
    await w.evaluate((element) => void (element as HTMLElement & { refresh(): void }).refresh());
    await waitFor(page, kind, errorPanel(w));
    await expect(errorPanel(w)).toContainText(expected.read);
    await expectEvent(page, 'resource', expected.code);

    await clearFaults(page);
    await retryButton(w).click();
    await waitFor(page, kind, w.locator('[part~="form"]'));
    await expectAnswersKept(w);
  });

  test(`availability step, ${kind}: message, event, retry, answers kept`, async ({ page }) => {
    const w = await mountWidget(page, kind === '429' ? RATE_LIMITED : {});
    await pickAndFill(w);
    await w.getByRole('button', { name: 'Back' }).click();
    await setFault(page, { route: 'availability', kind });
    await w.evaluate((element) => void (element as HTMLElement & { refresh(): void }).refresh());
    await waitFor(page, kind, errorPanel(w));
    await expect(errorPanel(w)).toContainText('Couldn’t load available times.');
    await expect(errorPanel(w)).toContainText(expected.read);
    await expectEvent(page, 'availability', expected.code);
    // The event's details stay on screen.
    await expect(w.getByRole('heading', { name: 'IT help desk' })).toBeVisible();

    await clearFaults(page);
    await retryButton(w).click();
    const slot = w.locator('[part~="slot"]:not([disabled])').first();
    await waitFor(page, kind, slot);
    await slot.click();
    await expectAnswersKept(w);
  });

  test(`booking step, ${kind}: message, event, retry, answers kept, one booking`, async ({
    page,
  }) => {
    const w = await mountWidget(page, kind === '429' ? RATE_LIMITED : {});
    await pickAndFill(w);
    // A 429 on the booking is waited out and sent once more by itself: only a second one is reported.
    await setFault(page, { route: 'booking', kind, times: kind === '429' ? 2 : 1 });
    await w.locator('[part~="submit"]').click();
    if (kind === '429') {
      await expect(w.locator('.busy')).toHaveText(/The service is busy — trying again in \d+ s/);
      await waitFor(page, kind, errorPanel(w));
    }
    await expectEvent(page, 'booking', expected.code);

    if (kind === '409') {
      // The time was taken meanwhile: back to fresh times, told why, answers kept.
      await expect(w.locator('.notice[part~="error"]')).toContainText(expected.booking);
      await w.locator('[part~="slot"]:not([disabled])').first().click();
      await expectAnswersKept(w);
      await w.locator('[part~="submit"]').click();
    } else {
      await expect(errorPanel(w)).toContainText(expected.booking);
      if (['offline', 'timeout', 'malformed', 'invalid'].includes(kind)) {
        // The answer was lost or unreadable: the booking was looked up before offering a retry.
        await expect(errorPanel(w)).toContainText('We checked: no booking was made.');
      }
      await expectAnswersKept(w);
      expect(await bookingsFor(page, { email: ANSWERS.email })).toHaveLength(0);
      await retryButton(w).click();
    }
    await waitFor(page, kind, confirmation(w));
    expect(await bookingsFor(page, { email: ANSWERS.email })).toHaveLength(1);
  });
}
