// A page of events: without `resource`, the widget lists a booking page's or a host's events, books the one
// chosen (keyboard included), goes back with "All events", opens the event its address names, and shows its
// list's wait, "no events" and failure-with-retry states.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { nextDocumentEvent, widget } from './booking-helpers.js';
import { bookHelpDesk } from './embed-helpers.js';
import { expectNoAxeViolations } from './helpers/a11y.js';

const events = (page: Page) => widget(page).locator('[part~="event"]');
const eventNames = (page: Page) => widget(page).locator('.event-name button');

test('a booking page’s events: each with duration, price, locations and description; keyboard picks one, “All events” goes back', async ({
  page,
}) => {
  await page.goto('/demo/events.html');
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Choose an event' })).toBeVisible();
  // The paused review (105) and the webinar variant (108) are not bookable: not listed.
  await expect(eventNames(page)).toHaveText([
    'Product demo',
    'Wheel-throwing pottery workshop',
    'Sales consultation',
    'Contract review',
    'IT help desk',
    'Coaching session',
  ]);
  const coaching = events(page).filter({ hasText: 'Coaching session' });
  await expect(coaching).toContainText('45 min and 1 h 30 min');
  await expect(coaching).toContainText('$120.00');
  await expect(coaching).toContainText('Zoom');
  await expect(coaching).toContainText('Career and leadership coaching');

  await w.getByRole('button', { name: 'Coaching session' }).focus();
  await page.keyboard.press('Enter');
  await expect(w.getByRole('heading', { name: 'Coaching session', level: 2 })).toBeVisible();
  // Focus is not lost with the list: it is on the way back, at the top of the event's screen.
  await expect(w.getByRole('button', { name: 'All events' })).toBeFocused();
  await expect(w.locator('[part~="calendar"]')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('booking_event')).toBe('107');

  const back = w.getByRole('button', { name: 'All events' });
  await back.focus();
  await page.keyboard.press('Enter');
  // Back on the card of the event left.
  await expect(w.getByRole('button', { name: 'Coaching session' })).toBeFocused();
  await expect.poll(() => new URL(page.url()).searchParams.has('booking_event')).toBe(false);

  // Another event after going back: its own times, not the last one's.
  await w.getByRole('button', { name: 'Product demo' }).click();
  await expect(w.getByRole('heading', { name: 'Product demo', level: 2 })).toBeVisible();
  await expect(w.getByRole('heading', { name: 'Coaching session' })).toHaveCount(0);
});

test('each card: its price range, its hosts, its colour as a stripe, one button; a tap anywhere on it picks the event', async ({
  page,
}) => {
  await page.goto('/demo/events.html');
  const demo = events(page).filter({ hasText: 'Product demo' });
  // $25 for 30 min, $45 for 60 min: the range, not the default duration's price alone.
  await expect(demo).toContainText('$25.00–$45.00');
  await expect(demo).toContainText('Maya Chen');
  await expect(events(page).filter({ hasText: 'Sales consultation' })).toContainText(
    'Jordan Reyes, Lena Hoffmann, and Priya Raman',
  );
  const stripe = await demo.evaluate((card) => getComputedStyle(card).borderInlineStartColor);
  expect(stripe).toBe('rgb(37, 99, 235)');
  // One target per card, named after the event: nothing else in it takes focus or a click.
  await expect(demo.locator('button, a, input, select, [tabindex]')).toHaveCount(1);
  await expect(demo.getByRole('button')).toHaveAccessibleName('Product demo');
  // The name's button covers the card: a tap on the description is a tap on it.
  const description = (await demo.locator('.event-description').boundingBox())!;
  await page.mouse.click(description.x + 10, description.y + description.height / 2);
  await expect(widget(page).getByRole('heading', { name: 'Product demo', level: 2 })).toBeVisible();
});

test('the address names an event: it opens at once, books as usual, and “All events” lists the rest', async ({
  page,
}) => {
  const confirmed = page.waitForEvent('console', (m) => m.text().includes('booking-confirmed'));
  await page.goto('/demo/events.html?booking_event=106');
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'IT help desk', level: 2 })).toBeVisible();
  await expect(w.getByRole('heading', { name: 'Choose an event' })).toHaveCount(0);
  const detail = nextDocumentEvent<{ resource: { resource_id: number } }>(
    page,
    'booking-confirmed',
  );
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  await bookHelpDesk(w);
  expect((await detail).resource.resource_id).toBe(106);
  void confirmed.catch(() => undefined);
  await w.getByRole('button', { name: 'All events' }).click();
  await expect(eventNames(page)).toHaveCount(6);
});

test('a host’s events (`user`), a host with none, and a list that fails then loads on “Try again”', async ({
  page,
}) => {
  await page.goto('/demo/events.html?user=1');
  await expect(eventNames(page)).toHaveText(['Product demo']);

  await page.goto('/demo/events.html?user=99');
  await expect(widget(page).getByText('There are no events to book right now.')).toBeVisible();

  await page.goto('/demo/events.html?user=1');
  await expect(eventNames(page)).toHaveCount(1);
  await page.evaluate(() => {
    const mock = (globalThis as unknown as { __bookingMock: { faults: { set(f: object): void } } })
      .__bookingMock;
    mock.faults.set({ route: 'resource', kind: '500' });
    const next = document.createElement('booking-widget');
    next.setAttribute('demo', '');
    next.setAttribute('user', '8');
    document.querySelector('booking-widget')!.replaceWith(next);
  });
  const w = widget(page);
  await expect(w.getByRole('alert')).toContainText('Couldn’t load the events.');
  await page.evaluate(() =>
    (
      globalThis as unknown as { __bookingMock: { faults: { clear(): void } } }
    ).__bookingMock.faults.clear(),
  );
  await w.getByRole('button', { name: 'Try again' }).click();
  await expect(eventNames(page)).toHaveText(['Coaching session']);
});

for (const theme of ['light', 'dark'] as const)
  for (const width of [320, 1280])
    test(`the list has no axe violations and fits at ${width} px (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/demo/events.html?theme=${theme}`);
      await expect(eventNames(page)).toHaveCount(6);
      await expectNoAxeViolations(page, `${theme}: events at ${width}`, 'booking-widget');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

test('the browser’s Back returns from an event to the list, on the card left and at its place; Forward to the event again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 700 });
  await page.goto('/demo/events.html');
  const w = widget(page);
  const card = w.getByRole('button', { name: 'IT help desk' });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => scrollBy(0, 120));
  const before = (await card.boundingBox())!.y;
  await card.click();
  await expect(w.getByRole('heading', { name: 'IT help desk', level: 2 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('booking_event')).toBe('106');

  await page.goBack();
  await expect(card).toBeFocused();
  expect(new URL(page.url()).searchParams.has('booking_event')).toBe(false);
  expect(page.url()).toContain('/demo/events.html');
  expect(Math.abs((await card.boundingBox())!.y - before)).toBeLessThanOrEqual(2);

  await page.goForward();
  await expect(w.getByRole('heading', { name: 'IT help desk', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(card).toBeFocused();
});
