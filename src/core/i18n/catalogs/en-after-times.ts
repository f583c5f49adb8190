/**
 * The English strings of the form, its validation and the booking's outcome: they load with the booking step (each
 * module that says one imports ../english-after-times.js), not on the first paint's path (size budgets), and join
 * the English catalog (`en`) then: English is the fallback of every other catalog, which has these keys too. See
 * en.ts; the confirmation's and the manage screens' are in en-confirmation.ts.
 */
export const enAfterTimes = {
  // Booking form
  'form.heading': 'Enter your details',
  'form.name': 'Your name',
  'form.email': 'Email',
  'form.addGuests': 'Add guests',
  'form.addGuest': 'Add another guest',
  'form.guestEmailNumbered': 'Guest email {index}',
  'form.removeGuest': 'Remove guest',
  'form.removeGuestNumbered': 'Remove guest {index}',
  'form.guestLimit': {
    one: 'Up to {count} guest',
    other: 'Up to {count} guests',
  },
  'form.required': 'Required',
  'form.back': 'Back',
  'form.confirm': 'Confirm booking',
  'form.schedule': 'Schedule event',
  'form.request': 'Request booking',
  'form.submitting': 'Booking…',
  'form.chooseFile': 'Choose file',
  'form.removeFile': 'Remove file',
  'form.noFileChosen': 'No file chosen',
  'form.fileLimit': 'Up to {max}',
  'form.selectOption': 'Select an option',
  'form.errorSummary': {
    one: 'There is {count} problem with your answers',
    other: 'There are {count} problems with your answers',
  },

  // Validation messages, one per error code of src/core/questions.ts
  'validation.required': 'Fill in this field',
  'validation.requiredChoice': 'Choose an option',
  'validation.requiredCheck': 'Check this box to continue',
  'validation.requiredFile': 'Choose a file',
  'validation.email': 'Enter a valid email address',
  'validation.pattern': 'Use the requested format',
  'validation.patternExample': 'Use the requested format, for example {example}',
  'validation.number': 'Enter a number',
  'validation.date': 'Enter a valid date',
  // Under a date question's label: a date written the language's way (31.12.2026 in German).
  'form.dateExample': 'For example {example}',
  'validation.option': 'Choose one of the listed options',
  'validation.tel': 'Enter a valid phone number',
  'validation.file_too_large': '{name} is larger than {max}',
  'validation.too_long': {
    one: 'Use at most {count} character',
    other: 'Use at most {count} characters',
  },
  'validation.guestDuplicate': 'This guest is already on the list',
  'validation.refused': 'Not accepted by the booking service',
  'form.locationPhone': 'Your phone number',
  'form.locationPlace': 'Where should we meet?',
  'error.notBooked':
    'We checked: no booking was made. Your details are kept, so you can try again.',
  'error.bookingUnknown':
    'We couldn’t check whether your booking went through. Try again — we’ll check first, so you won’t be booked twice.',
  'announce.confirmed': 'Booking confirmed for {date} at {time}',
  'announce.requested': 'Booking requested for {date} at {time}',
  'confirmation.reschedule': 'Reschedule',
  'confirmation.cancel': 'Cancel booking',
  'manage.policyNotice': 'changes must be made at least {period} before the start',
  'manage.rescheduleBlocked': 'Rescheduling isn’t possible: {policy}',
  'manage.cancelBlocked': 'Cancellation isn’t possible: {policy}',
  'manage.cancelUntil': 'Free cancellation until {date}',
  'manage.rescheduleUntil': 'Rescheduling allowed until {date}',
} satisfies Record<string, string | Readonly<Record<string, string>>>;
