// The icons as the built widget (the CDN build a site loads) draws them: every shape of an icon is its own element.
// A shape nested inside another is not drawn: a clock without its hands, a camera without its lens.
import type { Locator } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { ensureBuilt, HEADER_SCRIPT, openPage } from './embed-helpers.js';

test.beforeAll(() => ensureBuilt());

/** Shapes drawn inside another shape, as "outer > inner" tag names. */
const nestedShapes = (icons: Locator) =>
  icons.evaluateAll((svgs) =>
    svgs.flatMap((icon) =>
      [
        ...icon.querySelectorAll(':is(rect, circle, ellipse, path, line, polyline, polygon) > *'),
      ].map((inner) => `${inner.parentElement!.tagName} > ${inner.tagName}`),
    ),
  );

test('the details, the calendar and a page of events draw every shape of their icons', async ({
  page,
}) => {
  await openPage(
    page,
    '/e2e/icons.html',
    HEADER_SCRIPT,
    '<booking-widget id="one" resource="101" demo></booking-widget><booking-widget id="list" page="1" demo></booking-widget>',
  );
  const one = page.locator('#one');
  await expect(one.locator('[part~="slot"]').first()).toBeVisible();
  const list = page.locator('#list');
  await expect(list.getByRole('button', { name: 'Product demo' })).toBeVisible();
  // The duration's clock, the price tag, Google Meet's camera, the phone, the period's arrows; the list's own.
  const icons = page.locator('booking-widget svg.icon');
  expect(await icons.count()).toBeGreaterThan(10);
  expect(await nestedShapes(icons)).toEqual([]);
});
