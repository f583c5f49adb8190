// axe-core on every step of the booking flow: inline and popup, light and dark, zero violations
// of any impact. axe scans into the widget's open shadow roots.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import {
  expectNoAxeViolations,
  openInline,
  openPopupFromSource,
  widgetOf,
} from './helpers/a11y.js';
import { answerProductDemo } from './booking-helpers.js';

// Many axe scans / steps per test on a shared 2-core machine: timeouts bound hangs, not speed.
test.describe.configure({ timeout: 180_000 });

/** Holds POST /bookings of the in-page mock until the returned function is called. */
async function holdBookings(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    type Service = { fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> };
    const handle = (globalThis as unknown as { __bookingMock: { service: Service } }).__bookingMock;
    const original = handle.service.fetch.bind(handle.service);
    const held: (() => void)[] = [];
    (globalThis as unknown as { __release: () => void }).__release = () => {
      for (const release of held.splice(0)) release();
      handle.service.fetch = original;
    };
    handle.service.fetch = async (input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const url = input instanceof Request ? input.url : String(input);
      if (method === 'POST' && /\/bookings(\?|$)/.test(url)) {
        await new Promise<void>((resolve) => held.push(resolve));
      }
      return original(input, init);
    };
  });
  return () =>
    page.evaluate(() => (globalThis as unknown as { __release: () => void }).__release());
}

/** Walks the whole flow of resource 101 inside `widget`, scanning at each step. */
async function scanFlow(page: Page, widget: Locator, label: string, inline: boolean) {
  await expect(widget.locator('[part~="slot"]').first()).toBeVisible();
  await expectNoAxeViolations(page, `${label}: details + month`);

  if (inline) {
    await widget.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(widget.locator('.view-week')).toBeVisible();
    await expect(widget.locator('[part~="slot"]').first()).toBeVisible();
    await expectNoAxeViolations(page, `${label}: week`);

    await widget.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(widget.locator('.view-day')).toBeVisible();
    await expectNoAxeViolations(page, `${label}: day`);

    await widget.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(widget.locator('.view-month')).toBeVisible();
  }

  const zone = widget.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await expect(widget.getByRole('listbox')).toBeVisible();
  await zone.fill('Berlin');
  await expect(widget.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, `${label}: time zone selector open`);
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('listbox')).toBeHidden();

  await widget.locator('[part~="slot"]:not([disabled])').first().click();
  await expect(widget.locator('[part~="form"]')).toBeVisible();
  await expectNoAxeViolations(page, `${label}: form empty`);

  await widget.locator('[part~="submit"]').click();
  await expect(widget.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoAxeViolations(page, `${label}: form with errors`);

  await widget.getByRole('textbox', { name: /^Full name/ }).fill('Grace Hopper');
  await widget.getByRole('textbox', { name: /^Email address/ }).fill('grace@example.com');
  await answerProductDemo(widget);
  await widget.getByRole('textbox', { name: /^Phone number/ }).fill('+1 202 555 0100');
  await widget.getByRole('checkbox', { name: 'Payments' }).check();
  await widget.getByLabel('Target go-live date').fill('2027-01-15');
  const release = await holdBookings(page);
  await widget.locator('[part~="submit"]').click();
  await expect(widget.locator('[part~="submit"]')).toBeDisabled();
  await expectNoAxeViolations(page, `${label}: submitting`);
  await release();

  await expect(widget.locator('[part~="confirmation"]')).toBeVisible();
  await expectNoAxeViolations(page, `${label}: confirmation`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`inline ${theme}: every step of the flow has no axe violations`, async ({ page }) => {
    const widget = await openInline(page, { resource: '101', theme });
    await scanFlow(page, widget, `inline ${theme}`, true);
  });

  test(`popup ${theme}: every step of the flow has no axe violations`, async ({ page }) => {
    const widget = await openPopupFromSource(page, { resource: '101', demo: true, theme });
    await scanFlow(page, widget, `popup ${theme}`, false);
  });

  test(`inline ${theme}: loading, empty month and error states have no axe violations`, async ({
    page,
  }) => {
    // A month without times (the disabled days, "no times" message and the jump button).
    const widget = await openInline(page, { resource: '101', theme, date: '2099-01-01' });
    await expect(widget.locator('[part~="calendar"]')).toBeVisible();
    await expectNoAxeViolations(page, `inline ${theme}: month without times`);

    await page.evaluate(() =>
      (
        globalThis as unknown as { __bookingMock: { faults: { set(f: object): void } } }
      ).__bookingMock.faults.set({ route: 'availability', kind: '500' }),
    );
    await widgetOf(page).evaluate((el) =>
      (el as unknown as { refresh(): Promise<void> }).refresh(),
    );
    await expect(widget.locator('[part~="error"]').first()).toBeVisible();
    await expectNoAxeViolations(page, `inline ${theme}: error`);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`inline ${theme}: the reschedule screens have no axe violations`, async ({ page }) => {
    // Scoped to the widget: the demo page's event log grows long enough to scroll by then.
    const widget = await openInline(page, { resource: '107', theme });
    // A time next month, well outside the 24-hour policy terms.
    await widget.getByRole('button', { name: 'Next month' }).click();
    await widget.locator('[part~="slot"]:not([disabled])').first().click();
    await widget.getByRole('textbox', { name: /^Full name/ }).fill('Grace Hopper');
    await widget.getByRole('textbox', { name: /^Email address/ }).fill('grace@example.com');
    await widget
      .getByRole('textbox', { name: /^What would you like to work on/ })
      .fill('Feedback.');
    await widget.locator('[part~="submit"]').click();
    await expect(widget.locator('[part~="confirmation"]')).toBeVisible();

    await widget.getByRole('button', { name: /^Reschedule/ }).click();
    await expect(widget.getByRole('heading', { name: /Reschedule booking/ })).toBeVisible();
    await expect(widget.locator('[part~="slot"]').first()).toBeVisible();
    await expectNoAxeViolations(page, `${theme}: reschedule`, 'booking-widget');
    await widget.locator('[part~="slot"]:not([disabled])').first().click();
    await expect(widget.getByRole('button', { name: /Confirm new time/ })).toBeVisible();
    await expectNoAxeViolations(page, `${theme}: reschedule, new time`, 'booking-widget');
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`inline ${theme}: hosts with photos and a round-robin team have no axe violations`, async ({
    page,
  }) => {
    for (const resource of ['107', '103']) {
      const widget = await openInline(page, { resource, theme });
      await expect(widget.locator('[part~="header"] .avatar').first()).toBeVisible();
      await expectNoAxeViolations(page, `${theme}: hosts of ${resource}`, 'booking-widget');
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`inline ${theme}: a page of events (the list, and an event picked from it) has no axe violations`, async ({
    page,
  }) => {
    await page.goto(`/demo/events.html?theme=${theme}`);
    const widget = widgetOf(page);
    await expect(widget.locator('[part~="event"]')).toHaveCount(6);
    await expectNoAxeViolations(page, `${theme}: page of events`, 'booking-widget');
    await widget.getByRole('button', { name: 'Sales consultation' }).click();
    await expect(widget.getByRole('button', { name: 'All events' })).toBeVisible();
    await expect(widget.locator('[part~="slot"]').first()).toBeVisible();
    await expectNoAxeViolations(page, `${theme}: event picked from the list`, 'booking-widget');
  });
}
