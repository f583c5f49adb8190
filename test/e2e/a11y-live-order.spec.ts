// What a screen reader hears from the live region, in order, from opening the widget to a booking: every change of
// each widget's status region is recorded in the page (a MutationObserver on its shadow root), and the sequence must
// read as the visitor's steps — loading, the times of the day chosen, the booking — with nothing said twice in a row
// and nothing from the other widget on the page.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { answerProductDemo } from './booking-helpers.js';
import { openBarePage, openTwoWidgets } from './helpers/a11y.js';

test.describe.configure({ timeout: 120_000 });

/** Starts recording, per widget id, each new text of its status region (blank texts included, as ''). */
async function record(page: Page) {
  await page.evaluate(() => {
    const heard: Record<string, string[]> = {};
    (window as unknown as { __heard: typeof heard }).__heard = heard;
    for (const host of document.querySelectorAll('booking-widget')) {
      const list: string[] = (heard[host.id] = []);
      const root = host.shadowRoot!;
      let last = root.querySelector('[role="status"]')?.textContent?.replace(/\s+/g, ' ').trim();
      new MutationObserver(() => {
        const text =
          root.querySelector('[role="status"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (text === last) return;
        last = text;
        list.push(text);
      }).observe(root, { subtree: true, childList: true, characterData: true });
    }
  });
}

const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { __heard: Record<string, string[]> }).__heard);

/** What was said (blank texts, the region clearing itself, are silence). */
const said = (texts: string[]) => texts.filter(Boolean);

async function dayLabel(day: Locator) {
  return (await day.getAttribute('aria-label')) ?? '';
}

test('the live region says, in order: loading, the day’s times, the booking — once each, only in the widget in use', async ({
  page,
}) => {
  await openTwoWidgets(page);
  await record(page);
  // The service answers after 400 ms from now on, so loading times is said.
  await page.evaluate(() =>
    (
      globalThis as unknown as { __bookingMock: { service: { setLatency(ms: number): void } } }
    ).__bookingMock.service.setLatency(400),
  );
  const w = page.locator('#demo');

  // The longer duration: its times load (the service answers after 400 ms) for the day already chosen.
  await w.getByRole('button', { name: '1 h', exact: true }).click();
  await expect.poll(async () => said((await heard(page)).demo!)).toHaveLength(2);
  const first = w.locator('.day.selected');
  await expect(first).toBeVisible();
  const firstLabel = await dayLabel(first);

  // Another day.
  const otherDate = await w
    .locator('.day.available:not(.selected)')
    .first()
    .getAttribute('data-date');
  const other = w.locator(`.day[data-date="${otherDate}"]`);
  const otherLabel = await dayLabel(other);
  await other.click();
  await expect(other).toHaveClass(/selected/);

  // A time, the form, an empty submit (its errors are an alert of their own, not the live region), the booking.
  const slot = w.locator('[part~="slot"]:not([disabled])').first();
  const time = ((await slot.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await slot.click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[aria-invalid="true"]').first()).toBeVisible();
  await w.getByRole('textbox', { name: /^Full name/ }).fill('Grace Hopper');
  await w.getByRole('textbox', { name: /^Email address/ }).fill('grace@example.com');
  await answerProductDemo(w);
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[part~="confirmation"]')).toBeVisible();

  // "Tuesday, December 1, 2026, 5 times available" → "5 times available on Tuesday, December 1, 2026".
  const timesOn = (label: string) => {
    const [, date, count] = /^(.*), (\d+ times? available)$/.exec(label) ?? [];
    expect(date, `a bookable day's name: ${label}`).toBeTruthy();
    return `${count} on ${date}`;
  };
  const all = await heard(page);
  const spoken = said(all.demo!);
  expect(spoken).toEqual([
    'Loading',
    timesOn(firstLabel),
    timesOn(otherLabel),
    `Booking confirmed for ${/^(.*), \d+ times? available$/.exec(otherLabel)![1]} at ${time}`,
  ]);
  // Nothing said twice in a row (a text repeated after a silence is said again by screen readers).
  for (let i = 1; i < spoken.length; i++) expect(spoken[i]).not.toBe(spoken[i - 1]);
  // The other widget, never used, says nothing.
  expect(said(all.workshop!)).toEqual([]);
});

test('a day left with no other time to move to is said as "No times on …", not "0 times available"', async ({
  page,
}) => {
  // The workshop's first session is the only one on its day: moving that booking leaves the day with none.
  await openBarePage(page, '<booking-widget id="workshop" resource="102" demo></booking-widget>');
  const w = page.locator('#workshop');
  const slot = w.locator('[part~="slot"]:not([disabled])').first();
  await expect(slot).toBeVisible({ timeout: 30_000 });
  const day = ((await w.locator('.day.selected').getAttribute('aria-label')) ?? '').replace(
    /, \d+ times? available$/,
    '',
  );
  await slot.click();
  await w.getByRole('textbox', { name: /^Full name/ }).fill('Grace Hopper');
  await w.getByRole('textbox', { name: /^Email address/ }).fill('grace@example.com');
  await w.getByRole('radio', { name: 'Never' }).check();
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[part~="confirmation"]')).toBeVisible();
  await record(page);
  await w.getByRole('button', { name: /^Reschedule/ }).click();
  await expect
    .poll(async () => said((await heard(page)).workshop!))
    .toContain(`No times on ${day}`);
  expect(said((await heard(page)).workshop!).join(' | ')).not.toMatch(/\b0 times/);
});
