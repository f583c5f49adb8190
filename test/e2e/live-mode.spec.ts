// Live mode: without `demo`, `base-url` + `api-key` go to a real service over HTTP. The service
// is the Node mock (`npm run mock`) on its own loopback port, so every call is a real cross-origin request from
// the dev server's page; the booking is then read back from Node, and the page must never have touched the
// demo host or loaded the in-page mock's chunk. Run for the built embed (dist/embed.js, what integrators
// use) and for the source module (src/index.ts through Vite).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  answerProductDemo,
  expectConfirmed,
  fillContact,
  pickFirstSlot,
  submit,
  widget,
  type StoredBooking,
} from './booking-helpers.js';
import { ensureBuilt, recordDocumentEvents } from './embed-helpers.js';
import { builtMockChunk, startLiveMock, type LiveMock } from './live-helpers.js';

const DEMO_HOST = 'demo.booking-widget.invalid';

interface Loading {
  name: string;
  /** demo/live-test.html's `load` parameter. */
  load: 'embed' | 'module';
  /** Does this request URL load the in-page mock's code? */
  isMockCode: (url: URL) => boolean;
}

const LOADINGS: (() => Loading)[] = [
  () => {
    const chunk = builtMockChunk();
    return {
      name: 'built embed',
      load: 'embed',
      isMockCode: (url) => url.pathname === `/dist/${chunk}` || url.pathname.includes('/mock/'),
    };
  },
  () => ({
    name: 'source module',
    load: 'module',
    isMockCode: (url) => url.pathname.startsWith('/src/mock/'),
  }),
];
const LOADING_NAMES = ['built embed', 'source module'] as const;

let mock: LiveMock;

// One mock server per worker; the tests of this file run in order in one worker, and one failing does not
// skip the others.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  ensureBuilt();
  mock = await startLiveMock();
});

test.afterAll(async () => {
  await mock?.close();
});

/** Every URL the page requests, from before navigation. */
function recordRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => seen.push(new URL(request.url())));
  return seen;
}

async function storedBookings(query: Record<string, string>): Promise<StoredBooking[]> {
  const response = await fetch(
    `${mock.baseUrl}/bookings?apiKey=demo&${new URLSearchParams(query).toString()}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as StoredBooking[];
}

interface RecordedEvent {
  type: string;
  detail: Record<string, unknown> | null;
}

async function recordedEvents(page: Page, type: string): Promise<RecordedEvent[]> {
  return page.evaluate(
    (name) =>
      (window as unknown as { __documentEvents: RecordedEvent[] }).__documentEvents.filter(
        (event) => event.type === name,
      ),
    type,
  );
}

/**
 * Opens demo/live-test.html, a real page of the dev server (a page fulfilled by the test would have no
 * address space, and Chromium's local network access rules would then block its calls to the loopback).
 */
async function openLivePage(
  page: Page,
  load: Loading['load'],
  options: { apiKey: string } | { demo: true },
): Promise<void> {
  const params = new URLSearchParams({ load, resource: '101' });
  if ('demo' in options) params.set('demo', '');
  else {
    params.set('base-url', mock.baseUrl);
    params.set('api-key', options.apiKey);
  }
  await page.goto(`/demo/live-test.html?${params.toString()}`);
}

for (const [index, name] of LOADING_NAMES.entries()) {
  test(`${name}: books resource 101 end to end over HTTP against npm run mock`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const loading = LOADINGS[index]!();
    const requests = recordRequests(page);
    await recordDocumentEvents(page, ['booking-confirmed', 'booking-error']);
    await openLivePage(page, loading.load, { apiKey: 'demo' });
    await expect(widget(page).locator('[part~="calendar"]')).toBeVisible({ timeout: 30_000 });
    await expect(widget(page).getByRole('heading', { name: 'Product demo' })).toBeVisible();

    const instant = await pickFirstSlot(page);
    const email = `live.${index}.${Date.now()}@example.com`;
    await fillContact(page, 'Ada Lovelace', email);
    await answerProductDemo(page);
    await page.getByRole('checkbox', { name: 'Payments' }).check();
    await page.getByLabel(/Requirements document/).setInputFiles({
      name: 'requirements.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('We need SSO.'),
    });
    await submit(page);
    await expectConfirmed(page);

    // The service (read from Node, not from the page) holds exactly this booking.
    const stored = await storedBookings({ email, resource_id: '101' });
    expect(stored).toHaveLength(1);
    const [booking] = stored;
    expect(booking!.status).toBe('confirmed');
    expect(Date.parse(booking!.start_at)).toBe(Date.parse(instant));
    expect(booking!.invitees[0]).toMatchObject({ name: 'Ada Lovelace', email });
    const answers = Object.fromEntries(
      booking!.invitees[0]!.questions.map((question) => [question.name, question.value]),
    );
    expect(answers).toMatchObject({
      company: 'Analytical Engines',
      company_size: '42',
      role: 'product',
      region: 'emea',
      interests: ['payments'],
    });
    expect(answers['requirements']).toMatchObject({ name: 'requirements.txt', size: 12 });

    const confirmed = await recordedEvents(page, 'booking-confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.detail).toMatchObject({ booking_id: booking!.booking_id });
    expect(await recordedEvents(page, 'booking-error')).toEqual([]);

    // Every service call went to the mock's port (cross-origin), none to the demo host, and the in-page
    // mock's code never loaded.
    const toService = requests.filter((url) => url.origin === mock.origin);
    expect(toService.map((url) => url.pathname)).toEqual(
      expect.arrayContaining(['/v1/resources/101', '/v1/bookings']),
    );
    expect(toService.some((url) => url.pathname === '/v1/availability/101')).toBe(true);
    expect(toService.every((url) => url.searchParams.get('apiKey') === 'demo')).toBe(true);
    expect(requests.filter((url) => url.hostname === DEMO_HOST).map(String)).toEqual([]);
    expect(requests.filter((url) => loading.isMockCode(url)).map(String)).toEqual([]);
  });

  test(`${name}: the same check does see the mock's code in demo mode (control)`, async ({
    page,
  }) => {
    const loading = LOADINGS[index]!();
    const requests = recordRequests(page);
    await openLivePage(page, loading.load, { demo: true });
    await expect(widget(page).locator('[part~="calendar"]')).toBeVisible({ timeout: 30_000 });
    expect(requests.some((url) => loading.isMockCode(url))).toBe(true);
    expect(requests.some((url) => url.origin === mock.origin)).toBe(false);
  });
}

test('a wrong api-key shows a clear error, fires booking-error, and a corrected key loads the event', async ({
  page,
}) => {
  const loading = LOADINGS[0]!();
  const requests = recordRequests(page);
  await recordDocumentEvents(page, ['booking-error']);
  await openLivePage(page, loading.load, { apiKey: 'nope' });

  const error = widget(page).locator('[part~="error"]');
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(error).toContainText('Couldn’t load');
  await expect(error).toContainText(/isn’t set up correctly \(missing or invalid API key\)/);
  await expect(widget(page).locator('[part~="calendar"]')).toHaveCount(0);

  await expect.poll(async () => (await recordedEvents(page, 'booking-error')).length).toBe(1);
  const [event] = await recordedEvents(page, 'booking-error');
  expect(event!.detail).toMatchObject({ code: 'invalid_api_key', step: 'resource' });
  expect(String(event!.detail!['message'])).not.toBe('');

  // The 403 really came from the service, over HTTP, with the wrong key.
  expect(
    requests.some((url) => url.origin === mock.origin && url.searchParams.get('apiKey') === 'nope'),
  ).toBe(true);
  expect(requests.filter((url) => url.hostname === DEMO_HOST).map(String)).toEqual([]);
  expect(requests.filter((url) => loading.isMockCode(url)).map(String)).toEqual([]);

  // The page owner fixes the key: the widget loads the event without a reload.
  await widget(page).evaluate((element) => element.setAttribute('api-key', 'demo'));
  await expect(widget(page).locator('[part~="calendar"]')).toBeVisible({ timeout: 30_000 });
  await expect(error).toHaveCount(0);
});

test('a wrong api-key error offers a Try again that repeats the load', async ({ page }) => {
  await openLivePage(page, 'module', { apiKey: 'nope' });
  const error = widget(page).locator('[part~="error"]');
  await expect(error).toBeVisible({ timeout: 30_000 });
  await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Retrying with the same wrong key fails the same way, clearly, without losing the panel.
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(widget(page).locator('[part~="error"]')).toBeVisible();
});
