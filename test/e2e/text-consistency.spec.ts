// Text put together from parts, as a visitor reads it on the page: a zone name never inside a second pair of
// brackets, no separator left before the week view's "unavailable", and a time written the same way on the time
// buttons, in the form's summary and on the confirmation (Japanese "14:30", not "14時30分").
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { openDemo, widget } from './booking-helpers.js';
import { nestsBrackets } from '../shared/brackets.js';

/** Every text and accessible name in the widget, its shadow roots included. */
async function widgetTexts(page: Page): Promise<string[]> {
  return widget(page).evaluate((host) => {
    const texts: string[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['aria-label', 'aria-description', 'title']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
      if ('textContent' in root && root.textContent) texts.push(root.textContent);
    };
    walk(host.shadowRoot!);
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

async function book(page: Page) {
  const w = widget(page);
  await w.locator('#f-name').fill('Ada Lovelace');
  await w.locator('#f-email').fill('ada@example.com');
  // The coaching session asks what to work on.
  for (const field of await w.locator('booking-form textarea[required]').all())
    await field.fill('Planning the quarter');
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[part~="confirmation"]')).toBeVisible();
}

test('a zone name is never inside a second pair of brackets, from the times to the confirmation', async ({
  page,
}) => {
  await openDemo(page, { resource: '107', timezone: 'UTC' });
  const w = widget(page);
  await w.locator('[part~="slot"]:not([disabled])').first().click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
  const seen = await widgetTexts(page);
  await book(page);
  seen.push(...(await widgetTexts(page)));
  expect(seen.some((text) => text.includes('Coordinated Universal Time'))).toBe(true);
  expect(seen.filter(nestsBrackets)).toEqual([]);
});

for (const [language, unavailable] of [
  ['ja', '空きなし'],
  ['ar', 'غير متاح'],
] as const) {
  test(`the week view's "unavailable" has no stray separator (${language})`, async ({ page }) => {
    await openDemo(page, { resource: '101', view: 'week', language });
    const none = widget(page).locator('.week .col .none').first();
    await expect(none).toBeVisible();
    const column = (await none.locator('xpath=..').textContent())!.replace(/\s+/g, ' ');
    expect((await none.textContent())!.trim()).toBe(unavailable);
    expect(column).not.toMatch(/[,،、，]\s*(غير متاح|空きなし)/u);
  });
}

test('a time reads the same on its button, in the summary and on the confirmation (ja)', async ({
  page,
}) => {
  await openDemo(page, { resource: '107', language: 'ja', timezone: 'Asia/Tokyo' });
  const w = widget(page);
  const slot = w.locator('[part~="slot"]:not([disabled])').first();
  await expect(slot).toBeVisible();
  const shown = (await slot.textContent())!.trim();
  expect(shown).toMatch(/^\d{1,2}:\d{2}$/);
  await slot.click();
  await expect(w.locator('booking-form .summary')).toContainText(shown);
  await book(page);
  const time = w.locator('[part~="confirmation"] .time .line').first();
  await expect(time).toContainText(shown);
  expect(await time.textContent()).not.toMatch(/時|分/);
});
