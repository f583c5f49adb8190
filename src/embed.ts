/**
 * The header script (`dist/embed.js`): a classic script, the only thing a site puts in `<head>`.
 *
 * On load it only looks: `<booking-widget>` tags are watched with an IntersectionObserver and the element's
 * code (the shared chunk; resolved next to this script so `dist/` can live on any CDN path) is imported
 * when one comes near the viewport; popup triggers (`[data-booking-resource]`, `[data-booking-id]`) are
 * handled by delegated listeners, so triggers added later work without any scan. A pointer over, a press, a
 * touch or focus on a trigger imports the popup module (`booking-popup.js`) with the chunks it imports, and asks
 * for the resource and its first month at once (early reads, below); a click opens the popup. Calls queued by the
 * one-line stub (`{ q: [[name, arguments], …] }`) are replayed.
 *
 * Early reads (api/early-reads.ts): the data is asked for alongside the code, not after it has arrived and been
 * evaluated (on a phone that is most of a second). The availability needs a duration: the `duration` attribute,
 * else the resource's default remembered from an earlier visit (a day at most; a wrong one only costs a read the
 * widget leaves unused, as it books what the service's record says), else the record's own as soon as it
 * arrives (before the widget has read it).
 */

import { CAMPAIGN_STORAGE_KEY } from './core/campaign-key.js';
import { earlyReads } from './api/early-reads.js';

/** Options of a popup: the `<booking-widget>` attributes in camelCase plus popup extras. */
export type EmbedOptions = Record<string, unknown>;

type Handler = (event: Event) => void;

interface PopupModule {
  configure(options: EmbedOptions): void;
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
  configure(options: EmbedOptions): void;
  version: string;
}

interface QueueStub {
  q?: [string, ArrayLike<unknown>][];
  version?: string;
}

declare const __VERSION__: string;
/**
 * The chunks the entry modules import (`chunks/…`), the shared one first, from the build's manifest
 * (vite.embed.config.ts); undefined when the header script is built without the modules.
 */
declare const __BOOKING_CHUNKS__: string[] | undefined;

/** The default duration of a resource seen on an earlier visit: `<minutes>|<when>`, kept a day. */
const DURATION_KEY = 'booking-widget:duration:';
const DAY_MS = 864e5;
/** What the header script reads of a resource record: its durations, for the default one. */
interface ResourceDurations {
  durations?: { type?: 'days' | 'hours'; value?: number; is_default?: unknown }[];
}

const win = window as unknown as { BookingWidget?: QueueStub | BookingWidgetApi };
const existing = win.BookingWidget as QueueStub | undefined;

// Loaded twice (two snippets, a SPA re-inserting it): the first copy stays in charge.
if (!existing?.version) {
  const doc = document;
  const script = doc.currentScript as HTMLScriptElement | null;
  const base = script?.src || location.href;
  const TRIGGER =
    '[data-booking-resource],[data-booking-id],[data-booking-page],[data-booking-user]';
  let widgetModule: Promise<unknown> | undefined;
  let popupModule: Promise<PopupModule | undefined> | undefined;

  /**
   * A module next to this script, or undefined when it can't load. The console then names it and, when it comes
   * from another origin, the usual cause: module scripts are fetched with CORS, so without the header the browser
   * blocks them (a blocked module doesn't say why to the page).
   */
  const load = <T>(name: string): Promise<T | undefined> => {
    const url = new URL(name, base).href;
    // The chunks it imports, asked for with it rather than once it has arrived: one round trip instead of two.
    if (typeof __BOOKING_CHUNKS__ == 'object')
      for (const chunk of __BOOKING_CHUNKS__)
        import(/* @vite-ignore */ new URL(chunk, base).href).catch(() => undefined);
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
  // An inline tag needs <booking-widget> alone, which the shared chunk defines: not the package entry's full client.
  const loadWidget = (): Promise<unknown> =>
    (widgetModule ??= load(
      typeof __BOOKING_CHUNKS__ == 'object' ? __BOOKING_CHUNKS__[0]! : 'booking-widget.js',
    ));
  const loadPopup = () => (popupModule ??= load<PopupModule>('booking-popup.js'));

  const camel = (name: string): string => name.charAt(7).toLowerCase() + name.slice(8);
  /** `data-booking-api-key="k"` → `{ apiKey: 'k' }`; the popup module normalises the values. */
  const optionsOf = (element: HTMLElement): EmbedOptions => {
    const options: EmbedOptions = {};
    for (const key in element.dataset)
      if (key.startsWith('booking') && key.length > 7) options[camel(key)] = element.dataset[key];
    return options;
  };
  /**
   * The site's own options for every popup: this tag's `data-booking-*`, then `configure()`. The popup module
   * merges them (with `lock`, a trigger can't change the connection: base-url, api-key, manage-url, demo).
   */
  const site = script ? optionsOf(script) : {};
  const withPopup = (run: (popup: PopupModule) => void): void => {
    void loadPopup().then((popup) => popup && (popup.configure(site), run(popup)));
  };
  const triggerOf = (event: Event): HTMLElement | null => {
    const target = event.target;
    return target instanceof Element ? target.closest<HTMLElement>(TRIGGER) : null;
  };

  /** A GET asked for now, its answer left for the widget's client; undefined when asked for already. */
  const ask = (url: string): Promise<Response> | undefined => {
    if (earlyReads().has(url)) return undefined;
    // A plain GET, no header of its own: a key-adding proxy or a service without CORS preflights sees a simple request.
    const response = fetch(url);
    response.catch(() => undefined);
    earlyReads().set(url, { at: Date.now(), response });
    return response;
  };

  /**
   * The resource of `options` and its first days' availability, as the widget's client asks for them (live mode
   * only: a base URL, no demo): from the day before today to the day after tomorrow, the widget's first request for
   * a visitor in UTC−12…+12 (its zone padding), which then joins this one; the widget reads the rest of the month
   * after it. Elsewhere the widget asks for the one day more on its own.
   */
  const readEarly = (options: EmbedOptions): void => {
    const url = String(options.baseUrl ?? '')
      .trim()
      .replace(/\/+$/, '');
    const { resource: id, demo, duration } = options;
    if (!url || !id || (demo != null && demo !== false)) return;
    const address = (path: string, query: Record<string, string> = {}): string => {
      const params = new URLSearchParams(query);
      if (options.apiKey) params.append('apiKey', String(options.apiKey));
      return `${url}/${path}/${encodeURIComponent(id as string)}?${params}`.replace(/\?$/, '');
    };
    const availability = (minutes: number): void => {
      const now = new Date();
      const day = (date: number): string =>
        new Date(Date.UTC(now.getFullYear(), now.getMonth(), date)).toISOString().slice(0, 10);
      // Another month (a `date` option) is the widget's to ask for.
      if (!options.date)
        ask(
          address('availability', {
            start: day(now.getDate() - 1),
            // Today and tomorrow (FIRST_READ_DAYS) and a day's margin, even past the month's end.
            end: day(now.getDate() + 2),
            duration: `${minutes}m`,
          }),
        );
    };
    const stored = `${DURATION_KEY}${url}|${id as string}`;
    let minutes = /^\d+m?$/.test(duration as string) ? parseInt(duration as string) : 0;
    // The record first: a page's first use of localStorage waits for the browser (1-5 ms measured).
    ask(address('resources'))
      ?.then((answer) => answer.clone().json() as Promise<ResourceDurations>)
      .then(({ durations = [] }) => {
        const chosen = durations.find((item) => item.is_default === true) ?? durations[0];
        const found = (+chosen!.value! || 30) * ({ days: 1440, hours: 60 }[chosen!.type!] ?? 1);
        try {
          localStorage.setItem(stored, `${found}|${Date.now()}`);
        } catch {
          // Not remembered: the next visit waits for the record again.
        }
        // Asked for as soon as the record is here, before the widget has read it: its first load joins this.
        if (!minutes) availability(found);
      })
      .catch(() => undefined);
    try {
      const [remembered, at] = (localStorage.getItem(stored) ?? '').split('|');
      if (!minutes && Date.now() - +at! < DAY_MS) minutes = +remembered!;
    } catch {
      // No storage (a sandboxed frame): the record's own duration, once it arrives.
    }
    if (minutes) availability(minutes);
  };
  /** Reads early for `options`, then has the popup module do `run`. */
  const popupWith = (options: EmbedOptions, run: (popup: PopupModule) => void): void => {
    // Locked: the site's connection, whatever the trigger names (the popup module does the same).
    readEarly(site.lock == null ? { ...site, ...options } : { ...options, ...site });
    withPopup(run);
  };

  const intent = (event: Event): void => {
    const trigger = triggerOf(event);
    if (trigger && !trigger.hasAttribute('data-booking-prefetched')) {
      trigger.setAttribute('data-booking-prefetched', '');
      const options = optionsOf(trigger);
      popupWith(options, (popup) => popup.prefetch(options));
    }
  };
  // Phones have no hover: a press or a touch is the first sign, and a keyboard's is focus.
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
    doc.addEventListener(type, intent);
  doc.addEventListener('click', (event) => {
    const trigger = triggerOf(event);
    // A link with a modifier keeps its own behaviour (new tab/window), as a link should.
    if (
      !trigger ||
      (trigger.closest('a[href]') && (event.ctrlKey || event.metaKey || event.shiftKey))
    )
      return;
    event.preventDefault();
    const options = optionsOf(trigger);
    popupWith(options, (popup) => popup.open(options, trigger));
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
            for (const { isIntersecting, target } of entries) {
              if (!isIntersecting) continue;
              visibility?.unobserve(target);
              const options: EmbedOptions = {};
              for (const { name, value } of target.attributes)
                options[name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] =
                  value;
              readEarly(options);
              // Defined already (a popup's widget, or the popup module loaded): nothing more to load.
              if (!customElements.get('booking-widget')) loadWidget();
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
    open: (options) => popupWith(options, (popup) => popup.open(options, doc.activeElement)),
    close: () => {
      if (popupModule) withPopup((popup) => popup.close());
    },
    prefetch: (options) => popupWith(options, (popup) => popup.prefetch(options)),
    floatingButton: (options) => withPopup((popup) => popup.floatingButton(options)),
    configure: (options) => void Object.assign(site, options),
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
