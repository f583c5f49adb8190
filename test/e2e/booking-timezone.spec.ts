// Time zones, DST and the 409 race, against demo/inline.html in demo mode.
import { expect, test } from './helpers/clock.js';
import {
  answerProductDemo,
  bookingsFor,
  expectConfirmed,
  fillContact,
  firstOpenSlot,
  openDemo,
  pickFirstSlot,
  rivalBooks,
  submit,
  widget,
} from './booking-helpers.js';

test.describe('a viewer in Pacific/Auckland', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('sees 101 (America/New_York) in Auckland time and books the right instant', async ({
    page,
  }) => {
    await openDemo(page, { resource: '101' });
    const w = widget(page);
    await expect(w.locator('[part~="timezone"] input')).toHaveValue(/Auckland/);
    // On a Friday evening in New York, Auckland's November may have no times left: the widget offers "Jump to".
    const slot = await firstOpenSlot(page);
    const instant = (await slot.getAttribute('data-instant'))!;
    const aucklandTime = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Pacific/Auckland',
    }).format(new Date(instant));
    await expect(slot).toContainText(aucklandTime);
    // The day the slot is listed under is its Auckland date, not New York's.
    const aucklandDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      new Date(instant),
    );
    await expect(w.locator('[part~="day"][part~="selected"]')).toHaveAttribute(
      'data-date',
      aucklandDate,
    );

    await pickFirstSlot(page);
    await fillContact(page, 'Kiri Te Kanawa', 'kiri@example.com');
    await answerProductDemo(page);
    await submit(page);
    await expectConfirmed(page);
    const [stored] = await bookingsFor(page, { email: 'kiri@example.com' });
    expect(Date.parse(stored!.start_at)).toBe(Date.parse(instant));
  });

  test('changing the zone in the selector redraws the times', async ({ page }) => {
    await openDemo(page, { resource: '101' });
    const w = widget(page);
    await firstOpenSlot(page);
    const input = w.locator('[part~="timezone"] input');
    await input.click();
    await input.fill('new york');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue(/New York/);
    const first = w.locator('[part~="slot"]').first();
    const instant = (await first.getAttribute('data-instant'))!;
    const nyTime = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    }).format(new Date(instant));
    await expect(first).toContainText(nyTime);
  });
});

test.describe('a DST week', () => {
  // The week of the March 2027 change, seen from before it: the test's own instant, whatever the instant the
  // other tests run at (scripts/time-matrix.mjs runs one inside that week, when its first days are past).
  test.use({ timezoneId: 'Europe/London', e2eNow: '2026-11-17T10:00:00Z' });

  test('102 across the March 2027 change to BST keeps wall-clock times and books the right instant', async ({
    page,
  }) => {
    // German weeks start on Monday: 22–28 March 2027 holds both sides of the change (Sunday 28th, 01:00 UTC).
    await openDemo(page, { resource: '102', view: 'week', date: '2027-03-24', language: 'de' });
    const w = widget(page);
    // Wednesday 24 March 18:30 GMT (UTC+0) and Sunday 28 March 11:00 BST (UTC+1).
    const before = w.locator('[part~="slot"][data-instant="2027-03-24T18:30:00Z"]');
    const after = w.locator('[part~="slot"][data-instant="2027-03-28T10:00:00Z"]');
    await expect(before).toContainText('18:30');
    await expect(after).toContainText('11:00');
    // Saturday 27 March 10:00 GMT is 10:00Z, Sunday's 11:00 BST is also 10:00Z: same instant-hour, other wall time.
    await expect(w.locator('[part~="slot"][data-instant="2027-03-27T10:00:00Z"]')).toContainText(
      '10:00',
    );
    await after.click();
    await fillContact(page, 'Lucie Rie', 'lucie@example.com');
    await page.getByRole('radio', { name: 'Regularly' }).check();
    await submit(page);
    await expectConfirmed(page);
    const [stored] = await bookingsFor(page, { email: 'lucie@example.com' });
    expect(stored!.start_at).toBe('2027-03-28T10:00:00Z');
    expect(stored!.end_at).toBe('2027-03-28T12:00:00Z');
  });
});

test('a 409 race: the time is taken between choosing and submitting', async ({ page }) => {
  await openDemo(page, { resource: '101' });
  const errors: unknown[] = [];
  await page.exposeFunction('recordError', (detail: unknown) => errors.push(detail));
  await page.evaluate(() =>
    document.addEventListener('booking-error', (e) =>
      (window as any).recordError((e as CustomEvent).detail),
    ),
  );
  const instant = await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', 'ada.race@example.com');
  await answerProductDemo(page);

  // Someone else books the same time through the service.
  const [status] = await rivalBooks(page, [instant]);
  expect(status).toBe(201);

  await submit(page);
  const w = widget(page);
  await expect(w.getByRole('alert').filter({ hasText: 'That time was just taken' })).toBeVisible();
  await expect(w.locator(`[part~="slot"][data-instant="${instant}"]`)).toHaveCount(0);
  expect(errors).toContainEqual(
    expect.objectContaining({ code: 'slot_unavailable', step: 'booking' }),
  );

  // Answers are kept: pick another time and the form still holds them.
  await pickFirstSlot(page);
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(page.getByRole('textbox', { name: /^Company(?! size)/ })).toHaveValue(
    'Analytical Engines',
  );
  await submit(page);
  await expectConfirmed(page);
  expect(await bookingsFor(page, { email: 'ada.race@example.com' })).toHaveLength(1);
});
