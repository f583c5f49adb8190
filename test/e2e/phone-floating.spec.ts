// The floating button on a phone (375 × 740, touch): it keeps its label, and it never covers the page's own
// controls: it moves away while the page scrolls down (its last controls sit in the corner it occupies) and while a
// control under it has focus. Compared by boxes and by what a tap at a control's centre reaches.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { ensureBuilt, HEADER_SCRIPT, openPage } from './embed-helpers.js';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
test.beforeAll(ensureBuilt);

/** Whether a tap at the centre of the page's `#id` reaches it (nothing lies over it). */
const reachable = (page: Page, id: string) =>
  page.evaluate((target) => {
    const control = document.getElementById(target)!;
    const box = control.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === control;
  }, id);

async function placeButton(page: Page, body: string) {
  await openPage(page, '/e2e/floating-phone.html', HEADER_SCRIPT, body);
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
  await page.evaluate(() =>
    window.BookingWidget!.floatingButton({ resource: '101', demo: true, text: 'Book a demo' }),
  );
  const button = page.getByRole('button', { name: 'Book a demo' });
  await expect(button).toBeVisible();
  return button;
}

test('keeps its label on a phone, in a 44 px pill', async ({ page }) => {
  const button = await placeButton(page, '<h1>Shop</h1>');
  await expect(button).toContainText('Book a demo');
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  // The label shows in full: wider than an icon alone.
  expect(box.width).toBeGreaterThan(120);
  expect(
    await button.evaluate((element) => {
      const text = element.querySelector('.text')!;
      return text.scrollWidth <= text.clientWidth;
    }),
  ).toBe(true);
});

test('scrolled to the end of the page, the controls in its corner can be tapped', async ({
  page,
}) => {
  // A long page whose last control sits where the button floats.
  const button = await placeButton(
    page,
    `<h1>Shop</h1><div style="height: 2000px"></div>
     <p style="text-align: end; margin: 0 0 16px"><button id="last" type="button">Checkout</button></p>`,
  );
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
  await expect.poll(() => reachable(page, 'last')).toBe(true);
  // Scrolling up brings it back, label and all.
  await page.mouse.wheel(0, -400);
  await expect
    .poll(() => button.evaluate((element) => element.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(740);
  await expect(button).toContainText('Book a demo');
});

test('a control under it that takes focus is not covered; focus elsewhere brings it back', async ({
  page,
}) => {
  // A page that does not scroll, with a field in the button's corner.
  const button = await placeButton(
    page,
    `<h1>Contact</h1><label for="top">Name</label> <input id="top">
     <p style="position: fixed; inset-inline-end: 8px; bottom: 16px; margin: 0">
       <label for="corner">Code</label> <input id="corner" size="8"></p>`,
  );
  await expect.poll(() => reachable(page, 'corner')).toBe(false);
  await page.locator('#corner').focus();
  await expect.poll(() => reachable(page, 'corner')).toBe(true);
  await page.locator('#top').focus();
  await expect.poll(() => reachable(page, 'corner')).toBe(false);
  await expect(button).toBeInViewport();
});
