// The page's text styles on <booking-widget>: what the widget's own text must not take from them, and the font it
// must still inherit.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { BookingWidget } from '../../../../src/index.js';
import type { BookingForm } from '../../../../src/components/booking-form/booking-form.js';
import { q } from '../widget-helpers.js';

describe('<booking-widget> under the page’s text styles', () => {
  afterEach(() => document.getElementById('hostile-text')?.remove());

  it('page text styles on the widget do not change its text; font family and size still inherit', async () => {
    const style = document.createElement('style');
    style.id = 'hostile-text';
    style.textContent = `
      .host-page { font-family: Georgia, serif; }
      booking-widget {
        font-size: 20px;
        text-transform: uppercase; letter-spacing: 7px; word-spacing: 30px; line-height: 4;
        text-align: right; text-indent: 50px; font-style: italic; font-weight: 900;
        white-space: pre; text-shadow: 2px 2px red; font-variant: small-caps;
      }`;
    document.head.append(style);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div class="host-page"><booking-widget resource="106" demo></booking-widget></div>`,
    );
    const el = wrapper.querySelector<BookingWidget>('booking-widget')!;
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times rendered', { timeout: 20_000 });
    const name = q(el, '#resource-name')!;
    const fact = q(el, '.fact')!;
    for (const target of [name, fact, q(el, '[part~="slot"]')!]) {
      const computed = getComputedStyle(target);
      expect(computed.textTransform, 'text-transform').to.equal('none');
      expect(computed.letterSpacing, 'letter-spacing').to.equal('normal');
      expect(computed.wordSpacing, 'word-spacing').to.equal('0px');
      expect(computed.textIndent, 'text-indent').to.equal('0px');
      expect(computed.fontStyle, 'font-style').to.equal('normal');
      expect(computed.whiteSpace, 'white-space').to.equal('normal');
      expect(computed.textShadow, 'text-shadow').to.equal('none');
      expect(computed.fontVariantCaps, 'font-variant-caps').to.equal('normal');
      expect(computed.fontFamily, 'font-family').to.contain('Georgia');
    }
    expect(getComputedStyle(fact).textAlign).to.be.oneOf(['start', 'left']);
    expect(getComputedStyle(fact).fontWeight).to.equal('400');
    const factStyle = getComputedStyle(fact);
    expect(parseFloat(factStyle.lineHeight)).to.be.lessThan(2 * parseFloat(factStyle.fontSize));
    expect(factStyle.fontSize).to.equal('20px');

    // The form's labels too.
    q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!.click();
    await waitUntil(() => q(el, 'booking-form'), 'no form', { timeout: 20_000 });
    const form = q<BookingForm>(el, 'booking-form')!;
    await form.updateComplete;
    const label = form.shadowRoot!.querySelector('label')!;
    expect(label.textContent).to.match(/[a-z]/);
    expect(getComputedStyle(label).textTransform).to.equal('none');
    expect(getComputedStyle(label).letterSpacing).to.equal('normal');
    expect(getComputedStyle(label).fontFamily).to.contain('Georgia');
  });
});
