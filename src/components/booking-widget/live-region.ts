/**
 * The widget's live region: what changed, said once to assistive technology (times loaded, a date's times, a
 * failure, a booking made). One polite status region per widget; a new announcement replaces the last.
 */
import { html, type ReactiveControllerHost } from 'lit';

export class LiveRegion {
  readonly #host: ReactiveControllerHost;
  #text = '';

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  get text(): string {
    return this.#text;
  }

  announce(text: string): void {
    this.#text = text;
    this.#host.requestUpdate();
  }

  render() {
    return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      ${this.#text}
    </div>`;
  }
}
