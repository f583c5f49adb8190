// Nothing editable after the fact: once booked, the details state the booking's own duration and price as text;
// another duration chosen on the form returns the person to the times, saying why. On a desktop and on a phone.
import { expect, test } from './helpers/clock.js';
import {
  answerProductDemo,
  expectConfirmed,
  fillContact,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

for (const phone of [false, true]) {
  test.describe(phone ? 'on a phone' : 'on a desktop', () => {
    test.use(
      phone
        ? { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1280, height: 800 } },
    );

    test('after booking 1 h, the screen states 1 h and its price, with no duration to choose', async ({
      page,
    }) => {
      await openDemo(page, { resource: '101', view: 'month' });
      const header = widget(page).locator('[part~="header"]');
      await header.getByRole('button', { name: '1 h' }).click();
      await expect(header.getByRole('button', { name: '1 h' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await pickFirstSlot(page);
      await fillContact(page, 'Ada Lovelace', 'ada@example.com');
      await answerProductDemo(widget(page));
      await submit(page);
      await expectConfirmed(page);
      // Nothing on screen offers another duration, and the header states the booking's own.
      await expect(header.locator('button[aria-pressed]')).toHaveCount(0);
      await expect(widget(page).getByRole('button', { name: /^(30 min|1 h)$/ })).toHaveCount(0);
      await expect(header).toContainText('1 h');
      await expect(header).toContainText('$45.00');
      await expect(header).not.toContainText('30 min');
    });

    test('another duration chosen on the form returns to the times and says why', async ({
      page,
    }) => {
      await openDemo(page, { resource: '101', view: 'month' });
      await pickFirstSlot(page);
      const header = widget(page).locator('[part~="header"]');
      await header.getByRole('button', { name: '1 h' }).click();
      await expect(widget(page).locator('[part~="form"]')).toHaveCount(0);
      const notice = widget(page).getByRole('alert');
      await expect(notice).toHaveText('Duration changed to 1 h — choose a time again');
      await expect(notice).toBeFocused();
      await expect(notice).toBeInViewport();
      await expect(widget(page).locator('[part~="slot"]').first()).toBeVisible();
      await expect(widget(page).locator('[part~="slot"][part~="selected"]')).toHaveCount(0);
    });
  });
}
