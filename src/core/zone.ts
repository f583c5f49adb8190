/**
 * Time zone facts shared by the core modules: validity, offsets and instant → local wall time, fast enough to
 * regroup a dense month (thousands of slots) within a frame.
 */
import { IANAZone } from 'luxon';

const validity = new Map<string, boolean>();

/** Whether `zone` is an IANA time zone name this browser knows (or `UTC`). */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  let valid = validity.get(zone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(zone);
    validity.set(zone, valid);
  }
  return valid;
}

/** The browser's own zone (`Intl`), or UTC where it reports none. */
export function browserTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : 'UTC';
}

/** The first valid zone of the candidates (attribute, resource, browser…), else UTC. */
export function resolveTimeZone(...candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) if (isValidTimeZone(candidate)) return candidate;
  return 'UTC';
}

/** UTC offset of `zone` at `epochMs`, in minutes (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 0;
  return IANAZone.create(zone).offset(epochMs);
}

/** Local wall time of an instant in a zone. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm (24-hour) */
  time: string;
  offsetMinutes: number;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));
const pad4 = (value: number) => String(value).padStart(4, '0');

/** Splits `epochMs + offset` into a date and time, reading the fields of a UTC `Date`. */
export function wallTimeAt(epochMs: number, offsetMinutes: number): WallTime {
  const local = new Date(epochMs + offsetMinutes * 60_000);
  return {
    date: `${pad4(local.getUTCFullYear())}-${pad2(local.getUTCMonth() + 1)}-${pad2(local.getUTCDate())}`,
    time: `${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`,
    offsetMinutes,
  };
}

/**
 * Converts many instants of one zone: the offset is looked up once per UTC day (twice: its start and end) and
 * per instant only on a day where the offset changes (a DST day).
 */
export function createWallClock(zone: string): (epochMs: number) => WallTime {
  const days = new Map<number, number | null>();
  return (epochMs) => {
    const day = Math.floor(epochMs / 86_400_000);
    let offset = days.get(day);
    if (offset === undefined) {
      const start = zoneOffsetMinutes(zone, day * 86_400_000);
      const end = zoneOffsetMinutes(zone, (day + 1) * 86_400_000 - 1);
      offset = start === end ? start : null;
      days.set(day, offset);
    }
    return wallTimeAt(epochMs, offset ?? zoneOffsetMinutes(zone, epochMs));
  };
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(zone: string, now: Date | number = Date.now()): string {
  const epochMs = typeof now === 'number' ? now : now.getTime();
  return wallTimeAt(epochMs, zoneOffsetMinutes(resolveTimeZone(zone), epochMs)).date;
}

/** An instant as UTC ISO 8601 without milliseconds: `2026-03-08T14:30:00Z` (the booking request's form). */
export function toUtcIso(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
