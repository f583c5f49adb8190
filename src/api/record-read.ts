/**
 * The reads that show slots, written by hand: a resource (`readResource`) and an availability list
 * (`readAvailability`), each giving exactly what the tolerant schemas of resource-read.ts give (the same fields,
 * the same defaults for what is missing or unreadable, the same items left out), or undefined for a form they
 * leave to those schemas (a record they would refuse, with the field named; a list item that is not bookable; an
 * availability not in the spec's own form). The client then loads the schemas and reads it with them, so what a
 * site owner sees is theirs. zod and the schemas are thus off the first paint's path (size budgets) and a usual
 * record is read in one pass; property tests compare both on any JSON (test/unit/api/record-read.test.ts).
 */
import type {
  AvailabilityEntry,
  QuestionOption,
  Resource,
  ResourceListItem,
} from './booking-schemas.js';
import {
  CAPACITY_TYPES,
  LANGUAGES,
  LOCATION_TEXT_FIELDS,
  LOCATION_TYPES,
  PAYMENT_GATEWAYS,
  QUESTION_TYPES,
  TIME_UNITS,
  WEEKDAYS,
} from './contract-values.js';
import { DATE, isHttpUrl, isIsoDate, normalizeDateTime, OFFSET, TIME } from './value-forms.js';

/** A value a reader refuses (a lenient field then takes its fallback, a list leaves the item out). */
const NO: unique symbol = Symbol();
type Read<T = unknown> = (value: unknown) => T | typeof NO;

type Fields = Record<string, Read>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// zod's kinds, as the schemas use them.
const text: Read<string> = (value) => (typeof value === 'string' ? value : NO);
const number: Read<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : NO;
const boolean: Read<boolean> = (value) => (typeof value === 'boolean' ? value : NO);
const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : NO;
const check =
  <T>(read: Read<T>, test: (value: T) => boolean): Read<T> =>
  (value) => {
    const read_ = read(value);
    return read_ !== NO && test(read_) ? read_ : NO;
  };
const textUpTo = (length: number) => check(text, (value) => value.length <= length);
const between = (min: number, max: number) =>
  check(number, (value) => value >= min && value <= max);
/** nullable(): null, or what `read` reads. */
const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value) =>
    value === null ? null : read(value);
/** nullish(): missing, null, or what `read` reads. */
const nullish =
  <T>(read: Read<T>): Read<T | null | undefined> =>
  (value) =>
    value === undefined ? undefined : nullable(read)(value);
/** z.optional() made lenient: missing, or what `read` reads; anything else (null too) unset. */
const maybe =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value) => {
    const read_ = value === undefined ? undefined : read(value);
    return read_ === NO ? undefined : read_;
  };
/** z._default(): `fallback` for a missing value. */
const missing =
  <T>(read: Read<T>, fallback: T): Read<T> =>
  (value) =>
    value === undefined ? fallback : read(value);
/** lenient(): `read`, or `fallback()` for anything it refuses. */
const or =
  <T, U>(read: Read<T>, fallback: () => U): Read<T | U> =>
  (value) => {
    const read_ = read(value);
    return read_ === NO ? fallback() : read_;
  };
const orValue = <T, U>(read: Read<T>, fallback: U) => or(read, () => fallback);
/** A field the service may omit or null, anything else unreadable left unset. */
const optional = <T>(read: Read<T>) => orValue(nullish(read), undefined);
/** nullishDefault() made lenient: missing or unreadable is `fallback`, null is kept. */
const flag = <T>(read: Read<T>, fallback: T) =>
  orValue(missing(nullable(read), fallback), fallback);

/**
 * z.object(): an object with these fields, others left out. A field read as undefined is there only when the key
 * was; a key in `required` must be there.
 */
const object =
  (fields: Fields, required: readonly string[] = []): Read<Record<string, unknown>> =>
  (value) => {
    if (!isObject(value)) return NO;
    const out: Record<string, unknown> = {};
    for (const key in fields) {
      const present = key in value;
      if (!present && required.includes(key)) return NO;
      const read = fields[key]!(value[key]);
      if (read === NO) return NO;
      if (read !== undefined || present) out[key] = read;
    }
    return out;
  };
/** z.array(): every item read. */
const array =
  <T>(item: Read<T>): Read<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return NO;
    const out: T[] = [];
    for (const entry of value) {
      const read = item(entry);
      if (read === NO) return NO;
      out.push(read);
    }
    return out;
  };
/** listOf(): the items `item` reads, the others left out. */
const listOf =
  <T>(item: Read<T>): Read<T[]> =>
  (value) =>
    Array.isArray(value)
      ? (value as unknown[]).map(item).filter((read): read is T => read !== NO)
      : NO;
/** The first of `reads` that reads the value. */
const firstOf =
  (...reads: Read[]): Read =>
  (value) => {
    for (const read of reads) {
      const read_ = read(value);
      if (read_ !== NO) return read_;
    }
    return NO;
  };

const ISO_DATE_TIME = new RegExp(`^${DATE}${TIME}${OFFSET}$`);
const isoDate = check(text, isIsoDate);
/** httpUrl(): trimmed, checked, without tabs and newlines. */
const httpUrl: Read<string> = (value) => {
  if (typeof value !== 'string') return NO;
  const trimmed = value.trim();
  return isHttpUrl(trimmed) ? trimmed.replace(/[\t\n\r]/g, '') : NO;
};
const optionalText = optional(text);
const unit = flag(oneOf(TIME_UNITS), 'minutes' as const);

// ------------------------------------------------------------------------------------------ period

/** `monday`, `Monday`, `MON`, `mo`, or ISO 1–7 (Monday 1): the weekday, or nothing. */
export function weekday(value: unknown): (typeof WEEKDAYS)[number] | undefined {
  if (typeof value === 'number') return WEEKDAYS[value - 1];
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase();
  if (/^[1-7]$/.test(name)) return WEEKDAYS[Number(name) - 1];
  return name.length >= 2 ? WEEKDAYS.find((day) => day.startsWith(name)) : undefined;
}

/** `HH:mm`, `HH:mm:ss` or `H:mm` as `HH:mm`, or nothing. */
export function clockTime(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(value) : null;
  return match && Number(match[1]) < 24 ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
}

const specific = check(
  listOf(
    object(
      {
        type: oneOf(['on', 'every']),
        weekday,
        date: maybe(isoDate),
        time: clockTime,
        time_zone: maybe(check(text, (zone) => zone.length > 0)),
      },
      ['type', 'weekday', 'time'],
    ),
  ),
  (items) => items.length > 0,
);

const period = orValue(
  firstOf(
    object({ type: oneOf(['calendar_days', 'business_days']), days: orValue(number, 60) }, [
      'type',
    ]),
    object({ type: oneOf(['ranges']), start_date: isoDate, end_date: isoDate }, [
      'type',
      'start_date',
      'end_date',
    ]),
    object({ type: oneOf(['onetime']), start_at: text, end_at: text, time_zone: text }, [
      'type',
      'start_at',
      'end_at',
      'time_zone',
    ]),
    object({ type: oneOf(['recurring', 'specific']), specific }, ['type', 'specific']),
  ),
  { type: 'any' },
);

// ---------------------------------------------------------------------------------- small objects

const step = object({ type: unit, value: flag(number, 0) });

const price = object(
  {
    name: nullish(text),
    duration: nullish(firstOf(text, number)),
    amount: check(number, (amount) => amount >= 0.1),
    currency: check(text, (code) => code.length === 3),
  },
  ['amount', 'currency'],
);

const option = object(
  {
    key: (key) => (typeof key === 'number' ? String(key) : typeof key === 'string' ? key : NO),
    label: orValue(text, ''),
  },
  ['key'],
);

const questionFields = object(
  {
    type: orValue(oneOf(QUESTION_TYPES), 'text'),
    name: check(text, (name) => name.length > 0),
    label: orValue(text, ''),
    value: optionalText,
    add_to_location: optional(boolean),
    required: optional(boolean),
    placeholder: optionalText,
    pattern: optionalText,
    options: orValue(nullish(listOf(option)), null),
  },
  ['name'],
);
const question: Read = (value) => {
  const read = questionFields(value);
  if (read === NO) return NO;
  const question = read as { label: string; name: string; options?: QuestionOption[] | null };
  if (!question.label) question.label = question.name;
  for (const entry of question.options ?? []) entry.label ||= entry.key;
  return question;
};

const banner = object({
  background: nullish(text),
  url: nullish(httpUrl),
  alt: nullish(text),
  overlay: nullish(boolean),
  color: nullish(text),
  align: nullish(oneOf(['left', 'right'])),
  credit: nullish(object({ name: nullish(text), username: nullish(text), link: nullish(text) })),
});

const duration = object({
  type: orValue(oneOf(TIME_UNITS), 'minutes'),
  value: orValue(
    check(number, (value) => value >= 1),
    30,
  ),
  is_default: optional(boolean),
});

const capacity = object({
  is_unlimited: optional(boolean),
  type: optional(oneOf(CAPACITY_TYPES)),
  max: optional(number),
  is_public: optional(boolean),
});

const location = object({
  // A kind of place the spec does not list is still a place: shown as a generic online location.
  type: orValue(oneOf(LOCATION_TYPES), 'virtual'),
  ...Object.fromEntries(LOCATION_TEXT_FIELDS.map((key) => [key, optionalText])),
  latitude: optional(number),
  longitude: optional(number),
});

// --------------------------------------------------------------------------------------- settings

const rule = object({
  // `is_enabled: null` (nullable, spec §2.5) is the default: enabled.
  is_enabled: orValue(boolean, true),
  description: optionalText,
  terms: orValue(object({ type: optional(oneOf(TIME_UNITS)), value: optional(number) }), {
    type: 'minutes',
    value: 0,
  }),
});

const FLAGS: Record<string, boolean> = {
  require_approval: false,
  check_calendar_conflict: true,
  prevent_duplicates: false,
  email_to_invitee: true,
  email_to_host: true,
  is_timezone_locked: false,
  hide_timezone: false,
  hide_language: false,
  hide_location: false,
  skip_form: false,
  calendar_invite_to_invitee: true,
  short_link_only: false,
  show_booked_slots: false,
};

const settingsFields = object({
  confirmation: orValue(
    object({
      type: orValue(oneOf(['default', 'thanks', 'link', 'redirect']), 'default'),
      // `link: {}` / `redirect: {}` (no url): no link.
      link: orValue(nullish(object({ url: httpUrl, text: nullish(text) }, ['url'])), null),
      redirect: orValue(nullish(object({ url: httpUrl }, ['url'])), null),
      message: orValue(nullish(text), null),
    }),
    { type: 'default' },
  ),
  // An absent `guest` is not chargeable (spec §2.5).
  guest: or(
    object({
      is_allowed: orValue(boolean, true),
      max_allowed: orValue(
        check(number, (max) => max >= 0),
        10,
      ),
      is_chargeable: orValue(boolean, true),
    }),
    () => ({ is_allowed: true, max_allowed: 10, is_chargeable: false }),
  ),
  attendees: or(array(text), () => []),
  privacy: orValue(
    object({
      type: orValue(oneOf(['public', 'private', 'protected']), 'public'),
      passcode: optionalText,
    }),
    { type: 'public' },
  ),
  policy: maybe(object({ reschedule: rule, cancellation: rule }, ['reschedule', 'cancellation'])),
  ...Object.fromEntries(Object.entries(FLAGS).map(([key, value]) => [key, flag(boolean, value)])),
  date_format: orValue(text, 'MMMM, DD YYYY'),
  time_format: orValue(text, 'h:mm a'),
  hosts: orValue(
    nullish(
      listOf(
        object({
          name: optionalText,
          role: optionalText,
          about: optionalText,
          avatar: optionalText,
          type: orValue(oneOf(['host', 'cohost', 'speaker']), 'host'),
          social: optional(array(text)),
        }),
      ),
    ),
    null,
  ),
});
const settings = or(settingsFields, () => settingsFields({}));

// -------------------------------------------------------------------------------------- resource

const orNull = <T>(read: Read<T>) => orValue(nullish(read), null);

/** `resource_id` as the record gives it: the widget books the element's `resource`, never this. */
const recordId = (id: unknown) =>
  typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null;

const common: Fields = {
  resource_id: recordId,
  account_id: optional(number),
  page_id: orValue(number, 0),
  user_id: optional(number),
  name: orValue(text, ''),
  slug: optional(textUpTo(120)),
  language: orValue(oneOf(LANGUAGES), 'en-US'),
  description: optional(textUpTo(5000)),
  color: optional(textUpTo(7)),
  period,
  notice: orNull(step),
  // `payment` without `is_enabled`: not enabled.
  payment: orNull(
    object({
      is_enabled: orValue(boolean, false),
      gateways: or(missing(array(oneOf(PAYMENT_GATEWAYS)), []), () => []),
    }),
  ),
  rank: flag(number, 1),
  prices: or(listOf(price), () => []),
  is_template: flag(boolean, false),
  questions: or(listOf(question), () => []),
  form: orNull(object({ heading: missing(text, 'Registration') })),
  settings,
  is_enabled: flag(boolean, true),
  internal_note: optional(textUpTo(500)),
  booking_url: optionalText,
  banner: orNull(banner),
  slots: orNull(step),
  break: orNull(object({ after: flag(between(0, 120), 0), before: flag(between(0, 120), 0) })),
  created_at: optional(check(text, (value) => ISO_DATE_TIME.test(value))),
  updated_at: optional(check(text, (value) => ISO_DATE_TIME.test(value))),
  type: () => 'event',
  schedule_id: orValue(number, 0),
  durations: check(listOf(duration), (items) => items.length > 0),
  locations: or(listOf(location), () => []),
  capacity: orNull(capacity),
};

const VARIANTS: Record<string, Read> = {
  one_on_one: object({ ...common, event_type: text }, ['durations']),
  group: object({ ...common, event_type: text, capacity: or(capacity, () => ({})) }, ['durations']),
  round_robin: object(
    {
      ...common,
      event_type: text,
      schedule_id: orNull(number),
      locations: orNull(listOf(location)),
      members: or(
        listOf(
          object(
            {
              user_id: check(number, (id) => id > 0),
              location,
              priority: optional(between(0, 1000)),
            },
            ['user_id', 'location'],
          ),
        ),
        () => [],
      ),
    },
    ['durations'],
  ),
};

/**
 * `GET /resources/{id}` read as ResourceRead reads it, or undefined for a record it would refuse or a list item
 * that is not bookable (both left to the schema).
 */
export function readResource(json: unknown): ResourceListItem | undefined {
  const type = isObject(json) ? json.event_type : undefined;
  const variant =
    typeof type === 'string' && Object.hasOwn(VARIANTS, type) ? VARIANTS[type] : undefined;
  const read = variant?.(json);
  return read === undefined || read === NO ? undefined : (read as unknown as Resource);
}

/**
 * A list of resources as listOf(ResourceRead) reads it, with only its bookable items (those readResource takes:
 * any other item is one the schema refuses, which the list leaves out, or one that is not bookable); undefined
 * for anything but a list.
 */
export const readResources = (json: unknown): Resource[] | undefined =>
  Array.isArray(json)
    ? (json as unknown[]).map(readResource).filter((item): item is Resource => item !== undefined)
    : undefined;

// ----------------------------------------------------------------------------------- availability

/** A list in the spec's form, or the `{ offset, limit, total, returned, result: [...] }` envelope. */
export const unwrapList = (json: unknown): unknown =>
  json && typeof json === 'object' && !Array.isArray(json) && 'result' in json
    ? (json as { result: unknown }).result
    : json;

/**
 * AvailabilityRead's answer for a list in the spec's own form (every field present with its type, each time with
 * an offset), read in one loop; undefined for anything else, which AvailabilityRead then reads (and refuses, or
 * takes liberally, as ever). A month of a busy resource is thousands of slots, and the schema's reading of them
 * was most of the work between the answer's arrival and the first times shown.
 */
export function readAvailability(json: unknown): AvailabilityEntry[] | undefined {
  if (!Array.isArray(json)) return undefined;
  const entries: AvailabilityEntry[] = [];
  for (const entry of json as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { date, timezone, capacity, slots } = entry as Record<string, unknown>;
    if (
      !isIsoDate(date) ||
      typeof timezone !== 'string' ||
      typeof capacity !== 'number' ||
      !Number.isFinite(capacity) ||
      !Array.isArray(slots)
    )
      return undefined;
    const read: AvailabilityEntry['slots'] = [];
    for (const slot of slots as unknown[]) {
      if (typeof slot !== 'object' || slot === null) return undefined;
      const { time, available, users } = slot as Record<string, unknown>;
      const instant = normalizeDateTime(time);
      if (
        instant === '' ||
        typeof available !== 'number' ||
        !Number.isFinite(available) ||
        !Array.isArray(users)
      )
        return undefined;
      const people: AvailabilityEntry['slots'][number]['users'] = [];
      for (const user of users as unknown[]) {
        if (typeof user !== 'object' || user === null) return undefined;
        const { user_id, name, busy } = user as Record<string, unknown>;
        if (
          typeof user_id !== 'number' ||
          !Number.isFinite(user_id) ||
          typeof name !== 'string' ||
          typeof busy !== 'boolean'
        )
          return undefined;
        people.push({ user_id, name, busy });
      }
      read.push({ time: instant, available, users: people });
    }
    entries.push({ date, timezone, capacity, slots: read });
  }
  return entries;
}

// ------------------------------------------------------------------------------- queries and errors

/** Whether AvailabilityQuery takes these parameters (a query it refuses is left to it, which says why). */
export const isAvailabilityQuery = (params: unknown): boolean =>
  isObject(params) &&
  isIsoDate(params.start) &&
  isIsoDate(params.end) &&
  (params.duration === undefined ||
    (typeof params.duration === 'string' && /^[1-9]\d{0,4}[mhd]$/.test(params.duration)));

/** An error body's `details` as z.array(ErrorDetail) reads them: each `{ path, message }`, or none at all. */
export const readErrorDetails = (details: unknown) => {
  const read = array(object({ path: text, message: text }, ['path', 'message']))(details);
  return read === NO ? undefined : (read as { path: string; message: string }[]);
};
