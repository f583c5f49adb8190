/**
 * The English strings of the confirmation and the manage screens (reschedule, cancel): they load with those
 * screens (each module that says one imports ../english-confirmation.js), not with the times or the form (size
 * budgets), and join the English catalog (`en`) then. See en.ts; the form's are in en-after-times.ts.
 */
export const enConfirmation = {
  // Booking errors and announcements: only after the form was submitted
  'error.manageLinkInvalid':
    'This link has expired or isn’t valid. Open the link in your latest email about this booking.',

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
  'confirmation.removeFromCalendar': 'Remove from your calendar',
  'confirmation.downloadCancellation': 'Download cancellation (.ics)',
  'confirmation.googleCalendar': 'Google Calendar',
  'confirmation.outlook': 'Outlook',
  'confirmation.bookAnother': 'Book another time',
  'confirmation.emailSent': 'A confirmation was sent to {email}',
  'confirmation.redirecting': 'Redirecting…',
  'confirmation.redirectNow': 'Continue now',

  // The booking's status and policy, on the confirmation and the manage screens
  'manage.isCanceled': 'This booking was canceled',
  // The `manage-url` link under the confirmation
  'manage.link': 'Manage this booking',

  // Manage screens (reschedule, cancel)
  'manage.rescheduleTitle': 'Reschedule booking',
  'manage.currentTime': 'Current time',
  'manage.newTime': 'New time',
  'calendar.chooseTime': 'Choose a time',
  'manage.confirmNewTime': 'Confirm new time',
  'manage.rescheduling': 'Rescheduling…',
  'manage.cancelTitle': 'Cancel this booking?',
  'manage.reason': 'Reason (optional)',
  'manage.reasonGiven': 'Reason',
  'manage.confirmCancel': 'Yes, cancel',
  'manage.canceling': 'Canceling…',
  'manage.keep': 'Keep booking',
  'manage.isPast': 'This booking has already taken place',
  'manage.rescheduled': 'Booking rescheduled',
  'error.conflict': 'This booking was changed in the meantime. Reload it and try again.',
} satisfies Record<string, string | Readonly<Record<string, string>>>;
