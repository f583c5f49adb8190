/**
 * Elements a host renders but loads only when needed, by tag: a Lit controller that imports an element's chunk
 * - when the host has rendered the tag before it is defined (`tag:not(:defined)`, for the tags named in
 *   `loadWhenRendered`: the host shows a fallback meanwhile, and renders again once it is defined),
 * - on intent: a pointer over, focus on, or press of an element matching a selector (`prefetchOn`),
 * - when the browser is idle (`prefetchWhenIdle`),
 * - or at once (`load`), e.g. to run something once it is there (`whenLoaded`).
 * A failed import is forgotten (the next trigger tries again) and reported by `failed(tag)`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadOnce, whenIdle } from '../../core/load-once.js';

type Host = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** Modules already loaded, by their loader: a second widget on the page has them at once. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

interface Entry {
  source: () => Promise<unknown>;
  load: () => Promise<unknown>;
  module: unknown;
  failed: boolean;
  idle: boolean;
  whenRendered: boolean;
}

export class LazyElements<Tags extends string> implements ReactiveController {
  readonly #host: Host;
  readonly #entries = new Map<string, Entry>();
  readonly #intents: { selector: string; tag: Tags }[] = [];
  /** The element last pressed for an intent: marked busy while `whenLoaded` waits. */
  #pressed: HTMLElement | undefined;
  #busy: HTMLElement | undefined;
  #waiting: { tag: Tags; then: () => void } | undefined;
  #listening: AbortController | undefined;

  /** `loaders`: each tag's import (the module that defines it). */
  constructor(
    host: Host,
    loaders: Record<Tags, () => Promise<unknown>>,
    { loadWhenRendered = [] }: { loadWhenRendered?: NoInfer<Tags>[] } = {},
  ) {
    this.#host = host;
    for (const [tag, load] of Object.entries(loaders) as [Tags, () => Promise<unknown>][])
      this.#entries.set(tag, {
        source: load,
        load: loadOnce(load),
        module: loadedModules.get(load),
        failed: false,
        idle: false,
        whenRendered: loadWhenRendered.includes(tag),
      });
    host.addController(this);
  }

  /** Loads `tag` when a pointer is over, focus is in, or a press starts on an element matching `selector`. */
  prefetchOn(selector: string, tag: Tags): this {
    this.#intents.push({ selector, tag });
    return this;
  }

  /** The module of `tag` once loaded. */
  module<T>(tag: Tags): T | undefined {
    return this.#entries.get(tag)?.module as T | undefined;
  }

  /** Whether the last load of `tag` failed (and no later one has succeeded yet). */
  failed(tag: Tags): boolean {
    return Boolean(this.#entries.get(tag)?.failed);
  }

  /** Loads `tag` now; the host renders again once it is defined (or failed). */
  load(tag: Tags): Promise<unknown> {
    const entry = this.#entries.get(tag)!;
    if (entry.module) return Promise.resolve(entry.module);
    return entry.load().then(
      (module) => {
        entry.module = module;
        entry.failed = false;
        loadedModules.set(entry.source, module);
        this.#host.requestUpdate();
        return module;
      },
      (error: unknown) => {
        entry.failed = true;
        this.#host.requestUpdate();
        throw error;
      },
    );
  }

  /** Loads `tag` once the browser is idle (once per host). */
  prefetchWhenIdle(tag: Tags): void {
    const entry = this.#entries.get(tag)!;
    if (entry.module || entry.idle) return;
    entry.idle = true;
    whenIdle(() => void this.load(tag).catch(() => undefined));
  }

  /**
   * Runs `then` now when `tag` is loaded (returns true), else once it is (returns false; the latest call wins),
   * marking the element that was pressed busy meanwhile. `onError` runs when the load fails.
   */
  whenLoaded(tag: Tags, then: () => void, onError: (error: unknown) => void): boolean {
    if (this.#entries.get(tag)!.module) return true;
    this.#waiting = { tag, then };
    this.#setBusy(this.#pressed);
    this.load(tag).then(
      () => {
        const waiting = this.#waiting;
        this.#waiting = undefined;
        this.#setBusy(undefined);
        if (waiting?.tag === tag && this.#host.isConnected) waiting.then();
      },
      (error: unknown) => {
        const waiting = this.#waiting?.tag === tag;
        this.#waiting = undefined;
        this.#setBusy(undefined);
        if (waiting && this.#host.isConnected) onError(error);
      },
    );
    return false;
  }

  hostConnected(): void {
    if (this.#intents.length === 0) return;
    const root = this.#host.renderRoot;
    const signal = (this.#listening = new AbortController()).signal;
    root.addEventListener('pointerover', this.#onIntent, { signal });
    root.addEventListener('focusin', this.#onIntent, { signal });
    root.addEventListener('pointerdown', this.#onPress, { signal, capture: true });
    root.addEventListener('keydown', this.#onPress, { signal, capture: true });
  }

  hostDisconnected(): void {
    this.#listening?.abort();
    this.#waiting = undefined;
    this.#setBusy(undefined);
  }

  hostUpdated(): void {
    const root = this.#host.renderRoot;
    for (const [tag, entry] of this.#entries) {
      if (
        entry.whenRendered &&
        !entry.module &&
        !entry.failed &&
        root.querySelector(`${tag}:not(:defined)`)
      )
        void this.load(tag as Tags).catch(() => undefined);
    }
  }

  #intentOf(event: Event): { element: HTMLElement; tag: Tags } | undefined {
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return undefined;
    for (const { selector, tag } of this.#intents) {
      const element = target.closest<HTMLElement>(selector);
      if (element && !this.#entries.get(tag)!.module) return { element, tag };
    }
    return undefined;
  }

  readonly #onIntent = (event: Event) => {
    const intent = this.#intentOf(event);
    if (intent) void this.load(intent.tag).catch(() => undefined);
  };

  readonly #onPress = (event: Event) => {
    const intent = this.#intentOf(event);
    if (!intent) return;
    this.#pressed = intent.element;
    void this.load(intent.tag).catch(() => undefined);
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
