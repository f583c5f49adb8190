/**
 * A site owner's mistakes in the markup, said once on the console: an attribute set to a value the widget can't
 * use falls back to its default (the page never breaks), and the console names the attribute, the value, what it
 * accepts and what is used instead — once per element and value, however often the element renders. Loaded
 * only when the markup may hold a mistake (console-warnings.ts).
 */
import type { Resource } from '../../api/booking-schemas.js';
import { LANGUAGES } from '../../api/contract-values.js';
import { MANAGE_ACTIONS } from '../../core/flow.js';
import {
  durationOptions,
  minutesToDurationParam,
  parseDurationParam,
  resolveDuration,
} from '../../core/duration.js';
import { THEMES, VIEWS, type WidgetConfig } from './config.js';

/** What `action` takes (with `booking`), as flow-controller.ts follows it. */
const ACTIONS: readonly string[] = MANAGE_ACTIONS;

/** What the element connects with. */
export interface Connection {
  readonly demo: boolean;
  readonly baseUrl?: string;
  readonly apiKey?: string;
}

export type Checked =
  'view' | 'theme' | 'language' | 'timezone' | 'duration' | 'date' | 'user' | 'page' | 'action';

/** The attributes (and popup options) that take one of a few words, and those words. */
const ENUMS: Partial<Record<Checked | 'position', readonly string[]>> = {
  view: VIEWS,
  theme: THEMES,
  action: ACTIONS,
  position: ['bottom-right', 'bottom-left'],
};

/** What each attribute accepts, and what is used instead of a value it doesn't. */
const RULES: Record<Checked, [accepts: string, instead: string]> = {
  view: [VIEWS.join(', '), 'month'],
  theme: [THEMES.join(', '), 'light'],
  language: [LANGUAGES.join(', '), 'the resource’s language, else the browser’s'],
  timezone: ['an IANA time zone such as America/New_York or Europe/Berlin', 'the browser’s zone'],
  duration: ['minutes, hours or days such as 30m, 1h or 1d', 'the resource’s default duration'],
  date: ['a date as YYYY-MM-DD, such as 2026-03-31', 'today'],
  user: ['a host’s user_id, a whole number such as 42', 'no page of events for a host'],
  page: ['a booking page’s page_id, a whole number such as 7', 'no page of events for a page'],
  action: [`${ACTIONS.join(' or ')}, with booking`, 'no manage screen'],
};

export class AttributeWarnings {
  /** `attribute=value` pairs already warned about. */
  readonly #warned = new Set<string>();

  /**
   * Before the element renders: its checked attributes against their `config` (as parsed) when one `changed`,
   * and its `duration` against the resource's (not while `managing`: a managed booking brings its own duration,
   * the attribute's is not in use).
   */
  update(
    element: Readonly<Record<Checked, string | undefined>> & Connection,
    config: WidgetConfig,
    changed: { has(name: string): boolean },
    resource: Resource | undefined,
    managing: boolean,
  ): void {
    this.checkConnection(element);
    if ((Object.keys(RULES) as Checked[]).some((name) => changed.has(name)))
      this.check(element, config);
    if (resource && !managing)
      this.checkOffered(
        element.duration,
        durationOptions(resource).map((option) => option.minutes),
        resolveDuration(resource),
      );
  }

  /** Warns about each attribute of `element` set to a value the widget falls back from (its `config` differs). */
  check(element: Readonly<Record<Checked, string | undefined>>, config: WidgetConfig): void {
    // `action` is not in the config: the flow follows it when it is one of ACTIONS, else ignores it.
    const parsed = { ...config, action: ACTIONS.find((word) => word === element.action?.trim()) };
    for (const name of Object.keys(RULES) as Checked[]) {
      const value = element[name];
      if (value == null || value.trim() === '' || parsed[name] === value.trim()) continue;
      const key = `${name}=${value}`;
      if (this.#warned.has(key)) continue;
      this.#warned.add(key);
      this.#warn(name, value, ...RULES[name]);
    }
  }

  /**
   * Warns when the element has no service to ask: the spec names no public address, so outside `demo` a
   * `base-url` (the service's, or a proxy's) is required, with or without an `api-key`.
   */
  checkConnection({ demo, baseUrl, apiKey }: Connection): void {
    if (demo || baseUrl?.trim() || this.#warned.has('base-url')) return;
    this.#warned.add('base-url');
    console.warn(
      `[booking-widget] base-url is missing${apiKey?.trim() ? ' (an api-key alone is not enough)' : ''}: ` +
        'set base-url to your proxy (e.g. base-url="/booking-api/v1") or the service’s address ' +
        'ending in /v1, or add demo to try the widget without a service.',
    );
  }

  /**
   * Warns about each attribute of `element` that is not one of `known` but near one (`resource-id`, `apikey`,
   * `base_url`): the widget ignores it, and the owner meant the other.
   */
  checkUnknown(attributes: readonly string[], known: readonly string[]): void {
    for (const attribute of attributes) {
      if (known.includes(attribute) || this.#warned.has(attribute)) continue;
      const meant =
        known.find((name) => name === SYNONYMS[attribute.replace(/[-_]/g, '')]) ??
        known.find((name) => near(attribute, name));
      if (!meant) continue;
      this.#warned.add(attribute);
      console.warn(
        `[booking-widget] ${attribute} is not an attribute it takes, so it is ignored; did you mean ${meant}?`,
      );
    }
  }

  /**
   * Warns, once per value, when the element's `lang` names one of the widget's languages and `language` is not set:
   * `lang` tells the browser what language the element's text is in; the widget speaks the one `language` names.
   */
  checkLang(lang: string): void {
    const meant = lang && nearLanguage(lang);
    if (!meant || this.#warned.has(`lang=${lang}`)) return;
    this.#warned.add(`lang=${lang}`);
    console.warn(
      `[booking-widget] lang="${lang}" does not choose the language it speaks (lang is the browser's); ` +
        `did you mean language="${meant}"? Using ${RULES.language[1]}.`,
    );
  }

  /** Warns, once per value, when `name` (`primary`) is set to something that is not a CSS colour. */
  checkColour(name: string, value: string | undefined): void {
    const key = `${name}=${value}`;
    if (!value || CSS.supports('color', value) || this.#warned.has(key)) return;
    this.#warned.add(key);
    this.#warn(
      name,
      value,
      'a CSS colour such as #0f766e, rgb(15 118 110) or teal',
      'the default colours',
    );
  }

  /** Warns when a well-formed `duration` is not one the resource offers (`offered`: minutes, default first). */
  checkOffered(value: string | undefined, offered: readonly number[], fallback: number): void {
    const minutes = parseDurationParam(value);
    if (minutes === undefined || offered.length === 0 || offered.includes(minutes)) return;
    const key = `duration=${value}|${offered.join()}`;
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    this.#warn(
      'duration',
      value!,
      `one of this resource's durations: ${offered.map(minutesToDurationParam).join(', ')}`,
      minutesToDurationParam(fallback),
    );
  }

  #warn(name: string, value: string, accepts: string, instead: string): void {
    warnValue(name, value, accepts, instead);
  }
}

/** Names the value and what `name` accepts, with the accepted value it most likely meant ("did you mean"). */
function warnValue(name: string, value: string, accepts: string, instead: string): void {
  const words = ENUMS[name as Checked];
  const meant = name === 'language' ? nearLanguage(value) : words && nearWord(value, words);
  console.warn(
    `[booking-widget] ${name}="${value}" is not a value it takes (` +
      (meant ? `did you mean "${meant}"? It takes ${accepts}` : accepts) +
      `); using ${instead}.`,
  );
}

/**
 * A popup (`BookingWidget.open()`, a trigger) or a floating button whose options name nothing to book or manage:
 * it does not open (adds no button), and the console says what to give it (the popup module asks once per options).
 */
export function warnNothingToBook(
  what: 'popup' | 'floatingButton',
  options: Record<string, unknown>,
): void {
  console.warn(
    what === 'popup'
      ? '[booking-widget] this popup has nothing to book, so it does not open: give the trigger ' +
          'data-booking-resource="<resource id>" (BookingWidget.open: resource), data-booking-page or ' +
          'data-booking-user for a page of events, or a booking and action.'
      : '[booking-widget] floatingButton has nothing to book, so it adds no button: give it resource, page or user.',
    options,
  );
}

/** Warns, once per value, when a floating button's `position` option is not one of its corners. */
export function checkPosition(value: string): void {
  const key = `position=${value}`;
  if (ENUMS.position!.includes(value) || warnedOptions.has(key)) return;
  warnedOptions.add(key);
  warnValue('position', value, ENUMS.position!.join(', '), 'bottom-right');
}

/** Popup option names (`name=value`) already warned about: triggers and calls repeat them on every hover and open. */
const warnedOptions = new Set<string>();
/** Other words for an option or attribute, in the plain spelling (`plainName`), with the name meant. */
const SYNONYMS: Record<string, string> = {
  lang: 'language',
  locale: 'language',
  tz: 'timezone',
  zone: 'timezone',
  color: 'primary',
  colour: 'primary',
};

/** What a popup takes besides the widget's attributes. */
const POPUP_OWN = ['primary', 'prefill', 'label', 'text', 'position', 'lock'];

/**
 * Warns about each popup option in `options` (from a trigger's or the header script tag's `data-booking-*`, or a
 * `BookingWidget` call) that it doesn't take (neither one of the widget's `attributes`, in attribute spelling
 * `base-url`, nor the popup's own) but near one: the popup ignores it, and the owner meant the other. Named both
 * ways, as the owner may have written either.
 */
export function checkOptions(
  options: Record<string, unknown>,
  attributes: readonly string[],
): void {
  const known = [...attributes, ...POPUP_OWN];
  const plain = (name: string) => name.replace(/[-_]/g, '').toLowerCase();
  const camel = (name: string) =>
    name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
  const data = (name: string) =>
    `data-booking-${camel(name).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  for (const [name, value] of Object.entries(options)) {
    const key = `${name}=${String(value)}`;
    if (known.some((option) => plain(option) === plain(name)) || warnedOptions.has(key)) continue;
    const meant =
      known.find((option) => option === SYNONYMS[plain(name)]) ??
      known.find((option) => near(name, option));
    if (!meant) continue;
    warnedOptions.add(key);
    console.warn(
      `[booking-widget] ${camel(name)} (${data(name)}) is not a popup option it takes, so it is ignored; ` +
        `did you mean ${camel(meant)} (${data(meant)})?`,
    );
  }
}

/** Codes other standards use for one of the service's languages. */
const ALIASES: Record<string, string> = { et: 'est', iw: 'he', in: 'id' };

/** The one of the service's codes `value` most likely meant (`en` → `en-US`, `pt-BR` → `pt`, `et` → `est`). */
export function nearLanguage(value: string): string | undefined {
  const primary = value.trim().toLowerCase().split(/[-_]/)[0]!;
  return (
    LANGUAGES.find((code) => code.toLowerCase() === value.trim().toLowerCase()) ??
    LANGUAGES.find((code) => code.split('-')[0] === primary) ??
    ALIASES[primary]
  );
}

/**
 * The one of `words` that `value` most likely meant: the same in another case or with spaces, one letter off or
 * two swapped (`weak` → `week`, `drak` → `dark`), or one of them with something added or cut (`weekly` → `week`,
 * `dark-mode` → `dark`, `resched` → `reschedule`).
 */
export function nearWord(value: string, words: readonly string[]): string | undefined {
  const typed = value.trim().toLowerCase();
  return (
    words.find((word) => word === typed || oneOff(typed, word)) ??
    words.find((word) => (typed.startsWith(word) || word.startsWith(typed)) && typed.length >= 3)
  );
}

/** An attribute name as written loosely: lower case, without `-`, `_` or a trailing `id`. */
const loose = (name: string) => name.toLowerCase().replace(/[-_]/g, '').replace(/id$/, '');

/** Whether `attribute` reads as `name` written loosely, or one letter off, or two next letters swapped. */
export function near(attribute: string, name: string): boolean {
  const [a, b] = [loose(attribute), loose(name)];
  return a === b || (b.length >= 4 && oneOff(a, b));
}

/** Whether `a` is `b` with one letter added, missing or changed, or two next letters swapped. */
function oneOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (
    a.slice(i + (a.length >= b.length ? 1 : 0)) === b.slice(i + (b.length >= a.length ? 1 : 0)) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}
