// Event 203's settings live: the widget (the built header script) talks HTTP to the Node mock (`npm run mock`) on a
// port of its own and shows the host's social links and the policy's terms in the details, then books and states
// the price and how it is paid on the confirmation; the service holds the booking. Keeps the machine's clock: the
// mock's.
import { expect, test } from '@playwright/test';
import {
  expectConfirmationFacts,
  expectConfirmed,
  fillContact,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';
import { ensureBuilt } from './embed-helpers.js';
import { startLiveMock, type LiveMock } from './live-helpers.js';

let mock: LiveMock;

test.beforeAll(async () => {
  ensureBuilt();
  mock = await startLiveMock();
});

test.afterAll(async () => {
  await mock?.close();
});

test('event 203 against npm run mock: links and terms in the details, price and payment on the confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const params = new URLSearchParams({
    load: 'embed',
    resource: '203',
    'base-url': mock.baseUrl,
    'api-key': 'demo',
  });
  await page.goto(`/demo/live-test.html?${params.toString()}`);
  const header = widget(page).locator('[part~="header"]');
  await expect(header.getByRole('heading', { name: 'Glaze consultation' })).toBeVisible({
    timeout: 30_000,
  });
  const linkedIn = header.getByRole('link', { name: 'Alex Rivera on LinkedIn' });
  await expect(linkedIn).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/alex-rivera-ceramics',
  );
  await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(header.getByRole('link')).toHaveCount(4);
  await expect(header.getByText('Free cancellation until 48 hours before the start')).toBeVisible();

  await pickFirstSlot(page);
  const email = `live.settings.${Date.now()}@example.com`;
  await fillContact(page, 'Ines Duarte', email);
  await submit(page);
  await expectConfirmed(page);
  await expectConfirmationFacts(page, {
    Price: '$45.00',
    Payment:
      'Not charged here: the host will ask you for payment after you book (Stripe and PayPal).',
  });

  const response = await fetch(
    `${mock.baseUrl}/bookings?apiKey=demo&resource_id=203&email=${encodeURIComponent(email)}`,
  );
  expect(((await response.json()) as unknown[]).length).toBe(1);
});
