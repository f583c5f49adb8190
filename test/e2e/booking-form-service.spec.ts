// The form against what a real service asks and answers: the invitee chooses where to meet, a 400 whose
// details name fields lands on those fields, and a 429 on the booking is waited out once and books once.
import type { Page } from '@playwright/test';
import { test } from './helpers/clock.js';
import {
  expect,
  ANSWERS,
  confirmation,
  mountWidget,
  pickAndFill,
  setFault,
  waitSkippingWindows,
} from './faults-helpers.js';
import { bookingsFor } from './booking-helpers.js';

interface SentBody {
  invitees: { email: string }[];
  location?: { type: string; phone?: string };
}

/**
 * Records every `POST /bookings` body the in-page service receives; with `refuseFirst`, answers the first one
 * with a 400 naming the invitee's e-mail (as a service whose own checks are stricter than the widget's would).
 */
async function watchBookings(page: Page, options: { refuseFirst?: boolean } = {}) {
  await page.evaluate((refuseFirst) => {
    const w = window as unknown as {
      __bookingMock: { service: { fetch: typeof fetch } };
      __sent: unknown[];
    };
    w.__sent = [];
    const service = w.__bookingMock.service;
    const answer = service.fetch;
    let refused = !refuseFirst;
    service.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/bookings')) {
        w.__sent.push(await request.clone().json());
        if (!refused) {
          refused = true;
          return new Response(
            JSON.stringify({
              error: {
                status: 400,
                code: 'invalid_request',
                message: 'The booking request is invalid.',
                details: [{ path: 'invitees.0.email', message: 'this domain takes no bookings' }],
              },
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          );
        }
      }
      return answer(request);
    };
  }, options.refuseFirst ?? false);
}

const sentBodies = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sent: SentBody[] }).__sent);

test('a two-location resource lets the invitee choose, and the booking carries the choice', async ({
  page,
}) => {
  const w = await mountWidget(page);
  await watchBookings(page);
  await pickAndFill(w);
  const choice = w.getByRole('group', { name: 'Location' });
  await expect(choice.getByRole('radio', { name: /Microsoft Teams/ })).toBeChecked();
  await choice.getByRole('radio', { name: /We will call you/ }).check();
  const phone = w.getByRole('textbox', { name: /Your phone number/ });
  await expect(phone).toBeVisible();

  // The number the host calls is required.
  await w.locator('[part~="submit"]').click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('+44 20 7946 0000');
  await w.locator('[part~="submit"]').click();
  await expect(confirmation(w)).toBeVisible();
  const [body] = await sentBodies(page);
  expect(body!.location).toEqual({ type: 'inbound_call', phone: '+44 20 7946 0000' });
  expect(await bookingsFor(page, { email: ANSWERS.email })).toHaveLength(1);
});

test('a 400 whose details name a field lands on that field, focused, and a corrected submit books', async ({
  page,
}) => {
  const w = await mountWidget(page);
  await watchBookings(page, { refuseFirst: true });
  await pickAndFill(w);
  await w.locator('[part~="submit"]').click();

  const email = w.getByRole('textbox', { name: 'Email address' });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    /Not accepted by the booking service: this domain takes no bookings/,
  );
  await expect(w.getByRole('alert')).toContainText('Email address');
  // No general error: the problem is on its field.
  await expect(w.getByText('Something went wrong')).toHaveCount(0);

  await email.fill('margaret@example.org');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await w.locator('[part~="submit"]').click();
  await expect(confirmation(w)).toBeVisible();
  expect((await sentBodies(page)).map((body) => body.invitees[0]!.email)).toEqual([
    ANSWERS.email,
    'margaret@example.org',
  ]);
});

test('a 429 on the booking waits Retry-After, saying so, then books once', async ({ page }) => {
  const w = await mountWidget(page, { fakeClock: true, daysAhead: 3 });
  await watchBookings(page);
  await pickAndFill(w);
  await setFault(page, { route: 'booking', kind: '429', times: 1 });
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('.busy')).toHaveText(/The service is busy — trying again in \d+ s/);
  await expect(w.locator('[part~="submit"]')).toBeDisabled();
  await waitSkippingWindows(page, confirmation(w));
  expect(await sentBodies(page)).toHaveLength(2);
  expect(await bookingsFor(page, { email: ANSWERS.email })).toHaveLength(1);
});
