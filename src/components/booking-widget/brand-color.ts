/**
 * The brand colour a page gives through `--booking-primary`, resolved in script (issue 3, theming):
 *
 * - a value that is not a colour (`not-a-color`) would make every `var(--booking-primary)` use invalid at
 *   computed-value time (no background at all: the confirmation's check circle, the selected day…), and a
 *   `var()` fallback does not help then — so the default primary of the current scheme is used instead;
 * - a page that sets only `--booking-primary` gets the same accessible palette the popup derives
 *   (`brandPalette`: the primary shaded to 3:1 on the background when needed, and `--booking-on-primary`
 *   black or white at 4.5:1 on it); a page that sets `--booking-on-primary` too keeps both as given.
 *   The palette module is loaded only then, from the first read after connecting (so normally before the
 *   times render); until it arrives the page's colour is used as given.
 *
 * The result is written to the host's private properties (`--_primary`, `--_on-primary` by default) by a
 * constructable style sheet adopted after the component's own styles (CSSOM: allowed under a strict CSP).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadOnce } from '../../core/load-once.js';
import type { brandPalette } from '../../core/palette.js';

/** The palette module, needed only for a brand colour without its on-primary colour (widget and popup). */
export const loadPalette = loadOnce(() => import('../../core/palette.js'));
let derive: typeof brandPalette | undefined;

/** The default brand colours of the widget's light and dark themes (booking-widget.styles.ts). */
export const DEFAULT_BRAND = {
  light: { primary: '#1d4ed8', onPrimary: '#ffffff' },
  dark: { primary: '#93b4ff', onPrimary: '#0b1220' },
} as const;

export interface BrandColorInput {
  /** The page's `--booking-primary` (computed, trimmed; '' when unset). */
  primary: string;
  /** The page's `--booking-on-primary`. */
  onPrimary: string;
  /** The page's `--booking-bg`. */
  background: string;
  dark: boolean;
}

export interface BrandColorResult {
  primary?: string;
  onPrimary?: string;
}

/**
 * Pure decision: which private colours to override. `toRgb` turns a CSS colour into a form
 * `parseColor` reads (`rgb()`), or undefined when the value is not a colour; `palette` derives the
 * accessible palette (undefined while it is not loaded: the primary is then kept as given).
 */
export function resolveBrandColors(
  input: BrandColorInput,
  toRgb: (value: string) => string | undefined,
  palette: typeof brandPalette | undefined,
): BrandColorResult {
  const defaults = input.dark ? DEFAULT_BRAND.dark : DEFAULT_BRAND.light;
  const primary = input.primary ? toRgb(input.primary) : undefined;
  const onPrimary = input.onPrimary ? toRgb(input.onPrimary) : undefined;
  if (input.primary && !primary) {
    return onPrimary ? { primary: defaults.primary } : { ...defaults };
  }
  if (primary && !onPrimary) {
    const background = input.background ? toRgb(input.background) : undefined;
    const derived = palette?.(primary, {
      scheme: input.dark ? 'dark' : 'light',
      ...(background ? { background } : {}),
    });
    if (derived) return { primary: derived.primary, onPrimary: derived.onPrimary };
  }
  return input.onPrimary && !onPrimary ? { onPrimary: defaults.onPrimary } : {};
}

export interface BrandColorOptions {
  /** The private property the component's styles read for the primary colour. */
  primaryProperty?: string;
  /** The private property for text on the primary colour. */
  onPrimaryProperty?: string;
}

const darkScheme =
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;

/**
 * Keeps the host's private brand colours valid and readable (see the module comment).
 *
 * Reading the page's values needs `getComputedStyle`, which forces a style recalculation when the DOM has
 * changed — after a render that is several milliseconds on a dense calendar. So the values are read:
 * - at once on the first update after connecting (the first paint has the right colours), when the host's
 *   `style`, `class` or `theme` attribute changes (a `MutationObserver`) and when the colour scheme changes;
 * - after later renders only in the next animation frame, once per frame however many updates ran: the frame
 *   recalculates styles anyway, so reading them just before it costs nothing extra (this catches a page's
 *   style sheet or an ancestor changing the custom properties).
 * The palette itself is computed only when the values differ from the last ones.
 */
export class BrandColorController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #primaryProperty: string;
  readonly #onPrimaryProperty: string;
  #sheet: CSSStyleSheet | undefined;
  #last = '';
  /** True until the values have been read since (re)connecting. */
  #stale = true;
  #frame = 0;
  #observer: MutationObserver | undefined;
  readonly #onSchemeChange = () => this.update();

  constructor(host: ReactiveControllerHost & HTMLElement, options: BrandColorOptions = {}) {
    this.#host = host;
    this.#primaryProperty = options.primaryProperty ?? '--_primary';
    this.#onPrimaryProperty = options.onPrimaryProperty ?? '--_on-primary';
    host.addController(this);
  }

  hostConnected(): void {
    this.#stale = true;
    darkScheme?.addEventListener('change', this.#onSchemeChange);
    if (typeof MutationObserver === 'function') {
      this.#observer ??= new MutationObserver(() => this.update());
      this.#observer.observe(this.#host, {
        attributes: true,
        attributeFilter: ['style', 'class', 'theme'],
      });
    }
  }

  hostDisconnected(): void {
    darkScheme?.removeEventListener('change', this.#onSchemeChange);
    this.#observer?.disconnect();
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  hostUpdated(): void {
    if (this.#stale) {
      this.update();
      return;
    }
    if (this.#frame || typeof requestAnimationFrame !== 'function') return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.update();
    });
  }

  /** Reads the page's values again and updates the override when they changed. */
  update(): void {
    const root = this.#host.shadowRoot;
    if (!root || !this.#host.isConnected) return;
    this.#stale = false;
    const style = getComputedStyle(this.#host);
    const theme = this.#host.getAttribute('theme');
    const input: BrandColorInput = {
      primary: style.getPropertyValue('--booking-primary').trim(),
      onPrimary: style.getPropertyValue('--booking-on-primary').trim(),
      background: style.getPropertyValue('--booking-bg').trim(),
      dark: theme === 'dark' || (theme === 'auto' && darkScheme?.matches === true),
    };
    const key = JSON.stringify(input);
    if (key === this.#last) return;
    this.#last = key;
    const result = resolveBrandColors(
      input,
      (value) => toRgb(root, value),
      derive ??
        (() => {
          // Read again once the palette arrives (a failed load is retried at the next read).
          loadPalette().then(
            (module) => {
              derive = module.brandPalette;
              this.#last = '';
              this.update();
            },
            () => (this.#last = ''),
          );
          return undefined;
        }),
    );
    const declarations =
      (result.primary ? `${this.#primaryProperty}: ${result.primary}; ` : '') +
      (result.onPrimary ? `${this.#onPrimaryProperty}: ${result.onPrimary};` : '');
    if (!this.#sheet) {
      if (!declarations) return;
      this.#sheet = new CSSStyleSheet();
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet];
    }
    // `:host([theme])` matches the specificity of the theme rules; adopted last, this sheet wins ties.
    this.#sheet.replaceSync(declarations && `:host, :host([theme]) { ${declarations} }`);
  }
}

/** A CSS colour in any syntax (named colours included) → its computed `rgb()` form; undefined if not a colour. */
function toRgb(root: ShadowRoot, value: string): string | undefined {
  if (typeof CSS !== 'undefined' && !CSS.supports('color', value)) return undefined;
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = value;
  if (!probe.style.color) return undefined;
  root.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed || undefined;
}
