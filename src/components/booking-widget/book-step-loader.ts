/**
 * Loads the booking step (<booking-form>, the answer validators, the booking submit) on demand, so the chunks
 * needed to show times stay small (issue 7); the confirmation is loaded by the step itself (book-flow.ts). A Lit
 * controller of <booking-widget>:
 * - prefetches when the browser is idle after the first times are shown, and at once when a time is hovered,
 *   focused or pressed;
 * - `whenReady(then)` runs `then` at once when the step is loaded, else after it loads (the latest call wins),
 *   marking the pressed time busy meanwhile, so the form appears complete, never half-drawn;
 * - loads the step whenever the host renders a <booking-form> before it is defined.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadOnce, whenIdle } from '../../core/load-once.js';

type BookStepModule = typeof import('../booking-form/book-step.js');

let loaded: BookStepModule | undefined;

/** Imports the booking step once (a failed import may be tried again). */
export const loadBookStep: () => Promise<BookStepModule> = loadOnce(async () => {
  // The client's booking operations (bookings.ts) come with it (submit.ts imports them).
  return (loaded = await import('../booking-form/book-step.js'));
});

const SLOT = '[part~="slot"]';
const STEP_ELEMENTS = 'booking-form:not(:defined)';

type Host = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export interface BookStepLoaderOptions {
  /** The step could not be loaded (offline…) after a time was chosen. */
  onError(error: unknown): void;
}

export class BookStepLoader implements ReactiveController {
  readonly #host: Host;
  readonly #options: BookStepLoaderOptions;
  #idleScheduled = false;
  #then: (() => void) | undefined;
  #busy: HTMLElement | undefined;
  #pressed: HTMLElement | undefined;
  /** Removes the intent listeners when the host leaves the page. */
  #listening: AbortController | undefined;

  constructor(host: Host, options: BookStepLoaderOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The booking step's module once loaded; until then undefined, and asking for it loads it. */
  get module(): BookStepModule | undefined {
    if (!loaded) this.#load();
    return loaded;
  }

  /** Runs `then` now when the step is loaded (returns true), else once it is (returns false). */
  whenReady(then: () => void): boolean {
    if (loaded) return true;
    this.#then = then;
    this.#setBusy(this.#pressed);
    loadBookStep().then(
      () => {
        const next = this.#then;
        this.#then = undefined;
        this.#setBusy(undefined);
        if (next && this.#host.isConnected) next();
      },
      (error: unknown) => {
        const waiting = this.#then !== undefined;
        this.#then = undefined;
        this.#setBusy(undefined);
        if (waiting && this.#host.isConnected) this.#options.onError(error);
      },
    );
    return false;
  }

  hostConnected(): void {
    if (loaded) return;
    const root = this.#host.renderRoot;
    const signal = (this.#listening = new AbortController()).signal;
    root.addEventListener('pointerover', this.#onIntent, { signal });
    root.addEventListener('focusin', this.#onIntent, { signal });
    root.addEventListener('pointerdown', this.#onPress, { signal, capture: true });
    root.addEventListener('keydown', this.#onPress, { signal, capture: true });
  }

  hostDisconnected(): void {
    this.#listening?.abort();
    this.#then = undefined;
    this.#setBusy(undefined);
  }

  hostUpdated(): void {
    if (loaded) return;
    const root = this.#host.renderRoot;
    if (root.querySelector(STEP_ELEMENTS)) {
      this.#load();
      return;
    }
    if (!this.#idleScheduled && root.querySelector(SLOT)) {
      this.#idleScheduled = true;
      whenIdle(() => this.#load());
    }
  }

  /** Loads (or prefetches) the step; re-renders the host once loaded so pending elements get their values. */
  #load(): void {
    if (loaded) return;
    loadBookStep().then(
      () => this.#host.requestUpdate(),
      () => {
        /* a prefetch that failed is tried again when a time is chosen */
      },
    );
  }

  #slotOf(event: Event): HTMLElement | undefined {
    const target = event.composedPath()[0];
    return target instanceof Element ? (target.closest<HTMLElement>(SLOT) ?? undefined) : undefined;
  }

  readonly #onIntent = (event: Event) => {
    if (!loaded && this.#slotOf(event)) this.#load();
  };

  readonly #onPress = (event: Event) => {
    const slot = this.#slotOf(event);
    if (slot) {
      this.#pressed = slot;
      this.#load();
    }
  };

  #setBusy(element: HTMLElement | undefined): void {
    if (this.#busy === element) return;
    if (this.#busy) {
      this.#busy.removeAttribute('aria-busy');
      this.#busy.style.removeProperty('cursor');
    }
    this.#busy = element?.isConnected ? element : undefined;
    if (this.#busy) {
      this.#busy.setAttribute('aria-busy', 'true');
      this.#busy.style.cursor = 'progress';
    }
  }
}
