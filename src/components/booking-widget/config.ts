/**
 * The attributes of <booking-widget> as one config, parsed by zod: anything invalid falls back to its default,
 * so a typo in a page's markup shows the default view rather than an error.
 */
import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../../api/booking-schemas.js';
import { isoDate, matches } from '../../api/schema-helpers.js';
// core/zone.ts remembers each answer: a render asks several times and each check builds a formatter.
import { isValidTimeZone } from '../../core/zone.js';

export const VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof VIEWS)[number];
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** `schema`, or `fallback` for anything it rejects (like z.catch, built from the kinds zod/mini already ships). */
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
  // A page of events (without `resource`): a host's (`user`, spec §4.1 `user_id`) or a page's (`page_id`).
  user: orElse(z.string().check(z.trim(), matches(/^[1-9]\d{0,15}$/)), ''),
  page: orElse(z.string().check(z.trim(), matches(/^[1-9]\d{0,15}$/)), ''),
});
export type WidgetConfig = z.infer<typeof WidgetConfig>;

const NAMES = Object.keys(WidgetConfig.shape) as (keyof WidgetConfig)[];

/** The element's attributes as one config (before its first update: the defaults). */
export function parseConfig(element: Partial<Record<keyof WidgetConfig, unknown>>): WidgetConfig {
  return WidgetConfig.parse(Object.fromEntries(NAMES.map((name) => [name, element[name]])));
}

/** Whether one of the attributes the config is parsed from `changed`. */
export const configChanged = (changed: { has(name: string): boolean }): boolean =>
  NAMES.some((name) => changed.has(name));
