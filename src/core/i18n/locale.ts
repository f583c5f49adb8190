import { LANGUAGES } from '../../api/contract-values.js';
import type { Language } from '../../api/booking-schemas.js';

export { LANGUAGES };
export type { Language };

/** The codes whose `Intl`/luxon locale is not the code itself; every other code is its own locale. */
const INTL_LOCALES: Partial<Record<Language, string>> = { zh: 'zh-CN', est: 'et', pt: 'pt-BR' };

/**
 * Used only where the engine has no `Intl.Locale` week data (CLDR): these weeks start on Sunday, Arabic's on
 * Saturday, the others' on Monday.
 */
const SUNDAY_FIRST: ReadonlySet<Language> = new Set<Language>([
  'en-US',
  'he',
  'hi',
  'id',
  'ja',
  'ko',
  'pt',
  'th',
]);

/** Primary subtags that name one of our languages under another code. */
const PRIMARY_ALIASES: Readonly<Record<string, Language>> = {
  en: 'en-US',
  et: 'est',
  iw: 'he',
  in: 'id',
  cmn: 'zh',
};

export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps any BCP 47 tag (or one of the spec's codes, in any letter case) to the closest of the 22 codes:
 * 'de-AT' → 'de', 'pt-BR' → 'pt', 'zh-Hant' → 'zh', 'et' → 'est', 'en-GB' → 'en-US'. Undefined when none fits.
 */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  const trimmed = tag?.trim().replaceAll('_', '-');
  if (!trimmed) return undefined;
  const exact = LANGUAGES.find((code) => code.toLowerCase() === trimmed.toLowerCase());
  if (exact) return exact;
  let primary: string;
  try {
    primary = new Intl.Locale(trimmed).language;
  } catch {
    primary = (trimmed.split('-')[0] ?? '').toLowerCase();
  }
  const aliased = PRIMARY_ALIASES[primary];
  if (aliased) return aliased;
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The language the widget speaks (DESIGN §3): the `language` attribute, else the resource's language,
 * else the first of the browser's languages we have, else en-US.
 */
export function resolveLanguage(
  requested?: string | null,
  resourceLanguage?: string | null,
  navigatorLanguages: readonly string[] = [],
): Language {
  return (
    matchLanguage(requested) ??
    matchLanguage(resourceLanguage) ??
    navigatorLanguages.map(matchLanguage).find((code) => code !== undefined) ??
    DEFAULT_LANGUAGE
  );
}

/** The locale for `Intl` and luxon: 'est' → 'et', 'zh' → 'zh-CN', 'pt' → 'pt-BR', 'en-US' → 'en-US'. */
export function intlLocale(code: Language): string {
  return INTL_LOCALES[code] ?? code;
}

/** 'rtl' for Arabic and Hebrew, the two right-to-left languages of the 22. */
export function textDirection(code: Language): 'ltr' | 'rtl' {
  return code === 'ar' || code === 'he' ? 'rtl' : 'ltr';
}

interface WeekInfo {
  readonly firstDay: number;
}
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** First day of the week for the language's locale, 1 = Monday … 7 = Sunday (luxon's weekday numbers). */
export function firstDayOfWeek(code: Language): number {
  try {
    const locale = new Intl.Locale(intlLocale(code)) as LocaleWithWeekInfo;
    const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
    const day = info?.firstDay;
    if (typeof day === 'number' && day >= 1 && day <= 7) return day;
  } catch {
    // Engines without week data use the CLDR facts below.
  }
  return code === 'ar' ? 6 : SUNDAY_FIRST.has(code) ? 7 : 1;
}

export type HourCycle = 'h11' | 'h12' | 'h23' | 'h24';

/** The locale's preferred clock: 'h12'/'h11' means a 12-hour clock with a day period, 'h23' a 24-hour clock. */
export function hourCycle(code: Language): HourCycle {
  const resolved = new Intl.DateTimeFormat(intlLocale(code), { hour: 'numeric' }).resolvedOptions();
  if (resolved.hourCycle) return resolved.hourCycle;
  return resolved.hour12 ? 'h12' : 'h23';
}

/** The language's own name, for a language picker ('de' → 'Deutsch'); `inLanguage` names it in another one. */
export function languageName(code: Language, inLanguage: Language = code): string {
  const tag = intlLocale(code);
  try {
    const names = new Intl.DisplayNames([intlLocale(inLanguage)], { type: 'language' });
    return names.of(tag.split('-')[0] ?? tag) ?? code;
  } catch {
    return code;
  }
}
