// The popup module's API as a page uses it: one popup per set of options (whatever their spelling), brand
// colours set before the popup shows, the floating button placed and coloured, nothing shown for options
// that name nothing to book.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { close, floatingButton, open } from '../../../../src/components/booking-dialog/popup.js';

const popups = () => [...document.querySelectorAll('booking-dialog')];

describe('popup module', () => {
  afterEach(() => {
    close();
    for (const element of document.querySelectorAll('booking-dialog, booking-floating-button'))
      element.remove();
  });

  it('reuses one popup for the same options written another way', async () => {
    open({ resource: '101', demo: true, 'hide-details': true, view: 'week' });
    // The first open loads the dialog's module: seconds on a loaded machine, not waitUntil's default 1 s.
    await waitUntil(() => popups()[0]?.open, 'the popup did not open', { timeout: 10_000 });
    close();
    expect(popups()[0]!.open).to.equal(false);
    open({ view: 'week', hideDetails: 'true', demo: '', resource: 101 });
    await waitUntil(() => popups()[0]?.open, 'the popup did not reopen', { timeout: 10_000 });
    expect(popups()).to.have.length(1);
    expect(popups()[0]!.querySelector('booking-widget')!.getAttribute('view')).to.equal('week');
  });

  it('closed at once after open(), it never shows', async () => {
    open({ resource: '101', demo: true });
    await waitUntil(() => popups()[0]?.open, 'the popup did not open', { timeout: 10_000 });
    close();
    // Opened again and closed in the same task: the popup exists, waits for its frame, and is stopped.
    open({ resource: '101', demo: true });
    close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(popups()[0]!.open).to.equal(false);
  });

  it('shows a popup with a brand colour only once its readable palette is set', async () => {
    const opened = oneEvent(document, 'booking-open');
    open({ resource: '101', demo: true, primary: 'gold' });
    const dialog = (await opened).target as HTMLElement;
    expect(dialog.style.getPropertyValue('--booking-on-primary')).to.equal('#000000');
    expect(dialog.style.getPropertyValue('--booking-primary')).to.match(/^#[0-9a-f]{6}$/);
  });

  it('places a floating button with its text and brand colour, which opens the popup', async () => {
    const button = floatingButton({
      resource: '101',
      demo: true,
      text: 'Book a call',
      primary: '#1e1b4b',
      position: 'bottom-left',
    })!;
    expect(button.localName).to.equal('booking-floating-button');
    await waitUntil(
      () => button.isConnected && button.style.getPropertyValue('--booking-on-primary'),
      'the button was not placed with its colours',
      { timeout: 10_000 },
    );
    expect(button.style.getPropertyValue('--booking-on-primary')).to.equal('#ffffff');
    await button.updateComplete;
    const inner = button.shadowRoot!.querySelector('button')!;
    expect(inner.textContent!.trim()).to.equal('Book a call');
    expect(button.getAttribute('position')).to.equal('bottom-left');
    inner.click();
    await waitUntil(() => popups()[0]?.open, 'the button did not open the popup', {
      timeout: 10_000,
    });
  });

  it('shows nothing for options that name nothing to book, and says so with a warning each', async () => {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      open({ demo: true });
      expect(floatingButton({ text: 'Book' })).to.equal(undefined);
      expect(popups()).to.have.length(0);
      expect(document.querySelector('booking-floating-button')).to.equal(null);
      // The words load with the console's other checks (attribute-warnings.ts).
      await waitUntil(() => warnings.length === 2, 'no warning for each', { timeout: 10_000 });
      open({ demo: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      console.warn = original;
    }
    // Each once (the second open says nothing more), in any order.
    expect(warnings.map((args) => String(args[0])).sort()).to.deep.equal(
      [
        '[booking-widget] this popup has nothing to book, so it does not open: give the trigger ' +
          'data-booking-resource="<resource id>" (BookingWidget.open: resource), data-booking-page or ' +
          'data-booking-user for a page of events, or a booking and action.',
        '[booking-widget] floatingButton has nothing to book, so it adds no button: give it resource, page or user.',
      ].sort(),
    );
  });
});
