// A dense day by keyboard (106, the IT help desk: 96 times of 15 minutes) and how many times a day lists before it
// becomes a bounded box. The bounded list is one Tab stop; the keys move between its times, the focused one kept in
// view inside the box. A day shown alone on a phone (the day view, the narrow week's one day) lists a working day
// plainly.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { expectNoAxeViolations } from './helpers/a11y.js';
import { openDemo, widget } from './booking-helpers.js';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The focused time's instant (the widget's shadow root's active element). */
const focusedInstant = (page: Page) =>
  widget(page).evaluate(
    (host) => (host.shadowRoot!.activeElement as HTMLElement | null)?.dataset['instant'] ?? '',
  );

/** `locator` lies wholly inside the bounded list's box. */
async function insideList(list: Locator, locator: Locator) {
  const outer = await box(list);
  const inner = await box(locator);
  return inner.y >= outer.y - 1 && inner.y + inner.height <= outer.y + outer.height + 1;
}

test('a dense day is one Tab stop; arrows, Home / End and PageUp / PageDown move between its times', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDemo(page, { resource: '106' });
  const w = widget(page);
  // A whole day of 96: the first day after today with times.
  await w.locator('[part~="day"][part~="available"]:not([part~="today"])').first().click();
  const list = w.locator('.dense');
  const times = list.locator('[part~="slot"]');
  await expect(times).toHaveCount(96);
  const instants = await times.evaluateAll((all) =>
    all.map((time) => time.getAttribute('data-instant')!),
  );
  const expectAt = async (index: number) => {
    await expect.poll(() => focusedInstant(page)).toBe(instants[index]);
    await expect.poll(() => insideList(list, times.nth(index))).toBe(true);
  };

  // One Tab stop: the first time; Tab leaves the list at once, Shift+Tab comes back to it.
  await expect(list.locator('[tabindex="0"]')).toHaveCount(1);
  await times.first().focus();
  await page.keyboard.press('Tab');
  await expect(w.getByRole('button', { name: 'Choose another date' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expectAt(0);

  // Right: the next time; Down: the one under it (three a row at 375 px); Left, Up: back.
  await page.keyboard.press('ArrowRight');
  await expectAt(1);
  const right = await box(times.nth(1));
  await page.keyboard.press('ArrowDown');
  const below = await times.evaluateAll(
    (all, instant) => all.findIndex((time) => time.getAttribute('data-instant') === instant),
    await focusedInstant(page),
  );
  expect(below).toBeGreaterThan(1);
  const under = await box(times.nth(below));
  expect(Math.abs(under.x - right.x)).toBeLessThan(2);
  expect(under.y).toBeGreaterThan(right.y);
  await page.keyboard.press('ArrowUp');
  await expectAt(1);
  await page.keyboard.press('ArrowLeft');
  await expectAt(0);

  // End / Home: the day's last and first times, scrolled into the list's view (not the page's).
  const pageY = await page.evaluate(() => scrollY);
  await page.keyboard.press('End');
  await expectAt(95);
  await page.keyboard.press('Home');
  await expectAt(0);
  expect(Math.abs((await page.evaluate(() => scrollY)) - pageY)).toBeLessThan(300);

  // PageDown: the next part of the day's first time (morning 48, afternoon 20, evening 28), then the last time;
  // PageUp: this part's first time, then the one before's.
  await page.keyboard.press('PageDown');
  await expectAt(48);
  await expect(list.getByRole('heading', { name: 'Afternoon' })).toBeInViewport();
  await page.keyboard.press('PageDown');
  await expectAt(68);
  await page.keyboard.press('PageDown');
  await expectAt(95);
  await page.keyboard.press('PageUp');
  await expectAt(68);
  await page.keyboard.press('PageUp');
  await expectAt(48);

  // The Tab stop follows focus: out and back in lands on the time last focused.
  await page.keyboard.press('ArrowRight');
  await expectAt(49);
  await expect(list.locator('[tabindex="0"]')).toHaveCount(1);
  await expect(times.nth(49)).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expectAt(49);

  // Enter books that time: the form opens for it.
  await page.keyboard.press('Enter');
  await expect(w.locator('[part~="form"]')).toBeVisible();
  await w.getByRole('button', { name: 'Back' }).first().click();
  await expectAt(49);
  await expectNoAxeViolations(page, 'a dense day with a roving tab stop', 'booking-widget');
});

test('1280 px week: each dense column is one Tab stop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDemo(page, { resource: '106', view: 'week', 'hide-details': '' });
  const w = widget(page);
  await expect(w.locator('.week section:visible')).toHaveCount(7);
  const lists = w.locator('.week .dense');
  await expect(lists.first().locator('[part~="slot"]').first()).toBeVisible();
  const count = await lists.count();
  expect(count).toBeGreaterThan(1);
  // Tab stops among the week's times: one per dense column.
  await expect(w.locator('.week .dense [part~="slot"][tabindex="0"]')).toHaveCount(count);
  const first = lists.first().locator('[part~="slot"]:not([disabled])');
  await first.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(first.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(lists.nth(1).locator('[part~="slot"][tabindex="0"]')).toBeFocused();
});

test.describe('a day shown alone on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the week view lists a day of 10 times plainly, as the day view does, not in a scrolling box', async ({
    page,
  }) => {
    // The board preparation call (45 minutes): ten times a weekday (9–13 and 14–18 in Lisbon), more than a week
    // column's eight beside six others, within a day's twelve.
    for (const view of ['week', 'day'] as const) {
      await openDemo(page, { resource: '202', view, 'hide-details': '' });
      const w = widget(page);
      await expect(w.locator('[part~="slot"]').first()).toBeVisible();
      if (view === 'week') await w.locator('.week-day[aria-label*="10 times"]').first().click();
      else
        for (let step = 0; step < 7 && (await w.locator('[part~="slot"]').count()) !== 10; step++)
          await w.getByRole('button', { name: 'Next day' }).click();
      const shown = w.locator(view === 'week' ? '.week section:visible' : '.slots-panel');
      await expect(shown.locator('[part~="slot"]')).toHaveCount(10);
      await expect(shown.locator('.dense')).toHaveCount(0);
      await expect(shown.getByRole('heading', { name: 'Morning' })).toHaveCount(0);
      // Every time in tab order, side by side: no taller than the bounded box would be (18rem).
      await expect(shown.locator('[part~="slot"][tabindex="-1"]')).toHaveCount(0);
      expect((await box(shown.locator('ul.slots'))).height).toBeLessThanOrEqual(18 * 16);
    }
  });
});
