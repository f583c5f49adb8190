/**
 * The service contract (spec §2, §4; DESIGN §4) as zod/mini schemas: the part the widget, the client's booking
 * operations and the core use (resources, availability, bookings, errors, their queries). Every bound, enum and
 * default of the spec is enforced here; the TypeScript types of the project come from these schemas. The
 * integrator-only schemas (links, customers, resource list and report queries) are in integrator-schemas.ts,
 * which the widget never imports (size budgets); schemas.ts re-exports both.
 */
import * as z from 'zod/mini';
import {
  above,
  atLeast,
  atMost,
  boolean,
  catchall,
  httpUrl,
  isoDate,
  isoDateTime,
  matches,
  nullish,
  nullishDefault,
} from './schema-helpers.js';
import {
  CAPACITY_TYPES,
  ERROR_CODES,
  EVENT_TYPES,
  PAYMENT_GATEWAYS,
  QUESTION_TYPES,
  TIME_UNITS,
  WEEKDAYS,
} from './contract-values.js';

// The contract's lists (contract-values.ts, no zod: the first paint imports them from there).
export * from './contract-values.js';
// What the booking records share with the resources (place-schemas.ts: loaded with the booking step).
import { EventType, Language, Location, LocationType } from './place-schemas.js';
export { EventType, Language, Location, LocationType };

const positive = () => z.number().check(above(0));
/** A string the service may omit or null. */
const nullishText = () => nullish(z.string());

// ---------------------------------------------------------------------------------------------- enums

export const TimeUnit = z.enum(TIME_UNITS);
export type TimeUnit = z.infer<typeof TimeUnit>;

export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

// ------------------------------------------------------------------------------------- period (§2.3)

/** DESIGN §4: "on" a date (optionally one start time), or "every" weekday (optionally one time). */
export const SpecificItem = z.object({
  type: z.enum(['on', 'every']),
  weekday: z.optional(Weekday),
  date: z.optional(isoDate()),
  time: z.optional(z.string().check(matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm'))),
  time_zone: z.optional(z.string().check(z.minLength(1))),
});
export type SpecificItem = z.infer<typeof SpecificItem>;

const specificList = () => z.array(SpecificItem).check(z.minLength(1), z.maxLength(32));

export const Period = z.union([
  z.object({
    type: z.enum(['calendar_days', 'business_days']),
    days: z._default(z.number().check(atLeast(0)), 60),
  }),
  z.object({ type: z.enum(['ranges']), start_date: isoDate(), end_date: isoDate() }),
  z.object({
    type: z.enum(['onetime']),
    start_at: z.string(),
    end_at: z.string(),
    time_zone: z.string(),
  }),
  z.object({ type: z.enum(['recurring']), specific: specificList() }),
  z.object({ type: z.enum(['specific']), specific: specificList() }),
  z.object({ type: z.enum(['any']) }),
]);
export type Period = z.infer<typeof Period>;

// --------------------------------------------------------------------------------- small objects §2.2

export const Notice = z.object({
  type: nullishDefault(TimeUnit, 'minutes'),
  value: nullishDefault(z.number(), 0),
});

export const Payment = z.object({
  is_enabled: boolean(),
  gateways: z._default(z.array(z.enum(PAYMENT_GATEWAYS)), []),
});

export const Price = z.object({
  name: nullishText(),
  duration: nullish(z.union([z.string(), z.number()])),
  amount: z.number().check(atLeast(0.1)),
  currency: z.string().check(z.minLength(3), z.maxLength(3)),
});
export type Price = z.infer<typeof Price>;

export const QuestionOption = z.object({ key: z.string(), label: z.string() });
export type QuestionOption = z.infer<typeof QuestionOption>;

export const Question = z.object({
  type: z._default(QuestionType, 'text'),
  name: z.string().check(z.minLength(2)),
  label: z.string(),
  value: nullishText(),
  add_to_location: nullish(boolean()),
  required: nullish(boolean()),
  placeholder: nullishText(),
  pattern: nullishText(),
  options: nullish(z.array(QuestionOption)),
});
export type Question = z.infer<typeof Question>;

export const Form = z.object({ heading: z._default(z.string(), 'Registration') });

export const Banner = z.object({
  background: nullishText(),
  url: nullish(httpUrl()),
  alt: nullishText(),
  overlay: nullish(boolean()),
  color: nullishText(),
  align: nullish(z.enum(['left', 'right'])),
  credit: nullish(
    z.object({
      name: nullishText(),
      username: nullishText(),
      link: nullishText(),
    }),
  ),
});

export const Duration = z.object({
  type: z._default(TimeUnit, 'minutes'),
  value: z._default(z.number().check(atLeast(1)), 30),
  is_default: nullish(boolean()),
});
export type Duration = z.infer<typeof Duration>;

export const SlotStep = z.object({
  type: nullishDefault(TimeUnit, 'minutes'),
  value: nullishDefault(z.number(), 0),
});

const breakMinutes = () => nullishDefault(z.number().check(atLeast(0), atMost(120)), 0);
export const Break = z.object({ after: breakMinutes(), before: breakMinutes() });

export const Capacity = z.object({
  is_unlimited: nullish(boolean()),
  type: nullish(z.enum(CAPACITY_TYPES)),
  max: nullish(z.number()),
  is_public: nullish(boolean()),
});
export type Capacity = z.infer<typeof Capacity>;

export const Member = z.object({
  user_id: positive(),
  location: Location,
  priority: nullish(z.number().check(atLeast(0), atMost(1000))),
});
export type Member = z.infer<typeof Member>;

// ------------------------------------------------------------------------------------ settings §2.5

const PolicyRule = z.object({
  is_enabled: nullishDefault(boolean(), true),
  description: nullishText(),
  terms: z._default(
    z.object({ type: nullish(TimeUnit), value: nullish(z.number().check(atLeast(0))) }),
    {
      type: 'minutes',
      value: 0,
    },
  ),
});
export type PolicyRule = z.infer<typeof PolicyRule>;

export const Host = z.object({
  name: nullishText(),
  role: nullishText(),
  about: nullishText(),
  avatar: nullishText(),
  type: z._default(z.enum(['host', 'cohost', 'speaker']), 'host'),
  social: nullish(z.array(z.string())),
});
export type Host = z.infer<typeof Host>;

const flag = (value: boolean) => nullishDefault(boolean(), value);

export const Settings = z.object({
  confirmation: z._default(
    z.object({
      type: z._default(z.enum(['default', 'thanks', 'link', 'redirect']), 'default'),
      link: nullish(z.object({ url: httpUrl(), text: nullishText() })),
      redirect: nullish(z.object({ url: httpUrl() })),
      message: nullishText(),
    }),
    { type: 'default' },
  ),
  // The object's default differs from its fields' (spec §2.5): an absent `guest` is not chargeable.
  guest: z._default(
    z.object({
      is_allowed: z._default(boolean(), true),
      max_allowed: z._default(z.number().check(atLeast(0)), 10),
      is_chargeable: z._default(boolean(), true),
    }),
    { is_allowed: true, max_allowed: 10, is_chargeable: false },
  ),
  attendees: z._default(z.array(z.string()), []),
  privacy: z._default(
    z.object({
      type: z._default(z.enum(['public', 'private', 'protected']), 'public'),
      passcode: nullishText(),
    }),
    { type: 'public' },
  ),
  policy: z.optional(z.object({ reschedule: PolicyRule, cancellation: PolicyRule })),
  require_approval: flag(false),
  check_calendar_conflict: flag(true),
  prevent_duplicates: flag(false),
  email_to_invitee: flag(true),
  email_to_host: flag(true),
  date_format: z._default(z.string(), 'MMMM, DD YYYY'),
  time_format: z._default(z.string(), 'h:mm a'),
  is_timezone_locked: flag(false),
  hide_timezone: flag(false),
  hide_language: flag(false),
  hide_location: flag(false),
  skip_form: flag(false),
  calendar_invite_to_invitee: flag(true),
  short_link_only: flag(false),
  show_booked_slots: flag(false),
  hosts: nullish(z.array(Host).check(z.maxLength(10))),
});
export type Settings = z.infer<typeof Settings>;

// ------------------------------------------------------------------------------ resources §2.1, §2.2

const commonFields = {
  resource_id: nullish(z.number()),
  account_id: nullish(z.number()),
  page_id: positive(),
  user_id: nullish(z.number()),
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  slug: nullish(z.string().check(z.maxLength(120))),
  language: z._default(Language, 'en-US'),
  description: nullish(z.string().check(z.maxLength(5000))),
  color: nullish(z.string().check(z.maxLength(7))),
  period: Period,
  notice: nullish(Notice),
  payment: nullish(Payment),
  rank: nullishDefault(z.number(), 1),
  prices: nullishDefault(z.array(Price), []),
  is_template: nullishDefault(boolean(), false),
  questions: z.array(Question).check(z.minLength(2), z.maxLength(32)),
  form: nullish(Form),
  // An absent `settings` gets every field's default.
  settings: z._default(Settings, () => Settings.parse({})),
  is_enabled: nullishDefault(boolean(), true),
  internal_note: nullish(z.string().check(z.maxLength(500))),
  booking_url: nullishText(),
  banner: nullish(Banner),
  slots: nullish(SlotStep),
  break: nullish(Break),
  created_at: nullish(isoDateTime()),
  updated_at: nullish(isoDateTime()),
  type: z.enum(['event']),
};

const durationList = () => z.array(Duration);
const locationList = () => z.array(Location).check(z.maxLength(24));

export const OneOnOneResource = z.object({
  ...commonFields,
  event_type: z.enum(['one_on_one']),
  schedule_id: positive(),
  durations: durationList().check(z.minLength(1), z.maxLength(10)),
  locations: locationList().check(z.minLength(1)),
  capacity: nullish(Capacity),
});

export const GroupResource = z.object({
  ...commonFields,
  event_type: z.enum(['group']),
  schedule_id: positive(),
  durations: durationList().check(z.minLength(1), z.maxLength(1)),
  locations: z.array(Location).check(z.minLength(1), z.maxLength(1)),
  capacity: Capacity,
});

export const RoundRobinResource = z.object({
  ...commonFields,
  event_type: z.enum(['round_robin']),
  schedule_id: nullish(positive()),
  durations: durationList().check(z.minLength(1), z.maxLength(10)),
  locations: nullish(locationList()),
  members: z.array(Member).check(z.minLength(1)),
  capacity: nullish(Capacity),
});

/** The three bookable variants, told apart by `event_type`. */
export const Resource = z.union([OneOnOneResource, GroupResource, RoundRobinResource]);
export type Resource = z.infer<typeof Resource>;
export type ResourceInput = z.input<typeof Resource>;

/** The further list item the spec mentions without its fields: kept as it came (z.looseObject, written without
 * its $ZodUnknown kind: size budgets). */
export const OtherResource = catchall(
  z.object({
    type: z.string(),
    event_type: z
      .string()
      .check(
        z.refine(
          (value) => !(EVENT_TYPES as readonly string[]).includes(value),
          'must not be one of the bookable event types',
        ),
      ),
  }),
  z.custom<unknown>(),
);
export type OtherResource = z.infer<typeof OtherResource>;

export const ResourceListItem = z.union([Resource, OtherResource]);
export type ResourceListItem = z.infer<typeof ResourceListItem>;

// ----------------------------------------------------------------------------- availability §2.9

export const SlotUser = z.object({ user_id: z.number(), name: z.string(), busy: boolean() });
export const Slot = z.object({
  time: isoDateTime(),
  available: z.number().check(atLeast(0)),
  users: z.array(SlotUser),
});
export type Slot = z.infer<typeof Slot>;

export const AvailabilityEntry = z.object({
  date: isoDate(),
  timezone: z.string().check(z.minLength(1)),
  capacity: z.number(),
  slots: z.array(Slot),
});
export type AvailabilityEntry = z.infer<typeof AvailabilityEntry>;
export const AvailabilityList = z.array(AvailabilityEntry);

/** DESIGN §4: `<n>m`, `<n>h` or `<n>d`. */
export const DurationParam = z
  .string()
  .check(matches(/^[1-9]\d{0,4}[mhd]$/, 'must be like 30m, 1h or 1d'));

// ------------------------------------------------------------------------------ bookings §4.3, §4

// The booking records' schemas and types are in booking-record-schemas.ts (not needed to show slots).

// ---------------------------------------------------------------------------------- errors (§7)

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorDetail = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetail>;

export const ErrorBody = z.object({
  error: z.object({
    status: z.number(),
    code: z.string(),
    message: z.string(),
    details: z.optional(z.array(ErrorDetail)),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// ---------------------------------------------------------------------------- queries §4.1, DESIGN

export const AvailabilityQuery = z.object({
  start: isoDate(),
  end: isoDate(),
  duration: z.optional(DurationParam),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

// ---------------------------------------------------------------------------------- formatting

// issuesToDetails and describeIssues (issue-details.ts, no zod: the client words a refusal with them).
export { describeIssues, issuesToDetails } from './issue-details.js';
