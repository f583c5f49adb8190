import { expect } from '@open-wc/testing';
import {
  formatDate,
  formatFullDate,
  formatMonthYear,
  formatTime,
  formatZoneName,
  offsetLabel,
  tokenizeFormat,
  usesTwelveHourClock,
  weekdayNames,
} from '../../../src/core/datetime-format.js';
import { formatTimeRange } from '../../../src/core/booking-time.js';
import {
  canonicalTimeZone,
  listTimeZones,
  searchTimeZones,
} from '../../../src/core/zone-search.js';

const AT = Date.parse('2026-01-15T12:00:00Z');
const SLOT = '2026-03-10T14:05:00Z';

describe('formatDate (settings.date_format)', () => {
  it("reads the service default 'MMMM, DD YYYY' as no preference: the language's own long date", () => {
    expect(formatDate('2026-03-08', 'MMMM, DD YYYY', 'en-US')).to.equal('March 8, 2026');
    expect(formatDate('2026-03-08', undefined, 'en-US')).to.equal('March 8, 2026');
    expect(formatDate('2026-03-08', 'MMMM, DD YYYY', 'de')).to.equal('8. März 2026');
    expect(formatDate('2026-03-08', undefined, 'ja')).to.equal('2026年3月8日');
  });

  it('takes the fields and their length from a format, and their order and words from the language', () => {
    const date = '2026-03-08'; // a Sunday
    const cases: [string, string, string][] = [
      ['YYYY', 'en-US', '2026'],
      ['YY', 'en-US', '26'],
      ['MMMM', 'en-US', 'March'],
      ['MMM', 'en-US', 'Mar'],
      ['dddd', 'en-US', 'Sunday'],
      ['ddd', 'en-US', 'Sun'],
      ['dddd, MMMM Do YYYY', 'en-US', 'Sunday, March 8, 2026'],
      ['DD/MM/YYYY', 'en-US', '03/08/2026'],
      ['YYYY-MM-DD', 'en-US', '03/08/2026'],
      // Not "03 08, 2026の…" nor "марта 08, 2026": the language orders the fields.
      ['MM DD, YYYY', 'ja', '2026/03/08'],
      ['MMMM DD, YYYY', 'ru', '08 марта 2026 г.'],
      ['dddd D MMMM YYYY', 'fr', 'dimanche 8 mars 2026'],
      ['D. MMMM YYYY', 'de', '8. März 2026'],
      ['D MMMM YYYY', 'est', '8. märts 2026'],
    ];
    for (const [format, locale, expected] of cases)
      expect(formatDate(date, format, locale), `${format} in ${locale}`).to.equal(expected);
  });

  it('returns an invalid date unchanged; a format without a date field is the long date', () => {
    expect(formatDate('2026-02-30', 'DD.MM.YYYY', 'en-US')).to.equal('2026-02-30');
    expect(tokenizeFormat('Q YYYY')).to.deep.equal([{ literal: 'Q ' }, { token: 'YYYY' }]);
    expect(formatDate('2026-03-08', 'Q YYYY', 'en-US')).to.equal('2026');
    expect(formatDate('2026-03-08', '[Day]', 'en-US')).to.equal('March 8, 2026');
  });
});

describe('formatTime (settings.time_format and the language)', () => {
  it('follows the language when the setting is the service default', () => {
    expect(
      formatTime(SLOT, 'America/New_York', { locale: 'en-US', timeFormat: 'h:mm a' }),
    ).to.equal('10:05 AM');
    expect(formatTime(SLOT, 'America/New_York', { locale: 'de', timeFormat: 'h:mm a' })).to.equal(
      '10:05',
    );
    expect(formatTime(SLOT, 'Europe/Berlin', { locale: 'fr' })).to.equal('15:05');
    expect(usesTwelveHourClock({ locale: 'en-US' })).to.equal(true);
    expect(usesTwelveHourClock({ locale: 'de' })).to.equal(false);
  });

  it('follows an explicit setting: H/HH → 24-hour, h/hh → 12-hour in any language', () => {
    expect(formatTime(SLOT, 'America/New_York', { locale: 'en-US', timeFormat: 'HH:mm' })).to.equal(
      '10:05',
    );
    expect(
      formatTime(SLOT, 'America/Los_Angeles', { locale: 'en-US', timeFormat: 'HH:mm' }),
    ).to.equal('07:05');
    expect(formatTime(SLOT, 'Europe/Berlin', { locale: 'en-US', timeFormat: 'H:mm' })).to.equal(
      '15:05',
    );
    expect(formatTime(SLOT, 'Europe/Berlin', { locale: 'de', timeFormat: 'hh:mm A' })).to.match(
      /^03:05\sPM$/,
    );
    expect(formatTime(SLOT, 'Asia/Tokyo', { locale: 'ja', timeFormat: 'h:mm a' })).to.equal(
      '23:05',
    );
    expect(formatTime(SLOT, 'Asia/Tokyo', { locale: 'ja', timeFormat: 'h:mm A' })).to.equal(
      '午後11:05',
    );
  });

  it('lets hour12 override both', () => {
    expect(formatTime(SLOT, 'UTC', { locale: 'en-US', hour12: false })).to.equal('14:05');
    expect(formatTime(SLOT, 'UTC', { locale: 'de', timeFormat: 'HH:mm', hour12: true })).to.match(
      /^2:05\sPM$/,
    );
  });

  it('shows midnight as 00:00 on a 24-hour clock, never 24:00', () => {
    expect(
      formatTime('2026-03-10T00:00:00Z', 'UTC', { locale: 'en-US', timeFormat: 'HH:mm' }),
    ).to.equal('00:00');
  });

  it('formats a range in one zone', () => {
    expect(
      formatTimeRange('2026-03-10T14:00:00Z', '2026-03-10T14:30:00Z', 'UTC', {
        locale: 'en-US',
        hour12: false,
      }),
    ).to.match(/^14:00\s?–\s?14:30$/);
    expect(
      formatTimeRange('2026-03-10T14:00:00Z', '2026-03-10T14:30:00Z', 'UTC', { locale: 'en-US' }),
    ).to.match(/^2:00\s–\s2:30\sPM$/);
  });

  it('writes each end of a range as the slot buttons write a time, in every language', () => {
    const [start, end] = ['2026-03-10T14:30:00Z', '2026-03-10T15:00:00Z'];
    for (const locale of ['ja', 'zh', 'ko', 'de', 'fr', 'ar', 'hi', 'ru', 'he', 'th', 'en-US']) {
      for (const timeFormat of [null, 'HH:mm', 'h:mm A']) {
        const options = { locale, timeFormat };
        const range = formatTimeRange(start, end, 'UTC', options);
        const digits = (text: string) => text.replace(/[^\p{Nd}]/gu, '');
        // The digits of both buttons' times, in order, and the buttons' own hour–minute separator.
        const [first, second] = [
          formatTime(start, 'UTC', options),
          formatTime(end, 'UTC', options),
        ];
        expect(digits(range), `${locale} ${timeFormat}: ${range}`).to.equal(
          digits(first) + digits(second),
        );
        const separator = /\p{Nd}(\D+)\p{Nd}{2}/u.exec(first)?.[1] ?? '';
        expect(range, `${locale} ${timeFormat}: ${range}`).to.include(separator);
        expect(range, locale).to.not.match(/時|分/);
      }
    }
    expect(formatTimeRange(start, end, 'UTC', { locale: 'ja' })).to.equal('14:30～15:00');
  });
});

describe('calendar labels', () => {
  it('names a full date, a month and weekdays in the locale', () => {
    expect(formatFullDate('2026-03-03', 'en-US')).to.equal('Tuesday, March 3, 2026');
    expect(formatFullDate('2026-03-03', 'de')).to.equal('Dienstag, 3. März 2026');
    expect(formatMonthYear('2026-03-31', 'en-US')).to.equal('March 2026');
    expect(formatMonthYear('2026-12-01', 'es')).to.equal('diciembre de 2026');
    expect(weekdayNames('en-US', 7).map((day) => day.name)).to.deep.equal([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayNames('en-US', 1, 'long')[0]).to.deep.equal({ weekday: 1, name: 'Monday' });
    expect(weekdayNames('ar', 6, 'long')[0]!.name).to.equal('السبت');
  });
});

describe('time zones', () => {
  it('names a zone with its generic name, city and offset', () => {
    expect(formatZoneName('America/New_York', 'en-US', AT)).to.equal(
      'Eastern Time — New York (GMT-5)',
    );
    expect(
      formatZoneName('America/New_York', 'en-US', Date.parse('2026-07-01T12:00:00Z')),
    ).to.equal('Eastern Time — New York (GMT-4)');
    expect(formatZoneName('Asia/Kolkata', 'en-US', AT)).to.match(
      /^India Standard Time — Kolkata \(GMT\+5:30\)$/,
    );
    expect(formatZoneName('Europe/Berlin', 'de', AT)).to.equal(
      'Mitteleuropäische Zeit — Berlin (GMT+1)',
    );
    expect(formatZoneName('Not/AZone', 'en-US', AT)).to.match(/UTC|Coordinated/);
  });

  it('lists every supported zone sorted by offset, with UTC', () => {
    const zones = listTimeZones(AT);
    expect(zones.length).to.be.greaterThan(300);
    expect(zones.some((zone) => zone.id === 'UTC')).to.equal(true);
    expect(zones.some((zone) => zone.id === canonicalTimeZone('America/New_York'))).to.equal(true);
    for (let i = 1; i < zones.length; i += 1) {
      expect(zones[i]!.offsetMinutes).to.be.at.least(zones[i - 1]!.offsetMinutes);
    }
    const kolkata = zones.find((zone) => zone.id === canonicalTimeZone('Asia/Kolkata'));
    expect(kolkata).to.include({
      city: 'Kolkata',
      region: 'Asia',
      offsetMinutes: 330,
      offsetLabel: 'GMT+5:30',
    });
    expect(offsetLabel(-210)).to.equal('GMT-3:30');
  });

  it('searches by city, accent-free city, region, generic name, abbreviation and offset', () => {
    const ids = (query: string, locale = 'en-US') =>
      searchTimeZones(query, locale, { at: AT }).map((zone) => zone.id);
    expect(ids('new york')[0]).to.equal('America/New_York');
    expect(ids('New_York')[0]).to.equal('America/New_York');
    expect(ids('sao paulo')[0]).to.equal('America/Sao_Paulo');
    expect(ids('eastern time')[0]).to.equal('America/New_York');
    expect(ids('EST')).to.include('America/New_York');
    expect(ids('pst')[0]).to.equal('America/Los_Angeles');
    expect(ids('CET')).to.include('Europe/Berlin');
    expect(ids('IST')[0]).to.equal(canonicalTimeZone('Asia/Kolkata'));
    expect(ids('+5:30')).to.include(canonicalTimeZone('Asia/Kolkata'));
    expect(ids('GMT-5')).to.include('America/New_York');
    expect(ids('mitteleuropäische', 'de')).to.include('Europe/Berlin');
    expect(
      ids('australia').every((id) => id.startsWith('Australia/') || id.includes('Australia')),
    ).to.equal(false);
    expect(ids('australia').filter((id) => id.startsWith('Australia/')).length).to.be.greaterThan(
      3,
    );
    expect(ids('zzzz-nowhere')).to.deep.equal([]);
    expect(ids('').length).to.equal(listTimeZones(AT).length);
  });
});

describe('formatDayOfMonth', () => {
  it('is the number alone, in the language digits: no 日 or 일 beside it', async () => {
    const { formatDayOfMonth } = await import('../../../src/core/datetime-format.js');
    expect(formatDayOfMonth('2026-11-30', 'ja')).to.equal('30');
    expect(formatDayOfMonth('2026-11-30', 'zh')).to.equal('30');
    expect(formatDayOfMonth('2026-11-30', 'ko')).to.equal('30');
    expect(formatDayOfMonth('2026-11-03', 'en-US')).to.equal('3');
    expect(formatDayOfMonth('2026-11-30', 'ar')).to.equal(
      new Intl.DateTimeFormat('ar', { day: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(2026, 10, 30, 12),
      ),
    );
  });
});
