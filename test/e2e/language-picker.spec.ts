// The visitor's language picker (part `language`) in demo mode: it switches every string, date and number of the
// screen in place (the day, time and typed answers kept; `lang` and `dir` moved), is remembered like the 12/24-hour
// choice while the `language` attribute still wins on a new visit, is absent where the event sets
// `settings.hide_language` (resource 204, on booking page 2), and works in the popup and on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/clock.js';
import { expectNoAxeViolations, openPopupFromSource } from './helpers/a11y.js';
import { fillContact, openDemo, pickFirstSlot, widget } from './booking-helpers.js';

const picker = (w: Locator) => w.locator('[part~="language"]');
const root = (w: Locator) => w.locator('.root');

/** The date of `instant` as the page's `Intl` writes it in `locale` ("17. November 2026"), in the page's zone. */
const longDate = (page: Page, instant: string, locale: string) =>
  page.evaluate(
    ([at, lang]) =>
      new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(at!),
      ),
    [instant, locale],
  );

test('switching the language rewrites the form in place, keeps the time and the answers typed, and moves lang and dir', async ({
  page,
}) => {
  await openDemo(page, { resource: '101' });
  const w = widget(page);
  // On the calendar's screen, under the zone row, named in the widget's language; each language named in itself.
  const select = w.getByRole('combobox', { name: 'Language' });
  await expect(select).toHaveValue('en-US');
  await expect(select.locator('option[value="de"]')).toHaveText('Deutsch');
  await expect(select.locator('option[value="ja"]')).toHaveText('日本語');
  await expect(select.locator('option[value="ja"]')).toHaveAttribute('lang', 'ja');
  await expect(select.locator('option')).toHaveCount(22);

  const instant = await pickFirstSlot(page);
  await fillContact(page, 'Ada Lovelace', 'ada.lang@example.com');
  const name = w.getByRole('textbox', { name: /^Full name/ });
  await select.focus();
  await select.selectOption('de');

  await expect(w.getByRole('heading', { name: 'Ihre Angaben' })).toBeVisible();
  await expect(root(w)).toHaveAttribute('lang', 'de');
  await expect(root(w)).toHaveAttribute('dir', 'ltr');
  await expect(w.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect(w.getByRole('button', { name: 'Zurück' }).first()).toBeVisible();
  // The chosen time, written the German way.
  await expect(w.locator('.main')).toContainText(await longDate(page, instant, 'de'));
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(w.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada.lang@example.com');
  await expect(picker(w)).toBeFocused();
  await expectNoAxeViolations(page, 'the form in German with the picker', 'booking-widget');

  await picker(w).selectOption('ar');
  await expect(root(w)).toHaveAttribute('dir', 'rtl');
  await expect(root(w)).toHaveAttribute('lang', 'ar');
  await expect(w.getByRole('heading', { name: 'أدخل بياناتك' })).toBeVisible();
  await expect(name).toHaveValue('Ada Lovelace');

  // Back to the times: the time picked is still the one marked, the calendar in Arabic.
  await w.getByRole('button', { name: 'رجوع' }).first().click();
  await expect(w.locator(`[part~="slot"][data-instant="${instant}"]`)).toHaveAttribute(
    'part',
    /\bselected\b/,
  );
  await expect(w.getByRole('group', { name: 'تنسيق الوقت' })).toBeVisible();
  await expect(w.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');

  // The same time again: the answers typed are still there.
  await w.locator(`[part~="slot"][data-instant="${instant}"]`).click();
  await expect(w.getByRole('heading', { name: 'أدخل بياناتك' })).toBeVisible();
  await expect(name).toHaveValue('Ada Lovelace');
});

test('after a pick the live region holds nothing in the old language, and speaks the new one next', async ({
  page,
}) => {
  await openDemo(page, { resource: '101' });
  const w = widget(page);
  const region = w.locator('[role="status"][aria-live="polite"]');
  // The only widget on the page says what it shows: a day's times, or a month without them, in English.
  await expect(region).toHaveText(/available on|No times/);
  await w.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(root(w)).toHaveAttribute('lang', 'de');
  await expect(region).toHaveText('');
  // The next thing it says is German.
  const day = w
    .locator('[part~="day"]:not([aria-disabled="true"]):not([part~="selected"])')
    .first();
  await day.click();
  await expect(region).toHaveText(/verfügbar am/);
});

test('the choice is remembered on the next visit; a language attribute wins over it, the visitor can still switch, and the site’s later change wins', async ({
  page,
}) => {
  await openDemo(page, { resource: '101' });
  const w = widget(page);
  await picker(w).selectOption('fr');
  await expect(w.getByRole('group', { name: 'Format de l’heure' })).toBeVisible();

  await page.reload();
  await expect(w.getByRole('group', { name: 'Format de l’heure' })).toBeVisible();
  await expect(w.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(root(w)).toHaveAttribute('lang', 'fr');

  // The site says German: German, over the remembered French.
  await openDemo(page, { resource: '101', language: 'de' });
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  await expect(w.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  // The visitor switches for this visit.
  await picker(w).selectOption('it');
  await expect(root(w)).toHaveAttribute('lang', 'it');
  await expect(w.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
  // The site sets the attribute after that (its own language switch, the embed builder): the later word wins.
  await w.evaluate((element) => element.setAttribute('language', 'es'));
  await expect(w.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(root(w)).toHaveAttribute('lang', 'es');
  // Another visit: the attribute again.
  await page.reload();
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
});

test('an event with hide_language has no picker and speaks its own language over the visitor’s choice; the list of its page has one', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('booking-widget:language', 'fr'));
  await openDemo(page, { resource: '204' });
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Beratungsgespräch' })).toBeVisible();
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  await expect(root(w)).toHaveAttribute('lang', 'de');
  // The other events' picker comes when the browser is idle: here it never does.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(picker(w)).toHaveCount(0);

  // Booking page 2 lists 204 with the others: the list has the picker, in the remembered French.
  await page.goto('/demo/events.html?page=2');
  await expect(w.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await w.getByRole('button', { name: /Beratungsgespräch/ }).click();
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  await expect(picker(w)).toHaveCount(0);
  await w.locator('.back-to-list button').click();
  await expect(w.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(root(w)).toHaveAttribute('lang', 'fr');
});

test('in the popup the picker switches the widget and the dialog’s own words and direction', async ({
  page,
}) => {
  const w = await openPopupFromSource(page, { resource: '101', demo: true });
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await picker(w).selectOption('de');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Termin buchen' })).toBeVisible();
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  await picker(w).selectOption('he');
  await expect(page.locator('booking-dialog')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('booking-dialog')).toHaveAttribute('lang', 'he');
  await expect(root(w)).toHaveAttribute('dir', 'rtl');
});

test('a popup of the event that hides the picker says its own words in the event’s language, not the visitor’s', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('booking-widget:language', 'fr'));
  const w = await openPopupFromSource(page, { resource: '204', demo: true });
  await expect(w.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Schließen' })).toBeVisible();
  await expect(page.locator('booking-dialog')).toHaveAttribute('lang', 'de');
  await expect(picker(w)).toHaveCount(0);
});

test('a popup of a page of events says its own words in the list’s language again after “All events”', async ({
  page,
}) => {
  await page.route('**/e2e/events-language-popup.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Events</title></head><body><button id="events">Our events</button></body></html>',
    }),
  );
  await page.goto('/e2e/events-language-popup.html');
  await page.evaluate(async () => {
    const popup = (await import('/src/components/booking-dialog/popup.ts' as string)) as {
      open(options: Record<string, unknown>, trigger?: Element | null): void;
    };
    const trigger = document.querySelector('#events')!;
    trigger.addEventListener('click', () => popup.open({ page: '2', demo: true }, trigger));
  });
  await page.locator('#events').click();
  const w = page.locator('booking-dialog booking-widget');
  await expect(page.getByRole('dialog', { name: 'Book an appointment' })).toBeVisible();
  // Event 204 speaks German and hides the picker: the dialog's words follow it…
  await w.getByRole('button', { name: /Beratungsgespräch/ }).click();
  await expect(page.getByRole('dialog', { name: 'Termin buchen' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Schließen' })).toBeVisible();
  // …and back on the list, which speaks English, so do they.
  await w.getByRole('button', { name: 'Alle Termine' }).click();
  await expect(w.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  await expect(page.getByRole('dialog', { name: 'Book an appointment' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(page.locator('booking-dialog')).toHaveAttribute('lang', 'en-US');
  // A pick on the list moves them with it.
  await w.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Fermer' })).toBeVisible();
});

test('two inline widgets on a page speak one language: a pick in one switches the other, as the 12/24 h choice does, even one whose site set `language`', async ({
  page,
}) => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Two events</title>
<script type="module" src="/src/index.ts"></script></head>
<body><main><h1>Our events</h1>
<booking-widget id="one" resource="101" demo></booking-widget>
<booking-widget id="two" resource="102" demo></booking-widget>
<booking-widget id="fixed" resource="103" demo language="ja"></booking-widget>
</main></body></html>`;
  await page.route('**/e2e/two-languages.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.goto('/e2e/two-languages.html');
  const [one, two, fixed] = ['#one', '#two', '#fixed'].map((id) => page.locator(id));
  await expect(one!.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US', {
    timeout: 30_000,
  });
  await expect(two!.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await one!.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(root(one!)).toHaveAttribute('lang', 'de');
  await expect(root(two!)).toHaveAttribute('lang', 'de');
  await expect(two!.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect(two!.getByRole('group', { name: 'Zeitformat' })).toBeVisible();
  // A pick on this page wins over the site's attribute too (until the site sets it again), so the third follows.
  await expect(root(fixed!)).toHaveAttribute('lang', 'de');
  // And back from the other one.
  await two!.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(root(one!)).toHaveAttribute('lang', 'fr');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the picker sits under the zone row inside the widget, 44 px tall', async ({ page }) => {
    await openDemo(page, { resource: '101' });
    const w = widget(page);
    const select = picker(w);
    await expect(select).toBeVisible();
    const [box, host, zone] = await Promise.all([
      select.boundingBox(),
      w.boundingBox(),
      w.locator('.zone-row').boundingBox(),
    ]);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x).toBeGreaterThanOrEqual(host!.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(host!.x + host!.width + 0.5);
    expect(box!.y).toBeGreaterThanOrEqual(zone!.y + zone!.height);
    await select.selectOption('ja');
    await expect(root(w)).toHaveAttribute('lang', 'ja');
    await expect(w.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  });
});
