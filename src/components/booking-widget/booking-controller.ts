/**
 * <booking-widget> without Lit: the attribute config and the mapping of failures to messages (the request
 * body and the lost-response lookup are in submit.ts; the manage screens' in-flight guard in manage.ts).
 */
import { ApiError } from '../../api/errors.js';
import { LANGUAGES, type Language } from '../../api/booking-schemas.js';
import { isIsoDate } from '../../core/calendar.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
// core/zone.ts remembers each answer: a render asks several times and each check builds a formatter.
import { isValidTimeZone } from '../../core/zone.js';

export const VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof VIEWS)[number];
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** The attributes as the element reads them: anything invalid falls back to its default. */
export interface WidgetConfig {
  resource: string;
  view: CalendarView;
  timezone: string;
  language: Language | undefined;
  duration: string;
  date: string;
  theme: Theme;
}

/** One of `allowed` as given, else `fallback`. */
const oneOf = <T>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The trimmed text when `valid` accepts it, else ''. */
const trimmed = (value: unknown, valid: (text: string) => boolean): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  return valid(text) ? text : '';
};

/**
 * Plain checks, not a schema (issue 7 budgets): a render reads the config many times (zone, view,
 * duration…), and each read is a few comparisons (time zones are remembered by core/zone.ts).
 */
export function parseConfig(attributes: Record<keyof WidgetConfig, unknown>): WidgetConfig {
  return {
    resource: trimmed(attributes.resource, (text) => /^\d+$/.test(text)),
    view: oneOf(VIEWS, attributes.view, 'month'),
    timezone: trimmed(attributes.timezone, isValidTimeZone),
    language: oneOf<Language | undefined>(LANGUAGES, attributes.language, undefined),
    duration: trimmed(attributes.duration, (text) => /^[1-9]\d{0,4}[mhd]$/.test(text)),
    date: isIsoDate(attributes.date) ? attributes.date : '',
    theme: oneOf(THEMES, attributes.theme, 'light'),
  };
}

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
  };
  const [key, retryable] = byCode[error.code] ?? ['error.unknown', true];
  return { ...base, key, retryable };
}
