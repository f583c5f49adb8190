/**
 * The reschedule / cancel part of the journey (core/flow.ts `ManageState`): pure transitions between its steps,
 * loaded with the manage screens. Like the booking transitions, each returns the state unchanged when it does
 * not apply.
 *
 *   loading ──▶ review ──new time──▶ confirm ──submit──▶ submitting ──ok──▶ summary
 *      │          ▲  ▲                  │                    │
 *      ▼          │  └──────back────────┘    taken / refused ┤ (review) · other failure: the step it came from
 *   load-failed   └─────────────── keep ──▶ summary          ▼
 */
import type { Booking } from '../api/booking-record-schemas.js';
import type { ErrorView } from './failure.js';
import type { FlowState, ManageState, ManageStep, NewTime } from './flow.js';
import type { ManageAction } from './policy.js';
import type { SlotsByDate } from './regroup.js';

const manage = (
  base: Pick<ManageState, 'action' | 'id'>,
  step: ManageStep,
  rest: Partial<ManageState> = {},
): ManageState => ({
  kind: 'managing',
  action: base.action,
  id: base.id,
  step,
  reason: '',
  ...rest,
});

/** The booking could not be loaded. */
export function manageLoadFailed(state: FlowState, error: ErrorView): FlowState {
  return state.kind === 'managing' && state.step === 'loading'
    ? manage(state, 'load-failed', { error })
    : state;
}

/** The booking is known (loaded, or handed over by the confirmation's Reschedule / Cancel): review it. */
export function manageOpened(action: ManageAction, record: Booking): FlowState {
  return manage({ action, id: record.booking_id }, 'review', { record });
}

/** A new time was picked while rescheduling. */
export function newTimeChosen(state: FlowState, newTime: NewTime): FlowState {
  if (state.kind !== 'managing' || state.action !== 'reschedule' || state.step !== 'review')
    return state;
  return { ...state, step: 'confirm', newTime, error: undefined };
}

/** The reason field changed. */
export function reasonTyped(state: FlowState, reason: string): FlowState {
  return state.kind === 'managing' ? { ...state, reason } : state;
}

/** Back from confirming a new time to the calendar. */
export function manageBack(state: FlowState): FlowState {
  return state.kind === 'managing' && state.step === 'confirm'
    ? { ...state, step: 'review', newTime: undefined, error: undefined }
    : state;
}

/** "Keep this booking": the booking as it is. */
export function manageKept(state: FlowState): FlowState {
  return state.kind === 'managing' && state.record
    ? manage(state, 'summary', { record: state.record, reason: state.reason, ...kept(state) })
    : state;
}

/** A refusal stays known for the booking's lifetime on screen: the policy text depends on it. */
const kept = (state: ManageState) => (state.refusal ? { refusal: state.refusal } : {});

/** The change was sent. */
export function manageSubmitted(state: FlowState): FlowState {
  if (state.kind !== 'managing' || (state.step !== 'review' && state.step !== 'confirm'))
    return state;
  return { ...state, step: 'submitting', from: state.step, error: undefined };
}

/** The service made the change: the updated booking. */
export function manageDone(state: FlowState, updated: Booking): FlowState {
  return state.kind === 'managing' && state.step === 'submitting'
    ? manage(state, 'summary', { record: updated, done: state.action })
    : state;
}

/** The service refused the change (its policy, or the booking changed): its state, nothing offered. */
export function manageRefused(state: FlowState, refusal: string, record?: Booking): FlowState {
  if (state.kind !== 'managing' || state.step !== 'submitting') return state;
  const latest = record ?? state.record;
  return manage(state, 'review', {
    ...(latest ? { record: latest } : {}),
    reason: state.reason,
    refusal,
  });
}

/** The new time was just taken: pick again. */
export function manageSlotTaken(state: FlowState, error: ErrorView): FlowState {
  return state.kind === 'managing' && state.step === 'submitting'
    ? { ...state, step: 'review', newTime: undefined, error }
    : state;
}

/** Any other failure: the same screen again with the error (the reason kept). */
export function manageFailed(state: FlowState, error: ErrorView): FlowState {
  return state.kind === 'managing' && state.step === 'submitting'
    ? { ...state, step: state.from ?? 'review', error }
    : state;
}

// ---------------------------------------------------------------------------------------------- calendar

/** The booking being rescheduled, if any. */
const rescheduling = (state: FlowState): Booking | undefined =>
  state.kind === 'managing' && state.action === 'reschedule' ? state.record : undefined;

/** The duration the calendar asks for while rescheduling: the booking's (`45m`). */
export function rescheduleDuration(state: FlowState): string | undefined {
  const record = rescheduling(state);
  return record ? `${record.duration}m` : undefined;
}

/** While rescheduling, the booking's current time is not offered as a new one. */
export function rescheduleTimes(state: FlowState, byDate: SlotsByDate): SlotsByDate {
  const record = rescheduling(state);
  if (!record) return byDate;
  const current = Date.parse(record.start_at);
  const filtered: SlotsByDate = new Map();
  for (const [date, slots] of byDate)
    filtered.set(
      date,
      slots.filter((slot) => slot.epochMs !== current),
    );
  return filtered;
}
