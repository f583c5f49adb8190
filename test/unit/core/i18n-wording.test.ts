import { expect } from '@open-wc/testing';
// English whole: the strings of the screens after the times join it when loaded.
import '../../../src/core/i18n/english-after-times.js';
import '../../../src/core/i18n/english-confirmation.js';
import '../../../src/core/i18n/english-details-extras.js';
import '../../../src/core/i18n/english-passcode.js';
import { formatZoneName } from '../../../src/core/datetime-format.js';
import { LANGUAGES, loadTranslator, type Translator } from '../../../src/core/i18n/index.js';
import { nestsBrackets } from '../../shared/brackets.js';

const AT = Date.parse('2026-01-15T12:00:00Z');
const translators: Translator[] = [];

describe('wording built from parts, in every language', () => {
  before(async () => {
    for (const code of LANGUAGES) translators.push(await loadTranslator(code));
  });

  it('names the zone after a label ("Time zone: {zone}"), never inside a sentence', () => {
    const problems: string[] = [];
    for (const t of translators) {
      const zone = formatZoneName('Europe/Berlin', t.locale, AT);
      const shown = t.t('timezone.shownIn', { zone });
      if (!shown.startsWith(t.t('timezone.label')) || !shown.endsWith(zone))
        problems.push(`${t.language} shownIn: ${shown}`);
      const locked = t.t('timezone.locked', { zone });
      if (!locked.endsWith(zone)) problems.push(`${t.language} locked: ${locked}`);
    }
    expect(problems).to.deep.equal([]);
  });

  it('says "unavailable" in the week view without a stray separator', () => {
    const problems = translators
      .map((t) => [t.language, t.t('calendar.unavailable')])
      .filter(([, text]) => !/^\p{L}/u.test(text ?? '') || /[,،、，]\s*$/u.test(text ?? ''));
    expect(problems).to.deep.equal([]);
  });

  it('never nests brackets around a zone name (a slot, the form summary)', () => {
    const problems: string[] = [];
    for (const t of translators) {
      for (const id of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
        const zone = formatZoneName(id, t.locale, AT);
        const label = t.t('calendar.slotLabel', { time: '9:00', date: 'D', zone });
        if (nestsBrackets(label)) problems.push(`${t.language}: ${label}`);
        const shown = t.t('timezone.shownIn', { zone });
        if (nestsBrackets(shown)) problems.push(`${t.language}: ${shown}`);
      }
    }
    expect(problems).to.deep.equal([]);
  });

  it('names a time with its seats left as shown on it (time, then seats), the rest as without seats', () => {
    // Speech input (WCAG 2.5.3): "click 10:00 AM 8 seats left" must match the name, so the visible text (the time,
    // a space, the seats) stands in it unbroken, in every language.
    const problems: string[] = [];
    for (const t of translators) {
      const label = t.t('calendar.slotLabel', { time: 'T', date: 'D', zone: 'Z' });
      const withSeats = t.t('calendar.slotLabelSeats', {
        time: 'T',
        date: 'D',
        zone: 'Z',
        seats: 'S',
      });
      if (withSeats !== label.replace('T', 'T S')) problems.push(`${t.language}: ${withSeats}`);
    }
    expect(problems).to.deep.equal([]);
  });

  it('joins a list of names as the language does', () => {
    const names = ['Ana', 'Ben', 'Chloé'];
    const en = translators.find((t) => t.language === 'en-US')!;
    expect(en.formatList(names)).to.equal('Ana, Ben, and Chloé');
    expect(translators.find((t) => t.language === 'de')!.formatList(names)).to.equal(
      'Ana, Ben und Chloé',
    );
    expect(translators.find((t) => t.language === 'ja')!.formatList(names)).to.equal(
      'Ana、Ben、Chloé',
    );
  });

  it('writes a list of one name as that name, in every language, without making an Intl.ListFormat', () => {
    const made: unknown[] = [];
    const original = Intl.ListFormat;
    // Intl's members are read-only in the types, not in the browser.
    const intl = Intl as { ListFormat: typeof Intl.ListFormat };
    intl.ListFormat = new Proxy(original, {
      construct(target, args: []) {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      for (const t of translators) {
        expect(t.formatList(['Ana'])).to.equal('Ana');
        expect(t.formatList([])).to.equal('');
      }
      expect(made).to.deep.equal([]);
    } finally {
      intl.ListFormat = original;
    }
    // What Intl itself writes for them.
    for (const t of translators) {
      expect(new Intl.ListFormat(t.locale, { type: 'conjunction' }).format(['Ana'])).to.equal(
        'Ana',
      );
      expect(new Intl.ListFormat(t.locale, { type: 'conjunction' }).format([])).to.equal('');
    }
  });

  it('writes a duration and a policy period with a plural message per unit', () => {
    const problems: string[] = [];
    for (const t of translators) {
      for (const [unit, n] of [
        ['minutes', 1],
        ['minutes', 2],
        ['minutes', 5],
        ['hours', 1],
        ['hours', 24],
        ['days', 3],
      ] as const) {
        const count = t.formatNumber(n);
        const period = t.formatPeriod(n, unit);
        // A form for exactly one number may spell it out ("دقيقة واحدة", "שעתיים"); every other names it.
        const single = new Intl.PluralRules(t.locale).select(n);
        if (!period.includes(count) && !['one', 'two', 'zero'].includes(single))
          problems.push(`${t.language} ${n} ${unit}: ${period}`);
      }
      const combined = t.formatDuration(90);
      if (
        combined !==
        t.t('duration.hoursMinutes', {
          hours: t.t('duration.hours', { count: 1 }),
          minutes: t.t('duration.minutes', { count: 30 }),
        })
      )
        problems.push(`${t.language} 90 min: ${combined}`);
    }
    expect(problems).to.deep.equal([]);
  });
});
