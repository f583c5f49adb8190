// The axe sweep: every step of the booking flow — calendar and times, the busy (429) and failed loads, the form, its
// error summary, a failed booking, a booking refused as busy, the confirmation, reschedule and cancel — for each
// kind of event (one-on-one, group, round robin, approval required, an event picked from a page of events), in each
// mode a person sets (light, dark, forced colours, a yellow brand colour), and two widgets on one page. One page per
// kind × mode walks the steps in order; any axe violation of any impact fails (no rule is disabled).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { expectNoAxeViolations, openBarePage } from './helpers/a11y.js';
import { answerProductDemo } from './booking-helpers.js';
import { clearFaults, errorPanel, setFault, waitSkippingWindows } from './faults-helpers.js';

// Up to ten scans and a booking per test on a shared 2-core machine: the timeout bounds hangs, not speed.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

interface Kind {
  name: string;
  /** The widget's attributes (a resource, or a page of events). */
  attributes: string;
  /** From a page of events: the event to pick. */
  pick?: string;
  /** Answers the event's required questions besides name and e-mail. */
  answer: (widget: Locator) => Promise<void>;
}

const KINDS: Kind[] = [
  { name: 'one-on-one (101)', attributes: 'resource="101"', answer: answerProductDemo },
  {
    name: 'group (102)',
    attributes: 'resource="102"',
    answer: (w) => w.getByRole('radio', { name: 'Never' }).check(),
  },
  {
    name: 'round robin (103)',
    attributes: 'resource="103"',
    answer: async (w) => {
      await w.getByRole('textbox', { name: /^Company/ }).fill('Analytical Engines');
      await w.getByRole('combobox', { name: /^How many seats/ }).selectOption('11-50');
    },
  },
  {
    name: 'approval required (104)',
    attributes: 'resource="104"',
    answer: async (w) => {
      await w.getByRole('combobox', { name: /^Type of contract/ }).selectOption('nda');
      await w.getByRole('textbox', { name: /^What should we look at/ }).fill('Clause 4.');
    },
  },
  {
    name: 'page of events (1)',
    attributes: 'page="1"',
    pick: 'Wheel-throwing pottery workshop',
    answer: (w) => w.getByRole('radio', { name: 'Never' }).check(),
  },
];

interface Mode {
  name: string;
  theme: 'light' | 'dark';
  style?: string;
  forced?: boolean;
}

const MODES: Mode[] = [
  { name: 'light', theme: 'light' },
  { name: 'dark', theme: 'dark' },
  // Over the dark theme: forced colours must replace the theme's own colours too.
  { name: 'forced colours', theme: 'dark', forced: true },
  { name: 'yellow brand', theme: 'light', style: '--booking-primary: #facc15' },
];

const open = (w: Locator) => w.locator('[part~="slot"]:not([disabled])');

/** Walks every step in `w`, scanning the whole page at each. */
async function sweep(page: Page, w: Locator, kind: Kind, label: string) {
  const scan = (step: string) => expectNoAxeViolations(page, `${label}: ${step}`);

  // The first screen of a fresh page: a loaded machine may take a while to serve the modules.
  const first = { timeout: 30_000 };
  if (kind.pick) {
    await expect(w.locator('[part~="event"]').first()).toBeVisible(first);
    await scan('the list of events');
    await w.getByRole('button', { name: kind.pick }).click();
  }
  await expect(open(w).first()).toBeVisible(first);
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  await scan('calendar and times');

  // Busy: the service refuses the read with 429, the widget says when it tries again.
  await setFault(page, { route: 'availability', kind: '429' });
  await w.evaluate((el) => void (el as unknown as { refresh(): Promise<void> }).refresh());
  // The countdown shows whatever read waits: the refreshed event's or its times', held by this widget's 429 or by
  // another read's (the other widget's, a prefetch's) that paused the page's shared rate limiter.
  await expect(w.getByText(/^The service is busy — trying again in \d+ s$/)).toBeVisible();
  await scan('busy (429) while loading times');

  // Failed: the read fails for good.
  await setFault(page, { route: 'availability', kind: '500' });
  await waitSkippingWindows(page, errorPanel(w));
  await scan('failed load');
  await clearFaults(page);
  await errorPanel(w).getByRole('button', { name: 'Try again' }).click();
  await expect(open(w).first()).toBeVisible();

  await open(w).first().click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
  await scan('form');

  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[aria-invalid="true"]').first()).toBeVisible();
  await scan('form with its error summary');

  await w.getByRole('textbox', { name: /^Full name/ }).fill('Grace Hopper');
  await w.getByRole('textbox', { name: /^Email address/ }).fill('grace@example.com');
  await kind.answer(w);

  await setFault(page, { route: 'booking', kind: '500' });
  await w.locator('[part~="submit"]').click();
  await expect(errorPanel(w)).toBeVisible();
  await scan('failed booking');

  // Busy at booking: the widget counts down and sends the same booking again by itself.
  await setFault(page, { route: 'booking', kind: '429' });
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('p.busy')).toBeVisible();
  await scan('booking refused as busy (429)');
  await clearFaults(page);
  // Sent again once by itself; refused again (a slow scan outlasting the wait), it says so and offers to try again.
  const confirmation = w.locator('[part~="confirmation"]');
  const again = errorPanel(w).getByRole('button', { name: 'Try again' });
  await waitSkippingWindows(page, confirmation.or(again));
  if (await again.isVisible()) {
    await again.click();
    await waitSkippingWindows(page, confirmation);
  }
  await scan('confirmation');

  await w.getByRole('button', { name: /^Reschedule/ }).click();
  await expect(w.getByRole('heading', { name: /Reschedule/ })).toBeVisible();
  // The booked day may hold no other time (a group's one session that day): then the next day with times.
  const otherDay = w.locator('.day.available:not(.selected)').first();
  await expect(open(w).first().or(otherDay).first()).toBeVisible();
  if (!(await open(w).first().isVisible())) await otherDay.click();
  await expect(open(w).first()).toBeVisible();
  await scan('reschedule');
  await open(w).first().click();
  await expect(w.getByRole('button', { name: /Confirm new time/ })).toBeVisible();
  await scan('reschedule, the new time');
  await w.getByRole('button', { name: /Confirm new time/ }).click();
  await expect(w.locator('[part~="confirmation"]')).toBeVisible();

  await w.getByRole('button', { name: /^Cancel/ }).click();
  await expect(w.getByRole('heading', { name: /^Cancel this/ })).toBeVisible();
  await scan('cancel');
  await w.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(w.getByRole('heading', { name: /was canceled/ })).toBeVisible();
  await scan('canceled');
}

for (const kind of KINDS) {
  for (const mode of MODES) {
    test(`${kind.name}, ${mode.name}: no axe violations at any step`, async ({ page }) => {
      if (mode.forced) await page.emulateMedia({ forcedColors: 'active' });
      const style = mode.style ? ` style="${mode.style}"` : '';
      await openBarePage(
        page,
        `<booking-widget ${kind.attributes} demo theme="${mode.theme}"${style}></booking-widget>`,
      );
      await sweep(page, page.locator('booking-widget'), kind, `${kind.name}, ${mode.name}`);
    });
  }
}

for (const forced of [false, true]) {
  test(`two widgets and a yellow brand colour on one page${forced ? ', forced colours' : ''}: no axe violations at any step`, async ({
    page,
  }) => {
    if (forced) await page.emulateMedia({ forcedColors: 'active' });
    await openBarePage(
      page,
      `<booking-widget id="demo" resource="101" demo style="--booking-primary: #facc15"></booking-widget>
<booking-widget id="workshop" resource="102" demo></booking-widget>`,
    );
    await expect(page.locator('#workshop').locator('[part~="calendar"]')).toHaveAttribute(
      'aria-busy',
      'false',
      { timeout: 30_000 },
    );
    await sweep(page, page.locator('#demo'), KINDS[0]!, `two widgets${forced ? ', forced' : ''}`);
  });
}

for (const mode of MODES) {
  test(`a protected event's passcode screen (201), ${mode.name}: no axe violations`, async ({
    page,
  }) => {
    if (mode.forced) await page.emulateMedia({ forcedColors: 'active' });
    const style = mode.style ? ` style="${mode.style}"` : '';
    await openBarePage(
      page,
      `<booking-widget resource="201" demo theme="${mode.theme}"${style}></booking-widget>`,
    );
    const w = page.locator('booking-widget');
    const label = `passcode, ${mode.name}`;
    await expect(w.getByRole('heading', { name: 'Enter the passcode' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page, `${label}: the screen`);
    const field = w.getByLabel('Passcode', { exact: true });
    await field.fill('apple');
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `${label}: a wrong passcode`);
    await field.fill('orchard');
    await w.getByRole('button', { name: 'Continue' }).click();
    await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(page, `${label}: the times after it`);
  });
}
