/**
 * <booking-calendar>: the period toolbar, the month grid / week columns / day list of open times, and the empty
 * state, for <booking-widget>. Properties in, events out: it holds no state of its own, so the widget decides
 * what is selected, focused and fetched.
 *
 * It renders into its own light DOM, inside the widget's shadow root: the widget's parts (`calendar`, `day`,
 * `slot`…), styles, ids and focus stay where a page and assistive technology expect them.
 *
 * Events (bubbling, not composed: the widget turns them into its public events):
 * - `calendar-navigate` `{ delta }`: the previous / next period.
 * - `calendar-view` `{ view }`: Month, Week or Day.
 * - `calendar-day` `{ date }`: a day with times was chosen (click, Enter, Space).
 * - `calendar-focus` `{ date, moveFocus }`: a day took focus, or the grid's keyboard moves it (`moveFocus`).
 * - `calendar-slot` `{ slot }`: a time was chosen.
 * - `calendar-show` `{ date }`: show `date`'s times (the week's day row in a narrow widget).
 * - `calendar-jump` `{ date }`: "Jump to" the next date with times.
 * - `calendar-days`: "Choose another date" (focus goes back to the grid).
 * - `calendar-retry`: "Try again" after the times could not be loaded.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import {
  canStep,
  endOfMonth,
  isBookableDate,
  maxDate,
  monthGrid,
  visibleRange,
  type BookableWindow,
  type CalendarView,
} from '../../core/calendar.js';
import type { StepFailure } from '../../core/failure.js';
import type { Translator } from '../../core/i18n/index.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
import { countAvailable, type SlotsByDate } from '../../core/regroup.js';
import {
  dayNumber,
  longDate,
  monthTitle,
  weekdayNames,
  type TimeFormatter,
} from '../booking-widget/format.js';
import { contentChanged } from '../shared/content-changed.js';
import { emitInner } from '../shared/emit.js';
import { chevronBack, chevronForward } from '../shared/icons.js';
import { errorPanel } from '../shared/panels.js';
import { dayPanelSkeleton } from '../shared/skeleton.js';
import { capitalized, emptyState, type SearchAhead } from './empty-state.js';
import { gridKey } from './grid-keys.js';
import { denseLists, timeList, type TimeListContext } from './time-list.js';
import { weekView } from './week-view.js';

export type { SearchAhead };

/** Days of the month shown whose times are still being read (from `from` on), or whose read failed. */
export interface UnreadDays {
  from: string;
  failure: StepFailure | undefined;
}

/**
 * Times a day's list holds before it becomes one bounded box that scrolls inside itself (time-list.ts): the
 * month's list sits beside or under the grid and stays about its height; a 96-time day stays short on a phone. The
 * same for a day shown alone (the day view, the narrow week's one day), which has the widget's whole width: on a
 * 375 px phone its times are two a row, and twelve are six rows of 44 px, the bounded box's height (18rem). A
 * week's seven columns side by side hold fewer (week-view.ts).
 */
const DAY_FITS = 12;
/** The container width (CSS px) from which the week shows its seven columns (booking-calendar.styles.ts). */
const WEEK_COLUMNS_FROM = 760;

export class BookingCalendar extends LitElement {
  static override properties = {
    translator: { attribute: false },
    format: { attribute: false },
    zone: { attribute: false },
    view: { attribute: false },
    anchor: { attribute: false },
    firstDay: { attribute: false },
    window: { attribute: false, hasChanged: contentChanged },
    slots: { attribute: false },
    failure: { attribute: false },
    unread: { attribute: false, hasChanged: contentChanged },
    selectedDate: { attribute: false },
    focusedDate: { attribute: false },
    selectedInstant: { attribute: false },
    search: { attribute: false, hasChanged: contentChanged },
    resource: { attribute: false },
    placeholder: { attribute: false },
  };

  declare translator: Translator;
  declare format: TimeFormatter;
  /** The zone times are shown in. */
  declare zone: string;
  declare view: CalendarView;
  /** A date of the period shown (YYYY-MM-DD); the day view's date. */
  declare anchor: string;
  /** 1 = Monday … 7 = Sunday. */
  declare firstDay: number;
  declare window: BookableWindow;
  /** Open times by the viewer's date; undefined while loading. */
  declare slots: SlotsByDate | undefined;
  /** The times could not be loaded (and none are known). */
  declare failure: StepFailure | undefined;
  declare unread: UnreadDays | undefined;
  declare selectedDate: string;
  /** The grid's roving tab stop. */
  declare focusedDate: string;
  /** The chosen time's instant, marked as selected. */
  declare selectedInstant: string;
  declare search: SearchAhead | undefined;
  /** For seats left (group events). */
  declare resource: Resource | undefined;
  /** The event itself is still loading: the calendar holds its place, without its part (not the calendar yet). */
  declare placeholder: boolean;

  constructor() {
    super();
    this.zone = this.anchor = this.selectedDate = this.focusedDate = this.selectedInstant = '';
    this.view = 'month';
    this.firstDay = 1;
    this.placeholder = false;
  }

  /** The widget is narrower than the week's seven columns: the week shows one day, alone. */
  #narrow = false;
  /** Watches the widget's width (its container: the one the styles' container queries measure). */
  readonly #resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(([entry]) => {
          const narrow = Boolean(entry && entry.contentRect.width < WEEK_COLUMNS_FROM);
          if (narrow === this.#narrow) return;
          this.#narrow = narrow;
          if (this.view === 'week') this.requestUpdate();
        })
      : undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    const root = this.getRootNode();
    this.#resize?.observe(root instanceof ShadowRoot ? root.host : this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
  }

  /** Light DOM: the widget's shadow root holds the calendar's parts, styles and ids. */
  protected override createRenderRoot() {
    return this;
  }

  get #visible() {
    return visibleRange(this.view, this.anchor, this.firstDay);
  }

  override render() {
    const { failure, slots, view, unread } = this;
    if (!this.translator) return nothing;
    const t = this.translator;
    const failed = (shown: StepFailure | undefined) =>
      shown
        ? errorPanel(
            t.t('error.loadTimes'),
            t.t(shown.key, shown.params),
            shown.retryable && [
              t.t('error.retry'),
              () => emitInner(this, 'calendar-retry', undefined),
            ],
          )
        : nothing;
    return html`${this.#renderToolbar()}
    ${
      failure && !slots
        ? failed(failure)
        : html`<div
              class="chooser view-${view}"
              part=${this.placeholder ? nothing : 'calendar'}
              aria-busy=${slots && !(unread && !unread.failure) ? 'false' : 'true'}
            >
              ${
                view === 'month'
                  ? this.#renderMonth(slots)
                  : view === 'week'
                    ? weekView(
                        {
                          ...this.#times(),
                          start: this.#visible.start,
                          aloneFits: this.#narrow ? DAY_FITS : undefined,
                          firstDay: this.firstDay,
                          window: this.window,
                          selectedDate: this.selectedDate,
                          show: (date) => emitInner(this, 'calendar-show', { date }),
                        },
                        slots,
                      )
                    : this.#renderPanel(slots, this.anchor, false)
              }
            </div>
            ${failed(unread?.failure)}`
    }
    ${emptyState(slots, {
      t,
      format: this.format,
      view,
      anchor: this.anchor,
      visible: this.#visible,
      search: this.search,
      failed: Boolean(this.failure),
      jump: (date) => emitInner(this, 'calendar-jump', { date }),
    })}`;
  }

  #renderToolbar() {
    const t = this.translator;
    const { view, anchor, window, firstDay } = this;
    // calendar.previousMonth … calendar.nextDay
    const period = capitalized(view);
    const title =
      view === 'month'
        ? monthTitle(anchor, t.locale)
        : view === 'week'
          ? t.t('calendar.weekOf', { date: this.format.date(this.#visible.start) })
          : longDate(anchor, t.locale);
    const views: [CalendarView, MessageKey][] = [
      ['month', 'calendar.viewMonth'],
      ['week', 'calendar.viewWeek'],
      ['day', 'calendar.viewDay'],
    ];
    const step = (delta: number) =>
      html`<button
        type="button"
        class="iconbtn"
        aria-label=${t.t(`calendar.${delta < 0 ? 'previous' : 'next'}${period}` as MessageKey)}
        ?disabled=${!canStep(view, anchor, delta, window, firstDay)}
        @click=${() => emitInner(this, 'calendar-navigate', { delta })}
      >
        <span class="mirror">${delta < 0 ? chevronBack : chevronForward}</span>
      </button>`;
    return html`<div class="toolbar">
      <div class="nav">
        ${step(-1)}
        <h3 id="period-title" aria-live="polite">${title}</h3>
        ${step(1)}
      </div>
      <div class="views" role="group" aria-label=${t.t('calendar.view')}>
        ${views.map(
          ([value, key]) =>
            html`<button
              type="button"
              aria-pressed=${value === view ? 'true' : 'false'}
              @click=${() => value !== view && emitInner(this, 'calendar-view', { view: value })}
            >
              ${t.t(key)}
            </button>`,
        )}
      </div>
    </div>`;
  }

  #onGridKeydown = (e: KeyboardEvent) => {
    const current = this.focusedDate || this.selectedDate || this.anchor;
    const move = gridKey(
      e.key,
      e.shiftKey,
      current,
      this.firstDay,
      this.translator.dir === 'rtl',
      this.window,
    );
    if (!move) return;
    e.preventDefault();
    if (move.select) this.#chooseDay(current);
    else if (move.date) emitInner(this, 'calendar-focus', { date: move.date, moveFocus: true });
  };

  /** Not read yet: shown as loading, not as a day without times. */
  #unread(date: string) {
    return Boolean(this.unread && date >= this.unread.from && isBookableDate(date, this.window));
  }

  #chooseDay(date: string) {
    if (this.slots && !this.#unread(date) && countAvailable(this.slots, date) > 0)
      emitInner(this, 'calendar-day', { date });
  }

  #renderMonth(byDate: SlotsByDate | undefined) {
    const t = this.translator;
    const [year, month] = this.anchor.split('-').map(Number) as [number, number];
    // Always six weeks: the grid keeps its height from month to month and while the times load.
    const grid = monthGrid(year, month, this.firstDay, this.zone, { fixedWeeks: true });
    const names = weekdayNames(this.firstDay, t.locale);
    const { window, focusedDate, selectedDate } = this;
    const visible = this.#visible;
    const within = (date: string) => date >= visible.start && date <= visible.end;
    const focusTarget = within(focusedDate)
      ? focusedDate
      : within(selectedDate)
        ? selectedDate
        : maxDate(visible.start, window.first <= visible.end ? window.first : visible.start);
    return html`
      <div class="month-panel">
        <table
          class=${names.some((name) => name.short.length > 4) ? 'grid narrow-weekdays' : 'grid'}
          role="grid"
          aria-labelledby="period-title"
          @keydown=${this.#onGridKeydown}
        >
          <thead>
            <tr>
              ${names.map(
                (name) =>
                  html`<th scope="col" abbr=${name.long}>
                    <span class="wd-short">${name.short}</span
                    ><span class="wd-narrow" aria-hidden="true">${name.narrow}</span>
                  </th>`,
              )}
            </tr>
          </thead>
          <tbody>
            ${grid.weeks.map(
              (week) =>
                html`<tr>
                  ${week.map((day) => {
                    if (!day.inMonth)
                      return html`<td role="gridcell" aria-hidden="true">
                        <span class="day blank"></span>
                      </td>`;
                    const unread = this.#unread(day.date);
                    const count =
                      byDate && !unread && isBookableDate(day.date, window)
                        ? countAvailable(byDate, day.date)
                        : 0;
                    const available = count > 0;
                    const selected = day.date === selectedDate;
                    const parts = [
                      'day',
                      available && 'available',
                      selected && 'selected',
                      day.isToday && 'today',
                    ]
                      .filter(Boolean)
                      .join(' ');
                    const name = longDate(day.date, t.locale);
                    return html`<td role="gridcell" aria-selected=${selected ? 'true' : 'false'}>
                      <button
                        type="button"
                        class=${unread && !this.unread!.failure ? `${parts} loading` : parts}
                        part=${parts}
                        data-date=${day.date}
                        tabindex=${day.date === focusTarget ? '0' : '-1'}
                        aria-label=${
                          available
                            ? t.t('calendar.dayAvailable', { date: name, count })
                            : unread
                              ? `${name}, ${t.t(this.unread!.failure ? 'error.loadTimes' : 'status.loadingTimes')}`
                              : t.t('calendar.dayUnavailable', { date: name })
                        }
                        aria-disabled=${available ? 'false' : 'true'}
                        aria-current=${day.isToday ? 'date' : nothing}
                        @click=${() => available && this.#chooseDay(day.date)}
                        @focus=${() =>
                          day.date !== this.focusedDate &&
                          emitInner(this, 'calendar-focus', { date: day.date, moveFocus: false })}
                      >
                        ${dayNumber(day.date, t.locale)}
                      </button>
                    </td>`;
                  })}
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${this.#renderPanel(byDate, selectedDate, true)}
    `;
  }

  /**
   * A day's times. Beside the month, over an unseen full panel (dayPanelSkeleton): the panel keeps its size whatever
   * day is chosen. The day view's list is the whole view (no reserve: a short day would end in blank space). While
   * the times load, the full panel shows.
   */
  #renderPanel(byDate: SlotsByDate | undefined, date: string, withBack: boolean) {
    const t = this.translator;
    const month = this.view === 'month';
    // The month's widest heading ("… November 30, 2026"); the day view's own day.
    const heading = t.t('calendar.timesFor', {
      date: this.format.date(month ? endOfMonth(this.anchor) : date),
    });
    // Two lines below the times: a dense day's box is a little taller than twelve times, then "Choose another date".
    const full = (label?: string) => dayPanelSkeleton(heading, DAY_FITS, withBack ? 2 : 1, label);
    return html`<div class="slots-panel">
      ${month ? html`<div class="reserve" aria-hidden="true">${full()}</div>` : nothing}
      <div>
        ${byDate ? this.#renderDaySlots(byDate, date, withBack) : full(t.t('status.loadingTimes'))}
      </div>
    </div>`;
  }

  #renderDaySlots(byDate: SlotsByDate, date: string, withBack: boolean) {
    const t = this.translator;
    if (!date) return nothing;
    const slots = byDate.get(date) ?? [];
    const day = this.format.date(date);
    return html`
      <h3 id="slots-title">${t.t('calendar.timesFor', { date: day })}</h3>
      ${
        slots.length === 0
          ? withBack
            ? html`<p class="state">${t.t('empty.noTimesDay', { date: day })}</p>`
            : nothing
          : timeList(this.#times(), slots, date, 'slots-title', DAY_FITS, 4)
      }
      ${
        withBack && slots.length
          ? html`<button
              type="button"
              class="btn link"
              @click=${() => emitInner(this, 'calendar-days', undefined)}
            >
              ${t.t('calendar.chooseAnotherDate')}
            </button>`
          : nothing
      }
    `;
  }

  #times(): TimeListContext {
    const { translator: t, format, zone, resource, selectedInstant } = this;
    return {
      t,
      format,
      zone,
      resource,
      selectedInstant,
      choose: (slot) => emitInner(this, 'calendar-slot', { slot }),
    };
  }

  /** The time in focus as a render begins. */
  #focusedTime: string | undefined;

  /** The `data-instant` of the element in focus (this element renders into its host's tree). */
  #activeTime(): string | undefined {
    const root = this.getRootNode() as Document | ShadowRoot;
    return (root.activeElement as HTMLElement | null)?.dataset?.['instant'];
  }

  override willUpdate(): void {
    this.#focusedTime = this.#activeTime();
  }

  /**
   * A bounded list's Tab stop after every render; its chosen time in view inside it when what is shown changes (back
   * from the form, another day or view, the times arriving), not on a refresh of the same times.
   */
  override updated(changed: PropertyValues<this>): void {
    // Lit keeps a list's buttons by place: when an earlier time leaves (its notice began), the button in focus is
    // given the next time. Focus goes back to the time it was on, while that time is shown.
    const time = this.#focusedTime;
    if (time && this.#activeTime() !== time)
      this.querySelector<HTMLElement>(`[data-instant="${time}"]`)?.focus();
    denseLists(
      this,
      ['selectedInstant', 'selectedDate', 'view', 'anchor'].some((key) =>
        changed.has(key as keyof BookingCalendar),
      ) ||
        (changed.has('slots') && !changed.get('slots')),
    );
  }
}

if (!customElements.get('booking-calendar'))
  customElements.define('booking-calendar', BookingCalendar);

declare global {
  interface HTMLElementTagNameMap {
    'booking-calendar': BookingCalendar;
  }
}
