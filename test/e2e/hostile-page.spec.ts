// A page whose own CSS is aggressive (demo/hostile-page.html): the widget still lays out and books, and
// its CSS does not touch the page — the page's elements compute the same styles with and without it.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { bookingsFor } from './booking-helpers.js';
import { useCspServer, watch } from './hostile-helpers.js';

const origin = useCspServer();

const PROBES = [
  '#probe',
  '#probe code',
  '#probe-list',
  '#probe-list li',
  '#probe-list a',
  '#after',
  'h1',
  'body',
  'html',
];

/** Every computed property of each probe element of the page. */
async function pageStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((selectors) => {
    const result: Record<string, Record<string, string>> = {};
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        // Sizes that depend on layout (the widget takes room in the flow) are not styles it set.
        if (
          /^(width|height|inline-size|block-size|inset|top|bottom|left|right|perspective-origin|transform-origin)/.test(
            name,
          )
        )
          continue;
        values[name] = style.getPropertyValue(name);
      }
      result[selector] = values;
    }
    return result;
  }, PROBES);
}

test('the widget books on a page whose CSS attacks it, with nothing hidden or misplaced', async ({
  page,
}) => {
  const watcher = await watch(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(`${origin()}/demo/hostile-page.html`);
  const widget = page.locator('booking-widget');
  // At 40px type the widget starts far below the fold: the header script loads it when it nears the viewport.
  await widget.scrollIntoViewIfNeeded();
  const slot = widget.locator('[part~="slot"]:not([disabled])').first();
  await expect(slot).toBeVisible();
  const box = (await slot.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  const widgetBox = (await widget.boundingBox())!;
  expect(widgetBox.x).toBeGreaterThanOrEqual(0);
  expect(widgetBox.x + widgetBox.width).toBeLessThanOrEqual(1024 + 1);
  // The page hides every button and input of its own: the widget's remain usable.
  await expect(widget.locator('[part~="day"]').first()).toBeVisible();
  await slot.click();
  // The page's `text-transform: uppercase`, `letter-spacing` and `word-spacing` stop at the widget.
  const label = widget.locator('booking-form label').first();
  await expect(label).toBeVisible();
  expect(
    await label.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        transform: style.textTransform,
        letterSpacing: style.letterSpacing,
        wordSpacing: style.wordSpacing,
        align: style.textAlign,
      };
    }),
  ).toEqual({ transform: 'none', letterSpacing: 'normal', wordSpacing: '0px', align: 'start' });
  await widget.locator('[name="name"]').fill('Ada Lovelace');
  await widget.locator('[name="email"]').fill('hostile.css@example.com');
  await widget.locator('[name="problem"]').fill('The page stylesheet hides every button.');
  const submit = widget.locator('[part~="submit"]');
  await expect(submit).toBeVisible();
  await submit.click();
  await expect(widget.getByRole('heading', { name: /you.re booked/i })).toBeVisible();
  // `--booking-primary: not-a-color` on the page: the check circle keeps the default brand colour.
  const badge = widget.locator('booking-confirmation .badge');
  expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(29, 78, 216)',
  );
  expect(await bookingsFor(page, { email: 'hostile.css@example.com' })).toHaveLength(1);
  await watcher.expectClean();
});

test("the widget's CSS does not change the page's own elements", async ({ page }) => {
  // The same page without the widget and its script, served from the same URL.
  await page.route('**/demo/hostile-page.html', async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<script src="\/dist\/embed\.js" defer><\/script>/, '')
      .replace(/<booking-widget[^>]*><\/booking-widget>/, '');
    await route.fulfill({ response, body });
  });
  await page.goto(`${origin()}/demo/hostile-page.html`);
  await expect(page.locator('booking-widget')).toHaveCount(0);
  await page.locator('#after').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  const without = await pageStyles(page);
  await page.unroute('**/demo/hostile-page.html');

  await page.goto(`${origin()}/demo/hostile-page.html`);
  await page.locator('booking-widget').scrollIntoViewIfNeeded();
  await expect(page.locator('booking-widget [part~="slot"]').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const withWidget = await pageStyles(page);
  expect(Object.keys(without)).toHaveLength(PROBES.length);
  expect(withWidget).toEqual(without);
});
