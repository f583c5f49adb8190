/**
 * The month grid's keyboard (ARIA grid pattern): which date a key moves to, without the DOM. Arrows move by a day
 * (mirrored right-to-left) or a week, Home / End to the week's ends, PageUp / PageDown by a month (Shift: a year),
 * never outside the months a person may navigate to.
 */
import {
  addDays,
  addMonths,
  endOfMonth,
  startOfMonth,
  startOfWeek,
  type BookableWindow,
} from '../../core/calendar.js';

export type GridKeyResult =
  /** Not a key of the grid: the browser does what it does. */
  | undefined
  /** Enter / Space: choose the focused day. */
  | { select: true }
  /** Move focus to `date` (or stay, with `date` undefined, at the edge of the window). */
  | { select: false; date: string | undefined };

export function gridKey(
  key: string,
  shiftKey: boolean,
  current: string,
  firstDayOfWeek: number,
  rtl: boolean,
  window: BookableWindow,
): GridKeyResult {
  let next: string;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(current, rtl ? 1 : -1);
      break;
    case 'ArrowRight':
      next = addDays(current, rtl ? -1 : 1);
      break;
    case 'ArrowUp':
      next = addDays(current, -7);
      break;
    case 'ArrowDown':
      next = addDays(current, 7);
      break;
    case 'Home':
      next = startOfWeek(current, firstDayOfWeek);
      break;
    case 'End':
      next = addDays(startOfWeek(current, firstDayOfWeek), 6);
      break;
    case 'PageUp':
    case 'PageDown':
      // The same day of the month before / after (a year with Shift), clamped to that month's length.
      next = addMonths(current, (key === 'PageUp' ? -1 : 1) * (shiftKey ? 12 : 1));
      break;
    case 'Enter':
    case ' ':
      return { select: true };
    default:
      return undefined;
  }
  const lowest = startOfMonth(window.first);
  const highest = window.last ? endOfMonth(window.last) : undefined;
  const inside = next >= lowest && (!highest || next <= highest);
  return { select: false, date: inside ? next : undefined };
}
