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
