/**
 * Availability comes per date of the RESOURCE's zone; the person sees dates of THEIR zone. These functions
 * regroup slots into the viewer's local dates (a 23:30 New York slot is the next day in Auckland; DST days
 * have 23 or 25 hours) and answer what the calendar asks of them.
 */
import type { AvailabilityEntry, Resource, Slot } from '../api/booking-schemas.js';
import { createWallClock, isValidTimeZone, toUtcIso } from './zone.js';

export type SlotUser = Slot['users'][number];

/** One slot as the viewer sees it. */
export interface LocalSlot {
  /** The instant in UTC: `2026-03-08T04:30:00Z`. */
  instant: string;
  /** Epoch milliseconds of the instant (for sorting and arithmetic). */
  epochMs: number;
  /** The slot's `time` as the service sent it (ISO 8601 with the resource zone's offset). */
  time: string;
  /** YYYY-MM-DD in the viewer's zone. */
  localDate: string;
  /** HH:mm (24-hour) in the viewer's zone. */
  localTime: string;
  /** Seats left (0 for a booked slot shown because of `settings.show_booked_slots`). */
  available: number;
  /** Seats per slot of the day's entry. */
  capacity: number;
  users: SlotUser[];
  /** Members not busy at this time (round robin: who could take the booking). */
  freeUserIds: number[];
  /** The resource's zone (the entry's `timezone`). */
  resourceZone: string;
  /** The resource-zone date of the entry it came from. */
  resourceDate: string;
}

export type SlotsByDate = Map<string, LocalSlot[]>;

export interface RegroupOptions {
  /** Keep slots with `available: 0` (when the resource shows booked slots). Default false. */
  includeBooked?: boolean;
}

/**
 * Groups slots by the viewer's local date, each day sorted by time, de-duplicated by instant (padded and
 * overlapping ranges repeat entries: the one met last wins, so append newer data last). Dates are in
 * ascending order. An unknown `viewerZone` falls back to UTC.
 */
export function regroupSlotsByLocalDate(
  entries: readonly AvailabilityEntry[],
  viewerZone: string,
  options: RegroupOptions = {},
): SlotsByDate {
  const wallClock = createWallClock(isValidTimeZone(viewerZone) ? viewerZone : 'UTC');
  const byInstant = new Map<number, LocalSlot>();
  for (const entry of entries) {
    for (const slot of entry.slots) {
      const epochMs = Date.parse(slot.time);
      if (Number.isNaN(epochMs)) continue;
      if (!options.includeBooked && !(slot.available > 0)) {
        // A later, fresher entry may report the slot as taken: forget an earlier open copy.
        byInstant.delete(epochMs);
        continue;
      }
      const wall = wallClock(epochMs);
      byInstant.set(epochMs, {
        instant: toUtcIso(epochMs),
        epochMs,
        time: slot.time,
        localDate: wall.date,
        localTime: wall.time,
        available: Math.max(0, slot.available),
        capacity: entry.capacity,
        users: slot.users,
        freeUserIds: slot.users.filter((user) => !user.busy).map((user) => user.user_id),
        resourceZone: entry.timezone,
        resourceDate: entry.date,
      });
    }
  }
  const sorted = [...byInstant.values()].sort((a, b) => a.epochMs - b.epochMs);
  const byDate: SlotsByDate = new Map();
  for (const slot of sorted) {
    const day = byDate.get(slot.localDate);
    if (day) day.push(slot);
    else byDate.set(slot.localDate, [slot]);
  }
  return byDate;
}

/** The slots of one local date (empty when none). */
export function slotsOn(map: SlotsByDate, date: string): LocalSlot[] {
  return map.get(date) ?? [];
}

/** How many bookable slots (available > 0) a local date has. */
export function countAvailable(map: SlotsByDate, date: string): number {
  let count = 0;
  for (const slot of map.get(date) ?? []) if (slot.available > 0) count += 1;
  return count;
}

/** Local dates with at least one bookable slot, ascending. */
export function availableDates(map: SlotsByDate): string[] {
  return [...map.keys()].filter((date) => countAvailable(map, date) > 0).sort();
}

/** The first local date on or after `fromDate` (and on or before `toDate` if given) with a bookable slot. */
export function firstAvailableDate(
  map: SlotsByDate,
  fromDate: string,
  toDate?: string,
): string | undefined {
  return availableDates(map).find(
    (date) => date >= fromDate && (toDate === undefined || date <= toDate),
  );
}

/** Finds a slot by its instant (any ISO form of it); undefined when it is no longer offered. */
export function findSlot(map: SlotsByDate, instant: string): LocalSlot | undefined {
  const epochMs = Date.parse(instant);
  if (Number.isNaN(epochMs)) return undefined;
  for (const slots of map.values()) {
    for (const slot of slots) if (slot.epochMs === epochMs) return slot;
  }
  return undefined;
}

/** `start_at` / `end_at` of a booking for a slot and duration, in UTC (spec §4.3). */
export function bookingTimes(slot: Pick<LocalSlot, 'epochMs'>, durationMinutes: number) {
  return {
    start_at: toUtcIso(slot.epochMs),
    end_at: toUtcIso(slot.epochMs + Math.round(durationMinutes) * 60_000),
  };
}

/**
 * The host `user_id` for a booking of `slot`: for round robin the free member with the highest priority (the
 * service's assignment rule; the widget never shows who), otherwise the resource's user, else the slot's first
 * free user. Undefined when nobody is free.
 */
export function pickHostUserId(
  resource: Resource,
  slot: Pick<LocalSlot, 'freeUserIds' | 'users'>,
): number | undefined {
  if (resource.event_type === 'round_robin') {
    const members = new Map(
      resource.members.map((member) => [member.user_id, member.priority ?? 0]),
    );
    const free = slot.freeUserIds.filter((id) => members.size === 0 || members.has(id));
    if (free.length === 0) return undefined;
    // Stable: among equal priorities keep the service's order.
    return free.reduce((best, id) =>
      (members.get(id) ?? 0) > (members.get(best) ?? 0) ? id : best,
    );
  }
  if (typeof resource.user_id === 'number' && resource.user_id > 0) return resource.user_id;
  return slot.freeUserIds[0] ?? slot.users[0]?.user_id;
}
