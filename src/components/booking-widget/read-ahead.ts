/**
 * The read-ahead on a month view's step (which dates a step fetches) and the next-month prefetch once the person
 * stays on a month: neither is needed before the first times are painted (a first load fetches only what it shows),
 * so this module loads after that frame (render-cache.ts `readAhead`), off the first paint's path (size budgets).
 */
import {
  addDays,
  requestRange,
  startOfMonth,
  type BookableWindow,
  type CalendarView,
  type DateRange,
} from '../../core/calendar.js';

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
