// The zone a person means, found by city, country or code; its offset always readable; its list where there is room.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { openDemo, widget } from './booking-helpers.js';

test.use({ timezoneId: 'Europe/Berlin' });

/** The loaded selector's field (focusing the placeholder loads it and hands focus over). */
async function zoneField(page: Page): Promise<Locator> {
  const w = widget(page);
  await w.getByRole('combobox', { name: 'Time zone' }).focus();
  const field = w.locator('booking-timezone-select').getByRole('combobox', { name: 'Time zone' });
  await expect(field).toBeFocused();
  await expect(field).not.toHaveAttribute('readonly', '');
  return field;
}

async function choose(page: Page, field: Locator, query: string) {
  await field.click();
  await field.fill(query);
  await expect(widget(page).getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('"Kol", "India" and "NZ" + Enter choose Kolkata, Kolkata and Auckland', async ({ page }) => {
  await openDemo(page, { resource: '101', date: '2027-01-11' });
  const field = await zoneField(page);
  await choose(page, field, 'Kol');
  await expect(field).toHaveValue(/Kolkata/);
  await choose(page, field, 'Berlin');
  await expect(field).toHaveValue(/Berlin/);
  await choose(page, field, 'India');
  await expect(field).toHaveValue(/Kolkata/);
  await choose(page, field, 'NZ');
  await expect(field).toHaveValue(/Auckland/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the closed field shows the whole offset, and the list opens above when the field is low', async ({
    page,
  }) => {
    await openDemo(page, { resource: '101', date: '2027-01-11' });
    const field = await zoneField(page);
    await choose(page, field, 'Kolkata');
    await field.blur();
    // The offset ends the value and the value fits the field: nothing of it is cut off.
    await expect(field).toHaveValue(/Kolkata \(GMT\+5:30\)$/);
    expect(
      await field.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth + 1),
    ).toBe(true);

    // The field at the bottom of the viewport: the list opens upward and ends inside it.
    await field.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await field.click();
    const list = widget(page).locator('booking-timezone-select [role="listbox"]');
    await expect(list).toBeVisible();
    const [listBox, fieldBox] = [(await list.boundingBox())!, (await field.boundingBox())!];
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(fieldBox.y + 1);
    expect(listBox.y).toBeGreaterThanOrEqual(0);
  });
});
