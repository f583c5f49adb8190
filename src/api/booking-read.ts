/**
 * A booking as the widget reads it (spec §2.10, §4.3: "the fields of the response: not shown"), liberally: any
 * field may be missing, `null`, of another form or a value we did not invent, and fields we don't know are
 * ignored. A 2xx answer to `POST /bookings` is a booking whatever its body says; what it leaves out is taken
 * from the request that was sent (bookingFromRequest, bookings.ts). Only a start or end time given but unreadable refuses it. The output has the strict `Booking` type (booking-record-schemas.ts), which
 * stays for the mock's records: see docs/decisions.md, "Tolerant reads, strict sends".
 */
import * as z from 'zod/mini';
import { EventType, Location, LocationType } from './place-schemas.js';
import type { Answer, Booking, BookingStatus } from './booking-record-schemas.js';
import { coerce, instant, lenient, listOf, nullish, tolerant } from './schema-helpers.js';

const text = () => lenient(z.string(), () => '');
const id = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? value : '';

/**
 * `pending`, `confirmed`, `canceled` (or `cancelled`); any other value or none is `confirmed`: spec §4.3 answers
 * a booking request with "the confirmed booking object".
 */
function status(value: unknown): BookingStatus {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (word === 'pending' || word === 'canceled') return word;
  return word === 'cancelled' ? 'canceled' : 'confirmed';
}

const AnswerRead = z.object({
  name: coerce((name) => String(name ?? '')),
  label: lenient(z.optional(z.string()), () => undefined),
  value: coerce((value) =>
    typeof value === 'string' || (typeof value === 'object' && value !== null)
      ? value
      : value === undefined || value === null
        ? ''
        : String(value),
  ),
}) as unknown as z.ZodMiniType<Answer>;

const LocationRead = tolerant(Location.shape, {
  type: lenient(LocationType, () => 'virtual' as const),
});

export const BookingRead = z
  .object({
    booking_id: coerce((value) => String(id(value))),
    status: coerce(status),
    resource: lenient(
      tolerant({
        resource_id: coerce(id),
        name: text(),
        event_type: lenient(EventType, () => 'one_on_one' as const),
      }),
      () => ({ resource_id: '', name: '', event_type: 'one_on_one' as const }),
    ),
    host: lenient(tolerant({ user_id: lenient(z.number(), () => 0), name: text() }), () => ({
      user_id: 0,
      name: '',
    })),
    start_at: instant(),
    end_at: instant(),
    duration: lenient(z.number(), () => 0),
    time_zone: text(),
    location: lenient(nullish(LocationRead), () => null),
    invitees: lenient(
      listOf(
        z.object({
          name: text(),
          email: text(),
          questions: lenient(listOf(AnswerRead), () => []),
          status: coerce(status),
        }),
      ),
      () => [],
    ),
    guests: lenient(listOf(z.string()), () => []),
    created_at: text(),
    updated_at: text(),
    canceled_at: lenient(nullish(instant()), () => null),
    cancel_reason: lenient(nullish(z.string()), () => null),
    reschedule: lenient(
      nullish(
        z.object({
          rescheduled_from: instant(),
          rescheduled_at: instant(),
          reason: lenient(nullish(z.string()), () => null),
        }),
      ),
      () => null,
    ),
    // Anything but non-empty text is no token (the booking is still read).
    manage_token: lenient(z.optional(z.string().check(z.minLength(1))), () => undefined),
  })
  .check(
    z.overwrite((booking) => {
      // No duration given: the minutes between start and end.
      if (!(booking.duration > 0)) {
        booking.duration = Math.round(
          (Date.parse(booking.end_at) - Date.parse(booking.start_at)) / 60_000,
        );
      }
      return booking;
    }),
  ) as unknown as z.ZodMiniType<Booking>;

/**
 * Bookings (a list, or the `result` of the `{ offset, limit, total, returned, result: [...] }` envelope). One
 * without a readable start refuses the list: the lost-answer lookup must not take "not listed" for "not booked".
 */
export const BookingListRead = z.array(BookingRead) as unknown as z.ZodMiniType<Booking[]>;
