// Reflow at 320 CSS px (WCAG 1.4.10) and reduced motion (2.3.3), at every step, inline and in the popup: the page
// never scrolls sideways, every box the widget draws stays inside the viewport, and with prefers-reduced-motion
// nothing moves (no animation or transition longer than 0.01 s).
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, installClock, test } from './helpers/clock.js';
import { openBarePage, openPopupFromSource } from './helpers/a11y.js';

test.describe.configure({ timeout: 180_000 });

const WIDTH = 320;

/** A bare page holding only the widget, so the page's own layout can't cause the scroll. */
async function openBare(page: Page): Promise<Locator> {
  await openBarePage(
    page,
    '<booking-widget resource="107" demo></booking-widget>',
    '<style>body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; }</style>',
  );
  const widget = page.locator('booking-widget');
  await expect(widget.locator('[part~="slot"]').first()).toBeVisible({ timeout: 30_000 });
  return widget;
}

/** What sticks out: the page's sideways scroll, each box of the widget (and popup) beyond the viewport, motion. */
async function problems(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const found: string[] = [];
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > scroller.clientWidth)
      found.push(`the page scrolls sideways: ${scroller.scrollWidth} > ${scroller.clientWidth}`);
    const durations = (value: string) => value.split(',').map((d) => parseFloat(d) || 0);
    const visit = (root: ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.shadowRoot) visit(node.shadowRoot);
        const style = getComputedStyle(node);
        const name = `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}[${node.getAttribute('part') ?? ''}]`;
        if (
          (style.animationName !== 'none' &&
            durations(style.animationDuration).some((d) => d > 0.01)) ||
          durations(style.transitionDuration).some((d) => d > 0.01)
        )
          found.push(`moves: ${name} ${style.animationName} ${style.transitionDuration}`);
        const box = node.getBoundingClientRect();
        // Text for screen readers only is clipped to 1 px; hidden boxes draw nothing.
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
        if (node.closest('.visually-hidden')) continue;
        if (box.left < -0.5 || box.right > width + 0.5)
          found.push(`outside: ${name} ${Math.round(box.left)}…${Math.round(box.right)}`);
      }
    };
    for (const host of document.querySelectorAll('booking-widget, booking-dialog'))
      if (host.shadowRoot) visit(host.shadowRoot);
    return found;
  }, WIDTH);
}

async function expectReflows(page: Page, step: string) {
  expect(await problems(page), step).toEqual([]);
}

/** Every step from the calendar to the cancel screen, checked at each. */
async function walk(page: Page, w: Locator, inline: boolean) {
  await expectReflows(page, 'month');
  if (inline) {
    for (const view of ['Week', 'Day', 'Month']) {
      await w.getByRole('button', { name: view, exact: true }).click();
      await expect(w.locator(`.view-${view.toLowerCase()}`)).toBeVisible();
      await expectReflows(page, view);
    }
  }
  await w.getByRole('button', { name: 'Next month' }).click();
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  await w.locator('.day.available').first().click();
  await expect(w.locator('[part~="slot"]:not([disabled])').first()).toBeVisible();
  await expectReflows(page, 'a day’s times');

  await w.getByRole('combobox', { name: 'Time zone' }).click();
  await expect(w.getByRole('listbox')).toBeVisible();
  await expectReflows(page, 'time zone list');
  await page.keyboard.press('Escape');

  await w.locator('[part~="slot"]:not([disabled])').first().click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
  await expectReflows(page, 'form');
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectReflows(page, 'form with its error summary');

  await w.getByRole('textbox', { name: /^Full name/ }).fill('Grace Hopper');
  await w.getByRole('textbox', { name: /^Email address/ }).fill('grace@example.com');
  await w.getByRole('textbox', { name: /^What would you like to work on/ }).fill('Feedback.');
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[part~="confirmation"]')).toBeVisible();
  await expectReflows(page, 'confirmation');

  await w.getByRole('button', { name: /^Reschedule/ }).click();
  await expect(w.locator('[part~="slot"]:not([disabled])').first()).toBeVisible();
  await expectReflows(page, 'reschedule');
  await w.locator('[part~="slot"]:not([disabled])').first().click();
  await expect(w.getByRole('button', { name: /Confirm new time/ })).toBeVisible();
  await expectReflows(page, 'reschedule, the new time');
  await w.getByRole('button', { name: /Confirm new time/ }).click();
  await expect(w.locator('[part~="confirmation"]')).toBeVisible();

  await w.getByRole('button', { name: /^Cancel/ }).click();
  await expect(w.getByRole('heading', { name: /^Cancel this/ })).toBeVisible();
  await expectReflows(page, 'cancel');
  await w.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(w.getByRole('heading', { name: /was canceled/ })).toBeVisible();
  await expectReflows(page, 'canceled');
}

async function narrowPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 640 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await installClock(page);
  return page;
}

test('inline at 320 px with reduced motion: no sideways scroll, nothing outside, nothing moving at any step', async ({
  browser,
}) => {
  const page = await narrowPage(browser);
  await walk(page, await openBare(page), true);
  await page.context().close();
});

test('popup at 320 px with reduced motion: no sideways scroll, nothing outside, nothing moving at any step', async ({
  browser,
}) => {
  const page = await narrowPage(browser);
  const widget = await openPopupFromSource(page, { resource: '107', demo: true });
  await walk(page, widget, false);
  await page.context().close();
});
