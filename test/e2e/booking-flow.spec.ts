// Full bookings of the fixture resources in each view, against demo/inline.html in demo mode.
import { expect, test } from './helpers/clock.js';
import {
  answerProductDemo,
  bookingsFor,
  expectConfirmed,
  fillContact,
  nextDocumentEvent,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

const VIEWS = ['month', 'week', 'day'] as const;

for (const view of VIEWS) {
  test(`books 101 (one-on-one, all 10 question types) in ${view} view`, async ({ page }) => {
    await openDemo(page, { resource: '101', view });
    const confirmed = nextDocumentEvent<{ status: string }>(page, 'booking-confirmed');
    const instant = await pickFirstSlot(page);
    const email = `ada.${view}@example.com`;
    await fillContact(page, 'Ada Lovelace', email);
    await answerProductDemo(page);
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('+44 20 7946 0000');
    await page.getByRole('checkbox', { name: 'Payments' }).check();
    await page.getByRole('checkbox', { name: 'Reporting' }).check();
    await page
      .getByRole('textbox', { name: /^Anything we should prepare/ })
      .fill('Line one\nLine two');
    await page.getByLabel('Target go-live date').fill('2027-01-15');
    await page.getByRole('checkbox', { name: /monthly product newsletter/ }).check();
    await page.getByLabel(/Requirements document/).setInputFiles({
      name: 'requirements.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('We need SSO.'),
    });
    await submit(page);
    await expectConfirmed(page);
    const detail = await confirmed;
    expect(detail.status).toBe('confirmed');

    const [stored] = await bookingsFor(page, { email, resource_id: '101' });
    expect(stored).toBeDefined();
    expect(Date.parse(stored!.start_at)).toBe(Date.parse(instant));
    const answers = Object.fromEntries(
      stored!.invitees[0]!.questions.map((q) => [q.name, q.value]),
    );
    expect(stored!.invitees[0]!.name).toBe('Ada Lovelace');
    expect(answers).toMatchObject({
      company: 'Analytical Engines',
      phone: '+44 20 7946 0000',
      company_size: '42',
      role: 'product',
      region: 'emea',
      interests: ['payments', 'reporting'],
      agenda: 'Line one\nLine two',
      go_live: '2027-01-15',
      newsletter: 'yes',
    });
    expect(answers.requirements).toMatchObject({ name: 'requirements.txt', size: 12 });
  });

  test(`books 102 (group, seats left) in ${view} view`, async ({ page }) => {
    await openDemo(page, { resource: '102', view });
    const w = widget(page);
    await expect(
      w
        .locator('[part~="slot"]')
        .or(w.getByRole('button', { name: /^Jump to/ }))
        .first(),
    ).toBeVisible();
    if (await w.locator('[part~="slot"]').first().isVisible()) {
      await expect(w.locator('[part~="slot"]').first()).toContainText(/seats? left/);
    }
    const instant = await pickFirstSlot(page);
    await expect(w.locator('[part~="header"]')).toContainText(/\d+ of 8 spots left/);
    await fillContact(page, 'Bernard Leach', `leach.${view}@example.com`);
    await page.getByRole('radio', { name: 'Never' }).check();
    await submit(page);
    await expectConfirmed(page);
    const [stored] = await bookingsFor(page, { email: `leach.${view}@example.com` });
    expect(Date.parse(stored!.start_at)).toBe(Date.parse(instant));
    expect(stored!.end_at).toBe(
      new Date(Date.parse(instant) + 120 * 60_000).toISOString().replace('.000', ''),
    );
  });

  test(`books 103 (round robin, member not revealed) in ${view} view`, async ({ page }) => {
    await openDemo(page, { resource: '103', view });
    const w = widget(page);
    await expect(w.locator('[part~="header"]')).toContainText('Priya Raman');
    const instant = await pickFirstSlot(page);
    await fillContact(page, 'Grace Hopper', `grace.${view}@example.com`);
    await page.getByRole('textbox', { name: /^Company/ }).fill('Navy');
    await page.getByRole('combobox', { name: /How many seats/ }).selectOption({ index: 1 });
    await submit(page);
    await expectConfirmed(page);
    const [stored] = await bookingsFor(page, { email: `grace.${view}@example.com` });
    expect(Date.parse(stored!.start_at)).toBe(Date.parse(instant));
    expect([3, 4, 5]).toContain(stored!.host.user_id);
  });
}

test('a required question left empty blocks the booking and says why', async ({ page }) => {
  await openDemo(page, { resource: '101' });
  await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', 'empty.required@example.com');
  await submit(page);
  const company = page.getByRole('textbox', { name: /^Company(?! size)/ });
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(widget(page).getByRole('alert').first()).toBeVisible();
  await expect(widget(page).locator('[part~="form"]')).toContainText('Fill in this field');
  await expect(widget(page).locator('[part~="confirmation"]')).toHaveCount(0);
  expect(await bookingsFor(page, { email: 'empty.required@example.com' })).toHaveLength(0);
});

test('switching views keeps the selected date; navigation never goes before today', async ({
  page,
}) => {
  await openDemo(page, { resource: '101', view: 'month' });
  const w = widget(page);
  await expect(w.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  const selected = w.locator('[part~="day"][part~="selected"]');
  await expect(selected).toBeVisible();
  const date = await selected.getAttribute('data-date');
  await w.getByRole('button', { name: 'Day', exact: true }).click();
  const dayTitle = await w.locator('#period-title').textContent();
  const expected = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  expect(dayTitle?.trim()).toBe(expected);
  await w.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(w.locator('[part~="day"][part~="selected"]')).toHaveAttribute('data-date', date!);
});

test('the month grid is keyboard operable (roving tabindex, arrows, Enter moves focus to times)', async ({
  page,
}) => {
  await openDemo(page, { resource: '106' });
  const w = widget(page);
  const selected = w.locator('[part~="day"][part~="selected"]');
  await expect(selected).toBeVisible();
  await expect(w.locator('[part~="day"][tabindex="0"]')).toHaveCount(1);
  const start = (await selected.getAttribute('data-date'))!;
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  const next = new Date(Date.parse(`${start}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const focused = w.locator(`[part~="day"][data-date="${next}"]`);
  if ((await focused.count()) > 0) {
    await expect(focused).toBeFocused();
    await expect(focused).toHaveAttribute('aria-label', /\d+ times available|unavailable/);
    await page.keyboard.press('Enter');
    await expect(w.locator('[part~="slot"]').first()).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await w.locator('[part~="day"][tabindex="0"]').focus();
  await page.keyboard.press('PageDown');
  await expect(w.locator('#period-title')).not.toHaveText(/^$/);
  await expect(w.locator('[part~="day"][tabindex="0"]')).toBeFocused();
});

test('a 96-slot day stays short: its times scroll inside one bounded box', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openDemo(page, { resource: '106', 'hide-details': '' });
  const w = widget(page);
  await expect(w.locator('[part~="slot"]').first()).toBeVisible();
  const box = await w.locator('.dense').boundingBox();
  expect(box!.height).toBeLessThanOrEqual(18 * 16 + 1);
  expect(await w.locator('.dense [part~="slot"]').count()).toBeGreaterThan(12);
});
