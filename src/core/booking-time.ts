/**
 * A booking's time range, as the screens after booking show it (the confirmation, the manage screens). Apart
 * from datetime-format.ts so that the chunk that shows the times doesn't carry it (issue 7 budgets).
 */
import { timeFormatter, toMs, type TimeFormatOptions } from './datetime-format.js';
import { resolveTimeZone } from './zone.js';

/** A time range ("2:30 – 3:00 PM") of two instants in `zone`. */
export function formatTimeRange(
  start: string | number,
  end: string | number,
  zone: string,
  options: TimeFormatOptions,
): string {
  return timeFormatter(resolveTimeZone(zone), options).formatRange(toMs(start), toMs(end));
}
