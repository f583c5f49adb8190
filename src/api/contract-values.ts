/**
 * The service contract's lists and constants (spec §2, §4; DESIGN §4), without zod: what the code that shows
 * slots needs of the contract besides its types. booking-schemas.ts builds its schemas from these lists and
 * re-exports them; the widget's first paint imports them from here, so zod is not on its path (size budgets).
 */
// prettier-ignore
export const LANGUAGES = [
  'ar', 'zh', 'da', 'nl', 'en-US', 'est', 'fr', 'de', 'el', 'he', 'hi',
  'id', 'it', 'ja', 'ko', 'pt', 'ru', 'es', 'sv', 'th', 'tr', 'vi',
] as const;

export const TIME_UNITS = ['days', 'hours', 'minutes'] as const;

export const EVENT_TYPES = ['one_on_one', 'group', 'round_robin'] as const;

// prettier-ignore
export const QUESTION_TYPES = [
  'text', 'radio', 'tel', 'number', 'textarea', 'file', 'email', 'dropdown', 'date', 'checkbox',
] as const;

// prettier-ignore
export const LOCATION_TYPES = [
  'google_meet', 'zoom', 'zoho', 'microsoft_teams', 'goto_meeting', 'webex', 'joinme',
  'physical', 'virtual', 'phone', 'ask_invitee', 'inbound_call',
] as const;

/** A location's text fields (spec §2.6): read as text, sent as text or absent. */
// prettier-ignore
export const LOCATION_TEXT_FIELDS = [
  'name', 'email', 'phone', 'address', 'city', 'state', 'zip_code', 'country', 'place_id', 'join_url',
  'remarks', 'meeting_id', 'password', 'error',
] as const;

// prettier-ignore
export const PAYMENT_GATEWAYS = [
  'stripe', 'paypal', 'razorpay', 'cashfree', 'mollie', 'cash', 'upi',
] as const;

// prettier-ignore
export const WEEKDAYS = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
] as const;

export const PLANS = { professional: 60, business: 120, enterprise: 300 } as const;
export type Plan = keyof typeof PLANS;

export const CAPACITY_TYPES = ['perday', 'perslot', 'overall'] as const;

/** DESIGN §4 (file answers): sent inline as a data URL, at most this many bytes before encoding. */
export const MAX_FILE_BYTES = 1_000_000;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'canceled'] as const;

// prettier-ignore
export const ERROR_CODES = [
  'invalid_request', 'missing_api_key', 'invalid_api_key', 'not_found', 'slot_unavailable',
  'conflict', 'gone', 'payload_too_large', 'unsupported_media_type', 'rate_limited', 'internal_error',
] as const;

/** Whether a resource list's item is one of the bookable variants (spec §2.1), by its `event_type`. */
export const isBookableResource = <T extends { event_type: string }>(
  item: T,
): item is Extract<T, { event_type: (typeof EVENT_TYPES)[number] }> =>
  (EVENT_TYPES as readonly string[]).includes(item.event_type);
