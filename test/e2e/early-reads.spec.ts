// Data and code in parallel: a tap on a popup trigger asks for the resource and its first month's times at once,
// alongside the widget's code (src/embed.ts, src/api/early-reads.ts), and the widget uses those answers instead of
// asking again. A duration remembered from an earlier visit only picks which times are asked for early: the widget
// shows and books what the service's record says. Against `npm run mock` over HTTP (live mode), on
// demo/bench-live.html (a popup trigger connected from the address).
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  expectConfirmed,
  fillContact,
  firstOpenSlotIn,
  firstScreenIn,
  submit,
  widget,
  type StoredBooking,
} from './booking-helpers.js';
import { ensureBuilt } from './embed-helpers.js';
import { startLiveMock, type LiveMock } from './live-helpers.js';

let mock: LiveMock;

test.describe.configure({ mode: 'default' });
test.use({ hasTouch: true, timezoneId: 'America/New_York' });

test.beforeAll(async () => {
  ensureBuilt();
  mock = await startLiveMock();
});

test.afterAll(async () => {
  await mock?.close();
});

/** The service's reads of `resource`, in the order the page asked for them. */
function serviceReads(page: Page, resource: string): { resource: URL[]; availability: URL[] } {
  const reads = { resource: [] as URL[], availability: [] as URL[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== mock.origin || request.method() !== 'GET') return;
    if (url.pathname === `/v1/resources/${resource}`) reads.resource.push(url);
    if (url.pathname === `/v1/availability/${resource}`) reads.availability.push(url);
  });
  return reads;
}

const openTrigger = (page: Page, resource: string) =>
  page.goto(
    `/demo/bench-live.html?${new URLSearchParams({ way: 'popup', base: mock.baseUrl, key: 'demo', resource })}`,
  );

test('a tap asks for the resource and its first times before the widget code has run, and the widget uses them', async ({
  page,
}) => {
  // The shared chunk (the widget's code) is held back for 3 s: the reads must not wait for it.
  let released = false;
  await page.route(/\/dist\/chunks\/src-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    released = true;
    await route.continue();
  });
  const reads = serviceReads(page, '107');
  await openTrigger(page, '107');
  await page.getByRole('button', { name: 'Book a time' }).tap();

  await expect.poll(() => reads.availability.length, { timeout: 2500 }).toBeGreaterThan(0);
  expect(released).toBe(false);
  expect(await page.evaluate(() => customElements.get('booking-widget') === undefined)).toBe(true);
  expect(reads.resource).toHaveLength(1);
  const early = reads.availability[0]!;
  // The record's default duration (45 minutes), the visitor's month from the day before today.
  expect(early.searchParams.get('duration')).toBe('45m');

  // The first screen: a time, or "Jump to …" when the month opened on has none left (its last evening).
  await expect(firstScreenIn(widget(page)).either).toBeVisible({ timeout: 20_000 });
  // The widget asked for neither again: one read of the record, and no read of a date the early one covered.
  expect(reads.resource).toHaveLength(1);
  const earlyEnd = early.searchParams.get('end')!;
  const later = reads.availability.slice(1).map((url) => url.searchParams.get('start')!);
  expect(later.filter((start) => start <= earlyEnd)).toEqual([]);
});

test('a duration remembered from an earlier visit is asked for early but never shown or booked when the record says otherwise', async ({
  page,
}) => {
  // An earlier visit remembered 90 minutes; the service's record now says 45 is the default.
  await page.addInitScript((base) => {
    localStorage.setItem(`booking-widget:duration:${base}|107`, `90|${Date.now()}`);
  }, mock.baseUrl);
  const reads = serviceReads(page, '107');
  await openTrigger(page, '107');
  await page.getByRole('button', { name: 'Book a time' }).tap();

  const w = widget(page);
  const slot = await firstOpenSlotIn(w, 20_000);
  expect(reads.availability[0]!.searchParams.get('duration')).toBe('90m');
  // The times shown are the record's default duration's, asked for by the widget itself.
  expect(reads.availability.some((url) => url.searchParams.get('duration') === '45m')).toBe(true);
  // And what is remembered for the next visit is the record's.
  await expect
    .poll(() =>
      page.evaluate(
        (base) => localStorage.getItem(`booking-widget:duration:${base}|107`),
        mock.baseUrl,
      ),
    )
    .toMatch(/^45\|/);

  await slot.click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
  const email = `early.${Date.now()}@example.com`;
  await fillContact(page, 'Ada Lovelace', email);
  await page.getByLabel(/What would you like to work on/).fill('Leadership');
  await submit(page);
  await expectConfirmed(page);
  const response = await fetch(
    `${mock.baseUrl}/bookings?${new URLSearchParams({ apiKey: 'demo', email, resource_id: '107' })}`,
  );
  const [stored] = (await response.json()) as StoredBooking[];
  expect((Date.parse(stored!.end_at) - Date.parse(stored!.start_at)) / 60_000).toBe(45);
});

test("ICU starts while the widget's code is on its way after a tap, never at page load", async ({
  page,
}) => {
  // Counts the Intl.DateTimeFormat objects the page makes (the first one starts ICU: tens of ms on a phone).
  await page.addInitScript(() => {
    const page = globalThis as unknown as { intlMade: number };
    page.intlMade = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: []) {
        page.intlMade++;
        return Reflect.construct(target, args);
      },
    });
  });
  let released = false;
  await page.route(/\/dist\/chunks\/src-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    released = true;
    await route.continue();
  });
  const made = () => page.evaluate(() => (globalThis as unknown as { intlMade: number }).intlMade);
  await openTrigger(page, '107');
  const trigger = page.getByRole('button', { name: 'Book a time' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  expect(await made()).toBe(0);

  await trigger.tap();
  await expect.poll(made, { timeout: 2500 }).toBeGreaterThan(0);
  expect(released).toBe(false);
  expect(await page.evaluate(() => customElements.get('booking-widget') === undefined)).toBe(true);
  await expect(firstScreenIn(widget(page)).either).toBeVisible({ timeout: 20_000 });
});
