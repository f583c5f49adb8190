/**
 * The booking's checks, written by hand: an e-mail address, a file answer, the `POST /bookings` body and the
 * lost-answer lookup's query, each accepting only what the contract's schemas (booking-record-schemas.ts) accept.
 * The form and the booking request need them before anything is sent; the schemas, and zod with them, load only
 * to word what a hand check refuses and to read the booking's answer (bookings.ts), so neither the form nor the
 * first paint carries them (size budgets). Property tests compare both (test/unit/api/booking-checks.test.ts).
 */
import {
  BOOKING_STATUSES,
  LANGUAGES,
  LOCATION_TEXT_FIELDS,
  LOCATION_TYPES,
  MAX_FILE_BYTES,
} from './contract-values.js';
import { DATE, ISO_DATE, OFFSET, TIME } from './value-forms.js';

/** zod's e-mail pattern (z.email()), which the `Email` schema checks too. */
export const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Most invitees in one request: the seats left of a group slot limit it further (the mock's 409). */
export const MAX_INVITEES = 100;

type Fields = Record<string, unknown>;

/** What z.object() reads: an object that is not a list. */
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const optional = (value: unknown, test: (value: unknown) => boolean) =>
  value === undefined || test(value);
const nullish = (value: unknown, test: (value: unknown) => boolean) =>
  value === undefined || value === null || test(value);
const listOf = (value: unknown, max: number, test: (item: unknown) => boolean, min = 0) =>
  Array.isArray(value) && value.length >= min && value.length <= max && value.every(test);
const oneOf = (values: readonly string[]) => (value: unknown) =>
  isText(value) && values.includes(value);
/** Text that is not blank once trimmed (z.trim() then z.minLength(1)), at most `max` characters then. */
const filled = (value: unknown, max = Infinity) =>
  isText(value) && value.trim().length >= 1 && value.trim().length <= max;

export const isEmail = (value: unknown): boolean => isText(value) && EMAIL.test(value);

/**
 * isoDate(): a calendar date YYYY-MM-DD (value-forms.ts's isIsoDate, written here: importing it would add an export
 * to the first paint's shared chunk, size budgets).
 */
export const isDate = (value: unknown): value is string => isText(value) && ISO_DATE.test(value);

/** A file answer: named, typed, at most MAX_FILE_BYTES, its content a base64 data URL. */
export const isFileAnswer = (value: unknown): boolean =>
  isObject(value) &&
  isText(value['name']) &&
  value['name'].length >= 1 &&
  value['name'].length <= 255 &&
  isText(value['type']) &&
  value['type'].length <= 255 &&
  isNumber(value['size']) &&
  value['size'] >= 0 &&
  value['size'] <= MAX_FILE_BYTES &&
  isText(value['data_url']) &&
  /^data:[^,]*;base64,[A-Za-z0-9+/=]*$/.test(value['data_url']);

const DATE_TIME = new RegExp(`^${DATE}${TIME}${OFFSET}$`);
/** An ISO 8601 date-time in UTC, written `Z` or `+00:00` (spec §4.3). */
const isUtcDateTime = (value: unknown) =>
  isText(value) && DATE_TIME.test(value) && /(?:Z|\+00:00)$/.test(value);
/** isoDateTime(): with seconds and a UTC offset or Z. */
const isIsoDateTime = (value: unknown) => isText(value) && DATE_TIME.test(value);

const isAnswer = (value: unknown) =>
  isObject(value) &&
  isText(value['name']) &&
  value['name'].length >= 2 &&
  optional(value['label'], isText) &&
  ((isText(value['value']) && value['value'].length <= 10_000) ||
    listOf(value['value'], Infinity, isText) ||
    isFileAnswer(value['value']));

const isInvitee = (value: unknown) =>
  isObject(value) &&
  filled(value['name'], 120) &&
  isEmail(value['email']) &&
  listOf(value['questions'], 64, isAnswer);

const isLocation = (value: unknown) =>
  isObject(value) &&
  oneOf(LOCATION_TYPES)(value['type']) &&
  LOCATION_TEXT_FIELDS.every((key) => nullish(value[key], isText)) &&
  nullish(value['latitude'], isNumber) &&
  nullish(value['longitude'], isNumber);

/** Spec §4.3's body, with the fields the widget adds (`BookingRequest` in booking-record-schemas.ts). */
export const isBookingRequest = (value: unknown): boolean =>
  isObject(value) &&
  isObject(value['resource']) &&
  filled(value['resource']['resource_id']) &&
  optional(
    value['host'],
    (host) => isObject(host) && isNumber(host['user_id']) && host['user_id'] > 0,
  ) &&
  isUtcDateTime(value['start_at']) &&
  isUtcDateTime(value['end_at']) &&
  listOf(value['invitees'], MAX_INVITEES, isInvitee, 1) &&
  optional(value['location'], isLocation) &&
  optional(value['guests'], (guests) => listOf(guests, 100, isEmail)) &&
  optional(value['time_zone'], isText) &&
  optional(value['language'], oneOf(LANGUAGES));

/** A query parameter's integer in [min, max]: a safe integer, or text that is one (z.coerce.number()). */
const queryInt = (value: unknown, min: number, max: number) =>
  (isNumber(value) || (isText(value) && /^\d+$/.test(value))) &&
  Number.isSafeInteger(Number(value)) &&
  Number(value) >= min &&
  Number(value) <= max;
const isDateOrDateTime = (value: unknown) => isDate(value) || isIsoDateTime(value);

/** `GET /bookings`'s filters (`ListBookingsQuery`): the lost-answer lookup's. */
export const isListBookingsQuery = (value: unknown): boolean =>
  isObject(value) &&
  optional(value['status'], oneOf(BOOKING_STATUSES)) &&
  optional(value['resource_id'], (id) => queryInt(id, 1, Number.MAX_SAFE_INTEGER)) &&
  optional(value['email'], (email) => isText(email) && email.length <= 254) &&
  optional(value['start'], isDateOrDateTime) &&
  optional(value['end'], isDateOrDateTime) &&
  optional(value['offset'], (offset) => queryInt(offset, 0, 10_000)) &&
  optional(value['limit'], (limit) => queryInt(limit, 1, 1000));
