// What the calendar selects when times arrive: on a fresh load the first day with times; after a taken time (or
// times gone stale) the selected day while it has times, else the next day with some, else nothing (the empty
// state then says so and offers "Jump to"). Dates are literal: no test here reads the clock.
import { expect } from '@open-wc/testing';
import type { ReactiveControllerHost } from 'lit';
import { CalendarState } from '../../../../src/components/booking-widget/calendar-state.js';
import type { LocalSlot, SlotsByDate } from '../../../../src/core/regroup.js';

const host = { requestUpdate() {} } as unknown as ReactiveControllerHost;

/** One open time at 10:00 UTC on each of `dates`. */
function times(...dates: string[]): SlotsByDate {
  const slot = (date: string): LocalSlot => ({
    instant: `${date}T10:00:00Z`,
    epochMs: Date.parse(`${date}T10:00:00Z`),
    time: `${date}T10:00:00Z`,
    localDate: date,
    localTime: '10:00',
    available: 1,
    capacity: 1,
    users: [],
    freeUserIds: [],
    resourceZone: 'UTC',
    resourceDate: date,
  });
  return new Map(dates.map((date) => [date, [slot(date)]]));
}

const november = { start: '2026-11-01', end: '2026-11-30' };
const today = '2026-11-27';

describe('CalendarState: the day selected when times arrive', () => {
  it('selects the first day with times on a fresh load', () => {
    const state = new CalendarState(host);
    state.timesArrived(times('2026-11-27', '2026-11-30'), november, today);
    expect(state.selectedDate).to.equal('2026-11-27');
  });

  it('keeps the selected day after a taken time while it still has times', () => {
    const state = new CalendarState(host);
    state.timesArrived(times('2026-11-27', '2026-11-30'), november, today);
    state.selectDay('2026-11-30');
    state.keepSelection();
    state.timesArrived(times('2026-11-27', '2026-11-30'), november, today);
    expect(state.selectedDate).to.equal('2026-11-30');
  });

  it("moves to the next day with times when a taken time was the selected day's last", () => {
    const state = new CalendarState(host);
    state.timesArrived(times('2026-11-27', '2026-11-30'), november, today);
    expect(state.selectedDate).to.equal('2026-11-27');
    state.keepSelection();
    state.timesArrived(times('2026-11-30'), november, today);
    expect(state.selectedDate).to.equal('2026-11-30');
    expect(state.focusedDate).to.equal('2026-11-30');
  });

  it('prefers a later day to an earlier one, and falls back to an earlier one when no later day has times', () => {
    const state = new CalendarState(host);
    state.timesArrived(times('2026-11-27', '2026-11-28', '2026-11-30'), november, today);
    state.selectDay('2026-11-28');
    state.keepSelection();
    state.timesArrived(times('2026-11-27', '2026-11-30'), november, today);
    expect(state.selectedDate).to.equal('2026-11-30');
    state.keepSelection();
    state.timesArrived(times('2026-11-27'), november, today);
    expect(state.selectedDate).to.equal('2026-11-27');
  });

  it('selects nothing when the period has no times left (the empty state offers the next date)', () => {
    const state = new CalendarState(host);
    state.timesArrived(times('2026-11-30'), november, today);
    state.keepSelection();
    state.timesArrived(times('2026-12-01'), november, today);
    expect(state.selectedDate).to.equal('');
  });

  it('leaves the selection alone on a load nothing asked to reselect', () => {
    const state = new CalendarState(host);
    state.timesArrived(times('2026-11-27', '2026-11-30'), november, today);
    state.timesArrived(times('2026-11-30'), november, today);
    expect(state.selectedDate).to.equal('2026-11-27');
  });
});
