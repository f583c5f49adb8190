/**
 * The choosing screen of <booking-widget>: the calendar with the time-zone row under it, and what the person's
 * choices there do — a period step, a view, a day, a time (into the booking step, or the new time of a
 * reschedule), a duration, a zone. The calendar's view state is CalendarState's; the journey's, the
 * FlowController's.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import type { Resource } from '../../api/booking-schemas.js';
import { ApiError } from '../../api/errors.js';
import { usesTwelveHourClock } from '../../core/datetime-format.js';
import { durationToMinutes } from '../../core/duration.js';
import { describeStepFailure, SLOT_PASSED, type StepFailure } from '../../core/failure.js';
import { afterNextPaint } from '../../core/load-once.js';
import {
  durationChanged,
  noticeShown,
  periodChanged,
  slotChosen,
  slotDropped,
  type Notice,
} from '../../core/flow.js';
import { countAvailable, findSlot, type LocalSlot, type SlotsByDate } from '../../core/regroup.js';
import type { BookableWindow } from '../../core/calendar.js';
import { todayIn, toUtcIso } from '../../core/zone.js';
import '../booking-calendar/booking-calendar.js';
import type { UnreadDays } from '../booking-calendar/booking-calendar.js';
import type { ZoneField } from '../booking-timezone-select/zone-field.js';
import { chooseClock } from '../shared/clock-choice.js';
import { emit } from '../shared/emit.js';
import type { AvailabilityController, CalendarQuery } from './availability-controller.js';
import type { CalendarState } from './calendar-state.js';
import type { CalendarView } from './config.js';
import type { DerivedState } from './derived-state.js';
import type { BookingDateSelectedDetail, BookingSlotSelectedDetail } from './events.js';
import type { FlowController } from './flow-controller.js';
import type { FocusRouter } from './focus-router.js';
import type { FreshnessController, FreshnessSource } from './freshness-controller.js';
import { timesOnDate } from './format.js';
import type { ManageModule, WidgetPieces } from './lazy-screens.js';
import type { LiveRegion } from './live-region.js';
import { PasscodeGate } from './passcode-gate.js';
import { weekStart } from './render-cache.js';

/** Before the resource is known nothing is bookable: every day shows, none offers times, the arrows wait. */
const NOTHING_BOOKABLE: BookableWindow = { first: '9999-12-31', last: '0000-01-01' };

/** What the choosing screen uses of the widget (read when needed: they change with the language or zone). */
export interface ChoosingContext {
  data: AvailabilityController;
  calendar: CalendarState;
  flow: FlowController;
  lazy: WidgetPieces;
  zoneField: ZoneField;
  focus: FocusRouter;
  live: LiveRegion;
  /** The translator, zone, formatter, times and query of now. */
  derived: DerivedState;
  /** The widget: the person's view choice is its `view`; it sends the public events. */
  host: EventTarget &
    ReactiveControllerHost & {
      view: CalendarView;
      readonly renderRoot: HTMLElement | DocumentFragment;
      readonly isConnected: boolean;
    };
}

export class ChoosingScreen {
  readonly #c: ChoosingContext;
  /** A protected event's passcode screen, which stands in for its times until the passcode is given. */
  readonly gate: PasscodeGate;

  /** Whether the freshness controller was asked for (on the first render with times), and it once loaded. */
  #freshness = false;
  #fresh: FreshnessController | undefined;

  constructor(context: ChoosingContext) {
    this.#c = context;
    const { host, data, derived, focus, live } = context;
    this.gate = new PasscodeGate({
      host,
      data,
      query: (resource) => derived.query(resource),
      scope: () => (data.connection.demo ? 'demo' : data.connection.baseUrl),
      proxied: () => !data.connection.demo && !data.connection.apiKey,
      focus: (target) => focus.focus(target),
      announce: (text) => live.announce(text),
    });
  }

  /**
   * The times shown are asked for again when one passes its notice or the day rolls over, and a time picked after
   * its notice began is checked with the service first: a controller of its own chunk, loaded once the first times
   * are on screen (nothing goes stale before then). Without it (a failed load) the service refuses such a time when
   * it is booked, as it would a taken one.
   */
  #keepFresh(): void {
    if (this.#freshness) return;
    this.#freshness = true;
    const { host, derived, flow, calendar, data } = this.#c;
    const source: FreshnessSource = {
      slots: () => derived.slots(),
      notice: () => data.resource?.notice,
      zone: () => derived.zone,
      choosing: () => flow.state.kind === 'choosing',
      refetch: () => {
        calendar.keepSelection();
        return data.refetchTimes();
      },
    };
    // The frame that shows the first times does not wait for it: it is asked for once that frame is painted, and
    // measures what is shown at once (not at the widget's next update), from when it was shown.
    const shownAt = Date.now();
    void afterNextPaint()
      .then(() => import('./freshness-controller.js'))
      .then(
        ({ FreshnessController }) => {
          this.#fresh = new FreshnessController(host, source, shownAt);
          if (host.isConnected) this.#fresh.hostUpdated();
        },
        () => undefined,
      );
  }

  /** Says why the time picked was not taken, over the times. */
  #refuse(why: StepFailure) {
    this.#c.flow.apply((state) => noticeShown(state, why));
    this.#c.live.announce(this.#c.derived.t.t(why.key));
    this.#c.focus.focus('notice');
  }

  /**
   * Asks for the times again, then takes `slot` if the service still offers it, else says why, on the fresh times (the
   * next day's when that day has none left); offline, it goes on to the form (the service checks it when booked).
   */
  #checkLate(slot: LocalSlot) {
    const { calendar, data } = this.#c;
    // Twice: a refetch under way when the tap came (the freshness controller's) may have been asked before this
    // device's clock moved on, and the first call joins it.
    const refetch = () => (calendar.keepSelection(), data.refetchTimes());
    refetch()
      .then(refetch)
      .then(
        () => {
          const byDate = this.#c.derived.slots();
          const offered = byDate && findSlot(byDate, slot.instant);
          if (offered && offered.available > 0) this.#chooseSlot(offered, true);
          else this.#refuse(SLOT_PASSED);
        },
        () => this.#chooseSlot(slot, true),
      );
  }

  /** The events <booking-calendar> and <booking-details> send, by name; the host listens for them. */
  readonly events = {
    navigate: (e: CustomEvent<{ delta: number }>) => {
      const resource = this.#c.data.resource;
      if (!resource) return;
      const { view, today, window } = this.#c.derived.query(resource);
      this.#c.flow.apply(periodChanged);
      const day = this.#c.calendar.step(view, e.detail.delta, today, window);
      if (day) this.#emitDate(day);
    },
    view: (e: CustomEvent<{ view: CalendarView }>) => {
      this.#c.calendar.keepSelectedInView();
      this.#c.host.view = e.detail.view;
    },
    day: (e: CustomEvent<{ date: string }>) => {
      this.#c.calendar.selectDay(e.detail.date);
      this.#emitDate(e.detail.date);
      // Enter on the already selected day changes no state: the render still moves focus.
      this.#c.focus.focus('slot');
    },
    focus: (e: CustomEvent<{ date: string; moveFocus: boolean }>) => {
      const resource = this.#c.data.resource;
      if (!resource) return;
      this.#c.calendar.focusDay(e.detail.date, this.#c.derived.query(resource).visible);
      if (e.detail.moveFocus) this.#c.focus.focus('day');
    },
    slot: (e: CustomEvent<{ slot: LocalSlot }>) => this.#chooseSlot(e.detail.slot),
    /** The narrow week's day row: that day's times, said in the live region; focus stays on the row. */
    show: (e: CustomEvent<{ date: string }>) => {
      this.#c.calendar.selectDay(e.detail.date);
      this.#emitDate(e.detail.date);
    },
    jump: (e: CustomEvent<{ date: string }>) => {
      this.#c.calendar.jumpTo(e.detail.date);
      this.#emitDate(e.detail.date);
      this.#c.focus.focus(this.#c.derived.config.view === 'month' ? 'day' : 'slot');
    },
    days: () => this.#c.focus.focus('day'),
    retry: () => this.#c.data.retryTimes(),
    duration: (e: CustomEvent<{ minutes: number }>) => {
      const { flow, derived } = this.#c;
      // The booking being sent keeps the duration it was sent with.
      if (flow.state.kind === 'submitting') return;
      const onForm = flow.state.kind === 'details';
      const duration = derived.t.formatDuration(e.detail.minutes);
      this.#c.calendar.chooseDuration(e.detail.minutes);
      flow.apply((state) =>
        durationChanged(state, { key: 'calendar.durationChanged', params: { duration } }),
      );
      if (onForm) this.#c.focus.focus('notice');
    },
  };

  #emitDate(date: string) {
    const byDate = this.#c.derived.slots();
    const count = byDate ? countAvailable(byDate, date) : 0;
    emit(this.#c.host, 'booking-date-selected', {
      date,
      count,
    } satisfies BookingDateSelectedDetail);
    const t = this.#c.derived.t;
    if (byDate) this.#c.live.announce(timesOnDate(t, count, date));
  }

  #chooseSlot(slot: LocalSlot, checked = false) {
    const { lazy, flow, calendar } = this.#c;
    // A time whose notice began by this device's clock (the page slept, a timer was late, the freshness controller
    // is not in yet) needs the service's word first: this device's clock may be ahead.
    const notice = this.#c.data.resource?.notice;
    const late =
      slot.epochMs - durationToMinutes({ value: notice?.value ?? 0, type: notice?.type }) * 60_000;
    if (!checked && late < Date.now()) return this.#checkLate(slot);
    const ready = lazy.whenLoaded(
      'booking-form',
      () => this.#chooseSlot(slot, checked),
      (error) =>
        flow.apply((state) =>
          noticeShown(
            state,
            describeStepFailure(
              'booking',
              new ApiError({
                status: 0,
                code: 'network_error',
                message: String(error),
                cause: error,
              }),
            ),
          ),
        ),
    );
    if (!ready) return;
    const duration = calendar.durationMinutes;
    const state = flow.state;
    const endAt = toUtcIso(slot.epochMs + duration * 60_000);
    calendar.selectTimeOn(slot.localDate);
    if (state.kind === 'managing')
      lazy
        .module<ManageModule>('booking-manage')
        ?.chooseNewTime(flow.manageContext, { instant: slot.instant, endAt });
    else flow.apply((now) => slotChosen(now, slot));
    emit(this.#c.host, 'booking-slot-selected', {
      start_at: slot.instant,
      end_at: endAt,
      time_zone: this.#c.derived.zone,
      date: slot.localDate,
      time: slot.localTime,
      duration,
      available: slot.available,
    } satisfies BookingSlotSelectedDetail);
    if (state.kind !== 'managing') this.#c.focus.focus('form');
  }

  readonly #onZoneChange = (e: CustomEvent<{ zone: string }>) => {
    e.stopPropagation();
    this.#c.calendar.chooseZone(e.detail.zone);
    this.#c.flow.apply(slotDropped);
    const { t, format, zone } = this.#c.derived;
    this.#c.live.announce(t.t('timezone.shownIn', { zone: format.zoneName(zone) }));
  };

  /** The calendar and the time-zone row (also the reschedule screen's new-time chooser). */
  render(resource: Resource): TemplateResult {
    const { data, flow } = this.#c;
    if (this.gate.locked(resource)) return this.gate.render(resource, this.#c.derived.t);
    const query = this.#c.derived.query(resource);
    const slots = this.#c.derived.slots();
    const state = flow.state;
    const notice = state.kind === 'choosing' ? state.notice : undefined;
    const failure =
      data.timesStatus === TaskStatus.ERROR
        ? describeStepFailure('availability', data.timesError)
        : undefined;
    const rest = data.unread;
    if (slots) {
      this.#c.lazy.prefetchWhenIdle('booking-form');
      this.#keepFresh();
    }
    return this.#screen(
      query,
      this.#zoneRow(
        Boolean(resource.settings.hide_timezone),
        this.#c.derived.zoneLocked,
        Boolean(slots),
      ),
      resource,
      slots,
      failure,
      notice,
      rest && {
        from: rest.from,
        failure:
          rest.error === undefined ? undefined : describeStepFailure('availability', rest.error),
      },
    );
  }

  /**
   * While the resource loads: the calendar of the period with every day shown and none bookable yet, the times as
   * placeholders, and the zone row — the screen at its final size, so nothing moves when the times arrive.
   */
  renderLoading(): TemplateResult {
    const { t, zone, config } = this.#c.derived;
    return this.#screen(
      {
        view: config.view,
        anchor: this.#c.calendar.anchor || todayIn(zone),
        zone,
        firstDay: weekStart(t.language),
        window: NOTHING_BOOKABLE,
      },
      this.#zoneRow(false, false, false),
    );
  }

  /**
   * The loading and the loaded screen are one template: when the event arrives, the calendar and the zone row
   * rendered while it loaded are updated in place, not built again (less work before the first times).
   */
  #screen(
    query: Pick<CalendarQuery, 'view' | 'zone' | 'firstDay' | 'window'> & { anchor: string },
    zoneRow: unknown,
    resource?: Resource,
    slots?: SlotsByDate,
    failure?: StepFailure,
    notice?: Notice,
    unread?: UnreadDays,
  ): TemplateResult {
    const { data, calendar, flow } = this.#c;
    const { t, format } = this.#c.derived;
    return html`
      ${notice ? html`<p class="notice" role="alert" part="error" tabindex="-1">${t.t(notice.key, notice.params)}</p>` : nothing}
      <booking-calendar
        .translator=${t}
        .format=${format}
        .zone=${query.zone}
        .view=${query.view}
        .anchor=${query.anchor}
        .firstDay=${query.firstDay}
        .window=${query.window}
        .slots=${slots}
        .failure=${failure}
        .unread=${unread}
        .selectedDate=${resource ? calendar.selectedDate : ''}
        .focusedDate=${resource ? calendar.focusedDate : ''}
        .selectedInstant=${(resource && flow.chosenSlot?.instant) || ''}
        .search=${resource && data.search()}
        .resource=${resource}
        .placeholder=${!resource}
      ></booking-calendar>
      ${zoneRow}
    `;
  }

  #zoneRow(hidden: boolean, locked: boolean, idle: boolean) {
    const { t, format, zone } = this.#c.derived;
    return this.#c.zoneField.render({
      t,
      zone,
      zoneName: format.zoneName(zone),
      hidden,
      locked,
      onChange: this.#onZoneChange,
      hour12: usesTwelveHourClock(format.timeOptions),
      onClock: chooseClock,
      idle,
    });
  }
}
