// The booking step (<booking-form>) and the confirmation are lazily loaded chunks (size budgets): neither is
// loaded to show times, a chosen time still opens a complete, focused form, and the confirmation loads while the
// form is shown, before anything is booked.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';

const q = <T extends Element = HTMLElement>(el: BookingWidget, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);

describe('booking step loaded on demand', () => {
  it('is not loaded before times are shown, then opens a complete form on a chosen time', async () => {
    const el = await fixture<BookingWidget>(
      html`<booking-widget resource="106" demo></booking-widget>`,
    );
    expect(customElements.get('booking-form')).to.equal(undefined);
    expect(customElements.get('booking-confirmation')).to.equal(undefined);
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times rendered', { timeout: 20_000 });
    const slot = q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!;
    setTimeout(() => slot.click());
    const selected = (await oneEvent(el, 'booking-slot-selected')) as CustomEvent;
    expect(selected.detail.start_at).to.equal(slot.dataset.instant);
    await el.updateComplete;
    const form = q<HTMLElement & { updateComplete: Promise<boolean> }>(el, 'booking-form')!;
    expect(form).to.not.equal(null);
    expect(customElements.get('booking-form')).to.not.equal(undefined);
    await form.updateComplete;
    // The form is drawn with its fields, and focus moved into it.
    expect(form.shadowRoot!.querySelector('input[name="email"]')).to.not.equal(null);
    await waitUntil(() => el.shadowRoot!.activeElement === form, 'focus not in the form', {
      timeout: 20_000,
    });
    // The confirmation, its own chunk, loads while the form is shown: before anything is booked.
    await waitUntil(
      () => customElements.get('booking-confirmation'),
      'the confirmation was not prefetched while the form was shown',
      { timeout: 20_000 },
    );
    expect(q(el, 'booking-confirmation')).to.equal(null);
  });

  it('prefetches the step once times are shown, so a later choice opens the form at once', async () => {
    const el = await fixture<BookingWidget>(
      html`<booking-widget resource="106" demo></booking-widget>`,
    );
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times rendered', { timeout: 20_000 });
    await waitUntil(() => customElements.get('booking-form'), 'not prefetched', {
      timeout: 20_000,
    });
    q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!.click();
    await el.updateComplete;
    expect(q(el, 'booking-form')).to.not.equal(null);
  });
});
