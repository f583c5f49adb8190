// Helpers of the network-fault e2e tests: a demo-mode widget with a short timeout mounted
// after the fault is set, the mock's fault switches, the booking-error events and the stored bookings.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { installClock } from './helpers/clock.js';

/** A read under a 'timeout' fault takes 3 tries × SHORT_TIMEOUT_MS plus backoff before its message. */
export const expect = baseExpect.configure({ timeout: 20_000 });

export type FaultRoute = 'resource' | 'availability' | 'booking' | 'bookings' | '*';
export type FaultKind =
  'offline' | 'timeout' | '500' | '429' | 'malformed' | 'invalid' | '409' | 'drop-response';

/**
 * Per-try timeout the tests give the widget (the `timeout` attribute): a 'timeout' fault costs 1.5 s a
 * try instead of 15 s, while a healthy answer on a busy machine still arrives in time.
 */
export const SHORT_TIMEOUT_MS = 1500;

export interface ErrorDetail {
  code: string;
  message: string;
  step: string;
}

/** What a person reads for each fault (English), and the event's code. */
export const EXPECTED: Record<
  Exclude<FaultKind, 'drop-response'>,
  { read: RegExp; booking: RegExp; code: string }
> = {
  offline: {
    read: /reach the booking service/,
    booking: /reach the booking service/,
    code: 'network_error',
  },
  timeout: { read: /took too long/, booking: /took too long/, code: 'timeout' },
  '500': { read: /had a problem/, booking: /had a problem/, code: 'internal_error' },
  '429': { read: /Too many requests/, booking: /Too many requests/, code: 'rate_limited' },
  malformed: { read: /couldn’t read/, booking: /couldn’t read/, code: 'invalid_response' },
  invalid: { read: /couldn’t read/, booking: /couldn’t read/, code: 'invalid_response' },
  '409': { read: /turned this request down/, booking: /just taken/, code: 'slot_unavailable' },
};

export const FAULTS = Object.keys(EXPECTED) as (keyof typeof EXPECTED)[];

export function widget(page: Page): Locator {
  return page.locator('booking-widget#under-test');
}

/**
 * Opens the inline demo page (which creates the in-page mock), records `booking-error` events, sets
 * `faults` and then mounts a fresh `<booking-widget id="under-test">` with a short timeout, so even
 * the resource's first request meets the fault.
 */
export async function mountWidget(
  page: Page,
  options: {
    resource?: string;
    faults?: { route: FaultRoute; kind: FaultKind; times?: number }[];
    wait?: 'calendar' | 'none';
    /** Install Playwright's clock first, so rate-limit waits can be skipped (`waitSkippingWindows`). */
    fakeClock?: boolean;
    /** The widget's per-attempt timeout (default SHORT_TIMEOUT_MS). */
    timeoutMs?: number;
    /**
     * Opens the day view this many days ahead: with a fake clock moved past rate-limit windows, the first time of
     * today (at the edge of the resource's notice) would stop being bookable while the test waits.
     */
    daysAhead?: number;
  } = {},
): Promise<Locator> {
  if (options.fakeClock) await installClock(page);
  await page.goto(`/demo/inline.html?resource=${options.resource ?? '106'}`);
  await expect(page.locator('booking-widget#widget [part~="calendar"]')).toBeVisible();
  await page.evaluate(
    ({ resource, faults, timeout, daysAhead }) => {
      const w = window as unknown as {
        __bookingMock: { faults: { set(f: unknown): void } };
        __errors: unknown[];
      };
      w.__errors = [];
      document.addEventListener('booking-error', (e) =>
        w.__errors.push((e as CustomEvent<unknown>).detail),
      );
      for (const fault of faults) w.__bookingMock.faults.set(fault);
      document.querySelector('booking-widget#widget')?.remove();
      const element = document.createElement('booking-widget');
      element.id = 'under-test';
      element.setAttribute('demo', '');
      element.setAttribute('resource', resource);
      element.setAttribute('timeout', String(timeout));
      if (daysAhead !== undefined) {
        element.setAttribute('view', 'day');
        const day = new Date(Date.now() + daysAhead * 86_400_000);
        element.setAttribute('date', day.toISOString().slice(0, 10));
      }
      document.querySelector('main')!.prepend(element);
    },
    {
      resource: options.resource ?? '106',
      faults: options.faults ?? [],
      timeout: options.timeoutMs ?? SHORT_TIMEOUT_MS,
      daysAhead: options.daysAhead,
    },
  );
  const w = widget(page);
  if ((options.wait ?? 'calendar') === 'calendar') {
    await expect(w.locator('[part~="slot"]:not([disabled])').first()).toBeVisible();
  }
  return w;
}

export async function setFault(
  page: Page,
  fault: { route: FaultRoute; kind: FaultKind; times?: number },
): Promise<void> {
  await page.evaluate((f) => {
    (
      window as unknown as { __bookingMock: { faults: { set(f: unknown): void } } }
    ).__bookingMock.faults.set(f);
  }, fault);
}

/** How many faults the mock still has in force (a fault set with `times` leaves once used up). */
export function faultsInForce(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (
        window as unknown as { __bookingMock: { faults: { list(): unknown[] } } }
      ).__bookingMock.faults.list().length,
  );
}

export async function clearFaults(page: Page): Promise<void> {
  await page.evaluate(() => {
    (
      window as unknown as { __bookingMock: { faults: { clear(): void } } }
    ).__bookingMock.faults.clear();
  });
}

export async function errorEvents(page: Page): Promise<ErrorDetail[]> {
  return page.evaluate(() => (window as unknown as { __errors: ErrorDetail[] }).__errors);
}

export const ANSWERS = {
  name: 'Margaret Hamilton',
  email: 'margaret@example.com',
  asset: 'IT-004217',
  problem: 'The docking station drops the external monitor.',
};

/** Picks the first open time and fills the help desk's form (resource 106). */
export async function pickAndFill(w: Locator): Promise<void> {
  await w.locator('[part~="slot"]:not([disabled])').first().click();
  await fillForm(w);
}

export async function fillForm(w: Locator): Promise<void> {
  await w.getByRole('textbox', { name: 'Full name' }).fill(ANSWERS.name);
  await w.getByRole('textbox', { name: 'Email address' }).fill(ANSWERS.email);
  await w.getByRole('textbox', { name: 'Laptop asset tag' }).fill(ANSWERS.asset);
  await w.getByRole('textbox', { name: 'Describe the problem' }).fill(ANSWERS.problem);
}

export async function expectAnswersKept(w: Locator): Promise<void> {
  await expect(w.getByRole('textbox', { name: 'Full name' })).toHaveValue(ANSWERS.name);
  await expect(w.getByRole('textbox', { name: 'Email address' })).toHaveValue(ANSWERS.email);
  await expect(w.getByRole('textbox', { name: 'Laptop asset tag' })).toHaveValue(ANSWERS.asset);
  await expect(w.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue(
    ANSWERS.problem,
  );
}

export function errorPanel(w: Locator): Locator {
  return w.locator('[part~="error"][role="alert"]');
}

export function confirmation(w: Locator): Locator {
  return w.locator('[part~="confirmation"]');
}

/**
 * Waits for `locator`, moving the page's fake clock (installed with `page.clock.install()`) past
 * each 10-second rate-limit window the client is told to wait for.
 */
export async function waitSkippingWindows(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.first().isVisible()) return true;
        await page.clock.fastForward(10_000);
        return locator.first().isVisible();
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe(true);
}
