/**
 * Types an app gets with the package: the events of <booking-widget> and <booking-dialog> in the DOM's event maps
 * (they bubble and are composed, so a listener on the element, the document or the window hears them), the
 * header script's `window.BookingWidget`, and the values the enumerated attributes take.
 */
import type { Booking } from './api/booking-record-schemas.js';
import type { Language, Resource } from './api/booking-schemas.js';
import type { ManageAction } from './core/policy.js';
import type { PopupOptions } from './components/booking-dialog/options.js';
import type { BookingDialogEventDetail } from './components/booking-dialog/booking-dialog.js';
import type {
  BookingConfirmedDetail,
  BookingDateSelectedDetail,
  BookingErrorDetail,
  BookingSlotSelectedDetail,
  CalendarView,
  Theme,
} from './components/booking-widget/booking-widget.js';

/** The values of the enumerated attributes of <booking-widget>. */
export interface BookingWidgetAttributeValues {
  view: CalendarView;
  theme: Theme;
  action: ManageAction;
  language: Language;
}

/** `action`: what a widget opened with `booking` does with it. */
export type { ManageAction };

/** Every event of the widget and its popup, by name. */
export interface BookingWidgetEventMap {
  'booking-ready': CustomEvent<{ resource: Resource }>;
  'booking-date-selected': CustomEvent<BookingDateSelectedDetail>;
  'booking-slot-selected': CustomEvent<BookingSlotSelectedDetail>;
  'booking-confirmed': CustomEvent<BookingConfirmedDetail>;
  'booking-error': CustomEvent<BookingErrorDetail>;
  'booking-manage': CustomEvent<{ action: ManageAction; booking: Booking }>;
  'booking-rescheduled': CustomEvent<Booking>;
  'booking-canceled': CustomEvent<Booking>;
  'booking-open': CustomEvent<BookingDialogEventDetail>;
  'booking-close': CustomEvent<BookingDialogEventDetail>;
}

/** An event name as `BookingWidget.on` takes it: `booking-confirmed` or just `confirmed`. */
export type BookingWidgetEventName =
  | keyof BookingWidgetEventMap
  | (keyof BookingWidgetEventMap extends `booking-${infer Short}` ? Short : never);

type EventOf<N extends BookingWidgetEventName> = N extends keyof BookingWidgetEventMap
  ? BookingWidgetEventMap[N]
  : BookingWidgetEventMap[`booking-${N}` & keyof BookingWidgetEventMap];

/** `window.BookingWidget`: the API of the header script `embed.js` (docs/embedding.md). */
export interface BookingWidgetGlobal {
  open(options: PopupOptions): void;
  close(): void;
  prefetch(options: PopupOptions): void;
  floatingButton(options: PopupOptions): void;
  /**
   * Options every popup of the page takes (after the header script tag's own `data-booking-*`); with
   * `lock: true` a trigger can't change `baseUrl`, `apiKey`, `manageUrl` or `demo`.
   */
  configure(options: PopupOptions & { lock?: boolean }): void;
  on<N extends BookingWidgetEventName>(name: N, handler: (event: EventOf<N>) => void): void;
  off<N extends BookingWidgetEventName>(name: N, handler: (event: EventOf<N>) => void): void;
  /** The package version of the header script. */
  readonly version: string;
}

declare global {
  // The DOM's own maps extended with the package's events (interface merging; no members of their own).
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface HTMLElementEventMap extends BookingWidgetEventMap {}
  interface DocumentEventMap extends BookingWidgetEventMap {}
  interface WindowEventMap extends BookingWidgetEventMap {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
  interface Window {
    /** Set by the header script `embed.js` (or the queue stub before it loads). */
    BookingWidget?: BookingWidgetGlobal;
  }
}
