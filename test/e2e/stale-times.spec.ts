// After a time passes, nothing stale: while the page stays open, a time whose notice begins leaves the screen by
// itself, the day's last one leaves the next day's times on screen, midnight moves "today", the page coming back
// into focus catches up, and a time picked after its notice began (by this device's clock) is checked with the
// service and refused with why. The clock is Playwright's: each test moves it with the page open. The day is the
// first the widget offers, so this holds at any instant (scripts/time-matrix.mjs).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { firstOpenSlotIn, openDemo, widget } from './booking-helpers.js';
import { focused } from './helpers/a11y.js';

/** Resource 101's notice (src/mock/fixtures.ts: booked at least 2 hours ahead). */
const NOTICE_MS = 2 * 3_600_000;
const ZONE = 'America/New_York';

const openTime = (w: Locator, instant?: string) =>
  w.locator(`[part~="slot"]:not([disabled])${instant ? `[data-instant="${instant}"]` : ''}`);

/** The first day the widget offers (after "Jump to …" when the period shown has none): its times, in order. */
async function firstDay(page: Page): Promise<string[]> {
  await openDemo(page, { resource: '101', timezone: ZONE });
  const w = widget(page);
  await firstOpenSlotIn(w);
  const more = w.getByRole('button', { name: 'Show more times' });
  if ((await more.count()) > 0) await more.first().click();
  await expect(more).toHaveCount(0);
  // Every time of that day: a dense day lists them in several groups (morning, afternoon, evening).
  const first = await openTime(w).first().getAttribute('data-instant');
  const date = await w
    .locator('ul.slots')
    .filter({ has: page.locator(`[data-instant="${first}"]`) })
    .getAttribute('data-date');
  return w
    .locator(`ul.slots[data-date="${date}"] [part~="slot"]:not([disabled])`)
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-instant')!));
}

/** Moves the page's clock to `instant`; timers due meanwhile fire. */
async function fastForwardTo(page: Page, instant: number) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(Math.max(1, Math.ceil(instant - now)));
}

/**
 * Presses the open time `instant` if it is still shown, finding and pressing its button in one task of the page:
 * Lit keeps a list's buttons by place, so between a locator finding the button and a click landing on it, fresh
 * times could give that button the next time (and the form would open for it). Whether it was pressed.
 */
const pressTime = (w: Locator, instant: string) =>
  w.evaluate((host, instant) => {
    // The calendar renders into the widget's shadow root.
    const button = host.shadowRoot!.querySelector<HTMLButtonElement>(
      `[part~="slot"]:not([disabled])[data-instant="${instant}"]`,
    );
    button?.click();
    return Boolean(button);
  }, instant);

/** The page's date in the zone shown (YYYY-MM-DD). */
const dateNow = (page: Page) =>
  page.evaluate(
    (zone) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(Date.now()),
    ZONE,
  );

/** The page's next midnight in the zone shown (to the minute). */
const nextMidnight = (page: Page) =>
  page.evaluate((zone) => {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' });
    let probe = Date.now();
    const start = format.format(probe);
    while (format.format(probe) === start) probe += 60_000;
    return probe;
  }, ZONE);

/** The instant a time's notice begins: from then on it can't be booked. */
const cutoff = (instant: string) => Date.parse(instant) - NOTICE_MS;

test('a time passing its notice leaves the screen by itself; the next times stay', async ({
  page,
}) => {
  const times = await firstDay(page);
  const w = widget(page);
  await fastForwardTo(page, cutoff(times[0]!) + 60_000);
  await expect(openTime(w, times[0])).toHaveCount(0);
  if (times.length > 1) await expect(openTime(w, times[1])).toBeVisible();
  else
    await expect(
      openTime(w)
        .first()
        .or(w.getByRole('button', { name: /^Jump to/ })),
    ).toBeVisible();
});

test("the day's last time passing its notice shows the next times", async ({ page }) => {
  const times = await firstDay(page);
  const w = widget(page);
  const day = await w.locator('[part~="day"][part~="selected"]').getAttribute('data-date');
  await fastForwardTo(page, cutoff(times.at(-1)!) + 60_000);
  for (const instant of times) await expect(openTime(w, instant)).toHaveCount(0);
  // The next day with times is selected, or "Jump to …" is one action away.
  const jump = w.getByRole('button', { name: /^Jump to/ });
  const next = openTime(w).first();
  await expect(next.or(jump).first()).toBeVisible();
  if (await jump.isVisible()) await jump.click();
  await expect(next).toBeVisible();
  expect(times).not.toContain(await next.getAttribute('data-instant'));
  await expect(w.locator('[part~="day"][part~="selected"]')).not.toHaveAttribute(
    'data-date',
    day ?? '',
  );
});

test('midnight moves today: the day before is no longer offered', async ({ page }) => {
  await firstDay(page);
  const w = widget(page);
  // Today's date in the zone shown (its cell is on screen only when the period shown holds it: on a year's last
  // evening the first times are in January).
  const before = await dateNow(page);
  const todayCell = w.locator(`[part~="day"][data-date="${before}"]`);
  if ((await todayCell.count()) > 0) await expect(todayCell).toHaveAttribute('part', /\btoday\b/);
  // One minute past the next midnight in the zone shown.
  const midnight = await nextMidnight(page);
  await fastForwardTo(page, midnight + 60_000);
  const after = await dateNow(page);
  expect(after).not.toBe(before);
  // Today is marked on its new date (when the period shown holds it), and yesterday can't be picked.
  const dayAfter = w.locator(`[part~="day"][data-date="${after}"]`);
  if ((await dayAfter.count()) > 0) await expect(dayAfter).toHaveAttribute('part', /\btoday\b/);
  await expect(w.locator(`[part~="today"][data-date="${before}"]`)).toHaveCount(0);
  const yesterday = w.locator(`[part~="day"][data-date="${before}"]`);
  if ((await yesterday.count()) > 0)
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
});

test('a time in focus stays in focus, and Enter picks it, when an earlier time leaves', async ({
  page,
}) => {
  const times = await firstDay(page);
  test.skip(times.length < 3, 'the first day offered has fewer than three times');
  const w = widget(page);
  // A keyboard (or screen reader) user is on the day's third time a minute before the first one passes its notice
  // (the days between, a Friday evening's weekend, have rolled over by then).
  await fastForwardTo(page, cutoff(times[0]!) - 60_000);
  await openTime(w, times[2]).focus();
  await fastForwardTo(page, cutoff(times[0]!) + 60_000);
  await expect(openTime(w, times[0])).toHaveCount(0);
  expect((await focused(page)).instant).toBe(times[2]);
  // The listener is in place before the key is pressed.
  await page.evaluate(() =>
    document.addEventListener(
      'booking-slot-selected',
      (event) => document.body.setAttribute('data-picked', (event as CustomEvent).detail.start_at),
      { once: true },
    ),
  );
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-picked', times[2]!);
});

test('a time in focus stays in focus, and stays on screen, when midnight passes', async ({
  page,
}) => {
  const times = await firstDay(page);
  const w = widget(page);
  let midnight = await nextMidnight(page);
  // A day whose times outlast the next midnight: the first day offered, else (it is today) the one after it.
  if (cutoff(times.at(-1)!) < midnight + 60_000) {
    await fastForwardTo(page, cutoff(times.at(-1)!) + 60_000);
    const jump = w.getByRole('button', { name: /^Jump to/ });
    await expect(openTime(w).first().or(jump).first()).toBeVisible();
    if (await jump.isVisible()) await jump.click();
    midnight = await nextMidnight(page);
  }
  const day = await w.locator('[part~="day"][part~="selected"]').getAttribute('data-date');
  const shown = await w
    .locator(`ul.slots[data-date="${day}"] [part~="slot"]:not([disabled])`)
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-instant')!));
  const target = shown.find((instant) => cutoff(instant) > midnight + 120_000);
  test.skip(!target, 'no time shown outlasts the next midnight');
  await openTime(w, target).focus();
  const before = await dateNow(page);
  await fastForwardTo(page, midnight + 60_000);
  // The day has rolled over (the render that moves "today" asks for the times again): the day before can't be
  // picked, and the time is still shown, in focus, while its times are read again and after.
  const yesterday = w.locator(`[part~="day"][data-date="${before}"]`);
  if ((await yesterday.count()) > 0)
    await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
  await expect(openTime(w, target)).toBeVisible();
  expect((await focused(page)).instant).toBe(target);
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  expect((await focused(page)).instant).toBe(target);
});

test('back in focus after the notice began: the passed time is gone', async ({ page }) => {
  const times = await firstDay(page);
  const w = widget(page);
  // The page's clock moves with no timer firing (a sleeping laptop, a hidden tab), then the window gets focus.
  await page.clock.setSystemTime(cutoff(times[0]!) + 60_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(openTime(w, times[0])).toHaveCount(0);
});

test('a time picked after its notice began is checked again and refused with why', async ({
  page,
}) => {
  const times = await firstDay(page);
  const w = widget(page);
  await page.clock.setSystemTime(cutoff(times[0]!) + 60_000);
  // The freshness controller is loaded here: its timer for that notice is now due, and its refetch may take the
  // time off the screen before the press. The next test holds the controller back.
  const pressed = await pressTime(w, times[0]!);
  if (pressed)
    await expect(
      w.getByRole('alert').filter({ hasText: 'That time can no longer be booked — pick another' }),
    ).toBeVisible();
  await expect(w.locator('[part~="form"]')).toHaveCount(0);
  await expect(openTime(w, times[0])).toHaveCount(0);
  // The next times are on screen (or one action away), and one of them books as usual.
  const jump = w.getByRole('button', { name: /^Jump to/ });
  const next = openTime(w).first();
  await expect(next.or(jump).first()).toBeVisible();
  if (await jump.isVisible()) await jump.click();
  await next.click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
});

test('a time tapped before the page has loaded what checks it is still checked, and refused with why', async ({
  page,
}) => {
  // The code that checks a picked time arrives after the first times are painted: on a slow phone, a tap can come
  // first. Here it is held until the tap has happened.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/freshness-controller*', async (route) => {
    await held;
    await route.continue();
  });
  const times = await firstDay(page);
  const w = widget(page);
  await page.clock.setSystemTime(cutoff(times[0]!) + 60_000);
  // Pressed at once: a render meanwhile (the page's clock has crossed midnights at some instants) asks for the times
  // again, and their answer may already have taken the time away.
  const pressed = await pressTime(w, times[0]!);
  release();
  if (pressed)
    await expect(
      w.getByRole('alert').filter({ hasText: 'That time can no longer be booked — pick another' }),
    ).toBeVisible();
  await expect(w.locator('[part~="form"]')).toHaveCount(0);
  await expect(openTime(w, times[0])).toHaveCount(0);
});
