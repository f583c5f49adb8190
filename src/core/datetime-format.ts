/**
 * Dates and times as the person reads them: the service's moment-style `settings.date_format` /
 * `settings.time_format` in the widget's language, 12/24-hour clocks, and zone names (the time
 * zone list and its search are in zone-search.ts).
 */
import { isoDateMs } from './calendar.js';
import { isValidTimeZone, memo, resolveTimeZone, zoneOffsetMinutes } from './zone.js';

/** The service's defaults (spec §2.5); a setting equal to its default counts as not chosen by the resource. */
export const DEFAULT_DATE_FORMAT = 'MMMM, DD YYYY';
export const DEFAULT_TIME_FORMAT = 'h:mm a';

/** An Intl locale for a language code or locale (the service's `est` is Estonian `et`); invalid → en-US. */
export function toIntlLocale(locale: string | undefined): string {
  const mapped =
    ({ est: 'et', zh: 'zh-CN' } as Record<string, string>)[locale ?? ''] ?? locale ?? 'en-US';
  // Every time and date shown asks: canonicalizing is remembered per input.
  return memo(`locale:${mapped}`, () => {
    try {
      return Intl.getCanonicalLocales(mapped)[0] ?? 'en-US';
    } catch {
      return 'en-US';
    }
  });
}

// ----------------------------------------------------------------------------------------- tokens

type Token = { literal: string } | { token: string };

/** `[text]`, a moment token (group 2), or literal text. */
const TOKEN_PATTERN =
  /\[([^\]]*)\]|(YYYY|YY|M{1,4}|Do|DD?|d{2,4}|HH?|hh?|mm?|ss?|[Aa]|ZZ?)|[^[YMDdHhmsAaZ]+|./g;

/** Splits a moment-style format into tokens and literal text (`[...]` escapes literal text). */
export function tokenizeFormat(format: string): Token[] {
  return memo(`tokens:${format}`, () =>
    [...format.matchAll(TOKEN_PATTERN)].map((match): Token =>
      match[2] ? { token: match[2] } : { literal: match[1] ?? match[0] },
    ),
  );
}

/** The Intl option each moment date token asks for; time tokens have no place in a date and are skipped. */
const DATE_TOKEN_OPTIONS: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  YYYY: { year: 'numeric' },
  YY: { year: '2-digit' },
  MMMM: { month: 'long' },
  MMM: { month: 'short' },
  MM: { month: '2-digit' },
  M: { month: 'numeric' },
  Do: { day: 'numeric' },
  DD: { day: '2-digit' },
  D: { day: 'numeric' },
  dddd: { weekday: 'long' },
  ddd: { weekday: 'short' },
  dd: { weekday: 'short' },
};

/** The language's own long date, used when the resource has no date format of its own. */
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * The Intl options a moment-style date format asks for: which fields, and how long. The order and the text
 * between the fields are the language's (Intl's), never the format's: "MMMM D, YYYY" is "8. März 2026" in
 * German and "2026年3月8日" in Japanese. A format without a date field is the language's long date.
 */
export function dateFormatOptions(format: string | null | undefined): Intl.DateTimeFormatOptions {
  const trimmed = format?.trim();
  if (!trimmed || trimmed === DEFAULT_DATE_FORMAT) return LONG_DATE;
  const options: Intl.DateTimeFormatOptions = {};
  for (const part of tokenizeFormat(trimmed))
    if ('token' in part) Object.assign(options, DATE_TOKEN_OPTIONS[part.token]);
  return Object.keys(options).length > 0 ? options : LONG_DATE;
}

/**
 * A calendar date (YYYY-MM-DD) as the resource's `settings.date_format` asks (moment tokens: YYYY YY MMMM MMM
 * MM M Do DD D dddd ddd dd), written by Intl in the language: the fields the format names, in the language's
 * order and words. The service's default format (`MMMM, DD YYYY`) means no preference: the language's own long
 * date ("March 8, 2026", "8. März 2026"). An invalid date is returned unchanged.
 */
export function formatDate(
  isoDate: string,
  dateFormat: string | null | undefined,
  locale: string,
): string {
  const epochMs = isoDateMs(isoDate);
  if (Number.isNaN(epochMs)) return isoDate;
  return utcFormatter(locale, dateFormatOptions(dateFormat)).format(epochMs);
}

// ----------------------------------------------------------------------------------------- times

export interface TimeFormatOptions {
  /** `settings.time_format` (e.g. `h:mm a`, `HH:mm`). */
  timeFormat?: string | null;
  locale: string;
  /** Forces a 12-hour (true) or 24-hour (false) clock: the visitor's choice (undefined: none). */
  hour12?: boolean | undefined;
}

/**
 * Whether times show a 12-hour clock: `hour12` when given; else the resource's `time_format` when it differs
 * from the service default (`h`/`hh` → 12-hour, `H`/`HH` → 24-hour); else the language's own clock (Intl).
 */
export function usesTwelveHourClock(options: TimeFormatOptions): boolean {
  const cycle = hourCycleFor(options);
  if (cycle) return cycle === 'h12';
  const resolved = utcFormatter(options.locale, { hour: 'numeric' }).resolvedOptions();
  return resolved.hourCycle === 'h12' || resolved.hourCycle === 'h11';
}

function hourCycleFor(options: TimeFormatOptions): 'h12' | 'h23' | undefined {
  if (options.hour12 !== undefined) return options.hour12 ? 'h12' : 'h23';
  const format = options.timeFormat?.trim();
  if (!format || format === DEFAULT_TIME_FORMAT) return undefined;
  for (const part of tokenizeFormat(format))
    if ('token' in part && /^[Hh]/.test(part.token)) return part.token[0] === 'h' ? 'h12' : 'h23';
  return undefined;
}

/** Epoch milliseconds of an instant given as a number or an ISO string. */
export const toMs = (instant: string | number) =>
  typeof instant === 'number' ? instant : Date.parse(instant);

/** The Intl formatter of times in a zone (already resolved) for these options, made once per combination. */
export function timeFormatter(zone: string, options: TimeFormatOptions): Intl.DateTimeFormat {
  const locale = toIntlLocale(options.locale);
  const cycle = hourCycleFor(options);
  // Two-digit hours only as the resource's own format asks (not when the clock is overridden).
  const twoDigitHour =
    options.hour12 === undefined && cycle !== undefined && /hh|HH/.test(options.timeFormat ?? '');
  return memo(
    `time:${locale}|${zone}|${cycle ?? ''}|${twoDigitHour}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: twoDigitHour ? '2-digit' : 'numeric',
        minute: '2-digit',
        timeZone: zone,
        ...(cycle ? { hourCycle: cycle } : {}),
      }),
  );
}

/**
 * The time of an instant in `zone`, in the locale's own order and day-period words ("2:30 PM", "14:30",
 * "午後2:30"), with the clock chosen by `usesTwelveHourClock`.
 */
export function formatTime(
  instant: string | number,
  zone: string,
  options: TimeFormatOptions,
): string {
  const epochMs = toMs(instant);
  if (Number.isNaN(epochMs)) return String(instant);
  return timeFormatter(resolveTimeZone(zone), options).format(epochMs);
}

// ------------------------------------------------------------------------------ calendar labels

function utcFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const intlLocale = toIntlLocale(locale);
  return memo(
    `utc:${intlLocale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: 'UTC' }),
  );
}

/**
 * A formatter of calendar dates (YYYY-MM-DD) with these Intl options. Each label is kept: a month's grid names its
 * 42 days on every render, and a day's times each name their date.
 */
const dateLabel = (options: Intl.DateTimeFormatOptions) => {
  const kind = JSON.stringify(options);
  return (isoDate: string, locale: string): string =>
    memo(`date:${locale}|${kind}|${isoDate}`, () =>
      utcFormatter(locale, options).format(Date.parse(`${isoDate}T12:00:00Z`)),
    );
};

/** "Tuesday, March 3, 2026" / "Dienstag, 3. März 2026": a day's accessible name. */
export const formatFullDate = dateLabel({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "Tue, Mar 3": a compact date for week columns and summaries. */
export const formatShortDate = dateLabel({ weekday: 'short', month: 'short', day: 'numeric' });

/** "March 2026": the month grid's heading (for any date of the month). */
export const formatMonthYear = dateLabel({ year: 'numeric', month: 'long' });

/**
 * The day-of-month number alone, in the locale's digits (Arabic-Indic in `ar`): the number part of the date, without
 * the suffix some languages write with it ("30日" in Japanese and Chinese, "30일" in Korean), which wraps in a
 * day's circle.
 */
export const formatDayOfMonth = (isoDate: string, locale: string): string =>
  memo(
    `day:${locale}|${isoDate}`,
    () =>
      utcFormatter(locale, { day: 'numeric' })
        .formatToParts(Date.parse(`${isoDate}T12:00:00Z`))
        .find((part) => part.type === 'day')?.value ?? String(Number(isoDate.slice(8, 10))),
  );

/** The seven weekday names starting at `firstDayOfWeek` (1 = Monday … 7 = Sunday). */
export function weekdayNames(
  locale: string,
  firstDayOfWeek: number,
  width: 'long' | 'short' | 'narrow' = 'short',
): { weekday: number; name: string }[] {
  const formatter = utcFormatter(locale, { weekday: width });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const weekday = ((Math.round(firstDayOfWeek) - 1 + index) % 7) + 1;
    return { weekday, name: formatter.format(Date.UTC(2024, 0, weekday, 12)) };
  });
}

// ------------------------------------------------------------------------------------ time zones

/** `GMT+5:30` for 330. */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const READABLE_ALIASES: Readonly<Record<string, string>> = {
  Calcutta: 'Kolkata',
  Kiev: 'Kyiv',
  Saigon: 'Ho Chi Minh',
  Katmandu: 'Kathmandu',
  Rangoon: 'Yangon',
};

/** The last segment of a zone id, readable: `New York`, `Port-au-Prince`, `Kolkata`. */
export function zoneCity(id: string): string {
  const last = id.slice(id.lastIndexOf('/') + 1).replace(/_/g, ' ');
  return READABLE_ALIASES[last] ?? last;
}

/** The zone's name in a style (`longGeneric` "Eastern Time", `short` "EST"), or undefined when Intl has none. */
export function zoneDisplayName(
  zone: string,
  locale: string,
  style: 'long' | 'short' | 'longGeneric' | 'shortGeneric' | 'shortOffset',
  at: Date | number = Date.now(),
): string | undefined {
  if (!isValidTimeZone(zone)) return undefined;
  const intlLocale = toIntlLocale(locale);
  try {
    return memo(
      `zone:${intlLocale}|${zone}|${style}`,
      () => new Intl.DateTimeFormat(intlLocale, { timeZone: zone, timeZoneName: style }),
    )
      .formatToParts(Number(at))
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
}

/**
 * "Eastern Time — New York (GMT-5)": the zone's generic name in the locale, its city and its current offset.
 * Where the locale has no name for the zone, "New York (GMT-5)".
 */
export function formatZoneName(
  zone: string,
  locale: string,
  at: Date | number = Date.now(),
): string {
  const id = isValidTimeZone(zone) ? zone : 'UTC';
  const city = zoneCity(id);
  const offset =
    zoneDisplayName(id, locale, 'shortOffset', at) ??
    offsetLabel(zoneOffsetMinutes(id, Number(at)));
  if (id === 'UTC' || id === 'Etc/UTC') {
    return `${zoneDisplayName(id, locale, 'long', at) ?? 'UTC'} (${offset})`;
  }
  const generic = zoneDisplayName(id, locale, 'longGeneric', at);
  // Intl falls back to an offset ("GMT+03:00") or the city when it has no name: don't repeat those.
  const hasName =
    generic !== undefined && !/^(GMT|UTC)([+-−]|$)/.test(generic) && generic !== offset;
  return hasName && !generic.includes(city)
    ? `${generic} — ${city} (${offset})`
    : `${city} (${offset})`;
}

// The zone list and its search (abbreviations, ranking) are in zone-search.ts, loaded with the time-zone
// selector's list (size budgets).
