// A page of events outside the page's own layout: a `data-booking-page` / `data-booking-user` trigger and
// `BookingWidget.open({ page })` open the list in the popup, and so does a floating button; the visitor picks an
// event and books it there.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { bookHelpDesk, ensureBuilt, HEADER_SCRIPT, openPage } from './embed-helpers.js';

test.beforeAll(() => ensureBuilt());

const popupWidget = (page: Page): Locator => page.locator('booking-dialog booking-widget');
const cards = (scope: Locator): Locator => scope.locator('[part~="event"]');

test('a data-booking-page trigger opens the page of events in the popup, and the event picked books there', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openPage(
    page,
    '/e2e/events-trigger.html',
    HEADER_SCRIPT,
    '<button id="events" data-booking-page="1" data-booking-demo>See all our events</button>',
  );
  await expect(page.locator('#events')).toHaveAttribute('aria-haspopup', 'dialog');
  await page.locator('#events').click();
  const w = popupWidget(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(w.getByRole('heading', { name: 'Choose an event' })).toBeVisible();
  await expect(cards(w)).toHaveCount(6);
  await w.getByRole('button', { name: 'IT help desk' }).click();
  await expect(w.getByRole('heading', { name: 'IT help desk', level: 2 })).toBeVisible();
  await bookHelpDesk(w);
  expect(warnings.filter((text) => text.includes('nothing to book'))).toEqual([]);
});

test('BookingWidget.open({ user }) lists that host’s events in the popup', async ({ page }) => {
  await openPage(page, '/e2e/events-open.html', HEADER_SCRIPT, '<h1>Our team</h1>');
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
  await page.evaluate(() => window.BookingWidget!.open({ user: '1', demo: true }));
  const w = popupWidget(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(cards(w)).toHaveCount(1);
  await expect(cards(w)).toContainText('Product demo');
});

test('a floating button opens a booking page’s events, and books', async ({ page }) => {
  await openPage(page, '/e2e/events-floating.html', HEADER_SCRIPT, '<h1>Our events</h1>');
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
  await page.evaluate(() =>
    window.BookingWidget!.floatingButton({ page: '1', demo: true, text: 'Our events' }),
  );
  const button = page.getByRole('button', { name: 'Our events' });
  await button.click();
  const w = popupWidget(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(cards(w)).toHaveCount(6);
  await w.getByRole('button', { name: 'IT help desk' }).click();
  await bookHelpDesk(w);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('in the popup, Back returns from the event to the list on the card left, without leaving the page', async ({
  page,
}) => {
  await openPage(
    page,
    '/e2e/events-back.html',
    HEADER_SCRIPT,
    '<button id="events" data-booking-page="1" data-booking-demo>See all our events</button>',
  );
  const address = page.url();
  await page.locator('#events').click();
  const w = popupWidget(page);
  const card = w.getByRole('button', { name: 'Coaching session' });
  await card.click();
  await expect(w.getByRole('heading', { name: 'Coaching session', level: 2 })).toBeVisible();
  // The popup leaves the page's address as it is.
  expect(page.url()).toBe(address);

  await page.goBack();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(card).toBeFocused();
  expect(page.url()).toBe(address);

  // "All events" inside the popup goes the same way.
  await card.click();
  await w.getByRole('button', { name: 'All events' }).click();
  await expect(card).toBeFocused();
  await page.goBack();
  // The list was this popup's first screen: Back from it is the page's own again (here, before the page).
  await expect(page.getByRole('dialog')).toBeVisible({ visible: false });
});

test('a popup closed on an event takes its history entry with it, and reopens on that event', async ({
  page,
}) => {
  await page.goto('/index.html');
  await openPage(
    page,
    '/e2e/events-close.html',
    HEADER_SCRIPT,
    '<button id="events" data-booking-page="1" data-booking-demo>See all our events</button>',
  );
  await page.locator('#events').click();
  const w = popupWidget(page);
  await w.getByRole('button', { name: 'IT help desk' }).click();
  await expect(w.getByRole('heading', { name: 'IT help desk', level: 2 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('#events').click();
  await expect(w.getByRole('heading', { name: 'IT help desk', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(w.getByRole('button', { name: 'IT help desk' })).toBeFocused();
  await page.keyboard.press('Escape');
  // Nothing of the popup is left in the history: Back leaves the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/index\.html$/);
});
