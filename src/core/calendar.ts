/**
 * Calendar arithmetic on plain dates (`YYYY-MM-DD`): the month grid, what each view shows and requests, and
 * navigation kept inside the resource's bookable period.
 */
import type { Resource } from '../api/booking-schemas.js';
import { memo, parseIsoInstant, resolveTimeZone, todayIn, zoneOffsetMinutes } from './zone.js';

export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

/** 1 = Monday … 7 = Sunday (ISO weekday, as `Intl.Locale#getWeekInfo().firstDay`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DateRange {
  /** First date, YYYY-MM-DD, inclusive. */
  start: string;
  /** Last date, YYYY-MM-DD, inclusive. */
  end: string;
}

export interface CalendarDay {
  date: string;
  /** Day of the month, 1–31. */
  day: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: IsoWeekday;
  inMonth: boolean;
  isToday: boolean;
}

export interface MonthGrid {
  year: number;
  /** 1–12 */
  month: number;
  /** Rows of seven days starting on `firstDayOfWeek`; leading/trailing days of the neighbouring months have inMonth false. */
  weeks: CalendarDay[][];
}

/** The dates a person may navigate to: `last` undefined means no end. */
export interface BookableWindow {
  first: string;
  last: string | undefined;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch milliseconds of a real calendar date's UTC midnight (YYYY-MM-DD), NaN for anything else (2026-02-30). */
export function isoDateMs(value: string): number {
  const epochMs = Date.parse(value);
  // The pattern rejects expanded years (`+010000-01`), NaN a month 13, the round trip a day past the month's end.
  return ISO_DATE.test(value) && epochMs % DAY_MS === 0 && fromEpochDay(epochMs / DAY_MS) === value
    ? epochMs
    : Number.NaN;
}

/** Whether `value` is a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(isoDateMs(value));

function toEpochDay(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` (negative to go back). */
export function addDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return toEpochDay(b) - toEpochDay(a);
}

/** `date` plus `months`, the day clamped to the target month's length (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const length = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return fromEpochDay(Date.UTC(targetYear, targetMonth, Math.min(day, length)) / DAY_MS);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): IsoWeekday {
  const sunday0 = new Date(toEpochDay(date) * DAY_MS).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as IsoWeekday;
}

/** The first day of the week containing `date`. */
export function startOfWeek(date: string, firstDayOfWeek: number): string {
  const back = (isoWeekday(date) - normaliseFirstDay(firstDayOfWeek) + 7) % 7;
  return addDays(date, -back);
}

export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: string): string {
  return addDays(addMonths(startOfMonth(date), 1), -1);
}

export const minDate = (a: string, b: string) => (a <= b ? a : b);
export const maxDate = (a: string, b: string) => (a >= b ? a : b);

function normaliseFirstDay(firstDayOfWeek: number): IsoWeekday {
  const day = Math.round(firstDayOfWeek);
  return (day >= 1 && day <= 7 ? day : 1) as IsoWeekday;
}

/**
 * The month as weeks of seven days starting on `firstDayOfWeek`. `isToday` is judged in `zone` (the viewer's).
 * `fixedWeeks` pads to six rows so the grid's height never jumps between months.
 */
export function monthGrid(
  year: number,
  month: number,
  firstDayOfWeek: number,
  zone: string,
  options: { now?: Date | number; fixedWeeks?: boolean } = {},
): MonthGrid {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const last = endOfMonth(first);
  const today = todayIn(resolveTimeZone(zone), options.now ?? Date.now());
  const weeks: CalendarDay[][] = [];
  let cursor = startOfWeek(first, firstDayOfWeek);
  while (cursor <= last || (options.fixedWeeks && weeks.length < 6)) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({
        date: cursor,
        day: Number(cursor.slice(8, 10)),
        weekday: isoWeekday(cursor),
        inMonth: cursor >= first && cursor <= last,
        isToday: cursor === today,
      });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return { year, month, weeks };
}

/** The dates a view shows around `anchorDate`: the month, the week (from `firstDayOfWeek`) or the day. */
export function visibleRange(
  view: CalendarView,
  anchorDate: string,
  firstDayOfWeek: number,
): DateRange {
  switch (view) {
    case 'month':
      return { start: startOfMonth(anchorDate), end: endOfMonth(anchorDate) };
    case 'week': {
      const start = startOfWeek(anchorDate, firstDayOfWeek);
      return { start, end: addDays(start, 6) };
    }
    case 'day':
      return { start: anchorDate, end: anchorDate };
  }
}

/** Days to request before and after a range of dates. */
export interface Padding {
  before: number;
  after: number;
}

/**
 * The dates to request for a view: the visible range with `padding` days on each side (a number for both, or
 * `zonePadding`'s answer), since regrouping into the viewer's zone moves slots across midnight. When a window is
 * given, the range is cut to it (keeping the padding).
 */
export function requestRange(
  view: CalendarView,
  anchorDate: string,
  firstDayOfWeek: number,
  options: { padding?: number | Padding; window?: BookableWindow } = {},
): DateRange {
  const padding = options.padding ?? 1;
  const { before, after } =
    typeof padding === 'number' ? { before: padding, after: padding } : padding;
  const visible = visibleRange(view, anchorDate, firstDayOfWeek);
  let start = addDays(visible.start, -before);
  let end = addDays(visible.end, after);
  if (options.window) {
    start = maxDate(start, addDays(options.window.first, -before));
    if (options.window.last !== undefined) end = minDate(end, addDays(options.window.last, after));
    if (end < start) end = start;
  }
  return { start, end };
}

const DAY_MINUTES = 24 * 60;
/** The offsets the spec's zones span: UTC−12 to UTC+14. */
const LOWEST_OFFSET = -12 * 60;
const HIGHEST_OFFSET = 14 * 60;

/** A zone's offset at a reading of zonePadding: kept, as the range is read again once the resource's zone is known. */
const offsetAt = (zone: string, at: number): number =>
  memo(`offset:${zone}|${at}`, () => zoneOffsetMinutes(zone, at));

/**
 * The resource-zone dates to request around the viewer's dates `range` so that each of the viewer's days is
 * complete. A viewer's day runs from its midnight, which is `d` minutes later on the resource's clock (`d` = the
 * resource's offset minus the viewer's); it starts on the resource's date `floor(d / 1 day)` away and ends on
 * `ceil(d / 1 day)`: a Kiritimati (+14) viewer of a Pago Pago (−11) resource needs two resource dates before.
 * `d` is read every 12 hours through the range and taken an hour wider either way (a daylight-saving change
 * between two readings). With the resource's zone not yet known (it comes with the first availability), any zone
 * of UTC−12 to UTC+14 is assumed. At least `minimum` days each side (default 1: a service may read the dates in
 * another zone than the resource's). At most 2 days each side, so a month still fits 62 days per request.
 */
export function zonePadding(
  viewerZone: string,
  resourceZone: string | undefined,
  range: DateRange,
  minimum = 1,
): Padding {
  const viewer = resolveTimeZone(viewerZone);
  const resource = resourceZone === undefined ? undefined : resolveTimeZone(resourceZone);
  return memo(`padding:${viewer}|${resource ?? ''}|${range.start}|${range.end}|${minimum}`, () => {
    let before = minimum;
    let after = minimum;
    const last = isoDateMs(addDays(range.end, 2));
    for (let at = isoDateMs(addDays(range.start, -1)); at <= last; at += DAY_MS / 2) {
      const own = offsetAt(viewer, at);
      const theirs = resource === undefined ? undefined : offsetAt(resource, at);
      const low = (theirs ?? LOWEST_OFFSET) - own;
      const high = (theirs ?? HIGHEST_OFFSET) - own;
      before = Math.max(before, -Math.floor((low - 60) / DAY_MINUTES));
      after = Math.max(after, Math.ceil((high + 60) / DAY_MINUTES));
    }
    return { before, after };
  });
}

/** Moves a date by one view's step (month: day clamped to the month's length). */
export function step(view: CalendarView, date: string, delta: number): string {
  switch (view) {
    case 'month':
      return addMonths(date, delta);
    case 'week':
      return addDays(date, 7 * delta);
    case 'day':
      return addDays(date, delta);
  }
}

/** Keeps a date inside the window (before the first → the first; after the last → the last). */
export function clampToBookable(date: string, window: BookableWindow): string {
  if (date < window.first) return window.first;
  if (window.last !== undefined && date > window.last && window.last >= window.first)
    return window.last;
  return date;
}

/** Whether the date lies in the window. */
export function isBookableDate(date: string, window: BookableWindow): boolean {
  return date >= window.first && (window.last === undefined || date <= window.last);
}

/** Whether stepping the view by `delta` shows at least one date of the window (disables prev/next buttons). */
export function canStep(
  view: CalendarView,
  date: string,
  delta: number,
  window: BookableWindow,
  firstDayOfWeek: number,
): boolean {
  const target = visibleRange(view, step(view, date, delta), firstDayOfWeek);
  if (target.end < window.first) return false;
  if (window.last !== undefined && target.start > window.last) return false;
  return true;
}

/**
 * Navigates by one step and clamps into the window: from a month view the new anchor is the first bookable
 * date of the target month, so selecting "the first available day" starts at the right place.
 */
export function navigate(
  view: CalendarView,
  date: string,
  delta: number,
  window: BookableWindow,
): string {
  const target = step(view, date, delta);
  const anchor = view === 'month' ? startOfMonth(target) : target;
  return clampToBookable(anchor, window);
}

/** Whether a window has any date at all (a past `ranges` or `onetime` period has none). */
export function isWindowEmpty(window: BookableWindow): boolean {
  return window.last !== undefined && window.last < window.first;
}

function addBusinessDays(date: string, days: number): string {
  let cursor = date;
  let left = Math.max(0, Math.round(days));
  while (left > 0) {
    cursor = addDays(cursor, 1);
    if (isoWeekday(cursor) <= 5) left -= 1;
  }
  return cursor;
}

/**
 * The dates a person may navigate between, from the resource's period (spec §2.3, DESIGN §4): first = today
 * (or the period's start when later); last = today + days (calendar_days), today + days business days skipping
 * Saturday and Sunday (business_days), end_date (ranges), end_at's date (onetime), the last `on` date
 * (specific / recurring with only `on` items), or none (any, or any `every` item). Dates are in
 * `resourceZone`. With `viewerZone` the window is in the viewer's dates: a slot of the first or last resource
 * date may fall a date (two, for zones more than a day apart) earlier or later for the viewer, so both ends widen
 * by what `zonePadding` gives, and nothing before the viewer's today.
 */
export function bookableWindow(
  resource: Pick<Resource, 'period'>,
  now: Date | number,
  resourceZone: string,
  viewerZone?: string,
): BookableWindow {
  const today = todayIn(resourceZone, now);
  const period = resource.period;
  let first = today;
  let last: string | undefined;
  switch (period.type) {
    case 'calendar_days':
      last = addDays(today, Math.max(0, Math.round(period.days)));
      break;
    case 'business_days':
      last = addBusinessDays(today, period.days);
      break;
    case 'ranges':
      first = maxDate(today, period.start_date);
      last = period.end_date;
      break;
    case 'onetime': {
      const zone = resolveTimeZone(period.time_zone, resourceZone);
      const start = parseIsoInstant(period.start_at, zone);
      const end = parseIsoInstant(period.end_at, zone);
      if (!Number.isNaN(start)) first = maxDate(today, todayIn(resourceZone, start));
      last = Number.isNaN(end) ? undefined : todayIn(resourceZone, end);
      break;
    }
    case 'recurring':
    case 'specific': {
      if (period.specific.some((item) => item.type === 'every' || !isIsoDate(item.date))) {
        last = undefined;
        break;
      }
      const dates = period.specific.map((item) => item.date as string).sort();
      first = maxDate(today, dates[0] ?? today);
      last = dates[dates.length - 1];
      break;
    }
    case 'any':
      last = undefined;
      break;
  }
  if (viewerZone !== undefined && resolveTimeZone(viewerZone) !== resolveTimeZone(resourceZone)) {
    // Slots of the first and last resource dates may fall a date or two earlier or later for the viewer.
    const around = (date: string) =>
      zonePadding(viewerZone, resourceZone, { start: date, end: date });
    first = maxDate(todayIn(viewerZone, now), addDays(first, -around(first).after));
    if (last !== undefined) last = addDays(last, around(last).before);
  }
  return { first, last };
}
