// What a visitor sees stay put: the time-zone field inside the widget on a phone, week columns that start level, a loading state of the final size, a popup that opens
// at its final size, and a Next arrow that stays under the pointer while the period title changes width.
// Geometry in CSS pixels, measured in real layout.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { widget } from './booking-helpers.js';
import { holdRequests, SELECTOR_MODULE, selectorDefined } from './helpers/lazy.js';

test.use({ timezoneId: 'Europe/Berlin' });

/** The in-page mock service (demo mode): holding it keeps the widget in its loading state. */
const MOCK_MODULE = /\/src\/mock\/browser\.ts(\?.*)?$/;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const expectSameBox = (actual: Box, expected: Box, what: string, tolerance = 1) => {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(
      Math.abs(actual[key] - expected[key]),
      `${what}: ${key} ${actual[key]} vs ${expected[key]}`,
    ).toBeLessThanOrEqual(tolerance);
};

for (const width of [375, 320]) {
  test(`at ${width} px the time-zone field stays inside the widget's border`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/demo/inline.html?resource=101');
    const w = widget(page);
    await expect(w.locator('[part~="slot"]').first()).toBeVisible();
    await expect.poll(() => selectorDefined(page)).toBe(true);
    const field = w.locator('booking-timezone-select').getByRole('combobox', { name: 'Time zone' });
    await expect(field).toBeVisible();
    const outer = await box(w);
    const inner = await box(field);
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  });
}

test('the zone field keeps its box when the selector loads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const selector = await holdRequests(page, SELECTOR_MODULE);
  await page.goto('/demo/inline.html?resource=101');
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  const placeholder = w.getByRole('combobox', { name: 'Time zone' });
  await expect(placeholder).toHaveAttribute('readonly', '');
  const before = { row: await box(w.locator('.zone-row')), field: await box(placeholder) };

  selector.release();
  await expect.poll(() => selectorDefined(page)).toBe(true);
  const field = w.locator('booking-timezone-select').getByRole('combobox', { name: 'Time zone' });
  await expect(field).not.toHaveAttribute('readonly', '');
  expectSameBox(await box(field), before.field, 'the field');
  expectSameBox(await box(w.locator('.zone-row')), before.row, 'the zone row');
});

/** Every list of times in the calendar shows all it holds: none is a scroll box that clips some. */
const clippedLists = (page: Page) =>
  widget(page)
    .locator('[part~="calendar"] ul')
    .evaluateAll((lists) =>
      lists
        .filter((list) => list.scrollHeight > list.clientHeight + 1)
        .map((list) => list.id || list.className),
    );

test('week view: a day with seven times shows the seventh', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/demo/inline.html?resource=101&view=week');
  const w = widget(page);
  const title = w.locator('#period-title');
  const full = w
    .locator('.week section')
    .filter({ has: page.locator('li:nth-child(7)') })
    .first();
  // The week of today may have no such day left (a Friday evening): the day is chosen from the data, weeks ahead.
  for (let week = 0; ; week++) {
    await expect(w.locator('[part~="slot"]').or(w.locator('.state.empty')).first()).toBeVisible();
    expect(await clippedLists(page)).toEqual([]);
    if ((await full.count()) > 0 || week === 3) break;
    const shown = (await title.textContent())!.trim();
    await w.getByRole('button', { name: 'Next week' }).click();
    await expect(title).not.toHaveText(shown);
  }
  // A phone shows one day of the week at a time: that day's button in the week's day row shows it.
  const date = (await full.getAttribute('aria-labelledby'))!.replace('col-', '');
  await w.locator(`.week-day[data-date="${date}"]`).click();
  await expect(full.locator('[part~="slot"]').nth(6)).toBeVisible();
  await full.locator('[part~="slot"]').nth(6).click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
});

// The weeks of November 15 to 29, 2026 (their headings wrap differently): the test's own instant, whatever the
// instant the other tests run at (scripts/time-matrix.mjs).
test.describe('weeks of a set November', () => {
  test.use({ e2eNow: '2026-11-17T10:00:00Z' });

  test('week view: the columns start at the same height whatever their headings wrap to', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/demo/inline.html?resource=106&view=week');
    const w = widget(page);
    await expect(w.locator('[part~="slot"]').first()).toBeVisible();
    // The week of November 29: "Sun, Nov 29" beside the shorter "Tue, Dec 1".
    const title = w.locator('#period-title');
    await expect(title).toHaveText('Week of November 15, 2026');
    for (const week of ['Week of November 22, 2026', 'Week of November 29, 2026']) {
      await w.getByRole('button', { name: 'Next week' }).click();
      await expect(title).toHaveText(week);
    }
    await expect(w.locator('[part~="slot"]').first()).toBeVisible();
    // A width of seven columns (from 760 px) where some headings wrap in their column, others do not.
    const width = await w.evaluate((element) => {
      const heights = () =>
        [...element.shadowRoot!.querySelectorAll('.week section h4')].map((h) =>
          Math.round(h.getBoundingClientRect().height),
        );
      for (let px = 760; px < 1600; px += 4) {
        element.style.width = `${px}px`;
        const shown = heights();
        if (!shown.includes(0) && new Set(shown).size > 1) return px;
      }
      return 0;
    });
    expect(width, 'a width with headings of one and two lines').toBeGreaterThan(0);
    const tops = await w
      .locator('.week section')
      .evaluateAll((columns) =>
        columns.map((column) =>
          Math.round(column.querySelector('h4')!.nextElementSibling!.getBoundingClientRect().top),
        ),
      );
    expect(new Set(tops).size, `first rows at ${tops.join(', ')}`).toBe(1);
  });
});

// Widths where the title keeps one line, so its width follows its text.
for (const [view, next, width] of [
  ['month', 'Next month', 375],
  ['week', 'Next week', 1280],
  ['day', 'Next day', 1280],
] as const) {
  test(`${view} view: the Next arrow stays where it is while the title changes width`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/demo/inline.html?resource=106&view=${view}`);
    const w = widget(page);
    await expect(w.locator('[part~="slot"]').first()).toBeVisible();
    const button = w.getByRole('button', { name: next });
    const title = w.locator('#period-title');
    const seen: { text: string; x: number; titleWidth: number }[] = [];
    for (let step = 0; step < 4; step++) {
      const text = (await title.textContent())!.trim();
      // The text's own width (the heading's box may be a fixed slot).
      const titleWidth = await title.evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return Math.round(range.getBoundingClientRect().width);
      });
      seen.push({ text, x: Math.round((await box(button)).x), titleWidth });
      await button.click();
      await expect(title).not.toHaveText(text);
    }
    expect(
      new Set(seen.map((entry) => entry.titleWidth)).size,
      `titles of different widths: ${JSON.stringify(seen)}`,
    ).toBeGreaterThan(1);
    expect(new Set(seen.map((entry) => entry.x)).size, JSON.stringify(seen)).toBe(1);
  });
}

test('the loading state has the size of the loaded widget', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mock = await holdRequests(page, MOCK_MODULE);
  await page.goto('/demo/inline.html?resource=101');
  const w = widget(page);
  await expect.poll(mock.asked).toBe(true);
  await expect(w.locator('[aria-busy="true"]').first()).toBeVisible();
  await expect(w.locator('.zone-row')).toBeVisible();
  const loading = { widget: await box(w), zone: await box(w.locator('.zone-row')) };

  mock.release();
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  await expect.poll(() => selectorDefined(page)).toBe(true);
  await expect(w.locator('booking-timezone-select').getByRole('combobox')).not.toHaveAttribute(
    'readonly',
    '',
  );
  expectSameBox(await box(w), loading.widget, 'the widget', 2);
  expectSameBox(await box(w.locator('.zone-row')), loading.zone, 'the zone row', 2);
});

test('the popup opens at its final size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const mock = await holdRequests(page, MOCK_MODULE);
  await page.goto('/index.html');
  await page.evaluate(async () => {
    const popup = await import('/src/components/booking-dialog/popup.ts' as string);
    popup.open({ resource: '101', demo: true });
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(mock.asked).toBe(true);
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  const opened = await box(dialog);

  mock.release();
  await expect(page.locator('booking-dialog booking-widget [part~="slot"]').first()).toBeVisible();
  await expect.poll(() => selectorDefined(page)).toBe(true);
  expectSameBox(await box(dialog), opened, 'the dialog');
});
