/**
 * Everything <booking-widget> needs only to BOOK, as one lazily loaded chunk (issue 7 budgets): the form and the
 * confirmation elements (with the answer validators and the calendar file they use) and the form's starting
 * values. Loaded through `loadBookStep()` (booking-widget/book-step-loader.ts) when a time is chosen, and
 * prefetched when the browser is idle after times are shown or when a time is hovered or focused.
 */
import './booking-form.js';
import '../booking-confirmation/booking-confirmation.js';

export { defaultValues, mergePrefill, prefillFromUrl } from '../../core/questions.js';
export { SafeBookingSubmitter, buildBookingRequest } from '../booking-widget/submit.js';
export { bookFlow } from '../booking-widget/book-flow.js';
