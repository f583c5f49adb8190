// The 12/24-hour toggle beside the time zone: by keyboard, through booking and managing, remembered on reload.
import { expect, test, testNow } from './helpers/clock.js';
import {
  expectConfirmed,
  fillContact,
  firstOpenSlotIn,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

const daysAhead = (days: number) =>
  new Date(testNow() + days * 86_400_000).toISOString().slice(0, 10);

const TWENTY_FOUR = /\b([01]\d|2[0-3]):[0-5]\d\b/;
const DAY_PERIOD = /\b[AP]M\b/;

test('a visitor switches to a 24-hour clock with the keyboard; booking, confirmation and reschedule use it, and a reload keeps it', async ({
  page,
}) => {
  // Three days ahead: the coaching session's policy allows a reschedule until a day before.
  await openDemo(page, { resource: '107', view: 'day', date: daysAhead(3) });
  const w = widget(page);
  const clock = w.getByRole('group', { name: 'Time format' });
  const twelve = clock.getByRole('button', { name: '12h' });
  const twentyFour = clock.getByRole('button', { name: '24h' });
  await expect(twelve).toHaveAttribute('aria-pressed', 'true');
  await expect(twentyFour).toHaveAttribute('aria-pressed', 'false');
  const slot = await firstOpenSlotIn(w);
  await expect(slot).toHaveText(DAY_PERIOD);

  await twentyFour.focus();
  await page.keyboard.press('Space');
  await expect(twentyFour).toHaveAttribute('aria-pressed', 'true');
  await expect(twentyFour).toBeFocused();
  await expect(slot).not.toHaveText(DAY_PERIOD);
  await expect(slot).toHaveText(TWENTY_FOUR);
  await expect(slot).toHaveAttribute('aria-label', TWENTY_FOUR);

  await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', 'ada.clock@example.com');
  await page.getByRole('textbox', { name: /^What would you like to work on/ }).fill('Delegation');
  await submit(page);
  await expectConfirmed(page);
  const confirmation = w.locator('[part~="confirmation"]');
  await expect(confirmation).toContainText(TWENTY_FOUR);
  await expect(confirmation).not.toContainText(DAY_PERIOD);

  await w.getByRole('button', { name: 'Reschedule' }).click();
  await expect(w.getByText('Current time')).toBeVisible();
  const current = w.locator('[part~="manage"]');
  await expect(current).toContainText(TWENTY_FOUR);
  await expect(current).not.toContainText(DAY_PERIOD);

  await page.reload();
  await expect(w.locator('[part~="calendar"]')).toBeVisible();
  await expect(w.getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
  await expect(await firstOpenSlotIn(w)).toHaveText(TWENTY_FOUR);
});

test('the toggle sits beside the zone field at 320 px and on a wide page, inside the widget', async ({
  page,
}) => {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openDemo(page, { resource: '101' });
    const w = widget(page);
    const clock = w.getByRole('group', { name: 'Time format' });
    await expect(clock).toBeVisible();
    const [box, host] = await Promise.all([clock.boundingBox(), w.boundingBox()]);
    expect(box!.x).toBeGreaterThanOrEqual(host!.x);
    expect(box!.x + box!.width, `toggle inside the widget at ${width}px`).toBeLessThanOrEqual(
      host!.x + host!.width + 0.5,
    );
    expect(box!.height).toBeGreaterThanOrEqual(40);
  }
});
