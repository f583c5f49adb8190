/**
 * The attributes of <booking-widget> as one config: anything invalid falls back to its default, so a typo in a
 * page's markup shows the default view rather than an error. Read by hand (no zod on the first paint's path);
 * test/unit/components/booking-widget/config.test.ts holds it to the schema it replaced, on any input.
 */
import { LANGUAGES } from '../../api/contract-values.js';
import type { Language } from '../../api/booking-schemas.js';
import { isIsoDate } from '../../api/value-forms.js';
// core/zone.ts remembers each answer: a render asks several times and each check builds a formatter.
import { isValidTimeZone } from '../../core/zone.js';

export const VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof VIEWS)[number];
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** The attributes as the element reads them: anything invalid falls back to its default. */
export interface WidgetConfig {
  /** Any id the service uses: digits or an opaque string (URL-encoded in paths). */
  resource: string;
  view: CalendarView;
  timezone: string;
  language: Language | undefined;
  duration: string;
  date: string;
  theme: Theme;
  /** A page of events (without `resource`): a host's (`user`, spec §4.1 `user_id`) or a page's (`page_id`). */
  user: string;
  page: string;
}

/** The value trimmed if it is a string `valid` takes, else ''. */
const trimmed = (value: unknown, valid: (value: string) => boolean): string => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text && valid(text) ? text : '';
};
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const pattern = (regexp: RegExp) => (value: string) => regexp.test(value);
const id = pattern(/^[1-9]\d{0,15}$/);

const NAMES = [
  'resource',
  'view',
  'timezone',
  'language',
  'duration',
  'date',
  'theme',
  'user',
  'page',
] as const satisfies readonly (keyof WidgetConfig)[];

/** The element's attributes as one config (before its first update: the defaults). */
export function parseConfig(element: Partial<Record<keyof WidgetConfig, unknown>>): WidgetConfig {
  const { language, date } = element;
  return {
    resource: trimmed(element.resource, () => true),
    view: oneOf(VIEWS, element.view, 'month'),
    timezone: trimmed(element.timezone, isValidTimeZone),
    language: (LANGUAGES as readonly unknown[]).includes(language)
      ? (language as Language)
      : undefined,
    duration: trimmed(element.duration, pattern(/^[1-9]\d{0,4}[mhd]$/)),
    date: isIsoDate(date) ? date : '',
    theme: oneOf(THEMES, element.theme, 'light'),
    user: trimmed(element.user, id),
    page: trimmed(element.page, id),
  };
}

/** Whether one of the attributes the config is parsed from `changed`. */
export const configChanged = (changed: { has(name: string): boolean }): boolean =>
  NAMES.some((name) => changed.has(name));
