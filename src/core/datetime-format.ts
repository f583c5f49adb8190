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

const isEnglish = (locale: string) => /^en(?:-|$)/i.test(locale);

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

const englishOrdinal = (day: number) =>
  day + ((day > 10 && day < 14 ? undefined : ['th', 'st', 'nd', 'rd'][day % 10]) ?? 'th');

/** A number in the digits the locale writes dates in (Arabic-Indic, Devanagari…), zero-padded to `padTo`. */
const localNumber = (value: number, locale: string, padTo = 1) =>
  memo(
    `number:${locale}|${padTo}`,
    () =>
      new Intl.NumberFormat(locale, {
        useGrouping: false,
        minimumIntegerDigits: padTo,
        numberingSystem: utcFormatter(locale, {}).resolvedOptions().numberingSystem,
      }),
  ).format(value);

/** Renders moment tokens for a wall time given as UTC milliseconds, with the locale's names and digits. */
function renderTokens(epochMs: number, format: string, locale: string): string {
  const date = new Date(epochMs);
  const day = date.getUTCDate();
  const hour = date.getUTCHours();
  const year = date.getUTCFullYear();
  const numbers: Record<string, number> = {
    Y: year,
    M: date.getUTCMonth() + 1,
    D: day,
    H: hour,
    h: hour % 12 || 12,
    m: date.getUTCMinutes(),
    s: date.getUTCSeconds(),
  };
  /** One field as Intl writes it in context ("mars" of "8 mars", "марта" of "8 марта"). */
  const name = (
    options: Intl.DateTimeFormatOptions,
    type: Intl.DateTimeFormatPartTypes,
    at = epochMs,
  ) =>
    utcFormatter(locale, options)
      .formatToParts(at)
      .find((part) => part.type === type)?.value ?? '';
  return tokenizeFormat(format)
    .map((part) => {
      if ('literal' in part) return part.literal;
      const { token } = part;
      const letter = token.charAt(0);
      const size = token.length;
      if (token === 'Do') return isEnglish(locale) ? englishOrdinal(day) : localNumber(day, locale);
      // A calendar date has no zone: moment prints UTC's.
      if (letter === 'Z') return size > 1 ? '+0000' : '+00:00';
      if (letter === 'A' || letter === 'a') {
        const period = name(
          { hour: 'numeric', hourCycle: 'h12' },
          'dayPeriod',
          Date.UTC(2016, 11, 13, hour < 12 ? 9 : 19),
        );
        return letter === 'A' ? period.toLocaleUpperCase(locale) : period.toLocaleLowerCase(locale);
      }
      // dddd: the long weekday, ddd: the short one, dd: its first two letters.
      if (letter === 'd') {
        const weekday = {
          weekday: size > 3 ? 'long' : 'short',
          month: 'long',
          day: 'numeric',
        } as const;
        return name(weekday, 'weekday').slice(0, size > 2 ? undefined : 2);
      }
      if (letter === 'M' && size > 2)
        return name({ month: size > 3 ? 'long' : 'short', day: 'numeric' }, 'month');
      // YYYY, YY (the last two digits), MM, DD, HH, hh, mm, ss zero-padded; M, D, H, h, m, s as they are.
      return localNumber(token === 'YY' ? year % 100 : (numbers[letter] ?? 0), locale, size);
    })
    .join('');
}

/**
 * A calendar date (YYYY-MM-DD) in the resource's `settings.date_format` (moment tokens: YYYY YY MMMM MMM MM M
 * Do DD D dddd ddd dd, `[text]` literal) with the locale's month and weekday names. When the format is the
 * service's default and the language isn't English, the locale's own long date is used instead (the default
 * `MMMM, DD YYYY` reads wrongly in most languages). An invalid date is returned unchanged.
 */
export function formatDate(
  isoDate: string,
  dateFormat: string | null | undefined,
  locale: string,
): string {
  const intlLocale = toIntlLocale(locale);
  const epochMs = isoDateMs(isoDate);
  if (Number.isNaN(epochMs)) return isoDate;
  const format = dateFormat?.trim() || DEFAULT_DATE_FORMAT;
  if (format === DEFAULT_DATE_FORMAT && !isEnglish(intlLocale)) {
    return utcFormatter(intlLocale, { year: 'numeric', month: 'long', day: 'numeric' }).format(
      epochMs,
    );
  }
  return renderTokens(epochMs, format, intlLocale);
}

// ----------------------------------------------------------------------------------------- times

export interface TimeFormatOptions {
  /** `settings.time_format` (e.g. `h:mm a`, `HH:mm`). */
  timeFormat?: string | null;
  locale: string;
  /** Forces a 12-hour (true) or 24-hour (false) clock, e.g. a person's choice. */
  hour12?: boolean;
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

/** A formatter of calendar dates (YYYY-MM-DD) with these Intl options. */
const dateLabel =
  (options: Intl.DateTimeFormatOptions) =>
  (isoDate: string, locale: string): string =>
    utcFormatter(locale, options).format(Date.parse(`${isoDate}T12:00:00Z`));

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

/** The day-of-month number in the locale's digits (Arabic-Indic in `ar`). */
export const formatDayOfMonth = dateLabel({ day: 'numeric' });

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
// selector's list (issue 7 budgets).
