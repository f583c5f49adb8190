/**
 * What the widget's render and data path keeps between renders (a dense calendar renders often): the regrouped
 * slots of the last few availability ranges, the browser's zone, and the plan of which dates to request
 * (read-ahead on navigation, one next-month prefetch after the person has stayed on a month: read-ahead.ts).
 * Pure bookkeeping over the cache's own entry objects: nothing here changes what is shown.
 */
import type { AvailabilityEntry } from '../../api/schemas.js';
import type { BookableWindow, CalendarView, DateRange } from '../../core/calendar.js';
import { loadOnce } from '../../core/load-once.js';
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

/**
 * The read-ahead's module (read-ahead.ts): asked for once the first times are painted (availability-controller.ts),
 * and by a step's plan if it is not there yet.
 */
export const readAhead = loadOnce(() => import('./read-ahead.js'));

/**
 * Which dates each availability load fetches: it remembers the last month range asked for (per resource and
 * duration) to tell a step forward or back from a first load, a reload or a change of zone. A first load, a
 * reload and the week and day views fetch what they show; a month's step reads ahead (read-ahead.ts), or fetches
 * only what it shows if that module cannot be loaded.
 */
export class FetchPlanner {
  #last: { key: string; start: string } | undefined;

  async plan(
    key: string,
    view: CalendarView,
    requested: DateRange,
    firstDayOfWeek: number,
    window: BookableWindow,
    isCached?: (date: string) => boolean,
  ): Promise<DateRange> {
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
    if (view !== 'month' || step === 0) return requested;
    try {
      const { readAheadRange } = await readAhead();
      return readAheadRange(view, requested, step, firstDayOfWeek, window, isCached);
    } catch {
      return requested;
    }
  }

  reset(): void {
    this.#last = undefined;
  }
}

/** The language's first day of the week (1 = Monday), remembered: each read builds an `Intl.Locale`. */
export const weekStart = (language: Language): number =>
  memo(`week:${language}`, () => firstDayOfWeek(language));
