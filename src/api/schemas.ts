/**
 * The whole service contract (spec §2, §4; DESIGN §4) as zod/mini schemas, for integrators, the mock and tests.
 * The widget, the client and the core import the part they need directly (size budgets): booking-schemas.ts
 * (resources, availability, errors: what showing slots validates), booking-record-schemas.ts (booking requests
 * and records: the client's booking operations, the booking step, the manage screens) and never the
 * integrator-only integrator-schemas.ts.
 */
export * from './booking-schemas.js';
export * from './booking-record-schemas.js';
// Named, so the values win over booking-schemas.ts's type-only re-exports of the same names.
export {
  Answer,
  Booking,
  BookingRequest,
  BookingStatus,
  FileAnswer,
  Invitee,
  ListBookingsQuery,
} from './booking-record-schemas.js';
export { CancelRequest, RescheduleRequest } from './booking-change-schemas.js';
export * from './integrator-schemas.js';
