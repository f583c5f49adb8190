/**
 * The header script (`dist/embed.js`): a classic script, the only thing a site puts in `<head>`.
 *
 * On load it only looks: `<booking-widget>` tags are watched with an IntersectionObserver and the widget
 * module (`booking-widget.js`, resolved next to this script so `dist/` can live on any CDN path) is imported
 * when one comes near the viewport; popup triggers (`[data-booking-resource]`, `[data-booking-id]`) are
 * handled by delegated listeners, so triggers added later work without any scan. Hovering or focusing a
 * trigger imports the popup module (`booking-popup.js`) and prefetches the resource and its first month;
 * a click opens the popup. Calls queued by the one-line stub (`{ q: [[name, arguments], …] }`) are replayed.
 */

import { CAMPAIGN_STORAGE_KEY } from './core/campaign-key.js';

/** Options of a popup: the `<booking-widget>` attributes in camelCase plus popup extras. */
export type EmbedOptions = Record<string, unknown>;

type Handler = (event: Event) => void;

interface PopupModule {
  open(options: EmbedOptions, trigger?: Element | null): void;
  close(): void;
  prefetch(options: EmbedOptions): void;
  floatingButton(options: EmbedOptions): void;
}

interface BookingWidgetApi {
  open(options: EmbedOptions): void;
  close(): void;
  on(event: string, handler: Handler): void;
  off(event: string, handler: Handler): void;
  prefetch(options: EmbedOptions): void;
  floatingButton(options: EmbedOptions): void;
  version: string;
}

interface QueueStub {
  q?: [string, ArrayLike<unknown>][];
  version?: string;
}

declare const __VERSION__: string;

const win = window as unknown as { BookingWidget?: QueueStub | BookingWidgetApi };
const existing = win.BookingWidget as QueueStub | undefined;

// Loaded twice (two snippets, a SPA re-inserting it): the first copy stays in charge.
if (!existing?.version) {
  const doc = document;
  const script = doc.currentScript as HTMLScriptElement | null;
  const base = script?.src || location.href;
  const TRIGGER = '[data-booking-resource],[data-booking-id]';
  let widgetModule: Promise<unknown> | undefined;
  let popupModule: Promise<PopupModule | undefined> | undefined;

  /**
   * A module next to this script, or undefined when it can't load. The console then names it and, when it comes
   * from another origin, the usual cause: module scripts are fetched with CORS, so without the header the browser
   * blocks them (a blocked module doesn't say why to the page).
   */
  const load = <T>(name: string): Promise<T | undefined> => {
    const url = new URL(name, base).href;
    return import(/* @vite-ignore */ url).catch((error: unknown) => {
      console.error(
        `[booking-widget] could not load ${url}` +
          (new URL(url).origin === location.origin
            ? ''
            : ': a module from another origin needs Access-Control-Allow-Origin'),
        error,
      );
      return undefined;
    });
  };
  const loadWidget = (): Promise<unknown> => (widgetModule ??= load('booking-widget.js'));
  const loadPopup = () => (popupModule ??= load<PopupModule>('booking-popup.js'));
  const withPopup = (run: (popup: PopupModule) => void): void => {
    void loadPopup().then((popup) => popup && run(popup));
  };

  const camel = (name: string): string => name.charAt(7).toLowerCase() + name.slice(8);
  /** `data-booking-api-key="k"` → `{ apiKey: 'k' }`; the popup module normalises the values. */
  const optionsOf = (element: HTMLElement): EmbedOptions => {
    const options: EmbedOptions = {};
    for (const key in element.dataset)
      if (key.startsWith('booking') && key.length > 7) options[camel(key)] = element.dataset[key];
    return options;
  };
  const triggerOf = (event: Event): HTMLElement | null => {
    const target = event.target;
    return target instanceof Element ? target.closest<HTMLElement>(TRIGGER) : null;
  };

  const prefetch = (event: Event): void => {
    const trigger = triggerOf(event);
    if (trigger && !trigger.hasAttribute('data-booking-prefetched')) {
      trigger.setAttribute('data-booking-prefetched', '');
      withPopup((popup) => popup.prefetch(optionsOf(trigger)));
    }
  };
  doc.addEventListener('pointerover', prefetch);
  doc.addEventListener('focusin', prefetch);
  doc.addEventListener('click', (event) => {
    const trigger = triggerOf(event);
    // A link with a modifier keeps its own behaviour (new tab/window), as a link should.
    if (
      !trigger ||
      (trigger.closest('a[href]') && (event.ctrlKey || event.metaKey || event.shiftKey))
    )
      return;
    event.preventDefault();
    withPopup((popup) => popup.open(optionsOf(trigger), trigger));
  });

  // The landing address's campaign parameters, for the rest of the visit (shared/page-campaign.ts reads them):
  // a popup opened on a later page, or after a single-page app tidied its address, still carries them.
  const campaign = [...new URLSearchParams(location.search)].filter(([name]) => /^utm_/.test(name));
  try {
    if (campaign.length)
      sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, `${new URLSearchParams(campaign)}`);
  } catch {
    // No session storage (a sandboxed frame): the widget still reads the address it is on.
  }

  const visibility =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
              visibility?.disconnect();
              loadWidget();
            }
          },
          { rootMargin: '400px' },
        )
      : undefined;

  const within = (root: Document | Element, selector: string): Element[] => {
    const found = [...root.querySelectorAll(selector)];
    if (root instanceof Element && root.matches(selector)) found.push(root);
    return found;
  };
  const scan = (root: Document | Element): void => {
    for (const trigger of within(root, TRIGGER)) {
      if (!trigger.hasAttribute('aria-haspopup')) trigger.setAttribute('aria-haspopup', 'dialog');
    }
    if (widgetModule) return;
    for (const tag of within(root, 'booking-widget')) {
      if (visibility) visibility.observe(tag);
      else loadWidget();
    }
  };
  const start = (): void => {
    scan(doc);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) scan(node);
        }
      }
    }).observe(doc.documentElement, { childList: true, subtree: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true });
  else start();

  const listeners = new Map<Handler, Map<string, Handler>>();
  const eventName = (name: string): string =>
    name.startsWith('booking-') ? name : `booking-${name}`;

  const api: BookingWidgetApi = {
    open: (options) => withPopup((popup) => popup.open(options, doc.activeElement)),
    close: () => {
      if (popupModule) withPopup((popup) => popup.close());
    },
    prefetch: (options) => withPopup((popup) => popup.prefetch(options)),
    floatingButton: (options) => withPopup((popup) => popup.floatingButton(options)),
    on(name, handler) {
      const byName = listeners.get(handler) ?? new Map<string, Handler>();
      listeners.set(handler, byName);
      if (byName.has(eventName(name))) return;
      const listener: Handler = (event) => handler(event);
      byName.set(eventName(name), listener);
      doc.addEventListener(eventName(name), listener);
    },
    off(name, handler) {
      const listener = listeners.get(handler)?.get(eventName(name));
      if (listener) doc.removeEventListener(eventName(name), listener);
      listeners.get(handler)?.delete(eventName(name));
    },
    version: __VERSION__,
  };
  win.BookingWidget = api;

  for (const [name, args] of existing?.q ?? []) {
    const method = api[name as keyof BookingWidgetApi];
    if (typeof method === 'function')
      (method as (...values: unknown[]) => void)(...Array.from(args));
  }
}
