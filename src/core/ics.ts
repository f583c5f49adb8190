/**
 * "Add to calendar": an RFC 5545 iCalendar file for a booking and Google Calendar / Outlook links.
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
}

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

/** The booking as an iCalendar (VCALENDAR with one VEVENT), CRLF line endings. */
export function bookingToIcs(
  booking: Pick<
    Booking,
    'booking_id' | 'status' | 'start_at' | 'end_at' | 'updated_at' | 'created_at'
  > & {
    reschedule?: Booking['reschedule'];
  },
  details: CalendarEventDetails,
  now: Date | number = Date.now(),
): string {
  const url = safeHttpUrl(details.url);
  const description = details.description?.trim();
  const location = details.location?.trim();
  // A rescheduled booking keeps its UID; a higher SEQUENCE tells calendars to replace the old time.
  const sequence = booking.reschedule ? 1 : 0;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-widget//booking-widget//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
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
    `STATUS:${STATUS[booking.status]}`,
    'TRANSP:OPAQUE',
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

/** A file name for the download: `booking-<id>.ics` with only safe characters. */
export function icsFileName(booking: Pick<Booking, 'booking_id'>): string {
  return `booking-${booking.booking_id.replace(/[^A-Za-z0-9_-]/g, '') || 'event'}.ics`;
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
