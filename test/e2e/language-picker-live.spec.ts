// The visitor's language picker live: the widget talks HTTP to `npm run mock` on a loopback port of its own (the
// machine's clock, the server's), as a site without `demo` does. Picking German books in German (the booking is sent
// with `language: 'de'`, and the service holds it); the event with `settings.hide_language` (204) has no picker.
import { expect, test, type Page } from '@playwright/test';
import {
  answerProductDemo,
  expectConfirmed,
  fillContact,
  pickFirstSlot,
  submit,
  widget,
  type StoredBooking,
} from './booking-helpers.js';
import { startLiveMock, type LiveMock } from './live-helpers.js';

let mock: LiveMock;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  mock = await startLiveMock();
});

test.afterAll(async () => {
  await mock?.close();
});

/** demo/live-test.html with the source module, against the mock (a real page of the dev server, for its origin). */
async function openLive(page: Page, resource: string): Promise<void> {
  const params = new URLSearchParams({
    load: 'module',
    resource,
    'base-url': mock.baseUrl,
    'api-key': 'demo',
  });
  await page.goto(`/demo/live-test.html?${params.toString()}`);
  await expect(widget(page).locator('[part~="calendar"]')).toBeVisible({ timeout: 30_000 });
}

test('live against npm run mock: the visitor picks German, books in German, and the service gets language de', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLive(page, '101');
  const w = widget(page);
  const picker = w.getByRole('combobox', { name: 'Language' });
  await picker.selectOption('de');
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  await expect(w.locator('.root')).toHaveAttribute('lang', 'de');

  await pickFirstSlot(page);
  await expect(w.getByRole('heading', { name: 'Ihre Angaben' })).toBeVisible();
  const email = `lang.live.${Date.now()}@example.com`;
  await fillContact(page, 'Ada Lovelace', email);
  await answerProductDemo(page);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v1/bookings',
  );
  await submit(page);
  expect((await sent).postDataJSON()).toMatchObject({ language: 'de' });
  await expectConfirmed(page);
  await expect(w.getByText('Ihr Termin ist gebucht')).toBeVisible();

  const response = await fetch(`${mock.baseUrl}/bookings?apiKey=demo&email=${email}`);
  const stored = (await response.json()) as StoredBooking[];
  expect(stored.map((booking) => booking.status)).toEqual(['confirmed']);

  // The next visit (the same browser): German, remembered.
  await openLive(page, '101');
  await expect(w.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
});

test('live against npm run mock: the event that hides the language picker shows none and speaks German', async ({
  page,
}) => {
  await openLive(page, '204');
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Beratungsgespräch' })).toBeVisible();
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(w.locator('[part~="language"]')).toHaveCount(0);
  // Event 101 on the same page load's origin has it: the picker is the event's setting, not the page's.
  await openLive(page, '101');
  await expect(w.getByRole('combobox', { name: 'Language' })).toBeVisible();
});
