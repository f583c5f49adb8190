/**
 * The English (en-US) catalog, part one: what the widget chunk shows (event details, calendar, time zone,
 * the states and errors of the times screen, the popup). The booking step's strings are part two, `en-book.ts`,
 * the confirmation's part three, `en-confirm.ts`, and those only the manage screens show part four,
 * `en-manage.ts`: the lazily loaded screens import them, and each adds itself to `en` on load.
 *
 * A message is either a string with `{name}` placeholders, or a plural message: an object with one string
 * per `Intl.PluralRules` category (`zero`, `one`, `two`, `few`, `many`, `other`), chosen by the `count`
 * parameter. Every other catalog has exactly the keys of all parts, a plural object wherever English has
 * one (with the categories its own locale uses), and the same placeholders. See docs/i18n.md.
 */
import type { enBook } from './en-book.js';
import type { enConfirm } from './en-confirm.js';
import type { enManage } from './en-manage.js';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralMessage = { readonly [C in Exclude<PluralCategory, 'other'>]?: string } & {
  readonly other: string;
};
export type Message = string | PluralMessage;

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
  'error.title': 'Something went wrong',
  'error.loadTimes': 'Couldn’t load available times.',
  'error.loadEvent': 'Couldn’t load this event.',
  'error.loadBooking': 'Couldn’t load this booking.',
  'error.retry': 'Try again',
  'error.offline': 'You appear to be offline. Check your connection and try again.',
  'error.timeout': 'The booking service took too long to answer.',
  'error.rateLimited': 'Too many requests right now. Please wait a moment and try again.',
  'error.rateLimitedSeconds': {
    one: 'Too many requests right now. Try again in {count} second.',
    other: 'Too many requests right now. Try again in {count} seconds.',
  },
  'error.server': 'The booking service had a problem. Please try again.',
  'error.invalidResponse': 'The booking service sent an answer we couldn’t read.',
  'error.slotTaken': 'That time was just taken — pick another',
  'error.notFound': 'This event doesn’t exist or is no longer available.',
  'error.disabled': 'This event isn’t accepting bookings right now.',
  'error.unauthorized': 'This booking page isn’t set up correctly (missing or invalid API key).',
  'error.gone': 'This link has expired.',
  'error.payloadTooLarge': 'The attached files are too large to send.',
  'error.invalidRequest': 'Some of your details weren’t accepted. Check them and try again.',
  'error.missingResource': 'No event was chosen for this booking page.',
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
  'calendar.chooseAnotherDate': 'Choose another date',
  'calendar.timesFor': 'Times for {date}',
  'calendar.slotLabel': '{time}, {date}, {zone}',
  'calendar.spotsLeft': {
    one: '{count} of {max} spots left',
    other: '{count} of {max} spots left',
  },
  'calendar.seatsLeft': {
    one: '{count} seat left',
    other: '{count} seats left',
  },
  'calendar.full': 'Fully booked',
  'calendar.showMoreTimes': 'Show more times',

  // Time zone
  'timezone.label': 'Time zone',
  'timezone.search': 'Search time zones',
  'timezone.noMatch': 'No matching time zone',
  'timezone.shownIn': 'Times are shown in {zone}',
  'timezone.locked': 'Times are shown in {zone}, the host’s time zone, and can’t be changed.',

  // Event details
  'details.duration': 'Duration',
  'details.location': 'Location',
  'details.price': 'Price',
  'details.host': 'Host',
  'details.team': 'Team',
  'details.requiresApproval': 'The host confirms each booking request.',
  'duration.minutes': '{count} min',
  'duration.hours': '{count} h',
  'duration.hoursMinutes': '{hours} h {minutes} min',
  'duration.days': {
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
} satisfies Record<string, Message>;

type English = typeof en & typeof enBook & typeof enConfirm & typeof enManage;

/** Every key of the widget, in any part. */
export type MessageKey = keyof English;

/** What every catalog satisfies: English's keys, with a plural object wherever English has one. */
export type Catalog = {
  readonly [K in MessageKey]: English[K] extends string ? string : PluralMessage;
};
