/**
 * Time zone facts shared by the core modules, on the platform's own tz database (`Intl`, no library): validity,
 * offsets, instant → local wall time and back (DST gaps and overlaps resolved like luxon), and ISO 8601
 * parsing. Fast enough to regroup a dense month (thousands of slots) within a frame.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const isUtc = (zone: string) => zone === 'UTC' || zone === 'Etc/UTC';

const cache = new Map<string, unknown>();

/** The value kept under `key`, created on first use (Intl objects cost far more to create than to use). */
export function memo<T>(key: string, create: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (value === undefined) cache.set(key, (value = create()));
  return value;
}

/** Whether `zone` is an IANA time zone name this browser knows (or `UTC`). */
export function isValidTimeZone(zone: unknown): zone is string {
  return (
    typeof zone === 'string' &&
    zone !== '' &&
    memo(`zone?${zone}`, () => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone }).format();
        return true;
      } catch {
        return false;
      }
    })
  );
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

/** Calendar and clock fields of a wall time (month 1–12). */
export interface WallClockFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatter = (zone: string) =>
  memo(
    `parts:${zone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      }),
  );

/**
 * The wall clock of an instant in a zone (seconds precision). An unknown zone throws a RangeError, as Intl
 * does; callers pass zones through `resolveTimeZone` first.
 */
export function wallClockIn(zone: string, epochMs: number): WallClockFields {
  const fields: WallClockFields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const { type, value } of partsFormatter(zone).formatToParts(epochMs)) {
    if (type === 'era') bc = /^b/i.test(value);
    else if (type in fields) fields[type as keyof WallClockFields] = Number(value);
  }
  if (bc) fields.year = 1 - fields.year;
  // Some engines still print midnight as 24 despite h23.
  if (fields.hour === 24) fields.hour = 0;
  return fields;
}

/** Epoch milliseconds of wall-clock fields read as UTC (years 0–99 included, unlike `Date.UTC`). */
export function utcFromFields(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  if (year >= 0 && year < 100) date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** UTC offset of `zone` at `epochMs`, in minutes (e.g. -300 for New York in winter). */
export function zoneOffsetMinutes(zone: string, epochMs: number): number {
  if (isUtc(zone)) return 0;
  const wall = wallClockIn(zone, epochMs);
  const asUtc = utcFromFields(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSecond = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return (asUtc - wholeSecond) / MINUTE_MS;
}

/**
 * The instant of a wall-clock time in a zone (`localMs` = the wall time's fields read as UTC, see
 * `utcFromFields`). Two passes of offset correction: the offset a day before is tried first, then the offset
 * it leads to. A time that happens twice (the hour a DST end repeats) is its EARLIER instant; a time that
 * never happens (the hour a DST start skips) moves forward by the gap (02:30 → 03:30), as luxon does.
 */
export function instantOfWallClock(zone: string, localMs: number): number {
  if (isUtc(zone)) return localMs;
  const before = zoneOffsetMinutes(zone, localMs - DAY_MS);
  const guess = localMs - before * MINUTE_MS;
  const offset = zoneOffsetMinutes(zone, guess);
  if (offset === before) return guess;
  const corrected = localMs - offset * MINUTE_MS;
  if (zoneOffsetMinutes(zone, corrected) === offset) return corrected;
  // In a gap: keep the offset in force before it, which lands the same distance past the change.
  return guess;
}

const ISO_DATE_TIME =
  /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?)?)?(?:\s*(Z|[+-]\d{2}(?::?\d{2})?))?$/i;

/**
 * Epoch milliseconds of an ISO 8601 date or date-time: `2026-03-08`, `2026-03-08T09:30`,
 * `2026-03-08T09:30:00.000-05:00`, `…Z`, `…+0530`. Without an offset it is a wall time in `zone` (default UTC).
 * NaN when the text is not a valid ISO 8601 date-time (month 13, February 30, 25:00…).
 */
export function parseIsoInstant(text: string, zone = 'UTC'): number {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hour = Number(match[4] ?? 0);
  const minute = Number(match[5] ?? 0);
  const second = Number(match[6] ?? 0);
  const millisecond = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
    return Number.NaN;
  const localMs = utcFromFields(year, month, day, hour, minute, second, millisecond);
  if (new Date(localMs).getUTCDate() !== day) return Number.NaN;
  const offsetText = match[8];
  if (offsetText === undefined) return instantOfWallClock(resolveTimeZone(zone), localMs);
  if (/^z$/i.test(offsetText)) return localMs;
  const digits = offsetText.replace(':', '');
  const offsetMinutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0);
  if (offsetMinutes > 18 * 60) return Number.NaN;
  return localMs - (digits[0] === '-' ? -offsetMinutes : offsetMinutes) * MINUTE_MS;
}

/** Local wall time of an instant in a zone. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm (24-hour) */
  time: string;
  offsetMinutes: number;
}

/** Splits `epochMs + offset` into a date and time, reading the fields of a UTC `Date`. */
export function wallTimeAt(epochMs: number, offsetMinutes: number): WallTime {
  const local = new Date(epochMs + offsetMinutes * MINUTE_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), offsetMinutes };
}

/**
 * Converts many instants of one zone: the offset is looked up once per UTC day (twice: its start and end) and
 * per instant only on a day where the offset changes (a DST day).
 */
export function createWallClock(zone: string): (epochMs: number) => WallTime {
  const days = new Map<number, number | null>();
  return (epochMs) => {
    const day = Math.floor(epochMs / DAY_MS);
    let offset = days.get(day);
    if (offset === undefined) {
      const start = zoneOffsetMinutes(zone, day * DAY_MS);
      const end = zoneOffsetMinutes(zone, (day + 1) * DAY_MS - 1);
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

/** The date (YYYY-MM-DD) of an instant in a zone ('' for an invalid instant). */
export function dateInZone(instant: string | number, zone: string): string {
  const epochMs = typeof instant === 'number' ? instant : parseIsoInstant(instant);
  return Number.isNaN(epochMs) ? '' : todayIn(zone, epochMs);
}

/** An instant as UTC ISO 8601 without milliseconds: `2026-03-08T14:30:00Z` (the booking request's form); '' for NaN. */
export function toUtcIso(epochMs: number): string {
  if (!Number.isFinite(epochMs)) return '';
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
