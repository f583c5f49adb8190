// The header script on pages that contain nothing else: inline tag, popup button, loading rules,
// registration once, triggers added later, the queue stub, events, the floating button.
import { expect, test } from './helpers/clock.js';
import {
  bookHelpDesk,
  documentEvents,
  ensureBuilt,
  HEADER_SCRIPT,
  openPage,
  QUEUE_STUB,
  recordDocumentEvents,
} from './embed-helpers.js';
import { bookingsFor } from './booking-helpers.js';

const EVENTS = [
  'booking-ready',
  'booking-date-selected',
  'booking-slot-selected',
  'booking-confirmed',
  'booking-error',
  'booking-open',
  'booking-close',
] as const;

test.beforeAll(() => ensureBuilt());

test('a page with only the header script and an inline tag books', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await recordDocumentEvents(page, EVENTS);
  await openPage(
    page,
    '/e2e/inline-only.html',
    HEADER_SCRIPT,
    '<booking-widget resource="106" demo></booking-widget>',
  );
  const widget = page.locator('booking-widget');
  await bookHelpDesk(widget);
  expect(await bookingsFor(page, { email: 'ada@example.com' })).toHaveLength(1);
  expect(await documentEvents(page)).toEqual(
    expect.arrayContaining(['booking-ready', 'booking-slot-selected', 'booking-confirmed']),
  );
  // The element came with the shared chunk: the package entry (the element again and the full API client) is
  // never fetched for an inline tag.
  expect(requested.filter((path) => /^\/dist\/chunks\/src-/.test(path))).toHaveLength(1);
  expect(requested).not.toContain('/dist/booking-widget.js');
});

test('a page with only the header script and a button opens the popup and books', async ({
  page,
}) => {
  await openPage(
    page,
    '/e2e/button-only.html',
    HEADER_SCRIPT,
    '<button data-booking-resource="106" data-booking-demo>Get IT help</button>',
  );
  const trigger = page.getByRole('button', { name: 'Get IT help' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
  await expect(dialog).toBeVisible();
  await bookHelpDesk(page.locator('booking-dialog booking-widget'));
  expect(await bookingsFor(page, { email: 'ada@example.com' })).toHaveLength(1);
});

for (const loading of ['', 'defer', 'async'] as const) {
  test(`works when loaded ${loading || 'synchronously'} in <head>, and twice registers once`, async ({
    page,
  }) => {
    await recordDocumentEvents(page, ['booking-open']);
    const script = `<script src="/dist/embed.js" ${loading}></script>`;
    await openPage(
      page,
      `/e2e/twice-${loading || 'sync'}.html`,
      script + script,
      `<button data-booking-resource="106" data-booking-demo>Get IT help</button>${script}`,
    );
    await expect
      .poll(() => page.evaluate(() => typeof window.BookingWidget?.version))
      .toBe('string');
    await page.getByRole('button', { name: 'Get IT help' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.locator('booking-dialog').count()).toBe(1);
    expect(await documentEvents(page)).toEqual(['booking-open']);
  });
}

test('the header script works anywhere in the page (end of body)', async ({ page }) => {
  await openPage(
    page,
    '/e2e/end-of-body.html',
    '',
    `<booking-widget resource="106" demo></booking-widget><script src="/dist/embed.js"></script>`,
  );
  await expect(page.locator('booking-widget [part~="slot"]').first()).toBeVisible();
});

test('loads nothing but itself until a widget is near the viewport or a trigger is touched', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(
    page,
    '/e2e/lazy.html',
    HEADER_SCRIPT,
    `<button data-booking-resource="106" data-booking-demo>Get IT help</button>
     <div style="height: 4000px"></div>
     <booking-widget id="far" resource="106" demo></booking-widget>`,
  );
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  const modules = () =>
    requested.filter((path) => path.startsWith('/dist/') && path !== '/dist/embed.js');
  expect(modules()).toEqual([]);

  // Hover: the popup module loads and the resource and its first month are fetched before any click.
  await page.getByRole('button', { name: 'Get IT help' }).hover();
  await expect.poll(modules).toContain('/dist/booking-popup.js');
  await expect(page.locator('booking-dialog booking-widget [part~="slot"]').first()).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Scrolling the far widget into view shows it: the popup module defined the element, so the widget module
  // (the package entry: the same element, the full client) is not fetched as well.
  await page.locator('#far').scrollIntoViewIfNeeded();
  await expect(page.locator('#far [part~="slot"]').first()).toBeVisible();
  expect(modules()).not.toContain('/dist/booking-widget.js');
});

test('a trigger added after load opens the popup', async ({ page }) => {
  await openPage(page, '/e2e/later.html', HEADER_SCRIPT, '<main id="app"></main>');
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Added later';
    button.dataset['bookingResource'] = '106';
    button.dataset['bookingDemo'] = '';
    document.querySelector('#app')!.append(button);
  });
  const trigger = page.getByRole('button', { name: 'Added later' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await trigger.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('booking-dialog booking-widget')).toHaveAttribute('resource', '106');
});

test('calls queued by the stub before the script loads are replayed', async ({ page }) => {
  await openPage(
    page,
    '/e2e/queued.html',
    `${QUEUE_STUB}<script src="/e2e/queued-calls.js"></script><script src="/dist/embed.js" async></script>`,
    '<p>Queued</p>',
  );
  await page.route('**/e2e/queued-calls.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__opened = [];
        BookingWidget.on('booking-open', (event) => window.__opened.push(event.detail.resource));
        BookingWidget.open({ resource: '106', demo: true, view: 'week' });`,
    }),
  );
  await page.reload();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('booking-dialog booking-widget')).toHaveAttribute('view', 'week');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))
    .toEqual(['106']);
});

test('every event reaches document listeners and BookingWidget.on', async ({ page }) => {
  await recordDocumentEvents(page, EVENTS);
  await openPage(
    page,
    '/e2e/events.html',
    HEADER_SCRIPT,
    '<button data-booking-resource="106" data-booking-demo>Get IT help</button>',
  );
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
  await page.evaluate((names) => {
    const seen: string[] = [];
    (window as unknown as { __viaApi: string[] }).__viaApi = seen;
    for (const name of names)
      window.BookingWidget!.on(name, (event: Event) => seen.push(event.type));
  }, EVENTS);
  await page.getByRole('button', { name: 'Get IT help' }).click();
  await bookHelpDesk(page.locator('booking-dialog booking-widget'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const expected = [
    'booking-open',
    'booking-ready',
    'booking-slot-selected',
    'booking-confirmed',
    'booking-close',
  ];
  // booking-close follows the dialog's own close event, a task after the dialog has left the page.
  await expect.poll(() => documentEvents(page)).toEqual(expect.arrayContaining(expected));
  const viaApi = () => page.evaluate(() => (window as unknown as { __viaApi: string[] }).__viaApi);
  await expect.poll(viaApi).toEqual(expect.arrayContaining(expected));
  expect((await viaApi()).filter((type) => type === 'booking-confirmed')).toHaveLength(1);
});

test('the floating button opens the popup from its corner', async ({ page }) => {
  await openPage(page, '/e2e/floating.html', HEADER_SCRIPT, '<h1>Floating</h1>');
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
  await page.evaluate(() =>
    window.BookingWidget!.floatingButton({
      resource: '106',
      demo: true,
      text: 'Need help?',
      position: 'bottom-left',
    }),
  );
  const button = page.getByRole('button', { name: 'Need help?' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(viewport.width / 2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 100);
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});
