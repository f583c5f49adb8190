import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../../src/components/booking-calendar/booking-calendar.js';
import type { BookingCalendar } from '../../../../src/components/booking-calendar/booking-calendar.js';
import { gridKey } from '../../../../src/components/booking-calendar/grid-keys.js';
import { createFormatter } from '../../../../src/components/booking-widget/format.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';
import type { LocalSlot, SlotsByDate } from '../../../../src/core/regroup.js';

const slot = (date: string, time: string, available = 1) =>
  ({
    instant: `${date}T${time}:00Z`,
    epochMs: Date.parse(`${date}T${time}:00Z`),
    localDate: date,
    localTime: time,
    available,
    capacity: 1,
    users: [],
  }) as unknown as LocalSlot;

const window = { first: '2030-03-01', last: '2030-06-30' };

async function calendar(slots: SlotsByDate | undefined, selectedDate = '') {
  const t = createTranslator('en-US');
  return fixture<BookingCalendar>(
    html`<booking-calendar
      .translator=${t}
      .format=${createFormatter(undefined, 'UTC', t.locale)}
      .zone=${'UTC'}
      .view=${'month'}
      .anchor=${'2030-03-10'}
      .firstDay=${1}
      .window=${window}
      .slots=${slots}
      .selectedDate=${selectedDate}
      .focusedDate=${selectedDate}
    ></booking-calendar>`,
  );
}

describe('<booking-calendar>', () => {
  it('renders into its own light DOM, the month with its available days as parts', async () => {
    const el = await calendar(new Map([['2030-03-12', [slot('2030-03-12', '09:00')]]]));
    expect(el.shadowRoot).to.equal(null);
    const day = el.querySelector('[data-date="2030-03-12"]')!;
    expect(day.getAttribute('part')).to.equal('day available');
    expect(el.querySelector('[data-date="2030-03-13"]')!.getAttribute('aria-disabled')).to.equal(
      'true',
    );
  });

  it('says it is loading until the times are there', async () => {
    const el = await calendar(undefined);
    expect(el.querySelector('[part="calendar"]')!.getAttribute('aria-busy')).to.equal('true');
  });

  it('sends what was chosen: a day, a time, another period', async () => {
    const times = new Map([
      ['2030-03-12', [slot('2030-03-12', '09:00'), slot('2030-03-12', '10:00', 0)]],
    ]);
    const el = await calendar(times, '2030-03-12');
    setTimeout(() => el.querySelector<HTMLButtonElement>('[data-date="2030-03-12"]')!.click());
    expect((await oneEvent(el, 'calendar-day')).detail).to.deep.equal({ date: '2030-03-12' });
    setTimeout(() => el.querySelector<HTMLButtonElement>('.slot:not(:disabled)')!.click());
    expect((await oneEvent(el, 'calendar-slot')).detail.slot.localTime).to.equal('09:00');
    expect(el.querySelector('.slot:disabled')).to.not.equal(null);
    setTimeout(() => el.querySelectorAll<HTMLButtonElement>('.iconbtn')[1]!.click());
    expect((await oneEvent(el, 'calendar-navigate')).detail).to.deep.equal({ delta: 1 });
  });

  it('keeps its events inside the widget (not composed)', async () => {
    const el = await calendar(new Map(), '');
    setTimeout(() => el.querySelectorAll<HTMLButtonElement>('.iconbtn')[1]!.click());
    const event = await oneEvent(el, 'calendar-navigate');
    expect(event.composed).to.equal(false);
  });
});

describe('grid keys', () => {
  const key = (name: string, from: string, rtl = false, shift = false) =>
    gridKey(name, shift, from, 1, rtl, window);

  it('moves by a day (mirrored right-to-left), a week, to the week ends, by a month', () => {
    expect(key('ArrowRight', '2030-03-12')).to.deep.equal({ select: false, date: '2030-03-13' });
    expect(key('ArrowRight', '2030-03-12', true)).to.deep.equal({
      select: false,
      date: '2030-03-11',
    });
    expect(key('ArrowDown', '2030-03-12')).to.deep.equal({ select: false, date: '2030-03-19' });
    expect(key('Home', '2030-03-13')).to.deep.equal({ select: false, date: '2030-03-11' });
    expect(key('End', '2030-03-13')).to.deep.equal({ select: false, date: '2030-03-17' });
    expect(key('PageDown', '2030-03-31')).to.deep.equal({ select: false, date: '2030-04-30' });
  });

  it('chooses with Enter or Space, ignores other keys, and stays inside the bookable months', () => {
    expect(key('Enter', '2030-03-12')).to.deep.equal({ select: true });
    expect(key(' ', '2030-03-12')).to.deep.equal({ select: true });
    expect(key('a', '2030-03-12')).to.equal(undefined);
    expect(key('PageUp', '2030-03-12')).to.deep.equal({ select: false, date: undefined });
    expect(key('PageDown', '2030-06-12', false, true)).to.deep.equal({
      select: false,
      date: undefined,
    });
  });
});
