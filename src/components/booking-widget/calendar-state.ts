/**
 * What the calendar of one <booking-widget> shows while the person chooses: the period (its anchor date), the
 * selected and focused days, the zone and duration chosen, and whether the first day with
 * times is still to be selected. Private to the widget (no framework can set it): its fields are read there and
 * changed only through the methods below, each of which re-renders the host. Which screen is shown is the flow's (core/flow.ts), not this.
 */
import type { ReactiveControllerHost } from 'lit';
import {
  maxDate,
  navigate,
  startOfMonth,
  type BookableWindow,
  type CalendarView,
  type DateRange,
} from '../../core/calendar.js';
import { countAvailable, firstAvailableDate, type SlotsByDate } from '../../core/regroup.js';

export class CalendarState {
  readonly #host: ReactiveControllerHost;
  /** A date of the period shown (YYYY-MM-DD). */
  anchor = '';
  selectedDate = '';
  /** The grid's roving tab stop. */
  focusedDate = '';
  /** The zone the person picked ('' for none). */
  chosenZone = '';
  /** The duration asked for (0 until the resource is known). */
  durationMinutes = 0;
  /** Select the first day with times once they arrive (a fresh load, another month, zone or duration). */
  #autoSelect = true;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  #changed(): void {
    this.#host.requestUpdate();
  }

  /** Back to `anchor` with nothing selected (a new `date`, `reset()`). */
  restart(anchor: string): void {
    this.anchor = anchor;
    this.selectedDate = this.focusedDate = '';
    this.#autoSelect = true;
    this.#changed();
  }

  /** A new initial date: shown, and its first day with times selected. */
  startAt(anchor: string): void {
    this.anchor = anchor;
    this.#autoSelect = true;
    this.#changed();
  }

  /** Another view keeps the selected date in view. */
  keepSelectedInView(): void {
    if (!this.selectedDate) return;
    this.anchor = this.selectedDate;
    this.#changed();
  }

  /** Another resource: nothing of the old one's stays selected. */
  forgetSelection(durationMinutes: number): void {
    this.durationMinutes = durationMinutes;
    this.selectedDate = '';
    this.#autoSelect = true;
    this.#changed();
  }

  setDuration(minutes: number): void {
    if (minutes === this.durationMinutes) return;
    this.durationMinutes = minutes;
    this.#changed();
  }

  /** Another duration chosen: a day stays selected if one was, else the first with times is. */
  chooseDuration(minutes: number): void {
    this.durationMinutes = minutes;
    this.#autoSelect = !this.selectedDate;
    this.#changed();
  }

  chooseZone(zone: string): void {
    this.chosenZone = zone;
    this.#autoSelect = true;
    this.#changed();
  }

  /** The previous / next period; the day view selects its day. Returns the new day of the day view. */
  step(
    view: CalendarView,
    delta: number,
    today: string,
    window: BookableWindow,
  ): string | undefined {
    const next = navigate(view, this.anchor || today, delta, window);
    this.anchor = next;
    this.#changed();
    if (view === 'day') {
      this.selectedDate = this.focusedDate = next;
      return next;
    }
    this.#autoSelect = true;
    this.focusedDate = view === 'month' ? maxDate(startOfMonth(next), window.first) : next;
    return undefined;
  }

  /** "Jump to" a date: shown, selected and focused. */
  jumpTo(date: string): void {
    this.anchor = this.selectedDate = this.focusedDate = date;
    this.#autoSelect = false;
    this.#changed();
  }

  selectDay(date: string): void {
    this.selectedDate = this.focusedDate = date;
    this.#changed();
  }

  /** The grid's focus moved to `date`; a date outside the period shows its period. */
  focusDay(date: string, visible: DateRange): void {
    this.focusedDate = date;
    if (date < visible.start || date > visible.end) {
      this.anchor = date;
      this.#autoSelect = false;
    }
    this.#changed();
  }

  /** A chosen time's date becomes the selected one. */
  selectTimeOn(date: string): void {
    this.selectedDate = date;
    this.#changed();
  }

  /** Times arrived: on a fresh load, select the first day with times (unless the selected one has some). */
  timesArrived(byDate: SlotsByDate, visible: DateRange, today: string): void {
    if (!this.#autoSelect) return;
    this.#autoSelect = false;
    if (this.selectedDate && countAvailable(byDate, this.selectedDate) > 0) return;
    const from = maxDate(visible.start, today);
    // A selected day without times gives way to the next day with some, else to the period's first; none in the
    // period leaves nothing selected, and the empty state says so with "Jump to" the next date with times.
    const first =
      firstAvailableDate(byDate, maxDate(from, this.selectedDate), visible.end) ??
      firstAvailableDate(byDate, from, visible.end);
    this.selectedDate = first ?? '';
    this.focusedDate = first ?? from;
    this.#changed();
  }

  /** Whether the next load should select a first day again. */
  get selectsFirstDay(): boolean {
    return this.#autoSelect;
  }

  /**
   * Keep what is selected on the next load while it has times (fresh times after a taken time); a day left
   * without any gives way to the next day with times.
   */
  keepSelection(): void {
    this.#autoSelect = true;
  }
}
