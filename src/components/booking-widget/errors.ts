/**
 * Network faults of <booking-widget> (issue 6), without Lit: which plain-words message a failure of each
 * step shows and whether "Try again" is offered. The booking submit that never books twice is in submit.ts
 * (loaded with the booking step).
 */
import { ApiError } from '../../api/errors.js';
import { describeFailure, type ErrorView, type FailedStep } from './booking-controller.js';

/** Client timeout when the `timeout` attribute is absent or not a positive number (ms). */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Shortest accepted `timeout` (ms): anything lower would fail even a healthy service. */
export const MIN_TIMEOUT_MS = 100;

/** The `timeout` attribute (milliseconds) → the client's per-attempt timeout. */
export function parseTimeout(value: unknown): number {
  const ms = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(ms) || ms <= 0) return DEFAULT_TIMEOUT_MS;
  return Math.max(MIN_TIMEOUT_MS, Math.round(ms));
}

/** What went wrong once the lost-response lookup ran (the widget adds a second sentence for it). */
export type LookupOutcome =
  /** The failure can't have created a booking (4xx, 5xx, 429, refused before sending). */
  | 'not-needed'
  /** The lookup answered: no booking exists, a retry is safe. */
  | 'not-booked'
  /** The lookup failed too: unknown; the next submit looks up first. */
  | 'unknown';

export interface StepFailure extends ErrorView {
  step: FailedStep;
  /** Booking step only: what the lookup after a lost answer found out. */
  lookup?: LookupOutcome;
}

/**
 * The person-facing view of a failure at a step. Same as `describeFailure` except where the step
 * changes the meaning: a 409 while loading the event or its times is not "that time was taken" but a
 * refused read worth retrying; at the booking step every failure except a taken time (handled by
 * going back to the calendar) and a wrong setup can be retried with the kept answers.
 */
export function describeStepFailure(
  step: FailedStep,
  error: unknown,
  lookup?: LookupOutcome,
): StepFailure {
  let view: ErrorView = describeFailure(error);
  if (error instanceof ApiError) {
    if (error.code === 'missing_resource')
      view = { ...view, key: 'error.missingResource', retryable: false };
    else if (error.code === 'disabled') view = { ...view, key: 'error.disabled', retryable: false };
    else if (error.code === 'missing_base_url')
      view = { ...view, key: 'error.unauthorized', retryable: false };
    else if (error.status === 409 && step !== 'booking')
      view = { ...view, key: 'error.loadRefused', retryable: true };
    else if (error.status === 409 && error.code !== 'slot_unavailable')
      // 409 `conflict` at POST /bookings: duplicates prevented or the event stopped taking bookings.
      view = { ...view, key: 'error.bookingRefused', retryable: true };
  }
  return { ...view, step, ...(lookup ? { lookup } : {}) };
}

/** The `booking-error` event detail: `{ code, message, step }`. */
export function errorDetail(failure: StepFailure): {
  code: string;
  message: string;
  step: FailedStep;
} {
  return { code: failure.code, message: failure.message, step: failure.step };
}
