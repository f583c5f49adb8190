import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  dateExample,
  dateOrder,
  formatDateEntry,
  parseDateEntry,
} from '../../../src/core/date-entry.js';
import { intlLocale } from '../../../src/core/i18n/locale.js';
import { LANGUAGES } from '../../../src/core/i18n/index.js';

describe('a date typed in the widget’s language', () => {
  it('shows an example in the language’s order, not the browser’s mm/dd/yyyy', () => {
    expect(dateExample('de')).to.equal('31.12.2026');
    expect(dateExample('ja')).to.equal('2026/12/31');
    expect(dateExample('en-US')).to.equal('12/31/2026');
    // Arabic writes its own digits, without the direction marks Intl puts between the parts.
    expect(dateExample('ar').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))).to.equal(
      '31/12/2026',
    );
    expect(dateExample('ar')).not.to.match(/[\u200e\u200f\u061c]/);
    // Thai writes the Gregorian year the service's dates use (not the Buddhist 2569).
    expect(dateExample('th')).to.contain('2026');
  });

  it('reads what is typed in that order, with any separator and digits', () => {
    expect(parseDateEntry('15.1.2027', 'de')).to.equal('2027-01-15');
    expect(parseDateEntry('1/15/2027', 'en-US')).to.equal('2027-01-15');
    expect(parseDateEntry('2027/1/15', 'ja')).to.equal('2027-01-15');
    expect(parseDateEntry('١٥/١/٢٠٢٧', 'ar')).to.equal('2027-01-15');
    expect(parseDateEntry('２０２７年１月１５日', 'ja')).to.equal('2027-01-15');
    // A number pad's eight digits, in the language's order.
    expect(parseDateEntry('15012027', 'de')).to.equal('2027-01-15');
    expect(parseDateEntry('01152027', 'en-US')).to.equal('2027-01-15');
    expect(parseDateEntry('20270115', 'ja')).to.equal('2027-01-15');
    // An ISO date is read as one in every language.
    expect(parseDateEntry('2027-01-15', 'de')).to.equal('2027-01-15');
  });

  it('names no date for text that is not a real date with a four-digit year', () => {
    for (const text of ['31.02.2026', '15.13.2027', '15.1.27', '15.1', 'morgen', '', '1.2.3.2026'])
      expect(parseDateEntry(text, 'de'), text).to.equal(undefined);
    expect(parseDateEntry('15/1/2027', 'en-US')).to.equal(undefined);
  });

  it('reads back every date it writes, in every language of the widget', () => {
    const locales = LANGUAGES.map(intlLocale);
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (locale, date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDateEntry(formatDateEntry(iso, locale), locale), locale).to.equal(iso);
          expect(dateOrder(locale)).to.have.members(['day', 'month', 'year']);
        },
      ),
    );
  });
});
