// Data and code in parallel: a tap on a popup trigger asks for the resource and its first month's times at once,
// alongside the widget's code (src/embed.ts, src/api/early-reads.ts), and the widget uses those answers instead of
// asking again. A duration remembered from an earlier visit only picks which times are asked for early: the widget
// shows and books what the service's record says. Against `npm run mock` over HTTP (live mode), on
// demo/bench-live.html (a popup trigger connected from the address).
//
// The first read does not grow with the month (availability-controller.ts FIRST_READ_DAYS): it runs from the day
// before today to the day after tomorrow (within the month and its day's margin), the widget shows its first time
// and reads the rest of the month right after it; the days not read yet are shown as loading (not as days without
// times), a failed rest says so with "Try again", and when the first days have no time the widget waits for the rest
// instead of saying the month has none. Those tests use resource 106 (times all day, every day) with the page's
// clock at 10:00 in New York on chosen days of a month to come: the mock keeps the machine's clock, so those days
// have their times whatever the day the tests run.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
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

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** Day `day` of the first month from next month on that has it, and that month's dates the test reads. */
function dayAhead(day: number) {
  const now = new Date();
  for (let month = now.getUTCMonth() + 1; ; month++) {
    const date = iso(now.getUTCFullYear(), month, day);
    if (Number(date.slice(8)) !== day) continue;
    const [year, monthIndex] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1];
    return {
      date,
      at: Date.parse(`${date}T15:00:00Z`),
      plus: (days: number) => iso(year, monthIndex, day + days),
      last: iso(year, monthIndex + 1, 0),
      /** The day after the month's last. */
      afterMonth: iso(year, monthIndex + 1, 1),
    };
  }
}

async function tapTrigger(page: Page, at: number): Promise<void> {
  await page.clock.install({ time: at });
  await page.goto(
    `/demo/bench-live.html?${new URLSearchParams({ way: 'popup', base: mock.baseUrl, key: 'demo', resource: '106' })}`,
  );
  await page.getByRole('button', { name: 'Book a time' }).tap();
}

const dayButton = (page: Page, date: string) =>
  widget(page).locator(`[part~="calendar"] button[data-date="${date}"]`);

for (const day of [1, 29]) {
  test(`on the ${day === 1 ? '1st' : '29th'} the first read covers today and tomorrow, and the rest of the month follows it`, async ({
    page,
  }) => {
    const d = dayAhead(day);
    const reads = serviceReads(page, '106').availability;
    await tapTrigger(page, d.at);
    const slot = await firstOpenSlotIn(widget(page), 20_000);
    await expect(slot).toBeVisible();

    const first = reads[0]!;
    // The day after tomorrow even past the month's end (the next month's first days are read then, a day or two).
    const end = d.plus(2);
    expect([first.searchParams.get('start'), first.searchParams.get('end')]).toEqual([
      d.plus(-1),
      end,
    ]);
    // The first time shown is today's (times all day): from the first read.
    await expect(widget(page).locator('[part~="day"][part~="selected"]')).toHaveAttribute(
      'data-date',
      d.date,
    );
    // The rest follows: the month and its margin in two ranges at most, the widget joining the early read.
    await expect(dayButton(page, d.last)).toHaveAttribute('aria-disabled', 'false');
    // (A widget whose code outruns the record's answer asks for the first read itself as well, the same range.)
    const read = new Set(
      reads
        .filter((url) => url.searchParams.get('start')! <= d.afterMonth)
        .map((url) => `${url.searchParams.get('start')}…${url.searchParams.get('end')}`),
    );
    expect([...read]).toEqual(
      end < d.afterMonth
        ? [`${d.plus(-1)}…${end}`, `${d.plus(3)}…${d.afterMonth}`]
        : [`${d.plus(-1)}…${end}`],
    );
  });
}

/** Answers the reads of the rest of the month (from `from` on) with `answer`. */
async function routeRest(page: Page, from: string, answer: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.pathname === '/v1/availability/106' && url.searchParams.get('start')! >= from,
    answer,
  );
}

/** Holds the reads of the rest of the month until the function returned is called. */
async function holdRest(page: Page, from: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await routeRest(page, from, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('days not read yet show as loading, not as unavailable, and become days with times without moving the grid', async ({
  page,
}) => {
  const d = dayAhead(1);
  const release = await holdRest(page, d.plus(3));
  await tapTrigger(page, d.at);
  const w = widget(page);
  await firstOpenSlotIn(w, 20_000);

  const later = dayButton(page, d.plus(10));
  await expect(later).toHaveAttribute('aria-disabled', 'true');
  await expect(later).toHaveAttribute('aria-label', /Loading available times/);
  await expect(later).not.toHaveAttribute('aria-label', /unavailable/);
  await expect(later).toHaveClass(/\bloading\b/);
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'true');
  // Tomorrow was read with today: a day with times already.
  await expect(dayButton(page, d.plus(1))).toHaveAttribute('aria-disabled', 'false');
  const box = await w.locator('table[role="grid"]').boundingBox();
  const dayBox = await later.boundingBox();

  release();
  await expect(later).toHaveAttribute('aria-disabled', 'false');
  await expect(later).toHaveAttribute('part', /\bavailable\b/);
  await expect(later).not.toHaveClass(/\bloading\b/);
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  expect(await w.locator('table[role="grid"]').boundingBox()).toEqual(box);
  expect(await later.boundingBox()).toEqual(dayBox);
  await later.click();
  await expect(w.locator('#slots-title')).toContainText(String(Number(d.plus(10).slice(8))));
});

test('in forced colours with less motion, a day still loading is drawn apart from a day without times', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  const d = dayAhead(15);
  const release = await holdRest(page, d.plus(3));
  await tapTrigger(page, d.at);
  const w = widget(page);
  await firstOpenSlotIn(w, 20_000);
  // Yesterday has no times (it has passed); a day ten days on is still being read.
  const border = (date: string) =>
    dayButton(page, date).evaluate((day) => {
      const style = getComputedStyle(day);
      return `${style.borderTopStyle} ${style.borderTopColor} ${style.animationName}`;
    });
  const loading = await border(d.plus(10));
  expect(loading).toMatch(/^dashed /);
  expect(loading).not.toBe(await border(d.plus(-1)));
  release();
  await expect(dayButton(page, d.plus(10))).not.toHaveClass(/\bloading\b/);
});

test('a failed read of the rest of the month says so with Try again, and the first days stay bookable', async ({
  page,
}) => {
  const d = dayAhead(1);
  let failing = true;
  await routeRest(page, d.plus(3), (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { status: 503, code: 'unavailable', message: 'Down' } }),
        })
      : route.continue(),
  );
  await tapTrigger(page, d.at);
  const w = widget(page);
  const slot = await firstOpenSlotIn(w, 20_000);

  const retry = w.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await expect(w.getByText('Couldn’t load available times.')).toBeVisible();
  const later = dayButton(page, d.plus(10));
  await expect(later).toHaveAttribute('aria-label', /Couldn’t load available times/);
  await expect(later).not.toHaveClass(/\bloading\b/);
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  // The first days' times are still there and still open the form.
  await expect(slot).toBeEnabled();

  failing = false;
  await retry.click();
  await expect(later).toHaveAttribute('aria-disabled', 'false');
  await expect(retry).toBeHidden();
  await slot.click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
});

test('when the first days have no time the widget waits for the rest: no "no times", the first day with times selected', async ({
  page,
}) => {
  const d = dayAhead(1);
  // The first read answers days without times (today's and tomorrow's all taken, say).
  await page.route(
    (url) =>
      url.pathname === '/v1/availability/106' && url.searchParams.get('start') === d.plus(-1),
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  const release = await holdRest(page, d.plus(3));
  await tapTrigger(page, d.at);
  const w = widget(page);
  await expect(w.locator('[part~="calendar"]')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  await expect(w.getByText(/No times|Jump to/)).toHaveCount(0);
  await expect(w.locator('[part~="slot"]')).toHaveCount(0);

  release();
  await firstOpenSlotIn(w, 20_000);
  await expect(w.locator('[part~="day"][part~="selected"]')).toHaveAttribute(
    'data-date',
    d.plus(2),
  );
  await expect(w.getByText(/No times|Jump to/)).toHaveCount(0);
});
