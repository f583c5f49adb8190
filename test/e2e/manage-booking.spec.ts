// Reschedule and cancel from the widget, with settings.policy enforced in the widget and at the API.
import type { Page } from '@playwright/test';
import { expect, test, testNow } from './helpers/clock.js';
import {
  DEMO,
  bookingsFor,
  expectConfirmed,
  fillContact,
  firstOpenSlotIn,
  nextDocumentEvent,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

interface Stored {
  booking_id: string;
  status: string;
  start_at: string;
  end_at: string;
  cancel_reason?: string | null;
  reschedule?: { rescheduled_from: string; reason: string | null } | null;
}

/** YYYY-MM-DD `days` from today (UTC is close enough to land well past the 24-hour policy window). */
const daysAhead = (days: number) =>
  new Date(testNow() + days * 86_400_000).toISOString().slice(0, 10);

/** Calls the in-page mock directly (not through the widget). */
async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ base, method, path, body }) => {
      const handle = (globalThis as any).__bookingMock;
      const sep = path.includes('?') ? '&' : '?';
      const response = await handle.service.fetch(`${base}${path}${sep}apiKey=demo`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { base: DEMO, method, path, body },
  );
}

/** Books resource 107 at its first open time at least `days` ahead, through the API. */
async function bookCoaching(page: Page, email: string, days: number): Promise<Stored> {
  const start = daysAhead(days);
  const end = daysAhead(days + 14);
  const availability = await api(page, 'GET', `/availability/107?start=${start}&end=${end}`);
  const slot = (availability.body as { slots: { time: string; available: number }[] }[])
    .flatMap((entry) => entry.slots)
    .find((s) => s.available > 0);
  expect(slot, 'an open coaching time').toBeDefined();
  const startAt = new Date(Date.parse(slot!.time)).toISOString().replace('.000Z', 'Z');
  const endAt = new Date(Date.parse(slot!.time) + 45 * 60_000).toISOString().replace('.000Z', 'Z');
  const created = await api(page, 'POST', '/bookings', {
    resource: { resource_id: '107' },
    host: { user_id: 8 },
    start_at: startAt,
    end_at: endAt,
    invitees: [
      {
        name: 'Grace Hopper',
        email,
        questions: [{ name: 'goal', value: 'Prepare for a leadership role' }],
      },
    ],
  });
  expect(created.status).toBe(201);
  return created.body as Stored;
}

async function manage(page: Page, bookingId: string, action: 'reschedule' | 'cancel') {
  await page.evaluate(
    ({ bookingId, action }) => {
      const element = document.querySelector('booking-widget')!;
      element.setAttribute('booking', bookingId);
      element.setAttribute('action', action);
    },
    { bookingId, action },
  );
}

test('book, reschedule from the confirmation, then cancel: the booking list shows each state', async ({
  page,
}) => {
  await openDemo(page, { resource: '107', view: 'day', date: daysAhead(3) });
  const w = widget(page);
  const email = 'ada.manage@example.com';
  const booked = await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', email);
  await page.getByRole('textbox', { name: /^What would you like to work on/ }).fill('Delegation');
  await submit(page);
  await expectConfirmed(page);

  let [stored] = (await bookingsFor(page, { email })) as unknown as Stored[];
  expect(stored!.status).toBe('confirmed');
  expect(Date.parse(stored!.start_at)).toBe(Date.parse(booked));

  // Reschedule from the confirmation: the current time is shown and not offered again.
  const managed = nextDocumentEvent<{ action: string }>(page, 'booking-manage');
  await w.getByRole('button', { name: 'Reschedule' }).click();
  expect((await managed).action).toBe('reschedule');
  const title = w.getByRole('heading', { name: 'Reschedule booking' });
  await expect(title).toBeFocused();
  await expect(w.getByText('Current time')).toBeVisible();
  const slots = w.locator('[part~="slot"]:not([disabled])');
  await expect(slots.first()).toBeVisible();
  const offered = await slots.evaluateAll((buttons) =>
    buttons.map((b) => Date.parse(b.getAttribute('data-instant') ?? '')),
  );
  expect(offered).not.toContain(Date.parse(booked));
  const target = slots.first();
  const moved = (await target.getAttribute('data-instant')) ?? '';
  await target.click();
  await expect(w.getByRole('heading', { name: 'New time' })).toBeFocused();
  await w.getByLabel('Reason (optional)').fill('A meeting moved');
  const rescheduled = nextDocumentEvent<Stored>(page, 'booking-rescheduled');
  await w.getByRole('button', { name: 'Confirm new time' }).click();
  const afterMove = await rescheduled;
  expect(Date.parse(afterMove.start_at)).toBe(Date.parse(moved));
  await expect(w.locator('.manage-done')).toHaveText('Booking rescheduled');
  // Announced once, by the widget's live region, and not overwritten by the times reloading behind it.
  await expect(w.getByRole('status').filter({ hasText: 'Booking rescheduled' })).toHaveCount(1);
  await expectConfirmed(page);

  [stored] = (await bookingsFor(page, { email })) as unknown as Stored[];
  expect(stored!.status).toBe('confirmed');
  expect(Date.parse(stored!.start_at)).toBe(Date.parse(moved));
  expect(Date.parse(stored!.reschedule!.rescheduled_from)).toBe(Date.parse(booked));
  expect(stored!.reschedule!.reason).toBe('A meeting moved');

  // Then cancel the moved booking from its confirmation.
  await w.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(w.getByRole('heading', { name: 'Cancel this booking?' })).toBeFocused();
  await w.getByLabel('Reason (optional)').fill('Plans changed');
  const canceled = nextDocumentEvent<Stored>(page, 'booking-canceled');
  await w.getByRole('button', { name: 'Yes, cancel' }).click();
  expect((await canceled).status).toBe('canceled');
  await expect(w.getByRole('heading', { name: 'This booking was canceled' })).toBeVisible();
  await expect(w.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  [stored] = (await bookingsFor(page, { email })) as unknown as Stored[];
  expect(stored!.status).toBe('canceled');
  expect(stored!.cancel_reason).toBe('Plans changed');
  expect(Date.parse(stored!.start_at)).toBe(Date.parse(moved));
});

test('a booking 12 hours away under a 24-hour policy: no reschedule in the widget, 409 at the API', async ({
  page,
}) => {
  await openDemo(page, { resource: '107' });
  const booking = await bookCoaching(page, 'soon@example.com', 3);
  // Move it to 12 hours from now in the mock's store (as if booked long ago for tomorrow morning).
  await page.evaluate((id) => {
    const store = (globalThis as any).__bookingMock.service.store;
    const record = store.bookings.get(id);
    const start = Math.floor((Date.now() + 12 * 3_600_000) / 900_000) * 900_000;
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    store.saveBooking({ ...record, start_at: iso(start), end_at: iso(start + 45 * 60_000) });
  }, booking.booking_id);

  await manage(page, booking.booking_id, 'reschedule');
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Reschedule booking' })).toBeVisible();
  await expect(w.locator('.manage-blocked')).toContainText(
    'Rescheduling isn’t possible: Sessions can be rescheduled up to 24 hours before they start.',
  );
  await expect(w.locator('[part~="calendar"]')).toHaveCount(0);
  await expect(w.getByRole('button', { name: 'Confirm new time' })).toHaveCount(0);

  // The cancel flow says the same for cancellation.
  await manage(page, booking.booking_id, 'cancel');
  await expect(w.locator('.manage-blocked')).toHaveText(
    /^\s*Cancellation isn’t possible: Sessions can be cancelled/,
  );
  await expect(w.getByRole('button', { name: 'Yes, cancel' })).toHaveCount(0);

  const later = await api(
    page,
    'GET',
    `/availability/107?start=${daysAhead(5)}&end=${daysAhead(20)}`,
  );
  const slot = (later.body as { slots: { time: string; available: number }[] }[])
    .flatMap((entry) => entry.slots)
    .find((s) => s.available > 0)!;
  const start = Date.parse(slot.time);
  const refused = await api(page, 'PUT', `/bookings/${booking.booking_id}`, {
    start_at: new Date(start).toISOString().replace('.000Z', 'Z'),
    end_at: new Date(start + 45 * 60_000).toISOString().replace('.000Z', 'Z'),
  });
  expect(refused.status).toBe(409);
  expect(refused.body.error.code).toBe('conflict');
  const cancel = await api(page, 'POST', `/bookings/${booking.booking_id}/cancel`, {});
  expect(cancel.status).toBe(409);
  const [stored] = (await bookingsFor(page, { email: 'soon@example.com' })) as unknown as Stored[];
  expect(stored!.status).toBe('confirmed');
});

test('a canceled booking shows its state and cannot be rescheduled (widget and API)', async ({
  page,
}) => {
  await openDemo(page, { resource: '107' });
  const booking = await bookCoaching(page, 'gone@example.com', 4);
  expect(
    (await api(page, 'POST', `/bookings/${booking.booking_id}/cancel`, { reason: 'Ill' })).status,
  ).toBe(200);

  await manage(page, booking.booking_id, 'reschedule');
  const w = widget(page);
  const heading = w.getByRole('heading', { name: 'This booking was canceled' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(w.getByText('Ill', { exact: true })).toBeVisible();
  await expect(w.locator('[part~="calendar"]')).toHaveCount(0);
  await expect(w.locator('[part~="submit"]')).toHaveCount(0);

  const start = Date.parse(booking.start_at) + 86_400_000;
  const refused = await api(page, 'PUT', `/bookings/${booking.booking_id}`, {
    start_at: new Date(start).toISOString().replace('.000Z', 'Z'),
    end_at: new Date(start + 45 * 60_000).toISOString().replace('.000Z', 'Z'),
  });
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toMatch(/canceled/);
});

test('a booking opened by attributes: reschedule to another time, then the API refusal is shown like the policy', async ({
  page,
}) => {
  await openDemo(page, { resource: '101' });
  const booking = await bookCoaching(page, 'attr@example.com', 5);
  await manage(page, booking.booking_id, 'reschedule');
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Reschedule booking' })).toBeFocused();
  // The calendar is the booking's resource (107), not the page's 101.
  await expect(
    w.getByRole('heading', { name: 'Coaching session', level: 2 }).first(),
  ).toBeVisible();
  const slot = await firstOpenSlotIn(w);
  const instant = (await slot.getAttribute('data-instant')) ?? '';
  await slot.click();
  // Meanwhile the booking is moved into the policy window behind the widget's back: the service refuses.
  await page.evaluate((id) => {
    const store = (globalThis as any).__bookingMock.service.store;
    const record = store.bookings.get(id);
    const start = Math.floor((Date.now() + 6 * 3_600_000) / 900_000) * 900_000;
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    store.saveBooking({ ...record, start_at: iso(start), end_at: iso(start + 45 * 60_000) });
  }, booking.booking_id);
  await w.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(w.locator('.manage-blocked')).toContainText(
    'Rescheduling isn’t possible: Sessions can be rescheduled up to 24 hours before they start.',
  );
  await expect(w.getByRole('button', { name: 'Confirm new time' })).toHaveCount(0);
  const [stored] = (await bookingsFor(page, { email: 'attr@example.com' })) as unknown as Stored[];
  expect(Date.parse(stored!.start_at)).not.toBe(Date.parse(instant));
});

test('manage-url: the confirmation links to the host page’s manage URL for the booking (http(s) only)', async ({
  page,
}) => {
  await openDemo(page, { resource: '107', view: 'day', date: daysAhead(3) });
  await page.evaluate(() =>
    document
      .querySelector('booking-widget')!
      .setAttribute('manage-url', 'https://shop.example/bookings/{booking_id}?step=manage'),
  );
  await pickFirstSlot(page);
  await fillContact(page, 'Link Tester', 'link@example.com');
  await page.getByRole('textbox', { name: /^What would you like to work on/ }).fill('Focus');
  const confirmed = nextDocumentEvent<Stored>(page, 'booking-confirmed');
  await submit(page);
  const record = await confirmed;
  const link = widget(page).getByRole('link', { name: 'Manage this booking' });
  await expect(link).toHaveAttribute(
    'href',
    `https://shop.example/bookings/${record.booking_id}?step=manage`,
  );
  await page.evaluate(() =>
    document
      .querySelector('booking-widget')!
      .setAttribute('manage-url', 'javascript:alert({booking_id})'),
  );
  await expect(link).toHaveCount(0);
});
