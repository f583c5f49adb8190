/**
 * "Add to calendar": an RFC 5545 iCalendar file for a booking and Google Calendar / Outlook links.
 * All text is escaped per RFC 5545 §3.3.11 and lines are folded at 75 octets (§3.1).
 */
import type { Booking } from '../api/booking-schemas.js';
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
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (UTF-8), continuation lines starting with one space,
 * never splitting a character.
 */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
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

/** `20260308T143000Z` */
export function icsDateTime(instant: string | number): string {
  const date = new Date(typeof instant === 'number' ? instant : Date.parse(instant));
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
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
    `DTSTAMP:${icsDateTime(typeof now === 'number' ? now : now.getTime())}`,
    `DTSTART:${icsDateTime(booking.start_at)}`,
    `DTEND:${icsDateTime(booking.end_at)}`,
    `SEQUENCE:${sequence}`,
    `SUMMARY:${escapeIcsText(details.title)}`,
    ...(description
      ? [`DESCRIPTION:${escapeIcsText(url ? `${description}\n\n${url}` : description)}`]
      : []),
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    `STATUS:${STATUS[booking.status]}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name for the download: `booking-<id>.ics` with only safe characters. */
export function icsFileName(booking: Pick<Booking, 'booking_id'>): string {
  return `booking-${booking.booking_id.replace(/[^A-Za-z0-9_-]/g, '') || 'event'}.ics`;
}

function bodyText(details: CalendarEventDetails): string | undefined {
  const url = safeHttpUrl(details.url);
  const description = details.description?.trim();
  return [description, url].filter(Boolean).join('\n\n') || undefined;
}

/** A Google Calendar "add event" link (calendar.google.com render?action=TEMPLATE). */
export function googleCalendarUrl(
  booking: Pick<Booking, 'start_at' | 'end_at'>,
  details: CalendarEventDetails,
): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: details.title,
    dates: `${icsDateTime(booking.start_at)}/${icsDateTime(booking.end_at)}`,
  });
  const body = bodyText(details);
  if (body) params.set('details', body);
  if (details.location?.trim()) params.set('location', details.location.trim());
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** An Outlook on the web "compose event" link (outlook.live.com deeplink). */
export function outlookCalendarUrl(
  booking: Pick<Booking, 'start_at' | 'end_at'>,
  details: CalendarEventDetails,
): string {
  const iso = (instant: string) =>
    new Date(Date.parse(instant)).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: details.title,
    startdt: iso(booking.start_at),
    enddt: iso(booking.end_at),
  });
  const body = bodyText(details);
  if (body) params.set('body', body);
  if (details.location?.trim()) params.set('location', details.location.trim());
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}
