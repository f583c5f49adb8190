import { expect } from '@open-wc/testing';
import {
  bookingToIcs,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
} from '../../../src/core/ics.js';

const booking = {
  booking_id: 'bk_123',
  status: 'confirmed' as const,
  start_at: '2026-03-10T14:00:00-04:00',
  end_at: '2026-03-10T14:30:00-04:00',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};
const NOW = Date.parse('2026-03-01T10:00:05Z');
const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('bookingToIcs', () => {
  it('writes one VEVENT with UTC times, UID from the booking id, DTSTAMP and STATUS, CRLF endings', () => {
    const ics = bookingToIcs(booking, { title: 'Product demo' }, NOW);
    expect(ics.endsWith('\r\n')).to.equal(true);
    expect(ics.replace(/\r\n/g, '')).to.not.include('\n');
    const lines = ics.split('\r\n');
    expect(lines[0]).to.equal('BEGIN:VCALENDAR');
    expect(lines).to.include('VERSION:2.0');
    expect(lines).to.include('UID:bk_123@booking-widget');
    expect(lines).to.include('DTSTAMP:20260301T100005Z');
    expect(lines).to.include('DTSTART:20260310T180000Z');
    expect(lines).to.include('DTEND:20260310T183000Z');
    expect(lines).to.include('SUMMARY:Product demo');
    expect(lines).to.include('STATUS:CONFIRMED');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).to.have.length(1);
    expect(bookingToIcs({ ...booking, status: 'pending' }, { title: 'x' }, NOW)).to.include(
      'STATUS:TENTATIVE',
    );
    expect(bookingToIcs({ ...booking, status: 'canceled' }, { title: 'x' }, NOW)).to.include(
      'STATUS:CANCELLED',
    );
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).to.equal('a\\,b\\;c\\\\d\\ne\\nf');
    const ics = bookingToIcs(
      booking,
      {
        title: 'Review; contract, v2',
        description: 'Bring:\n- ID\\passport',
        location: 'Room 4, Floor 2',
      },
      NOW,
    );
    const lines = unfold(ics).split('\r\n');
    expect(lines).to.include('SUMMARY:Review\\; contract\\, v2');
    expect(lines).to.include('DESCRIPTION:Bring:\\n- ID\\\\passport');
    expect(lines).to.include('LOCATION:Room 4\\, Floor 2');
  });

  it('folds lines at 75 octets without splitting multi-byte characters', () => {
    const title = 'Rendez-vous 🗓️ équipe '.repeat(10);
    const ics = bookingToIcs(booking, { title, description: 'ü'.repeat(200) }, NOW);
    for (const line of ics.split('\r\n')) expect(octets(line)).to.be.at.most(75);
    const unfolded = unfold(ics).split('\r\n');
    expect(unfolded).to.include(`SUMMARY:${escapeIcsText(title)}`);
    expect(unfolded).to.include(`DESCRIPTION:${'ü'.repeat(200)}`);
    expect(foldIcsLine('short')).to.equal('short');
    const folded = foldIcsLine('x'.repeat(200));
    expect(folded.split('\r\n ').map((part) => part.length)).to.deep.equal([75, 74, 51]);
  });

  it('adds a URL only when it is a safe http(s) URL', () => {
    expect(
      bookingToIcs(booking, { title: 'x', url: 'https://meet.example.com/abc' }, NOW),
    ).to.include('URL:https://meet.example.com/abc');
    expect(bookingToIcs(booking, { title: 'x', url: 'javascript:alert(1)' }, NOW)).to.not.include(
      'URL:',
    );
    expect(icsFileName({ booking_id: '../../etc/passwd' })).to.equal('booking-etcpasswd.ics');
  });
});

describe('the calendar file a person expects', () => {
  const full = {
    ...booking,
    host: { user_id: 7, name: 'Dana Host' },
    invitees: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
    guests: ['bob@example.com'],
  };

  it('names the organizer and the attendees, and reminds 15 minutes before', () => {
    const lines = unfold(bookingToIcs(full, { title: 'Product demo' }, NOW)).split('\r\n');
    expect(lines).to.include('METHOD:PUBLISH');
    expect(lines).to.include('ORGANIZER;CN="Dana Host":urn:booking-widget:user:7');
    expect(lines).to.include(
      'ATTENDEE;CN="Ada Lovelace";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:ada@example.com',
    );
    expect(lines).to.include(
      'ATTENDEE;ROLE=OPT-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:bob@example.com',
    );
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).to.deep.equal([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Product demo',
      'TRIGGER:-PT15M',
      'END:VALARM',
    ]);
    // The alarm sits inside the event.
    expect(lines.indexOf('END:VALARM')).to.be.below(lines.indexOf('END:VEVENT'));
    expect(bookingToIcs(full, { title: 'x', reminderMinutes: 60 }, NOW)).to.include(
      'TRIGGER:-PT60M',
    );
    expect(bookingToIcs(full, { title: 'x', reminderMinutes: 0 }, NOW)).to.not.include('VALARM');
  });

  it('keeps quotes and line breaks out of a name parameter', () => {
    const ics = bookingToIcs(
      { ...full, invitees: [{ name: 'Ada "the"\r\nCountess', email: 'ada@example.com' }] },
      { title: 'x' },
      NOW,
    );
    expect(unfold(ics)).to.include('ATTENDEE;CN="Ada theCountess";');
  });

  it('after a cancel: a cancellation with the same UID, a higher SEQUENCE and no reminder', () => {
    const booked = unfold(bookingToIcs(full, { title: 'Product demo' }, NOW)).split('\r\n');
    const canceled = unfold(
      bookingToIcs({ ...full, status: 'canceled' }, { title: 'Product demo' }, NOW),
    ).split('\r\n');
    expect(canceled).to.include('METHOD:CANCEL');
    expect(canceled).to.include('STATUS:CANCELLED');
    const uid = (lines: string[]) => lines.find((line) => line.startsWith('UID:'));
    const sequence = (lines: string[]) =>
      Number(lines.find((line) => line.startsWith('SEQUENCE:'))!.slice(9));
    expect(uid(canceled)).to.equal(uid(booked));
    expect(sequence(canceled)).to.be.above(sequence(booked));
    expect(canceled).to.not.include('BEGIN:VALARM');
    expect(canceled).to.include('ORGANIZER;CN="Dana Host":urn:booking-widget:user:7');
    expect(canceled.some((line) => line.includes('PARTSTAT=DECLINED:mailto:ada@'))).to.equal(true);
    // A rescheduled booking, then canceled: above the reschedule's SEQUENCE too.
    const rescheduled = { ...full, reschedule: { rescheduled_from: 'x', rescheduled_at: 'y' } };
    const moved = unfold(bookingToIcs(rescheduled, { title: 'x' }, NOW)).split('\r\n');
    const movedCanceled = unfold(
      bookingToIcs({ ...rescheduled, status: 'canceled' }, { title: 'x' }, NOW),
    ).split('\r\n');
    expect(sequence(movedCanceled)).to.be.above(sequence(moved));
    expect(icsFileName({ booking_id: 'bk_1', status: 'canceled' })).to.equal(
      'booking-bk_1-canceled.ics',
    );
  });
});

describe('calendar links', () => {
  it('builds a Google Calendar template link with UTC dates', () => {
    const url = new URL(
      googleCalendarUrl(booking, {
        title: 'Product demo',
        location: 'Zoom',
        description: 'Agenda',
      }),
    );
    expect(url.origin + url.pathname).to.equal('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).to.equal('TEMPLATE');
    expect(url.searchParams.get('text')).to.equal('Product demo');
    expect(url.searchParams.get('dates')).to.equal('20260310T180000Z/20260310T183000Z');
    expect(url.searchParams.get('location')).to.equal('Zoom');
    expect(url.searchParams.get('details')).to.equal('Agenda');
  });

  it('builds an Outlook compose link with ISO UTC times', () => {
    const url = new URL(
      outlookCalendarUrl(booking, { title: 'A & B', url: 'https://x.example/join' }),
    );
    expect(url.hostname).to.equal('outlook.live.com');
    expect(url.searchParams.get('subject')).to.equal('A & B');
    expect(url.searchParams.get('startdt')).to.equal('2026-03-10T18:00:00Z');
    expect(url.searchParams.get('enddt')).to.equal('2026-03-10T18:30:00Z');
    expect(url.searchParams.get('body')).to.equal('https://x.example/join');
  });
});
