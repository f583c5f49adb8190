import { expect } from '@open-wc/testing';
import { render } from 'lit';
import {
  chooseLanguage,
  LANGUAGE_STORAGE_KEY,
  onLanguageChosen,
  pickCount,
  widgetLanguage,
} from '../../../../src/components/shared/language-choice.js';
import {
  languageOptions,
  languagePicker,
} from '../../../../src/components/booking-widget/language-picker.js';
import { loadTranslator, resolveLanguage } from '../../../../src/core/i18n/index.js';

// A choice remembered from an earlier visit (storage is read once per page, at the first widget's first render).
localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
/** The language the test browser's own list gives (en-US in this project's Chromium). */
const browserLanguage = resolveLanguage(undefined, undefined, navigator.languages);

// The tests of this file run in order: each builds on the page's state the one before left.
describe('which language a widget speaks', () => {
  after(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));

  it('an event that hides the picker speaks the attribute, else its own, else the browser’s — never the visitor’s', () => {
    const hiding = (language?: string) => ({ language, settings: { hide_language: true } });
    expect(widgetLanguage(null, hiding('de'))).to.equal('de');
    expect(widgetLanguage('sv', hiding('de'))).to.equal('sv');
    expect(widgetLanguage(undefined, hiding())).to.equal(browserLanguage);
  });

  it('a choice remembered from an earlier visit wins over the event’s language; the attribute (a near miss too) over it', () => {
    expect(widgetLanguage(null, { language: 'de' })).to.equal('it');
    expect(widgetLanguage('de-AT', { language: 'ja' })).to.equal('de');
    // An attribute that names no language leaves the remembered choice.
    expect(widgetLanguage('xx')).to.equal('it');
  });

  it('a language picked on this page wins over the attribute until the site sets the attribute again', () => {
    let heard = 0;
    const stop = onLanguageChosen(() => heard++);
    chooseLanguage('ko');
    stop();
    chooseLanguage('ja');
    expect(heard, 'listeners told of each pick until they stop').to.equal(1);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).to.equal('ja');
    expect(widgetLanguage('sv', { language: 'de' })).to.equal('ja');
    // The attribute changed after the pick: the site's word is the later one.
    const since = pickCount();
    expect(widgetLanguage('sv', { language: 'de' }, since)).to.equal('sv');
    chooseLanguage('ar');
    expect(widgetLanguage('sv', { language: 'de' }, since)).to.equal('ar');
    expect(widgetLanguage('sv', { language: 'de', settings: { hide_language: true } })).to.equal(
      'sv',
    );
  });

  it('a pick still applies on the page when storage throws (privacy modes, full quota)', () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      chooseLanguage('he');
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(widgetLanguage('de')).to.equal('he');
  });
});

describe('the picker', () => {
  it('lists the 22 languages once each, named in themselves, Latin script first', () => {
    const options = languageOptions();
    expect(options.map((option) => option.code).sort()).to.have.length(22);
    expect(new Set(options.map((option) => option.code)).size).to.equal(22);
    const name = (code: string) => options.find((option) => option.code === code)?.name;
    expect(name('de')).to.equal('Deutsch');
    expect(name('en-US')).to.equal('English');
    expect(name('es')).to.equal('Español');
    expect(name('ja')).to.equal('日本語');
    expect(name('ar')).to.equal('العربية');
    expect(name('id')).to.equal('Bahasa Indonesia');
    expect(options.indexOf(options.find((o) => o.code === 'de')!)).to.be.lessThan(
      options.indexOf(options.find((o) => o.code === 'ru')!),
    );
  });

  it('is a select labelled in the widget’s language, the language in use selected, each option in its own lang', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    document.body.append(host);
    render(languagePicker(root, await loadTranslator('de'), 'fr'), root);
    const select = root.querySelector('select')!;
    expect(select.labels[0]?.textContent?.trim()).to.equal('Sprache');
    expect(select.value).to.equal('fr');
    expect(select.getAttribute('part')).to.equal('language');
    expect(root.querySelector('option[value="ja"]')?.getAttribute('lang')).to.equal('ja');
    expect(root.querySelector('option[value="est"]')?.getAttribute('lang')).to.equal('et');
    // Its own styles came with it.
    expect(getComputedStyle(select.parentElement!).display).to.equal('flex');
    host.remove();
  });
});
