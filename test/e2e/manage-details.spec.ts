// The details column beside the cancel and reschedule screens describes the booking being managed: its own
// duration and price, and no duration to choose (choosing "1 h" there used to change the price shown beside a
// 30-minute booking being canceled).
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { DEMO, openDemo, widget } from './booking-helpers.js';

/** Books an hour of the product demo (101: 30 min for $25 by default, 1 h for $45) in the page's mock. */
async function bookHourDemo(page: Page): Promise<string> {
  return page.evaluate(async (base) => {
    const handle = (globalThis as any).__bookingMock;
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    const read = await handle.service.fetch(
      `${base}/availability/101?apiKey=demo&start=${day(4)}&end=${day(18)}&duration=60m`,
    );
    const entries = (await read.json()) as { slots: { time: string; available: number }[] }[];
    const slot = entries.flatMap((entry) => entry.slots).find((s) => s.available > 0)!;
    const start = Date.parse(slot.time);
    const created = await handle.service.fetch(`${base}/bookings?apiKey=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        resource: { resource_id: '101' },
        host: { user_id: 1 },
        start_at: iso(start),
        end_at: iso(start + 3_600_000),
        invitees: [
          {
            name: 'Grace Hopper',
            email: 'grace@example.com',
            questions: [
              { name: 'company', value: 'Lumen Health' },
              { name: 'company_size', value: '240' },
              { name: 'role', value: 'operations' },
              { name: 'region', value: 'na' },
            ],
          },
        ],
      }),
    });
    return ((await created.json()) as { booking_id: string }).booking_id;
  }, DEMO);
}

for (const action of ['cancel', 'reschedule'] as const) {
  test(`beside the ${action} screen: the booking's own duration and price, nothing to choose`, async ({
    page,
  }) => {
    await openDemo(page, { resource: '101' });
    const id = await bookHourDemo(page);
    await widget(page).evaluate(
      (element, { id, action }) => {
        element.setAttribute('booking', id);
        element.setAttribute('action', action);
      },
      { id, action },
    );
    const w = widget(page);
    await expect(w.locator('#manage-title')).toBeVisible();
    const details = w.locator('booking-details');
    await expect(details).toContainText('$45.00');
    await expect(details).toContainText('1 h');
    await expect(details).not.toContainText('$25.00');
    await expect(details.locator('.durations')).toHaveCount(0);
  });
}
