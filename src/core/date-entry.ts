/**
 * A date typed in the widget's language: the order of day, month and year and an example date come from Intl for
 * the language (31.12.2026 in German, 2026/12/31 in Japanese, ٣١/١٢/٢٠٢٦ in Arabic), so a date question reads
 * and is typed the language's way whatever the browser's own language. What is typed is read in that order (any
 * separators or none; Arabic-Indic, Persian and full-width digits too; an ISO date as is) and sent as YYYY-MM-DD.
 */

type Part = 'day' | 'month' | 'year';

const formats = new Map<string, Intl.DateTimeFormat>();

function numericDate(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      // The service's dates are Gregorian (a Thai Buddhist year would be read as a Gregorian one).
      calendar: 'gregory',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format;
}

/** Day, month and year in the order the language writes them. */
export function dateOrder(locale: string): Part[] {
  return numericDate(locale)
    .formatToParts(Date.UTC(2026, 11, 31))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
}

/** `iso` (YYYY-MM-DD) written the language's way, without direction marks: the field's text. */
export function formatDateEntry(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return numericDate(locale)
    .format(Date.UTC(year, month - 1, day))
    .replace(/[\u200e\u200f\u061c]/g, '');
}

/** An example date for the hint: a day above 12, so day and month cannot be mistaken. */
export const dateExample = (locale: string): string => formatDateEntry('2026-12-31', locale);

/** Arabic-Indic (U+0660), Persian (U+06F0) and full-width (U+FF10) digits as ASCII. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (digit) =>
    String((digit.codePointAt(0)! - 0x30) % 16),
  );

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * The date `text` names, as YYYY-MM-DD, read in the language's order (a four-digit first number: year, month,
 * day); undefined when it is not a real date with a four-digit year.
 */
export function parseDateEntry(text: string, locale: string): string | undefined {
  let numbers: string[] | null = asciiDigits(text).match(/\d+/g);
  let order: Part[] = dateOrder(locale);
  // Eight digits without separators (a phone's number pad has none): two per day and month, four for the year.
  if (numbers?.length === 1 && numbers[0]!.length === 8) {
    const digits = numbers[0]!;
    let at = 0;
    numbers = order.map((part) => digits.slice(at, (at += part === 'year' ? 4 : 2)));
  }
  if (!numbers || numbers.length !== 3) return undefined;
  if (numbers[0]!.length === 4) order = ['year', 'month', 'day'];
  const value = (part: Part) => numbers[order.indexOf(part)]!;
  if (value('year').length !== 4) return undefined;
  const [year, month, day] = (['year', 'month', 'day'] as const).map((part) => Number(value(part)));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) return undefined;
  return `${pad(year!, 4)}-${pad(month!, 2)}-${pad(day!, 2)}`;
}
