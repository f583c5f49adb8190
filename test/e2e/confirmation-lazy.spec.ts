// The confirmation is its own chunk, not needed to book: whether it is late or fails to load, the
// booking is made exactly once, the person sees at once that it is made (date, time, status), and the full
// confirmation follows when its chunk arrives, or after "Try again". The submit is a chunk of its own too, asked
// for once the form shows: Book pressed before it is in waits for it; one that fails to load sends nothing.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import {
  bookingsFor,
  fillContact,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';
import { expectNoAxeViolations } from './helpers/a11y.js';
import { CONFIRMATION_MODULE, holdRequests, isDefined, SUBMIT_MODULE } from './helpers/lazy.js';

async function recordConfirmations(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __confirmed: unknown[] };
    w.__confirmed = [];
    document.addEventListener('booking-confirmed', (e) =>
      w.__confirmed.push((e as CustomEvent<unknown>).detail),
    );
  });
}

const confirmedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __confirmed: unknown[] }).__confirmed.length);

async function book(page: Page, email: string) {
  await openDemo(page, { resource: '106' });
  await recordConfirmations(page);
  await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', email);
  await page.getByRole('textbox', { name: /^Describe the problem/ }).fill('VPN drops');
  await submit(page);
}

test('a late confirmation: booked at once, then the full confirmation when it arrives', async ({
  page,
}) => {
  const chunk = await holdRequests(page, CONFIRMATION_MODULE);
  const email = 'late.confirmation@example.com';
  await book(page, email);
  const w = widget(page);

  // Booked, with its date and time, before the confirmation's chunk has arrived.
  const booked = w.getByRole('heading', { name: /^Booking confirmed for .+ at .+/ });
  await expect(booked).toBeVisible();
  await expect(booked).toBeFocused();
  await expect(w.getByRole('status').first()).toContainText(/Booking confirmed for/);
  expect(chunk.asked(), 'the chunk was requested before the answer came').toBe(true);
  expect(await isDefined(page, 'booking-confirmation')).toBe(false);
  await expect(w.locator('[part~="confirmation"]')).toHaveCount(0);
  expect(await bookingsFor(page, { email })).toHaveLength(1);
  await expect.poll(() => confirmedEvents(page)).toBe(1);
  await expectNoAxeViolations(page, 'booked, confirmation on its way', 'booking-widget');

  chunk.release();
  const confirmation = w.locator('[part~="confirmation"]');
  await expect(confirmation).toContainText('You’re booked');
  await expect(confirmation.getByRole('group', { name: 'Add to calendar' })).toBeVisible();
  await expect(booked).toHaveCount(0);
  // Focus moved from the booked state to the confirmation's heading.
  await expect(w.locator('booking-confirmation h2')).toBeFocused();
  expect(await bookingsFor(page, { email })).toHaveLength(1);
  expect(await confirmedEvents(page)).toBe(1);
});

test('a confirmation that fails to load: still booked, once, and "Try again" shows it', async ({
  page,
}) => {
  let failing = true;
  let requests = 0;
  await page.route(CONFIRMATION_MODULE, async (route) => {
    requests++;
    if (failing) await route.abort('internetdisconnected');
    else await route.continue();
  });
  const email = 'failed.confirmation@example.com';
  await book(page, email);
  const w = widget(page);

  const booked = w.getByRole('heading', { name: /^Booking confirmed for .+ at .+/ });
  await expect(booked).toBeVisible();
  const alert = w.getByRole('alert');
  await expect(alert).toContainText('Couldn’t load this booking.');
  expect(await bookingsFor(page, { email })).toHaveLength(1);
  expect(await confirmedEvents(page)).toBe(1);
  const tried = requests;
  expect(tried).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'booked, confirmation failed to load', 'booking-widget');

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  const confirmation = w.locator('[part~="confirmation"]');
  await expect(confirmation).toContainText('You’re booked');
  await expect(confirmation.getByRole('link', { name: /Download \.ics/ })).toBeVisible();
  await expect(w.locator('booking-confirmation h2')).toBeFocused();
  expect(requests).toBeGreaterThan(tried);
  // Loading the confirmation never books again.
  expect(await bookingsFor(page, { email })).toHaveLength(1);
  expect(await confirmedEvents(page)).toBe(1);
});

test('the form shows before the submit has loaded; Book pressed meanwhile books once it arrives', async ({
  page,
}) => {
  const chunk = await holdRequests(page, SUBMIT_MODULE);
  const email = 'late.submit@example.com';
  await book(page, email);
  const w = widget(page);
  // Asked for once the form was painted, and held: the press waits, busy, with nothing sent yet.
  expect(chunk.asked()).toBe(true);
  await expect(w.locator('[part~="form"]')).toHaveAttribute('aria-busy', 'true');
  await expect(w.locator('[part~="submit"]')).toBeDisabled();
  expect(await bookingsFor(page, { email })).toHaveLength(0);

  chunk.release();
  await expect(
    w.getByRole('heading', { name: /^Booking confirmed for .+ at .+|You’re booked/ }).first(),
  ).toBeVisible();
  expect(await bookingsFor(page, { email })).toHaveLength(1);
  await expect.poll(() => confirmedEvents(page)).toBe(1);
});

test('a submit that fails to load: nothing is sent, the offline error offers "Try again", which books', async ({
  page,
}) => {
  let failing = true;
  await page.route(SUBMIT_MODULE, async (route) => {
    if (failing) await route.abort('internetdisconnected');
    else await route.continue();
  });
  const email = 'failed.submit@example.com';
  await book(page, email);
  const w = widget(page);
  const alert = w.getByRole('alert');
  await expect(alert).toContainText('Couldn’t reach the booking service');
  expect(await bookingsFor(page, { email })).toHaveLength(0);
  // The answers are kept on the form.
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(
    w.getByRole('heading', { name: /^Booking confirmed for .+ at .+|You’re booked/ }).first(),
  ).toBeVisible();
  expect(await bookingsFor(page, { email })).toHaveLength(1);
  await expect.poll(() => confirmedEvents(page)).toBe(1);
});
