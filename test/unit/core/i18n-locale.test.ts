import { expect } from '@open-wc/testing';
import { enAfterTimes } from '../../../src/core/i18n/catalogs/en-after-times.js';
import { enConfirmation } from '../../../src/core/i18n/catalogs/en-confirmation.js';
import { enDetailsExtras } from '../../../src/core/i18n/catalogs/en-details-extras.js';
import { enPasscode } from '../../../src/core/i18n/catalogs/en-passcode.js';
import {
  LANGUAGES,
  createTranslator,
  en,
  firstDayOfWeek,
  hourCycle,
  intlLocale,
  isLanguage,
  languageName,
  loadTranslator,
  matchLanguage,
  resolveLanguage,
  textDirection,
  type Catalog,
} from '../../../src/core/i18n/index.js';

describe('resolveLanguage', () => {
  it('maps regional and script variants to the spec code', () => {
    expect(resolveLanguage('de-AT')).to.equal('de');
    expect(resolveLanguage('pt-BR')).to.equal('pt');
    expect(resolveLanguage('pt-PT')).to.equal('pt');
    expect(resolveLanguage('zh-Hant')).to.equal('zh');
    expect(resolveLanguage('zh-TW')).to.equal('zh');
    expect(resolveLanguage('et')).to.equal('est');
    expect(resolveLanguage('et-EE')).to.equal('est');
    expect(resolveLanguage('en-GB')).to.equal('en-US');
    expect(resolveLanguage('en')).to.equal('en-US');
    expect(resolveLanguage('fr_CA')).to.equal('fr');
  });

  it('accepts the spec codes themselves in any letter case, and legacy tags', () => {
    for (const code of LANGUAGES) expect(resolveLanguage(code)).to.equal(code);
    expect(resolveLanguage('EN-us')).to.equal('en-US');
    expect(resolveLanguage('EST')).to.equal('est');
    expect(resolveLanguage('iw')).to.equal('he');
    expect(resolveLanguage('in')).to.equal('id');
  });

  it('prefers the attribute, then the resource language, then the browser, then en-US', () => {
    expect(resolveLanguage('ja', 'de', ['fr-FR'])).to.equal('ja');
    expect(resolveLanguage(null, 'de', ['fr-FR'])).to.equal('de');
    expect(resolveLanguage('', undefined, ['fr-FR', 'de'])).to.equal('fr');
    expect(resolveLanguage(undefined, null, ['xx', 'nb-NO', 'sv-SE'])).to.equal('sv');
    expect(resolveLanguage(undefined, undefined, ['xx-YY', 'nb'])).to.equal('en-US');
    expect(resolveLanguage()).to.equal('en-US');
  });

  it('skips values it cannot match instead of failing', () => {
    expect(resolveLanguage('klingon', 'de')).to.equal('de');
    expect(resolveLanguage('not a tag!', null, ['ko-KR'])).to.equal('ko');
    expect(matchLanguage('  ')).to.equal(undefined);
    expect(matchLanguage('tlh')).to.equal(undefined);
    expect(isLanguage('de')).to.equal(true);
    expect(isLanguage('de-DE')).to.equal(false);
  });
});

describe('locale facts', () => {
  it('hands Intl a locale for every code', () => {
    expect(intlLocale('est')).to.equal('et');
    expect(intlLocale('en-US')).to.equal('en-US');
    expect(intlLocale('zh')).to.equal('zh-CN');
    expect(intlLocale('pt')).to.equal('pt-BR');
    for (const code of LANGUAGES) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([intlLocale(code)]), code).to.have.length(1);
    }
  });

  it('writes Arabic and Hebrew right to left, the rest left to right', () => {
    const rtl = LANGUAGES.filter((code) => textDirection(code) === 'rtl');
    expect(rtl).to.deep.equal(['ar', 'he']);
  });

  it('starts the week on the locale’s first day (1 = Monday … 7 = Sunday)', () => {
    expect(firstDayOfWeek('de')).to.equal(1);
    expect(firstDayOfWeek('en-US')).to.equal(7);
    expect(firstDayOfWeek('ar')).to.equal(6);
    expect(firstDayOfWeek('he')).to.equal(7);
    expect(firstDayOfWeek('fr')).to.equal(1);
    expect(firstDayOfWeek('ja')).to.equal(7);
    expect(firstDayOfWeek('ru')).to.equal(1);
    for (const code of LANGUAGES) expect(firstDayOfWeek(code)).to.be.within(1, 7);
  });

  it('starts the week on the same day without the engine’s week data (the CLDR fallback)', () => {
    const withData = LANGUAGES.map(firstDayOfWeek);
    const proto = Intl.Locale.prototype;
    const saved = ['getWeekInfo', 'weekInfo'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
    );
    for (const [name] of saved)
      Object.defineProperty(proto, name, { value: undefined, configurable: true });
    try {
      expect(LANGUAGES.map(firstDayOfWeek)).to.deep.equal(withData);
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else Reflect.deleteProperty(proto, name);
      }
    }
  });

  it('knows which locales use a 12-hour clock', () => {
    expect(hourCycle('en-US')).to.equal('h12');
    expect(hourCycle('de')).to.equal('h23');
    expect(hourCycle('ja')).to.equal('h23');
    expect(['h11', 'h12']).to.include(hourCycle('hi'));
  });

  it('names each language in itself for a language picker', () => {
    expect(languageName('de')).to.equal('Deutsch');
    expect(languageName('ja')).to.equal('日本語');
    expect(languageName('est')).to.equal('eesti');
    expect(languageName('fr', 'en-US')).to.equal('French');
  });
});

describe('createTranslator', () => {
  it('fills placeholders and formats numbers for the locale', () => {
    const t = createTranslator('en-US').t;
    expect(t('empty.noTimesMonthNext', { month: 'March 2026', date: 'Tue, Apr 7' })).to.equal(
      'No times in March 2026 — next available: Tue, Apr 7',
    );
    expect(t('calendar.spotsLeft', { count: 1200, max: 5000 })).to.equal(
      '1,200 of 5,000 spots left',
    );
    const de = createTranslator('de', {
      ...en,
      ...enAfterTimes,
      ...enConfirmation,
      ...enPasscode,
      ...enDetailsExtras,
      'calendar.seatsLeft': { one: '{count} Platz', other: '{count} Plätze' },
    });
    expect(de.t('calendar.seatsLeft', { count: 1500 })).to.equal('1.500 Plätze');
  });

  it('chooses the plural form by count with the locale’s rules', async () => {
    const english = createTranslator('en-US');
    expect(english.plural('calendar.dayAvailable', 1, { date: 'Tuesday' })).to.equal(
      'Tuesday, 1 time available',
    );
    expect(english.plural('calendar.dayAvailable', 5, { date: 'Tuesday' })).to.equal(
      'Tuesday, 5 times available',
    );
    const ru = await loadTranslator('ru');
    expect(ru.plural('duration.days', 1)).to.equal('1 день');
    expect(ru.plural('duration.days', 3)).to.equal('3 дня');
    expect(ru.plural('duration.days', 5)).to.equal('5 дней');
    expect(ru.plural('duration.days', 21)).to.equal('21 день');
    expect(ru.plural('duration.days', 1.5)).to.equal('1,5 дня');
    const ar = await loadTranslator('ar');
    const arDays = [0, 1, 2, 3, 11, 100].map((n) => ar.plural('duration.days', n));
    expect(new Set(arDays).size).to.equal(6);
    expect(arDays[1]).to.equal('يوم واحد');
    expect(arDays[2]).to.equal('يومان');
  });

  it('never throws: missing keys fall back to English, then to the key; missing params stay visible', () => {
    const partial = { 'calendar.full': 'Ausgebucht' } as unknown as Catalog;
    const de = createTranslator('de', partial);
    expect(de.t('calendar.full')).to.equal('Ausgebucht');
    expect(de.t('popup.close')).to.equal('Close');
    expect(de.t('no.such.key' as 'popup.close')).to.equal('no.such.key');
    expect(de.t('empty.jumpTo')).to.equal('Jump to {date}');
    expect(createTranslator('en-US').t('calendar.seatsLeft')).to.equal('{count} seats left');
  });

  it('reports language, Intl locale and direction', async () => {
    const he = await loadTranslator('he');
    expect([he.language, he.locale, he.dir]).to.deep.equal(['he', 'he', 'rtl']);
    const est = await loadTranslator('est');
    expect([est.language, est.locale, est.dir]).to.deep.equal(['est', 'et', 'ltr']);
    expect(est.t('calendar.full')).to.equal('Täis broneeritud');
  });

  it('writes durations in the catalog’s short form and periods in full, each unit a plural message', async () => {
    const english = createTranslator('en-US');
    expect([15, 30, 60, 90, 120, 1440, 2880].map((m) => english.formatDuration(m))).to.deep.equal([
      '15 min',
      '30 min',
      '1 h',
      '1 h 30 min',
      '2 h',
      '1 day',
      '2 days',
    ]);
    expect(english.formatPeriod(24, 'hours')).to.equal('24 hours');
    expect(english.formatPeriod(1, 'days')).to.equal('1 day');
    const de = await loadTranslator('de');
    expect(de.formatDuration(90)).to.equal('1 Std. 30 Min.');
    expect(de.formatPeriod(24, 'hours')).to.equal('24 Stunden');
    expect(de.formatPeriod(2, 'days')).to.equal('2 Tagen');
    expect(de.formatNumber(1234.5)).to.equal('1.234,5');
    // The policy sentence's case: "за 1 минуту", "за 24 часа", "за 5 дней".
    const ru = await loadTranslator('ru');
    expect(ru.formatPeriod(1, 'minutes')).to.equal('1 минуту');
    expect(ru.formatPeriod(24, 'hours')).to.equal('24 часа');
    expect(ru.formatPeriod(5, 'days')).to.equal('5 дней');
    const ar = await loadTranslator('ar');
    expect(ar.formatDuration(1)).to.equal('دقيقة واحدة');
    expect(ar.formatDuration(2)).to.equal('دقيقتان');
    expect(ar.formatDuration(5)).to.equal('5 دقائق');
    expect(ar.formatDuration(30)).to.equal('30 دقيقة');
    expect(ar.formatDuration(90)).to.equal('ساعة واحدة و30 دقيقة');
    const hi = await loadTranslator('hi');
    expect(hi.formatDuration(60)).to.equal('1 घंटा');
    expect(hi.formatDuration(120)).to.equal('2 घंटे');
    expect(hi.formatPeriod(24, 'hours')).to.equal('24 घंटे');
  });
});

describe('loadTranslator', () => {
  it('gives one translator per language, English the one a widget starts with', async () => {
    const { englishTranslator, loadTranslator } = await import('../../../src/core/i18n/index.js');
    expect(await loadTranslator('de')).to.equal(await loadTranslator('de'));
    expect(await loadTranslator('en-US')).to.equal(englishTranslator());
    expect((await loadTranslator('de')).t('calendar.viewMonth')).to.not.equal(
      englishTranslator().t('calendar.viewMonth'),
    );
  });
});
