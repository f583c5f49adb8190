// Popup manage flows from the built embed: book in a popup, open the same booking from a
// `data-booking-id` + `data-booking-action` trigger (reschedule screen), then cancel it through
// `BookingWidget.open({ booking, action: 'cancel' })`.
import { expect, test } from './helpers/clock.js';
import { ensureBuilt, HEADER_SCRIPT, openPage } from './embed-helpers.js';

test.beforeAll(() => ensureBuilt());

interface MockBooking {
  booking_id: string;
  status: string;
  invitees: { email: string }[];
}

test('a booking made in a popup is rescheduled from a trigger and canceled with BookingWidget.open', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(
    page,
    '/e2e/popup-manage.html',
    HEADER_SCRIPT,
    `<button id="book" data-booking-resource="106" data-booking-demo>Get IT help</button>
     <button id="manage" data-booking-action="reschedule" data-booking-demo>Change my booking</button>`,
  );

  // Book in the popup.
  await page.locator('#book').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const widget = page.locator('booking-dialog booking-widget').first();
  await widget.locator('[part~="slot"]:not([disabled])').first().click();
  await widget.locator('[name="name"]').fill('Ada Lovelace');
  await widget.locator('[name="email"]').fill('popup.manage@example.com');
  await widget.locator('[name="problem"]').fill('My laptop will not start.');
  await widget.locator('[part~="submit"]').click();
  await expect(widget.getByRole('heading', { name: /you.re booked/i })).toBeVisible();
  const bookingId = await page.evaluate(() => {
    const mock = (
      window as unknown as {
        __bookingMock: { service: { store: { bookings: Map<string, MockBooking> } } };
      }
    ).__bookingMock;
    return [...mock.service.store.bookings.values()].find((booking) =>
      booking.invitees.some((invitee) => invitee.email === 'popup.manage@example.com'),
    )?.booking_id;
  });
  expect(bookingId).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A data-booking-id trigger opens that booking's reschedule screen.
  await page.locator('#manage').evaluate((button, id) => {
    button.setAttribute('data-booking-id', id);
  }, bookingId!);
  await page.locator('#manage').click();
  await expect(dialog).toBeVisible();
  const manager = page.locator(
    'booking-dialog:has(booking-widget[action="reschedule"]) booking-widget',
  );
  await expect(manager.getByRole('heading', { name: 'Reschedule booking' })).toBeVisible();
  await expect(manager.locator('[part~="slot"]:not([disabled])').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // BookingWidget.open({ booking, action: 'cancel' }) cancels it.
  const canceledEvents = await page.evaluate((id) => {
    const w = window as unknown as {
      __canceled: string[];
      BookingWidget: {
        open(options: Record<string, unknown>): void;
        on(name: string, listener: (event: CustomEvent<{ booking_id: string }>) => void): void;
      };
    };
    w.__canceled = [];
    w.BookingWidget.on('booking-canceled', (event) => w.__canceled.push(event.detail.booking_id));
    w.BookingWidget.open({ booking: id, action: 'cancel', demo: true });
    return w.__canceled;
  }, bookingId!);
  expect(canceledEvents).toEqual([]);
  await expect(dialog).toBeVisible();
  const canceler = page.locator(
    'booking-dialog:has(booking-widget[action="cancel"]) booking-widget',
  );
  await expect(canceler.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible();
  await canceler.locator('textarea[name="reason"]').fill('Fixed it myself');
  await canceler.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(canceler.getByRole('heading', { name: 'This booking was canceled' })).toBeVisible();
  // Said once: no second line saying it.
  await expect(canceler.getByText(/canceled/i)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __canceled: string[] }).__canceled))
    .toEqual([bookingId]);
  const stored = await page.evaluate((id) => {
    const mock = (
      window as unknown as {
        __bookingMock: { service: { store: { bookings: Map<string, MockBooking> } } };
      }
    ).__bookingMock;
    return mock.service.store.bookings.get(id)?.status;
  }, bookingId!);
  expect(stored).toBe('canceled');
  expect(errors).toEqual([]);
});
