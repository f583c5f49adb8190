/**
 * Popup options (from `BookingWidget.open({...})` or a trigger's `data-booking-*` attributes) → the
 * `<booking-widget>` attributes they mirror. Values arrive as strings (data attributes) or typed values
 * (JS); both are accepted. Unknown options are ignored.
 */
import { loadTranslator } from '../../core/i18n/index.js';
import { onLanguageChosen, widgetLanguage } from '../shared/language-choice.js';
import type { Translator } from '../../core/i18n/index.js';
import type { Language } from '../../api/booking-schemas.js';
import type { ManageAction } from '../../core/policy.js';
import type { CalendarView, Theme } from '../booking-widget/config.js';

/** What `BookingWidget.open()`, `prefetch()` and `floatingButton()` accept. */
export interface PopupOptions {
  /** resource_id to book (or `booking` + `action` to manage a booking, or `page` / `user` for a page of events). */
  resource?: string | number;
  /** A booking page's events to pick from (page_id), without `resource`. */
  page?: string | number;
  /** A host's events to pick from (user_id), without `resource`. */
  user?: string | number;
  /** booking_id to manage; `data-booking-id` on a trigger. */
  booking?: string | number;
  /** `reschedule` or `cancel`, with `booking`. */
  action?: ManageAction;
  /** With `booking` behind a key-adding proxy: its `manage_token`; `data-booking-booking-token` on a trigger. */
  bookingToken?: string;
  apiKey?: string;
  baseUrl?: string;
  demo?: boolean | string;
  /** Simulated latency of the in-page mock in demo mode, milliseconds. */
  demoLatency?: number | string;
  view?: CalendarView;
  timezone?: string;
  /** One of the spec's 22 language codes. */
  language?: Language;
  duration?: string;
  date?: string;
  theme?: Theme;
  hideDetails?: boolean | string;
  /** URL template for the confirmation's manage link, with `{booking_id}` (and `{manage_token}`). */
  manageUrl?: string;
  /** Brand colour: the popup derives an accessible palette from it (`--booking-primary`, `--booking-on-primary`). */
  primary?: string;
  /** DESIGN §3 prefill: `{ name?, email?, guests?, answers? }`. */
  prefill?: Record<string, unknown>;
  /** Accessible name of the dialog (default: "Book an appointment" in the widget's language). */
  label?: string;
  /** Floating button: its text and corner. */
  text?: string;
  position?: 'bottom-right' | 'bottom-left';
  [option: string]: unknown;
}

/**
 * The `<booking-widget>` attributes options mirror, by option name in any spelling (`apiKey`, `api-key`,
 * `api_key` → `apikey`); `id` is `booking`.
 */
const ATTRIBUTES = new Map(
  'resource page user booking action booking-token api-key base-url demo demo-latency view timezone language duration date theme hide-details manage-url id'
    .split(' ')
    .map((attribute) => [plainName(attribute), attribute === 'id' ? 'booking' : attribute]),
);

/** The options a popup takes besides ATTRIBUTES' (`prefetched`: the header script's mark on a trigger). */
const OWN = /^(primary|prefill|label|text|position|lock|prefetched)$/;

/** An option's name without its spelling: `apiKey` / `api-key` / `api_key` → `apikey`. */
function plainName(name: string): string {
  return name.replace(/[-_]/g, '').toLowerCase();
}

/** A data attribute's or a JS option's boolean: present/'' /'true' → true; false/'false'/absent → false. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().toLowerCase() !== 'false';
  return value === true || (typeof value === 'number' && value !== 0);
}

/** A string or number option as trimmed text; undefined when empty or of another type. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value).trim() || undefined
    : undefined;

/** The widget attributes the options ask for, in a stable order (used to reuse the same popup). */
export function widgetAttributes(options: PopupOptions): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [name, value] of Object.entries(options)) {
    const attribute = ATTRIBUTES.get(plainName(name));
    const text =
      attribute === 'demo' || attribute === 'hide-details'
        ? toBoolean(value)
          ? ''
          : undefined
        : textOf(value);
    if (attribute && text !== undefined) attributes.set(attribute, text);
  }
  return new Map([...attributes].sort());
}

/** The connection a locked site fixes for every popup (plain names). */
const LOCKED = ['baseurl', 'apikey', 'manageurl', 'demo'];
/** Ignored overrides already named on the console (once each). */
const refused = new Set<string>();

/** An option's value as compared: demo as a boolean, the others as text. */
const same = (plain: string, value: unknown) =>
  plain === 'demo' ? toBoolean(value ?? false) : textOf(value);

/**
 * The options a popup opens with: the site's (`data-booking-*` on the header script's tag, `configure()`) under
 * its own. With the site's `lock`, base-url, api-key, manage-url and demo are the site's alone (set or not), and a
 * trigger or call naming another is ignored with a warning, once: injected markup can't send a popup, the
 * visitor's answers or the site's key elsewhere. An option name it doesn't take but near one is named on the console.
 */
export function withSite(options: PopupOptions, site: PopupOptions): PopupOptions {
  const merged = new Map<string, [string, unknown]>();
  const locked = toBoolean(site['lock'] ?? false);
  for (const [name, value] of Object.entries(site)) merged.set(plainName(name), [name, value]);
  for (const [name, value] of Object.entries(options)) {
    const plain = plainName(name);
    const fixed = locked && LOCKED.includes(plain);
    if (!fixed) merged.set(plain, [name, value]);
    else if (
      same(plain, merged.get(plain)?.[1]) !== same(plain, value) &&
      !refused.has(name + value)
    ) {
      refused.add(name + value);
      console.warn(
        `[booking-widget] this site fixes its popups' ${ATTRIBUTES.get(plain)} (lock): ${name}=${String(value)} is ignored.`,
      );
    }
  }
  merged.delete('lock');
  const result = Object.fromEntries(merged.values());
  // A name it doesn't take (`langauge`, `resourceID`…): named on the console with the one meant, by a chunk
  // loaded only then.
  if ([...merged.keys()].some((plain) => !ATTRIBUTES.has(plain) && !OWN.test(plain)))
    void import('../booking-widget/attribute-warnings.js').then(
      (warnings) => warnings.checkOptions(result, [...ATTRIBUTES.values()]),
      () => undefined,
    );
  return result;
}

/** A string option (`primary`, `label`, `text`, `position`…: `name` in lower case) whatever its spelling. */
export function stringOption(options: PopupOptions, name: string): string | undefined {
  for (const [rawName, value] of Object.entries(options)) {
    const text = plainName(rawName) === name ? textOf(value) : undefined;
    if (text) return text;
  }
  return undefined;
}

/** Identifies "the same popup": same widget attributes and brand colour → the same widget instance. */
export function popupKey(options: PopupOptions): string {
  return JSON.stringify([...widgetAttributes(options), stringOption(options, 'primary') ?? '']);
}

/** The `theme` option, when it is one of the widget's themes. */
export function themeOf(options: PopupOptions): 'light' | 'dark' | 'auto' | undefined {
  const theme = stringOption(options, 'theme');
  return /^(light|dark|auto)$/.test(theme ?? '') ? (theme as 'light' | 'dark' | 'auto') : undefined;
}

/**
 * The options' language, resolved as a widget without its event does it (the visitor's pick, the option, the
 * remembered pick); `use` gets its translator once loaded, and again each time the visitor picks another language in
 * a widget of the page.
 */
export function translate(options: PopupOptions, use: (translator: Translator) => void): void {
  const language = () => widgetLanguage(stringOption(options, 'language'));
  const apply = () =>
    void loadTranslator(language()).then(
      (translator) => {
        // A later pick's catalog may arrive first: only the language of now is used.
        if (translator.language === language()) use(translator);
      },
      () => undefined,
    );
  onLanguageChosen(apply);
  apply();
}
