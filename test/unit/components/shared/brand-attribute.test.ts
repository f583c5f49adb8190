// The inline widget's `primary` attribute: the brand colour as the popup's data-booking-primary takes it (an
// accessible palette: fills at 3:1, text on them at 4.5:1), over the page's --booking-primary, changed live, and a
// value that is not a colour named once on the console with the page's colours kept.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { BookingWidget } from '../../../../src/index.js';
import { open } from '../../../../src/components/booking-dialog/popup.js';
import { contrastRatio, parseColor } from '../../../../src/core/palette.js';
import { mock, q, withTimes } from '../widget-helpers.js';

const selected = (el: BookingWidget) => getComputedStyle(q(el, '[part~="day"][part~="selected"]')!);
const DEFAULT = 'rgb(29, 78, 216)';

describe('the inline widget’s primary attribute', () => {
  afterEach(() => mock().reset());

  it('gives the same palette as the popup’s primary option, over the page’s --booking-primary', async () => {
    const el = await withTimes(
      html`<booking-widget
        resource="106"
        demo
        primary="#facc15"
        style="--booking-primary: #0f766e"
      ></booking-widget>`,
    );
    await waitUntil(() => selected(el).backgroundColor !== DEFAULT, 'no brand colour', {
      timeout: 20_000,
    });
    const day = selected(el);
    // Yellow is too light on white: shaded to 3:1, with black or white text at 4.5:1.
    expect(day.backgroundColor).not.to.equal('rgb(15, 118, 110)');
    expect(contrastRatio(parseColor(day.color)!, parseColor(day.backgroundColor)!)).to.be.at.least(
      4.5,
    );
    expect(contrastRatio(parseColor(day.backgroundColor)!, parseColor('#ffffff')!)).to.be.at.least(
      3,
    );

    // The popup given the same colour: its dialog carries the fill the inline widget uses.
    open({ resource: '106', demo: true, primary: '#facc15' });
    const dialog = document.querySelector('booking-dialog') as HTMLElement;
    await waitUntil(() => dialog.style.getPropertyValue('--booking-primary'), 'popup unbranded', {
      timeout: 10_000,
    });
    expect(parseColor(dialog.style.getPropertyValue('--booking-primary'))).to.deep.equal(
      parseColor(day.backgroundColor),
    );
    expect(parseColor(dialog.style.getPropertyValue('--booking-on-primary'))).to.deep.equal(
      parseColor(day.color),
    );
    dialog.remove();
  });

  it('follows the attribute and the property as they change, and its removal gives the page’s colour back', async () => {
    const el = await withTimes(
      html`<booking-widget
        resource="106"
        demo
        style="--booking-primary: #0f766e"
      ></booking-widget>`,
    );
    expect(selected(el).backgroundColor).to.equal('rgb(15, 118, 110)');
    el.setAttribute('primary', 'rebeccapurple');
    await waitUntil(
      () => selected(el).backgroundColor === 'rgb(102, 51, 153)',
      'attribute ignored',
      { timeout: 10_000 },
    );
    expect(selected(el).color).to.equal('rgb(255, 255, 255)');
    el.primary = '#1e1b4b';
    await waitUntil(() => selected(el).backgroundColor === 'rgb(30, 27, 75)', 'property ignored', {
      timeout: 10_000,
    });
    expect(el.getAttribute('primary')).to.equal('#1e1b4b');
    el.removeAttribute('primary');
    await waitUntil(
      () => selected(el).backgroundColor === 'rgb(15, 118, 110)',
      'page colour lost',
      { timeout: 10_000 },
    );
  });

  it('a value that is not a colour is named once on the console, and the default colours stay', async () => {
    const said: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => said.push(args.map(String).join(' '));
    try {
      const el = await fixture<BookingWidget>(
        html`<booking-widget resource="106" demo primary="brand-blue"></booking-widget>`,
      );
      await waitUntil(() => q(el, '[part~="day"][part~="selected"]'), 'no times', {
        timeout: 20_000,
      });
      el.setAttribute('hide-details', '');
      await el.updateComplete;
      await waitUntil(() => said.some((line) => line.includes('primary=')), 'nothing said', {
        timeout: 10_000,
      });
      await new Promise((done) => setTimeout(done, 100));
      expect(selected(el).backgroundColor).to.equal(DEFAULT);
    } finally {
      console.warn = warn;
    }
    const lines = said.filter((line) => line.includes('primary='));
    expect(lines).to.deep.equal([
      '[booking-widget] primary="brand-blue" is not a value it takes (a CSS colour such as #0f766e, rgb(15 118 110) or teal); using the default colours.',
    ]);
  });
});
