import { css, html, LitElement } from 'lit';
import { BrandColorController } from '../shared/brand-color.js';
import { tokens } from '../shared/tokens.styles.js';
import type * as Options from './options.js';

/**
 * What `place` uses of the popup module, handed over by it: this chunk loads after the popup module and
 * imports nothing from it (no import cycle, no second copy of the popup's state).
 */
export interface PopupHelpers {
  /** Opens the popup for `options`; focus returns to `trigger` when it closes. */
  open(options: Options.PopupOptions, trigger?: Element | null): void;
  /** Creates the popup closed, so its data loads while the pointer is on the button. */
  prefetch(options: Options.PopupOptions): void;
  popupKey: typeof Options.popupKey;
  stringOption: typeof Options.stringOption;
  /** The `primary` option's palette on an element. */
  brandColors(element: HTMLElement, options: Options.PopupOptions): unknown;
  translate: typeof Options.translate;
}

const calendarIcon = html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <rect
    x="3.5"
    y="5"
    width="17"
    height="15"
    rx="2.5"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
  />
  <path
    d="M3.5 10h17M8 3v4M16 3v4"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
  />
</svg>`;

/**
 * The page's controls the button must not cover: what a tap or a click can reach. */
const CONTROLS =
  'a[href],button,input:not([type="hidden"]),select,textarea,summary,[tabindex],[role="button"],[role="link"],[contenteditable="true"],[contenteditable=""]';
/** Room kept between the button and a control it moves away from (CSS px). */
const GAP = 8;

/**
 * The floating button of `BookingWidget.floatingButton({ resource, text, position })`: a fixed button in a
 * bottom corner that opens the popup. It never sits over the page's own controls: when one lies under its corner
 * (on load, when the window's size changes, when the page stops scrolling or changes its size) it moves to the
 * other bottom corner, or up above them, whichever is nearer its own corner, and comes back when the corner is
 * free. Below 640 px it keeps its label in a smaller pill nearer the corner (within the safe-area insets), and
 * moves out of the way while the page scrolls down; it comes back on scrolling up or when it takes focus. At any
 * width it moves away while a control of the page that it would cover has focus. No motion under
 * `prefers-reduced-motion`.
 *
 * @summary A fixed corner button that opens the booking popup.
 *
 * @csspart button - The button.
 *
 * @cssproperty --booking-primary - Background of the button.
 * @cssproperty --booking-on-primary - Text and icon colour of the button.
 * @cssproperty --booking-font - Font of the button (default: inherited from the page).
 */
export class BookingFloatingButton extends LitElement {
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  // eslint-disable-next-line no-unused-private-class-members -- a controller: it registers with the host
  readonly #brand = new BrandColorController(this);

  // Its colours are the shared tokens; `--_primary` is resolved in script when the page's value is not a colour
  // (BrandColorController).
  static override styles = [
    tokens,
    css`
      :host {
        position: fixed;
        inset-block-end: max(1.25rem, env(safe-area-inset-bottom));
        inset-inline-end: 1.25rem;
        z-index: 2147483000;
        display: block;
        font-family: var(--booking-font, inherit);
      }
      :host([position='bottom-left']) {
        inset-inline-end: auto;
        inset-inline-start: 1.25rem;
      }
      /* Off the page's controls (set in script: the other corner, or above them). */
      :host {
        translate: var(--_dx, 0) var(--_dy, 0);
        transition: translate 200ms ease-out;
      }
      button {
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
        min-block-size: 3rem;
        padding: 0.75rem 1.25rem;
        border: 2px solid transparent;
        border-radius: 999px;
        background: var(--_primary);
        color: var(--_on-primary);
        font: inherit;
        font-family: var(--booking-font, inherit);
        font-weight: 600;
        line-height: 1.2;
        /* The page's inherited text styles stop here (font family and size still inherit). */
        text-transform: none;
        letter-spacing: normal;
        word-spacing: normal;
        text-align: start;
        text-indent: 0;
        font-style: normal;
        font-variant: normal;
        font-stretch: normal;
        white-space: nowrap;
        text-shadow: none;
        writing-mode: horizontal-tb;
        cursor: pointer;
        box-shadow: 0 6px 20px rgb(0 0 0 / 0.25);
        animation: booking-float-in 240ms ease-out;
        transition: transform 120ms ease-out;
      }
      button:hover {
        transform: translateY(-1px);
      }
      /* Out of the way below the screen's edge (the button moves: the host keeps the place it covers, untouchable). */
      :host([away]:not(:focus-within)) {
        pointer-events: none;
      }
      :host([away]:not(:focus-within)) button {
        transform: translateY(calc(100% + 2rem));
        transition-duration: 200ms;
      }
      button:focus-visible {
        outline: 3px solid var(--_primary);
        outline-offset: 3px;
      }
      svg {
        inline-size: 1.25rem;
        block-size: 1.25rem;
        flex: none;
      }
      /*
       * A phone: the label stays (a bare icon says nothing), in a smaller pill closer to the corner, clear of the
       * home indicator and rounded screen edges; it moves out of the way while the page scrolls down (to the page's
       * own controls under it) and comes back when it scrolls up or takes focus.
       */
      @media (max-width: 640px) {
        :host {
          inset-block-end: max(0.75rem, env(safe-area-inset-bottom));
          inset-inline-end: max(0.75rem, env(safe-area-inset-right));
        }
        :host([position='bottom-left']) {
          inset-inline-start: max(0.75rem, env(safe-area-inset-left));
        }
        button {
          max-inline-size: calc(100vw - 1.5rem);
          min-block-size: 2.75rem;
          padding: 0.5rem 1rem;
        }
        .text {
          overflow: hidden;
          text-overflow: ellipsis;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        :host,
        button {
          animation: none;
          transition: none;
        }
        button:hover {
          transform: none;
        }
      }
      @keyframes booking-float-in {
        from {
          opacity: 0;
          transform: translateY(12px);
        }
      }
    `,
  ];

  static override properties = {
    text: {},
    position: { reflect: true },
  };

  /** The button's text (and accessible name). */
  declare text: string;

  /** `bottom-right` (default) or `bottom-left` (logical: mirrored for right-to-left pages). */
  declare position: 'bottom-right' | 'bottom-left';

  constructor() {
    super();
    this.text = 'Book an appointment';
    this.position = 'bottom-right';
  }

  /** The page's last scroll position: scrolling down moves the button away on a phone, up brings it back. */
  #lastY = 0;
  #scrolledAway = false;
  /** A control of the page under the button has focus. */
  #covering = false;
  /** The offset that keeps it off the page's controls (CSS px), and the timer that waits for scrolling to stop. */
  #offset = { x: 0, y: 0 };
  #settle: ReturnType<typeof setTimeout> | undefined;
  #onScroll = (): void => {
    clearTimeout(this.#settle);
    this.#settle = setTimeout(this.#place, 150);
    const y = scrollY;
    if (Math.abs(y - this.#lastY) < 8) return;
    this.#scrolledAway = y > this.#lastY && matchMedia('(max-width: 640px)').matches;
    this.#lastY = y;
    this.#move();
  };
  #onFocus = (event: FocusEvent): void => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element) || event.composedPath().includes(this)) return;
    this.#covering = overlaps(target.getBoundingClientRect(), this.getBoundingClientRect(), 0);
    this.#move();
  };
  #move(): void {
    this.toggleAttribute('away', this.#scrolledAway || this.#covering);
  }

  /**
   * Puts the button where no control of the page lies under it: its corner when that is free, else the other
   * bottom corner, else above the controls in either corner (the smaller move; within the lower half of the
   * viewport). Where nothing is free it stays in its corner (it still moves away while such a control has focus).
   */
  #place = (): void => {
    if (!this.isConnected) return;
    const box = this.getBoundingClientRect();
    if (!box.width) return;
    const { clientWidth: width, clientHeight: height } = document.documentElement;
    // Its own corner's box: where it is, less the offset it has now.
    const left = box.left - this.#offset.x;
    const top = box.top - this.#offset.y;
    const other = width - left - box.width - left;
    const near = [...document.querySelectorAll(CONTROLS), ...this.#shadowControls(box, left, other)]
      .filter((control) => control.checkVisibility?.({ visibilityProperty: true }) ?? true)
      .map((control) => control.getBoundingClientRect())
      .filter((rect) => rect.width && rect.height && rect.bottom > height / 2 - GAP);
    let best: { x: number; y: number } | undefined;
    for (const x of [0, other]) {
      let y = 0;
      for (;;) {
        const at = shifted(box, left + x, top + y);
        const hit = near.filter((rect) => overlaps(rect, at, GAP));
        if (!hit.length || top + y < height / 2) break;
        y = Math.min(...hit.map((rect) => rect.top)) - GAP - box.height - top;
      }
      if (top + y < height / 2) continue;
      if (!best || Math.abs(y) < Math.abs(best.y)) best = { x, y };
    }
    this.#offset = best ?? { x: 0, y: 0 };
    this.style.setProperty('--_dx', `${this.#offset.x}px`);
    this.style.setProperty('--_dy', `${this.#offset.y}px`);
  };
  #sized = new ResizeObserver(() => this.#place());

  /**
   * The controls in open shadow roots of what lies in either bottom corner (a cookie bar or a chat launcher made as
   * a custom element): the page's selector does not reach into them. Found by what lies at points of both corners'
   * boxes, not by a walk of the whole page on every scroll.
   */
  #shadowControls(box: DOMRect, left: number, other: number): Element[] {
    const roots = new Set<ShadowRoot>();
    const visit = (root: Document | ShadowRoot, x: number, y: number): void => {
      for (const element of root.elementsFromPoint?.(x, y) ?? []) {
        const inner = element.shadowRoot;
        if (!inner || element === this || roots.has(inner)) continue;
        roots.add(inner);
        visit(inner, x, y);
      }
    };
    for (const x of [left, left + other])
      for (const [fx, fy] of [
        [0.1, 0.1],
        [0.9, 0.1],
        [0.5, 0.5],
        [0.1, 0.9],
        [0.9, 0.9],
      ] as const)
        visit(document, x + fx * box.width, box.top - this.#offset.y + fy * box.height);
    return [...roots].flatMap((root) => [...root.querySelectorAll(CONTROLS)]);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#lastY = scrollY;
    addEventListener('scroll', this.#onScroll, { passive: true });
    addEventListener('focusin', this.#onFocus);
    addEventListener('resize', this.#place);
    addEventListener('load', this.#place);
    // The page's size changing (content arriving, fonts, images) may bring controls under it.
    this.#sized.observe(document.body);
    this.#sized.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#settle);
    removeEventListener('scroll', this.#onScroll);
    removeEventListener('focusin', this.#onFocus);
    removeEventListener('resize', this.#place);
    removeEventListener('load', this.#place);
    this.#sized.disconnect();
  }

  override render() {
    return html`<button part="button" type="button" aria-haspopup="dialog">
      ${calendarIcon}<span class="text">${this.text}</span>
    </button>`;
  }
}

/** `rect` moved to `left`, `top`. */
const shifted = (rect: DOMRect, left: number, top: number) =>
  new DOMRect(left, top, rect.width, rect.height);

/** Whether `a` and `b` overlap, or come closer than `gap`. */
const overlaps = (a: DOMRect, b: DOMRect, gap: number) =>
  a.left < b.right + gap &&
  a.right > b.left - gap &&
  a.top < b.bottom + gap &&
  a.bottom > b.top - gap;

if (!customElements.get('booking-floating-button')) {
  customElements.define('booking-floating-button', BookingFloatingButton);
}

/**
 * Sets `button` up for `options` (`floatingButton()` created it before this module loaded) and puts it on the
 * page, replacing the button of the same options.
 */
export function place(
  button: BookingFloatingButton,
  options: Options.PopupOptions,
  { open, prefetch, popupKey, stringOption, brandColors, translate }: PopupHelpers,
): void {
  const key = `booking-floating-${popupKey(options)}`;
  for (const previous of document.querySelectorAll('booking-floating-button')) {
    if (previous.dataset['bookingKey'] === key) previous.remove();
  }
  button.dataset['bookingKey'] = key;
  // Connected now that its class is defined, it upgrades: the properties below reach Lit before the first render.
  document.body.append(button);
  const position = stringOption(options, 'position');
  button.position = position === 'bottom-left' ? 'bottom-left' : 'bottom-right';
  if (position && position !== button.position)
    void import('../booking-widget/attribute-warnings.js').then(
      (warnings) => warnings.checkPosition(position),
      () => undefined,
    );
  const text = stringOption(options, 'text');
  if (text) button.text = text;
  else
    translate(options, (translator) => {
      button.text = translator.t('popup.title');
    });
  brandColors(button, options);
  const warm = (): void => prefetch(options);
  button.addEventListener('pointerenter', warm, { once: true });
  button.addEventListener('focusin', warm, { once: true });
  button.addEventListener('click', () => open(options, button));
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-floating-button': BookingFloatingButton;
  }
}
