// <booking-dialog> on its own: the panel's colours per theme (and `auto` following the system scheme), its
// accessible names, the open/close events and what they report.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../../src/components/booking-dialog/popup.js';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';
import type { BookingDialog } from '../../../../src/components/booking-dialog/popup.js';

const WHITE = 'rgb(255, 255, 255)';
const DARK = 'rgb(17, 24, 39)';

async function panelColours(theme?: string, style = '') {
  const dialog = await fixture<BookingDialog>(
    html`<booking-dialog theme=${theme ?? ''} style=${style}></booking-dialog>`,
  );
  if (!theme) dialog.removeAttribute('theme');
  await dialog.updateComplete;
  const panel = getComputedStyle(dialog.shadowRoot!.querySelector('dialog')!);
  const close = getComputedStyle(dialog.shadowRoot!.querySelector('[part="close"]')!);
  return { background: panel.backgroundColor, text: close.color };
}

describe('<booking-dialog>', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('is light by default and with theme="light", whatever the system scheme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme });
      expect(await panelColours()).to.deep.equal({ background: WHITE, text: DARK });
      expect(await panelColours('light')).to.deep.equal({ background: WHITE, text: DARK });
    }
  });

  it('is dark with theme="dark", and with theme="auto" only under a dark system scheme', async () => {
    await emulateMedia({ colorScheme: 'light' });
    expect(await panelColours('dark')).to.deep.equal({
      background: DARK,
      text: 'rgb(243, 244, 246)',
    });
    expect(await panelColours('auto')).to.deep.equal({ background: WHITE, text: DARK });
    await emulateMedia({ colorScheme: 'dark' });
    expect(await panelColours('auto')).to.deep.equal({
      background: DARK,
      text: 'rgb(243, 244, 246)',
    });
  });

  it('has the widget’s colours, corners and focus ring in every theme and system scheme', async () => {
    const tokens = (host: Element) => {
      const style = getComputedStyle(host);
      return ['--_bg', '--_fg', '--_muted', '--_focus', '--_radius'].map((name) =>
        style.getPropertyValue(name).trim(),
      );
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      await emulateMedia({ colorScheme });
      for (const theme of ['light', 'dark', 'auto']) {
        const widget = await fixture<BookingWidget>(
          html`<booking-widget resource="106" demo theme=${theme}></booking-widget>`,
        );
        await widget.updateComplete;
        const host = getComputedStyle(widget);
        const dialog = await fixture<BookingDialog>(
          html`<booking-dialog theme=${theme}></booking-dialog>`,
        );
        await dialog.updateComplete;
        const what = `${theme} under a ${colorScheme} scheme`;
        expect(await panelColours(theme), what).to.deep.equal({
          background: host.backgroundColor,
          text: host.color,
        });
        expect(tokens(dialog), what).to.deep.equal(tokens(widget));
      }
    }
  });

  it('takes the page’s --booking-bg / --booking-fg in any theme', async () => {
    const style = '--booking-bg: rgb(1, 2, 3); --booking-fg: rgb(4, 5, 6)';
    for (const theme of [undefined, 'dark'])
      expect(await panelColours(theme, style)).to.deep.equal({
        background: 'rgb(1, 2, 3)',
        text: 'rgb(4, 5, 6)',
      });
  });

  it('names the dialog and its close button from label / close-label', async () => {
    const dialog = await fixture<BookingDialog>(
      html`<booking-dialog label="Réserver" close-label="Fermer"></booking-dialog>`,
    );
    await dialog.updateComplete;
    const root = dialog.shadowRoot!;
    expect(root.querySelector('dialog')!.getAttribute('aria-label')).to.equal('Réserver');
    expect(root.querySelector('[part="close"]')!.getAttribute('aria-label')).to.equal('Fermer');
  });

  it('reports booking-open and booking-close with its detail, closing from the close button', async () => {
    const trigger = await fixture<HTMLButtonElement>(html`<button>Book</button>`);
    const dialog = document.createElement('booking-dialog');
    dialog.detail = { resource: '101' };
    document.body.append(dialog);
    trigger.focus();
    const opened = oneEvent(document, 'booking-open');
    await dialog.show(trigger);
    expect((await opened).detail).to.deep.equal({ resource: '101' });
    expect(dialog.open).to.equal(true);
    const closeButton = dialog.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!;
    expect(dialog.shadowRoot!.activeElement).to.equal(closeButton);
    const closed = oneEvent(document, 'booking-close');
    closeButton.click();
    expect((await closed).detail).to.deep.equal({ resource: '101' });
    expect(dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(trigger);
    dialog.remove();
  });

  it('hidden before its frame, it never opens: no booking-open, focus stays where it was', async () => {
    const trigger = await fixture<HTMLButtonElement>(html`<button>Book</button>`);
    const dialog = document.createElement('booking-dialog');
    document.body.append(dialog);
    trigger.focus();
    let opened = 0;
    const count = () => opened++;
    document.addEventListener('booking-open', count);
    const showing = dialog.show(trigger);
    dialog.hide();
    await showing;
    await new Promise((resolve) => setTimeout(resolve, 150));
    document.removeEventListener('booking-open', count);
    expect(dialog.open).to.equal(false);
    expect(opened).to.equal(0);
    expect(document.activeElement).to.equal(trigger);
    expect(document.documentElement.style.overflow).to.equal('');
    // Asked again, it opens.
    await dialog.show(trigger);
    expect(dialog.open).to.equal(true);
    dialog.hide();
    dialog.remove();
  });

  it('opened from a trigger that shows no focus ring (clicked), its close button shows none until a key is pressed', async () => {
    const trigger = await fixture<HTMLButtonElement>(html`<button>Book</button>`);
    const dialog = document.createElement('booking-dialog');
    document.body.append(dialog);
    // A key pressed earlier on the page: an engine may now draw the ring on any focus moved by script.
    await sendKeys({ press: 'Shift' });
    const ring = () =>
      getComputedStyle(dialog.shadowRoot!.querySelector('[part="close"]')!).outlineStyle;
    await dialog.show(trigger);
    expect(dialog.shadowRoot!.activeElement?.getAttribute('part')).to.equal('close');
    expect(ring()).to.equal('none');
    await sendKeys({ press: 'Shift' });
    await dialog.updateComplete;
    expect(ring()).to.equal('solid');
    dialog.hide();
    dialog.remove();
  });
});
