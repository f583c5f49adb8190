// The widget behind the proxy recipe, end to end: demo/live-test.html (a page of the e2e server) with `base-url` =
// the proxy's /v1 and no api-key (proxy mode), the proxy (`npm run proxy`) in front of the Node mock
// (`npm run mock`), each on a free port. What a visitor sees is checked in the page; what the service holds is
// read from the mock directly, with the demo key. The servers keep the machine's clock (their "now"), so each
// test books the first time the widget offers.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { startLiveMock, startProxy, type LiveMock } from './live-helpers.js';

/** The token secret both proxy instances share (at least 32 bytes). */
const SECRET = 'proxy-flows-e2e-secret-0123456789abcdef';
const INVALID_LINK = 'This link has expired or isn’t valid.';

let mock: LiveMock;
let proxy: LiveMock;
/** A second proxy instance with the same secret: a manage link works on any instance of the site. */
let otherProxy: LiveMock;
/** The e2e server's origin: the site whose pages the proxies take cross-origin calls from. */
let pageOrigin: string;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  pageOrigin = new URL(String(test.info().project.use.baseURL)).origin;
  mock = await startLiveMock();
  const proxyOptions = { upstream: mock.baseUrl, allowOrigin: pageOrigin, tokenSecret: SECRET };
  [proxy, otherProxy] = await Promise.all([startProxy(proxyOptions), startProxy(proxyOptions)]);
});

test.afterAll(async () => {
  await Promise.all([proxy?.close(), otherProxy?.close(), mock?.close()]);
});

type Stored = StoredBooking & { cancel_reason?: string | null };

/** The bookings the mock holds for `email` (from Node, with the demo key: not through the proxy). */
async function storedFor(email: string, resource = '101'): Promise<Stored[]> {
  const query = new URLSearchParams({ apiKey: 'demo', email, resource_id: resource });
  const response = await fetch(`${mock.baseUrl}/bookings?${query.toString()}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Stored[];
}

/** demo/live-test.html (the source module) with the widget on resource 101 (or `extra`'s) through `through`, no api-key. */
async function openWidget(
  page: Page,
  through: LiveMock,
  extra: Record<string, string> = {},
): Promise<void> {
  const params = new URLSearchParams({
    load: 'module',
    resource: '101',
    'base-url': through.baseUrl,
    ...extra,
  });
  await page.goto(`/demo/live-test.html?${params.toString()}`);
}

/** Picks the first time offered, fills the product demo's form for `email`; the instant picked. */
async function fillBooking(page: Page, email: string): Promise<string> {
  await expect(widget(page).locator('[part~="calendar"]')).toBeVisible({ timeout: 30_000 });
  const instant = await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', email);
  await answerProductDemo(page);
  return instant;
}

/**
 * On the widget's "Cancel this booking?" screen: gives `reason`, confirms, and checks the visitor is told and
 * the mock holds the one booking of `email` canceled with that reason.
 */
async function confirmCancel(page: Page, email: string, reason: string): Promise<void> {
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Cancel this booking?' })).toBeVisible({
    timeout: 30_000,
  });
  await w.getByLabel('Reason (optional)').fill(reason);
  await w.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(w.getByRole('heading', { name: 'This booking was canceled' })).toBeVisible({
    timeout: 30_000,
  });
  const stored = await storedFor(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.status).toBe('canceled');
  expect(stored[0]!.cancel_reason).toBe(reason);
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}@example.com`;

test('books through the proxy, then cancels from the confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('proxy.book');
  await openWidget(page, proxy);
  const instant = await fillBooking(page, email);
  await submit(page);
  await expect(widget(page).locator('[part~="confirmation"]')).toBeVisible({ timeout: 30_000 });

  const [stored, ...more] = await storedFor(email);
  expect(more).toEqual([]);
  expect(stored!.status).toBe('confirmed');
  expect(Date.parse(stored!.start_at)).toBe(Date.parse(instant));

  // The confirmation's Cancel goes through the proxy with the booking's token.
  await widget(page).getByRole('button', { name: 'Cancel booking' }).click();
  await confirmCancel(page, email, 'Plans changed');
});

test('a booking whose answer was lost is recovered with its Idempotency-Key: one booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('proxy.lost');
  const keys: string[] = [];
  let lost = false;
  // The first POST reaches the proxy (and books); its answer never reaches the page.
  await page.route(`${proxy.baseUrl}/bookings`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    keys.push((await request.headerValue('idempotency-key')) ?? '');
    if (lost) return route.continue();
    lost = true;
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    await route.abort('failed');
  });
  await openWidget(page, proxy);
  const instant = await fillBooking(page, email);
  const replayed = page.waitForResponse(
    (response) =>
      response.url() === `${proxy.baseUrl}/bookings` && response.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await submit(page);

  // The widget sends the same request again by itself (same key): the proxy answers with the booking it made.
  await expect(widget(page).locator('[part~="confirmation"]')).toBeVisible({ timeout: 30_000 });
  await expect(widget(page).locator('[part~="error"]')).toHaveCount(0);
  expect(await (await replayed).headerValue('idempotent-replayed')).toBe('true');

  expect(lost).toBe(true);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^"[A-Za-z0-9_-]{16,64}"$/);

  const stored = await storedFor(email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.status).toBe('confirmed');
  expect(Date.parse(stored[0]!.start_at)).toBe(Date.parse(instant));
});

/** The whole body of a request to a Node server. */
async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A request as the service received it. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A stand-in for the service in front of the mock: it keeps every request it is sent, and with `busyOnce` refuses
 * the first booking with 429 and `Retry-After: 1` (the service's limit, spec §7); everything else is passed to the
 * mock as sent.
 */
async function standInService(options: { busyOnce?: boolean } = {}): Promise<{
  baseUrl: string;
  posts: () => number;
  received: Received[];
  close(): Promise<void>;
}> {
  let posts = 0;
  const received: Received[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      received.push({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: body.toString('utf8'),
      });
      const isBooking = request.method === 'POST' && /\/v1\/bookings(\?|$)/.test(request.url ?? '');
      if (isBooking && posts++ === 0 && options.busyOnce) {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
        response.end(
          JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } }),
        );
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
          headers.set(name, value);
      }
      const answer = await fetch(`${mock.origin}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (
          name !== 'content-encoding' &&
          name !== 'content-length' &&
          name !== 'transfer-encoding'
        )
          out[name] = value;
      });
      response.writeHead(answer.status, out);
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => {
      response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    posts: () => posts,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('the manage link opens the booking on another instance; without its token it is refused', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('proxy.link');
  const manageTemplate =
    `${pageOrigin}/demo/live-test.html?load=module&resource=101` +
    `&base-url=${encodeURIComponent(otherProxy.baseUrl)}&action=cancel&booking={booking_id}`;
  await openWidget(page, proxy, { 'manage-url': manageTemplate });
  await fillBooking(page, email);
  await submit(page);
  await expect(widget(page).locator('[part~="confirmation"]')).toBeVisible({ timeout: 30_000 });
  const [booking] = await storedFor(email);
  expect(booking!.status).toBe('confirmed');

  const link = widget(page).locator('[part~="manage-link"]');
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.searchParams.get('booking')).toBe(booking!.booking_id);
  expect(href.searchParams.get('booking_token')).toMatch(/^\d+\.[A-Za-z0-9_-]+$/);

  // The same page without the token: refused with the clear message, nothing changed.
  const bare = new URL(href);
  bare.searchParams.delete('booking_token');
  const stranger = await context.newPage();
  await stranger.goto(bare.toString());
  const refused = widget(stranger).locator('[part~="error"]');
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText(INVALID_LINK);
  await expect(widget(stranger).getByRole('button', { name: 'Yes, cancel' })).toHaveCount(0);
  const [stored, ...more] = await storedFor(email);
  expect(more).toEqual([]);
  expect(stored!.status).toBe('confirmed');
  await stranger.close();

  // The link itself, on the second instance: the visitor cancels.
  const owner = await context.newPage();
  await owner.goto(href.toString());
  await confirmCancel(owner, email, 'Booked by mistake');
  await owner.close();
});

test('with only a booking id, a page can neither read nor cancel it, nor list bookings by e-mail', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('proxy.other');
  await openWidget(page, proxy);
  await fillBooking(page, email);
  await submit(page);
  await expectConfirmed(page);
  const [booking] = await storedFor(email);
  expect(booking!.status).toBe('confirmed');

  // Another visitor's page (same site, so the proxy takes its calls) knows the id and nothing else.
  const other = await context.newPage();
  await openWidget(other, proxy);
  const statuses = await other.evaluate(
    async ({ base, id, email }) => {
      const read = await fetch(`${base}/bookings/${id}`);
      const cancel = await fetch(`${base}/bookings/${id}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Not mine' }),
      });
      const list = await fetch(`${base}/bookings?email=${encodeURIComponent(email)}`);
      return [read.status, cancel.status, list.status];
    },
    { base: proxy.baseUrl, id: booking!.booking_id, email },
  );
  expect(statuses).toEqual([404, 404, 404]);

  const [stored, ...more] = await storedFor(email);
  expect(more).toEqual([]);
  expect(stored).toEqual(booking);
  await other.close();
});

test('a private event is not in its booking page’s list through the proxy, and books by its own link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = widget(page);
  // The page's list: GET /resources with the page_id filter.
  const listed = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${proxy.baseUrl}/resources?`) &&
      new URL(response.url()).searchParams.get('filters')?.includes('page_id') === true,
    { timeout: 60_000 },
  );
  await openWidget(page, proxy, { page: '2' });
  const answer = await listed;
  expect(answer.status()).toBe(200);
  // Not sent to the page at all, not only not shown.
  expect(await answer.text()).not.toContain('Board preparation');
  await expect(w.locator('.event-name button')).toHaveText(
    ['Investor office hours', 'Glaze consultation', 'Beratungsgespräch'],
    { timeout: 30_000 },
  );
  await expect(w).not.toContainText('Board preparation call');

  const email = uniqueEmail('proxy.private');
  await openWidget(page, proxy, { resource: '202' });
  await expect(w.getByRole('heading', { name: 'Board preparation call', level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  const instant = await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', email);
  await submit(page);
  await expect(w.locator('[part~="confirmation"]')).toBeVisible({ timeout: 30_000 });
  const [stored, ...more] = await storedFor(email, '202');
  expect(more).toEqual([]);
  expect(stored!.status).toBe('confirmed');
  expect(Date.parse(stored!.start_at)).toBe(Date.parse(instant));
});

test('a protected event asks for its passcode; a wrong one books nothing; the right one, sent as Booking-Passcode and never in an address, books', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A proxy of its own in front of a stand-in that keeps what the service is sent.
  const service = await standInService();
  const gated = await startProxy({
    upstream: service.baseUrl,
    allowOrigin: pageOrigin,
    tokenSecret: SECRET,
  });
  try {
    const email = uniqueEmail('proxy.passcode');
    const sent: { method: string; url: string; passcode: string | null; status: number }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!response.url().startsWith(gated.origin)) return;
      void request.headerValue('booking-passcode').then((passcode) =>
        sent.push({
          method: request.method(),
          url: response.url(),
          passcode,
          status: response.status(),
        }),
      );
    });
    const w = widget(page);
    await openWidget(page, gated, { resource: '201' });
    await expect(w.getByRole('heading', { name: 'Enter the passcode' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(w.locator('[part~="slot"]')).toHaveCount(0);
    // The proxy's record of the event carries no passcode: only the proxy can tell a right one.
    expect(await page.content()).not.toContain('orchard');

    const field = w.getByLabel('Passcode', { exact: true });
    await field.fill('apple');
    await field.press('Enter');
    await expect(w.getByRole('alert').filter({ hasText: 'That passcode isn’t right' })).toBeVisible(
      { timeout: 30_000 },
    );
    await expect(field).toBeFocused();
    await expect(w.locator('[part~="slot"]')).toHaveCount(0);
    const availability = (entry: { url: string }) =>
      new URL(entry.url).pathname === '/v1/availability/201';
    await expect
      .poll(() => sent.filter((entry) => availability(entry) && entry.passcode === 'apple'))
      .not.toHaveLength(0);
    for (const entry of sent.filter((entry) => entry.passcode === 'apple'))
      expect(entry.status).toBe(403);

    // Past the screen, straight to the proxy: a booking without the passcode or with a wrong one is refused.
    const refusals = await page.evaluate(
      async ({ base, email }) => {
        // A whole hour a week ahead: the proxy checks the passcode before it looks at the time.
        const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000);
        const book = async (passcode?: string) => {
          const response = await fetch(`${base}/bookings`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `"passcode-probe-${passcode ?? 'none'}-0001"`,
              ...(passcode === undefined ? {} : { 'booking-passcode': passcode }),
            },
            body: JSON.stringify({
              resource: { resource_id: '201' },
              start_at: start.toISOString().replace(/\.\d+Z$/, 'Z'),
              end_at: new Date(start.getTime() + 30 * 60_000).toISOString().replace(/\.\d+Z$/, 'Z'),
              invitees: [{ name: 'Mallory', email, questions: [] }],
            }),
          });
          const body = (await response.json()) as { error?: { code?: string } };
          return [response.status, body.error?.code];
        };
        return [await book(), await book('apple')];
      },
      { base: gated.baseUrl, email },
    );
    expect(refusals).toEqual([
      [403, 'passcode_required'],
      [403, 'passcode_invalid'],
    ]);
    expect(await storedFor(email, '201')).toEqual([]);
    // Nothing of the event's times or bookings reached the service before the right passcode.
    expect(
      service.received.filter(
        (request) => request.url.includes('/availability') || request.method === 'POST',
      ),
    ).toEqual([]);

    await field.fill('orchard');
    await w.getByRole('button', { name: 'Continue' }).click();
    await expect(w.locator('[part~="calendar"]')).toBeVisible({ timeout: 30_000 });
    await expect(w.getByRole('heading', { name: 'Enter the passcode' })).toHaveCount(0);
    const instant = await pickFirstSlot(page);
    await fillContact(page, 'Ada Lovelace', email);
    await submit(page);
    await expect(w.locator('[part~="confirmation"]')).toBeVisible({ timeout: 30_000 });

    const [stored, ...more] = await storedFor(email, '201');
    expect(more).toEqual([]);
    expect(stored!.status).toBe('confirmed');
    expect(Date.parse(stored!.start_at)).toBe(Date.parse(instant));
    // The proxy was sent the passcode as Booking-Passcode with the times and with the booking, and let both by.
    // (The two refused are the probes above.) Each response is noted once its header is read, which may be after
    // the confirmation shows: polled.
    const booked = () =>
      sent
        .filter(
          (entry) => entry.method === 'POST' && new URL(entry.url).pathname === '/v1/bookings',
        )
        .map((entry) => [entry.passcode, entry.status]);
    await expect.poll(booked).toEqual([
      [null, 403],
      ['apple', 403],
      ['orchard', 201],
    ]);
    expect(
      sent.some(
        (entry) => availability(entry) && entry.passcode === 'orchard' && entry.status === 200,
      ),
    ).toBe(true);
    // Never in an address: not the page's, not one the page asked for, not one the service was sent.
    const addresses = [
      page.url(),
      ...sent.map((entry) => entry.url),
      ...service.received.map((r) => r.url),
    ];
    for (const address of addresses) {
      expect(address).not.toContain('orchard');
      expect(address).not.toContain('apple');
    }
    // The service itself never gets it (it has no such parameter): the proxy checks it and keeps it.
    for (const request of service.received) {
      expect(request.headers['booking-passcode']).toBeUndefined();
      expect(request.body).not.toContain('orchard');
    }
  } finally {
    await Promise.all([gated.close(), service.close()]);
  }
});

// Last in the file: it books through a proxy instance of its own, whose booking the shared instance's cached times
// don't know of, so a test after it picking "the first time offered" there would meet that time taken (409).
test('a booking the service refuses with 429 is sent again with its key after Retry-After: one booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const service = await standInService({ busyOnce: true });
  const busyProxy = await startProxy({
    upstream: service.baseUrl,
    allowOrigin: pageOrigin,
    tokenSecret: SECRET,
  });
  try {
    const email = uniqueEmail('proxy.busy');
    const answers: { status: number; key: string }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (response.url() !== `${busyProxy.baseUrl}/bookings` || request.method() !== 'POST') return;
      void request
        .headerValue('idempotency-key')
        .then((key) => answers.push({ status: response.status(), key: key ?? '' }));
    });
    await openWidget(page, busyProxy);
    const instant = await fillBooking(page, email);
    await submit(page);

    // The visitor waits it out without doing anything: the confirmation, no error on screen.
    await expect(widget(page).locator('[part~="confirmation"]')).toBeVisible({ timeout: 60_000 });
    await expect(widget(page).locator('[part~="error"]')).toHaveCount(0);
    expect(answers.map((answer) => answer.status)).toEqual([429, 201]);
    expect(answers[1]!.key).toBe(answers[0]!.key);
    // The proxy didn't answer the retry from a stored 429: the service was asked twice, and booked once.
    expect(service.posts()).toBe(2);
    const stored = await storedFor(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe('confirmed');
    expect(Date.parse(stored[0]!.start_at)).toBe(Date.parse(instant));
  } finally {
    await Promise.all([busyProxy.close(), service.close()]);
  }
});
