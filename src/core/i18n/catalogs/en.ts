/**
 * The English (en-US) catalog, the source of every other: the strings up to the times shown here, those of the
 * screens after them in en-after-times.ts and en-confirmation.ts, and those of what only some events show (a
 * protected event's passcode screen, the details' policy terms and host links) in en-passcode.ts and
 * en-details-extras.ts (each loaded with its screen, merged into `en`).
 *
 * A message is either a string with `{name}` placeholders, or a plural message: an object with one string
 * per `Intl.PluralRules` category (`zero`, `one`, `two`, `few`, `many`, `other`), chosen by the `count`
 * parameter. Every other catalog has exactly these keys, a plural object wherever English has one (with the
 * categories its own locale uses), and the same placeholders. See docs/i18n.md.
 */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralMessage = { readonly [C in Exclude<PluralCategory, 'other'>]?: string } & {
  readonly other: string;
};
export type Message = string | PluralMessage;

// The strings of the screens after the times are in en-after-times.ts and en-confirmation.ts, those of what only
// some events show in en-passcode.ts and en-details-extras.ts: each loads with the chunk that says it.
import type { enAfterTimes } from './en-after-times.js';
import type { enConfirmation } from './en-confirmation.js';
import type { enDetailsExtras } from './en-details-extras.js';
import type { enPasscode } from './en-passcode.js';

export const en = {
  // Widget frame
  'widget.label': 'Book an appointment',

  // Loading, empty and error states
  'status.loading': 'Loading…',
  'status.loadingTimes': 'Loading available times…',
  'status.loadingEvent': 'Loading event details…',
  'empty.noTimesMonth': 'No times in {month}',
  'empty.noTimesMonthNext': 'No times in {month} — next available: {date}',
  'empty.noTimesWeek': 'No times this week',
  'empty.noTimesWeekNext': 'No times this week — next available: {date}',
  'empty.noTimesDay': 'No times on {date}',
  'empty.noTimesDayNext': 'No times on {date} — next available: {next}',
  'empty.noUpcomingTimes': 'There are no upcoming times to book.',
  'empty.jumpTo': 'Jump to {date}',
  'empty.unavailable': 'This event isn’t available for booking',
  'error.title': 'Something went wrong',
  'error.loadTimes': 'Couldn’t load available times.',
  'error.loadEvent': 'Couldn’t load this event.',
  'error.loadBooking': 'Couldn’t load this booking.',
  'error.retry': 'Try again',
  'error.offline': 'Couldn’t reach the booking service. Check your connection and try again.',
  'error.timeout': 'The booking service took too long to answer.',
  'error.rateLimited': 'Too many requests right now. Please wait a moment and try again.',
  'error.rateLimitedSeconds': {
    one: 'Too many requests right now. Try again in {count} second.',
    other: 'Too many requests right now. Try again in {count} seconds.',
  },
  'error.server': 'The booking service had a problem. Please try again.',
  'error.invalidResponse': 'The booking service sent an answer we couldn’t read.',
  'error.slotTaken': 'That time was just taken — pick another',
  'error.slotPassed': 'That time can no longer be booked — pick another',
  'error.notFound': 'This event doesn’t exist or is no longer available.',
  'error.disabled': 'This event isn’t accepting bookings right now.',
  'error.unauthorized': 'This booking page isn’t set up correctly (missing or invalid API key).',
  'error.gone': 'This link has expired.',
  'error.payloadTooLarge': 'The attached files are too large to send.',
  'error.invalidRequest': 'Some of your details weren’t accepted. Check them and try again.',
  'error.missingResource': 'No event was chosen for this booking page.',
  'error.missingBaseUrl':
    'This booking page isn’t set up correctly (missing base-url: the address of the booking service).',
  'error.unknown': 'Something went wrong. Please try again.',
  'error.loadRefused': 'The booking service turned this request down. Please try again.',

  // Calendar
  'calendar.previousMonth': 'Previous month',
  'calendar.nextMonth': 'Next month',
  'calendar.previousWeek': 'Previous week',
  'calendar.nextWeek': 'Next week',
  'calendar.previousDay': 'Previous day',
  'calendar.nextDay': 'Next day',
  'calendar.view': 'View',
  'calendar.viewMonth': 'Month',
  'calendar.viewWeek': 'Week',
  'calendar.viewDay': 'Day',
  'calendar.weekOf': 'Week of {date}',
  'calendar.dayAvailable': {
    one: '{date}, {count} time available',
    other: '{date}, {count} times available',
  },
  'calendar.dayUnavailable': '{date}, unavailable',
  'calendar.unavailable': 'Unavailable',
  'calendar.chooseAnotherDate': 'Choose another date',
  'calendar.durationChanged': 'Duration changed to {duration} — choose a time again',
  'calendar.timesFor': 'Times for {date}',
  'calendar.slotLabel': '{time}, {date}, {zone}',
  /** A time with its seats left or "Fully booked" (group events): the time and seats first, as shown (speech input). */
  'calendar.slotLabelSeats': '{time} {seats}, {date}, {zone}',
  'calendar.dateAndTime': '{date}, {time}',
  'calendar.spotsLeft': {
    one: '{count} of {max} spots left',
    other: '{count} of {max} spots left',
  },
  'calendar.seatsLeft': {
    one: '{count} seat left',
    other: '{count} seats left',
  },
  'calendar.full': 'Fully booked',
  // A dense day's times, by part of the day in the zone shown (before 12:00, before 17:00, after).
  'calendar.morning': 'Morning',
  'calendar.afternoon': 'Afternoon',
  'calendar.evening': 'Evening',

  // Time zone
  'timezone.label': 'Time zone',
  'timezone.search': 'Search time zones',
  'timezone.noMatch': 'No matching time zone',
  'timezone.shownIn': 'Time zone: {zone}',
  'timezone.locked': 'Host’s time zone: {zone}',
  'clock.label': 'Time format',
  'clock.h12': '12h',
  'clock.h24': '24h',
  'events.title': 'Choose an event',
  'events.back': 'All events',
  'events.empty': 'There are no events to book right now.',
  'events.loading': 'Loading events…',
  'events.loadError': 'Couldn’t load the events.',

  // Event details
  'details.duration': 'Duration',
  'details.more': 'Details',
  'details.location': 'Location',
  'details.price': 'Price',
  'details.host': 'Host',
  'details.team': 'Team',
  'details.requiresApproval': 'The host confirms each booking request.',
  'duration.minutes': {
    one: '{count} min',
    other: '{count} min',
  },
  'duration.hours': {
    one: '{count} h',
    other: '{count} h',
  },
  'duration.hoursMinutes': '{hours} {minutes}',
  'duration.days': {
    one: '{count} day',
    other: '{count} days',
  },
  // A policy's notice, in the form its sentence needs ('at least {period} before the start')
  'period.minutes': {
    one: '{count} minute',
    other: '{count} minutes',
  },
  'period.hours': {
    one: '{count} hour',
    other: '{count} hours',
  },
  'period.days': {
    one: '{count} day',
    other: '{count} days',
  },

  // Location types (spec §2.6) and their details
  'location.google_meet': 'Google Meet',
  'location.zoom': 'Zoom',
  'location.zoho': 'Zoho Meeting',
  'location.microsoft_teams': 'Microsoft Teams',
  'location.goto_meeting': 'GoTo Meeting',
  'location.webex': 'Webex',
  'location.joinme': 'join.me',
  'location.physical': 'In person',
  'location.virtual': 'Online meeting',
  'location.phone': 'Phone call',
  'location.ask_invitee': 'Invitee chooses location',
  'location.inbound_call': 'We will call you',

  // Popup
  'popup.close': 'Close',
  'popup.title': 'Book an appointment',

  // Live-region announcements
  'announce.timesOnDate': {
    one: '{count} time available on {date}',
    other: '{count} times available on {date}',
  },
  'announce.noTimesMonth': 'No times this month',
  'announce.loading': 'Loading',

  // Said on the first paint's path, though about a booking: a load refused as busy, a booking refused (the
  // failure's wording), and the policy's terms beside the times (the details' extras).
  'status.busyRetry': 'The service is busy — trying again in {count} s',
  'error.bookingRefused':
    'This booking couldn’t be made. You may already have booked this time — check your email, or choose another time.',
  'confirmation.opensInNewTab': '(opens in a new tab)',
  'manage.rescheduleDisabled': 'This booking can’t be rescheduled online.',
  'manage.cancelDisabled': 'This booking can’t be canceled online.',

  // A protected event's passcode, payment, the language picker
  // (the passcode screen's own words are in en-passcode.ts; a refusal's is said by the failure's wording)
  'passcode.invalid': 'That passcode isn’t right. Check it and try again.',
  'payment.label': 'Payment',
  'payment.collect': 'Not charged here: the host will ask you for payment after you book.',
  'payment.collectWith':
    'Not charged here: the host will ask you for payment after you book ({methods}).',
  'payment.cash': 'cash',
  'language.label': 'Language',
} satisfies Record<string, Message>;

/** Every key of the widget. */
export type MessageKey = keyof English;

/**
 * English, all of it: the strings above, the form's (en-after-times.ts), the confirmation's and manage screens'
 * (en-confirmation.ts), a protected event's passcode screen's (en-passcode.ts) and the details' policy terms and
 * host links' (en-details-extras.ts).
 */
type English = typeof en &
  typeof enAfterTimes &
  typeof enConfirmation &
  typeof enPasscode &
  typeof enDetailsExtras;

/** What every catalog satisfies: English's keys, with a plural object wherever English has one. */
export type Catalog = {
  readonly [K in MessageKey]: English[K] extends string ? string : PluralMessage;
};
