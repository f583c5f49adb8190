import { expect } from '@open-wc/testing';
// English whole: the strings of the screens after the times join it when loaded.
import '../../../src/core/i18n/english-after-times.js';
import '../../../src/core/i18n/english-confirmation.js';
import '../../../src/core/i18n/english-details-extras.js';
import '../../../src/core/i18n/english-passcode.js';
import {
  LANGUAGES,
  loadCatalog,
  type Language,
  type Message,
} from '../../../src/core/i18n/index.js';

/**
 * One word for the booking per language (docs/i18n.md, "Translation notes"): every message about the person's
 * booking uses it, and the words a translator might reach for instead (the other noun for a booking, or
 * "appointment" where the catalog's booking noun is another word) appear nowhere but in the idiom of the title
 * ("Book an appointment"). The event (the resource) and the online meeting are other things with their own words.
 */
const TERMS: Record<Language, { booking: RegExp; not?: RegExp }> = {
  'en-US': { booking: /booking/i, not: /reservation|appointment/i },
  de: { booking: /Buchung/ },
  fr: { booking: /réservation/i, not: /rendez-vous/i },
  es: { booking: /reserva/i, not: /(?<!\p{L})citas?(?!\p{L})/iu },
  it: { booking: /prenotazion/i, not: /appuntament/i },
  pt: { booking: /agendamento/i, not: /(?<!\p{L})reservas?(?!\p{L})/iu },
  nl: { booking: /boeking/i },
  da: { booking: /booking/i, not: /aftale/i },
  sv: { booking: /bok/i },
  ru: { booking: /запис/i, not: /бронировани/i },
  tr: { booking: /rezervasyon/i, not: /randevu/i },
  el: { booking: /κράτησ/i, not: /ραντεβού/i },
  he: { booking: /הזמנ/ },
  hi: { booking: /बुकिंग/, not: /अपॉइंटमेंट/ },
  id: { booking: /pemesanan/i, not: /janji temu/i },
  th: { booking: /จอง/ },
  est: { booking: /broneering/i, not: /kohtumi/i },
  ar: { booking: /حجز/ },
  vi: { booking: /lịch/i, not: /đặt chỗ/i },
  zh: { booking: /预约/, not: /预订/ },
  ja: { booking: /予約/ },
  ko: { booking: /예약/ },
};

/** Messages about the person's booking: each names it with the language's word. */
const ABOUT_THE_BOOKING = [
  'error.loadBooking',
  'error.conflict',
  'error.bookingRefused',
  'error.notBooked',
  'error.bookingUnknown',
  'announce.confirmed',
  'confirmation.pending',
  'confirmation.cancel',
  'manage.link',
  'manage.keep',
  'manage.isCanceled',
  'manage.isPast',
  'manage.rescheduleDisabled',
  'manage.cancelDisabled',
];

/** The title's idiom ("Book an appointment") may use the other word. */
const TITLE = new Set(['widget.label', 'popup.title']);

const text = (message: Message | undefined): string =>
  message === undefined
    ? ''
    : typeof message === 'string'
      ? message
      : Object.values(message).join(' | ');

describe('one word for the booking in each language', () => {
  it('has a rule for every language', () => {
    expect(Object.keys(TERMS).sort()).to.deep.equal([...LANGUAGES].sort());
  });

  for (const code of LANGUAGES) {
    it(`${code} names the booking one way throughout`, async () => {
      const catalog = (await loadCatalog(code)) as Readonly<Record<string, Message>>;
      const { booking, not } = TERMS[code];
      const missing = ABOUT_THE_BOOKING.filter((key) => !booking.test(text(catalog[key]))).map(
        (key) => `${key} lacks the word: ${text(catalog[key])}`,
      );
      const other = not
        ? Object.entries(catalog)
            .filter(([key, message]) => !TITLE.has(key) && not.test(text(message)))
            .map(([key, message]) => `${key} uses another word: ${text(message)}`)
        : [];
      expect([...missing, ...other]).to.deep.equal([]);
    });
  }
});
