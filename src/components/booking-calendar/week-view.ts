/**
 * The week view of <booking-calendar>: seven columns of times beside each other; in a widget narrower than 760 px
 * (a phone, a slim column) one day at a time, chosen with a row of the week's seven days (pressed: the day shown),
 * so the week never becomes seven stacked lists. The day shown is the selected day when it is in the week, else the
 * week's first day with times, else its first bookable day (today in a week whose times have all passed), never a
 * past day.
 */
import { html } from 'lit';
import { addDays, isBookableDate, type BookableWindow } from '../../core/calendar.js';
import { countAvailable, type SlotsByDate } from '../../core/regroup.js';
import { weekdayNames, dayNumber, longDate, shortDay } from '../booking-widget/format.js';
import { timesSkeleton } from '../shared/skeleton.js';
import { timeList, type TimeListContext } from './time-list.js';

/** Times a column lists before its list becomes a bounded box that scrolls: a working day of hourly times. */
const COLUMN_FITS = 8;

export interface WeekContext extends TimeListContext {
  /** The week's first day (YYYY-MM-DD). */
  start: string;
  firstDay: number;
  window: BookableWindow;
  selectedDate: string;
  /** The threshold of the day shown when the week shows one day at a time (a narrow widget); else undefined. */
  aloneFits: number | undefined;
  /** Show `date`'s times (the narrow widget's day row). */
  show(date: string): void;
}

export function weekView(c: WeekContext, byDate: SlotsByDate | undefined) {
  const { t, start, window } = c;
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i)).map((date) => {
    const slots = byDate && isBookableDate(date, window) ? (byDate.get(date) ?? []) : [];
    return { date, slots, count: byDate ? countAvailable(byDate, date) : 0 };
  });
  const shown =
    days.find((day) => day.date === c.selectedDate)?.date ??
    days.find((day) => day.count > 0)?.date ??
    days.find((day) => isBookableDate(day.date, window))?.date ??
    start;
  const narrow = weekdayNames(c.firstDay, t.locale);
  return html`<div class="week-days" role="group" aria-label=${t.t('calendar.viewDay')}>
      ${days.map(({ date, count }, i) => {
        const name = longDate(date, t.locale);
        return html`<button
          type="button"
          class="week-day ${count > 0 ? 'available' : ''}"
          data-date=${date}
          aria-pressed=${date === shown ? 'true' : 'false'}
          aria-label=${
            count > 0
              ? t.t('calendar.dayAvailable', { date: name, count })
              : t.t('calendar.dayUnavailable', { date: name })
          }
          @click=${() => date !== shown && c.show(date)}
        >
          <span aria-hidden="true">${narrow[i]!.narrow}</span
          ><span aria-hidden="true">${dayNumber(date, t.locale)}</span>
        </button>`;
      })}
    </div>
    <div class="week">
      ${days.map(({ date, slots }) => {
        const id = `col-${date}`;
        return html`<section class=${date === shown ? 'col shown' : 'col'} aria-labelledby=${id}>
          <h4 id=${id}>
            <span aria-hidden="true">${shortDay(date, t.locale)}</span>
            <span class="visually-hidden">${longDate(date, t.locale)}</span>
          </h4>
          <div class="times">
            ${
              !byDate
                ? timesSkeleton(COLUMN_FITS, date === start ? t.t('status.loadingTimes') : '')
                : slots.length
                  ? timeList(c, slots, date, id, (date === shown && c.aloneFits) || COLUMN_FITS, 5)
                  : html`<p class="none">${t.t('calendar.unavailable')}</p>`
            }
          </div>
        </section>`;
      })}
    </div>`;
}
