/**
 * What leaves the proxy: resource and booking records rebuilt from allow-lists of the fields the widget reads
 * (src/api/booking-schemas.ts, booking-record-schemas.ts), never passed through. A field the service adds
 * tomorrow stays on the server until it is listed here. Left out of a resource on purpose: `internal_note`,
 * `account_id`, `booking_url`, `settings.attendees`, `settings.privacy.passcode` (privacy becomes `{ type }`),
 * and every meeting secret of a location or member (`join_url`, `meeting_id`, `password`, the meeting
 * account's `email`, `error`). A booking's own answer keeps its location whole: its join link is for the
 * person who booked, who holds its token.
 *
 * A field listed as a value keeps strings, numbers, booleans and null only (an object where a value belongs is
 * dropped); an object is rebuilt field by field; a list item by its shape. Pure functions, every runtime.
 */

/** `true`: a plain value; a function: the value it rebuilds; an object: its fields' shapes; a one-item
 * array: each item's shape. */
type Shape =
  true | ((value: unknown) => unknown) | { readonly [field: string]: Shape } | readonly [Shape];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` as an object to read fields from: an empty one when it is not an object (or is a list). */
export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

const isPlain = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** `value` with only what `shape` allows; undefined when nothing of it is allowed. */
export function rebuild(value: unknown, shape: Shape): unknown {
  if (shape === true) return isPlain(value) ? value : undefined;
  if (typeof shape === 'function') return shape(value);
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return value === null ? null : undefined;
    return value.map((item) => rebuild(item, shape[0]!)).filter((item) => item !== undefined);
  }
  if (!isRecord(value)) return value === null ? null : undefined;
  const result: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(shape)) {
    if (!Object.hasOwn(value, field)) continue;
    const kept = rebuild(value[field], inner as Shape);
    if (kept !== undefined) result[field] = kept;
  }
  return result;
}

const fields = (names: string, extra: Record<string, Shape> = {}): Record<string, Shape> => ({
  ...Object.fromEntries(names.split(/\s+/).map((name) => [name, true as const])),
  ...extra,
});

/** A location as a visitor may see it before booking: where, not how to get into the meeting. */
const PUBLIC_LOCATION = fields(
  'type name phone address city state zip_code country place_id remarks latitude longitude',
);
/** A booking's location: the person who booked gets the meeting's link, id and password. */
const BOOKED_LOCATION = fields(
  'type name phone address city state zip_code country place_id remarks latitude longitude join_url meeting_id password',
);

const TERMS = fields('type value');
const POLICY_RULE = fields('is_enabled description', { terms: TERMS });

const SETTINGS: Shape = fields(
  'require_approval check_calendar_conflict prevent_duplicates email_to_invitee email_to_host ' +
    'date_format time_format is_timezone_locked hide_timezone hide_language hide_location skip_form ' +
    'calendar_invite_to_invitee short_link_only show_booked_slots',
  {
    confirmation: fields('type message', { link: fields('url text'), redirect: fields('url') }),
    guest: fields('is_allowed max_allowed is_chargeable'),
    privacy: fields('type'),
    policy: { reschedule: POLICY_RULE, cancellation: POLICY_RULE },
    hosts: [fields('name role about avatar type', { social: [true] })],
  },
);

const SPECIFIC = fields('type weekday date time time_zone');

/** The resource record the widget reads (every variant's fields; a variant's missing ones stay missing). */
export const RESOURCE_SHAPE: Shape = fields(
  'resource_id page_id user_id name slug language description color rank is_template is_enabled ' +
    'schedule_id type event_type',
  {
    period: fields('type days start_date end_date start_at end_at time_zone', {
      specific: [SPECIFIC],
    }),
    notice: fields('type value'),
    payment: fields('is_enabled', { gateways: [true] }),
    prices: [fields('name duration amount currency')],
    questions: [
      fields('type name label value add_to_location required placeholder pattern', {
        options: [fields('key label')],
      }),
    ],
    form: fields('heading'),
    settings: SETTINGS,
    banner: fields('background url alt overlay color align', {
      credit: fields('name username link'),
    }),
    slots: fields('type value'),
    break: fields('after before'),
    durations: [fields('type value is_default')],
    capacity: fields('is_unlimited type max is_public'),
    locations: [PUBLIC_LOCATION],
    members: [fields('user_id priority', { location: PUBLIC_LOCATION })],
  },
);

const FILE_ANSWER = fields('name type size data_url');
/** An answer's value: text, the keys of a multi-choice, or a file. */
const answerValue = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.filter((item) => typeof item === 'string')
    : isRecord(value)
      ? rebuild(value, FILE_ANSWER)
      : isPlain(value)
        ? value
        : undefined;
const ANSWER: Shape = fields('name label', { value: answerValue });

/** The booking record the widget reads, for the person who booked it. */
export const BOOKING_SHAPE: Shape = fields(
  'booking_id status start_at end_at duration time_zone created_at updated_at canceled_at cancel_reason',
  {
    resource: fields('resource_id name event_type'),
    host: fields('user_id name'),
    location: BOOKED_LOCATION,
    invitees: [fields('name email status', { questions: [ANSWER] })],
    guests: [true],
    reschedule: fields('rescheduled_from rescheduled_at reason'),
  },
);

/** A resource record as it leaves the proxy. */
export function publicResource(record: Record<string, unknown>): Record<string, unknown> {
  return rebuild(record, RESOURCE_SHAPE) as Record<string, unknown>;
}

/** A booking record as it leaves the proxy, with the token that opens it (`manage_token`). */
export function bookingAnswer(
  record: Record<string, unknown>,
  manageToken: string,
): Record<string, unknown> {
  return {
    ...(rebuild(record, BOOKING_SHAPE) as Record<string, unknown>),
    manage_token: manageToken,
  };
}

/** A resource answer's body as it leaves the proxy (a body that is not a record stays as it is). */
export function publicResourceText(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? JSON.stringify(publicResource(value)) : text;
  } catch {
    return text;
  }
}
