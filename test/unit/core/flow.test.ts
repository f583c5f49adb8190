import { expect } from '@open-wc/testing';
import type { Booking } from '../../../src/api/booking-record-schemas.js';
import type { StepFailure } from '../../../src/core/failure.js';
import {
  backToTimes,
  booked,
  bookingFailed,
  eventPicked,
  initialFlow,
  listShown,
  managedDurations,
  manageRequested,
  noticeShown,
  periodChanged,
  resourceFailed,
  resourceLoaded,
  restarted,
  slotChosen,
  slotDropped,
  slotTaken,
  submitted,
  type FlowState,
} from '../../../src/core/flow.js';
import {
  manageBack,
  manageDone,
  manageFailed,
  manageKept,
  manageLoadFailed,
  manageOpened,
  manageRefused,
  manageSlotTaken,
  manageSubmitted,
  newTimeChosen,
  reasonTyped,
} from '../../../src/core/manage-flow.js';
import type { LocalSlot } from '../../../src/core/regroup.js';

const slot = {
  instant: '2026-03-03T09:00:00Z',
  epochMs: Date.parse('2026-03-03T09:00:00Z'),
  localDate: '2026-03-03',
  localTime: '09:00',
  available: 1,
} as LocalSlot;
const failure = (key: StepFailure['key'], step: StepFailure['step'] = 'booking'): StepFailure => ({
  code: 'x',
  message: 'x',
  key,
  retryable: true,
  step,
});
const booking = (id = 'b1', status: Booking['status'] = 'confirmed') =>
  ({ booking_id: id, status, duration: 30 }) as Booking;

/** Applies steps in order from the initial state. */
const run = (...steps: ((state: FlowState) => FlowState)[]) =>
  steps.reduce((state, step) => step(state), initialFlow);

describe('flow: booking a time', () => {
  it('goes loading → choosing → details → submitting → booked', () => {
    const kinds: string[] = [];
    let state = initialFlow;
    for (const step of [
      (s: FlowState) => resourceLoaded(s, false),
      (s: FlowState) => slotChosen(s, slot),
      submitted,
      (s: FlowState) => booked(s, booking()),
    ]) {
      state = step(state);
      kinds.push(state.kind);
    }
    expect(kinds).to.deep.equal(['choosing', 'details', 'submitting', 'booked']);
    expect(state).to.deep.equal({ kind: 'booked', booking: booking() });
  });

  it('back keeps the chosen time marked; another duration or zone drops it', () => {
    const back = run(
      (s) => resourceLoaded(s, false),
      (s) => slotChosen(s, slot),
      backToTimes,
    );
    expect(back).to.deep.equal({ kind: 'choosing', slot });
    expect(slotDropped(back)).to.deep.equal({ kind: 'choosing' });
    expect(slotDropped(slotChosen(back, slot))).to.deep.equal({ kind: 'choosing' });
  });

  it('a taken time returns to the calendar with the notice; another period clears it', () => {
    const taken = run(
      (s) => resourceLoaded(s, false),
      (s) => slotChosen(s, slot),
      submitted,
      (s) => slotTaken(s, failure('error.slotTaken')),
    );
    expect(taken).to.deep.equal({ kind: 'choosing', notice: failure('error.slotTaken') });
    expect(periodChanged(taken)).to.deep.equal({ kind: 'choosing' });
    // Dropping a time keeps the notice: it still says why the person is here.
    const notice = failure('error.slotTaken');
    expect(slotDropped({ kind: 'choosing', slot, notice })).to.deep.equal(taken);
  });

  it('any other failure shows the form again with the error, for a retry', () => {
    const failed = run(
      (s) => resourceLoaded(s, false),
      (s) => slotChosen(s, slot),
      submitted,
      (s) => bookingFailed(s, failure('error.offline')),
    );
    expect(failed).to.deep.equal({ kind: 'details', slot, error: failure('error.offline') });
    expect(submitted(failed)).to.deep.equal({ kind: 'submitting', slot });
  });

  it('late answers change nothing once the person has moved on', () => {
    const choosing = run((s) => resourceLoaded(s, false));
    expect(booked(choosing, booking())).to.equal(choosing);
    expect(slotTaken(choosing, failure('error.slotTaken'))).to.equal(choosing);
    expect(bookingFailed(choosing, failure('error.offline'))).to.equal(choosing);
    expect(submitted(choosing)).to.equal(choosing);
    const done = run(
      (s) => resourceLoaded(s, false),
      (s) => slotChosen(s, slot),
      submitted,
      (s) => booked(s, booking()),
    );
    expect(slotChosen(done, slot)).to.equal(done);
    expect(noticeShown(done, failure('error.offline'))).to.equal(done);
  });

  it('a failed resource load replaces the screen and resumes it once the resource arrives', () => {
    const details = run(
      (s) => resourceLoaded(s, false),
      (s) => slotChosen(s, slot),
    );
    const failed = resourceFailed(details, failure('error.offline', 'resource'));
    expect(failed.kind).to.equal('failed');
    expect(resourceFailed(failed, failure('error.server', 'resource'))).to.deep.include({
      resume: details,
    });
    expect(resourceLoaded(failed, false)).to.equal(details);
    // Another resource: the time chosen for the old one goes.
    expect(resourceLoaded(failed, true)).to.deep.equal({ kind: 'choosing' });
    expect(
      resourceLoaded(resourceFailed(initialFlow, failure('error.offline')), false),
    ).to.deep.equal({
      kind: 'choosing',
    });
  });

  it('reset returns to the calendar, except while the resource is still loading', () => {
    expect(restarted(initialFlow)).to.equal(initialFlow);
    expect(restarted({ kind: 'booked', booking: booking() })).to.deep.equal({ kind: 'choosing' });
    expect(restarted(manageOpened('cancel', booking()))).to.deep.equal({ kind: 'choosing' });
  });
});

describe('flow: managing a booking', () => {
  const newTime = { instant: '2026-03-04T10:00:00Z', endAt: '2026-03-04T10:30:00Z' };

  it('loads the booking, or says why it could not', () => {
    const loading = manageRequested('cancel', 'b1');
    expect(loading).to.deep.include({ kind: 'managing', step: 'loading', id: 'b1' });
    const failed = manageLoadFailed(loading, failure('error.notFound'));
    expect(failed).to.deep.include({ step: 'load-failed', error: failure('error.notFound') });
    expect(manageLoadFailed(failed, failure('error.offline'))).to.equal(failed);
  });

  it('reschedules: review → confirm (back) → submitting → summary', () => {
    const review = manageOpened('reschedule', booking());
    expect(review).to.deep.include({ step: 'review', id: 'b1', reason: '' });
    const confirm = newTimeChosen(review, newTime);
    expect(confirm).to.deep.include({ step: 'confirm', newTime });
    expect(manageBack(confirm)).to.deep.include({ step: 'review', newTime: undefined });
    const sending = manageSubmitted(reasonTyped(confirm, 'ill'));
    expect(sending).to.deep.include({ step: 'submitting', from: 'confirm', reason: 'ill' });
    const moved = { ...booking(), start_at: newTime.instant };
    const done = manageDone(sending, moved);
    expect(done).to.deep.include({
      step: 'summary',
      done: 'reschedule',
      record: moved,
      reason: '',
    });
  });

  it('a new time is only taken while reviewing a reschedule', () => {
    const cancel = manageOpened('cancel', booking());
    expect(newTimeChosen(cancel, newTime)).to.equal(cancel);
  });

  it('a failure returns to the step it came from with the error and the reason', () => {
    const sending = manageSubmitted(reasonTyped(manageOpened('cancel', booking()), 'ill'));
    expect(manageFailed(sending, failure('error.offline'))).to.deep.include({
      step: 'review',
      reason: 'ill',
      error: failure('error.offline'),
    });
    const confirming = manageSubmitted(
      newTimeChosen(manageOpened('reschedule', booking()), newTime),
    );
    expect(manageSlotTaken(confirming, failure('error.slotTaken'))).to.deep.include({
      step: 'review',
      newTime: undefined,
    });
    expect(manageFailed(confirming, failure('error.server'))).to.deep.include({
      step: 'confirm',
      newTime,
    });
  });

  it('a refusal shows the fresh record and keeps the refusal, also after "Keep"', () => {
    const sending = manageSubmitted(manageOpened('cancel', booking()));
    const fresh = booking('b1', 'canceled');
    const refused = manageRefused(sending, 'Too late', fresh);
    expect(refused).to.deep.include({ step: 'review', refusal: 'Too late', record: fresh });
    const kept = manageKept(refused);
    expect(kept).to.deep.include({ step: 'summary', refusal: 'Too late' });
    expect(kept.kind === 'managing' && kept.done).to.equal(undefined);
  });

  it("beside a booking being canceled or rescheduled, only the booking's own duration is offered", () => {
    const options = [{ minutes: 30 }, { minutes: 60 }];
    const record = { ...booking(), duration: 60 };
    for (const action of ['cancel', 'reschedule'] as const)
      expect(managedDurations(manageOpened(action, record), options)).to.deep.equal([
        { minutes: 60 },
      ]);
    expect(managedDurations(manageRequested('cancel', 'b1'), options)).to.equal(options);
    expect(managedDurations({ kind: 'choosing' }, options)).to.equal(options);
    expect(managedDurations({ kind: 'booked', booking: record }, options)).to.deep.equal([
      { minutes: 60 },
    ]);
  });
});

describe('flow: a page of events', () => {
  it('starts at the list, loads the event picked, and books it as usual', () => {
    const listing = listShown(initialFlow);
    expect(listing).to.deep.equal({ kind: 'listing' });
    // The resource of the event shown before is not a reason to leave the list.
    expect(resourceLoaded(listing, true)).to.equal(listing);
    expect(slotChosen(listing, slot)).to.equal(listing);
    const loading = eventPicked(listing);
    expect(loading).to.deep.equal({ kind: 'loading' });
    expect(resourceLoaded(loading, true)).to.deep.equal({ kind: 'choosing' });
    expect(
      run(
        eventPicked,
        (s) => resourceLoaded(s, true),
        (s) => slotChosen(s, slot),
      ),
    ).to.deep.equal({
      kind: 'details',
      slot,
    });
  });

  it('goes back to the list from any booking screen, but not while a booking is being sent or managed', () => {
    for (const state of [
      { kind: 'loading' },
      { kind: 'choosing', slot },
      { kind: 'details', slot },
      { kind: 'booked', booking: booking() },
      resourceFailed({ kind: 'loading' }, failure('error.notFound', 'resource')),
    ] as FlowState[])
      expect(listShown(state), state.kind).to.deep.equal({ kind: 'listing' });
    const sending: FlowState = { kind: 'submitting', slot };
    expect(listShown(sending)).to.equal(sending);
    const managing = manageRequested('cancel', 'b1');
    expect(listShown(managing)).to.equal(managing);
  });

  it('a pick is only taken from the list, and reset() keeps the list', () => {
    const choosing: FlowState = { kind: 'choosing' };
    expect(eventPicked(choosing)).to.equal(choosing);
    const listing: FlowState = { kind: 'listing' };
    expect(restarted(listing)).to.equal(listing);
  });
});
