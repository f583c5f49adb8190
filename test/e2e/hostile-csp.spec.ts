// The built widget (header script + inline tag + popup) under a strict Content-Security-Policy and under
// Trusted Types, served with real response headers by scripts/serve-csp.mjs: it loads, shows times and
// books with zero policy violations and zero console errors.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { STRICT_CSP, TRUSTED_TYPES_CSP } from '../../scripts/serve-csp.mjs';
import { answerProductDemo, bookingsFor } from './booking-helpers.js';
import { pickFirstSlot, useCspServer, watch } from './hostile-helpers.js';

const origin = useCspServer();

const PAGES = [
  { path: '/demo/csp.html', policy: STRICT_CSP, popupResource: '102' },
  { path: '/demo/trusted-types.html', policy: TRUSTED_TYPES_CSP, popupResource: '103' },
] as const;

async function bookInline(page: Page, email: string) {
  const widget = page.locator('body > .layout > booking-widget');
  await pickFirstSlot(widget);
  await widget.getByLabel('Full name').fill('Ada Lovelace');
  await widget.getByLabel('Email address').fill(email);
  await answerProductDemo(widget);
  // A file answer goes through FileReader into a data: URL: no blob:, no eval.
  await widget.getByLabel(/Requirements document/).setInputFiles({
    name: 'requirements.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('We need SSO.'),
  });
  await widget.locator('[part~="submit"]').click();
  const confirmation = widget.locator('[part~="confirmation"]');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('Product demo');
  // The .ics download link is built in the page (a data: or blob: URL must be allowed by the policy).
  await expect(confirmation.getByRole('link', { name: /\.ics|calendar file/i })).toBeVisible();
}

for (const { path, policy, popupResource } of PAGES) {
  test(`${path}: the response carries the exact policy`, async ({ request }) => {
    const response = await request.get(`${origin()}${path}`);
    expect(response.headers()['content-security-policy']).toBe(policy);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  test(`${path}: the inline widget loads, shows times and books with zero violations`, async ({
    page,
  }) => {
    const watcher = await watch(page);
    await page.goto(`${origin()}${path}`);
    const email = `csp.${path.includes('trusted') ? 'tt' : 'strict'}@example.com`;
    await bookInline(page, email);
    expect(await bookingsFor(page, { email: email })).toHaveLength(1);
    await expect(page.locator('#csp-status')).toHaveAttribute('data-violations', '0');
    await watcher.expectClean();
  });

  test(`${path}: the popup opens, books and closes with zero violations`, async ({ page }) => {
    const watcher = await watch(page);
    await page.goto(`${origin()}${path}`);
    const trigger = page.locator(`[data-booking-resource="${popupResource}"]`);
    await trigger.click();
    const dialog = page.locator('booking-dialog');
    const widget = dialog.locator('booking-widget');
    await expect(widget.locator('[part~="calendar"]')).toBeVisible();
    await pickFirstSlot(widget);
    const email = `popup.${popupResource}@example.com`;
    await widget.getByLabel('Full name').fill('Bernard Leach');
    await widget.getByLabel('Email address').fill(email);
    if (popupResource === '102') await widget.getByRole('radio', { name: 'Never' }).check();
    else {
      await widget.getByRole('textbox', { name: /^Company/ }).fill('Navy');
      await widget.getByRole('combobox', { name: /How many seats/ }).selectOption({ index: 1 });
    }
    await widget.locator('[part~="submit"]').click();
    await expect(widget.locator('[part~="confirmation"]')).toBeVisible();
    expect(await bookingsFor(page, { email: email })).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(widget).toBeHidden();
    await expect(trigger).toBeFocused();
    await watcher.expectClean();
  });
}
