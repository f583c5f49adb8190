/**
 * The popup module (`dist/booking-popup.js`), imported by the header script on the first hover, focus or
 * click of a trigger, or by `BookingWidget.open()` / `floatingButton()`. Usable from a bundler too:
 * `import { open } from 'booking-widget/popup'`.
 *
 * One popup (a `<booking-dialog>` holding a `<booking-widget>`) exists per distinct set of options and is
 * reused: closing and reopening keeps what the person chose and typed, until a booking is made (then the
 * next opening starts fresh). `prefetch()` creates it closed, so the widget already loads the resource and
 * its first month while the pointer is on the trigger.
 */
// Registers <booking-widget> (booking-widget.ts defines it); the package entry's client and exports aren't needed.
import '../booking-widget/booking-widget.js';
import { BookingDialog } from './booking-dialog.js';
import type { BookingFloatingButton } from './floating-button.js';
import {
  popupKey,
  stringOption,
  themeOf,
  translate,
  widgetAttributes,
  withSite,
} from './options.js';
import type { PopupOptions } from './options.js';
import type { Translator } from '../../core/i18n/index.js';

export type { PopupOptions } from './options.js';
export { BookingDialog } from './booking-dialog.js';
export type { BookingDialogEventDetail } from './booking-dialog.js';
export type { BookingFloatingButton } from './floating-button.js';

if (!customElements.get('booking-dialog')) customElements.define('booking-dialog', BookingDialog);

/** The part of `<booking-widget>` the popup uses (DESIGN §3); typed here so this module needs no cast to its class. */
type WidgetElement = HTMLElement & { prefill?: unknown; reset?: () => void };

const popups = new Map<string, BookingDialog>();
/** Options (by key) already reported as naming nothing to book. */
const unbookable = new Set<string>();
/** Brand colours being derived (`brand.ts` loads on demand): a popup opens once its colours are set. */
const branding = new WeakMap<BookingDialog, Promise<unknown>>();
/** The popup `open()` is about to show (cleared by `close()`). */
let opening: BookingDialog | undefined;
const finished = new WeakSet<BookingDialog>();

/** Says on the console that `options` name nothing to book (its words load with the console's other checks). */
const nothingToBook = (what: 'popup' | 'floatingButton', options: PopupOptions) =>
  void import('../booking-widget/attribute-warnings.js').then(
    (warnings) => warnings.warnNothingToBook(what, options),
    () => undefined,
  );

/** Whether the options name something to book or manage, or a page of events. */
function bookable(attributes: Map<string, string>): boolean {
  return ['resource', 'booking', 'page', 'user'].some((name) => attributes.has(name));
}

/** The site's options for every popup (`configure`): under each popup's own, or fixed with `lock`. */
let site: PopupOptions = {};

/**
 * Options every popup of the page takes (the header script passes its tag's `data-booking-*` and
 * `BookingWidget.configure()`'s): `baseUrl`, `apiKey`, `primary`…; with `lock: true`, the connection (`baseUrl`,
 * `apiKey`, `manageUrl`, `demo`) is the site's alone and a trigger naming another is ignored with a warning.
 */
export function configure(options: PopupOptions): void {
  site = { ...site, ...options };
}

/**
 * The `primary` option's palette on `element` (popup or floating button), once brand.ts has loaded (a failed load
 * keeps the default palette); undefined without the option.
 */
function brandColors(element: HTMLElement, options: PopupOptions): Promise<unknown> | undefined {
  const primary = stringOption(options, 'primary');
  return primary
    ? import('./brand.js').then(
        (brand) => brand.applyBrandColor(element, primary, themeOf(options)),
        () => undefined,
      )
    : undefined;
}

/** The popup for `options`, created (closed) on first use; undefined when they name nothing to book. */
function popupFor(own: PopupOptions): BookingDialog | undefined {
  const options = withSite(own, site);
  const key = popupKey(options);
  const existing = popups.get(key);
  if (existing?.isConnected) return existing;
  const attributes = widgetAttributes(options);
  if (!bookable(attributes)) {
    // Once per trigger: a hover prefetches and a click opens, and each asks again.
    if (!unbookable.has(key)) {
      unbookable.add(key);
      nothingToBook('popup', options);
    }
    return undefined;
  }
  const dialog = document.createElement('booking-dialog');
  const widget = document.createElement('booking-widget') as WidgetElement;
  for (const [name, value] of attributes) widget.setAttribute(name, value);
  if (options.prefill && typeof options.prefill === 'object') widget.prefill = options.prefill;
  const theme = themeOf(options);
  if (theme) dialog.theme = theme;
  const colours = brandColors(dialog, options);
  if (colours) branding.set(dialog, colours);
  dialog.detail = Object.fromEntries(
    [...attributes].filter(([name]) => /^(resource|page|user|booking|action)$/.test(name)),
  );
  // The dialog's own words are the widget's: the options' language until the widget speaks, then whatever it
  // speaks (its event's, the visitor's pick, a page of events' list's after "All events").
  let speaking = false;
  const say = (translator: Translator) => {
    dialog.dir = translator.dir;
    dialog.lang = translator.locale;
    dialog.label = stringOption(options, 'label') ?? translator.t('popup.title');
    dialog.closeLabel = translator.t('popup.close');
  };
  translate(options, (translator) => speaking || say(translator));
  widget.addEventListener('widget-language', (e) => {
    speaking = true;
    say((e as CustomEvent<Translator>).detail);
  });
  // After these, the next opening starts a fresh booking.
  for (const name of ['booking-confirmed', 'booking-rescheduled', 'booking-canceled'])
    widget.addEventListener(name, () => finished.add(dialog));
  dialog.append(widget);
  document.body.append(dialog);
  popups.set(key, dialog);
  return dialog;
}

/** Creates the popup for `options` without showing it, so its data loads in advance. */
export const prefetch: (options: PopupOptions) => void = popupFor;

/** Opens the popup for `options` (closing any other); focus returns to `trigger` (else the focused element). */
export function open(options: PopupOptions, trigger?: Element | null): void {
  const returnTo = trigger ?? document.activeElement;
  close();
  const dialog = popupFor(options);
  if (!dialog) return;
  if (finished.delete(dialog)) dialog.querySelector<WidgetElement>('booking-widget')?.reset?.();
  opening = dialog;
  void (branding.get(dialog) ?? Promise.resolve()).then(() => {
    if (opening === dialog) void dialog.show(returnTo);
  });
}

/** Closes the open popup, if any. */
export function close(): void {
  opening = undefined;
  // hide() also stops one that is about to show (BookingDialog.show waits for the next frame).
  for (const dialog of popups.values()) dialog.hide();
}

/**
 * Adds a fixed corner button that opens the popup for `options` (`text`, `position`: `bottom-right` |
 * `bottom-left`, plus every popup option). A second call for the same options replaces the first button.
 * The button's own module loads on first use (a page with only triggers never fetches it): the element is
 * returned at once and placed on the page, upgraded, when that module arrives.
 */
export function floatingButton(own: PopupOptions): BookingFloatingButton | undefined {
  const options = withSite(own, site);
  if (!bookable(widgetAttributes(options))) {
    nothingToBook('floatingButton', options);
    return undefined;
  }
  const button = document.createElement('booking-floating-button');
  import('./floating-button.js').then(
    (module) =>
      module.place(button, options, {
        open,
        prefetch,
        popupKey,
        stringOption,
        brandColors,
        translate,
      }),
    (error: unknown) => console.error('[booking-widget] could not load the floating button', error),
  );
  return button;
}
