import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../../src/components/booking-calendar/booking-calendar.js';
import type {
  BookingCalendar,
  UnreadDays,
} from '../../../../src/components/booking-calendar/booking-calendar.js';
import { gridKey } from '../../../../src/components/booking-calendar/grid-keys.js';
import { createFormatter } from '../../../../src/components/booking-widget/format.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';
import { ApiError } from '../../../../src/api/errors.js';
import { describeStepFailure } from '../../../../src/core/failure.js';
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

async function calendar(slots: SlotsByDate | undefined, selectedDate = '', unread?: UnreadDays) {
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
      .unread=${unread}
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

  it('shows the days not read yet as loading, never as unavailable, and lets none of them be chosen', async () => {
    // Times read on the 12th and 14th; the days from the 14th on are still being read (the rest of the month).
    const times = new Map([
      ['2030-03-12', [slot('2030-03-12', '09:00')]],
      ['2030-03-14', [slot('2030-03-14', '00:30')]],
    ]);
    const el = await calendar(times, '2030-03-12', { from: '2030-03-14', failure: undefined });
    const day = (date: string) => el.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;
    expect(el.querySelector('[part="calendar"]')!.getAttribute('aria-busy')).to.equal('true');
    expect(day('2030-03-12').getAttribute('part')).to.equal('day available selected');
    expect(day('2030-03-13').getAttribute('aria-label')).to.equal(
      'Wednesday, March 13, 2030, unavailable',
    );
    for (const date of ['2030-03-14', '2030-03-20']) {
      expect(day(date).getAttribute('aria-label')).to.equal(
        `${date === '2030-03-14' ? 'Thursday, March 14' : 'Wednesday, March 20'}, 2030, Loading available times…`,
      );
      expect(day(date).getAttribute('aria-disabled')).to.equal('true');
      expect(day(date).getAttribute('part')).to.equal('day');
      expect(day(date).classList.contains('loading')).to.equal(true);
    }
    let chosen = false;
    el.addEventListener('calendar-day', () => (chosen = true));
    day('2030-03-14').click();
    el.focusedDate = '2030-03-14';
    await el.updateComplete;
    day('2030-03-14').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(chosen).to.equal(false);

    // Their read failed: they say so, stop pulsing, and "Try again" asks for them again.
    el.unread = {
      from: '2030-03-14',
      failure: describeStepFailure(
        'availability',
        new ApiError({ status: 0, code: 'network_error', message: 'offline' }),
      ),
    };
    await el.updateComplete;
    expect(el.querySelector('[part="calendar"]')!.getAttribute('aria-busy')).to.equal('false');
    expect(day('2030-03-20').getAttribute('aria-label')).to.equal(
      'Wednesday, March 20, 2030, Couldn’t load available times.',
    );
    expect(day('2030-03-20').classList.contains('loading')).to.equal(false);
    const retry = [...el.querySelectorAll('button')].find(
      (b) => b.textContent!.trim() === 'Try again',
    )!;
    setTimeout(() => retry.click());
    await oneEvent(el, 'calendar-retry');

    // Read: the days with times are days with times.
    el.unread = undefined;
    await el.updateComplete;
    expect(day('2030-03-14').getAttribute('part')).to.equal('day available');
    expect(day('2030-03-20').getAttribute('aria-label')).to.equal(
      'Wednesday, March 20, 2030, unavailable',
    );
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
