/**
 * The widget's formatting in one place, over src/core/datetime-format: times and dates per the resource's
 * settings and the language, accessible names, and the time zone selector's options.
 */
import type { Settings } from '../../api/booking-schemas.js';
import {
  formatDate,
  formatDayOfMonth,
  formatFullDate,
  formatMonthYear,
  formatShortDate,
  formatTime,
  formatZoneName,
  weekdayNames as coreWeekdayNames,
  type TimeFormatOptions,
} from '../../core/datetime-format.js';
import type { Translator } from '../../core/i18n/index.js';
import { memo } from '../../core/zone.js';
import type { LocalSlot } from '../../core/regroup.js';

/** "Tuesday, March 3, 2026" in the language: a day's accessible name. */
export const longDate = formatFullDate;

/** What the live region says of a day's times: "5 times available on …", or "No times on …" (never "0 times"). */
export const timesOnDate = (t: Translator, count: number, date: string): string =>
  count
    ? t.t('announce.timesOnDate', { count, date: longDate(date, t.locale) })
    : t.t('empty.noTimesDay', { date: longDate(date, t.locale) });

/** "March 2026" (any date of the month). */
export const monthTitle = formatMonthYear;

/** "Tue, Mar 3" for week columns. */
export const shortDay = formatShortDate;

export const dayNumber = formatDayOfMonth;

/** Weekday names starting on `firstDayOfWeek` (1 = Monday), short and long; kept, as every render of a month asks. */
export function weekdayNames(
  firstDayOfWeek: number,
  locale: string,
): readonly { narrow: string; short: string; long: string }[] {
  return memo(`weekdays:${locale}|${firstDayOfWeek}`, () => {
    const [narrow, long] = (['narrow', 'long'] as const).map((width) =>
      coreWeekdayNames(locale, firstDayOfWeek, width),
    );
    return coreWeekdayNames(locale, firstDayOfWeek).map((day, i) => ({
      narrow: narrow![i]!.name,
      short: day.name,
      long: long![i]!.name,
    }));
  });
}

export interface TimeFormatter {
  /** How every time is written (the resource's format, the language, the visitor's clock): one path for all. */
  timeOptions: TimeFormatOptions;
  time(instant: string | number): string;
  /** A date per `settings.date_format` (the language's long date when that is the service default). */
  date(date: string): string;
  zoneName(zone: string): string;
}

const formatters: {
  settings: Settings | undefined;
  zone: string;
  locale: string;
  hour12: boolean | undefined;
  format: TimeFormatter;
}[] = [];

/**
 * The formatter for (settings, zone, locale, the visitor's clock), the same object while they stay the same: a
 * render formats every time shown with it. `hour12` (the visitor's choice) overrides the resource's
 * `time_format` and the language's clock. Zone names are kept for a minute (their offset changes only with DST).
 */
export function createFormatter(
  settings: Settings | undefined,
  zone: string,
  locale: string,
  hour12?: boolean,
): TimeFormatter {
  const known = formatters.find(
    (item) =>
      item.settings === settings &&
      item.zone === zone &&
      item.locale === locale &&
      item.hour12 === hour12,
  );
  if (known) return known.format;
  const timeOptions: TimeFormatOptions = {
    timeFormat: settings?.time_format ?? null,
    locale,
    hour12,
  };
  const zoneNames = new Map<string, { name: string; at: number }>();
  // A time is written twice (its button's text and name) on every render of its day: each is kept.
  const times = new Map<string | number, string>();
  const format: TimeFormatter = {
    timeOptions,
    time: (instant) => {
      let text = times.get(instant);
      if (text === undefined) {
        if (times.size >= 2000) times.clear();
        times.set(instant, (text = formatTime(instant, zone, timeOptions)));
      }
      return text;
    },
    date: (date) => formatDate(date, settings?.date_format, locale),
    zoneName: (name) => {
      const now = Date.now();
      const cached = zoneNames.get(name);
      if (cached && now - cached.at < 60_000 && now >= cached.at) return cached.name;
      const text = formatZoneName(name, locale, now);
      zoneNames.set(name, { name: text, at: now });
      return text;
    },
  };
  formatters.unshift({ settings, zone, locale, hour12, format });
  if (formatters.length > 4) formatters.length = 4;
  return format;
}

/**
 * "9:30 AM, Tuesday, March 3, 2026, Eastern Time — New York (GMT-5)": a slot's accessible name, with `seats` ("3 seats
 * left", "Fully booked") joined the language's way when given.
 */
export function slotLabel(
  slot: LocalSlot,
  format: TimeFormatter,
  zone: string,
  t: Translator,
  seats = '',
): string {
  return t.t(seats ? 'calendar.slotLabelSeats' : 'calendar.slotLabel', {
    time: format.time(slot.instant),
    date: longDate(slot.localDate, t.locale),
    zone: format.zoneName(zone),
    seats,
  });
}

/**
 * The widget's landmark, named after what it books (the event, or the page of events) so that two widgets on a
 * page differ, and apart from the details' own heading inside it: "Book an appointment: Product demo".
 */
export function landmarkName(t: Translator, what: string | undefined): string {
  return what ? `${t.t('widget.label')}: ${what}` : t.t('widget.label');
}
