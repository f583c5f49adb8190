/**
 * The package entry (`dist/booking-widget.js`): registers <booking-widget> and the internal elements it
 * renders, and exports the element class, its event detail types, the API client, errors and the contract.
 */
export {
  BookingWidget,
  DEMO_API_KEY,
  DEMO_BASE_URL,
  type BookingDateSelectedDetail,
  type BookingErrorDetail,
  type BookingSlotSelectedDetail,
  type CalendarView,
  type KeptFormValues,
  type Theme,
} from './components/booking-widget/booking-widget.js';
export type { Prefill, FormValues } from './core/questions.js';
export { BookingTimezoneSelect } from './components/booking-widget/timezone-select.js';
export * from './api/index.js';
export { LANGUAGES as SUPPORTED_LANGUAGES } from './core/i18n/index.js';
