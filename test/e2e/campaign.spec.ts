// Campaign tracking: the page's utm_* parameters travel with the booking (booking-confirmed's `utm`), inline and
// in a popup opened after the address changed; the booking request stays the spec's (§4.3 has no field for them).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { bookHelpDesk, ensureBuilt, HEADER_SCRIPT } from './embed-helpers.js';
import { nextDocumentEvent, widget } from './booking-helpers.js';

const CAMPAIGN = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring launch',
  utm_content: 'hero',
};
const QUERY =
  'utm_source=newsletter&utm_medium=email&utm_campaign=spring+launch&utm_term=&utm_content=hero';

/** The detail of the next `booking-confirmed` on the document. */
const nextConfirmed = (page: Page) =>
  nextDocumentEvent<Record<string, unknown>>(page, 'booking-confirmed');

/** Records the bodies of the in-page mock's POST /bookings. */
async function recordBookingRequests(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as { __bookingMock?: unknown }).__bookingMock);
  await page.evaluate(() => {
    type Service = { fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> };
    const handle = (globalThis as unknown as { __bookingMock: { service: Service } }).__bookingMock;
    const original = handle.service.fetch.bind(handle.service);
    const bodies: string[] = [];
    (globalThis as unknown as { __bookingBodies: string[] }).__bookingBodies = bodies;
    handle.service.fetch = (input, init) => {
      if (init?.method === 'POST' && /\/bookings(\?|$)/.test(String(input)))
        bodies.push(String(init.body));
      return original(input, init);
    };
  });
}

const bookingBodies = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __bookingBodies: string[] }).__bookingBodies);

test('inline: the page’s utm_* parameters are in booking-confirmed’s detail, not in the request', async ({
  page,
}) => {
  await page.goto(`/demo/inline.html?resource=106&${QUERY}`);
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  await recordBookingRequests(page);
  const confirmed = nextConfirmed(page);
  await bookHelpDesk(w);
  const detail = await confirmed;
  expect(detail['utm']).toEqual(CAMPAIGN);
  expect(detail['booking_id']).toMatch(/^bk_/);
  const [body] = await bookingBodies(page);
  expect(Object.keys(JSON.parse(body!)).sort()).not.toContain('utm');
  expect(body).not.toContain('newsletter');
});

test('without utm_* parameters the detail is the booking record alone', async ({ page }) => {
  await page.goto('/demo/inline.html?resource=106');
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  const confirmed = nextConfirmed(page);
  await bookHelpDesk(w);
  expect(await confirmed).not.toHaveProperty('utm');
});

test('a popup opened after the page tidied its address still carries the landing campaign', async ({
  page,
}) => {
  ensureBuilt();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>campaign</title>
${HEADER_SCRIPT}</head><body><button id="trigger" data-booking-resource="106" data-booking-demo>Get IT help</button></body></html>`;
  await page.route('**/e2e/campaign.html*', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto(`/e2e/campaign.html?${QUERY}`);
  await page.waitForFunction(
    () => (globalThis as { BookingWidget?: { version?: string } }).BookingWidget?.version,
  );
  // A single-page app removes the parameters once its analytics has read them.
  await page.evaluate(() => history.replaceState(null, '', '/e2e/campaign.html'));
  await page.locator('#trigger').click();
  const popup = page.locator('booking-dialog booking-widget');
  await expect(popup.locator('[part~="slot"]').first()).toBeVisible();
  const confirmed = nextConfirmed(page);
  await bookHelpDesk(popup);
  expect((await confirmed)['utm']).toEqual(CAMPAIGN);
});
