import { html, LitElement } from 'lit';
import { tokens } from '../shared/tokens.styles.js';
import { dialogStyles } from './booking-dialog.styles.js';

/** Detail of `booking-open` / `booking-close`. */
export interface BookingDialogEventDetail {
  /** The resource the popup books, when it books one. */
  resource?: string;
  /** The booking page (page_id) or host (user_id) whose events it lists, when it is a page of events. */
  page?: string;
  user?: string;
  /** The booking it manages, when opened with `booking` + `action`. */
  booking?: string;
  action?: string;
}

const closeIcon = html`<svg
  viewBox="0 0 24 24"
  aria-hidden="true"
  fill="none"
  stroke="currentColor"
  stroke-width="2"
  stroke-linecap="round"
>
  <path d="M6 6l12 12M18 6L6 18" />
</svg>`;

/** Elements reachable with Tab under `root`, in the composed tree (shadow roots, slotted content), in order. */
function tabbables(root: Element, found: HTMLElement[] = []): HTMLElement[] {
  for (const child of root instanceof HTMLSlotElement
    ? root.assignedElements({ flatten: true })
    : (root.shadowRoot ?? root).children) {
    if (
      child instanceof HTMLElement &&
      child.tabIndex >= 0 &&
      !child.hasAttribute('disabled') &&
      !child.inert &&
      child.checkVisibility()
    )
      found.push(child);
    tabbables(child, found);
  }
  return found;
}

/**
 * The popup: a native modal `<dialog>` around the `<booking-widget>` placed in it (slotted, so page rules
 * like `booking-widget::part(slot)` still apply). `show()` uses `showModal()`: focus moves in and the rest of
 * the page is inert; Escape, the close button and a click on the backdrop close it; focus returns to the
 * element that opened it (with none, Tab goes on from the top of the view); the page behind does not scroll.
 * Full-screen below 640 px.
 *
 * @summary The popup that `BookingWidget.open()` and `data-booking-resource` triggers show.
 *
 * @slot - The `<booking-widget>` shown in the popup.
 *
 * @event booking-open - The popup opened. Detail: `{ resource?, page?, user?, booking?, action? }`. Bubbles, composed.
 * @event booking-close - The popup closed (any way). Detail: `{ resource?, page?, user?, booking?, action? }`. Bubbles, composed.
 *
 * @csspart dialog - The native `<dialog>` (its `::backdrop` can be styled through `::part(dialog)::backdrop`).
 * @csspart close - The close button.
 *
 * @cssproperty --booking-bg - Background of the popup panel (default white; `#111827` in the dark theme).
 * @cssproperty --booking-fg - Text colour of the close button.
 * @cssproperty --booking-muted - Border of the close button on hover.
 * @cssproperty --booking-primary - Focus ring of the close button.
 * @cssproperty --booking-radius - Corner radius of the popup panel.
 * @cssproperty --booking-font - Font of the popup (default: inherited from the page).
 */
export class BookingDialog extends LitElement {
  static override styles = [tokens, dialogStyles];

  static override properties = {
    label: {},
    closeLabel: { attribute: 'close-label' },
    theme: { reflect: true },
  };

  /** Accessible name of the dialog. */
  declare label: string;

  /** Accessible name of the close button. */
  declare closeLabel: string;

  /** `light`, `dark` or `auto` (follows `prefers-color-scheme`): the panel's colours. */
  declare theme: 'light' | 'dark' | 'auto' | undefined;

  /** What `booking-open` / `booking-close` report (read when they fire: nothing renders it). */
  detail: BookingDialogEventDetail = {};

  constructor() {
    super();
    this.label = 'Book an appointment';
    this.closeLabel = 'Close';
  }

  get #dialog(): HTMLDialogElement | null | undefined {
    return this.shadowRoot?.querySelector('dialog');
  }

  get #closeButton(): HTMLButtonElement | null | undefined {
    return this.shadowRoot?.querySelector('button');
  }

  /** Opened by a pointer (not from a key): the close button takes focus without its ring until a key is pressed. */
  #quiet = false;

  /** Whether the popup is open. */
  get open(): boolean {
    return this.#dialog?.open ?? false;
  }

  #returnFocusTo: HTMLElement | null = null;
  /** The page's inline overflow / padding-right and its scroll position, restored exactly on closing. */
  #savedPage: [string, string, number, number] | undefined;
  #pressStartedOnBackdrop = false;
  #opening = false;
  /** Counts the calls of show() and hide(): a show() waiting for its frame opens only if it is still the last. */
  #shows = 0;

  override render() {
    return html`<dialog
      part="dialog"
      aria-label=${this.label}
      @close=${this.#onClose}
      @pointerdown=${this.#onPointerDown}
      @click=${this.#onClick}
      @keydown=${this.#onKeyDown}
    >
      <span tabindex="0" @focus=${this.#wrapToEnd}></span>
      <div class="bar">
        <button
          part="close"
          type="button"
          class=${this.#quiet ? 'quiet' : ''}
          autofocus
          aria-label=${this.closeLabel}
          @click=${this.hide}
        >
          ${closeIcon}
        </button>
      </div>
      <div class="panel"><slot></slot></div>
      <span tabindex="0" @focus=${this.#wrapToStart}></span>
    </dialog>`;
  }

  /** Opens the popup as a modal; `returnFocusTo` gets the focus back when it closes. */
  async show(returnFocusTo?: Element | null): Promise<void> {
    const asked = ++this.#shows;
    await this.updateComplete;
    const dialog = this.#dialog;
    if (!dialog || dialog.open) return;
    // The element focused when it was asked to open, else when it shows (the visitor may have moved meanwhile).
    const active =
      returnFocusTo && returnFocusTo !== document.body ? returnFocusTo : document.activeElement;
    this.#returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
    // A trigger pressed with a key shows its focus ring; one clicked or tapped does not. The close button follows
    // it: WebKit would draw the ring on the autofocused button after a mouse click on the trigger.
    this.#quiet = !this.#returnFocusTo?.matches(':focus-visible');
    this.requestUpdate();
    await this.updateComplete;
    // Shown just before the next frame: opening lays the panel out at once (the autofocus and the page's scrollbar
    // read it), and a widget still rendering what has already arrived (the header script's early answers) would
    // change it again after that, laying it all out twice before the frame that shows it. A hidden page draws no
    // frames: it opens all the same. `hide()` meanwhile cancels it.
    await new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
    if (asked !== this.#shows || dialog.open || !this.isConnected) return;
    this.#lockPageScroll();
    // The dialog's focusing steps must land on the close button (autofocus), never on the leading sentinel,
    // whose wrap-around would put focus on the widget's last control (and wake the time-zone list).
    this.#opening = true;
    try {
      dialog.showModal();
    } finally {
      this.#opening = false;
    }
    if (!this.matches(':focus-within')) this.#wrapToStart();
    this.#emit('booking-open');
  }

  /** Closes the popup (same as the close button), or keeps it from opening. */
  hide = (): void => {
    this.#shows++;
    this.#dialog?.close();
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unlockPageScroll();
  }

  // A modal <dialog> makes the page inert, but Tab past its last element still leaves for the browser's
  // own UI; the two sentinels wrap focus around instead (through the widget's shadow DOM).
  #wrapToStart = (): void => {
    this.#closeButton?.focus();
  };

  #wrapToEnd = (): void => {
    const panel = this.#opening ? null : this.shadowRoot?.querySelector('.panel');
    ((panel && tabbables(panel).at(-1)) ?? this.#closeButton)?.focus();
  };

  #onClose = (): void => {
    this.#unlockPageScroll();
    const target = this.#returnFocusTo;
    this.#returnFocusTo = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
    else {
      // Nothing was focused when it opened (open() at page load): the keyboard goes on from what is at the top of the
      // view, as after a click there, not from the end of the document (the dialog) nor its top. A moment's tabindex
      // sets the browser's starting point there without leaving focus or a ring on it.
      const start = document.elementFromPoint(innerWidth / 2, 1);
      if (
        start instanceof HTMLElement &&
        !this.contains(start) &&
        !start.hasAttribute('tabindex')
      ) {
        start.tabIndex = -1;
        start.focus({ preventScroll: true });
        start.removeAttribute('tabindex');
      }
    }
    this.#emit('booking-close');
  };

  // A click on the backdrop targets the <dialog> itself (its content fills it); a press that started
  // inside (text selection dragged out) does not count.
  #onPointerDown = (event: PointerEvent): void => {
    this.#pressStartedOnBackdrop = event.target === this.#dialog;
  };

  /** A key pressed in the popup: focus rings show again (Tab back to the close button shows its ring). */
  #onKeyDown = (): void => {
    if (this.#quiet) this.requestUpdate();
    this.#quiet = false;
  };

  #onClick = (event: MouseEvent): void => {
    if (event.target === this.#dialog && this.#pressStartedOnBackdrop) this.hide();
    this.#pressStartedOnBackdrop = false;
  };

  #lockPageScroll(): void {
    const root = document.documentElement;
    const body = document.body;
    const scrollbar = innerWidth - root.clientWidth;
    this.#savedPage = [root.style.overflow, body.style.paddingRight, scrollX, scrollY];
    if (scrollbar > 0)
      body.style.paddingRight = `${(parseFloat(getComputedStyle(body).paddingRight) || 0) + scrollbar}px`;
    root.style.overflow = 'hidden';
  }

  #unlockPageScroll(): void {
    const saved = this.#savedPage;
    if (!saved) return;
    this.#savedPage = undefined;
    [document.documentElement.style.overflow, document.body.style.paddingRight] = saved;
    if (scrollX !== saved[2] || scrollY !== saved[3])
      scrollTo({ left: saved[2], top: saved[3], behavior: 'instant' });
  }

  #emit(type: string): void {
    this.dispatchEvent(
      new CustomEvent<BookingDialogEventDetail>(type, {
        detail: { ...this.detail },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-dialog': BookingDialog;
  }
}
