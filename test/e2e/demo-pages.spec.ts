// The demo pages as a newcomer meets them after `npm install && npm start`: the widget as a site gets it.
import { expect, test } from './helpers/clock.js';

test('the inline demo shows times without Lit’s development-build warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/demo/inline.html');
  await expect(
    page.locator('booking-widget').first().locator('[part~="slot"]').first(),
  ).toBeVisible();
  expect(messages.filter((text) => /dev mode/i.test(text))).toEqual([]);
});

for (const framework of ['react', 'vue']) {
  test(`the ${framework} demo shows times with nothing on the console`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(String(error)));
    await page.goto(`/demo/${framework}.html`);
    await expect(
      page.locator('booking-widget').first().locator('[part~="slot"]').first(),
    ).toBeVisible();
    expect(messages).toEqual([]);
  });
}

test('the index does not ask for a build that npm start already runs', async ({ page }) => {
  await page.goto('/index.html');
  await expect(page.locator('body')).not.toContainText('run npm run build');
});
