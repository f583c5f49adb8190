/**
 * <booking-widget> without Lit: the attribute config and the mapping of failures to messages (the request
 * body and the lost-response lookup are in submit.ts; the manage screens' in-flight guard in manage.ts).
 */
import * as z from 'zod/mini';
import { ApiError } from '../../api/errors.js';
import { LANGUAGES, type Language } from '../../api/booking-schemas.js';
import { isoDate, matches } from '../../api/schema-helpers.js';
import type { MessageKey } from '../../core/i18n/catalogs/en.js';
// core/zone.ts remembers each answer: a render asks several times and each check builds a formatter.
import { isValidTimeZone } from '../../core/zone.js';

export const VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof VIEWS)[number];
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** `schema`, or `fallback` for anything it rejects (z.catch without a schema kind of its own: issue 7 budgets). */
const orElse = <T extends z.core.SomeType>(schema: T, fallback: z.output<T>) =>
  z.union([
    schema,
    z._default(z.custom<z.output<T>>().check(z.overwrite(() => fallback)), fallback as never),
  ]);

/** The attributes as the element reads them: anything invalid falls back to its default. */
export const WidgetConfig = z.object({
  // Any id the service uses: digits or an opaque string (URL-encoded in paths).
  resource: orElse(z.string().check(z.trim(), z.minLength(1)), ''),
  view: orElse(z.enum(VIEWS), 'month'),
  timezone: orElse(z.string().check(z.trim(), z.refine(isValidTimeZone)), ''),
  language: orElse(z.enum(LANGUAGES), undefined as unknown as Language),
  duration: orElse(z.string().check(z.trim(), matches(/^[1-9]\d{0,4}[mhd]$/)), ''),
  date: orElse(isoDate(), ''),
  theme: orElse(z.enum(THEMES), 'light'),
});
export type WidgetConfig = z.infer<typeof WidgetConfig>;

let lastConfig:
  { attributes: Record<keyof WidgetConfig, unknown>; config: WidgetConfig } | undefined;

/** Parsed once per set of values: a render reads the config many times (zone, view, duration…). */
export function parseConfig(attributes: Record<keyof WidgetConfig, unknown>): WidgetConfig {
  const last = lastConfig;
  if (
    last &&
    (Object.keys(attributes) as (keyof WidgetConfig)[]).every(
      (name) => last.attributes[name] === attributes[name],
    ) &&
    Object.keys(last.attributes).length === Object.keys(attributes).length
  )
    return { ...last.config };
  const config = WidgetConfig.parse(attributes);
  lastConfig = { attributes: { ...attributes }, config };
  return { ...config };
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
