// React 19 and Vue 3 render <booking-widget> with properties and events; both demo pages book end to end
// and the framework sees `booking-confirmed`.
import { expect, test } from './helpers/clock.js';
import { bookingsFor } from './booking-helpers.js';

for (const framework of ['react', 'vue'] as const) {
  test(`the ${framework === 'react' ? 'React 19' : 'Vue 3'} page books and the app receives the event`, async ({
    page,
  }) => {
    await page.goto(`/demo/${framework}.html`);
    await page.getByLabel('Resource').selectOption('106');
    const widget = page.locator('booking-widget');
    await expect(widget).toHaveAttribute('resource', '106');
    await widget.locator('[part~="slot"]').first().click();
    // The prefill property (an object) reached the element as a property.
    await expect(widget.getByRole('textbox', { name: 'Full name' })).not.toHaveValue('');
    await widget
      .getByRole('textbox', { name: 'Describe the problem' })
      .fill('Laptop does not boot.');
    await widget.locator('[part~="submit"]').click();
    await expect(page.locator(`#${framework}-confirmed`)).toContainText(
      /received booking-confirmed: \S+/,
    );
    const email = framework === 'react' ? 'ada@example.com' : 'grace@example.com';
    expect(await bookingsFor(page, { email: email })).toHaveLength(1);
  });
}
