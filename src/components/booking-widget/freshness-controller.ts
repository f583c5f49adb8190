/**
 * Keeps the times on screen current while the page stays open, as a Lit controller of <booking-widget>: a timer
 * set to the instant the next thing shown goes stale (a time whose notice begins, or midnight in the visitor's
 * zone: core/freshness.ts) asks the service again for what is shown, and so does the page coming back into view
 * or focus once that instant has passed (a hidden tab's timers are throttled; a laptop sleeps). Only while the
 * person is choosing: fresh times behind a form or a confirmation would move the calendar and speak over it, so
 * an instant passed meanwhile is caught up on the way back to the calendar.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import { nextStaleAt, noticeMs } from '../../core/freshness.js';
import type { SlotsByDate } from '../../core/regroup.js';

/** Timers further out than this are set again when they fire (a clock changed, a machine slept). */
const MAX_DELAY_MS = 3_600_000;

export interface FreshnessSource {
  /** The times shown by the viewer's date, or undefined while none are loaded. */
  slots(): SlotsByDate | undefined;
  /** The resource's notice. */
  notice(): Resource['notice'];
  /** The zone times are shown in (its midnight rolls the day over). */
  zone(): string;
  /** Whether the calendar is what the person sees now. */
  choosing(): boolean;
  /** Asks the service again for what is shown, keeping the selected day while it still has times. */
  refetch(): Promise<void>;
}

export class FreshnessController implements ReactiveController {
  readonly #source: FreshnessSource;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** When what is shown goes stale (Infinity: nothing known to). */
  #due = Infinity;
  /** What `#due` was computed from. */
  #basis: { slots: SlotsByDate; notice: number; zone: string } | undefined;
  /** When the times it first measures were shown (it loads after they are painted). */
  #shownAt: number | undefined;

  /**
   * `shownAt`: when the first times were shown. It loads once they are painted, so what went stale meanwhile (a
   * time's notice, midnight) is caught up on its first measure rather than missed.
   */
  constructor(host: ReactiveControllerHost, source: FreshnessSource, shownAt = Date.now()) {
    this.#source = source;
    this.#shownAt = shownAt;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#wake);
    window.addEventListener('focus', this.#wake);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#wake);
    window.removeEventListener('focus', this.#wake);
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#basis = undefined;
    this.#due = Infinity;
  }

  hostUpdated(): void {
    if (this.#catchUp()) return;
    const slots = this.#source.slots();
    if (!slots) return;
    const notice = noticeMs(this.#source.notice());
    const zone = this.#source.zone();
    const basis = this.#basis;
    if (basis && basis.slots === slots && basis.notice === notice && basis.zone === zone) return;
    this.#basis = { slots, notice, zone };
    const starts = [...slots.values()].flatMap((day) =>
      day.filter((slot) => slot.available > 0).map((slot) => slot.epochMs),
    );
    const now = Date.now();
    this.#due = nextStaleAt(starts, notice, Math.min(this.#shownAt ?? now, now), zone);
    this.#shownAt = undefined;
    this.#arm();
  }

  #arm(): void {
    clearTimeout(this.#timer);
    const delay = Math.min(Math.max(this.#due - Date.now(), 0), MAX_DELAY_MS);
    this.#timer = setTimeout(this.#fire, delay);
  }

  readonly #fire = () => {
    this.#timer = undefined;
    // A hidden page is caught up when it is shown again (#wake).
    if (document.visibilityState === 'hidden') return;
    if (!this.#catchUp() && Date.now() < this.#due) this.#arm();
  };

  readonly #wake = () => {
    if (document.visibilityState !== 'hidden') this.#catchUp();
  };

  /** Asks again when the due instant has passed and the calendar is shown; whether it did. */
  #catchUp(): boolean {
    if (Date.now() < this.#due || !this.#source.choosing()) return false;
    this.#due = Infinity;
    this.#basis = undefined;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    void this.#source.refetch();
    return true;
  }
}
