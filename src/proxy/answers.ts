/**
 * What the proxy knows about the answers it shares: the dates a booking
 * touches, and how a slot list read before a booking is corrected for the slot that booking took.
 * Pure functions, no I/O: the same in every runtime.
 */

/** One read's answer as the proxy keeps it. */
export interface CachedAnswer {
  status: number;
  body: string;
  contentType: string;
  /** When the upstream call that produced it was sent (ms since the epoch). */
  fetchedAt: number;
}

/** A slot a booking through the proxy has just taken. */
export interface TakenSlot {
  /** As the booking's answer names it; absent when it doesn't. */
  resourceId?: string;
  hostId?: number;
  /** The booking's start and end, ms since the epoch. */
  start: number;
  end: number;
}

/**
 * A booking, reschedule or cancel seen by the proxy: every availability answer covering `from`…`to`
 * that was fetched before `at` is out of date, and must not show `taken`.
 */
export interface Invalidation {
  id: string;
  /** When the write's answer arrived (ms since the epoch). */
  at: number;
  /** Dates (`YYYY-MM-DD`, inclusive) whose slot lists may have changed. */
  from: string;
  to: string;
  /** Only this resource's slot lists (a refused booking); absent: every resource (hosts are shared). */
  resourceId?: string;
  taken?: TakenSlot;
}

/** A read the proxy may share between visitors. */
export interface SharedRead {
  key: string;
  kind: 'resource' | 'availability';
  /** The id as the path carries it: digits or opaque (spec §2.2), never rewritten (canonical.ts). */
  resourceId: string;
  /** For availability: the dates asked for. */
  from?: string;
  to?: string;
  /** For availability: the slot length asked for, when the query names one. */
  durationMinutes?: number;
}

const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The dates a booking from `start` to `end` (UTC instants) may fall on in any time zone: its UTC
 * dates widened by a day each side (zones are within ±14 h of UTC).
 */
export function datesAround(start: number, end: number): { from: string; to: string } {
  return { from: isoDay(start - DAY_MS), to: isoDay(Math.max(start, end) + DAY_MS) };
}

/** Every date: for a write whose answer the proxy can't read. */
export const ALL_DATES = { from: '0000-01-01', to: '9999-12-31' } as const;

const overlapsDates = (read: SharedRead, inv: Invalidation) =>
  read.from !== undefined &&
  read.to !== undefined &&
  read.from <= inv.to &&
  inv.from <= read.to &&
  (inv.resourceId === undefined || inv.resourceId === read.resourceId);

/**
 * The invalidations an answer predates, among `recent`. An answer fetched in the same millisecond as a
 * write's answer arrived counts as older (it may have been computed before the write), and `skewMs`
 * widens that by the clock difference allowed between instances.
 */
export function invalidationsOf(
  read: SharedRead,
  answer: CachedAnswer,
  recent: readonly Invalidation[],
  skewMs = 0,
): Invalidation[] {
  if (read.kind !== 'availability') return [];
  return recent.filter((inv) => answer.fetchedAt <= inv.at + skewMs && overlapsDates(read, inv));
}

interface SlotUserShape {
  user_id?: unknown;
  busy?: unknown;
}
/** A resource's `break` (spec §2.3): the time the service keeps free before and after each booking. */
export interface BreakGap {
  beforeMs: number;
  afterMs: number;
}
export const NO_GAP: BreakGap = { beforeMs: 0, afterMs: 0 };

interface SlotShape {
  time?: unknown;
  available?: unknown;
  users?: unknown;
}
interface EntryShape {
  capacity?: unknown;
  slots?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Takes each slot in `taken` out of an availability answer read before it was booked: the host who took
 * it is busy there (one fewer free host), a group event has one seat fewer, and a slot left with
 * nothing available is dropped. Slots that merely overlap the booking, or the resource's break before or
 * after it (`gap`, as the service keeps it free), count as taken for that host.
 * An answer that is not a slot list is returned as it is.
 */
export function withoutTaken(
  body: string,
  read: SharedRead,
  taken: readonly TakenSlot[],
  gap: BreakGap = NO_GAP,
): string {
  if (taken.length === 0) return body;
  let entries: unknown;
  try {
    entries = JSON.parse(body);
  } catch {
    return body;
  }
  if (!Array.isArray(entries)) return body;
  for (const entry of entries as unknown[]) {
    if (!isRecord(entry) || !Array.isArray(entry['slots'])) continue;
    const shaped = entry as EntryShape;
    const capacity = typeof shaped.capacity === 'number' ? shaped.capacity : 1;
    entry['slots'] = (entry['slots'] as unknown[]).filter(
      (slot) => !isRecord(slot) || takeFrom(slot as SlotShape, capacity, read, taken, gap),
    );
  }
  return JSON.stringify(entries);
}

/** Applies `taken` to one slot (in place); false when the slot has nothing left. */
function takeFrom(
  slot: SlotShape,
  capacity: number,
  read: SharedRead,
  taken: readonly TakenSlot[],
  gap: BreakGap,
): boolean {
  const start = typeof slot.time === 'string' ? Date.parse(slot.time) : NaN;
  if (Number.isNaN(start) || typeof slot.available !== 'number') return true;
  const users = Array.isArray(slot.users) ? (slot.users as unknown[]).filter(isRecord) : [];
  const isGroup = users.length <= 1 && capacity > 1;
  let available = slot.available;
  for (const booking of taken) {
    const length = read.durationMinutes
      ? read.durationMinutes * 60_000
      : Math.max(60_000, booking.end - booking.start);
    if (!(start < booking.end + gap.afterMs && start + length > booking.start - gap.beforeMs))
      continue;
    const sameSeat =
      (booking.resourceId === undefined || booking.resourceId === read.resourceId) &&
      start === booking.start;
    const host = users.find((u) => (u as SlotUserShape).user_id === booking.hostId) as
      SlotUserShape | undefined;
    if (isGroup && sameSeat) {
      available -= 1;
      if (available <= 0 && host) host.busy = true;
    } else if (host && host.busy !== true) {
      host.busy = true;
      available = isGroup ? 0 : available - 1;
    } else if (booking.hostId === undefined && sameSeat) {
      available -= 1;
    }
  }
  slot.available = Math.max(0, available);
  return available > 0;
}
