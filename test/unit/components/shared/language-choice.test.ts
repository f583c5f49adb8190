import { expect } from '@open-wc/testing';
import { render } from 'lit';
import {
  chooseLanguage,
  chooseWidgetLanguage,
  LANGUAGE_STORAGE_KEY,
  onLanguageChosen,
  widgetLanguage,
} from '../../../../src/components/shared/language-choice.js';
import {
  languageOptions,
  languagePicker,
} from '../../../../src/components/booking-widget/language-picker.js';
import { loadTranslator } from '../../../../src/core/i18n/index.js';

describe('which language a widget speaks', () => {
  const browser = ['fr-CA', 'en'];

  it('with nothing else set: the event’s language, else the browser’s first one it has', () => {
    expect(chooseWidgetLanguage({ resource: 'de', browser })).to.equal('de');
    expect(chooseWidgetLanguage({ browser })).to.equal('fr');
    expect(chooseWidgetLanguage({})).to.equal('en-US');
  });

  it('a language picked on this page wins over the attribute, a remembered one and the event’s', () => {
    const sources = { attribute: 'de', resource: 'ja', remembered: 'it', browser } as const;
    expect(chooseWidgetLanguage({ ...sources, picked: 'ar' })).to.equal('ar');
  });

  it('the attribute (a near miss too) wins over a choice remembered from an earlier visit', () => {
    expect(chooseWidgetLanguage({ attribute: 'de-AT', remembered: 'it', browser })).to.equal('de');
    // An attribute that names no language leaves the remembered choice.
    expect(chooseWidgetLanguage({ attribute: 'xx', remembered: 'it', browser })).to.equal('it');
    expect(chooseWidgetLanguage({ resource: 'ja', remembered: 'it', browser })).to.equal('it');
  });

  it('an event that hides the picker speaks the attribute, else its own, never the visitor’s choice', () => {
    const hidden = { hidden: true, picked: 'ar', remembered: 'it', browser } as const;
    expect(chooseWidgetLanguage({ ...hidden, resource: 'de' })).to.equal('de');
    expect(chooseWidgetLanguage({ ...hidden, resource: 'de', attribute: 'sv' })).to.equal('sv');
    expect(chooseWidgetLanguage({ ...hidden })).to.equal('fr');
  });
});

describe('the visitor’s pick', () => {
  afterEach(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));

  it('is remembered in this browser, tells every listener, and wins for the page over the attribute', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'it');
    // Read once per page: the remembered choice, below the attribute.
    expect(widgetLanguage(null, { language: 'de' })).to.equal('it');
    expect(widgetLanguage('sv', { language: 'de' })).to.equal('sv');

    let heard = 0;
    const stop = onLanguageChosen(() => heard++);
    chooseLanguage('ko');
    stop();
    chooseLanguage('ja');
    expect(heard).to.equal(1);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).to.equal('ja');
    expect(widgetLanguage('sv', { language: 'de' })).to.equal('ja');
    expect(widgetLanguage('sv', { language: 'de', settings: { hide_language: true } })).to.equal(
      'sv',
    );
  });

  it('still applies on the page when storage throws (privacy modes, full quota)', () => {
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
