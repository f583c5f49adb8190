/**
 * The widget's languages: catalogs for the spec's 22 codes, locale facts and a translator.
 * English (`catalogs/en.ts`, the source and the fallback of every other catalog) is bundled; every other
 * catalog is its own lazily imported module (see `loadCatalog`).
 */
import type { Language } from '../../api/booking-schemas.js';
import { en } from './catalogs/en.js';
import type { Catalog } from './catalogs/en.js';
import { createTranslator } from './translator.js';
import type { Translator } from './translator.js';

export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguage,
  matchLanguage,
  resolveLanguage,
  intlLocale,
  textDirection,
  firstDayOfWeek,
  hourCycle,
  languageName,
} from './locale.js';
export type { Language, HourCycle } from './locale.js';
export { en } from './catalogs/en.js';
export type { Catalog, Message, MessageKey, PluralCategory, PluralMessage } from './catalogs/en.js';
export { createTranslator } from './translator.js';
export type { MessageParams, Translator } from './translator.js';

type CatalogModule = { readonly default: Catalog };

// One literal import() per language, so bundlers emit each catalog as its own chunk.
const LOADERS: { readonly [L in Exclude<Language, 'en-US'>]: () => Promise<CatalogModule> } = {
  ar: () => import('./catalogs/ar.js'),
  zh: () => import('./catalogs/zh.js'),
  da: () => import('./catalogs/da.js'),
  nl: () => import('./catalogs/nl.js'),
  est: () => import('./catalogs/est.js'),
  fr: () => import('./catalogs/fr.js'),
  de: () => import('./catalogs/de.js'),
  el: () => import('./catalogs/el.js'),
  he: () => import('./catalogs/he.js'),
  hi: () => import('./catalogs/hi.js'),
  id: () => import('./catalogs/id.js'),
  it: () => import('./catalogs/it.js'),
  ja: () => import('./catalogs/ja.js'),
  ko: () => import('./catalogs/ko.js'),
  pt: () => import('./catalogs/pt.js'),
  ru: () => import('./catalogs/ru.js'),
  es: () => import('./catalogs/es.js'),
  sv: () => import('./catalogs/sv.js'),
  th: () => import('./catalogs/th.js'),
  tr: () => import('./catalogs/tr.js'),
  vi: () => import('./catalogs/vi.js'),
};

/** The catalog for `language`: English at once, any other by a dynamic import of its own module. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  if (language === 'en-US') return en as Catalog;
  const module = await LOADERS[language]();
  return module.default;
}

/**
 * One translator per language for the page (a translator holds no state of its own): a widget that asks again,
 * as when its event's language arrives, gets the one it renders with, and nothing it shows is drawn again.
 */
const translators = new Map<Language, Translator>();

function translatorOf(language: Language, catalog: Catalog): Translator {
  let translator = translators.get(language);
  if (!translator) translators.set(language, (translator = createTranslator(language, catalog)));
  return translator;
}

/** English's translator, at once: what a widget renders with until its own language has loaded. */
export const englishTranslator = (): Translator => translatorOf('en-US', en as Catalog);

/** Loads the language's catalog and returns its translator. */
export async function loadTranslator(language: Language): Promise<Translator> {
  return translators.get(language) ?? translatorOf(language, await loadCatalog(language));
}
