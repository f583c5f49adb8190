/**
 * The booking records of the service contract (spec §2.10, §4.3; DESIGN §4) as zod/mini schemas: answers,
 * invitees, booking requests and records and the bookings list query. The client's booking operations
 * (bookings.ts) check by hand first (booking-checks.ts) and load these only to word what those checks refuse, so
 * neither showing slots nor the form carries them (size budgets). The reschedule / cancel requests are in booking-change-schemas.ts (not needed to book). schemas.ts
 * re-exports them with the rest of the contract.
 */
import * as z from 'zod/mini';
import { BOOKING_STATUSES, MAX_FILE_BYTES } from './contract-values.js';
import { EMAIL, MAX_INVITEES } from './booking-checks.js';
import { EventType, Language, Location } from './place-schemas.js';
import {
  above,
  atLeast,
  atMost,
  isoDate,
  isoDateTime,
  matches,
  nullish,
  queryInt,
} from './schema-helpers.js';

/** An ISO 8601 date-time in UTC: a zero offset, written `Z` or `+00:00` (spec §4.3 "ISO 8601 UTC date-time"). */
const utcDateTime = () =>
  isoDateTime().check(
    matches(/(?:Z|\+00:00)$/, 'Invalid ISO datetime: must be in UTC (Z or +00:00)'),
  );

/** z.email(): zod's pattern as a check (size budgets: no $ZodEmail kind). */
export const Email = z.string().check(matches(EMAIL, 'Invalid email address'));

// ------------------------------------------------------------------------------ bookings §4.3, §4

export const FileAnswer = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.maxLength(255)),
  size: z.number().check(atLeast(0), atMost(MAX_FILE_BYTES)),
  data_url: z
    .string()
    .check(matches(/^data:[^,]*;base64,[A-Za-z0-9+/=]*$/, 'must be a base64 data URL')),
});
export type FileAnswer = z.infer<typeof FileAnswer>;

/** One answer: text for most types, option keys for multi-choice checkboxes, a file for `file`. */
export const Answer = z.object({
  name: z.string().check(z.minLength(2)),
  label: z.optional(z.string()),
  value: z.union([z.string().check(z.maxLength(10000)), z.array(z.string()), FileAnswer]),
});
export type Answer = z.infer<typeof Answer>;

export const Invitee = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  email: Email,
  questions: z.array(Answer).check(z.maxLength(64)),
});
export type Invitee = z.infer<typeof Invitee>;

export { MAX_INVITEES };

/**
 * Spec §4.3's body. Beyond it the widget sends `guests`, `time_zone`, `language` and `location` (the place the
 * invitee chose among the resource's; docs/decisions.md); `host` only when it knows the host.
 */
export const BookingRequest = z.object({
  resource: z.object({ resource_id: z.string().check(z.trim(), z.minLength(1)) }),
  host: z.optional(z.object({ user_id: z.number().check(above(0)) })),
  start_at: utcDateTime(),
  end_at: utcDateTime(),
  invitees: z.array(Invitee).check(z.minLength(1), z.maxLength(MAX_INVITEES)),
  location: z.optional(Location),
  guests: z.optional(z.array(Email).check(z.maxLength(100))),
  time_zone: z.optional(z.string()),
  language: z.optional(Language),
});
export type BookingRequest = z.infer<typeof BookingRequest>;

export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const Booking = z.object({
  booking_id: z.string(),
  status: BookingStatus,
  /** The id as the service gives it: a number in the mock, an opaque string elsewhere. */
  resource: z.object({
    resource_id: z.union([z.number(), z.string()]),
    name: z.string(),
    event_type: EventType,
  }),
  host: z.object({ user_id: z.number(), name: z.string() }),
  start_at: isoDateTime(),
  end_at: isoDateTime(),
  duration: z.number(),
  time_zone: z.string(),
  location: nullish(Location),
  invitees: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      questions: z.array(Answer),
      status: BookingStatus,
    }),
  ),
  guests: z.array(z.string()),
  created_at: isoDateTime(),
  updated_at: isoDateTime(),
  canceled_at: nullish(isoDateTime()),
  cancel_reason: nullish(z.string()),
  reschedule: nullish(
    z.object({
      rescheduled_from: isoDateTime(),
      rescheduled_at: isoDateTime(),
      reason: nullish(z.string()),
    }),
  ),
  /**
   * Added by a key-adding proxy (docs/security.md): the capability to read, move or cancel this booking through it,
   * sent back as `Booking-Token`. Whoever holds it can change the booking; the service itself never sends it.
   */
  manage_token: z.optional(z.string()),
});
export type Booking = z.infer<typeof Booking>;

// The reschedule and cancel requests: booking-change-schemas.ts (loaded with the manage screens); their types here.
export type { CancelRequest, RescheduleRequest } from './booking-change-schemas.js';

// ---------------------------------------------------------------------------------- queries §4.1

export const ListBookingsQuery = z.object({
  status: z.optional(BookingStatus),
  resource_id: z.optional(queryInt().check(above(0))),
  email: z.optional(z.string().check(z.maxLength(254))),
  start: z.optional(z.union([isoDate(), isoDateTime()])),
  end: z.optional(z.union([isoDate(), isoDateTime()])),
  offset: z._default(queryInt().check(atLeast(0), atMost(10000)), 0),
  limit: z._default(queryInt().check(above(0), atMost(1000)), 100),
});
export type ListBookingsQuery = z.input<typeof ListBookingsQuery>;
