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
import '../../index.js';
import { loadTranslator, resolveLanguage } from '../../core/i18n/index.js';
import { loadPalette } from '../booking-widget/brand-color.js';
import { BookingDialog } from './booking-dialog.js';
import type { BookingFloatingButton } from './floating-button.js';
import { popupKey, stringOption, widgetAttributes } from './options.js';
import type { PopupOptions } from './options.js';

export type { PopupOptions } from './options.js';
export { BookingDialog } from './booking-dialog.js';
export type { BookingDialogEventDetail } from './booking-dialog.js';
export type { BookingFloatingButton } from './floating-button.js';

if (!customElements.get('booking-dialog')) customElements.define('booking-dialog', BookingDialog);

/** The part of `<booking-widget>` the popup uses (DESIGN §3); typed here so this module needs no cast to its class. */
type WidgetElement = HTMLElement & { prefill?: unknown; reset?: () => void };

const popups = new Map<string, BookingDialog>();
/** Brand colours still being derived (the palette loads on demand): a popup opens once its colours are set. */
const branding = new WeakMap<HTMLElement, Promise<boolean>>();
/** The popup `open()` is about to show (cleared by `close()`). */
let opening: BookingDialog | undefined;
const finished = new WeakSet<BookingDialog>();
const darkScheme =
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;

/** Events after which the next opening starts a fresh booking. */
const FINISHING_EVENTS = ['booking-confirmed', 'booking-rescheduled', 'booking-canceled'] as const;

function themeOf(options: PopupOptions): 'light' | 'dark' | 'auto' | undefined {
  const theme = stringOption(options, 'theme');
  return theme === 'light' || theme === 'dark' || theme === 'auto' ? theme : undefined;
}

/** A CSS colour in any syntax the page may use (named colours included) → a form `brandPalette` parses. */
function normalizeColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  if (probe.style.color === '') return value;
  probe.hidden = true;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed || value;
}

/**
 * Sets `--booking-primary` / `--booking-on-primary` from a brand colour on `element`, for its theme (and
 * again when `auto` follows a colour-scheme change). Resolves to false when the colour is not understood.
 */
export function applyBrandColor(
  element: HTMLElement,
  primary: string,
  theme?: 'light' | 'dark' | 'auto',
): Promise<boolean> {
  const colour = normalizeColor(primary);
  const applied = loadPalette().then(
    ({ brandPalette }) => {
      const apply = (): boolean => {
        const dark = theme === 'dark' || (theme === 'auto' && darkScheme?.matches === true);
        const palette = brandPalette(colour, { scheme: dark ? 'dark' : 'light' });
        if (!palette) return false;
        element.style.setProperty('--booking-primary', palette.primary);
        element.style.setProperty('--booking-on-primary', palette.onPrimary);
        return true;
      };
      if (theme === 'auto') darkScheme?.addEventListener('change', apply);
      const ok = apply();
      if (!ok)
        console.warn(`[booking-widget] "${primary}" is not a colour; the default palette is used.`);
      return ok;
    },
    // Offline for a moment: the default palette, as for a colour not understood.
    () => false,
  );
  branding.set(element, applied);
  void applied.then(() => branding.delete(element));
  return applied;
}

function localize(dialog: BookingDialog, options: PopupOptions): void {
  const language = resolveLanguage(
    stringOption(options, 'language'),
    undefined,
    navigator.languages,
  );
  dialog.lang = language === 'est' ? 'et' : language;
  loadTranslator(language).then(
    (translator) => {
      dialog.dir = translator.dir;
      dialog.label = stringOption(options, 'label') ?? translator.t('popup.title');
      dialog.closeLabel = translator.t('popup.close');
    },
    () => undefined,
  );
}

function createPopup(options: PopupOptions): BookingDialog | undefined {
  const attributes = widgetAttributes(options);
  if (!attributes.has('resource') && !attributes.has('booking')) {
    console.error(
      '[booking-widget] a popup needs `resource` (or `booking` and `action`).',
      options,
    );
    return undefined;
  }
  const dialog = document.createElement('booking-dialog');
  const widget = document.createElement('booking-widget') as WidgetElement;
  for (const [name, value] of attributes) widget.setAttribute(name, value);
  if (options.prefill && typeof options.prefill === 'object') widget.prefill = options.prefill;
  const theme = themeOf(options);
  if (theme) dialog.theme = theme;
  const primary = stringOption(options, 'primary');
  if (primary) void applyBrandColor(dialog, primary, theme);
  dialog.detail = {
    ...(attributes.has('resource') ? { resource: attributes.get('resource') } : {}),
    ...(attributes.has('booking') ? { booking: attributes.get('booking') } : {}),
    ...(attributes.has('action') ? { action: attributes.get('action') } : {}),
  };
  localize(dialog, options);
  for (const name of FINISHING_EVENTS) widget.addEventListener(name, () => finished.add(dialog));
  dialog.append(widget);
  document.body.append(dialog);
  return dialog;
}

function popupFor(options: PopupOptions): BookingDialog | undefined {
  const key = popupKey(options);
  const existing = popups.get(key);
  if (existing?.isConnected) return existing;
  const created = createPopup(options);
  if (created) popups.set(key, created);
  return created;
}

/** Creates the popup for `options` without showing it, so its data loads in advance. */
export function prefetch(options: PopupOptions): void {
  popupFor(options);
}

/** Opens the popup for `options` (closing any other); focus returns to `trigger` (else the focused element). */
export function open(options: PopupOptions, trigger?: Element | null): void {
  const returnTo = trigger ?? document.activeElement;
  close();
  const dialog = popupFor(options);
  if (!dialog) return;
  if (finished.has(dialog)) {
    finished.delete(dialog);
    dialog.querySelector<WidgetElement>('booking-widget')?.reset?.();
  }
  opening = dialog;
  void (branding.get(dialog) ?? Promise.resolve()).then(() => {
    if (opening === dialog) void dialog.show(returnTo);
  });
}

/** Closes the open popup, if any. */
export function close(): void {
  opening = undefined;
  for (const dialog of popups.values()) if (dialog.open) dialog.hide();
}

/**
 * Adds a fixed corner button that opens the popup for `options` (`text`, `position`: `bottom-right` |
 * `bottom-left`, plus every popup option). A second call for the same options replaces the first button.
 */
export function floatingButton(options: PopupOptions): BookingFloatingButton | undefined {
  if (!widgetAttributes(options).has('resource') && !widgetAttributes(options).has('booking')) {
    console.error('[booking-widget] floatingButton needs `resource`.', options);
    return undefined;
  }
  const id = `booking-floating-${popupKey(options)}`;
  for (const previous of document.querySelectorAll('booking-floating-button')) {
    if (previous.dataset['bookingKey'] === id) previous.remove();
  }
  const button = document.createElement('booking-floating-button');
  button.dataset['bookingKey'] = id;
  button.position =
    stringOption(options, 'position') === 'bottom-left' ? 'bottom-left' : 'bottom-right';
  const text = stringOption(options, 'text');
  if (text) button.text = text;
  else {
    const language = resolveLanguage(
      stringOption(options, 'language'),
      undefined,
      navigator.languages,
    );
    loadTranslator(language).then(
      (translator) => {
        button.text = translator.t('popup.title');
      },
      () => undefined,
    );
  }
  const primary = stringOption(options, 'primary');
  if (primary) void applyBrandColor(button, primary, themeOf(options));
  const warm = (): void => prefetch(options);
  button.addEventListener('pointerenter', warm, { once: true });
  button.addEventListener('focusin', warm, { once: true });
  button.addEventListener('click', () => open(options, button));
  document.body.append(button);
  // The element's own module loads on first use (a page with only triggers never fetches it); `button`
  // upgrades in place when it arrives.
  import('./floating-button.js').catch((error: unknown) =>
    console.error('[booking-widget] could not load the floating button', error),
  );
  return button;
}
