/**
 * The visitor's language, chosen with the picker under the calendar and remembered in this browser (localStorage),
 * like the 12/24-hour choice: every widget of the page switches with it. What a widget speaks, first that applies:
 * - the event hides the picker (`settings.hide_language`): the `language` attribute, else the event's, else the
 *   browser's — the visitor's choice is not used;
 * - else the language picked on this page (the visitor switched for this visit);
 * - the `language` attribute (the site's word wins over a choice remembered from an earlier visit);
 * - the choice remembered from an earlier visit;
 * - the event's language, else the browser's, else English.
 * Storage may be missing or throw (privacy modes, sandboxed frames, a full quota): the choice then lasts as long as
 * the page.
 */
import { isLanguage, matchLanguage, resolveLanguage } from '../../core/i18n/locale.js';
import type { Language } from '../../api/booking-schemas.js';

export const LANGUAGE_STORAGE_KEY = 'booking-widget:language';

/** Picked on this page (wins over the attribute and over storage, which another tab may change). */
let picked: Language | undefined;
/** Read from storage once per page: undefined not read yet, null nothing stored. */
let remembered: Language | null | undefined;
const listeners = new Set<() => void>();

function fromStorage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export interface LanguageSources {
  /** The `language` attribute (any tag; a near miss such as `de-AT` counts as `de`). */
  attribute?: string | null | undefined;
  /** The event's `language`. */
  resource?: string | null | undefined;
  /** The event's `settings.hide_language`. */
  hidden?: boolean | null | undefined;
  /** Picked on this page. */
  picked?: Language | undefined;
  /** Remembered from an earlier visit. */
  remembered?: Language | null | undefined;
  browser?: readonly string[];
}

/** The language a widget speaks, from what it knows (see the module's comment for the order). */
export function chooseWidgetLanguage(sources: LanguageSources): Language {
  const { attribute, resource, hidden, browser = [] } = sources;
  if (hidden) return resolveLanguage(attribute, resource, browser);
  return (
    sources.picked ??
    matchLanguage(attribute) ??
    sources.remembered ??
    resolveLanguage(undefined, resource, browser)
  );
}

/** The language a widget with these attributes and event speaks now, on this page. */
export function widgetLanguage(
  attribute: string | null | undefined,
  resource?:
    | { language?: string | null | undefined; settings?: { hide_language?: boolean | null } }
    | undefined,
): Language {
  remembered ??= fromStorage();
  return chooseWidgetLanguage({
    attribute,
    resource: resource?.language,
    hidden: resource?.settings?.hide_language,
    picked,
    remembered,
    browser: globalThis.navigator?.languages ?? [],
  });
}

/** Remembers `language` and switches every widget of the page (but those whose event hides the picker). */
export function chooseLanguage(language: Language): void {
  picked = remembered = language;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered beyond this page: the choice still applies here.
  }
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the visitor picks a language; returns how to stop. */
export function onLanguageChosen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
