/**
 * The package entry (`dist/booking-widget.js`): registers <booking-widget> and the internal elements it
 * renders, and exports the element class, its event detail types, the API client, errors and the contract's types.
 */
export {
  BookingWidget,
  DEMO_API_KEY,
  DEMO_BASE_URL,
  type BookingConfirmedDetail,
  type BookingDateSelectedDetail,
  type BookingErrorDetail,
  type BookingSlotSelectedDetail,
  type CalendarView,
  type Theme,
} from './components/booking-widget/booking-widget.js';
export type { Prefill, FormValues } from './core/questions.js';
/** The answers the form keeps (`FormValues`, under its older name). */
export type { FormValues as KeptFormValues } from './core/questions.js';
export type { Campaign, UtmKey } from './core/campaign.js';
export type {
  BookingWidgetAttributeValues,
  BookingWidgetEventMap,
  BookingWidgetEventName,
  BookingWidgetGlobal,
  ManageAction,
} from './global.js';
export type { BookingTimezoneSelect } from './components/booking-timezone-select/booking-timezone-select.js';
// The API for integrators (docs/api-client.md). The client's integrator-only operations (resource CRUD, customers,
// links, reports) load on first use; the contract's schemas are exported as types here, and as zod values from
// `src/api/index.js` (the full barrel), so the widget's chunks carry only the schemas it validates with.
export * from './api/errors.js';
export * from './api/rate-limiter.js';
export * from './api/client.js';
export * from './api/cache.js';
export type * from './api/booking-schemas.js';
export type { Booking } from './api/booking-record-schemas.js';
export {
  BOOKING_STATUSES,
  EVENT_TYPES,
  LANGUAGES,
  MAX_FILE_BYTES,
  PLANS,
  QUESTION_TYPES,
  isBookableResource,
} from './api/contract-values.js';
export { LANGUAGES as SUPPORTED_LANGUAGES } from './core/i18n/index.js';
