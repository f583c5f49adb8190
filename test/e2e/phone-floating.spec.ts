// The floating button on a phone (375 × 740, touch): it keeps its label, and it never covers the page's own
// controls: it moves to the free corner or above them when they lie under its corner (a tap without focus first
// reaches them), and away while the page scrolls down (its last controls sit in the corner it occupies). Compared by
// boxes, by what a tap at a control's centre reaches and by taps.
import type { Locator, Page } from '@playwright/test';
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
  // Measured once its entrance has ended: mid-slide, a fractional offset gives a box of 43.9999 px.
  await button.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  const box = (await button.boundingBox())!;
  expect(Math.round(box.height * 100) / 100).toBeGreaterThanOrEqual(44);
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

/** Records taps (clicks) on the page's controls; `tapped()` lists the ids that received one. */
async function recordTaps(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { tapped: string[] }).tapped = seen;
    document.addEventListener('click', (event) => {
      const target = event.target as Element;
      if (target.id) seen.push(target.id);
    });
  });
}
const tapped = (page: Page) =>
  page.evaluate(() => (window as unknown as { tapped: string[] }).tapped);

/** The boxes of the button and of the page's controls `ids` do not overlap. */
async function clearOf(page: Page, button: Locator, ids: string[]) {
  const own = (await button.boundingBox())!;
  for (const id of ids) {
    const box = (await page.locator(`#${id}`).boundingBox())!;
    const overlap =
      box.x < own.x + own.width &&
      box.x + box.width > own.x &&
      box.y < own.y + own.height &&
      box.y + box.height > own.y;
    if (overlap) return false;
  }
  return true;
}

test('on a page that does not scroll, a control in its corner is not covered: a tap reaches it', async ({
  page,
}) => {
  // The page's own control where the button floats, and nothing in the other corner.
  const button = await placeButton(
    page,
    `<h1>Contact</h1>
     <p style="position: fixed; inset-inline-end: 8px; bottom: 16px; margin: 0">
       <button id="corner" type="button">Send</button></p>`,
  );
  await recordTaps(page);
  await expect.poll(() => clearOf(page, button, ['corner'])).toBe(true);
  await expect(button).toBeInViewport();
  // Without focus first (a phone's tap): the page's control receives it, and the button still opens the popup.
  await page.locator('#corner').tap();
  expect(await tapped(page)).toEqual(['corner']);
  expect(await reachable(page, 'corner')).toBe(true);
  // It moved to the free corner, not off the screen.
  const box = (await button.boundingBox())!;
  expect(box.x).toBeLessThan(375 / 2);
  expect(box.y + box.height).toBeGreaterThan(740 - 80);
  await button.tap();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a control inside a custom element’s shadow root in its corner (a cookie bar) is not covered', async ({
  page,
}) => {
  // A cookie bar made as a custom element (declarative shadow DOM): its button is in an open shadow root, out of
  // reach of the page's selectors.
  const button = await placeButton(
    page,
    `<h1>Contact</h1>
     <cookie-bar style="position: fixed; inset-inline-end: 8px; bottom: 16px; display: block">
       <template shadowrootmode="open"><button id="accept" type="button">Accept</button></template>
     </cookie-bar>`,
  );
  const accept = page.locator('cookie-bar').locator('#accept');
  await expect(accept).toBeVisible();
  const clear = async () => {
    const own = (await button.boundingBox())!;
    const box = (await accept.boundingBox())!;
    return (
      box.x >= own.x + own.width ||
      box.x + box.width <= own.x ||
      box.y >= own.y + own.height ||
      box.y + box.height <= own.y
    );
  };
  await expect.poll(clear).toBe(true);
  await expect(button).toBeInViewport();
  // A tap at the button's centre reaches it, not the floating button.
  const reached = await page.evaluate(() => {
    const host = document.querySelector('cookie-bar')!;
    const control = host.shadowRoot!.getElementById('accept')!;
    const box = control.getBoundingClientRect();
    return host.shadowRoot!.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.id;
  });
  expect(reached).toBe('accept');
  await button.tap();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a bar of controls along the bottom: it sits above them, every control tappable', async ({
  page,
}) => {
  const button = await placeButton(
    page,
    `<h1>Shop</h1>
     <nav style="position: fixed; inset-inline: 0; bottom: 0; display: flex; justify-content: space-between;
                 padding: 8px; background: #eee">
       <a id="home" href="#home">Home</a><a id="cart" href="#cart">Cart</a>
       <button id="account" type="button">Account</button></nav>`,
  );
  await recordTaps(page);
  await expect.poll(() => clearOf(page, button, ['home', 'cart', 'account'])).toBe(true);
  const bar = (await page.locator('nav').boundingBox())!;
  // Clear of the controls' centres while it may still be moving up: its place once there.
  await expect
    .poll(async () => {
      const { y, height } = (await button.boundingBox())!;
      return y + height <= bar.y;
    })
    .toBe(true);
  const box = (await button.boundingBox())!;
  // Still in its own corner's column, just above the bar.
  expect(box.x + box.width).toBeGreaterThan(375 / 2);
  expect(bar.y - (box.y + box.height)).toBeLessThan(40);
  for (const id of ['home', 'cart', 'account']) await page.locator(`#${id}`).tap();
  expect(await tapped(page)).toEqual(['home', 'cart', 'account']);
});

test('when the corner frees up (the window grows), it goes back to it', async ({ page }) => {
  // A control that is in the corner only while the window is narrow.
  const button = await placeButton(
    page,
    `<h1>Contact</h1>
     <p style="position: fixed; inset-inline-end: 8px; bottom: 16px; margin: 0">
       <button id="corner" type="button">Send</button></p>
     <style>@media (min-width: 500px) { p { bottom: auto !important; top: 120px } }</style>`,
  );
  await expect.poll(() => clearOf(page, button, ['corner'])).toBe(true);
  await expect.poll(async () => (await button.boundingBox())!.x).toBeLessThan(375 / 2);
  await page.setViewportSize({ width: 600, height: 740 });
  await expect.poll(async () => (await button.boundingBox())!.x).toBeGreaterThan(300);
});
