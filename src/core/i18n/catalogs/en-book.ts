/**
 * The English (en-US) catalog, part two: the booking step (form, booking errors and announcements), with the
 * strings it shares with the manage screens. Those lazily loaded screens import this module, which adds these
 * messages to `en` before they render, so the widget chunk carries only what shows the times (issue 7 budgets).
 * What the confirmation shows (also on the manage screens) is part three, `en-confirm.ts`; what only the manage
 * screens show is part four, `en-manage.ts`. Same format as `en.ts`.
 */
import { en } from './en.js';
import type { Message } from './en.js';

export const enBook = {
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
  'validation.number': 'Enter a number',
  'validation.date': 'Enter a valid date',
  'validation.option': 'Choose one of the listed options',
  'validation.tel': 'Enter a valid phone number',
  'validation.file_too_large': '{name} is larger than {max}',
  'validation.too_long': {
    one: 'Use at most {count} character',
    other: 'Use at most {count} characters',
  },
  'validation.guestDuplicate': 'This guest is already on the list',

  // Booking errors and announcements: only after the form was submitted
  'error.bookingRefused':
    'This booking couldn’t be made. You may already have booked this time — check your email, or choose another time.',
  'error.notBooked':
    'We checked: no booking was made. Your details are kept, so you can try again.',
  'error.bookingUnknown':
    'We couldn’t check whether your booking went through. Try again — we’ll check first, so you won’t be booked twice.',
  'announce.confirmed': 'Booking confirmed for {date} at {time}',
  'announce.requested': 'Booking requested for {date} at {time}',

  // Under the confirmation, with the `manage-url` attribute (issue 8)
} satisfies Record<string, Message>;

Object.assign(en, enBook);
