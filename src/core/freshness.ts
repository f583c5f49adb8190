/**
 * When the times on screen go stale while the page stays open. A time can be booked until its notice begins
 * (the resource's `notice`: booked no later than that long before it starts; the service stops offering it
 * then), and the day rolls over at midnight in the visitor's zone (today's date, the first bookable day). The
 * widget asks the service again at the earlier of the two, so nothing stale stays bookable. Loaded on demand with the widget's freshness controller, after the first times.
 */
import type { TimeUnit } from '../api/booking-schemas.js';
import { addDays, isoDateMs } from './calendar.js';
import { instantOfWallClock, todayIn } from './zone.js';

const UNIT_MS: Record<TimeUnit, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** The resource's notice in milliseconds (type defaults to minutes, value to 0, as the spec says). */
export function noticeMs(
  notice: { type?: TimeUnit | null; value?: number | null } | null | undefined,
): number {
  const value = notice?.value ?? 0;
  return value > 0 ? value * UNIT_MS[notice?.type ?? 'minutes'] : 0;
}

/** The next midnight after `now` in `zone` (the first instant of tomorrow there). */
export function nextMidnight(zone: string, now: number): number {
  return instantOfWallClock(zone, isoDateMs(addDays(todayIn(zone, now), 1)));
}

/**
 * The first instant after `now` at which something shown goes stale: a time of `starts` past its notice, or the
 * next midnight in `zone`, whichever comes first.
 */
export function nextStaleAt(
  starts: Iterable<number>,
  notice: number,
  now: number,
  zone: string,
): number {
  let next = nextMidnight(zone, now);
  for (const start of starts) {
    // Bookable up to the instant its notice begins: stale from the millisecond after.
    const staleAt = start - notice + 1;
    if (staleAt > now && staleAt < next) next = staleAt;
  }
  return next;
}
