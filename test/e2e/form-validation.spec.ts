// "Schedule event" with nothing typed, by mouse and by touch, on the demo's resource 101: the press is a click
// (an error line appearing as the first field loses focus used to move the button from under the pointer) and
// it lists what is missing, focusing the first field to fix.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { openDemo, widget } from './booking-helpers.js';

async function openForm(page: Page, touch = false) {
  await openDemo(page, { resource: '101' });
  await widget(page).locator('[part~="slot"]:not([disabled])').first().click();
  // The form opens with focus in its first field, the name; on a touch screen on its heading, so that no
  // on-screen keyboard opens before the person taps a field.
  if (touch) await expect(page.getByRole('heading', { name: 'Enter your details' })).toBeFocused();
  else await expect(page.getByLabel('Full name')).toBeFocused();
}

async function expectMissingListed(page: Page) {
  const summary = widget(page).getByRole('alert');
  await expect(summary).toContainText('There are 6 problems with your answers');
  await expect(summary).toContainText('Full name: Fill in this field');
  await expect(page.getByLabel('Full name')).toBeFocused();
}

test('a mouse click on Schedule event with nothing typed lists what is missing', async ({
  page,
}) => {
  await openForm(page);
  const button = widget(page).locator('[part~="submit"]');
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.getByLabel('Full name')).not.toBeFocused();
  expect((await button.boundingBox())!.y).toBe(box.y);
  await page.mouse.up();
  await expectMissingListed(page);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

  test('a tap on Schedule event after a mistake in the e-mail lists it with what is missing', async ({
    page,
  }) => {
    await openForm(page, true);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email address').fill('ada@');
    const button = widget(page).locator('[part~="submit"]');
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const summary = widget(page).getByRole('alert');
    await expect(summary).toContainText('Email address: Enter a valid email address');
    await expect(page.getByLabel('Email address')).toBeFocused();
  });
});
