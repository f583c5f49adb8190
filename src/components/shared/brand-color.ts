/**
 * The brand colour a page gives through `--booking-primary`, resolved in script:
 *
 * - a value that is not a colour (`not-a-color`) would make every `var(--booking-primary)` use invalid at
 *   computed-value time (no background at all: the confirmation's check circle, the selected day…), and a
 *   `var()` fallback does not help then — so the default primary of the current scheme is used instead;
 * - a page that sets only `--booking-primary` gets the same accessible palette the popup derives
 *   (`brandPalette`: the primary shaded to 3:1 on the background when needed, and `--booking-on-primary`
 *   black or white at 4.5:1 on it); a page that sets `--booking-on-primary` too keeps both as given, unless its
 *   text colour misses 4.5:1 on the fill (then black or white);
 * - text drawn in the brand colour (links, times, bookable days) uses its text shade `--_accent`: the same hue,
 *   darker on light backgrounds and lighter on dark ones, at 4.5:1 on the background and on the brand's tint.
 * Both decisions are made by the palette module (`resolveBrandColors`), loaded only when one is needed (a
 * value that is not a colour, or a primary alone), from the first read after connecting (so normally before
 * the times render); until it arrives the page's colours are used as given.
 *
 * The inline widget's `primary` attribute is the brand colour in place of `--booking-primary` (the same palette as
 * the popup's `data-booking-primary`); a value that is not a colour gives the default palette, like an invalid
 * `--booking-primary` (and console-warnings.ts says so on the console).
 *
 * The result is written to the host's private properties (`--_primary`, `--_on-primary` by default) by a
 * constructable style sheet adopted after the component's own styles (CSSOM: allowed under a strict CSP).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadOnce } from '../../core/load-once.js';

type PaletteModule = typeof import('../../core/palette.js');

/**
 * The palette module (with `resolveBrandColors`), needed only when a page's colour must be corrected or
 * completed (widget and popup).
 */
export const loadPalette = loadOnce(() => import('../../core/palette.js'));
let palette: PaletteModule | undefined;

/** A value that is unset or a colour (no CSS object outside a browser: taken as given). */
const isColorOrUnset = (value: string) =>
  !value || typeof CSS === 'undefined' || CSS.supports('color', value);

const darkScheme =
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;

/**
 * Keeps the host's private brand colours valid and readable (see the module comment).
 *
 * Reading the page's values needs `getComputedStyle`, which forces a style recalculation (and, with the
 * widget's container queries, a layout) when the DOM has changed. So the values are read in the next animation
 * frame, once per frame however many changes came before it: the frame recalculates styles anyway, so reading them
 * just before it costs nothing extra, and that frame — the first one included — paints with the right colours:
 * - after a render (this catches a page's style sheet or an ancestor changing the custom properties);
 * - when the host's `style`, `class`, `theme` or `primary` attribute changes (a `MutationObserver`): read at once,
 *   the widget's own first render (which reflects `theme`) laid out its half-built loading screen once more;
 * - at once when the colour scheme changes.
 * The palette itself is computed only when the values differ from the last ones.
 */
export class BrandColorController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #sheet: CSSStyleSheet | undefined;
  #last = '';
  #frame = 0;
  #observer: MutationObserver | undefined;
  readonly #onSchemeChange = () => this.update();

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    darkScheme?.addEventListener('change', this.#onSchemeChange);
    if (typeof MutationObserver === 'function') {
      this.#observer ??= new MutationObserver(() => this.#readBeforeNextFrame());
      this.#observer.observe(this.#host, {
        attributes: true,
        attributeFilter: ['style', 'class', 'theme', 'primary'],
      });
    }
  }

  hostDisconnected(): void {
    darkScheme?.removeEventListener('change', this.#onSchemeChange);
    this.#observer?.disconnect();
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  hostUpdated(): void {
    this.#readBeforeNextFrame();
  }

  #readBeforeNextFrame(): void {
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      this.update();
    });
  }

  /** Reads the page's values again and updates the override when they changed. */
  update(): void {
    const root = this.#host.shadowRoot;
    if (!root || !this.#host.isConnected) return;
    const style = getComputedStyle(this.#host);
    const theme = this.#host.getAttribute('theme');
    const input = {
      primary:
        this.#host.getAttribute('primary')?.trim() ||
        style.getPropertyValue('--booking-primary').trim(),
      onPrimary: style.getPropertyValue('--booking-on-primary').trim(),
      background: style.getPropertyValue('--booking-bg').trim(),
      dark: theme === 'dark' || (theme === 'auto' && darkScheme?.matches === true),
    };
    const key = JSON.stringify(input);
    if (key === this.#last) return;
    this.#last = key;
    // Nothing to correct (no colour set, or both set and valid: the common cases) needs no module; else the
    // page's colours are used as given until the palette module arrives, then read again (a failed load is
    // retried at the next read).
    // A brand colour always needs its text shade (and a text colour on it checked), so the module loads for it.
    const plain = !input.primary && isColorOrUnset(input.onPrimary);
    if (!plain && !palette)
      loadPalette().then(
        (module) => {
          palette = module;
          this.#last = '';
          this.update();
        },
        () => (this.#last = ''),
      );
    const result =
      plain || !palette
        ? {}
        : palette.resolveBrandColors(input, (value) => palette!.probeRgb(root, value));
    const declarations =
      (result.primary ? `--_primary: ${result.primary}; ` : '') +
      (result.onPrimary ? `--_on-primary: ${result.onPrimary}; ` : '') +
      (result.accent ? `--_accent: ${result.accent};` : '');
    if (!this.#sheet) {
      if (!declarations) return;
      this.#sheet = new CSSStyleSheet();
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet];
    }
    // `:host([theme])` matches the specificity of the theme rules; adopted last, this sheet wins ties.
    this.#sheet.replaceSync(declarations && `:host, :host([theme]) { ${declarations} }`);
  }
}
