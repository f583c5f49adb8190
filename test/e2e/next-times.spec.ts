// After "just taken", the way forward: when the time a visitor chose is taken meanwhile and the day shown has no
// times left, the next day with times is on screen at once, with the reason said. The day is chosen from the data
// (the first day the widget offers), so this holds at any instant (scripts/time-matrix.mjs).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import {
  answerProductDemo,
  fillContact,
  openDemo,
  pickFirstSlot,
  rivalBooks,
  submit,
  widget,
} from './booking-helpers.js';

/** A rival books each of `instants` of resource 101: the first is taken, each later one taken or no longer free. */
async function rivalTakesTheDay(page: Page, instants: string[]) {
  const statuses = await rivalBooks(page, instants);
  // The chosen time is taken; each later one is taken too or no longer free (the host's buffer after a booking).
  expect(statuses[0]).toBe(201);
  expect(
    statuses.every((status) => status === 201 || status === 409),
    statuses.join(', '),
  ).toBe(true);
}

for (const view of ['month', 'week', 'day'] as const) {
  test(`${view} view: the last time of a day taken meanwhile shows the next times`, async ({
    page,
  }) => {
    await openDemo(page, { resource: '101', view, timezone: 'America/New_York' });
    const w = widget(page);
    // The first day the widget offers (jumping ahead when the period shown has none) and all its times.
    const first = w.locator('[part~="slot"]:not([disabled])').first();
    const jump = w.getByRole('button', { name: /^Jump to/ });
    await expect(first.or(jump).first()).toBeVisible();
    if (!(await first.isVisible())) await jump.click();
    await expect(first).toBeVisible();
    // Every time of that day (every time of a day is listed).
    const firstDate = await first.evaluate((slot) =>
      slot.closest('[data-date]')!.getAttribute('data-date'),
    );
    const sameDay = await w
      .locator(`ul.slots[data-date="${firstDate}"] [part~="slot"]:not([disabled])`)
      .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-instant')!));
    const chosen = await pickFirstSlot(page);
    expect(sameDay).toContain(chosen);
    await fillContact(page, 'Ada Lovelace', 'ada.next@example.com');
    await answerProductDemo(page);
    await rivalTakesTheDay(page, sameDay);

    await submit(page);
    await expect(
      w.getByRole('alert').filter({ hasText: 'That time was just taken' }),
    ).toBeVisible();
    // No time of the taken day is offered; the next times are on screen without a search.
    await expect(w.locator(`[part~="slot"][data-instant="${chosen}"]`)).toHaveCount(0);
    const next = w.locator('[part~="slot"]:not([disabled])').first();
    await expect(next.or(jump).first()).toBeVisible();
    for (const instant of sameDay)
      await expect(w.locator(`[part~="slot"][data-instant="${instant}"]`)).toHaveCount(0);
    if (await jump.isVisible()) {
      // The period had no other day with times: one action away, with why.
      await expect(w.locator('.state.empty')).toContainText(/No times/);
      await jump.click();
    }
    await expect(next).toBeVisible();
    expect(sameDay).not.toContain(await next.getAttribute('data-instant'));
    await next.click();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  });
}
