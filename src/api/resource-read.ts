/**
 * What the widget reads to show times (spec §2, §2.9), read liberally: everything the spec allows (every nullable
 * null, every field it leaves "not shown" in any form), the forms real services write (`MON` for a weekday, a slot
 * time without seconds, `payment` without `is_enabled`, `confirmation.link: {}`, `policy.*.is_enabled: null`), and
 * fields the widget does not know, which are ignored. A value the widget cannot read gets its default, or is left
 * out; only what makes booking impossible refuses the record, with the field named: a resource without an
 * `event_type` we can book or without a usable duration, an availability entry without a date, a slot without a
 * time. The output has the strict schemas' types (booking-schemas.ts), which stay for what we send and for the
 * mock's input: see docs/decisions.md, "Tolerant reads, strict sends".
 */
import * as z from 'zod/mini';
import {
  Break,
  Capacity,
  Duration,
  Form,
  Host,
  Location,
  LocationType,
  Member,
  Notice,
  OneOnOneResource,
  GroupResource,
  OtherResource,
  Payment,
  Period,
  Price,
  Question,
  QuestionType,
  RoundRobinResource,
  Settings,
  SlotStep,
  SlotUser,
  TimeUnit,
  type AvailabilityEntry,
  type Resource,
  type ResourceListItem,
} from './booking-schemas.js';
import {
  boolean,
  coerce,
  instant,
  isoDate,
  lenient,
  listOf,
  nullish,
  tolerant,
} from './schema-helpers.js';
import { clockTime, weekday } from './record-read.js';

// The hand-written reads give what these schemas give, and leave them what they do not read (record-read.ts).
export { readAvailability, unwrapList } from './record-read.js';
// The client checks an unusual availability query with it (client-core.ts).
export { AvailabilityQuery } from './booking-schemas.js';

const text = (fallback = '') => lenient(z.string(), () => fallback);
const nothing = () => undefined;

const SpecificItemRead = z.object({
  type: z.enum(['on', 'every']),
  weekday: coerce(weekday),
  date: lenient(z.optional(isoDate()), nothing),
  time: coerce(clockTime),
  time_zone: lenient(z.optional(z.string().check(z.minLength(1))), nothing),
});
const specificRead = () => listOf(SpecificItemRead).check(z.minLength(1));

/** A period the widget cannot read is `any`: it only bounds navigation; the service's availability decides. */
const PeriodRead = lenient(
  z.union([
    z.object({
      type: z.enum(['calendar_days', 'business_days']),
      days: lenient(z.number(), () => 60),
    }),
    z.object({ type: z.enum(['ranges']), start_date: isoDate(), end_date: isoDate() }),
    Period.def.options[2],
    z.object({ type: z.enum(['recurring', 'specific']), specific: specificRead() }),
  ]),
  () => ({ type: 'any' }) as never,
) as unknown as typeof Period;

const LocationRead = tolerant(Location.shape, {
  // A kind of place the spec does not list is still a place: shown as a generic online location.
  type: lenient(LocationType, () => 'virtual' as const),
});

const QuestionRead = tolerant(Question.shape, {
  type: lenient(QuestionType, () => 'text' as const),
  // Real services name questions with generated keys ("1695963612423"); any non-empty key can be answered.
  name: z.string().check(z.minLength(1)),
  label: text(),
  options: lenient(
    nullish(
      listOf(
        z.object({
          key: coerce((key) => (typeof key === 'number' ? String(key) : key)).check(
            z.refine((key) => typeof key === 'string'),
          ),
          label: text(),
        }),
      ),
    ),
    () => null,
  ),
}).check(
  z.overwrite((question) => {
    if (!question.label) question.label = question.name;
    for (const option of question.options ?? []) option.label ||= option.key;
    return question;
  }),
) as unknown as typeof Question;

const flag = (value: boolean) => lenient(boolean(), () => value);
const rule = tolerant({
  is_enabled: flag(true),
  description: nullish(z.string()),
  terms: lenient(tolerant({ type: nullish(TimeUnit), value: nullish(z.number()) }), () => ({
    type: 'minutes' as const,
    value: 0,
  })),
});
const { confirmation, guest, privacy } = Settings.shape;

const SettingsRead = tolerant(Settings.shape, {
  confirmation: lenient(
    z.object({
      type: lenient(z.enum(['default', 'thanks', 'link', 'redirect']), () => 'default' as const),
      // `link: {}` / `redirect: {}` (no url): no link.
      link: lenient(confirmation.def.innerType.shape.link, () => null),
      redirect: lenient(confirmation.def.innerType.shape.redirect, () => null),
      message: lenient(nullish(z.string()), () => null),
    }),
    () => ({ type: 'default' as const }),
  ),
  guest: lenient(tolerant(guest.def.innerType.shape), () => guest.parse(undefined)),
  privacy: lenient(tolerant(privacy.def.innerType.shape), () => ({ type: 'public' as const })),
  // `is_enabled: null` (nullable, spec §2.5) is the default: enabled.
  policy: lenient(z.optional(z.object({ reschedule: rule, cancellation: rule })), nothing),
  hosts: lenient(nullish(listOf(tolerant(Host.shape))), () => null),
});

/** `resource_id` as the record gives it: the widget books the element's `resource`, never this. */
const recordId = coerce((id) =>
  typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null,
);

const common = {
  resource_id: recordId,
  page_id: lenient(z.number(), () => 0),
  name: text(),
  period: PeriodRead,
  notice: lenient(nullish(tolerant(Notice.shape)), () => null),
  // `payment` without `is_enabled`: not enabled.
  payment: lenient(nullish(tolerant(Payment.shape, { is_enabled: flag(false) })), () => null),
  prices: lenient(listOf(Price), () => []),
  questions: lenient(listOf(QuestionRead), () => []),
  form: lenient(nullish(Form), () => null),
  settings: lenient(SettingsRead, () => SettingsRead.parse({})),
  banner: lenient(OneOnOneResource.shape.banner, () => null),
  slots: lenient(nullish(tolerant(SlotStep.shape)), () => null),
  break: lenient(nullish(tolerant(Break.shape)), () => null),
  type: lenient(z.enum(['event']), () => 'event' as const),
  durations: listOf(tolerant(Duration.shape)).check(z.minLength(1)),
  capacity: lenient(nullish(tolerant(Capacity.shape)), () => null),
  locations: lenient(listOf(LocationRead), () => []),
  schedule_id: lenient(z.number(), () => 0),
};

const variant = (shape: Record<string, z.core.$ZodType>, overrides: object) =>
  tolerant(shape, { ...common, ...overrides });

/** The three bookable variants, told apart by `event_type`; then the further list item of the spec. */
export const ResourceRead = z.union([
  variant(OneOnOneResource.shape, {}),
  variant(GroupResource.shape, { capacity: lenient(tolerant(Capacity.shape), () => ({})) }),
  variant(RoundRobinResource.shape, {
    schedule_id: lenient(nullish(z.number()), () => null),
    locations: lenient(nullish(listOf(LocationRead)), () => null),
    members: lenient(listOf(tolerant(Member.shape, { location: LocationRead })), () => []),
  }),
  OtherResource,
]) as unknown as z.ZodMiniType<ResourceListItem>;
export type { Resource };

/** A list of resources: the items ResourceRead refuses are left out (a page of events' list). */
export const ResourceListRead = listOf(ResourceRead);

const SlotRead = z.object({
  time: instant(),
  // A slot listed without a count is open.
  available: lenient(z.number(), () => 1),
  users: lenient(listOf(tolerant(SlotUser.shape, { name: text(), busy: flag(false) })), () => []),
});

/**
 * One entry per date. An entry without a readable date or a slot without a readable time refuses the answer
 * (naming it): leaving them out would show a day as having no times when the service offers some.
 */
export const AvailabilityRead = z.array(
  z.object({
    date: isoDate(),
    timezone: text(),
    capacity: lenient(z.number(), () => 0),
    slots: z.array(SlotRead),
  }),
) as unknown as z.ZodMiniType<AvailabilityEntry[]>;
