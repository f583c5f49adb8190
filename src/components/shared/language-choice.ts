/**
 * The visitor's language, chosen with the picker under the calendar and remembered in this browser (localStorage),
 * like the 12/24-hour choice: every widget of the page switches with it. What a widget speaks, first that applies:
 * - the event hides the picker (`settings.hide_language`): the `language` attribute, else the event's, else the
 *   browser's — the visitor's choice is not used;
 * - else the language picked on this page (the visitor switched for this visit), unless the site set the
 *   `language` attribute since: the later word wins;
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
/** How many times a language was picked on this page: when a widget's attribute was set, as compared with a pick. */
let picks = 0;
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

/** The picks so far on this page (a widget notes it when its `language` attribute changes). */
export const pickCount = (): number => picks;

/**
 * The language a widget with this `language` attribute (a near miss such as `de-AT` counts as `de`) and event speaks
 * now, on this page (the order is the module's comment's); `attributeSince`: the pick count when its attribute was
 * last changed (a pick before that gives way to it).
 */
export function widgetLanguage(
  attribute: string | null | undefined,
  resource?:
    | { language?: string | null | undefined; settings?: { hide_language?: boolean | null } }
    | undefined,
  attributeSince = 0,
): Language {
  const free = !resource?.settings?.hide_language;
  return (
    (free && picks > attributeSince ? picked : undefined) ??
    matchLanguage(attribute) ??
    (free ? (remembered ??= fromStorage()) : undefined) ??
    resolveLanguage(undefined, resource?.language, globalThis.navigator?.languages)
  );
}

/** Remembers `language` and switches every widget of the page (but those whose event hides the picker). */
export function chooseLanguage(language: Language): void {
  picked = remembered = language;
  picks++;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered beyond this page: the choice still applies here.
  }
  renderAll();
}

/** Tells every listener (each widget, each popup's own words) to render again. */
export function renderAll(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the visitor picks a language (or the picker arrives); returns how to stop. */
export function onLanguageChosen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
