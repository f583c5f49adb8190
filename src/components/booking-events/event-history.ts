/**
 * A page of events' history entries (loaded with the list, which every pick comes from): picking an event adds an
 * entry (`history.pushState`, the page's own state kept, plus `bookingEvents`: which list and which event), so the
 * browser's Back returns to the list and Forward to the event. Inline, the entry's address names the event
 * (`?booking_event=`); a popup's widget leaves the address as it is. A popup closed on an event takes its entry
 * back off the page's history (Back then leaves the page as before), and adds it again when it reopens on that
 * event.
 */
import { EVENT_PARAM } from '../booking-widget/event-link.js';

/** The event a card stood for and where it was on screen, for the way back. */
export interface LeftCard {
  id: string;
  top: number | undefined;
}

/** What the history needs of the widget's events screen. */
export interface HistoryScreen {
  host: HTMLElement;
  /** Which list the entries are about (the `user` or `page` shown). */
  list(): string;
  /** The event on screen, if any; undefined while the list (or a managed booking) is shown. */
  picked(): string | undefined;
  /** Shows event `id` (Forward). */
  show(id: string): void;
  /** Shows the list (Back), focus on the card left. */
  showList(): void;
}

const KEY = 'bookingEvents';

type Entry = { list: string; id: string } | undefined;

const entryOf = (state: unknown): Entry =>
  state && typeof state === 'object'
    ? ((state as Record<string, Entry>)[KEY] ?? undefined)
    : undefined;

export class EventHistory {
  readonly #screen: HistoryScreen;
  /** A popstate the widget caused itself (a closed popup taking its entry back): not a visitor's Back. */
  #ownBack = false;
  #dialog: Element | null = null;

  constructor(screen: HistoryScreen) {
    this.#screen = screen;
    this.attach();
  }

  attach(): void {
    this.detach();
    addEventListener('popstate', this.#popped);
    this.#dialog = this.#screen.host.closest('booking-dialog');
    this.#dialog?.addEventListener('booking-close', this.#closed);
    this.#dialog?.addEventListener('booking-open', this.#opened);
  }

  detach(): void {
    removeEventListener('popstate', this.#popped);
    this.#dialog?.removeEventListener('booking-close', this.#closed);
    this.#dialog?.removeEventListener('booking-open', this.#opened);
  }

  /** Whether the page's current entry is this widget's, for the event on screen. */
  #onTop(): boolean {
    const entry = entryOf(history.state);
    const id = this.#screen.picked();
    return Boolean(id) && entry?.list === this.#screen.list() && entry.id === id;
  }

  /** The entry for `id`: the page's state kept, the address naming the event (inline only). */
  push(id: string): void {
    try {
      const url = new URL(location.href);
      if (!this.#dialog) url.searchParams.set(EVENT_PARAM, id);
      const state: unknown = history.state;
      const base = state && typeof state === 'object' ? state : {};
      history.pushState({ ...base, [KEY]: { list: this.#screen.list(), id } }, '', url);
    } catch {
      // A sandboxed or opaque document: the widget works without the entry ("All events" still goes back).
    }
  }

  /** "All events": back through the entry picking added, so that it and the browser's Back agree. */
  back(): boolean {
    if (!this.#onTop()) return false;
    history.back();
    return true;
  }

  readonly #popped = (event: PopStateEvent): void => {
    if (this.#ownBack) {
      this.#ownBack = false;
      return;
    }
    const screen = this.#screen;
    const entry = entryOf(event.state);
    if (entry?.list === screen.list()) {
      if (screen.picked() !== entry.id) screen.show(entry.id);
    } else if (screen.picked()) screen.showList();
  };

  /** A popup closed on an event: its entry leaves the page's history with it. */
  readonly #closed = (): void => {
    if (!this.#onTop()) return;
    this.#ownBack = true;
    history.back();
  };

  /** …and comes back when the popup reopens on that event. */
  readonly #opened = (): void => {
    const id = this.#screen.picked();
    if (id && !this.#onTop()) this.push(id);
  };
}
