/**
 * The English (en-US) catalog, part three: what the confirmation screen shows. <booking-confirmation> imports
 * this module, which adds these messages to `en` before it renders; the confirmation is its own chunk, loaded
 * while the form is filled in and at the latest with the booking request (issue 7: not needed to book), and with
 * the manage screens, which render it (so the keys they share with it are here). Same format as `en.ts`.
 */
import { en } from './en.js';
import type { Message } from './en.js';

export const enConfirm = {
  // Event details the confirmation shows (the time also on the manage screens)
  'details.date': 'Date',
  'details.time': 'Time',
  'location.joinMeeting': 'Join meeting',
  'location.linkAfterBooking': 'You’ll receive the meeting link after booking.',

  // Confirmation
  'confirmation.booked': 'You’re booked',
  'confirmation.pending': 'Booking requested — awaiting approval',
  'confirmation.pendingNote': 'You’ll get an email when the host confirms.',
  'confirmation.addToCalendar': 'Add to calendar',
  'confirmation.downloadIcs': 'Download .ics',
  'confirmation.googleCalendar': 'Google Calendar',
  'confirmation.outlook': 'Outlook',
  'confirmation.reschedule': 'Reschedule',
  'confirmation.cancel': 'Cancel booking',
  'confirmation.bookAnother': 'Book another time',
  'confirmation.emailSent': 'A confirmation was sent to {email}',
  'confirmation.redirecting': 'Redirecting…',
  'confirmation.redirectNow': 'Continue now',
  'confirmation.opensInNewTab': '(opens in a new tab)',

  // The booking's status and policy, on the confirmation and the manage screens (issue 8)
  'manage.isCanceled': 'This booking was canceled',
  'manage.policyNotice': 'changes must be made at least {period} before the start',
  'manage.rescheduleBlocked': 'Rescheduling isn’t possible: {policy}',
  'manage.cancelBlocked': 'Cancellation isn’t possible: {policy}',
  // The `manage-url` link under the confirmation
  'manage.link': 'Manage this booking',
} satisfies Record<string, Message>;

Object.assign(en, enConfirm);
