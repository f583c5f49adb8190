// One booking per intent. Ten fast clicks and an Enter make one request; an answer lost after
// the service stored the booking is resolved by looking it up (never a second booking); a popup closed
// and reopened after a failure still holds what was typed.
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/clock.js';
import {
  expect,
  ANSWERS,
  clearFaults,
  confirmation,
  errorEvents,
  errorPanel,
  expectAnswersKept,
  fillForm,
  mountWidget,
  pickAndFill,
  setFault,
  SHORT_TIMEOUT_MS,
} from './faults-helpers.js';
import { bookingsFor } from './booking-helpers.js';

async function recordConfirmations(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __confirmed: unknown[] };
    w.__confirmed = [];
    document.addEventListener('booking-confirmed', (e) =>
      w.__confirmed.push((e as CustomEvent<unknown>).detail),
    );
  });
}

const confirmations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __confirmed: unknown[] }).__confirmed.length);

/** Slows the in-page service so a submit stays in flight while the person keeps clicking. */
const setLatency = (page: Page, ms: number) =>
  page.evaluate((value) => {
    (
      window as unknown as { __bookingMock: { service: { setLatency(ms: number): void } } }
    ).__bookingMock.service.setLatency(value);
  }, ms);

async function expectExactlyOneBooking(page: Page, w: Locator) {
  await expect(confirmation(w)).toBeVisible();
  const stored = await bookingsFor(page, { email: ANSWERS.email });
  expect(stored).toHaveLength(1);
  expect(stored[0]!.invitees[0]!.name).toBe(ANSWERS.name);
  await expect.poll(() => confirmations(page)).toBe(1);
}

// The booking stays in flight for 3 s (setLatency): a later day's time, because the first time of today sits at the
// edge of the resource's notice and can stop being bookable while the request waits ('That time was just taken').
const IN_FLIGHT = { timeoutMs: 15_000, daysAhead: 3 };

test('10 fast clicks and an Enter at submit make exactly one booking', async ({ page }) => {
  const w = await mountWidget(page, IN_FLIGHT);
  await recordConfirmations(page);
  await pickAndFill(w);
  // Long enough that the booking is still in flight when Enter arrives, however fast the machine.
  await setLatency(page, 3000);
  // Ten clicks in one burst, before the widget has re-rendered anything, then Enter in a field.
  await w.locator('[part~="submit"]').evaluate((button) => {
    for (let i = 0; i < 10; i++) (button as HTMLButtonElement).click();
  });
  await w.getByRole('textbox', { name: 'Email address' }).press('Enter');
  await expectExactlyOneBooking(page, w);
  expect(await errorEvents(page)).toEqual([]);
});

test('Enter first, then 10 clicks from the pointer, make exactly one booking', async ({ page }) => {
  const w = await mountWidget(page, IN_FLIGHT);
  await recordConfirmations(page);
  await pickAndFill(w);
  await setLatency(page, 3000);
  await w.getByRole('textbox', { name: 'Email address' }).press('Enter');
  await w.locator('[part~="submit"]').click({ clickCount: 10, force: true });
  await expectExactlyOneBooking(page, w);
  expect(await errorEvents(page)).toEqual([]);
});

test('an answer lost after the booking was stored: looked up, confirmation shown, one booking', async ({
  page,
}) => {
  const w = await mountWidget(page);
  await recordConfirmations(page);
  await pickAndFill(w);
  await setFault(page, { route: 'booking', kind: 'drop-response', times: 1 });
  await w.locator('[part~="submit"]').click();
  await expectExactlyOneBooking(page, w);
  // Recovered, so nothing failed from the person's point of view.
  expect(await errorEvents(page)).toEqual([]);
});

test('lost answer and a failing lookup: the retry looks up first and never books twice', async ({
  page,
}) => {
  const w = await mountWidget(page);
  await recordConfirmations(page);
  await pickAndFill(w);
  await setFault(page, { route: 'booking', kind: 'drop-response', times: 1 });
  await setFault(page, { route: 'bookings', kind: 'offline' });
  await w.locator('[part~="submit"]').click();
  await expect(errorPanel(w)).toContainText('Couldn’t reach the booking service');
  await expect(errorPanel(w)).toContainText('We couldn’t check whether your booking went through');
  await expectAnswersKept(w);
  await expect
    .poll(async () => (await errorEvents(page)).map((e) => `${e.step}:${e.code}`))
    .toEqual(['booking:network_error']);

  // Still offline: a retry only repeats the lookup, it does not post again.
  await errorPanel(w).getByRole('button', { name: 'Try again' }).click();
  await expect.poll(async () => (await errorEvents(page)).length).toBe(2);
  await expect(errorPanel(w)).toContainText('We couldn’t check whether your booking went through');

  await clearFaults(page);
  await errorPanel(w).getByRole('button', { name: 'Try again' }).click();
  await expectExactlyOneBooking(page, w);
});

test('the timeout attribute bounds a hanging booking request; the answers stay', async ({
  page,
}) => {
  const w = await mountWidget(page);
  await pickAndFill(w);
  await setFault(page, { route: 'booking', kind: 'timeout', times: 1 });
  await w.locator('[part~="submit"]').click();
  await expect(errorPanel(w)).toContainText('took too long');
  await expect(errorPanel(w)).toContainText('We checked: no booking was made.');
  await expectAnswersKept(w);
  const events = await errorEvents(page);
  expect(events.map((e) => e.code)).toEqual(['timeout']);
  expect(events[0]!.message).toContain(`${SHORT_TIMEOUT_MS} ms`);
});

test('popup: a failed booking, closed and reopened, keeps the answers and the retry books once', async ({
  page,
}) => {
  await page.goto('/demo/inline.html?resource=106');
  await expect(page.locator('booking-widget#widget [part~="calendar"]')).toBeVisible();
  await page.evaluate(async () => {
    const popup = (await import(
      /* @vite-ignore */ '/src/components/booking-dialog/popup.ts' as string
    )) as { open(options: Record<string, unknown>): void };
    (window as unknown as { __open: () => void }).__open = () =>
      popup.open({ resource: '106', demo: true });
    (window as unknown as { __open: () => void }).__open();
  });
  const w = page.locator('booking-dialog booking-widget');
  await expect(page.getByRole('dialog')).toBeVisible();
  await pickAndFill(w);
  await setFault(page, { route: 'booking', kind: '500', times: 1 });
  await w.locator('[part~="submit"]').click();
  await expect(errorPanel(w)).toContainText('had a problem');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { __open: () => void }).__open());
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAnswersKept(w);
  await errorPanel(w).getByRole('button', { name: 'Try again' }).click();
  await expect(confirmation(w)).toBeVisible();
  expect(await bookingsFor(page, { email: ANSWERS.email })).toHaveLength(1);
});

test('a retry re-checks the form: an answer emptied after the failure is asked for again', async ({
  page,
}) => {
  const w = await mountWidget(page);
  await pickAndFill(w);
  await setFault(page, { route: 'booking', kind: '500', times: 1 });
  await w.locator('[part~="submit"]').click();
  await expect(errorPanel(w)).toContainText('had a problem');
  await w.getByRole('textbox', { name: 'Describe the problem' }).fill('');
  await errorPanel(w).getByRole('button', { name: 'Try again' }).click();
  await expect(w.getByRole('textbox', { name: 'Describe the problem' })).toBeFocused();
  expect(await bookingsFor(page, { email: ANSWERS.email })).toHaveLength(0);
  await fillForm(w);
  await errorPanel(w).getByRole('button', { name: 'Try again' }).click();
  await expect(confirmation(w)).toBeVisible();
  expect(await bookingsFor(page, { email: ANSWERS.email })).toHaveLength(1);
});
