// Every setting of an event honoured in demo mode (booking page 2, events 201–204): a protected event asks for its
// passcode before its times and books only with it; a private one is absent from its page's list yet bookable by
// its own link.
import { expect, test } from './helpers/clock.js';
import {
  bookingsFor,
  expectConfirmed,
  fillContact,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

test('a protected event asks for its passcode before the times, says plainly when it is wrong, and books with the right one', async ({
  page,
}) => {
  await page.goto('/demo/inline.html?resource=201');
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Enter the passcode' })).toBeVisible();
  await expect(w.locator('[part~="slot"]')).toHaveCount(0);
  await expect(w.locator('[part~="calendar"]')).toHaveCount(0);
  const field = w.getByLabel('Passcode', { exact: true });

  await w.getByRole('button', { name: 'Continue' }).click();
  await expect(w.getByText('Enter the passcode to continue.')).toBeVisible();

  await field.fill('apple');
  await field.press('Enter');
  await expect(w.getByRole('alert').filter({ hasText: 'That passcode isn’t right' })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Never written into the page: not in an attribute, not in the address.
  expect(await page.content()).not.toContain('apple');
  expect(page.url()).not.toContain('apple');

  await field.fill('orchard');
  await w.getByRole('button', { name: 'Continue' }).click();
  await expect(w.locator('[part~="calendar"]')).toBeVisible();
  await expect(w.getByRole('heading', { name: 'Enter the passcode' })).toHaveCount(0);
  expect(page.url()).not.toContain('orchard');

  await pickFirstSlot(page);
  // Back to the times: not asked again.
  await w.getByRole('button', { name: 'Back' }).first().click();
  await expect(w.locator('[part~="calendar"]')).toBeVisible();
  await expect(w.getByRole('heading', { name: 'Enter the passcode' })).toHaveCount(0);

  await pickFirstSlot(page);
  await fillContact(page, 'Ines Duarte', 'ines@example.com');
  await submit(page);
  await expectConfirmed(page);
  expect(await bookingsFor(page, { resource_id: '201' })).toHaveLength(1);

  // Kept for the tab: the page opened again shows the times at once.
  await page.reload();
  await expect(w.locator('[part~="calendar"]')).toBeVisible();
  await expect(w.getByRole('heading', { name: 'Enter the passcode' })).toHaveCount(0);
});

test('a private event is not in its booking page’s list, and opens by its own link', async ({
  page,
}) => {
  await page.goto('/demo/events.html?page=2');
  const w = widget(page);
  await expect(w.locator('.event-name button')).toHaveText([
    'Investor office hours',
    'Glaze consultation',
    'Beratungsgespräch',
  ]);
  await openDemo(page, { resource: '202' });
  await expect(w.getByRole('heading', { name: 'Board preparation call', level: 2 })).toBeVisible();
  await pickFirstSlot(page);
  await fillContact(page, 'Ines Duarte', 'ines@example.com');
  await submit(page);
  await expectConfirmed(page);
});

test('a paid event states its price and how it is paid before booking, with the policy on the form', async ({
  page,
}) => {
  await openDemo(page, { resource: '203' });
  const details = widget(page).locator('[part~="header"]');
  await expect(details).toContainText('$45.00');
  await expect(details).toContainText(
    'Not charged here: the host will ask you for payment after you book (Stripe and PayPal).',
  );
  await pickFirstSlot(page);
  // The 48-hour cancellation rule, said for the time chosen (open until a date, or already closed).
  await expect(
    widget(page).locator('.policy-note', {
      hasText: /Free cancellation until|Cancellation isn’t possible: .*48 hours/,
    }),
  ).toBeVisible();
});
