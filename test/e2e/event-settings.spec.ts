// The rest of an event's settings in demo mode, on event 203 (host Alex Rivera, booking page 2): the host's social
// links with the host, the policy's terms in the details column, and the price and how it is paid on the
// confirmation; an event with none of them (101) downloads none of their code.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import {
  expectConfirmationFacts,
  expectConfirmed,
  fillContact,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

const LINKS = [
  ['Alex Rivera on LinkedIn', 'https://www.linkedin.com/in/alex-rivera-ceramics'],
  ['Alex Rivera on Instagram', 'https://www.instagram.com/alexrivera.ceramics'],
  ['Alex Rivera on YouTube', 'https://www.youtube.com/@alexriveraceramics'],
  ['Alex Rivera on alexrivera.example.com', 'https://alexrivera.example.com/'],
] as const;

const TERMS = [
  'Free cancellation until 48 hours before the start',
  'Rescheduling allowed until 24 hours before the start',
];

/** The extras' module (policy terms, host links), as the demo pages load it from source. */
const extrasRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('details-extras')) seen.push(request.url());
  });
  return seen;
};

test('the host’s links and the policy’s terms show in the details; price and payment on the confirmation', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDemo(page, { resource: '203' });
  const header = widget(page).locator('[part~="header"]');
  for (const [name, href] of LINKS) {
    const link = header.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(header.getByRole('link')).toHaveCount(LINKS.length);
  for (const line of TERMS) await expect(header.getByText(line)).toBeVisible();

  // A link opens a new tab, and the widget's page stays where it was.
  await context.route('https://www.linkedin.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>profile</title>' }),
  );
  const opened = context.waitForEvent('page');
  await header.getByRole('link', { name: LINKS[0][0] }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(LINKS[0][1]);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
  await expect(header).toBeVisible();

  await pickFirstSlot(page);
  await fillContact(page, 'Ines Duarte', 'ines@example.com');
  await submit(page);
  await expectConfirmed(page);
  await expectConfirmationFacts(page, {
    Price: '$45.00',
    Payment:
      'Not charged here: the host will ask you for payment after you book (Stripe and PayPal).',
  });
});

test('on a phone the links and terms wait behind “Details”; an event without them loads none of their code', async ({
  page,
}) => {
  const requests = extrasRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page, { resource: '101' });
  await expect(widget(page).locator('[part~="header"] .host-name').first()).toBeVisible();
  expect(requests).toEqual([]);

  await openDemo(page, { resource: '203' });
  const header = widget(page).locator('[part~="header"]');
  await expect(header.locator('.host-name')).toHaveText('Alex Rivera');
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  const linkedIn = header.getByRole('link', { name: LINKS[0][0] });
  await expect(linkedIn).toBeHidden();
  await expect(header.getByText(TERMS[0]!)).toBeHidden();
  await header.getByRole('button', { name: 'Details' }).click();
  await expect(linkedIn).toBeVisible();
  await expect(header.getByText(TERMS[0]!)).toBeVisible();
  const box = (await linkedIn.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
});
