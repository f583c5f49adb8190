// A visitor on a phone (375 × 740, touch), inline and in the popup: what is on screen stays where it is when the
// times arrive. The event's header, the month grid, the first time and the time-zone row are where the loading
// state put them. Geometry in CSS pixels, measured in real layout, in demo mode (the in-page mock service), with
// the event's and the times' answers held apart: the times arrive after the event, as they may live.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';

// A Tuesday morning: the first open day of 101, 103 and 106 has more times than a day's list shows at once (a
// dense day, the full day's shape the placeholder has).
test.use({
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
  timezoneId: 'Europe/Berlin',
  e2eNow: '2026-11-17T08:00:00Z',
});

type Route = 'resource' | 'availability';

/**
 * Holds the mock service's answers for the event (`resource`) and its times (`availability`) until `release(route)`:
 * the service's `fetch` is wrapped as the page's demo mode creates it (`globalThis.__bookingMock`).
 */
async function holdAnswers(page: Page) {
  await page.addInitScript(() => {
    type Held = { waiting: Record<string, (() => void)[]>; open: Record<string, boolean> };
    const held: Held = { waiting: { resource: [], availability: [] }, open: {} };
    (globalThis as unknown as { __held: Held }).__held = held;
    let handle: { service: { fetch: typeof fetch } } | undefined;
    Object.defineProperty(globalThis, '__bookingMock', {
      configurable: true,
      get: () => handle,
      set(value: { service: { fetch: typeof fetch } }) {
        handle = value;
        const answer = value.service.fetch;
        value.service.fetch = async (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          const route = /\/availability\//.test(url)
            ? 'availability'
            : /\/resources\//.test(url)
              ? 'resource'
              : '';
          if (route && !held.open[route])
            await new Promise<void>((resolve) => held.waiting[route]!.push(resolve));
          return answer(input, init);
        };
      },
    });
  });
  const state = (route: Route) =>
    page.evaluate(
      (name) =>
        (globalThis as unknown as { __held: { waiting: Record<string, unknown[]> } }).__held
          .waiting[name]!.length > 0,
      route,
    );
  const release = (route: Route) =>
    page.evaluate((name) => {
      const held = (
        globalThis as unknown as {
          __held: { waiting: Record<string, (() => void)[]>; open: Record<string, boolean> };
        }
      ).__held;
      held.open[name] = true;
      for (const resolve of held.waiting[name]!.splice(0)) resolve();
    }, route);
  return { asked: (route: Route) => state(route), release };
}

async function openWidget(page: Page, way: 'inline' | 'popup', resource: string) {
  if (way === 'inline') {
    await page.goto(`/demo/inline.html?resource=${resource}`);
    return page.locator('booking-widget').first();
  }
  await page.goto('/index.html');
  await page.evaluate(async (id) => {
    const popup = await import('/src/components/booking-dialog/popup.ts' as string);
    popup.open({ resource: id, demo: true });
  }, resource);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
  return page.locator('booking-dialog booking-widget');
}

/** Top edges (and the header's height) of what a visitor sees, the times shown or their placeholder. */
async function positions(w: Locator) {
  const top = async (locator: Locator) => Math.round((await locator.first().boundingBox())!.y);
  return {
    header: Math.round((await w.locator('.details').boundingBox())!.height),
    grid: await top(w.locator('table.grid')),
    'first time': await top(
      w.locator('.slots-panel > :not(.reserve)').locator('.slot, .slot-bone').first(),
    ),
    'zone row': await top(w.locator('.zone-row')),
  };
}

const timesShown = async (w: Locator) => {
  await expect(w.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  // The zone selector replaces its placeholder after the times (on idle).
  await expect(w.locator('booking-timezone-select').getByRole('combobox')).not.toHaveAttribute(
    'readonly',
    '',
  );
};

for (const way of ['inline', 'popup'] as const) {
  for (const resource of ['101', '103', '106']) {
    test(`${way}, event ${resource}: nothing moves when a full day's times arrive`, async ({
      page,
    }) => {
      const answers = await holdAnswers(page);
      const w = await openWidget(page, way, resource);
      await expect.poll(() => answers.asked('resource')).toBe(true);
      await answers.release('resource');
      await expect(w.getByRole('heading', { level: 2 })).toBeVisible();
      await expect.poll(() => answers.asked('availability')).toBe(true);
      await expect(w.locator('.slots-panel > :not(.reserve) .slot-bone').first()).toBeVisible();
      const loading = await positions(w);

      await answers.release('availability');
      await timesShown(w);
      // The day shown is a full one (the shape the placeholder keeps).
      await expect(w.locator('.slots-panel .dense')).toBeVisible();
      expect(await positions(w)).toEqual(loading);
    });
  }

  test(`${way}: the loading header has the compact header's size (an event with one duration and one line of facts)`, async ({
    page,
  }) => {
    const answers = await holdAnswers(page);
    const w = await openWidget(page, way, '106');
    await expect.poll(() => answers.asked('resource')).toBe(true);
    await expect(w.locator('.slots-panel > :not(.reserve) .slot-bone').first()).toBeVisible();
    await expect(w.locator('.zone-row')).toBeVisible();
    const loading = await positions(w);

    await answers.release('resource');
    await answers.release('availability');
    await timesShown(w);
    expect(await positions(w)).toEqual(loading);
  });
}

test('a page of events: the event picked keeps its header, grid and zone row when it arrives', async ({
  page,
}) => {
  await page.goto('/demo/events.html');
  const w = page.locator('booking-widget').first();
  const event = w.getByRole('button', { name: 'IT help desk' });
  await expect(event).toBeVisible();
  // The event's answers take a while: its loading state is measured meanwhile.
  await page.evaluate(() =>
    (
      globalThis as unknown as { __bookingMock: { service: { setLatency(ms: number): void } } }
    ).__bookingMock.service.setLatency(3_000),
  );
  await event.tap();
  await expect(w.getByRole('button', { name: 'All events' })).toBeVisible();
  await expect(w.locator('.details .title-bone')).toBeVisible();
  await expect(w.locator('.slots-panel > :not(.reserve) .slot-bone').first()).toBeVisible();
  const loading = {
    back: await w.getByRole('button', { name: 'All events' }).boundingBox(),
    ...(await positions(w)),
  };

  await expect(w.getByRole('heading', { name: 'IT help desk', level: 2 })).toBeVisible({
    timeout: 15_000,
  });
  await timesShown(w);
  expect({
    back: await w.getByRole('button', { name: 'All events' }).boundingBox(),
    ...(await positions(w)),
  }).toEqual(loading);
});
