/**
 * The contract's value forms, without zod: the calendar date (z.iso.date()'s pattern), the date-time with a UTC
 * offset the widget works with, an http(s) address. The hand-written readers (record-read.ts) and the schemas
 * (schema-helpers.ts) share them.
 */

// prettier-ignore
export const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
export const TIME = String.raw`T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?`;
export const OFFSET = String.raw`(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)`;
export const ISO_DATE = new RegExp(`^${DATE}$`);
/** What isoDate() accepts: a calendar date YYYY-MM-DD. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value);

const DATE_TIME =
  /^(\d{4}-\d\d-\d\d)[Tt ]((?:[01]\d|2[0-3]):[0-5]\d)(:[0-5]\d(?:\.\d+)?)?(Z|z|[+-](?:[01]\d|2[0-3]):?[0-5]\d|[+-](?:[01]\d|2[0-3]))$/;

/**
 * An ISO 8601 date-time with a UTC offset in the form the widget works with (`2026-03-08T09:00:00+01:00`):
 * seconds added when missing, `z` or a `+0100` / `+01` offset rewritten; '' when it is not one.
 */
export function normalizeDateTime(value: unknown): string {
  const match = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!match || !ISO_DATE.test(match[1]!)) return '';
  const zone = match[4]!;
  const offset = /^z$/i.test(zone)
    ? 'Z'
    : `${zone.slice(0, 3)}:${zone.length > 3 ? zone.slice(-2) : '00'}`;
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}${offset}`;
}

/** What z.url({ protocol: /^https?$/ }) accepts: `http://` or `https://` (any case) and parseable. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
