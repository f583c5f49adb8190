// A day of 96 times (106, the IT help desk) and a short day on a phone and a desktop: a dense day's times are one
// bounded list that scrolls inside itself, grouped by part of the day; the week on a phone is one day at a time;
// short content leaves no blank before what follows it. Geometry in CSS pixels, measured in real layout.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { openDemo, widget } from './booking-helpers.js';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** The first day after today with times: a whole day of 96 in every zone. */
async function chooseWholeDay(page: Page) {
  const w = widget(page);
  const day = w.locator('[part~="day"][part~="available"]:not([part~="today"])').first();
  await day.click();
  await expect(w.locator('.dense [part~="slot"]')).toHaveCount(96);
}

for (const width of [375, 1280]) {
  test(`${width} px: a 96-time day is one bounded list, grouped, every time reachable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await openDemo(page, { resource: '106' });
    const before = await pageHeight(page);
    await chooseWholeDay(page);
    const w = widget(page);
    const list = w.locator('.dense');
    const bounded = await box(list);
    expect(bounded.height).toBeLessThanOrEqual(18 * 16 + 1);
    // Not poured into the page: it is as long as before the day was chosen.
    expect(await pageHeight(page)).toBeLessThanOrEqual(before + 40);
    await expect(w.getByRole('button', { name: 'Show more times' })).toHaveCount(0);

    // Grouped by part of the day: a named heading and a named list each.
    for (const [part, count] of [
      ['Morning', 48],
      ['Afternoon', 20],
      ['Evening', 28],
    ] as const) {
      await expect(list.getByRole('heading', { name: part })).toHaveCount(1);
      await expect(
        list.getByRole('list', { name: new RegExp(`^Times for .* ${part}$`) }).getByRole('button'),
      ).toHaveCount(count);
    }

    // Every time reachable: the keyboard's focus brings the last one into the list's view, not the page's end.
    const last = list.locator('[part~="slot"]').last();
    await last.focus();
    await expect(last).toBeFocused();
    const lastBox = await box(last);
    const listBox = await box(list);
    expect(lastBox.y).toBeGreaterThanOrEqual(listBox.y - 1);
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(listBox.y + listBox.height + 1);
  });
}

test('the chosen time of a dense day is in view inside its list when the person comes back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDemo(page, { resource: '106', 'hide-details': '' });
  await chooseWholeDay(page);
  const w = widget(page);
  const late = w.locator('.dense [part~="slot"]').nth(85);
  const instant = (await late.getAttribute('data-instant'))!;
  await late.click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
  await w.getByRole('button', { name: 'Back' }).first().click();
  const chosen = w.locator(`.dense [part~="slot"][data-instant="${instant}"]`);
  await expect(chosen).toHaveAttribute('part', /selected/);
  await expect(chosen).toBeFocused();
  const list = await box(w.locator('.dense'));
  await expect
    .poll(async () => {
      const at = await box(chosen);
      return at.y >= list.y && at.y + at.height <= list.y + list.height;
    })
    .toBe(true);
});

test('375 px: the week is one day at a time, every day of the week reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDemo(page, { resource: '106', view: 'week' });
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  const title = (await w.locator('#period-title').textContent())!.trim();
  const days = w.getByRole('group', { name: 'Day' }).getByRole('button');
  await expect(days).toHaveCount(7);
  const heights: number[] = [];
  for (let index = 0; index < 7; index++) {
    const day = days.nth(index);
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(day).toBeFocused();
    const date = (await day.getAttribute('data-date'))!;
    // Only that day's column shows; the week stays the one chosen.
    await expect(w.locator('.week section:visible')).toHaveCount(1);
    await expect(w.locator(`.week section[aria-labelledby="col-${date}"]`)).toBeVisible();
    await expect(w.locator('#period-title')).toHaveText(title);
    const name = (await day.getAttribute('aria-label'))!;
    if (/unavailable/.test(name))
      await expect(w.locator('.week section:visible .none')).toBeVisible();
    else await expect(w.locator('.week section:visible [part~="slot"]').first()).toBeVisible();
    heights.push(await pageHeight(page));
  }
  // Bounded: one day's bounded list, not seven stacked lists (≈ 7,000 px before).
  expect(Math.max(...heights)).toBeLessThan(2000);
});

test('1280 px: the week shows its seven days side by side, without the day row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDemo(page, { resource: '106', view: 'week' });
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  await expect(w.locator('.week section:visible')).toHaveCount(7);
  await expect(w.getByRole('group', { name: 'Day' })).toBeHidden();
});

test('375 px: a day with few times leaves no blank before the zone row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDemo(page, { resource: '101' });
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  const back = await box(w.getByRole('button', { name: 'Choose another date' }));
  const zone = await box(w.locator('.zone-row'));
  expect(zone.y - (back.y + back.height)).toBeLessThan(48);
});

test.describe('a November with no times left, seen from Auckland', () => {
  // 22:00 on November 30 in Auckland (NZDT): no time of November can still be booked there.
  test.use({ e2eNow: '2026-11-30T09:00:00Z', timezoneId: 'Pacific/Auckland' });

  test('375 px: "Jump to" sits right under the grid', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openDemo(page, { resource: '101', timezone: 'Pacific/Auckland' });
    const w = widget(page);
    await expect(w.locator('#period-title')).toHaveText('November 2026');
    const jump = w.getByRole('button', { name: /^Jump to/ });
    await expect(jump).toBeVisible();
    const grid = await box(w.getByRole('grid'));
    const message = await box(w.locator('.state.empty'));
    expect(message.y - (grid.y + grid.height)).toBeLessThan(48);
  });
});

test.describe('on a Saturday evening, when the week may have no times left', () => {
  test.use({ e2eNow: '2026-11-28T22:00:00Z' });
  test('375 px: the week never opens on a past day; with no times left it shows today and the way on', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openDemo(page, { resource: '101', view: 'week' });
    const w = widget(page);
    const row = w.getByRole('group', { name: 'Day' });
    await expect(row.getByRole('button')).toHaveCount(7);
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    const pressed = (await row.locator('[aria-pressed="true"]').getAttribute('data-date'))!;
    expect(pressed >= today).toBe(true);
    await expect(w.locator(`.week section[aria-labelledby="col-${pressed}"]`)).toBeVisible();
    // In the viewer's zone the week may still have times (east of UTC it is already Sunday's week).
    if ((await row.locator('.available').count()) === 0) {
      expect(pressed).toBe(today);
      await expect(w.getByRole('button', { name: /Jump to/ })).toBeVisible();
    }
  });
});
