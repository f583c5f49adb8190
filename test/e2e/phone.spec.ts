// A visitor on a phone (375 × 740, touch): the popup's close button never covers a control, whatever the panel's
// scroll position.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { openPopupFromSource } from './helpers/a11y.js';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The close button's box and the visible part (inside the scrolling panel) of every control of the widget the
 * close button overlaps, at the panel's current scroll position.
 */
function overlaps(page: Page): Promise<{ close: Box; covered: string[] }> {
  return page.evaluate(() => {
    const dialog = document.querySelector('booking-dialog')!.shadowRoot!;
    const close = dialog.querySelector('[part="close"]')!.getBoundingClientRect();
    const panel = (dialog.querySelector('.panel') ??
      dialog.querySelector('div'))!.getBoundingClientRect();
    const controls: Element[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches('button, input, select, textarea, a[href], [tabindex="0"]'))
          controls.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document.querySelector('booking-dialog booking-widget')!.shadowRoot!);
    const covered: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Only what the panel shows of it: a control scrolled out of the panel is clipped, not covered.
      const top = Math.max(box.top, panel.top);
      const bottom = Math.min(box.bottom, panel.bottom);
      if (bottom <= top) continue;
      const hits =
        box.left < close.right &&
        box.right > close.left &&
        top < close.bottom &&
        bottom > close.top;
      if (hits) covered.push(control.getAttribute('aria-label') || control.textContent!.trim());
    }
    return {
      close: { x: close.x, y: close.y, width: close.width, height: close.height },
      covered,
    };
  });
}

/** Scrolls the popup's panel through its whole height in steps, checking at each stop. */
async function expectCloseCoversNothing(page: Page, where: string): Promise<void> {
  const height = await page.evaluate(() => {
    const panel = document
      .querySelector('booking-dialog')!
      .shadowRoot!.querySelector('.panel, div')!;
    return panel.scrollHeight - panel.clientHeight;
  });
  for (let top = 0; top <= height + 60; top += 60) {
    await page.evaluate((y) => {
      document
        .querySelector('booking-dialog')!
        .shadowRoot!.querySelector('.panel, div')!.scrollTop = y;
    }, top);
    const { covered } = await overlaps(page);
    expect(covered, `${where}, panel scrolled to ${top} px`).toEqual([]);
  }
}

test('the popup’s close button covers no control at any scroll position (calendar and form)', async ({
  page,
}) => {
  const widget = await openPopupFromSource(page, { resource: '101', demo: true });
  await expectCloseCoversNothing(page, 'calendar');
  await widget.locator('[part~="slot"]:not([disabled])').first().tap();
  await expect(widget.locator('[part~="form"]')).toBeVisible();
  await expectCloseCoversNothing(page, 'form');
  const { close } = await overlaps(page);
  expect(close.width).toBeGreaterThanOrEqual(44);
  expect(close.height).toBeGreaterThanOrEqual(44);
});

/** Whether `locator`'s box lies within the popup panel's visible part. */
async function inPanelView(locator: import('@playwright/test').Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const panel = document
      .querySelector('booking-dialog')!
      .shadowRoot!.querySelector('.panel')!
      .getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= panel.top - 0.5 && box.bottom <= panel.bottom + 0.5;
  });
}

test('the popup opens on a compact header and the calendar: a bookable day on the first screen', async ({
  page,
}) => {
  const widget = await openPopupFromSource(page, { resource: '101', demo: true });
  const header = widget.locator('[part~="header"]');
  await expect(header.getByRole('heading', { name: 'Product demo' })).toBeVisible();
  // The description waits behind "Details".
  const description = header.getByText(/A live walkthrough/);
  await expect(description).toBeHidden();
  const day = widget.locator('[part~="day"][part~="available"]').first();
  expect(await inPanelView(day)).toBe(true);
  const more = header.getByRole('button', { name: 'Details' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.tap();
  await expect(description).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
});

test('from tapping a time to the form, the date, time and Back stay in sight; no field takes focus', async ({
  page,
}) => {
  const widget = await openPopupFromSource(page, { resource: '101', demo: true });
  const slot = widget.locator('[part~="slot"]:not([disabled])').first();
  await slot.scrollIntoViewIfNeeded();
  await slot.tap();
  const form = widget.locator('booking-form');
  await expect(form.locator('[part~="form"]')).toBeVisible();
  const summary = form.locator('.summary');
  const back = form.getByRole('button', { name: 'Back' });
  await expect(summary).toContainText(/[AP]M \S.*\(GMT/);
  await expect(form.getByRole('heading', { name: 'Enter your details' })).toBeFocused();
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  const height = await page.evaluate(() => {
    const panel = document.querySelector('booking-dialog')!.shadowRoot!.querySelector('.panel')!;
    return panel.scrollHeight - panel.clientHeight;
  });
  for (
    let top = await page.evaluate(
      () =>
        document.querySelector('booking-dialog')!.shadowRoot!.querySelector('.panel')!.scrollTop,
    );
    top <= height;
    top += 120
  ) {
    await page.evaluate((y) => {
      document.querySelector('booking-dialog')!.shadowRoot!.querySelector('.panel')!.scrollTop = y;
    }, top);
    expect(await inPanelView(summary), `summary at ${top} px`).toBe(true);
    expect(await inPanelView(back), `Back at ${top} px`).toBe(true);
  }
});

test('on a touch screen, days, times, chips, the view switch and choice rows are at least 44 × 44 px', async ({
  page,
}) => {
  const widget = await openPopupFromSource(page, { resource: '101', demo: true });
  const sizes = (selector: string, root = widget) =>
    root
      .locator(selector)
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => [
            element.getBoundingClientRect().width,
            element.getBoundingClientRect().height,
          ]),
      );
  const check = async (selector: string, minWidth = 44, root = widget) => {
    const found = await sizes(selector, root);
    expect(found.length, selector).toBeGreaterThan(0);
    for (const [width, height] of found) {
      expect(width, `${selector} width`).toBeGreaterThanOrEqual(minWidth - 0.5);
      expect(height, `${selector} height`).toBeGreaterThanOrEqual(43.5);
    }
  };
  await check('[part~="day"]');
  await check('[part~="slot"]');
  await check('.chip');
  await check('.views button');
  await check('.iconbtn');
  await widget.locator('[part~="slot"]:not([disabled])').first().tap();
  const form = widget.locator('booking-form');
  await expect(form.locator('[part~="form"]')).toBeVisible();
  // Choice rows span the form's width; their height is what a thumb hits.
  await check('.choice', 0, form);
  await check('button', 44, form);
});
