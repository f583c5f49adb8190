/**
 * Dates and times as the person reads them: the service's moment-style `settings.date_format` /
 * `settings.time_format` in the widget's language, 12/24-hour clocks, and zone names (the time
 * zone list and its search are in zone-search.ts).
 */
import {
  isValidTimeZone,
  parseIsoInstant,
  resolveTimeZone,
  todayIn,
  zoneOffsetMinutes,
} from './zone.js';

/** The service's defaults (spec §2.5); a setting equal to its default counts as not chosen by the resource. */
export const DEFAULT_DATE_FORMAT = 'MMMM, DD YYYY';
export const DEFAULT_TIME_FORMAT = 'h:mm a';

const INTL_LOCALE_ALIASES: Readonly<Record<string, string>> = { est: 'et', zh: 'zh-CN' };

const canonicalLocales = new Map<string, string>();

/** An Intl locale for a language code or locale (the service's `est` is Estonian `et`); invalid → en-US. */
export function toIntlLocale(locale: string | undefined): string {
  const mapped = INTL_LOCALE_ALIASES[locale ?? ''] ?? locale ?? 'en-US';
  // Every time and date shown asks: canonicalizing is remembered per input.
  let canonical = canonicalLocales.get(mapped);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(mapped)[0] ?? 'en-US';
    } catch {
      canonical = 'en-US';
    }
    canonicalLocales.set(mapped, canonical);
  }
  return canonical;
}

const isEnglish = (locale: string) => /^en(?:-|$)/i.test(locale);

// ----------------------------------------------------------------------------------------- tokens

type Token = { literal: string } | { token: string };

const TOKEN_PATTERN =
  /\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|dd|HH|H|hh|h|mm|m|ss|s|A|a|ZZ|Z|[^[YMDdHhmsAaZ]+|./g;
const KNOWN_TOKENS = new Set([
  'YYYY', 'YY', 'MMMM', 'MMM', 'MM', 'M', 'Do', 'DD', 'D', 'dddd', 'ddd', 'dd',
  'HH', 'H', 'hh', 'h', 'mm', 'm', 'ss', 's', 'A', 'a', 'ZZ', 'Z',
]); // prettier-ignore

const tokenCache = new Map<string, Token[]>();

/** Splits a moment-style format into tokens and literal text (`[...]` escapes literal text). */
export function tokenizeFormat(format: string): Token[] {
  let tokens = tokenCache.get(format);
  if (!tokens) {
    tokens = [];
    for (const match of format.matchAll(TOKEN_PATTERN)) {
      if (match[1] !== undefined) tokens.push({ literal: match[1] });
      else if (KNOWN_TOKENS.has(match[0])) tokens.push({ token: match[0] });
      else tokens.push({ literal: match[0] });
    }
    tokenCache.set(format, tokens);
  }
  return tokens;
}

function englishOrdinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

const latinDigits = new Map<string, boolean>();
const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A number in the locale's digits (Arabic-Indic, Devanagari… where the locale writes dates so), zero-padded. */
function localNumber(value: number, locale: string, padTo = 0): string {
  let latin = latinDigits.get(locale);
  if (latin === undefined) {
    latin =
      isEnglish(locale) ||
      new Intl.DateTimeFormat(locale).resolvedOptions().numberingSystem === 'latn';
    latinDigits.set(locale, latin);
  }
  if (latin) return String(value).padStart(padTo, '0');
  const key = `${locale}|${padTo}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      useGrouping: false,
      ...(padTo > 0 ? { minimumIntegerDigits: padTo } : {}),
    });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** One field of a UTC instant as Intl writes it in context ("mars" of "8 mars", "марта" of "8 марта"). */
function namePart(
  epochMs: number,
  locale: string,
  options: Intl.DateTimeFormatOptions,
  type: Intl.DateTimeFormatPartTypes,
): string {
  return (
    utcFormatter(locale, options)
      .formatToParts(epochMs)
      .find((part) => part.type === type)?.value ?? ''
  );
}

/** Renders moment tokens for a wall time given as UTC milliseconds, with the locale's names and digits. */
function renderTokens(epochMs: number, format: string, locale: string): string {
  const date = new Date(epochMs);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const hour = date.getUTCHours();
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const num = (value: number, padTo?: number) => localNumber(value, locale, padTo);
  const monthName = (width: 'long' | 'short') =>
    namePart(epochMs, locale, { month: width, day: 'numeric' }, 'month');
  const weekdayName = (width: 'long' | 'short') =>
    namePart(epochMs, locale, { weekday: width, month: 'long', day: 'numeric' }, 'weekday');
  const meridiem = () =>
    namePart(
      Date.UTC(2016, 11, 13, hour < 12 ? 9 : 19),
      locale,
      { hour: 'numeric', hourCycle: 'h12' },
      'dayPeriod',
    );
  let out = '';
  for (const part of tokenizeFormat(format)) {
    if ('literal' in part) {
      out += part.literal;
      continue;
    }
    // prettier-ignore
    switch (part.token) {
      case 'YYYY': out += num(year, 4); break;
      case 'YY': out += num(Number(String(year).slice(-2)), 2); break;
      case 'MMMM': out += monthName('long'); break;
      case 'MMM': out += monthName('short'); break;
      case 'MM': out += num(month, 2); break;
      case 'M': out += num(month); break;
      case 'Do': out += isEnglish(locale) ? englishOrdinal(day) : num(day); break;
      case 'DD': out += num(day, 2); break;
      case 'D': out += num(day); break;
      case 'dddd': out += weekdayName('long'); break;
      case 'ddd': out += weekdayName('short'); break;
      case 'dd': out += weekdayName('short').slice(0, 2); break;
      case 'HH': out += num(hour, 2); break;
      case 'H': out += num(hour); break;
      case 'hh': out += num(hour12, 2); break;
      case 'h': out += num(hour12); break;
      case 'mm': out += num(date.getUTCMinutes(), 2); break;
      case 'm': out += num(date.getUTCMinutes()); break;
      case 'ss': out += num(date.getUTCSeconds(), 2); break;
      case 's': out += num(date.getUTCSeconds()); break;
      case 'A': out += meridiem().toLocaleUpperCase(locale); break;
      case 'a': out += meridiem().toLocaleLowerCase(locale); break;
      // A calendar date has no zone: moment prints UTC's.
      case 'ZZ': out += '+0000'; break;
      case 'Z': out += '+00:00'; break;
    }
  }
  return out;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch milliseconds of a real calendar date's UTC midnight, NaN for anything else (2026-02-30). */
function utcMidnight(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const epochMs = Date.UTC(year, month - 1, day);
  const date = new Date(epochMs);
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? epochMs
    : Number.NaN;
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
  const epochMs = utcMidnight(isoDate);
  if (Number.isNaN(epochMs)) return isoDate;
  const format = dateFormat?.trim() || DEFAULT_DATE_FORMAT;
  if (format === DEFAULT_DATE_FORMAT && !isEnglish(intlLocale)) {
    return utcFormatter(intlLocale, { year: 'numeric', month: 'long', day: 'numeric' }).format(
      epochMs,
    );
  }
  return renderTokens(epochMs, format, intlLocale);
}

/** The date (YYYY-MM-DD) of an instant in a zone ('' for an invalid instant). */
export function dateInZone(instant: string | number, zone: string): string {
  const epochMs = typeof instant === 'number' ? instant : parseIsoInstant(instant);
  return Number.isNaN(epochMs) ? '' : todayIn(zone, epochMs);
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
  const resolved = new Intl.DateTimeFormat(toIntlLocale(options.locale), {
    hour: 'numeric',
  }).resolvedOptions();
  return resolved.hourCycle === 'h12' || resolved.hourCycle === 'h11';
}

function hourCycleFor(options: TimeFormatOptions): 'h12' | 'h23' | undefined {
  if (options.hour12 !== undefined) return options.hour12 ? 'h12' : 'h23';
  const format = options.timeFormat?.trim();
  if (!format || format === DEFAULT_TIME_FORMAT) return undefined;
  const hourToken = tokenizeFormat(format).find(
    (part): part is { token: string } => 'token' in part && /^[Hh]{1,2}$/.test(part.token),
  );
  if (!hourToken) return undefined;
  return hourToken.token.startsWith('h') ? 'h12' : 'h23';
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function timeFormatter(zone: string, options: TimeFormatOptions): Intl.DateTimeFormat {
  const locale = toIntlLocale(options.locale);
  const cycle = hourCycleFor(options);
  // Two-digit hours only as the resource's own format asks (not when the clock is overridden).
  const twoDigitHour =
    options.hour12 === undefined && cycle !== undefined && /hh|HH/.test(options.timeFormat ?? '');
  const key = `${locale}|${zone}|${cycle ?? ''}|${twoDigitHour}`;
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      hour: twoDigitHour ? '2-digit' : 'numeric',
      minute: '2-digit',
      timeZone: zone,
      ...(cycle ? { hourCycle: cycle } : {}),
    });
    timeFormatters.set(key, formatter);
  }
  return formatter;
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
  const epochMs = typeof instant === 'number' ? instant : Date.parse(instant);
  if (Number.isNaN(epochMs)) return String(instant);
  return timeFormatter(resolveTimeZone(zone), options).format(epochMs);
}

/** A time range ("2:30 – 3:00 PM") of two instants in `zone`. */
export function formatTimeRange(
  start: string | number,
  end: string | number,
  zone: string,
  options: TimeFormatOptions,
): string {
  const startMs = typeof start === 'number' ? start : Date.parse(start);
  const endMs = typeof end === 'number' ? end : Date.parse(end);
  return timeFormatter(resolveTimeZone(zone), options).formatRange(startMs, endMs);
}

// ------------------------------------------------------------------------------ calendar labels

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function utcFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const intlLocale = toIntlLocale(locale);
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: 'UTC' });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

const utcMs = (isoDate: string) => Date.parse(`${isoDate}T12:00:00Z`);

/** "Tuesday, March 3, 2026" / "Dienstag, 3. März 2026": a day's accessible name. */
export function formatFullDate(isoDate: string, locale: string): string {
  return utcFormatter(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(utcMs(isoDate));
}

/** "Tue, Mar 3": a compact date for week columns and summaries. */
export function formatShortDate(isoDate: string, locale: string): string {
  return utcFormatter(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(
    utcMs(isoDate),
  );
}

/** "March 2026": the month grid's heading. */
export function formatMonthYear(year: number, month: number, locale: string): string {
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return utcFormatter(locale, { year: 'numeric', month: 'long' }).format(utcMs(date));
}

/** The day-of-month number in the locale's digits (Arabic-Indic in `ar`). */
export function formatDayOfMonth(isoDate: string, locale: string): string {
  return utcFormatter(locale, { day: 'numeric' }).format(utcMs(isoDate));
}

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

export interface TimeZoneInfo {
  /** IANA id as this browser names it (its canonical form). */
  id: string;
  /** The last segment, readable: `New York`, `Port-au-Prince`, `Kolkata`. */
  city: string;
  /** The first segment: `America`, `Europe`, `Asia` … (empty for `UTC`). */
  region: string;
  offsetMinutes: number;
  /** `GMT-5`, `GMT+5:30`, `GMT` (locale-independent, for sorting and search). */
  offsetLabel: string;
}

/** The canonical id of a zone in this browser (`Asia/Calcutta` and `Asia/Kolkata` are one zone). */
export function canonicalTimeZone(zone: string): string {
  if (!isValidTimeZone(zone)) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

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

function describeZone(id: string, epochMs: number): TimeZoneInfo {
  const segments = id.split('/');
  const last = (segments[segments.length - 1] ?? id).replace(/_/g, ' ');
  const offsetMinutes = zoneOffsetMinutes(id, epochMs);
  return {
    id,
    city: READABLE_ALIASES[last] ?? last,
    region: segments.length > 1 ? (segments[0] ?? '') : '',
    offsetMinutes,
    offsetLabel: offsetLabel(offsetMinutes),
  };
}

/** A zone's entry, also for zones not in the list (aliases like `US/Eastern`), computed at `at`. */
export function timeZoneInfo(zone: string, at: Date | number = Date.now()): TimeZoneInfo {
  const epochMs = typeof at === 'number' ? at : at.getTime();
  return describeZone(isValidTimeZone(zone) ? zone : 'UTC', epochMs);
}

const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's name in a style (`longGeneric` "Eastern Time", `short` "EST"), or undefined when Intl has none. */
export function zoneDisplayName(
  zone: string,
  locale: string,
  style: 'long' | 'short' | 'longGeneric' | 'shortGeneric' | 'shortOffset',
  at: Date | number = Date.now(),
): string | undefined {
  if (!isValidTimeZone(zone)) return undefined;
  const key = `${toIntlLocale(locale)}|${zone}|${style}`;
  let formatter = zoneNameFormatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(toIntlLocale(locale), {
        timeZone: zone,
        timeZoneName: style,
      });
    } catch {
      return undefined;
    }
    zoneNameFormatters.set(key, formatter);
  }
  return formatter
    .formatToParts(typeof at === 'number' ? at : at.getTime())
    .find((part) => part.type === 'timeZoneName')?.value;
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
  const info = timeZoneInfo(id, at);
  const offset = zoneDisplayName(id, locale, 'shortOffset', at) ?? info.offsetLabel;
  if (id === 'UTC' || id === 'Etc/UTC') {
    return `${zoneDisplayName(id, locale, 'long', at) ?? 'UTC'} (${offset})`;
  }
  const generic = zoneDisplayName(id, locale, 'longGeneric', at);
  // Intl falls back to an offset ("GMT+03:00") or the city when it has no name: don't repeat those.
  const hasName =
    generic !== undefined && !/^(GMT|UTC)([+-−]|$)/.test(generic) && generic !== offset;
  return hasName && !generic.includes(info.city)
    ? `${generic} — ${info.city} (${offset})`
    : `${info.city} (${offset})`;
}

// The zone list and its search (abbreviations, ranking) are in zone-search.ts, loaded with the time-zone
// selector's list (issue 7 budgets).
