import type { Language, TimeUnit } from '../../api/booking-schemas.js';
import { en } from './catalogs/en.js';
import type { Catalog, Message, MessageKey, PluralCategory } from './catalogs/en.js';
import { intlLocale, textDirection } from './locale.js';

/** Values for a message's `{name}` placeholders; numbers are formatted for the locale. */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly language: Language;
  /** The BCP 47 locale for `Intl` and luxon ('est' → 'et'). */
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  /**
   * The message for `key` with its placeholders filled. A plural message picks its form by
   * `params.count`. Never throws: a missing key falls back to English, then to the key itself.
   */
  t(key: MessageKey, params?: MessageParams): string;
  /** `t(keyBase, { ...params, count })`. */
  plural(keyBase: MessageKey, count: number, params?: MessageParams): string;
  formatNumber(n: number, options?: Intl.NumberFormatOptions): string;
  /**
   * A duration in minutes in the catalog's short form, each unit a plural message: '30 min', '1 h', '1 h 30 min',
   * '2 days' ('ساعة واحدة و30 دقيقة').
   */
  formatDuration(minutes: number): string;
  /**
   * A period written out in the form the policy sentence needs, a plural message per unit: (24, 'hours') →
   * '24 hours' ('за 1 минуту' in Russian: `period.minutes` is in the accusative there).
   */
  formatPeriod(value: number, unit: TimeUnit): string;
  /** Names joined as the language joins a list: 'Ana, Ben and Chloé', 'Ana、Ben、Chloé'. */
  formatList(items: readonly string[]): string;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
type Messages = Readonly<Record<string, Message | undefined>>;

/**
 * Creates a translator over `catalog` (English when omitted: other catalogs come from `loadCatalog`), with
 * English as the fallback for a key the catalog lacks.
 */
export function createTranslator(language: Language, catalog: Catalog = en as Catalog): Translator {
  const locale = intlLocale(language);
  const dir = textDirection(language);
  // Made when a message first needs them, not with the translator (ICU data loads with each).
  let pluralRules: Intl.PluralRules | undefined;
  let numberFormat: Intl.NumberFormat | undefined;
  let listFormat: Intl.ListFormat | undefined;

  const formatNumber = (n: number, options?: Intl.NumberFormatOptions): string =>
    options
      ? new Intl.NumberFormat(locale, options).format(n)
      : (numberFormat ??= new Intl.NumberFormat(locale)).format(n);

  const choose = (message: Message, count: unknown): string => {
    if (typeof message === 'string') return message;
    const category: PluralCategory =
      typeof count === 'number'
        ? ((pluralRules ??= new Intl.PluralRules(locale)).select(count) as PluralCategory)
        : 'other';
    return message[category] ?? message.other;
  };

  const fill = (text: string, params: MessageParams | undefined): string =>
    params
      ? text.replace(PLACEHOLDER, (whole, name: string) => {
          if (!Object.hasOwn(params, name)) return whole;
          const value = params[name];
          return typeof value === 'number' ? formatNumber(value) : String(value);
        })
      : text;

  const t = (key: MessageKey, params?: MessageParams): string => {
    const message = (catalog as Messages)[key] ?? (en as Messages)[key];
    return message === undefined ? key : fill(choose(message, params?.['count']), params);
  };

  const plural = (keyBase: MessageKey, count: number, params?: MessageParams): string =>
    t(keyBase, { ...params, count });

  const formatDuration = (minutes: number): string => {
    if (minutes >= 1440 && minutes % 1440 === 0)
      return t('duration.days', { count: minutes / 1440 });
    if (minutes >= 60 && minutes % 60 === 0) return t('duration.hours', { count: minutes / 60 });
    if (minutes > 60) {
      return t('duration.hoursMinutes', {
        hours: t('duration.hours', { count: Math.floor(minutes / 60) }),
        minutes: t('duration.minutes', { count: minutes % 60 }),
      });
    }
    return t('duration.minutes', { count: minutes });
  };

  const formatPeriod = (value: number, unit: TimeUnit): string =>
    t(`period.${unit}`, { count: value });

  // A list of one is that name in every language: the common single host makes no ListFormat before the first
  // times (its first one costs milliseconds of ICU data, 4× on a phone).
  const formatList = (items: readonly string[]): string =>
    items.length < 2
      ? (items[0] ?? '')
      : (listFormat ??= new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);

  return {
    language,
    locale,
    dir,
    t,
    plural,
    formatNumber,
    formatDuration,
    formatPeriod,
    formatList,
  };
}
