import { expect, fixture, html, waitUntil } from '@open-wc/testing';

describe('<booking-floating-button>', () => {
  it('keeps the default brand colour when --booking-primary is not a colour', async () => {
    await import('../../../../src/components/booking-dialog/floating-button.js');
    const button = await fixture<HTMLElement>(
      html`<booking-floating-button
        label="Book a time"
        style="--booking-primary: not-a-color"
      ></booking-floating-button>`,
    );
    await (button as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const inner = button.shadowRoot!.querySelector('button')!;
    // The palette module that replaces the invalid colour loads on demand.
    await waitUntil(
      () => getComputedStyle(inner).backgroundColor === 'rgb(29, 78, 216)',
      'the default brand colour was not restored',
      { timeout: 20_000 },
    );
    expect(getComputedStyle(inner).color).to.equal('rgb(255, 255, 255)');
  });
});
