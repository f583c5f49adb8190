/**
 * The mock's in-memory state: users, schedules, resources, bookings, links and rate-limit windows,
 * seeded from the fixtures. `reset()` rebuilds everything from a fresh seed.
 */
import * as z from 'zod/mini';
import {
  OtherResource,
  Resource,
  isBookableResource,
  type Booking,
  type Link,
  type Location,
  type ResourceListItem,
} from '../api/schemas.js';
import {
  seedBookings,
  seedLinks,
  seedResources,
  seedSchedules,
  seedUsers,
  type SeedBooking,
} from './fixtures.js';
import {
  BookingIndex,
  resourceTimeZone,
  type BookedInterval,
  type MockUser,
  type Schedule,
} from './slot-engine.js';
import { ParsedOnReadMap } from './parsed-on-read.js';

const StoredItem = z.union([Resource, OtherResource]);

export interface RateWindow {
  windowStart: number;
  count: number;
}

export class MockStore {
  users = new Map<number, MockUser>();
  schedules = new Map<number, Schedule>();
  resources = new Map<number, ResourceListItem>();
  bookings = new Map<string, Booking>();
  links = new Map<string, Link>();
  rateWindows = new Map<string, RateWindow>();
  index = new BookingIndex();
  nextResourceId = 109;
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
    this.reset();
  }

  now(): number {
    return this.#now();
  }

  /** Restores the seed: fixtures are rebuilt, so nothing a test changed survives. */
  reset(): void {
    const now = this.#now();
    const created = new Date(now - 30 * 86_400_000).toISOString();
    this.users = new Map(seedUsers().map((u) => [u.user_id, u]));
    this.schedules = new Map(seedSchedules().map((s) => [s.schedule_id, s]));
    // Parsed (validated, defaults applied) when first read: the first request needs one resource.
    const resources = new ParsedOnReadMap<number, ResourceListItem>((input) =>
      StoredItem.parse(input),
    );
    for (const input of seedResources(created))
      resources.setUnparsed(Number(input['resource_id']), input);
    this.resources = resources;
    this.bookings = new Map();
    this.index = new BookingIndex();
    this.links = new Map(seedLinks(created).map((l) => [l.key, l]));
    this.rateWindows = new Map();
    this.nextResourceId = 109;
    for (const seed of seedBookings(now)) this.#insertSeed(seed, now);
  }

  bookable(resourceId: number): Resource | undefined {
    const item = this.resources.get(resourceId);
    return item && isBookableResource(item) ? (item as Resource) : undefined;
  }

  zoneOf(resource: Resource): string {
    return resourceTimeZone(resource, this.schedules, this.users);
  }

  /** Adds or replaces a booking and keeps the availability index in step (canceled ones leave it). */
  saveBooking(booking: Booking): void {
    this.bookings.set(booking.booking_id, booking);
    if (booking.status === 'canceled') this.index.remove(booking.booking_id);
    else this.index.add(toInterval(booking));
  }

  newBookingId(): string {
    let id: string;
    do id = `bk_${randomToken(12)}`;
    while (this.bookings.has(id));
    return id;
  }

  /** Everything a request could change, as text: equal snapshots mean unchanged state. */
  snapshot(): string {
    return JSON.stringify({
      resources: [...this.resources.entries()],
      bookings: [...this.bookings.entries()],
      links: [...this.links.entries()],
      nextResourceId: this.nextResourceId,
    });
  }

  #insertSeed(seed: SeedBooking, now: number): void {
    const resource = this.bookable(seed.resource_id);
    const host = this.users.get(seed.host_id);
    if (!resource || !host) return;
    const start = seed.start.toUTC();
    const created = new Date(Math.min(now, start.toMillis()) - 7 * 86_400_000).toISOString();
    const booking = buildBooking({
      id: this.newBookingId(),
      resource,
      host,
      startAt: start.toISO({ suppressMilliseconds: true })!,
      endAt: start.plus({ minutes: seed.minutes }).toISO({ suppressMilliseconds: true })!,
      timeZone: this.zoneOf(resource),
      invitees: [{ ...seed.invitee, questions: seed.questions }],
      guests: [],
      createdAt: created,
    });
    if (seed.status === 'canceled') {
      booking.status = 'canceled';
      booking.invitees = booking.invitees.map((i) => ({ ...i, status: 'canceled' }));
      booking.canceled_at = created;
      booking.cancel_reason = seed.cancel_reason ?? null;
    }
    this.saveBooking(booking);
  }
}

export function toInterval(booking: Booking): BookedInterval {
  return {
    booking_id: booking.booking_id,
    resource_id: Number(booking.resource.resource_id),
    host_id: booking.host.user_id,
    seats: Math.max(1, booking.invitees.length),
    start: Date.parse(booking.start_at),
    end: Date.parse(booking.end_at),
    created: Date.parse(booking.created_at),
  };
}

export interface BookingDraft {
  id: string;
  resource: Resource;
  host: MockUser;
  startAt: string;
  endAt: string;
  timeZone: string;
  invitees: { name: string; email: string; questions: Booking['invitees'][number]['questions'] }[];
  guests: string[];
  createdAt: string;
  /** The place the invitee chose among the resource's locations (default: the first, or the member's). */
  location?: Location;
}

/** The booking record of DESIGN §4 for a new booking. */
export function buildBooking(draft: BookingDraft): Booking {
  const { resource } = draft;
  const status = resource.settings.require_approval ? 'pending' : 'confirmed';
  return {
    booking_id: draft.id,
    status,
    resource: {
      resource_id: resource.resource_id ?? 0,
      name: resource.name,
      event_type: resource.event_type,
    },
    host: { user_id: draft.host.user_id, name: draft.host.name },
    start_at: draft.startAt,
    end_at: draft.endAt,
    duration: Math.round((Date.parse(draft.endAt) - Date.parse(draft.startAt)) / 60_000),
    time_zone: draft.timeZone,
    location: locationFor(draft),
    invitees: draft.invitees.map((invitee) => ({ ...invitee, status })),
    guests: draft.guests,
    created_at: draft.createdAt,
    updated_at: draft.createdAt,
    canceled_at: null,
    cancel_reason: null,
    reschedule: null,
  };
}

/** The meeting place: the member's for round-robin, else the resource's first, with invitee details. */
function locationFor(draft: BookingDraft): Location | null {
  const { resource, host } = draft;
  const base =
    draft.location ??
    (resource.event_type === 'round_robin'
      ? resource.members.find((m) => m.user_id === host.user_id)?.location
      : resource.locations[0]);
  if (!base) return null;
  const location: Location = { ...base };
  if (['google_meet', 'zoom', 'microsoft_teams', 'webex', 'zoho'].includes(location.type)) {
    location.join_url = meetingUrl(location.type, draft.id);
  }
  for (const question of resource.questions) {
    if (!question.add_to_location) continue;
    const answer = draft.invitees[0]?.questions.find((a) => a.name === question.name);
    if (typeof answer?.value !== 'string' || answer.value === '') continue;
    if (question.type === 'tel') location.phone = answer.value;
    else location.remarks = answer.value;
  }
  return location;
}

/** What the invitee fills in of a location they chose: their number to be called, or where to meet. */
const INVITEE_LOCATION_FIELDS: Partial<Record<Location['type'], (keyof Location)[]>> = {
  phone: ['phone'],
  ask_invitee: ['address', 'phone', 'remarks'],
};

/**
 * The location a booking request names (its `location`), as the resource offers it: the offered one of the same
 * `type` and `name`, with the fields the invitee fills in (their phone for `phone`; address, phone or remarks for
 * `ask_invitee`) taken from the request. Undefined when the resource offers no such location.
 */
export function offeredLocation(resource: Resource, requested: Location): Location | undefined {
  const offered =
    resource.event_type === 'round_robin' ? (resource.locations ?? []) : resource.locations;
  const match = offered.find(
    (location) =>
      location.type === requested.type && (location.name ?? null) === (requested.name ?? null),
  );
  if (!match) return undefined;
  const location: Location = { ...match };
  for (const field of INVITEE_LOCATION_FIELDS[match.type] ?? []) {
    const value = requested[field];
    if (typeof value === 'string' && value.trim() !== '')
      Object.assign(location, { [field]: value.trim() });
  }
  return location;
}

function meetingUrl(type: Location['type'], bookingId: string): string {
  const code = bookingId.replace(/^bk_/, '').toLowerCase();
  switch (type) {
    case 'google_meet':
      return `https://meet.google.com/${code.slice(0, 3)}-${code.slice(3, 7)}-${code.slice(7, 10)}`;
    case 'zoom':
      return `https://zoom.us/j/${[...code].map((c) => c.charCodeAt(0) % 10).join('')}`;
    case 'microsoft_teams':
      return `https://teams.microsoft.com/l/meetup-join/${code}`;
    case 'webex':
      return `https://meet.webex.com/meet/${code}`;
    default:
      return `https://meeting.zoho.com/join/${code}`;
  }
}

const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function randomToken(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => TOKEN_ALPHABET[b % TOKEN_ALPHABET.length]).join('');
}
