/**
 * What the widget's render and data path keeps between renders (a dense calendar renders often): the regrouped
 * slots of the last few availability ranges, the browser's zone, and the plan of which dates to request
 * (read-ahead on navigation, one next-month prefetch after the person has stayed on a month).
 * Pure bookkeeping over the cache's own entry objects: nothing here changes what is shown.
 */
import type { AvailabilityEntry } from '../../api/schemas.js';
import {
  addDays,
  requestRange,
  startOfMonth,
  type BookableWindow,
  type CalendarView,
  type DateRange,
} from '../../core/calendar.js';
import { regroupSlotsByLocalDate, type SlotsByDate } from '../../core/regroup.js';
import { browserTimeZone, memo } from '../../core/zone.js';
import { firstDayOfWeek, type Language } from '../../core/i18n/index.js';

interface Regrouped {
  entries: readonly AvailabilityEntry[];
  zone: string;
  includeBooked: boolean;
  byDate: SlotsByDate;
}

/** The same entry objects in the same order: the cache hands out its stored entries until they change. */
function sameEntries(a: readonly AvailabilityEntry[], b: readonly AvailabilityEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * Regrouped slots per (entries, viewer zone, booked shown), for the last `size` ranges: switching back to a
 * cached month, re-rendering, or the task's own look at the same entries costs a comparison, not a regroup
 * of thousands of slots. Fresh entries from the service are new objects, so they are regrouped again.
 */
export class RegroupMemo {
  readonly #size: number;
  #recent: Regrouped[] = [];

  constructor(size = 6) {
    this.#size = Math.max(1, size);
  }

  get(entries: readonly AvailabilityEntry[], zone: string, includeBooked: boolean): SlotsByDate {
    const index = this.#recent.findIndex(
      (item) =>
        item.zone === zone &&
        item.includeBooked === includeBooked &&
        sameEntries(item.entries, entries),
    );
    if (index >= 0) {
      const found = this.#recent[index]!;
      if (index > 0) {
        this.#recent.splice(index, 1);
        this.#recent.unshift(found);
      }
      return found.byDate;
    }
    const byDate = regroupSlotsByLocalDate(entries, zone, { includeBooked });
    this.#recent.unshift({ entries: [...entries], zone, includeBooked, byDate });
    if (this.#recent.length > this.#size) this.#recent.length = this.#size;
    return byDate;
  }

  clear(): void {
    this.#recent = [];
  }
}

let browserZone: { zone: string; at: number } | undefined;

/**
 * The browser's zone, read at most once a second: a render asks for it once per time shown, and each read
 * builds an `Intl.DateTimeFormat`. A zone changed in the OS is still picked up within a second.
 */
export function currentBrowserZone(): string {
  const now = Date.now();
  if (!browserZone || now - browserZone.at > 1000 || now < browserZone.at) {
    browserZone = { zone: browserTimeZone(), at: now };
  }
  return browserZone.zone;
}

/** Entries of `start`…`end` out of a wider answer (the cache answers one entry per date, in order). */
export function entriesWithin(
  entries: readonly AvailabilityEntry[],
  start: string,
  end: string,
): AvailabilityEntry[] {
  return entries.filter((entry) => entry.date >= start && entry.date <= end);
}

/** Most days the cache puts in one request (DESIGN §4). */
const MAX_DAYS_PER_REQUEST = 62;

/**
 * The dates to fetch when a month view needs `requested`. After a step forward (or back), the month after
 * (before) it comes in the same request: a person stepping through months usually keeps going, and one
 * request for two months costs the rate limit half as much as two. On the first load (no step) only the
 * month itself is fetched, so the first times show as soon as can be. Never beyond the bookable window, and
 * never more than 62 dates the cache lacks (`isCached`), so it stays one request (the cache asks only for
 * the dates it lacks: the overlap with cached months costs nothing). A month already cached reads nothing
 * ahead: it needs no request, and the next step fetches two months if it must.
 */
export function readAheadRange(
  view: CalendarView,
  requested: DateRange,
  step: number,
  firstDayOfWeek: number,
  window: BookableWindow,
  isCached: (date: string) => boolean = () => false,
): DateRange {
  if (view !== 'month' || step === 0) return requested;
  const month =
    step > 0 ? addDays(requested.end, 2) : addDays(startOfMonth(addDays(requested.start, 1)), -1);
  const extra = requestRange('month', month, firstDayOfWeek, { window });
  if (step > 0) {
    if (extra.end <= requested.end) return requested;
    let first = requested.start;
    while (first < requested.end && isCached(first)) first = addDays(first, 1);
    // A month the cache holds shows at once: nothing to fetch, so nothing is read ahead either.
    if (isCached(first)) return requested;
    const cap = addDays(first, MAX_DAYS_PER_REQUEST - 1);
    return { start: requested.start, end: extra.end < cap ? extra.end : cap };
  }
  if (extra.start >= requested.start) return requested;
  let last = requested.end;
  while (last > requested.start && isCached(last)) last = addDays(last, -1);
  if (isCached(last)) return requested;
  const cap = addDays(last, -(MAX_DAYS_PER_REQUEST - 1));
  return { start: extra.start > cap ? extra.start : cap, end: requested.end };
}

/**
 * Which dates each availability load fetches: it remembers the last month range asked for (per resource and
 * duration) to tell a step forward or back from a first load, a reload or a change of zone.
 */
export class FetchPlanner {
  #last: { key: string; start: string } | undefined;

  plan(
    key: string,
    view: CalendarView,
    requested: DateRange,
    firstDayOfWeek: number,
    window: BookableWindow,
    isCached?: (date: string) => boolean,
  ): DateRange {
    const previous = this.#last?.key === key ? this.#last.start : undefined;
    this.#last = { key, start: requested.start };
    const step =
      previous === undefined
        ? 0
        : requested.start > previous
          ? 1
          : requested.start < previous
            ? -1
            : 0;
    return readAheadRange(view, requested, step, firstDayOfWeek, window, isCached);
  }

  reset(): void {
    this.#last = undefined;
  }
}

/**
 * Runs one prefetch once the person has stayed on a view for `dwellMs` and the page is idle; a new view
 * (another step) cancels the pending one. Rapid navigation therefore prefetches nothing (each step fetches
 * what it shows), and a month someone stays on gets its next month warmed once.
 */
export class DwellPrefetcher {
  readonly #dwellMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #idle: number | undefined;

  constructor(dwellMs = 1200) {
    this.#dwellMs = dwellMs;
  }

  schedule(run: () => void): void {
    this.cancel();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (typeof requestIdleCallback === 'function') {
        this.#idle = requestIdleCallback(
          () => {
            this.#idle = undefined;
            run();
          },
          { timeout: 2000 },
        );
      } else run();
    }, this.#dwellMs);
  }

  cancel(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    if (this.#idle !== undefined && typeof cancelIdleCallback === 'function')
      cancelIdleCallback(this.#idle);
    this.#timer = undefined;
    this.#idle = undefined;
  }
}

/** The language's first day of the week (1 = Monday), remembered: each read builds an `Intl.Locale`. */
export const weekStart = (language: Language): number =>
  memo(`week:${language}`, () => firstDayOfWeek(language));
