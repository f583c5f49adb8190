/**
 * What a person reads when something fails, without Lit: each failure maps to a code, a catalog key and whether
 * "Try again" makes sense, per step (loading the event, its times, booking). The booking submit that never books
 * twice is in components/booking-widget/submit.ts.
 */
import { ApiError } from '../api/errors.js';
import type { MessageKey } from './i18n/catalogs/en.js';

/** Which step failed: chooses the heading of the error panel. */
export type FailedStep = 'resource' | 'availability' | 'booking';

export interface ErrorView {
  code: string;
  /** English message for `booking-error` (developers); the UI shows `key` translated. */
  message: string;
  key: MessageKey;
  params?: Record<string, string | number>;
  retryable: boolean;
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

/** Maps any failure to a code, a catalog key and whether "Try again" makes sense. */
export function describeFailure(error: unknown): ErrorView {
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : String(error);
    return { code: 'unknown', message, key: 'error.unknown', retryable: true };
  }
  const base = { code: String(error.code), message: error.message };
  if (error.status === 429 || error.code === 'rate_limited') {
    const seconds = error.retryAfterSeconds;
    return seconds && seconds > 0
      ? {
          ...base,
          key: 'error.rateLimitedSeconds',
          params: { count: Math.ceil(seconds) },
          retryable: true,
        }
      : { ...base, key: 'error.rateLimited', retryable: true };
  }
  if (error.status >= 500) return { ...base, key: 'error.server', retryable: true };
  const byCode: Record<string, [MessageKey, boolean]> = {
    network_error: ['error.offline', true],
    timeout: ['error.timeout', true],
    invalid_response: ['error.invalidResponse', true],
    unsupported_resource: ['error.notFound', false],
    aborted: ['error.unknown', true],
    slot_unavailable: ['error.slotTaken', false],
    conflict: ['error.slotTaken', false],
    not_found: ['error.notFound', false],
    // Retryable: behind a same-origin proxy that adds the key, a 401/403 can pass with a deploy.
    missing_api_key: ['error.unauthorized', true],
    invalid_api_key: ['error.unauthorized', true],
    gone: ['error.gone', false],
    payload_too_large: ['error.payloadTooLarge', true],
    invalid_request: ['error.invalidRequest', true],
    internal_error: ['error.server', true],
    // A key-adding proxy's answer for a protected event (docs/proxy.md).
    passcode_required: ['passcode.invalid', false],
    passcode_invalid: ['passcode.invalid', false],
  };
  const [key, retryable] = byCode[error.code] ?? ['error.unknown', true];
  return { ...base, key, retryable };
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
      view = { ...view, key: 'error.missingBaseUrl', retryable: false };
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

/** The event itself can't be booked (paused, or gone): a calm state with nothing to retry, not a failure. */
export const isUnavailable = (view: Pick<ErrorView, 'key'>): boolean =>
  view.key === 'error.disabled' || view.key === 'error.notFound';

/** A time picked after its notice began (by the visitor's clock) that the service no longer offers either. */
export const SLOT_PASSED: StepFailure = {
  step: 'booking',
  code: 'slot_passed',
  message: 'The time is past its notice.',
  key: 'error.slotPassed',
  retryable: false,
};
