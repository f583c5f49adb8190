// Two widgets side by side on one page, one in a yellow brand colour set by CSS: axe finds nothing in light, dark
// and forced colours (unique landmarks, readable brand text), and only the widget in use speaks.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { expectNoAxeViolations } from './helpers/a11y.js';

test.describe.configure({ timeout: 180_000 });

async function openTwo(page: Page) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Two events</title>
<script type="module" src="/src/index.ts"></script></head>
<body><main><h1>Our events</h1>
<booking-widget id="demo" resource="101" demo style="--booking-primary: #facc15"></booking-widget>
<booking-widget id="workshop" resource="102" demo></booking-widget>
</main></body></html>`;
  await page.route('**/e2e/two-widgets.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto('/e2e/two-widgets.html');
  for (const id of ['demo', 'workshop']) {
    const calendar = page.locator(`#${id}`).locator('[part~="calendar"]');
    // A fresh page on a loaded machine may take a while to serve the modules.
    await expect(calendar).toBeVisible({ timeout: 30_000 });
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
  }
}

const spoken = (page: Page, id: string) =>
  page
    .locator(`#${id}`)
    .evaluate(
      (host) =>
        host.shadowRoot
          ?.querySelector('[role="status"]')
          ?.textContent?.replace(/\s+/g, ' ')
          .trim() ?? '',
    );

test('two widgets and a yellow brand colour: no axe violations in light, dark and forced colours', async ({
  page,
}) => {
  await openTwo(page);
  await expect(
    page.getByRole('region', { name: 'Book an appointment: Product demo' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Book an appointment: Wheel-throwing pottery workshop' }),
  ).toBeVisible();
  // The yellow widget's text shade is set once the palette module has loaded.
  await expect
    .poll(() =>
      page
        .locator('#demo')
        .evaluate((host) => getComputedStyle(host).getPropertyValue('--_accent').trim()),
    )
    .toMatch(/^#/);
  await expectNoAxeViolations(page, 'two widgets, light');

  for (const id of ['demo', 'workshop'])
    await page.locator(`#${id}`).evaluate((host) => host.setAttribute('theme', 'dark'));
  await expect
    .poll(() =>
      page
        .locator('#demo')
        .evaluate((host) => getComputedStyle(host).getPropertyValue('--_accent').trim()),
    )
    .toBe('#facc15');
  await expectNoAxeViolations(page, 'two widgets, dark');

  // Forced colours over the dark theme: the mode's colours replace the theme's own, then over the light one.
  await page.emulateMedia({ forcedColors: 'active' });
  await expectNoAxeViolations(page, 'two widgets, forced colours over dark');
  for (const id of ['demo', 'workshop'])
    await page.locator(`#${id}`).evaluate((host) => host.setAttribute('theme', 'light'));
  await expectNoAxeViolations(page, 'two widgets, forced colours');
});

test('two widgets: neither speaks at load, and only the one in use speaks after', async ({
  page,
}) => {
  await openTwo(page);
  expect(await spoken(page, 'demo')).toBe('');
  expect(await spoken(page, 'workshop')).toBe('');
  const workshop = page.locator('#workshop');
  await workshop.getByRole('button', { name: 'Next month' }).click();
  await expect(workshop.locator('[part~="calendar"]')).toHaveAttribute('aria-busy', 'false');
  await workshop.locator('.day.available').first().click();
  await expect.poll(() => spoken(page, 'workshop')).toMatch(/times? available on/);
  expect(await spoken(page, 'demo')).toBe('');
});
