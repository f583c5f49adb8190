// Where the keyboard goes on after a popup that `BookingWidget.open()` showed with nothing focused (at page load, or
// after scrolling): from what was at the top of the view, not past the end of the document (the dialog's place,
// where the next Tab left the page for the browser's own controls).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { ensureBuilt, openPage } from './embed-helpers.js';

test.beforeAll(() => ensureBuilt());

const PARAGRAPHS = Array.from(
  { length: 30 },
  (_, i) =>
    `<p style="height: 120px; margin: 0">Part ${i} <a href="#l${i}" id="l${i}">link ${i}</a></p>`,
).join('');

async function openAndClose(page: Page): Promise<void> {
  await page.evaluate(() => window.BookingWidget!.open({ resource: '101', demo: true }));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('booking-dialog booking-widget [part~="calendar"]')).toBeVisible();
  // The focus goes back with booking-close, a task after the dialog has left the page (its close event); a key
  // pressed in between would still start from the closed dialog.
  await page.evaluate(() => {
    document.documentElement.dataset.closed = 'no';
    document.addEventListener(
      'booking-close',
      () => (document.documentElement.dataset.closed = 'yes'),
      {
        once: true,
      },
    );
  });
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-closed', 'yes');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await openPage(
    page,
    '/e2e/popup-focus-return.html',
    '<script src="/dist/embed.js" defer></script>',
    `<h1>Our story</h1>${PARAGRAPHS}`,
  );
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
});

test('opened at page load: after closing, Tab goes to the page’s first link', async ({ page }) => {
  await openAndClose(page);
  await page.keyboard.press('Tab');
  await expect(page.locator('#l0')).toBeFocused();
});

test('opened with nothing focused after scrolling: Tab goes on from the part of the page in view', async ({
  page,
}) => {
  await page.evaluate(() => scrollTo(0, 1800));
  await openAndClose(page);
  expect(await page.evaluate(() => scrollY)).toBe(1800);
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => Number(document.activeElement?.id.slice(1)));
  // The paragraph at the top of the view is the 15th (1,800 px under 120 px ones, below the heading).
  expect(focused).toBeGreaterThanOrEqual(13);
  expect(focused).toBeLessThanOrEqual(15);
});

test('opened from a focused link: focus returns to it', async ({ page }) => {
  await page.locator('#l10').focus();
  await openAndClose(page);
  await expect(page.locator('#l10')).toBeFocused();
});
