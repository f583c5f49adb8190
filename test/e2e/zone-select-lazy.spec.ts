// The time-zone selector is its own lazily loaded chunk: until it arrives, a read-only field shows
// the zone, and focusing that field hands focus to the real selector once it is defined.
import { expect, test } from './helpers/clock.js';
import { widget } from './booking-helpers.js';
import { holdRequests, SELECTOR_MODULE, selectorDefined } from './helpers/lazy.js';

test.use({ timezoneId: 'Europe/Berlin' });

test('the zone shows before the selector loads, and focus moves into the selector when it does', async ({
  page,
}) => {
  const selector = await holdRequests(page, SELECTOR_MODULE);
  await page.goto('/demo/inline.html?resource=101');
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();

  // Not loaded yet: the placeholder names the zone and is labelled like the selector.
  const placeholder = w.getByRole('combobox', { name: 'Time zone' });
  await expect(placeholder).toHaveValue(/Berlin/);
  await expect(placeholder).toHaveAttribute('readonly', '');
  expect(await selectorDefined(page)).toBe(false);

  await placeholder.focus();
  await expect.poll(selector.asked).toBe(true);
  selector.release();

  // Defined now: the real, editable combobox has focus and opens with the zones.
  await expect.poll(() => selectorDefined(page)).toBe(true);
  const real = w.locator('booking-timezone-select').getByRole('combobox', { name: 'Time zone' });
  await expect(real).toBeFocused();
  await expect(real).not.toHaveAttribute('readonly', '');
  await page.keyboard.type('tokyo');
  await expect(w.getByRole('option', { name: /Tokyo/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(real).toHaveValue(/Tokyo/);
});

test('a click on the field before the selector loads opens the list once it does', async ({
  page,
}) => {
  const selector = await holdRequests(page, SELECTOR_MODULE);
  await page.goto('/demo/inline.html?resource=101');
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  const placeholder = w.getByRole('combobox', { name: 'Time zone' });
  await expect(placeholder).toHaveAttribute('readonly', '');

  await placeholder.click();
  await expect.poll(selector.asked).toBe(true);
  selector.release();

  // The click is not lost: the list opens, as it would have had the selector been there.
  await expect(w.getByRole('listbox')).toBeVisible();
  await expect(
    w.locator('booking-timezone-select').getByRole('combobox', { name: 'Time zone' }),
  ).toBeFocused();
});

test('without interaction the selector loads on its own once the times are shown', async ({
  page,
}) => {
  await page.goto('/demo/inline.html?resource=101');
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  await expect.poll(() => selectorDefined(page)).toBe(true);
  // The placeholder (light DOM of the selector) is gone: one field, the selector's own.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .querySelector('booking-widget')
            ?.shadowRoot?.querySelector('booking-timezone-select')?.children.length,
      ),
    )
    .toBe(0);
  await expect(w.getByRole('combobox', { name: 'Time zone' })).toHaveCount(1);
});
