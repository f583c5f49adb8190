/**
 * The mock's slot engine: a pure function from a resource, the schedules of its hosts, the existing
 * bookings and the current instant to the availability entries of a date range (spec §2.9, DESIGN §4).
 * Every instant is epoch milliseconds; dates are `YYYY-MM-DD` in the resource's time zone.
 */
import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon';
import type {
  AvailabilityEntry,
  Resource,
  Slot,
  SpecificItem,
  TimeUnit,
  Weekday,
} from '../api/schemas.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The largest `break` the spec allows (§2.2): how far around a slot bookings are looked up. */
const MAX_BREAK_MS = 120 * MINUTE;
/** Seats reported for a group with `capacity.is_unlimited` (a finite number keeps the slot schema valid). */
export const UNLIMITED_SEATS = 9999;

/** `HH:mm`; an interval's end may be `24:00` (the end of the day). */
export interface TimeInterval {
  start: string;
  end: string;
}

/** DESIGN §4: a schedule is a time zone, weekly intervals per weekday and date overrides. */
export interface Schedule {
  schedule_id: number;
  name: string;
  time_zone: string;
  weekly: Record<Weekday, TimeInterval[]>;
  /** `YYYY-MM-DD` (in the schedule's zone) → the intervals of that date; `[]` is a day off. */
  overrides: Record<string, TimeInterval[]>;
}

export interface MockUser {
  user_id: number;
  name: string;
  email: string;
  schedule_id: number;
}

/** What the engine needs to know of a booking that occupies a host. */
export interface BookedInterval {
  booking_id: string;
  resource_id: number;
  host_id: number;
  start: number;
  end: number;
  created: number;
  /** Seats taken: one per invitee (default 1). */
  seats?: number;
}

/**
 * Active (not canceled) bookings indexed by host and UTC day, so a slot looks only at the few
 * bookings near it instead of scanning all of them.
 */
export class BookingIndex {
  readonly #byHostDay = new Map<number, Map<number, BookedInterval[]>>();
  readonly #byResource = new Map<number, Map<string, BookedInterval>>();
  readonly #byId = new Map<string, BookedInterval>();

  constructor(bookings: Iterable<BookedInterval> = []) {
    for (const booking of bookings) this.add(booking);
  }

  get size(): number {
    return this.#byId.size;
  }

  add(booking: BookedInterval): void {
    this.remove(booking.booking_id);
    this.#byId.set(booking.booking_id, booking);
    let days = this.#byHostDay.get(booking.host_id);
    if (!days) this.#byHostDay.set(booking.host_id, (days = new Map()));
    for (let day = dayNumber(booking.start); day <= dayNumber(booking.end - 1); day++) {
      const list = days.get(day);
      if (list) list.push(booking);
      else days.set(day, [booking]);
    }
    let ofResource = this.#byResource.get(booking.resource_id);
    if (!ofResource) this.#byResource.set(booking.resource_id, (ofResource = new Map()));
    ofResource.set(booking.booking_id, booking);
  }

  remove(bookingId: string): void {
    const booking = this.#byId.get(bookingId);
    if (!booking) return;
    this.#byId.delete(bookingId);
    const days = this.#byHostDay.get(booking.host_id);
    for (let day = dayNumber(booking.start); day <= dayNumber(booking.end - 1); day++) {
      const list = days?.get(day);
      if (!list) continue;
      const at = list.indexOf(booking);
      if (at >= 0) list.splice(at, 1);
    }
    this.#byResource.get(booking.resource_id)?.delete(bookingId);
  }

  /** The host's bookings overlapping [from, to). */
  forHost(hostId: number, from: number, to: number): BookedInterval[] {
    const days = this.#byHostDay.get(hostId);
    const found: BookedInterval[] = [];
    if (!days || to <= from) return found;
    const first = dayNumber(from);
    for (let day = first; day <= dayNumber(to - 1); day++) {
      for (const booking of days.get(day) ?? []) {
        // A booking spanning several days is listed under each; report it from its first listed day only.
        if (Math.max(dayNumber(booking.start), first) !== day) continue;
        if (booking.start < to && booking.end > from) found.push(booking);
      }
    }
    return found;
  }

  forResource(resourceId: number): Iterable<BookedInterval> {
    return this.#byResource.get(resourceId)?.values() ?? [];
  }
}

const dayNumber = (ms: number) => Math.floor(ms / DAY);

export interface AvailabilityRequest {
  resource: Resource;
  schedules: ReadonlyMap<number, Schedule>;
  users: ReadonlyMap<number, MockUser>;
  bookings: BookingIndex;
  now: number;
  /** First and last date (inclusive), `YYYY-MM-DD` in the resource's zone. */
  start: string;
  end: string;
  durationMinutes: number;
  /** A booking to disregard (the one being rescheduled). */
  excludeBookingId?: string;
}

export const unitMinutes = (type: TimeUnit | null | undefined, value: number): number =>
  value * (type === 'days' ? 1440 : type === 'hours' ? 60 : 1);

/** The resource's durations in minutes, in their listed order. */
export const durationsOf = (resource: Resource): number[] =>
  resource.durations.map((d) => unitMinutes(d.type, d.value));

export const defaultDurationOf = (resource: Resource): number => {
  const preferred = resource.durations.find((d) => d.is_default) ?? resource.durations[0];
  return preferred ? unitMinutes(preferred.type, preferred.value) : 30;
};

/** The people who can host the resource: the owner, or the round-robin members. */
export function hostsOf(resource: Resource, users: ReadonlyMap<number, MockUser>): MockUser[] {
  if (resource.event_type === 'round_robin') {
    return resource.members.flatMap((m) => users.get(m.user_id) ?? []);
  }
  const owner = resource.user_id == null ? undefined : users.get(resource.user_id);
  return owner ? [owner] : [];
}

/** The schedule a host follows for this resource. */
function scheduleFor(
  resource: Resource,
  host: MockUser,
  schedules: ReadonlyMap<number, Schedule>,
): Schedule | undefined {
  if (resource.event_type === 'round_robin') {
    return schedules.get(host.schedule_id) ?? schedules.get(resource.schedule_id ?? -1);
  }
  return schedules.get(resource.schedule_id);
}

/**
 * The resource's time zone: its schedule's; for a round-robin without its own schedule, the first
 * member's.
 */
export function resourceTimeZone(
  resource: Resource,
  schedules: ReadonlyMap<number, Schedule>,
  users: ReadonlyMap<number, MockUser>,
): string {
  if (resource.schedule_id != null) {
    const own = schedules.get(resource.schedule_id);
    if (own) return own.time_zone;
  }
  for (const host of hostsOf(resource, users)) {
    const schedule = scheduleFor(resource, host, schedules);
    if (schedule) return schedule.time_zone;
  }
  return 'UTC';
}

const WEEKDAYS_FROM_MONDAY: readonly Weekday[] = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
]; // prettier-ignore

/** A civil date as days since 1970-01-01 (no zone). */
type CivilDay = number;
const civilWeekday = (day: CivilDay): Weekday => WEEKDAYS_FROM_MONDAY[(((day + 3) % 7) + 7) % 7]!;
const civilIso = (day: CivilDay): string => new Date(day * DAY).toISOString().slice(0, 10);
const civilOf = (isoDate: string): CivilDay => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY);

/** Minutes after midnight of `HH:mm` (`24:00` is the end of the day). */
const minutesOf = (hhmm: string): number => {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return hour * 60 + minute;
};

const validZones = new Map<string, boolean>();
const isValidZone = (name: string): boolean => {
  let valid = validZones.get(name);
  if (valid === undefined) validZones.set(name, (valid = IANAZone.isValidZone(name)));
  return valid;
};

/**
 * Wall time <-> instant in one zone. Offsets come from luxon, looked up once per UTC day (twice on
 * a day with a transition), which keeps a month of slots cheap.
 */
export class ZoneClock {
  readonly name: string;
  readonly #zone: Zone;
  readonly #utcDesignator: boolean;
  readonly #dayOffsets = new Map<number, number | null>();

  constructor(name: string) {
    const valid = isValidZone(name);
    this.name = valid ? name : 'UTC';
    this.#zone = valid ? IANAZone.create(name) : FixedOffsetZone.utcInstance;
    this.#utcDesignator = ['utc', 'gmt'].includes(this.name.toLowerCase());
  }

  /** The zone's UTC offset in minutes at an instant. */
  offset(ms: number): number {
    const day = dayNumber(ms);
    let known = this.#dayOffsets.get(day);
    if (known === undefined) {
      const first = this.#zone.offset(day * DAY);
      known = first === this.#zone.offset((day + 1) * DAY - 1) ? first : null;
      this.#dayOffsets.set(day, known);
    }
    return known ?? this.#zone.offset(ms);
  }

  /** The instant of a wall time; a time in a spring-forward gap moves forward by the gap (as luxon). */
  instant(day: CivilDay, minutes: number): number {
    const local = day * DAY + minutes * MINUTE;
    const o1 = this.offset(local);
    let guess = local - o1 * MINUTE;
    const o2 = this.offset(guess);
    if (o1 === o2) return guess;
    guess -= (o2 - o1) * MINUTE;
    const o3 = this.offset(guess);
    if (o2 === o3) return guess;
    return local - Math.min(o2, o3) * MINUTE;
  }

  /** The civil date of an instant in this zone. */
  civilDay(ms: number): CivilDay {
    return Math.floor((ms + this.offset(ms) * MINUTE) / DAY);
  }

  /** ISO 8601 with this zone's offset, no milliseconds: `2026-03-09T09:00:00-04:00`. */
  iso(ms: number): string {
    const offset = this.offset(ms);
    const wall = new Date(ms + offset * MINUTE).toISOString().slice(0, 19);
    if (offset === 0 && this.#utcDesignator) return `${wall}Z`;
    const sign = offset < 0 ? '-' : '+';
    const abs = Math.abs(offset);
    return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  }
}

/** Which dates the period opens for its schedule, and the explicit start instants it adds. */
interface PeriodRule {
  allowsDate(date: string, weekday: Weekday): boolean;
  /** Explicit start instants (specific items with a time, a one-time event). */
  explicitStarts: number[];
  /** Whether schedule intervals apply at all (not for a one-time event). */
  usesSchedule: boolean;
}

function periodRule(
  resource: Resource,
  zone: string,
  now: number,
  rangeFrom: number,
  rangeTo: number,
  durationMs: number,
  stepMs: number,
): PeriodRule {
  const period = resource.period;
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  const all = (): boolean => true;
  switch (period.type) {
    case 'any':
      return { allowsDate: all, explicitStarts: [], usesSchedule: true };
    case 'calendar_days': {
      const last = today.plus({ days: period.days }).toISODate()!;
      return { allowsDate: (date) => date <= last, explicitStarts: [], usesSchedule: true };
    }
    case 'business_days': {
      let last = today;
      for (let counted = 0; counted < period.days;) {
        last = last.plus({ days: 1 });
        if (last.weekday <= 5) counted++;
      }
      const lastDate = last.toISODate()!;
      return { allowsDate: (date) => date <= lastDate, explicitStarts: [], usesSchedule: true };
    }
    case 'ranges':
      return {
        allowsDate: (date) => date >= period.start_date && date <= period.end_date,
        explicitStarts: [],
        usesSchedule: true,
      };
    case 'onetime': {
      const opts = { zone: period.time_zone, setZone: false };
      const from = DateTime.fromISO(period.start_at, opts);
      const to = DateTime.fromISO(period.end_at, opts);
      const starts: number[] = [];
      if (from.isValid && to.isValid) {
        for (let t = from.toMillis(); t + durationMs <= to.toMillis(); t += stepMs) starts.push(t);
      }
      return { allowsDate: () => false, explicitStarts: starts, usesSchedule: false };
    }
    case 'recurring':
    case 'specific':
      return specificRule(period.specific, zone, rangeFrom, rangeTo);
  }
}

/** `on`/`every` items (DESIGN §4): without a time they open the date's schedule, with one a start. */
function specificRule(
  items: readonly SpecificItem[],
  zone: string,
  rangeFrom: number,
  rangeTo: number,
): PeriodRule {
  const dates = new Set<string>();
  const weekdays = new Set<Weekday>();
  const starts: number[] = [];
  for (const item of items) {
    const clock = new ZoneClock(item.time_zone ?? zone);
    if (item.type === 'on' && item.date) {
      if (!item.time) dates.add(item.date);
      else starts.push(clock.instant(civilOf(item.date), minutesOf(item.time)));
    } else if (item.type === 'every' && item.weekday) {
      if (!item.time) weekdays.add(item.weekday);
      else {
        // The item zone's dates covering the range, with one day of margin each side.
        const last = clock.civilDay(rangeTo) + 1;
        for (let day = clock.civilDay(rangeFrom) - 1; day <= last; day++) {
          if (civilWeekday(day) === item.weekday)
            starts.push(clock.instant(day, minutesOf(item.time)));
        }
      }
    }
  }
  return {
    allowsDate: (date, weekday) => dates.has(date) || weekdays.has(weekday),
    explicitStarts: starts,
    usesSchedule: dates.size > 0 || weekdays.size > 0,
  };
}

/** Start instants in [from, to) the schedule offers (each interval stepped from its own start). */
function scheduleStarts(
  schedule: Schedule,
  clock: ZoneClock,
  from: number,
  to: number,
  durationMs: number,
  stepMs: number,
  allowsInstant: (ms: number) => boolean,
): number[] {
  const starts: number[] = [];
  const lastDay = clock.civilDay(to);
  for (let day = clock.civilDay(from) - 1; day <= lastDay; day++) {
    const intervals = schedule.overrides[civilIso(day)] ?? schedule.weekly[civilWeekday(day)];
    for (const interval of intervals) {
      const open = clock.instant(day, minutesOf(interval.start));
      const close = clock.instant(day, minutesOf(interval.end));
      for (let t = open; t + durationMs <= close; t += stepMs) {
        if (t >= from && t < to && allowsInstant(t)) starts.push(t);
      }
    }
  }
  return starts;
}

interface HostState {
  user: MockUser;
  /** Instants the host's schedule (and the period) offers. */
  starts: Set<number>;
  priority: number;
  lastBooked: number;
}

/** Computes one availability entry per date of the range (spec §2.9). */
export function computeAvailability(request: AvailabilityRequest): AvailabilityEntry[] {
  const { resource, schedules, users, bookings, now, durationMinutes, excludeBookingId } = request;
  const clock = new ZoneClock(resourceTimeZone(resource, schedules, users));
  const zone = clock.name;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(request.start) || !/^\d{4}-\d{2}-\d{2}$/.test(request.end))
    return [];
  const firstDay = civilOf(request.start);
  const lastDay = civilOf(request.end);
  if (!(lastDay >= firstDay)) return [];

  // Day boundaries in the resource's zone (23 or 25 hours long on DST days).
  const dayStarts: number[] = [];
  const dates: string[] = [];
  const weekdays: Weekday[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    dayStarts.push(clock.instant(day, 0));
    dates.push(civilIso(day));
    weekdays.push(civilWeekday(day));
  }
  const rangeFrom = dayStarts[0]!;
  const rangeTo = clock.instant(lastDay + 1, 0);
  dayStarts.push(rangeTo);
  const dayIndexOf = (ms: number): number => {
    let lo = 0;
    let hi = dayStarts.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (dayStarts[mid]! <= ms) lo = mid;
      else hi = mid;
    }
    return lo;
  };

  const durationMs = durationMinutes * MINUTE;
  const stepValue = resource.slots?.value ?? 0;
  const stepMs = stepValue > 0 ? unitMinutes(resource.slots?.type, stepValue) * MINUTE : durationMs;
  const notice = resource.notice;
  const earliest = now + unitMinutes(notice?.type, notice?.value ?? 0) * MINUTE;
  const before = (resource.break?.before ?? 0) * MINUTE;
  const after = (resource.break?.after ?? 0) * MINUTE;
  const settings = resource.settings;
  const checkCalendar = settings.check_calendar_conflict ?? true;
  const resourceId = resource.resource_id ?? -1;

  const rule = periodRule(resource, zone, now, rangeFrom, rangeTo, durationMs, stepMs);
  const allowsInstant = (ms: number): boolean => {
    const index = dayIndexOf(ms);
    return rule.allowsDate(dates[index]!, weekdays[index]!);
  };
  const explicit = rule.explicitStarts.filter((t) => t >= rangeFrom && t < rangeTo);

  const resourceBookings: BookedInterval[] = [];
  for (const booking of bookings.forResource(resourceId)) {
    if (booking.booking_id !== excludeBookingId) resourceBookings.push(booking);
  }
  const lastBookedBy = new Map<number, number>();
  for (const booking of resourceBookings) {
    lastBookedBy.set(
      booking.host_id,
      Math.max(lastBookedBy.get(booking.host_id) ?? 0, booking.created),
    );
  }
  const priorities = new Map<number, number>();
  if (resource.event_type === 'round_robin') {
    for (const member of resource.members) priorities.set(member.user_id, member.priority ?? 0);
  }

  const clocks = new Map<string, ZoneClock>([[zone, clock]]);
  const clockOf = (name: string): ZoneClock => {
    let found = clocks.get(name);
    if (!found) clocks.set(name, (found = new ZoneClock(name)));
    return found;
  };
  const hosts: HostState[] = hostsOf(resource, users).map((user) => {
    const schedule = scheduleFor(resource, user, schedules);
    const starts = new Set<number>(explicit);
    if (schedule && rule.usesSchedule) {
      for (const t of scheduleStarts(
        schedule,
        clockOf(schedule.time_zone),
        rangeFrom,
        rangeTo,
        durationMs,
        stepMs,
        allowsInstant,
      )) {
        starts.add(t);
      }
    }
    return {
      user,
      starts,
      priority: priorities.get(user.user_id) ?? 0,
      lastBooked: lastBookedBy.get(user.user_id) ?? 0,
    };
  });
  // Assignment order (DESIGN §4): highest priority, then the one booked least recently.
  hosts.sort(
    (a, b) =>
      b.priority - a.priority || a.lastBooked - b.lastBooked || a.user.user_id - b.user.user_id,
  );

  const candidates = new Set<number>();
  for (const host of hosts) for (const t of host.starts) if (t >= earliest) candidates.add(t);
  const ordered = [...candidates].sort((a, b) => a - b);

  const isGroup = resource.event_type === 'group';
  const capacity = resource.capacity;
  const unlimited = isGroup && capacity?.is_unlimited === true;
  const groupMax = unlimited ? UNLIMITED_SEATS : (capacity?.max ?? 1);
  const capacityType = capacity?.type ?? 'perslot';
  const entryCapacity =
    resource.event_type === 'round_robin' ? hosts.length : isGroup ? groupMax : 1;

  // Group seats taken per day and overall (perday / overall capacity).
  const seatsPerDay = new Map<number, number>();
  if (isGroup && !unlimited && capacityType === 'perday') {
    for (const booking of resourceBookings) {
      if (booking.start < rangeFrom || booking.start >= rangeTo) continue;
      const index = dayIndexOf(booking.start);
      seatsPerDay.set(index, (seatsPerDay.get(index) ?? 0) + (booking.seats ?? 1));
    }
  }
  const seatsOverall = resourceBookings.reduce((sum, booking) => sum + (booking.seats ?? 1), 0);

  /** Whether a group's host has a booking (other than a seat at this start) that keeps [t, t + duration) from being offered. */
  const hostBusy = (hostId: number, t: number): boolean => {
    const nearby = bookings.forHost(hostId, t - MAX_BREAK_MS, t + durationMs + MAX_BREAK_MS);
    for (const booking of nearby) {
      if (booking.booking_id === excludeBookingId) continue;
      const ownResource = booking.resource_id === resourceId;
      if (!ownResource && !checkCalendar) continue;
      if (ownResource && booking.start === t) continue;
      if (t < booking.end + after && t + durationMs > booking.start - before) return true;
    }
    return false;
  };

  /**
   * For hosts without seats: each host's blocked time in the range as sorted, merged intervals,
   * walked with a cursor because candidate starts come in increasing order.
   */
  const blocked = new Map<number, { intervals: [number, number][]; cursor: number }>();
  if (!isGroup) {
    for (const host of hosts) {
      const id = host.user.user_id;
      const spans: [number, number][] = [];
      for (const booking of bookings.forHost(
        id,
        rangeFrom - MAX_BREAK_MS,
        rangeTo + durationMs + MAX_BREAK_MS,
      )) {
        if (booking.booking_id === excludeBookingId) continue;
        if (booking.resource_id !== resourceId && !checkCalendar) continue;
        spans.push([booking.start - before, booking.end + after]);
      }
      spans.sort((a, b) => a[0] - b[0]);
      const merged: [number, number][] = [];
      for (const span of spans) {
        const last = merged[merged.length - 1];
        if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
        else merged.push([span[0], span[1]]);
      }
      blocked.set(id, { intervals: merged, cursor: 0 });
    }
  }
  const blockedAt = (hostId: number, t: number): boolean => {
    const state = blocked.get(hostId);
    if (!state) return false;
    const { intervals } = state;
    while (state.cursor < intervals.length && intervals[state.cursor]![1] <= t) state.cursor++;
    const next = intervals[state.cursor];
    return next !== undefined && next[0] < t + durationMs;
  };

  const entries: AvailabilityEntry[] = dates.map((date) => ({
    date,
    timezone: zone,
    capacity: entryCapacity,
    slots: [],
  }));
  const showBooked = settings.show_booked_slots === true;

  for (const t of ordered) {
    const dayIndex = dayIndexOf(t);
    let available: number;
    let users: Slot['users'];
    if (isGroup) {
      const host = hosts[0];
      if (!host || !host.starts.has(t)) continue;
      const busy = hostBusy(host.user.user_id, t);
      let seatsLeft: number;
      if (unlimited) seatsLeft = UNLIMITED_SEATS;
      else if (capacityType === 'perday') seatsLeft = groupMax - (seatsPerDay.get(dayIndex) ?? 0);
      else if (capacityType === 'overall') seatsLeft = groupMax - seatsOverall;
      else {
        let taken = 0;
        for (const booking of bookings.forHost(host.user.user_id, t, t + 1)) {
          if (booking.resource_id === resourceId && booking.start === t) {
            if (booking.booking_id !== excludeBookingId) taken += booking.seats ?? 1;
          }
        }
        seatsLeft = groupMax - taken;
      }
      available = busy ? 0 : Math.max(0, seatsLeft);
      users = [{ user_id: host.user.user_id, name: host.user.name, busy: available === 0 }];
    } else {
      const free: Slot['users'] = [];
      const busy: Slot['users'] = [];
      for (const host of hosts) {
        const isBusy = !host.starts.has(t) || blockedAt(host.user.user_id, t);
        (isBusy ? busy : free).push({
          user_id: host.user.user_id,
          name: host.user.name,
          busy: isBusy,
        });
      }
      available = free.length;
      users = [...free, ...busy];
    }
    if (available === 0 && !showBooked) continue;
    entries[dayIndex]!.slots.push({ time: clock.iso(t), available, users });
  }
  return entries;
}

/** ISO 8601 with the zone's UTC offset, no milliseconds: `2026-03-09T09:00:00-04:00`. */
export const isoInZone = (ms: number, zone: string): string => new ZoneClock(zone).iso(ms);

/** The resource-zone date of an instant. */
export const dateInZone = (ms: number, zone: string): string =>
  civilIso(new ZoneClock(zone).civilDay(ms));
