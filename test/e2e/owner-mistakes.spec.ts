// A site owner's typos outside the element's own attributes, as the console says them with the built header script:
// a trigger's and the header script tag's misspelt `data-booking-*` names and a `BookingWidget` call's option names
// get a "did you mean" naming both spellings, and enumerated values one too (view="weak" → "week"); each once,
// however often the trigger is hovered and clicked.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { ensureBuilt, openPage } from './embed-helpers.js';

test.beforeAll(() => ensureBuilt());

function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

test('a trigger’s and the header tag’s misspelt data-booking-* names and values get a "did you mean", once each', async ({
  page,
}) => {
  const warnings = warningsOf(page);
  await openPage(
    page,
    '/e2e/owner-trigger-typos.html',
    '<script src="/dist/embed.js" defer data-booking-tiemzone="Europe/Berlin"></script>',
    `<button id="book" data-booking-resource="101" data-booking-demo data-booking-langauge="de"
      data-booking-view="weak" data-booking-theme="drak">Book</button>`,
  );
  const trigger = page.locator('#book');
  for (let round = 0; round < 2; round++) {
    await trigger.hover();
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(
      page.locator('booking-dialog booking-widget [part~="day"][part~="available"]').first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  const said = (text: string) => warnings.filter((line) => line.includes(text));
  expect(said('data-booking-langauge')).toEqual([
    '[booking-widget] langauge (data-booking-langauge) is not a popup option it takes, so it is ignored; did you mean language (data-booking-language)?',
  ]);
  expect(said('data-booking-tiemzone')).toHaveLength(1);
  expect(said('data-booking-tiemzone')[0]).toContain(
    'did you mean timezone (data-booking-timezone)?',
  );
  expect(said('view="weak"')).toHaveLength(1);
  expect(said('view="weak"')[0]).toContain('did you mean "week"?');
  expect(said('theme="drak"')).toHaveLength(1);
  expect(said('theme="drak"')[0]).toContain('did you mean "dark"?');
});

test('BookingWidget.open / configure / floatingButton option names and a corner get a "did you mean"', async ({
  page,
}) => {
  const warnings = warningsOf(page);
  await openPage(
    page,
    '/e2e/owner-call-typos.html',
    '<script src="/dist/embed.js" defer></script>',
    '<h1>Calls</h1>',
  );
  await expect.poll(() => page.evaluate(() => typeof window.BookingWidget?.version)).toBe('string');
  await page.evaluate(() => {
    const api = window.BookingWidget!;
    api.configure({ demo: true, baseURl: '/v1', lang: 'de' });
    api.floatingButton({
      resource: '101',
      txt: 'Book',
      position: 'bottom-rigth' as 'bottom-right',
    });
    api.open({ resourceId: '101', resource: '101' });
  });
  await expect(page.getByRole('dialog')).toBeVisible();
  const line = (start: string) =>
    warnings.find((text) => text.startsWith(`[booking-widget] ${start}`));
  // Each is said once its module has arrived (the floating button's, then the console's): wait for each.
  await expect
    .poll(() => line('lang '))
    .toContain('did you mean language (data-booking-language)?');
  await expect
    .poll(() => line('position="bottom-rigth"'))
    .toContain('did you mean "bottom-right"?');
  await expect.poll(() => line('txt ')).toContain('did you mean text (data-booking-text)?');
  await expect
    .poll(() => line('resourceId '))
    .toContain('did you mean resource (data-booking-resource)?');
  expect(line('baseURl ')).toBeUndefined(); // any case of a name it takes is that name
});

test('a page whose triggers and calls hold no mistake never downloads the warnings', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openPage(
    page,
    '/e2e/owner-no-typos.html',
    '<script src="/dist/embed.js" defer data-booking-primary="#0f766e"></script>',
    `<button id="book" data-booking-resource="101" data-booking-demo data-booking-label="Book a call"
      data-booking-view="week">Book</button>`,
  );
  await page.locator('#book').hover();
  await page.locator('#book').click();
  await expect(page.getByRole('dialog', { name: 'Book a call' })).toBeVisible();
  await expect(page.locator('booking-dialog booking-widget [part~="slot"]').first()).toBeVisible();
  await page.evaluate(() =>
    window.BookingWidget!.floatingButton({
      resource: '101',
      demo: true,
      text: 'Book',
      position: 'bottom-left',
    }),
  );
  await expect(page.locator('booking-floating-button')).toBeAttached();
  expect(fetched.filter((url) => url.includes('attribute-warnings'))).toEqual([]);
});
