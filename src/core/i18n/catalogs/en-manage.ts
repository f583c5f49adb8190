/**
 * The English (en-US) catalog, part four: what only the manage screens (issue 8: reschedule, cancel) show.
 * manage.ts imports this module, which adds these messages to `en` before it renders; it loads with the manage
 * chunk, on demand (issue 7 budgets). Same format as `en.ts`; the keys the confirmation also shows are in
 * `en-confirm.ts`, those the booking step also shows in `en-book.ts`.
 */
import { en } from './en.js';
import type { Message } from './en.js';

export const enManage = {
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
  'manage.rescheduleDisabled': 'This booking can’t be rescheduled online.',
  'manage.cancelDisabled': 'This booking can’t be canceled online.',
  'manage.rescheduled': 'Booking rescheduled',
  'manage.canceled': 'Booking canceled',
  'error.conflict': 'This booking was changed in the meantime. Reload it and try again.',
} satisfies Record<string, Message>;

Object.assign(en, enManage);
