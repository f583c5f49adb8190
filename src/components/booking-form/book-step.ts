/**
 * Everything <booking-widget> needs only to BOOK, as one lazily loaded chunk (size budgets): the form element
 * (with the answer validators), the form's starting values and the booking submit. Loaded through
 * `loadBookStep()` (booking-widget/book-step-loader.ts) when a time is chosen, and prefetched when the browser is
 * idle after times are shown or when a time is hovered or focused. The confirmation is not part of it: book-flow.ts
 * loads it when idle after the form is shown, and at the latest with the booking request.
 */
import './booking-form.js';

export { bookFlow } from '../booking-widget/book-flow.js';
