/**
 * The requests that change a booking (spec §4.3, DESIGN §4) as zod/mini schemas: reschedule and cancel. Loaded
 * with the client's operations on a booking (booking-changes.ts, the manage screens): booking needs neither
 * (size budgets). schemas.ts re-exports them with the rest of the contract. (Not in booking-changes.ts: the
 * mock imports them through schemas.ts, and a chunk both imported and dynamically imported needs rolldown's
 * namespace helper, which book-step needs too: a runtime chunk of its own on the booking path, +183 B gzip.)
 */
import * as z from 'zod/mini';
import { isoDateTime } from './schema-helpers.js';

export const RescheduleRequest = z.object({
  /** In UTC (Z), as z.iso.datetime(). */
  start_at: isoDateTime(true),
  end_at: isoDateTime(true),
  host: z.optional(z.object({ user_id: z.number().check(z.gt(0)) })),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type RescheduleRequest = z.infer<typeof RescheduleRequest>;

export const CancelRequest = z.object({ reason: z.optional(z.string().check(z.maxLength(500))) });
export type CancelRequest = z.infer<typeof CancelRequest>;
