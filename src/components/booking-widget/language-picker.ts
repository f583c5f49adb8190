/**
 * The visitor's language picker (part `language`): a labelled select of the 22 languages, each named in itself
 * ("Deutsch", "日本語") and marked with its own `lang`, in the order of a multilingual list (Latin script first).
 * Its own chunk, loaded when the browser is idle once the event is known (widget-language.ts holds its place).
 */
import { css, html } from 'lit';
import type { Language } from '../../api/booking-schemas.js';
import { intlLocale, languageName, LANGUAGES, type Translator } from '../../core/i18n/index.js';
import { adoptInto } from '../shared/adopt.js';
import { chooseLanguage } from '../shared/language-choice.js';

/** The row's height is the widget sheet's (`.language-row`): its place is held before this chunk is there. */
const styles = css`
  .language-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
    align-items: center;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .language-row select {
    min-height: inherit;
    max-width: 100%;
    padding: 0.25rem 0.5rem;
    font: inherit;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid color-mix(in srgb, var(--_fg) 60%, var(--_bg));
    border-radius: var(--_radius);
  }
`;

interface LanguageOption {
  code: Language;
  locale: string;
  name: string;
}

let options: LanguageOption[] | undefined;

/** The 22 languages named in themselves, capitalised as a list item ("Español", not "español"), sorted. */
export function languageOptions(): LanguageOption[] {
  if (options) return options;
  const collator = new Intl.Collator('en');
  return (options = LANGUAGES.map((code) => {
    const locale = intlLocale(code);
    // CLDR names Indonesian "Indonesia" in itself; lists of languages write its full name.
    const name = code === 'id' ? 'Bahasa Indonesia' : languageName(code);
    return { code, locale, name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  }).sort((a, b) => collator.compare(a.name, b.name)));
}

const pick = (e: Event) => chooseLanguage((e.target as HTMLSelectElement).value as Language);

/** The picker with `current` selected, labelled in `t`'s language (its styles added to `root` once). */
export function languagePicker(root: Node, t: Translator, current: Language) {
  adoptInto(root, styles);
  return html`<p class="language-row">
    <label for="language-picker">${t.t('language.label')}</label>
    <select id="language-picker" part="language" @change=${pick}>
      ${languageOptions().map(
        ({ code, locale, name }) =>
          html`<option value=${code} lang=${locale} .selected=${code === current}>${name}</option>`,
      )}
    </select>
  </p>`;
}
