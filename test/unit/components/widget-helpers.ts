// What the tests of a whole <booking-widget> in demo mode share: the page's mock service, reading the widget's
// shadow root, waiting for its times, and booking the help desk (106) as a person would.
import { fixture, html, waitUntil } from '@open-wc/testing';
import '../../../src/index.js';
import type { BookingWidget } from '../../../src/index.js';
import type { BookingForm } from '../../../src/components/booking-form/booking-form.js';
import type { BookingConfirmation } from '../../../src/components/booking-confirmation/booking-confirmation.js';
import { createMockFetch, type BookingMockHandle } from '../../../src/mock/browser.js';

// The page's one mock service, created now so a test can book through it before any widget loads it.
createMockFetch();
export const mock = (): BookingMockHandle => globalThis.__bookingMock!;

export const q = <T extends Element = HTMLElement>(root: Element, selector: string) =>
  root.shadowRoot!.querySelector<T>(selector);
export const qa = <T extends Element = HTMLElement>(root: Element, selector: string) => [
  ...root.shadowRoot!.querySelectorAll<T>(selector),
];
/** The text of an element's shadow root, white space folded. */
export const shadowText = (el: Element) => el.shadowRoot!.textContent?.replace(/\s+/g, ' ') ?? '';

/**
 * The canceled booking's confirmation, once shown: its heading says "This booking was canceled", and nothing else in
 * the widget says it again (no "Booking canceled" line, nothing announced over the focused heading).
 */
export function canceledOnce(el: Element): boolean {
  const heading = q(el, 'booking-confirmation')?.shadowRoot?.querySelector('h2')?.textContent;
  if (!heading?.includes('This booking was canceled')) return false;
  const said = shadowText(el).match(/\bcanceled\b/gi) ?? [];
  if (said.length > 0) throw new Error(`said again: ${shadowText(el)}`);
  return true;
}

/** Renders a widget and waits until it shows times. */
export async function withTimes(template: ReturnType<typeof html>): Promise<BookingWidget> {
  const el = await fixture<BookingWidget>(template);
  await waitUntil(() => q(el, '[part~="slot"]'), 'no times rendered', { timeout: 20_000 });
  return el;
}

/** Chooses the first time and books it as Ada, answering the help desk's (106) questions. */
export async function bookHelpDesk(el: BookingWidget, email: string): Promise<BookingConfirmation> {
  q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!.click();
  await waitUntil(() => q(el, 'booking-form'), 'no form', { timeout: 20_000 });
  const form = q<BookingForm>(el, 'booking-form')!;
  await form.updateComplete;
  const fill = (name: string, value: string) => {
    const field = form.shadowRoot!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  };
  fill('name', 'Ada Lovelace');
  fill('email', email);
  fill('problem', 'The printer on the third floor is offline.');
  await form.updateComplete;
  form.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
  await waitUntil(() => q(el, 'booking-confirmation'), 'no confirmation', { timeout: 20_000 });
  const confirmation = q<BookingConfirmation>(el, 'booking-confirmation')!;
  await confirmation.updateComplete;
  return confirmation;
}
