// A date question in the widget's language (German, Japanese, Arabic) in a browser whose own language is English:
// the field shows the language's format (not the browser's "mm/dd/yyyy"), reads a date typed that way, says when
// what is typed is no date, and the booking carries the date as YYYY-MM-DD.
import { expect, test } from './helpers/clock.js';
import {
  answerProductDemo,
  bookingsFor,
  fillContact,
  openDemo,
  pickFirstSlot,
  submit,
  widget,
} from './booking-helpers.js';

test.use({ locale: 'en-US' });

for (const { language, example, typed, wrong, invalid } of [
  {
    language: 'de',
    example: 'Zum Beispiel 31.12.2026',
    typed: '15.1.2027',
    wrong: '31.02.2027',
    invalid: 'Geben Sie ein gültiges Datum ein',
  },
  {
    language: 'ja',
    example: '例: 2026/12/31',
    typed: '2027/01/15',
    wrong: '2027/02/31',
    invalid: '有効な日付',
  },
  {
    language: 'ar',
    // Chromium's Arabic writes Western digits; Arabic-Indic ones typed are read too.
    example: 'مثال: 31/12/2026',
    typed: '١٥/٠١/٢٠٢٧',
    wrong: '٣١/٠٢/٢٠٢٧',
    invalid: 'تاريخ',
  },
] as const) {
  test(`${language}: the date field speaks the widget's language and books the date typed`, async ({
    page,
  }) => {
    await openDemo(page, { resource: '101', language });
    await pickFirstSlot(page);
    const w = widget(page);
    const field = w.getByRole('textbox', { name: /^Target go-live date/ });
    await expect(field).toBeVisible();
    // Its description and placeholder: the example in the language's order and digits, no "mm/dd/yyyy".
    await expect(field).toHaveAccessibleDescription(example);
    await expect(field).toHaveAttribute('placeholder', example.replace(/^.*?[:\s](?=\d)/u, ''));
    await expect(field).not.toHaveAttribute('placeholder', /[md]{2}|yyyy/i);
    expect(await field.evaluate((input) => (input as HTMLInputElement).type)).toBe('text');

    // Not a date: said when the field is left, in the language.
    await field.fill(wrong);
    await field.blur();
    await expect(w.locator('[data-field] .error').filter({ hasText: invalid })).toBeVisible();

    await field.fill(typed);
    await fillContact(page, 'Ada Lovelace', `ada.${language}@example.com`);
    await answerProductDemo(page);
    // Left as typed (not rewritten under the cursor), and no longer in error.
    await expect(field).toHaveValue(typed);
    await expect(w.locator('[data-field] .error').filter({ hasText: invalid })).toHaveCount(0);
    await submit(page);
    await expect(w.locator('booking-confirmation')).toBeVisible();
    const [stored] = await bookingsFor(page, {
      email: `ada.${language}@example.com`,
      resource_id: '101',
    });
    const answers = Object.fromEntries(
      stored!.invitees[0]!.questions.map((q) => [q.name, q.value]),
    );
    expect(answers['go_live']).toBe('2027-01-15');
  });
}
