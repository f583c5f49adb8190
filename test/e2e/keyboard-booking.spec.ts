// Books resource 101 with the keyboard alone: Tab / Shift+Tab / arrows / Enter / Space / Escape,
// never a click, asserting where focus is (and that it is visibly ringed) after every step.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { focused, openInline, openPopupFromSource, type FocusInfo } from './helpers/a11y.js';

// Many steps per test on a shared 2-core machine: the timeout bounds hangs, not speed.
test.describe.configure({ timeout: 180_000 });

const DAY_NAME =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}, (\d+ times? available|unavailable)$/;

/** Presses `key` until focus satisfies `wanted`; fails after `max` presses with where focus went. */
async function pressUntil(
  page: Page,
  key: string,
  wanted: (info: FocusInfo) => boolean,
  max = 40,
): Promise<FocusInfo> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const info = await focused(page);
    seen.push(`${info.tag}:${info.name}`);
    if (wanted(info)) return info;
  }
  throw new Error(`focus never matched after ${max}×${key}: ${seen.join(' → ')}`);
}

async function expectFocus(
  page: Page,
  wanted: (info: FocusInfo) => boolean,
  what: string,
  ring = true,
) {
  let info = await focused(page);
  await expect
    .poll(async () => {
      info = await focused(page);
      return wanted(info);
    }, `focus should be on ${what}`)
    .toBe(true);
  // A heading focused programmatically (tabindex -1, not operable) needs no ring.
  if (ring) expect(info.ring, `${what} shows a focus ring`).toBe(true);
  return info;
}

const isDay = (info: FocusInfo) => info.part.split(' ').includes('day');
const isSlot = (info: FocusInfo) => info.part.split(' ').includes('slot');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

test('books resource 101 with the keyboard alone, focus followed at every step', async ({
  page,
}) => {
  const widget = await openInline(page, { resource: '101', timezone: 'America/New_York' });
  const slot = widget.locator('[part~="slot"]').first();
  const jump = widget.getByRole('button', { name: /^Jump to/ });
  await expect(slot.or(jump).first()).toBeVisible();
  if (!(await slot.isVisible())) {
    // The month opened on has no times left (the last evening of a year): "Jump to …" by keyboard, then back out
    // of the widget to Tab in from the page as a visitor arriving would.
    await pressUntil(page, 'Tab', (f) => /^Jump to/.test(f.name), 60);
    await page.keyboard.press('Enter');
    await expect(slot).toBeVisible();
    await pressUntil(page, 'Shift+Tab', (f) => f.path[0] !== 'booking-widget', 60);
  }

  // Duration: Tab in from the page, move to "1 hr" and press Space.
  let info = await pressUntil(page, 'Tab', (f) => f.path[0] === 'booking-widget');
  expect(info.group, 'the first stop in the widget is the duration choice').toBe('Duration');
  await pressUntil(page, 'Tab', (f) => /^(1 h|60 min)/.test(f.name), 3);
  await page.keyboard.press('Space');
  info = await expectFocus(page, (f) => f.attributes['aria-pressed'] === 'true', 'the 1-hour chip');
  expect(info.name).toMatch(/^(1 h|60 min)/);

  // Into the grid: one Tab stop (roving tabindex) lands on a day with its full name.
  info = await pressUntil(page, 'Tab', isDay, 12);
  expect(info.role === '' && info.tag).toBe('button');
  expect(info.name).toMatch(DAY_NAME);
  const start = info.date;
  expect(start).not.toBe('');

  // Arrows by day and week, Home/End to the week's ends (Sunday-first in en-US).
  await page.keyboard.press('ArrowRight');
  await expectFocus(page, (f) => f.date === addDays(start, 1), 'the next day');
  await page.keyboard.press('ArrowDown');
  await expectFocus(page, (f) => f.date === addDays(start, 8), 'a week later');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expectFocus(page, (f) => f.date === start, 'back where it started');
  await page.keyboard.press('Home');
  await expectFocus(page, (f) => weekday(f.date) === 0, 'the Sunday of the week');
  await page.keyboard.press('End');
  info = await expectFocus(page, (f) => weekday(f.date) === 6, 'the Saturday of the week');
  expect(info.name).toMatch(DAY_NAME);

  // PageDown / PageUp move by month and keep focus in the grid, on the same day of the month.
  const title = widget.locator('#period-title');
  const before = await title.textContent();
  const from = info.date;
  await page.keyboard.press('PageDown');
  info = await expectFocus(
    page,
    (f) => isDay(f) && f.date.slice(5, 7) !== from.slice(5, 7),
    'a day of the next month',
  );
  expect(Number(info.date.slice(8))).toBe(Math.min(Number(from.slice(8)), 31));
  await expect(title).not.toHaveText(before ?? '');
  await page.keyboard.press('PageUp');
  info = await expectFocus(page, (f) => f.date === from, 'the same day back in the first month');
  await expect(title).toHaveText(before ?? '');

  // Disabled days are reachable and announced as unavailable; an available one is picked with Enter.
  for (let i = 0; i < 40 && !/ available$/.test(info.name); i++) {
    await page.keyboard.press('ArrowRight');
    info = await focused(page);
    expect(info.name).toMatch(DAY_NAME);
    if (/unavailable$/.test(info.name)) expect(info.attributes['aria-disabled']).toBe('true');
  }
  expect(info.name).toMatch(/ \d+ times? available$/);
  const picked = info.date;
  const longDate = info.name.replace(/, \d+ times? available$/, '');
  await page.keyboard.press('Enter');
  info = await expectFocus(page, isSlot, 'the first time of the picked day');
  expect(info.name, 'a time names its date, time and zone').toContain(longDate);
  expect(info.name).toMatch(/\d{1,2}:\d{2}\s?[AP]M/);
  expect(info.name).toMatch(/Eastern Time/);

  // "Choose another date" returns to the grid, on the picked day.
  await pressUntil(page, 'Tab', (f) => f.name === 'Choose another date', 40);
  await page.keyboard.press('Enter');
  await expectFocus(page, (f) => isDay(f) && f.date === picked, 'the picked day');
  await page.keyboard.press('Enter');
  await expectFocus(page, isSlot, 'the first time again');

  // The searchable time zone selector: type, arrow, Enter; focus stays in it.
  info = await pressUntil(page, 'Tab', (f) => f.role === 'combobox', 40);
  expect(info.name).toBe('Time zone');
  await page.keyboard.type('Berlin');
  await expect(widget.getByRole('listbox')).toBeVisible();
  // The list opens at once (saying "Loading…" while the zone list is built); the best match becomes the active
  // option when it arrives.
  await expect
    .poll(async () => (await focused(page)).attributes['aria-activedescendant'] ?? '')
    .not.toBe('');
  info = await focused(page);
  expect(info.attributes['aria-expanded']).toBe('true');
  await page.keyboard.press('Enter');
  await expectFocus(
    page,
    (f) => f.role === 'combobox' && f.attributes['aria-expanded'] === 'false',
    'the closed time zone selector',
  );
  await expect(widget.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/Berlin/);

  // Back to the times (now in Berlin time) and pick one.
  info = await pressUntil(page, 'Shift+Tab', isSlot, 6);
  expect(info.name).toMatch(/Central European/);
  const slotName = info.name;
  await page.keyboard.press('Enter');

  // The form: focus on its first field. Fill the required ones, one e-mail invalid.
  info = await expectFocus(
    page,
    (f) => f.name.startsWith('Full name'),
    'the first field of the form',
  );
  expect(info.path).toEqual(['booking-widget', 'booking-form', 'input']);
  expect(info.attributes['aria-required'] ?? info.attributes['required']).toBeDefined();
  await expect(widget.locator('booking-form .summary')).toContainText('Central European');
  expect(slotName).toContain(longDate.split(',')[0]!);
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  info = await focused(page);
  expect(info.name).toMatch(/^Email address/);
  await page.keyboard.type('ada@');
  await pressUntil(page, 'Tab', (f) => f.name.startsWith('Company') && !/size/.test(f.name), 3);
  await page.keyboard.type('Analytical Engines');
  await pressUntil(page, 'Tab', (f) => /^Company size/.test(f.name), 3);
  await page.keyboard.type('42');
  info = await pressUntil(page, 'Tab', (f) => f.attributes['type'] === 'radio', 2);
  expect(info.group).toMatch(/^Your role/);
  await page.keyboard.press('ArrowDown');
  await expectFocus(page, (f) => f.name === 'Product', 'the "Product" radio');
  info = await pressUntil(page, 'Tab', (f) => f.tag === 'select', 2);
  expect(info.name).toMatch(/^Region/);
  await page.keyboard.type('Europe');
  await expect(widget.getByRole('combobox', { name: /^Region/ })).toHaveValue('emea');
  await pressUntil(page, 'Tab', (f) => f.part === 'submit', 20);
  await page.keyboard.press('Enter');

  // The invalid e-mail: an announced summary, the field invalid, described by its error, and focused.
  await expect(widget.locator('booking-form [role="alert"]')).toContainText(/1 (error|problem)/i);
  info = await expectFocus(page, (f) => f.name.startsWith('Email address'), 'the invalid e-mail');
  expect(info.attributes['aria-invalid']).toBe('true');
  const describedBy = info.attributes['aria-describedby'] ?? '';
  expect(describedBy).not.toBe('');
  const description = await widget.locator('booking-form').evaluate(
    (form, ids) =>
      ids
        .split(/\s+/)
        .map((id) => form.shadowRoot!.getElementById(id)?.textContent?.trim() ?? '')
        .join(' '),
    describedBy,
  );
  expect(description).toMatch(/e-?mail/i);

  // Fix it and submit with Enter from the field.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Enter');

  // The confirmation takes focus (its heading); Tab reaches "Add to calendar".
  await expect(widget.locator('[part~="confirmation"]')).toBeVisible();
  info = await expectFocus(
    page,
    (f) => f.path.includes('booking-confirmation'),
    'the confirmation',
    false,
  );
  expect(info.tag).toBe('h2');
  info = await pressUntil(page, 'Tab', (f) => f.group === 'Add to calendar', 10);
  expect(info.tag).toBe('a');
  expect(info.ring).toBe(true);
  await expect(widget.getByRole('status').first()).toContainText(/Booking confirmed/);
});

test('in the popup: keyboard opens it, picks a time, and Escape closes it with focus back on the trigger', async ({
  page,
}) => {
  const widget = await openPopupFromSource(page, { resource: '101', demo: true });
  let info = await focused(page);
  expect(info.path[0], 'focus moved into the popup').toBe('booking-dialog');

  // Reach the grid and pick the selected day's first time.
  info = await pressUntil(page, 'Tab', isDay, 20);
  expect(info.name).toMatch(DAY_NAME);
  for (let i = 0; i < 40 && !/ available$/.test(info.name); i++) {
    await page.keyboard.press('ArrowRight');
    info = await focused(page);
  }
  await page.keyboard.press('Enter');
  await expectFocus(page, isSlot, 'the first time');
  await page.keyboard.press('Enter');
  await expectFocus(page, (f) => f.name.startsWith('Full name'), 'the form');
  await expect(widget.locator('[part~="form"]')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#trigger')).toBeFocused();
});
