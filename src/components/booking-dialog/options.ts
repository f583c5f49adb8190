/**
 * Popup options (from `BookingWidget.open({...})` or a trigger's `data-booking-*` attributes) → the
 * `<booking-widget>` attributes they mirror. Values arrive as strings (data attributes) or typed values
 * (JS); both are accepted. Unknown options are ignored.
 */

/** What `BookingWidget.open()`, `prefetch()` and `floatingButton()` accept. */
export interface PopupOptions {
  /** resource_id to book (or `booking` + `action` to manage a booking). */
  resource?: string | number;
  /** booking_id to manage (issue 8); `data-booking-id` on a trigger. */
  booking?: string | number;
  /** `reschedule` or `cancel`, with `booking`. */
  action?: 'reschedule' | 'cancel' | string;
  apiKey?: string;
  baseUrl?: string;
  demo?: boolean | string;
  /** Simulated latency of the in-page mock in demo mode, milliseconds. */
  demoLatency?: number | string;
  view?: 'month' | 'week' | 'day' | string;
  timezone?: string;
  language?: string;
  duration?: string;
  date?: string;
  theme?: 'light' | 'dark' | 'auto' | string;
  hideDetails?: boolean | string;
  /** URL template for the confirmation's manage link, with `{booking_id}`. */
  manageUrl?: string;
  /** Brand colour: the popup derives an accessible palette from it (`--booking-primary`, `--booking-on-primary`). */
  primary?: string;
  /** DESIGN §3 prefill: `{ name?, email?, guests?, answers? }`. */
  prefill?: Record<string, unknown>;
  /** Accessible name of the dialog (default: "Book an appointment" in the widget's language). */
  label?: string;
  /** Floating button: its text and corner. */
  text?: string;
  position?: 'bottom-right' | 'bottom-left' | string;
  [option: string]: unknown;
}

type Kind = 'string' | 'boolean';

/** Option name → [attribute of <booking-widget>, kind]. */
const ATTRIBUTES: Readonly<Record<string, readonly [string, Kind]>> = {
  resource: ['resource', 'string'],
  booking: ['booking', 'string'],
  id: ['booking', 'string'],
  action: ['action', 'string'],
  apiKey: ['api-key', 'string'],
  baseUrl: ['base-url', 'string'],
  demo: ['demo', 'boolean'],
  demoLatency: ['demo-latency', 'string'],
  view: ['view', 'string'],
  timezone: ['timezone', 'string'],
  language: ['language', 'string'],
  duration: ['duration', 'string'],
  date: ['date', 'string'],
  theme: ['theme', 'string'],
  hideDetails: ['hide-details', 'boolean'],
  manageUrl: ['manage-url', 'string'],
};

/** `api-key` / `api_key` → `apiKey`. */
export function camelOption(name: string): string {
  return name.replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A data attribute's or a JS option's boolean: present/'' /'true' → true; false/'false'/absent → false. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().toLowerCase() !== 'false';
  return value === true || (typeof value === 'number' && value !== 0);
}

/** The widget attributes the options ask for, in a stable order (used to reuse the same popup). */
export function widgetAttributes(options: PopupOptions): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [rawName, value] of Object.entries(options)) {
    const spec = ATTRIBUTES[camelOption(rawName)];
    if (!spec || value === undefined || value === null) continue;
    const [attribute, kind] = spec;
    if (kind === 'boolean') {
      if (toBoolean(value)) attributes.set(attribute, '');
    } else if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      if (text !== '') attributes.set(attribute, text);
    }
  }
  return new Map([...attributes].sort(([a], [b]) => a.localeCompare(b)));
}

/** A string option (`primary`, `label`, `text`, `position`…) whatever its spelling. */
export function stringOption(options: PopupOptions, name: string): string | undefined {
  for (const [rawName, value] of Object.entries(options)) {
    if (camelOption(rawName) === name && (typeof value === 'string' || typeof value === 'number')) {
      const text = String(value).trim();
      if (text !== '') return text;
    }
  }
  return undefined;
}

/** Identifies "the same popup": same widget attributes and brand colour → the same widget instance. */
export function popupKey(options: PopupOptions): string {
  return JSON.stringify([...widgetAttributes(options), stringOption(options, 'primary') ?? '']);
}
