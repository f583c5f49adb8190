// Starting again: reset() from code and "Book another time" on the confirmation both land on the first available
// day with its times.
import { expect, html, waitUntil } from '@open-wc/testing';
import { bookHelpDesk, mock, q, qa, withTimes } from '../widget-helpers.js';

describe('<booking-widget> starting again', () => {
  afterEach(() => mock().reset());

  it('reset() with cached availability selects the first available day and shows its times', async () => {
    const el = await withTimes(html`<booking-widget resource="106" demo></booking-widget>`);
    const firstDay = q(el, '[part~="day"][part~="selected"]')!.getAttribute('aria-label');
    const slots = qa(el, '[part~="slot"]').length;
    q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!.click();
    await waitUntil(() => q(el, 'booking-form'), 'no form', { timeout: 20_000 });
    el.reset();
    await waitUntil(() => q(el, '[part~="day"][part~="selected"]'), 'no day selected after reset', {
      timeout: 20_000,
    });
    expect(q(el, '[part~="day"][part~="selected"]')!.getAttribute('aria-label')).to.equal(firstDay);
    await waitUntil(() => qa(el, '[part~="slot"]').length === slots, 'times not shown', {
      timeout: 10_000,
    });
  });

  it('"Book another time" after a booking shows the first available day with its times', async () => {
    const el = await withTimes(html`<booking-widget resource="106" demo></booking-widget>`);
    const confirmation = await bookHelpDesk(el, 'another.time@example.com');
    const restart = [
      ...confirmation.shadowRoot!.querySelectorAll<HTMLButtonElement>('button'),
    ].find((button) => /book another/i.test(button.textContent ?? ''));
    expect(restart, '"Book another time" offered').to.not.equal(undefined);
    restart!.click();
    await waitUntil(() => q(el, '[part~="day"][part~="selected"]'), 'no day selected', {
      timeout: 20_000,
    });
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times shown', { timeout: 10_000 });
  });
});
