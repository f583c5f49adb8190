/**
 * Slot lists in a small set of canonical questions. The widget asks for whatever dates it shows (a
 * month's grid padded for time zones, a week, the search ahead), and anyone can ask for any other range;
 * the proxy instead asks the service for whole calendar months of the resource (dates are the
 * resource's, spec §4.2, so no zone arithmetic is needed) and answers each request with its own dates
 * cut from them. A read is first checked against the resource: a duration it offers, dates inside its
 * booking window; dates wholly outside get an empty list without any upstream call. So the questions
 * that can cost an upstream call are: resources × offered durations × months of the window.
 * Pure functions, no I/O.
 */
import type { Period as PeriodValue } from '../api/booking-schemas.js';
import {
  addDays,
  bookableWindow,
  endOfMonth,
  isIsoDate,
  maxDate,
  minDate,
  type BookableWindow,
} from '../core/calendar.js';
import { durationToMinutes } from '../core/duration.js';
import { todayIn } from '../core/zone.js';
import { NO_GAP, type BreakGap, type SharedRead } from './answers.js';

/** What the proxy checks a slot-list read against, from the resource record. */
export interface ResourceRules {
  /** Minutes of each duration it offers (empty: no check). */
  durations: number[];
  period: PeriodValue | undefined;
  /** Its `break` around each booking: slots in it are taken with the booking. */
  gap: BreakGap;
}

/** The rules of a resource record (JSON), or undefined when it isn't one. */
export function resourceRules(body: string): ResourceRules | undefined {
  let record: unknown;
  try {
    record = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  const {
    durations,
    period,
    break: breakMinutes,
  } = record as { durations?: unknown; period?: unknown; break?: unknown };
  const minutes = Array.isArray(durations)
    ? durations.flatMap((d: unknown) => {
        const value = (d as { value?: unknown } | null)?.value;
        const type = (d as { type?: unknown } | null)?.type;
        if (typeof value !== 'number' || !(value >= 1)) return [];
        const unit = type === 'hours' || type === 'days' ? type : 'minutes';
        return [durationToMinutes({ value, type: unit })];
      })
    : [];
  // Read as the spec writes it (§2.3); a period the window can't be computed from is no check at all
  // (windowOf), never a refusal.
  const known = [
    'calendar_days',
    'business_days',
    'ranges',
    'onetime',
    'recurring',
    'specific',
    'any',
  ];
  const type = (period as { type?: unknown } | null)?.type;
  const minutesOf = (value: unknown) =>
    typeof value === 'number' && value > 0 && Number.isFinite(value) ? value * 60_000 : 0;
  const around = breakMinutes as { before?: unknown; after?: unknown } | null | undefined;
  return {
    durations: minutes,
    period: typeof type === 'string' && known.includes(type) ? (period as PeriodValue) : undefined,
    gap: around ? { beforeMs: minutesOf(around.before), afterMs: minutesOf(around.after) } : NO_GAP,
  };
}

const isDateOrEmpty = (date: string) => date === '' || isIsoDate(date);

/** Zones run from UTC−12 to UTC+14: today somewhere is one of these two dates. */
const EARLIEST_ZONE = 'Etc/GMT+12';
const LATEST_ZONE = 'Etc/GMT-14';

/**
 * The dates a slot list may hold for the resource, in any zone it may be in: from the earliest "today"
 * on Earth to the latest window end; an open-ended period (`any`, `every …`) ends `horizonDays` after
 * today.
 */
export function windowOf(
  rules: ResourceRules,
  now: number,
  horizonDays: number,
): { first: string; last: string } {
  const horizon = addDays(todayIn(LATEST_ZONE, now), horizonDays);
  const open = { first: todayIn(EARLIEST_ZONE, now), last: horizon };
  if (!rules.period) return open;
  let early: BookableWindow;
  let late: BookableWindow;
  try {
    early = bookableWindow({ period: rules.period }, now, EARLIEST_ZONE);
    late = bookableWindow({ period: rules.period }, now, LATEST_ZONE);
  } catch {
    return open;
  }
  if (![early.first, late.first, early.last ?? '', late.last ?? ''].every(isDateOrEmpty))
    return open;
  const last =
    early.last === undefined || late.last === undefined ? horizon : maxDate(early.last, late.last);
  return { first: minDate(early.first, late.first), last: minDate(last, horizon) };
}

export type RangeCheck =
  { ok: true; months: SharedRead[] } | { ok: false; status: 400; message: string };

/**
 * The canonical months covering the requested dates inside the window (none when they are all
 * outside), or why the read is refused.
 */
export function canonicalMonths(
  resourceId: string,
  request: { start: string; end: string; durationMinutes?: number },
  rules: ResourceRules,
  window: { first: string; last: string },
): RangeCheck {
  const { durationMinutes } = request;
  if (
    durationMinutes !== undefined &&
    rules.durations.length > 0 &&
    !rules.durations.includes(durationMinutes)
  ) {
    const offered = rules.durations.map((m) => `${m}m`).join(', ');
    return {
      ok: false,
      status: 400,
      message: `duration ${durationMinutes}m is not offered by this resource (${offered})`,
    };
  }
  const start = maxDate(request.start, window.first);
  const end = minDate(request.end, window.last);
  const months: SharedRead[] = [];
  const duration = durationMinutes === undefined ? 'default' : `${durationMinutes}m`;
  for (let month = start.slice(0, 7); start <= end && month <= end.slice(0, 7);) {
    const from = `${month}-01`;
    months.push({
      key: `availability:${resourceId}:${month}:${duration}`,
      kind: 'availability',
      resourceId,
      from,
      to: endOfMonth(from),
      ...(durationMinutes === undefined ? {} : { durationMinutes }),
    });
    month = addDays(endOfMonth(from), 1).slice(0, 7);
  }
  return { ok: true, months };
}

/**
 * The entries of `start`…`end` from the months' slot lists (each a JSON array, one entry per date), in
 * date order. A date no month holds (outside the booking window, so never asked) gets an empty entry in
 * the resource's zone, as the service gives a date without times; without any entry to learn the zone
 * from, such dates are left out (the widget reads a missing date as one without times).
 */
export function entriesBetween(
  months: readonly unknown[][],
  start: string,
  end: string,
): unknown[] {
  const byDate = new Map<string, unknown>();
  let timezone: string | undefined;
  for (const list of months) {
    for (const entry of list) {
      const { date, timezone: zone } = (entry ?? {}) as { date?: unknown; timezone?: unknown };
      if (typeof zone === 'string') timezone ??= zone;
      if (typeof date === 'string' && date >= start && date <= end) byDate.set(date, entry);
    }
  }
  const entries: unknown[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const entry = byDate.get(date);
    if (entry !== undefined) entries.push(entry);
    else if (timezone !== undefined) entries.push({ date, timezone, capacity: 0, slots: [] });
  }
  return entries;
}
