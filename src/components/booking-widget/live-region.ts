/**
 * The widget's live region: what changed, said once to assistive technology (times loaded, a date's times, a
 * failure, a booking made). One polite status region per widget; a new announcement replaces the last.
 *
 * Several widgets on one page must not talk over each other: a widget speaks when it is the one the person last
 * focused or pressed (or a popup's, while focus is in the popup), or, before any was, when it is the only one on the
 * page. The others keep their text (the
 * widget compares it) but say nothing, and a widget the person moves into does not repeat what it held back.
 */
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { pickCount } from '../shared/language-choice.js';

/** The regions of the connected widgets, and the widget the person is using. */
const regions = new Set<LiveRegion>();
let inUse: HTMLElement | undefined;

export class LiveRegion implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #text = '';
  /** What the region says: the last announcement made while this widget may speak. */
  #spoken = '';
  /** The page's language picks when it was said: a pick since leaves nothing in the old language. */
  #picks = 0;
  readonly #use = () => (inUse = this.#host);

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    regions.add(this);
    this.#host.addEventListener('focusin', this.#use);
    this.#host.addEventListener('pointerdown', this.#use);
  }

  hostDisconnected(): void {
    regions.delete(this);
    if (inUse === this.#host) inUse = undefined;
    this.#host.removeEventListener('focusin', this.#use);
    this.#host.removeEventListener('pointerdown', this.#use);
  }

  get text(): string {
    return this.#text;
  }

  announce(text: string): void {
    this.#text = text;
    this.#picks = pickCount();
    const popup = this.#host.closest('booking-dialog');
    // Held back, it says nothing, and keeps nothing said before (out of date now, maybe in a language since left).
    this.#spoken =
      (inUse ? inUse === this.#host : regions.size <= 1) || popup?.matches(':focus-within')
        ? text
        : '';
    this.#host.requestUpdate();
  }

  render() {
    return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      ${pickCount() === this.#picks ? this.#spoken : ''}
    </div>`;
  }
}
