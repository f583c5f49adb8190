// What a person may do later is said before they book and on the confirmation; a request is worded as one and
// goes in no calendar until the host confirms; an event that can't be booked says so calmly.
import { expect, test } from './helpers/clock.js';
import {
  expectConfirmed,
  fillContact,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

test.use({ timezoneId: 'Europe/Berlin' });

/** A date `days` from today (the viewer's date), YYYY-MM-DD: the test holds on any day. */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Berlin',
  });

test('a 24-hour policy is stated under the form and on the confirmation, with the deadline', async ({
  page,
}) => {
  await openDemo(page, { resource: '107', view: 'day', date: daysAhead(3) });
  const w = widget(page);
  const instant = await pickFirstSlot(page);
  // 24 hours before the chosen start, as the widget writes a date and a time.
  const deadline = Date.parse(instant) - 24 * 3_600_000;
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(deadline);
  const cancelUntil = w.locator('.policy-note', { hasText: 'Free cancellation until' });
  await expect(cancelUntil).toContainText(time);
  await expect(w.locator('.policy-note', { hasText: 'Rescheduling allowed until' })).toContainText(
    time,
  );

  await fillContact(page, 'Ada Lovelace', 'ada.policy@example.com');
  await page.getByRole('textbox', { name: /^What would you like to work on/ }).fill('Delegation');
  await submit(page);
  await expectConfirmed(page);
  const confirmation = w.locator('[part~="confirmation"]');
  await expect(confirmation.getByText(/^Free cancellation until/)).toContainText(time);
  await expect(confirmation.getByText(/^Rescheduling allowed until/)).toContainText(time);
  await expect(confirmation.getByRole('button', { name: 'Reschedule' })).toBeVisible();
});

test('an approval-required event: "Request booking", then a request with no calendar files or links', async ({
  page,
}) => {
  await openDemo(page, { resource: '104' });
  const w = widget(page);
  await pickFirstSlot(page);
  await expect(w.locator('[part~="submit"]')).toHaveText('Request booking');
  await fillContact(page, 'Grace Hopper', 'grace.request@example.com');
  await w.getByRole('combobox', { name: /^Type of contract/ }).selectOption('nda');
  await w.getByRole('textbox', { name: /^What should we look at/ }).fill('An NDA for a supplier');
  await submit(page);
  const confirmation = w.locator('[part~="confirmation"]');
  await expect(confirmation.getByRole('heading', { name: /awaiting approval/ })).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(
    confirmation.locator('a[href^="blob:"], a[href*="calendar.google"], a[href*="outlook"]'),
  ).toHaveCount(0);
});

test('a paused event and a missing one are a calm "isn’t available for booking", with no alarm', async ({
  page,
}) => {
  for (const resource of ['105', '999']) {
    await page.goto(`/demo/inline.html?resource=${resource}`);
    const w = widget(page);
    const state = w.locator('[part~="unavailable"]');
    await expect(state).toContainText('This event isn’t available for booking');
    await expect(state).toHaveAttribute('role', 'status');
    await expect(w.locator('[part~="error"]')).toHaveCount(0);
    await expect(w.getByText('Couldn’t load this event.')).toHaveCount(0);
  }
});
