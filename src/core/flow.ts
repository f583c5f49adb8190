/**
 * The journey of one <booking-widget> as one value: which screen is shown and what it shows. Every change is a
 * pure function from the current state to the next (unit-tested without a browser); the widget's flow
 * controller is the only place that calls them and keeps the result. A transition that does not apply to the
 * current state returns that state unchanged, so a late answer can never move the person somewhere else.
 *
 *   (listing ──pick──▶)
 *   loading ──resource──▶ choosing ──time──▶ details ──submit──▶ submitting ──ok──▶ booked
 *      │                   ▲  ▲                 │                   │  │              │
 *      ▼                   │  └──────back───────┘   taken (notice) ─┘  └─fails─▶ details (error)
 *   failed ──retry──▶ …    │                                                          │
 *                          └─────────── restart ◀── managing ◀── Reschedule / Cancel ─┘
 *   A page of events starts at `listing`; its "All events" link goes back there from any booking screen.
 */
import type { Booking } from '../api/booking-record-schemas.js';
import type { ErrorView, StepFailure } from './failure.js';
import type { LocalSlot } from './regroup.js';

/** What a booking can be opened for (the `action` attribute with `booking`, the confirmation's buttons). */
export const MANAGE_ACTIONS = ['reschedule', 'cancel'] as const;
export type ManageAction = (typeof MANAGE_ACTIONS)[number];

/** Reschedule and cancel: loading the booking, choosing (review), confirming a new time, the outcome. */
export type ManageStep =
  'loading' | 'load-failed' | 'review' | 'confirm' | 'submitting' | 'summary';

export interface NewTime {
  /** UTC ISO start and end of the new time. */
  instant: string;
  endAt: string;
}

export interface ManageState {
  kind: 'managing';
  action: ManageAction;
  /** The booking_id being managed. */
  id: string;
  step: ManageStep;
  /** The latest record (absent while loading or when it could not be loaded). */
  record?: Booking;
  /** The new time picked while rescheduling (step `confirm`, `submitting`). */
  newTime?: NewTime;
  /** The last request's failure (load, or the change itself). */
  error?: ErrorView;
  /** The service refused the change (409 `conflict`): its own words. */
  refusal?: string;
  /** What was done, on the summary (absent when the person kept the booking). */
  done?: ManageAction;
  /** The optional reason the person typed. */
  reason: string;
  /** The step a failed change returns to. */
  from?: 'review' | 'confirm';
}

export type FlowState =
  /** A page of events (no `resource`, but a `user` or `page`): the person picks one to book. */
  | { kind: 'listing' }
  /** The resource is being loaded: nothing to choose yet. */
  | { kind: 'loading' }
  /** The resource could not be loaded; `resume` is shown again once it is. */
  | { kind: 'failed'; failure: StepFailure; resume: FlowState }
  /**
   * The calendar; `slot` is the time chosen before going back (still marked), `notice` explains why the
   * person is back here (a time just taken, another duration chosen on the form).
   */
  | { kind: 'choosing'; slot?: LocalSlot; notice?: Notice }
  /** The form for `slot`; `error` is the last booking attempt's failure. */
  | { kind: 'details'; slot: LocalSlot; error?: StepFailure }
  | { kind: 'submitting'; slot: LocalSlot }
  | { kind: 'booked'; booking: Booking }
  | ManageState;

export type FlowKind = FlowState['kind'];

/** Why the person is back at the times: a catalog message and its values (a failure is one too). */
export type Notice = Pick<StepFailure, 'key' | 'params'>;

export const initialFlow: FlowState = { kind: 'loading' };

// ---------------------------------------------------------------------------------------------- listing

/** A page of events with nothing picked yet: its list (the widget was waiting, or the person went back). */
export function listShown(state: FlowState): FlowState {
  return state.kind === 'managing' || state.kind === 'submitting' || state.kind === 'listing'
    ? state
    : { kind: 'listing' };
}

/** An event was picked from the list: it loads, then its times are shown. */
export function eventPicked(state: FlowState): FlowState {
  return state.kind === 'listing' ? { kind: 'loading' } : state;
}

// ---------------------------------------------------------------------------------------------- booking

/** The resource arrived. A different resource than before drops the chosen time. */
export function resourceLoaded(state: FlowState, changed: boolean): FlowState {
  if (state.kind === 'loading') return { kind: 'choosing' };
  if (state.kind === 'failed') return resourceLoaded(state.resume, changed);
  if (changed && (state.kind === 'details' || state.kind === 'submitting'))
    return { kind: 'choosing' };
  return state;
}

/** The resource could not be loaded: the error replaces the screen until a retry succeeds. */
export function resourceFailed(state: FlowState, failure: StepFailure): FlowState {
  const resume = state.kind === 'failed' ? state.resume : state;
  return { kind: 'failed', failure, resume };
}

/** A time was chosen in the calendar: its form. */
export function slotChosen(state: FlowState, slot: LocalSlot): FlowState {
  if (state.kind !== 'choosing' && state.kind !== 'details') return state;
  return { kind: 'details', slot };
}

/** Something the calendar must explain (the booking step could not be loaded). */
export function noticeShown(state: FlowState, notice: StepFailure): FlowState {
  return state.kind === 'choosing' ? { ...state, notice } : state;
}

/** Another period of the calendar: a notice about the last one goes. */
export function periodChanged(state: FlowState): FlowState {
  if (state.kind !== 'choosing' || !state.notice) return state;
  return state.slot ? { kind: 'choosing', slot: state.slot } : { kind: 'choosing' };
}

/** Another duration or time zone: the chosen time no longer applies (a notice stays). */
export function slotDropped(state: FlowState): FlowState {
  if (state.kind === 'details') return { kind: 'choosing' };
  if (state.kind === 'choosing' && state.slot)
    return state.notice ? { kind: 'choosing', notice: state.notice } : { kind: 'choosing' };
  return state;
}

/**
 * Another duration chosen on the form: the time chosen no longer has that length, so the person is back at the
 * times with the reason said (never left on a form whose time silently went). Not while the booking is sent.
 */
export function durationChanged(state: FlowState, notice: Notice): FlowState {
  return state.kind === 'details' ? { kind: 'choosing', notice } : slotDropped(state);
}

/** The form's Back: the calendar, the chosen time still marked. */
export function backToTimes(state: FlowState): FlowState {
  return state.kind === 'details' ? { kind: 'choosing', slot: state.slot } : state;
}

/** The form was sent. */
export function submitted(state: FlowState): FlowState {
  return state.kind === 'details' ? { kind: 'submitting', slot: state.slot } : state;
}

/** The service booked it. */
export function booked(state: FlowState, booking: Booking): FlowState {
  return state.kind === 'submitting' ? { kind: 'booked', booking } : state;
}

/** The time was taken meanwhile: back to fresh times, saying why. */
export function slotTaken(state: FlowState, notice: StepFailure): FlowState {
  return state.kind === 'submitting' ? { kind: 'choosing', notice } : state;
}

/** The service refused named fields: the form again, each refusal on its field (no panel). */
export function fieldsRefused(state: FlowState): FlowState {
  return state.kind === 'submitting' ? { kind: 'details', slot: state.slot } : state;
}

/** Any other failure: the form again, with the error and a retry. */
export function bookingFailed(state: FlowState, error: StepFailure): FlowState {
  return state.kind === 'submitting' ? { kind: 'details', slot: state.slot, error } : state;
}

/** `reset()`: back to the calendar (a screen still waiting for its resource, or the list, stays). */
export function restarted(state: FlowState): FlowState {
  return state.kind === 'loading' || state.kind === 'failed' || state.kind === 'listing'
    ? state
    : { kind: 'choosing' };
}

/**
 * Beside a booking made, canceled or rescheduled the details state its own duration (and so its price), with
 * nothing to choose: moving a booking doesn't change its length, and a choice beside a booking made or canceled
 * would only contradict it.
 */
export function managedDurations<T extends { minutes: number }>(
  state: FlowState,
  options: T[],
): T[] {
  const record =
    state.kind === 'booked' ? state.booking : state.kind === 'managing' ? state.record : undefined;
  const fixed =
    record && (options.find((option) => option.minutes === record.duration) ?? options[0]);
  return fixed ? [{ ...fixed, minutes: record.duration }] : options;
}

// ---------------------------------------------------------------------------------------------- manage

/** The `booking` + `action` attributes ask for a booking: it is loaded. */
export function manageRequested(action: ManageAction, id: string): FlowState {
  return { kind: 'managing', action, id, step: 'loading', reason: '' };
}
