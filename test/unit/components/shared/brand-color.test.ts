// Brand colours on the widget: the page's --booking-primary / --booking-on-primary, an invalid or too light one, and
// BrandColorController (brand-color.ts) reading them when they can change — on connect, on the host's
// style/class/theme attributes and just before the frame after a render — not forced on every update.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { BookingWidget } from '../../../../src/index.js';
import { contrastRatio, parseColor } from '../../../../src/core/palette.js';
import { bookHelpDesk, mock, q, withTimes } from '../widget-helpers.js';

const selectedBackground = (el: BookingWidget) =>
  getComputedStyle(q(el, '[part~="day"][part~="selected"]')!).backgroundColor;

/** The help desk (106) with the page's style on the host, once its times show. */
const withBrand = (style: string) =>
  withTimes(html`<booking-widget resource="106" demo style=${style}></booking-widget>`);

describe('brand colours follow the page', () => {
  afterEach(() => mock().reset());

  it('an invalid colour set later on the host falls back to the default', async () => {
    const el = await withBrand('--booking-primary: #0f766e');
    expect(selectedBackground(el)).to.equal('rgb(15, 118, 110)');
    el.style.setProperty('--booking-primary', 'not-a-color');
    await waitUntil(
      () => selectedBackground(el) === 'rgb(29, 78, 216)',
      'kept the invalid colour',
      { timeout: 10_000 },
    );
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
      timeout: 20_000,
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
    await waitUntil(readable, 'no readable palette after a render', { timeout: 10_000 });
    sheet.remove();
  });

  it('an invalid --booking-primary falls back to the default brand colour, confirmation included', async () => {
    const el = await withBrand('--booking-primary: not-a-color');
    const selected = q(el, '[part~="day"][part~="selected"]')!;
    expect(getComputedStyle(selected).backgroundColor).to.equal('rgb(29, 78, 216)');
    const confirmation = await bookHelpDesk(el, 'invalid.primary@example.com');
    const badge = confirmation.shadowRoot!.querySelector('.badge')!;
    expect(getComputedStyle(badge).backgroundColor).to.equal('rgb(29, 78, 216)');
    expect(getComputedStyle(badge).color).to.equal('rgb(255, 255, 255)');
  });

  it('an inline widget given only a light --booking-primary computes a readable on-primary', async () => {
    const el = await withBrand('--booking-primary: #facc15');
    const selected = q(el, '[part~="day"][part~="selected"]')!;
    const style = getComputedStyle(selected);
    const background = parseColor(style.backgroundColor)!;
    const foreground = parseColor(style.color)!;
    expect(contrastRatio(foreground, background)).to.be.at.least(4.5);
    const confirmation = await bookHelpDesk(el, 'light.primary@example.com');
    const badge = getComputedStyle(confirmation.shadowRoot!.querySelector('.badge')!);
    expect(
      contrastRatio(parseColor(badge.color)!, parseColor(badge.backgroundColor)!),
    ).to.be.at.least(4.5);
  });

  it('a page-set --booking-on-primary is kept', async () => {
    const el = await withBrand(
      '--booking-primary: #0f766e; --booking-on-primary: rgb(255, 250, 200)',
    );
    const selected = getComputedStyle(q(el, '[part~="day"][part~="selected"]')!);
    expect(selected.color).to.equal('rgb(255, 250, 200)');
    expect(selected.backgroundColor).to.equal('rgb(15, 118, 110)');
  });
});

describe('text drawn in a brand colour reads at 4.5:1', () => {
  afterEach(() => mock().reset());

  /** The first opaque background behind `node`, across shadow boundaries. */
  const behind = (node: Element): string => {
    for (let current: Element | null = node; current;) {
      const colour = getComputedStyle(current).backgroundColor;
      if (parseColor(colour)?.alpha === 1) return colour;
      current =
        current.parentElement ?? ((current.getRootNode() as ShadowRoot).host as Element | null);
    }
    return 'rgb(255, 255, 255)';
  };

  /** Contrast of each time, bookable day and link-styled button under `el` with what lies behind it. */
  const textContrasts = (el: BookingWidget) =>
    [
      ...el.shadowRoot!.querySelectorAll(
        '[part~="slot"]:not([disabled]), .day.available:not(.selected), .btn.link',
      ),
    ].map((node) => ({
      what: `${node.className} ${node.textContent!.trim().slice(0, 20)}`,
      ratio: contrastRatio(parseColor(getComputedStyle(node).color)!, parseColor(behind(node))!),
    }));

  for (const theme of ['light', 'dark'] as const)
    for (const primary of ['#facc15', '#4f46e5', '']) {
      it(`${primary || 'the default'} on ${theme}: times, bookable days and links`, async () => {
        const el = await withTimes(
          html`<booking-widget
            resource="106"
            demo
            theme=${theme}
            style=${primary ? `--booking-primary: ${primary}` : ''}
          ></booking-widget>`,
        );
        const low = () => textContrasts(el).filter((text) => text.ratio < 4.5);
        // The brand's text shade is set once the palette module has loaded.
        await waitUntil(() => low().length === 0, JSON.stringify(low()), { timeout: 20_000 });
        expect(textContrasts(el).length).to.be.greaterThan(3);
        const hover = q(el, '[part~="slot"]:not([disabled])')!;
        // A hovered time lies on the brand's tint: the shade reads there too.
        const tint = getComputedStyle(q(el, '.day.available:not(.selected)')!).backgroundColor;
        expect(
          contrastRatio(parseColor(getComputedStyle(hover).color)!, parseColor(tint)!),
        ).to.be.at.least(4.5);
      });
    }
});
