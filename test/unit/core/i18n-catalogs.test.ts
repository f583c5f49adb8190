import { expect } from '@open-wc/testing';
// English whole: the strings of the screens after the times join it when loaded.
import '../../../src/core/i18n/english-after-times.js';
import '../../../src/core/i18n/english-confirmation.js';
import '../../../src/core/i18n/english-details-extras.js';
import '../../../src/core/i18n/english-passcode.js';
import {
  LANGUAGES,
  createTranslator,
  en,
  intlLocale,
  loadCatalog,
  type Catalog,
  type Language,
  type Message,
  type PluralCategory,
} from '../../../src/core/i18n/index.js';

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const placeholders = (text: string): Set<string> =>
  new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''));
const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message);
const union = (message: Message): Set<string> =>
  new Set(forms(message).flatMap((form) => [...placeholders(form)]));
const sorted = (set: Iterable<string>): string[] => [...set].sort();

const english: Readonly<Record<string, Message>> = en;
const others = LANGUAGES.filter((code): code is Exclude<Language, 'en-US'> => code !== 'en-US');

/** Categories a locale's rules pick for exactly one whole number: a form there may spell the number out. */
function singleValueCategories(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  const hits = new Map<string, number>();
  for (let n = 0; n <= 1000; n++) {
    const category = rules.select(n);
    hits.set(category, (hits.get(category) ?? 0) + 1);
  }
  return new Set([...hits].filter(([, count]) => count === 1).map(([category]) => category));
}

// Strings that may stay as in English anywhere: product names, placeholder patterns, SI-style unit symbols.
const SAME_EVERYWHERE = new Set([
  'Google Meet',
  'Zoom',
  'Zoho Meeting',
  'Microsoft Teams',
  'GoTo Meeting',
  'Webex',
  'join.me',
  'Outlook',
  '{time}, {date}, {zone}',
  '{time} {seats}, {date}, {zone}',
  '{date}, {time}',
  '{count} min',
  '{count} h',
  '{hours} {minutes}',
]);
// Words several languages legitimately share with English.
const SHARED_WORDS = new Set(['Team', 'Email', 'Date', 'Week', 'Google Calendar']);
const SHARED_WORDS_MAX = 4;

// Non-Latin scripts: every translated message must contain at least one letter of the language's script.
const SCRIPTS: Partial<Record<Language, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  he: /\p{Script=Hebrew}/u,
  el: /\p{Script=Greek}/u,
  ru: /\p{Script=Cyrillic}/u,
  hi: /\p{Script=Devanagari}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  th: /\p{Script=Thai}/u,
};

const catalogs = new Map<Language, Readonly<Record<string, Message>>>();

describe('English', () => {
  it('is one module: every screen’s strings resolve before any screen has loaded', async () => {
    const t = createTranslator('en-US');
    expect(t.t('calendar.timesFor', { date: 'May 4' })).to.equal('Times for May 4');
    expect(t.t('form.name')).to.equal('Your name');
    expect(t.t('confirmation.booked')).to.equal('You’re booked');
    expect(t.t('manage.cancelTitle')).to.equal('Cancel this booking?');
    expect(createTranslator('de', {} as Catalog).t('form.name'), 'fallback to English').to.equal(
      'Your name',
    );
    expect(await loadCatalog('en-US')).to.equal(en);
  });
});

describe('i18n catalogs', () => {
  before(async () => {
    for (const code of others) catalogs.set(code, (await loadCatalog(code)) as Catalog);
  });

  it('load for all 22 codes, English at once and every other one from its own module', async () => {
    expect(LANGUAGES).to.have.length(22);
    expect(await loadCatalog('en-US')).to.equal(en);
    for (const code of others) expect(catalogs.get(code), code).to.not.equal(en);
    expect((await loadCatalog('de'))['calendar.full']).to.equal('Ausgebucht');
    expect((await loadCatalog('ja'))['calendar.full']).to.equal('満席');
  });

  for (const code of others) {
    describe(code, () => {
      it('has exactly the keys of the English catalog', () => {
        const catalog = catalogs.get(code) ?? {};
        const missing = Object.keys(english).filter((key) => !(key in catalog));
        const extra = Object.keys(catalog).filter((key) => !(key in english));
        expect(missing, `${code} lacks`).to.deep.equal([]);
        expect(extra, `${code} has keys English doesn't`).to.deep.equal([]);
      });

      it('uses a plural message exactly where English does, with the same placeholders', () => {
        const catalog = catalogs.get(code) ?? {};
        const spelledOut = singleValueCategories(intlLocale(code));
        const problems: string[] = [];
        for (const [key, source] of Object.entries(english)) {
          const message = catalog[key];
          if (message === undefined) continue;
          if (typeof source !== typeof message) {
            problems.push(`${key}: ${typeof source === 'string' ? 'string' : 'plural'} in English`);
            continue;
          }
          const expected = sorted(union(source));
          if (typeof message === 'string') {
            if (sorted(placeholders(message)).join() !== expected.join()) {
              problems.push(`${key}: {${sorted(placeholders(message))}} vs English {${expected}}`);
            }
            continue;
          }
          if (sorted(placeholders(message.other)).join() !== expected.join()) {
            problems.push(
              `${key}.other: {${sorted(placeholders(message.other))}} vs English {${expected}}`,
            );
          }
          for (const [category, form] of Object.entries(message)) {
            const own = placeholders(form);
            const unknown = [...own].filter((name) => !expected.includes(name));
            const dropped = expected.filter((name) => !own.has(name));
            if (unknown.length > 0) problems.push(`${key}.${category}: unknown {${unknown}}`);
            // Only a form used for a single number ("one day", "two days") may leave {count} out.
            const mayDrop = dropped.every((name) => name === 'count' && spelledOut.has(category));
            if (!mayDrop) problems.push(`${key}.${category}: lacks {${dropped}}`);
          }
        }
        expect(problems, code).to.deep.equal([]);
      });

      it('has every plural form its locale uses, and no other', () => {
        const catalog = catalogs.get(code) ?? {};
        const required = sorted(
          new Intl.PluralRules(intlLocale(code)).resolvedOptions().pluralCategories,
        );
        const problems: string[] = [];
        for (const [key, message] of Object.entries(catalog)) {
          if (typeof message === 'string') continue;
          const present = sorted(Object.keys(message) as PluralCategory[]);
          if (present.join() !== required.join())
            problems.push(`${key}: [${present}] vs [${required}]`);
        }
        expect(problems, code).to.deep.equal([]);
      });

      it('is translated: no English left in place, no empty message', () => {
        const catalog = catalogs.get(code) ?? {};
        const untranslated: string[] = [];
        const shared: string[] = [];
        const empty: string[] = [];
        const wrongScript: string[] = [];
        const script = SCRIPTS[code];
        for (const [key, source] of Object.entries(english)) {
          const message = catalog[key];
          if (message === undefined) continue;
          for (const form of forms(message)) if (form.trim() === '') empty.push(key);
          if (forms(source).every((form) => SAME_EVERYWHERE.has(form))) continue;
          const english = forms(source);
          if (forms(message).every((form) => english.includes(form))) {
            if (typeof source === 'string' && SHARED_WORDS.has(source)) shared.push(key);
            else untranslated.push(key);
          }
          if (typeof source === 'string' && SHARED_WORDS.has(source)) continue;
          if (
            script &&
            forms(message).some((form) => !script.test(form.replace(PLACEHOLDER, '')))
          ) {
            wrongScript.push(key);
          }
        }
        expect(empty, `${code}: empty`).to.deep.equal([]);
        expect(untranslated, `${code}: same as English`).to.deep.equal([]);
        expect(shared.length, `${code}: shared with English: ${shared}`).to.be.at.most(
          SHARED_WORDS_MAX,
        );
        expect(wrongScript, `${code}: not in its script`).to.deep.equal([]);
      });
    });
  }

  it('keeps English itself consistent: plural messages have one and other with the same placeholders', () => {
    const problems: string[] = [];
    for (const [key, message] of Object.entries(english)) {
      if (typeof message === 'string') continue;
      if (sorted(Object.keys(message)).join() !== 'one,other')
        problems.push(`${key}: [${Object.keys(message)}]`);
      if (!placeholders(message.other).has('count')) problems.push(`${key}: other lacks {count}`);
    }
    expect(problems).to.deep.equal([]);
  });
});
