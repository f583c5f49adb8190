/**
 * The calendar's empty state: a period without times says so, and offers "Jump to" the next date with times once
 * the search ahead found one (or says there are no upcoming times when it found none). Rendered by
 * <booking-calendar> under its period; the jump is the calendar's `calendar-jump` event.
 */
import { html, nothing } from 'lit';
import type { CalendarView, DateRange } from '../../core/calendar.js';
import type { Translator } from '../../core/i18n/index.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
import { firstAvailableDate, type SlotsByDate } from '../../core/regroup.js';
import { monthTitle, type TimeFormatter } from '../booking-widget/format.js';

/** `Month`, `Week`, `Day`: a view's part of message keys. */
export const capitalized = (view: CalendarView) => view[0]!.toUpperCase() + view.slice(1);

/** What the empty state knows of the search ahead after a period without times. */
export interface SearchAhead {
  /** The search ran for the period shown (not an older one). */
  fresh: boolean;
  /** A load is under way. */
  pending: boolean;
  /** The first date with times after the period, when found. */
  next: string | undefined;
}

export interface EmptyPeriod {
  t: Translator;
  format: TimeFormatter;
  view: CalendarView;
  anchor: string;
  visible: DateRange;
  search: SearchAhead | undefined;
  /** The times could not be loaded: the failure is shown instead. */
  failed: boolean;
  jump(date: string): void;
}

export function emptyState(byDate: SlotsByDate | undefined, period: EmptyPeriod) {
  const { t, format, view, anchor, visible, search } = period;
  if (!byDate || period.failed || !search) return nothing;
  if (firstAvailableDate(byDate, visible.start, visible.end)) return nothing;
  if (!search.fresh && search.pending) return nothing;
  const next = search.fresh ? search.next : undefined;
  const nextText = next ? format.date(next) : '';
  // empty.noTimesMonth, empty.noTimesMonthNext … empty.noTimesDayNext: each reads the parameters it names.
  const message = t.t(`empty.noTimes${capitalized(view)}${next ? 'Next' : ''}` as MessageKey, {
    month: monthTitle(anchor, t.locale),
    date: view === 'day' ? format.date(anchor) : nextText,
    next: nextText,
  });
  return html`<div class="state empty">
    <span>${message}</span>
    ${
      next
        ? html`<button type="button" class="btn primary" @click=${() => period.jump(next)}>
            ${t.t('empty.jumpTo', { date: nextText })}
          </button>`
        : search.fresh
          ? html`<span>${t.t('empty.noUpcomingTimes')}</span>`
          : nothing
    }
  </div>`;
}
