/**
 * "Add to calendar": an RFC 5545 iCalendar file for a booking (with its organizer, attendees and a reminder; for a
 * canceled booking, the cancellation that removes it) and Google Calendar / Outlook links.
 * All text is escaped per RFC 5545 §3.3.11 and lines are folded at 75 octets (§3.1).
 */
import type { Booking } from '../api/booking-record-schemas.js';
import { safeHttpUrl } from './safe-url.js';

export interface CalendarEventDetails {
  /** The event's title, e.g. the resource name. */
  title: string;
  description?: string;
  /** One line of location text (see `locationSummary`). */
  location?: string;
  /** A link for the event (a meeting or manage URL); used only when it is a safe http(s) URL. */
  url?: string;
  /** Minutes before the start at which the calendar reminds the person (15 when omitted, 0 for none). */
  reminderMinutes?: number;
}

/** What the calendar file reads of a booking record. */
export type IcsBooking = Pick<
  Booking,
  'booking_id' | 'status' | 'start_at' | 'end_at' | 'updated_at' | 'created_at'
> & {
  reschedule?: Booking['reschedule'];
  host?: Pick<Booking['host'], 'user_id' | 'name'>;
  invitees?: readonly Pick<Booking['invitees'][number], 'name' | 'email'>[];
  guests?: readonly string[];
};

const DEFAULT_REMINDER_MINUTES = 15;

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** Escapes TEXT values: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value.replace(/\r\n?|\n|([\\;,])/g, (_, char?: string) => (char ? `\\${char}` : '\\n'));
}

/**
 * Folds a content line into lines of at most 75 octets (UTF-8), continuation lines starting with one space,
 * never splitting a character.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? 75 : 74; // continuation lines carry a leading space
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** `2026-03-08T14:30:00Z` */
const utc = (instant: string | number | Date) =>
  new Date(instant).toISOString().replace(/\.\d{3}/, '');

/** `20260308T143000Z` */
export function icsDateTime(instant: string | number | Date): string {
  return utc(instant).replace(/[-:]/g, '');
}

const STATUS: Readonly<Record<Booking['status'], string>> = {
  confirmed: 'CONFIRMED',
  pending: 'TENTATIVE',
  canceled: 'CANCELLED',
};

/** The invitee's part in the event as the booking's status says it. */
const PARTSTAT: Readonly<Record<Booking['status'], string>> = {
  confirmed: 'ACCEPTED',
  pending: 'TENTATIVE',
  canceled: 'DECLINED',
};

/** A parameter value (CN): quoted, without the quotes and control characters a quoted value can't hold. */
const paramText = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '').trim()}"`;

/** A `mailto:` address, or undefined when there is none to write. */
const mailto = (email: string | undefined) => {
  const address = email?.replace(/[\s\p{Cc}]/gu, '');
  return address ? `mailto:${address}` : undefined;
};

/**
 * ORGANIZER: the host by name. The booking record carries no host e-mail, so the address is a URN naming the
 * host's user id (RFC 5545 allows any URI); calendars show the name.
 */
function organizerLine(host: IcsBooking['host']): string | undefined {
  if (!host?.name.trim()) return undefined;
  return `ORGANIZER;CN=${paramText(host.name)}:urn:booking-widget:user:${host.user_id}`;
}

/** One ATTENDEE per invitee (with their status) and per guest. */
function attendeeLines(booking: IcsBooking): string[] {
  const role = 'ROLE=REQ-PARTICIPANT';
  const invitees = (booking.invitees ?? []).flatMap((invitee) => {
    const address = mailto(invitee.email);
    if (!address) return [];
    const name = invitee.name.trim() ? `;CN=${paramText(invitee.name)}` : '';
    return [`ATTENDEE${name};${role};PARTSTAT=${PARTSTAT[booking.status]}:${address}`];
  });
  const guests = (booking.guests ?? []).flatMap((guest) => {
    const address = mailto(guest);
    return address ? [`ATTENDEE;ROLE=OPT-PARTICIPANT;PARTSTAT=NEEDS-ACTION:${address}`] : [];
  });
  return [...invitees, ...guests];
}

/** A display reminder `minutes` before the start (RFC 5545 §3.6.6). */
function alarmLines(title: string, minutes: number): string[] {
  if (!(minutes > 0)) return [];
  return [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(title)}`,
    `TRIGGER:-PT${Math.round(minutes)}M`,
    'END:VALARM',
  ];
}

/**
 * The booking as an iCalendar (VCALENDAR with one VEVENT), CRLF line endings: its time, organizer, attendees and a
 * reminder. A canceled booking gives the cancellation instead (`METHOD:CANCEL`, the same UID, a higher SEQUENCE,
 * `STATUS:CANCELLED`, no reminder): opened after the first file, it removes the event from the calendar.
 */
export function bookingToIcs(
  booking: IcsBooking,
  details: CalendarEventDetails,
  now: Date | number = Date.now(),
): string {
  const url = safeHttpUrl(details.url);
  const description = details.description?.trim();
  const location = details.location?.trim();
  const canceled = booking.status === 'canceled';
  // The UID stays the booking's; each later version (a reschedule, then a cancellation) raises SEQUENCE so that
  // calendars replace what they hold.
  const sequence = (booking.reschedule ? 1 : 0) + (canceled ? 1 : 0);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-widget//booking-widget//EN',
    'CALSCALE:GREGORIAN',
    canceled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(booking.booking_id)}@booking-widget`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(booking.start_at)}`,
    `DTEND:${icsDateTime(booking.end_at)}`,
    `SEQUENCE:${sequence}`,
    `SUMMARY:${escapeIcsText(details.title)}`,
    description && `DESCRIPTION:${escapeIcsText(url ? `${description}\n\n${url}` : description)}`,
    location && `LOCATION:${escapeIcsText(location)}`,
    url && `URL:${url}`,
    organizerLine(booking.host),
    ...attendeeLines(booking),
    `STATUS:${STATUS[booking.status]}`,
    'TRANSP:OPAQUE',
    ...(canceled
      ? []
      : alarmLines(details.title, details.reminderMinutes ?? DEFAULT_REMINDER_MINUTES)),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  // The optional properties left out are empty.
  return (
    lines
      .filter((line): line is string => !!line)
      .map(foldIcsLine)
      .join(CRLF) + CRLF
  );
}

/**
 * A file name for the download: `booking-<id>.ics` with only safe characters, `booking-<id>-canceled.ics` for a
 * cancellation.
 */
export function icsFileName(
  booking: Pick<Booking, 'booking_id'> & { status?: Booking['status'] },
): string {
  const id = booking.booking_id.replace(/[^A-Za-z0-9_-]/g, '') || 'event';
  return `booking-${id}${booking.status === 'canceled' ? '-canceled' : ''}.ics`;
}

/** A calendar's "add event" link: the body (description, then the safe URL) and the location when there are. */
function calendarLink(
  base: string,
  params: Record<string, string>,
  bodyKey: string,
  details: CalendarEventDetails,
): string {
  const query = new URLSearchParams(params);
  const body = [details.description?.trim(), safeHttpUrl(details.url)].filter(Boolean).join('\n\n');
  if (body) query.set(bodyKey, body);
  const location = details.location?.trim();
  if (location) query.set('location', location);
  return `${base}?${query}`;
}

/** A Google Calendar "add event" link (calendar.google.com render?action=TEMPLATE). */
export function googleCalendarUrl(
  booking: Pick<Booking, 'start_at' | 'end_at'>,
  details: CalendarEventDetails,
): string {
  return calendarLink(
    'https://calendar.google.com/calendar/render',
    {
      action: 'TEMPLATE',
      text: details.title,
      dates: `${icsDateTime(booking.start_at)}/${icsDateTime(booking.end_at)}`,
    },
    'details',
    details,
  );
}

/** An Outlook on the web "compose event" link (outlook.live.com deeplink). */
export function outlookCalendarUrl(
  booking: Pick<Booking, 'start_at' | 'end_at'>,
  details: CalendarEventDetails,
): string {
  return calendarLink(
    'https://outlook.live.com/calendar/0/action/compose',
    {
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: details.title,
      startdt: utc(booking.start_at),
      enddt: utc(booking.end_at),
    },
    'body',
    details,
  );
}
