import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';
import { CLOCK_STORAGE_KEY } from '../../../../src/components/shared/clock-choice.js';

const q = <T extends Element = HTMLElement>(el: BookingWidget, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
const toggle = (el: BookingWidget) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="clock"] button'),
];
const pressed = (el: BookingWidget) =>
  toggle(el)
    .find((button) => button.getAttribute('aria-pressed') === 'true')
    ?.textContent?.trim();
const firstSlot = (el: BookingWidget) => q<HTMLButtonElement>(el, '[part~="slot"]')!;

async function ready(template: ReturnType<typeof html>): Promise<BookingWidget> {
  const el = await fixture<BookingWidget>(template);
  await waitUntil(() => q(el, '[part~="slot"]'), 'no times rendered', { timeout: 20_000 });
  return el;
}

const TWELVE = /\d{1,2}:\d{2}\s?[AP]M/;
const TWENTY_FOUR = /\b([01]\d|2[0-3]):\d{2}\b/;

describe('12/24-hour toggle beside the time zone', () => {
  // Runs first: nothing chosen on this page yet, so the stored choice is what a returning visitor gets.
  it('starts with the clock a returning visitor chose (stored in this browser)', async () => {
    localStorage.setItem(CLOCK_STORAGE_KEY, '24');
    try {
      const el = await ready(html`<booking-widget resource="101" demo></booking-widget>`);
      expect(pressed(el)).to.equal('24h');
      expect(firstSlot(el).textContent).to.match(TWENTY_FOUR);
      expect(firstSlot(el).textContent).not.to.match(/[AP]M/);
    } finally {
      localStorage.removeItem(CLOCK_STORAGE_KEY);
    }
  });

  it("defaults to the language's clock, as a named group of two pressed-state buttons", async () => {
    const english = await ready(html`<booking-widget resource="101" demo></booking-widget>`);
    const group = q(english, '[part~="clock"]')!;
    expect(group.getAttribute('role')).to.equal('group');
    expect(group.getAttribute('aria-label')).to.equal('Time format');
    expect(toggle(english).map((button) => button.type)).to.deep.equal(['button', 'button']);
    expect(pressed(english)).to.equal('12h');
    expect(firstSlot(english).textContent).to.match(TWELVE);
    const german = await ready(
      html`<booking-widget resource="101" demo language="de"></booking-widget>`,
    );
    await waitUntil(() => pressed(german) === '24 Std.', 'German clock', { timeout: 10_000 });
    expect(q(german, '[part~="clock"]')!.getAttribute('aria-label')).to.equal('Zeitformat');
  });

  it('switches every time shown, and their accessible names, in every widget, and remembers it', async () => {
    const el = await ready(html`<booking-widget resource="101" demo></booking-widget>`);
    const other = await ready(
      html`<booking-widget resource="106" demo view="week"></booking-widget>`,
    );
    expect(firstSlot(el).getAttribute('aria-label')).to.match(TWELVE);
    toggle(el)[1]!.click();
    await el.updateComplete;
    await other.updateComplete;
    expect(pressed(el)).to.equal('24h');
    expect(firstSlot(el).textContent).to.match(TWENTY_FOUR);
    expect(firstSlot(el).getAttribute('aria-label')).to.match(TWENTY_FOUR);
    expect(firstSlot(el).getAttribute('aria-label')).not.to.match(/[AP]M/);
    expect(pressed(other), 'the page’s other widget follows').to.equal('24h');
    expect(firstSlot(other).textContent).not.to.match(/[AP]M/);
    expect(localStorage.getItem(CLOCK_STORAGE_KEY)).to.equal('24');

    // The form's summary of the chosen time uses the same clock.
    firstSlot(el).click();
    await waitUntil(() => q(el, 'booking-form'), 'form shown', { timeout: 20_000 });
    await el.updateComplete;
    const summary = (q(el, 'booking-form') as HTMLElement & { summary: string }).summary;
    expect(summary).to.match(TWENTY_FOUR);
    expect(summary).not.to.match(/[AP]M/);

    toggle(other)[0]!.click();
    await other.updateComplete;
    expect(pressed(other)).to.equal('12h');
    expect(localStorage.getItem(CLOCK_STORAGE_KEY)).to.equal('12');
    localStorage.removeItem(CLOCK_STORAGE_KEY);
  });

  it('still switches when storage throws (privacy mode): the choice lasts for the page', async () => {
    const setItem = Storage.prototype.setItem;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      const el = await ready(html`<booking-widget resource="101" demo></booking-widget>`);
      toggle(el)
        .find((button) => button.textContent?.trim() === '24h')!
        .click();
      await el.updateComplete;
      expect(pressed(el)).to.equal('24h');
      expect(firstSlot(el).textContent).to.match(TWENTY_FOUR);
    } finally {
      Storage.prototype.setItem = setItem;
      Storage.prototype.getItem = getItem;
    }
  });
});
