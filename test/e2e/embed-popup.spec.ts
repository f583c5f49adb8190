// The popup's modal rules: focus in, trapped, Escape / close button / backdrop, focus back to the trigger,
// no page scroll behind it, full screen on small viewports, kept input until a booking, options, theming.
import { expect, test } from './helpers/clock.js';
import type { Page } from '@playwright/test';
import { contrastRatio, DEFAULT_BACKGROUNDS, parseColor } from '../../src/core/palette.js';
import { ensureBuilt, HEADER_SCRIPT, openPage } from './embed-helpers.js';

test.beforeAll(() => ensureBuilt());

const ratio = (a: string, b: string): number => contrastRatio(parseColor(a)!, parseColor(b)!);

const LONG_PAGE = `
  <p style="height: 800px">Top of a long page</p>
  <button id="trigger" data-booking-resource="106" data-booking-demo>Get IT help</button>
  <button id="other">Another button</button>
  <div style="height: 3000px"></div>`;

async function openPopup(page: Page): Promise<void> {
  await openPage(page, '/e2e/popup.html', HEADER_SCRIPT, LONG_PAGE);
  await page.locator('#trigger').scrollIntoViewIfNeeded();
  await page.locator('#trigger').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('booking-dialog booking-widget [part~="slot"]').first()).toBeVisible();
}

const focusInsidePopup = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.activeElement?.closest('booking-dialog')?.open === true);

test('focus moves into the popup and stays there while tabbing both ways', async ({ page }) => {
  await openPopup(page);
  expect(await focusInsidePopup(page)).toBe(true);
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => focusInsidePopup(page), `after Tab ×${press + 1}`).toBe(true);
  }
  for (let press = 0; press < 15; press++) {
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusInsidePopup(page), `after Shift+Tab ×${press + 1}`).toBe(true);
  }
});

for (const way of ['Escape', 'close button', 'backdrop click'] as const) {
  test(`${way} closes the popup and focus returns to the trigger`, async ({ page }) => {
    await openPopup(page);
    if (way === 'Escape') await page.keyboard.press('Escape');
    if (way === 'close button') await page.getByRole('button', { name: 'Close' }).click();
    if (way === 'backdrop click') await page.mouse.click(4, 4);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#trigger')).toBeFocused();
  });
}

test('a click inside the popup does not close it', async ({ page }) => {
  await openPopup(page);
  await page.getByRole('heading', { name: 'IT help desk' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the page behind does not scroll while the popup is open, and is restored exactly after', async ({
  page,
}) => {
  await openPage(page, '/e2e/popup.html', HEADER_SCRIPT, LONG_PAGE);
  await page.evaluate(() => {
    document.documentElement.style.overflow = 'auto';
    window.scrollTo(0, 600);
  });
  await page.locator('#trigger').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  await page.mouse.move(4, 4);
  await page.mouse.wheel(0, 1200);
  await page.keyboard.press('End');
  // Input is handled before the frames that follow it are drawn: two frames later, a page that could scroll has.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.overflow))
    .toBe('auto');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
});

test('full screen below 640 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await openPopup(page);
  const box = (await page.locator('booking-dialog').locator('dialog').boundingBox())!;
  expect(Math.round(box.x)).toBe(0);
  expect(Math.round(box.y)).toBe(0);
  expect(Math.round(box.width)).toBe(375);
  expect(Math.round(box.height)).toBe(700);
});

test('closing and reopening keeps what was typed, until a booking is made', async ({ page }) => {
  await openPopup(page);
  const widget = page.locator('booking-dialog booking-widget');
  await widget.locator('[part~="slot"]').first().click();
  await widget.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper');
  await page.keyboard.press('Escape');
  await page.locator('#trigger').click();
  await expect(widget.getByRole('textbox', { name: 'Full name' })).toHaveValue('Grace Hopper');
  expect(await page.locator('booking-dialog').count()).toBe(1);

  await widget.getByRole('textbox', { name: 'Email address' }).fill('grace@example.com');
  await widget.getByRole('textbox', { name: 'Describe the problem' }).fill('Printer jam.');
  await widget.locator('[part~="submit"]').click();
  await expect(widget.getByRole('status').filter({ hasText: /booking confirmed/i })).toBeAttached();
  await page.keyboard.press('Escape');
  await page.locator('#trigger').click();
  await expect(widget.locator('[part~="calendar"]')).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
});

test('data-booking-* options reach the widget; the dialog speaks the language', async ({
  page,
}) => {
  await openPage(
    page,
    '/e2e/options.html',
    HEADER_SCRIPT,
    `<a href="/fallback" data-booking-resource="106" data-booking-demo data-booking-view="week"
        data-booking-language="fr" data-booking-timezone="Europe/Paris" data-booking-duration="15m"
        data-booking-date="2030-01-07" data-booking-theme="dark" data-booking-hide-details
        data-booking-api-key="demo" data-booking-base-url="https://demo.booking-widget.invalid/v1"
        data-booking-id="b_1" data-booking-action="reschedule">Réserver</a>`,
  );
  await page.getByRole('link', { name: 'Réserver' }).click();
  await expect(page).toHaveURL(/options\.html$/);
  const widget = page.locator('booking-dialog booking-widget');
  const attributes = await widget.evaluate((element) =>
    Object.fromEntries(
      [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
    ),
  );
  expect(attributes).toMatchObject({
    resource: '106',
    demo: '',
    view: 'week',
    language: 'fr',
    timezone: 'Europe/Paris',
    duration: '15m',
    date: '2030-01-07',
    theme: 'dark',
    'hide-details': '',
    'api-key': 'demo',
    'base-url': 'https://demo.booking-widget.invalid/v1',
    booking: 'b_1',
    action: 'reschedule',
  });
  await expect(page.getByRole('button', { name: 'Fermer' })).toBeVisible();
});

test('a brand colour alone gives readable text on it, in light and dark', async ({ page }) => {
  await openPage(
    page,
    '/e2e/brand.html',
    HEADER_SCRIPT,
    `<button id="light" data-booking-resource="106" data-booking-demo data-booking-primary="#facc15">Yellow</button>
     <button id="dark" data-booking-resource="106" data-booking-demo data-booking-primary="#1e1b4b"
       data-booking-theme="dark">Indigo</button>`,
  );
  const palette = async () =>
    page.evaluate(() => {
      const open = [...document.querySelectorAll('booking-dialog')].find((dialog) => dialog.open)!;
      const style = getComputedStyle(open.querySelector('booking-widget')!);
      return {
        primary: style.getPropertyValue('--booking-primary').trim(),
        onPrimary: style.getPropertyValue('--booking-on-primary').trim(),
      };
    });
  await page.locator('#light').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const light = await palette();
  expect(light.onPrimary).toBe('#000000');
  expect(ratio(light.onPrimary, light.primary)).toBeGreaterThanOrEqual(4.5);
  await page.keyboard.press('Escape');
  await page.locator('#dark').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dark = await palette();
  expect(dark.primary).not.toBe('#1e1b4b');
  expect(ratio(dark.primary, DEFAULT_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(3);
  expect(ratio(dark.onPrimary, dark.primary)).toBeGreaterThanOrEqual(4.5);
});

test('a modifier-click on a link trigger keeps the link behaviour', async ({ page, context }) => {
  await openPage(
    page,
    '/e2e/link.html',
    HEADER_SCRIPT,
    '<a href="/index.html" target="_blank" data-booking-resource="106" data-booking-demo>Book</a>',
  );
  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Book' }).click({ modifiers: ['ControlOrMeta'] });
  await popup;
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a popup prefetched by hover opens with focus on its close button, not on the widget’s last control', async ({
  page,
}) => {
  await openPage(page, '/e2e/popup.html', HEADER_SCRIPT, LONG_PAGE);
  await page.locator('#trigger').scrollIntoViewIfNeeded();
  await page.locator('#trigger').hover();
  // The hidden popup's widget has loaded its times before the click.
  await expect(page.locator('booking-dialog booking-widget [part~="slot"]').first()).toBeAttached();
  await page.locator('#trigger').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const focused = await page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return { part: active?.getAttribute('part'), label: active?.getAttribute('aria-label') };
  });
  expect(focused).toEqual({ part: 'close', label: 'Close' });
});
