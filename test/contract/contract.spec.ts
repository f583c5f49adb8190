/**
 * The contract suite in a real page: the widget in live mode (`base-url`) against the stub service of stub.ts
 * served over HTTP (never our mock), for records we did not generate — an opaque string id with
 * `resource_id: null` and the real-world forms, the minimal record with every nullable `null` — and a viewer
 * in Kiritimati (UTC+14) of a resource in Pago Pago (UTC−11).
 */
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { freePort } from '../../scripts/free-port.mjs';
import { minimalOneOnOne, pagoPago, realWorld } from './fixtures.js';
import { createStub, type Stub } from './stub.js';

let stub: Stub;
let server: Server;
let baseUrl = '';

test.beforeEach(async () => {
  stub = createStub();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}/v1`;
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void stub
        .fetch(`http://127.0.0.1:${port}${request.url ?? '/'}`, {
          method: request.method ?? 'GET',
          ...(body ? { body } : {}),
        })
        .then(async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

test.afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const widget = (page: Page) => page.locator('booking-widget');

async function open(page: Page, id: string) {
  // The service takes a key (spec §5). Without one the widget takes base-url for a key-adding proxy and sends the
  // proxy's headers (Idempotency-Key), which a service's CORS need not allow.
  const params = new URLSearchParams({
    load: 'module',
    resource: id,
    'base-url': baseUrl,
    'api-key': 'contract-key',
  });
  await page.goto(`/demo/live-test.html?${params.toString()}`);
  await expect(widget(page).locator('[part~="calendar"]')).toBeVisible({ timeout: 30_000 });
}

/** Fills every required text field of the form: e-mail fields with an address, the others with a name. */
async function fillRequired(page: Page) {
  const fields = widget(page).locator('[part~="form"] input[required]');
  for (const field of await fields.all()) {
    const type = await field.getAttribute('type');
    const value =
      { email: 'ada@example.com', tel: '+1 555 010 0199' }[type ?? ''] ?? 'Ada Lovelace';
    await field.fill(value);
  }
}

for (const item of [realWorld, minimalOneOnOne]) {
  test(`${item.label}: shows times and books, live, against a stub`, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, item.id);
    const slot = widget(page).locator('[part~="slot"]:not([disabled])').first();
    const jump = widget(page).getByRole('button', { name: /^Jump to/ });
    await expect(slot.or(jump).first()).toBeVisible({ timeout: 20_000 });
    if (!(await slot.isVisible())) await jump.click();
    const instant = (await slot.getAttribute('data-instant')) ?? '';
    await slot.click();
    await expect(widget(page).locator('[part~="form"]')).toBeVisible();
    await fillRequired(page);
    await widget(page).locator('[part~="submit"]').click();
    await expect(widget(page).locator('[part~="confirmation"]')).toBeVisible();
    // One booking, for the element's id, at the instant chosen; the answer's extra fields did not matter.
    expect(stub.bookings).toHaveLength(1);
    const body = stub.bookings[0]!.body as { resource: { resource_id: string }; start_at: string };
    expect(body.resource.resource_id).toBe(item.id);
    expect(Date.parse(body.start_at)).toBe(Date.parse(instant));
    expect(stub.requests.every((url) => !/duration=\d+[hd]/.test(url.search))).toBe(true);
  });
}

test.describe('a viewer in Pacific/Kiritimati', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('sees the 00:00 slot of every day of a Pago Pago resource (23:00 two dates earlier there)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, pagoPago.id);
    await widget(page).evaluate((element) => element.setAttribute('view', 'week'));
    // A week wholly in the future.
    await widget(page).getByRole('button', { name: 'Next week' }).click();
    await widget(page).getByRole('button', { name: 'Next week' }).click();
    const slots = widget(page).locator('[part~="slot"]:not([disabled])');
    await expect(slots).toHaveCount(7);
    const instants = await slots.evaluateAll((list) =>
      list.map((slot) => slot.getAttribute('data-instant') ?? ''),
    );
    const local = instants.map((instant) =>
      DateTime.fromISO(instant).setZone('Pacific/Kiritimati').toFormat('HH:mm'),
    );
    expect(local).toEqual(Array(7).fill('00:00'));
  });
});
