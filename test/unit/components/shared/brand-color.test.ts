// BrandColorController (brand-color.ts): the page's brand colours are read when they can change — on connect, on
// the host's style/class/theme attributes and just before the frame after a render — not forced on every update.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';
import { contrastRatio, parseColor } from '../../../../src/core/palette.js';

const q = (el: BookingWidget, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);

async function ready(template: ReturnType<typeof html>): Promise<BookingWidget> {
  const el = await fixture<BookingWidget>(template);
  await waitUntil(() => q(el, '[part~="day"][part~="selected"]'), 'no selected day', {
    timeout: 8000,
  });
  return el;
}

const selectedBackground = (el: BookingWidget) =>
  getComputedStyle(q(el, '[part~="day"][part~="selected"]')!).backgroundColor;

describe('brand colours follow the page', () => {
  it('an invalid colour set later on the host falls back to the default', async () => {
    const el = await ready(
      html`<booking-widget
        resource="106"
        demo
        style="--booking-primary: #0f766e"
      ></booking-widget>`,
    );
    expect(selectedBackground(el)).to.equal('rgb(15, 118, 110)');
    el.style.setProperty('--booking-primary', 'not-a-color');
    await waitUntil(() => selectedBackground(el) === 'rgb(29, 78, 216)', 'kept the invalid colour');
  });

  it('a colour from a page style sheet changed after load is picked up at the next render', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = '.brand-test booking-widget { --booking-primary: #facc15; }';
    document.head.append(sheet);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><booking-widget resource="106" demo></booking-widget></div>`,
    );
    const el = wrapper.querySelector('booking-widget') as BookingWidget;
    await waitUntil(() => q(el, '[part~="day"][part~="selected"]'), 'no selected day', {
      timeout: 8000,
    });
    // No class yet: the default primary.
    expect(selectedBackground(el)).to.equal('rgb(29, 78, 216)');
    wrapper.classList.add('brand-test');
    // An ancestor's class is not observed: the next render's frame reads the new value, and the palette
    // gives the yellow (only --booking-primary set) a readable on-primary.
    const readable = () => {
      const style = getComputedStyle(q(el, '[part~="day"][part~="selected"]')!);
      return (
        style.backgroundColor !== 'rgb(29, 78, 216)' &&
        contrastRatio(parseColor(style.color)!, parseColor(style.backgroundColor)!) >= 4.5
      );
    };
    el.requestUpdate();
    await waitUntil(readable, 'no readable palette after a render');
    sheet.remove();
  });
});
