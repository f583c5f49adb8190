/**
 * When a booking is, as the screens after booking show it (the booked state, the confirmation, the manage
 * screens): its date in a zone and its time range. Apart from datetime-format.ts so that the chunk that shows
 * the times doesn't carry them (issue 7 budgets).
 */
import { timeFormatter, type TimeFormatOptions } from './datetime-format.js';
import { parseIsoInstant, resolveTimeZone, todayIn } from './zone.js';

/** The date (YYYY-MM-DD) of an instant in a zone ('' for an invalid instant). */
export function dateInZone(instant: string | number, zone: string): string {
  const epochMs = typeof instant === 'number' ? instant : parseIsoInstant(instant);
  return Number.isNaN(epochMs) ? '' : todayIn(zone, epochMs);
}

/** A time range ("2:30 – 3:00 PM") of two instants in `zone`. */
export function formatTimeRange(
  start: string | number,
  end: string | number,
  zone: string,
  options: TimeFormatOptions,
): string {
  const toMs = (instant: string | number) =>
    typeof instant === 'number' ? instant : Date.parse(instant);
  return timeFormatter(resolveTimeZone(zone), options).formatRange(toMs(start), toMs(end));
}
