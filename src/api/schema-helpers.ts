/**
 * The schema helpers the contract's modules share. zod's string formats (email, url, iso.date, iso.datetime) are
 * written here as checks on z.string() with zod's own patterns (zod/v4/core/regexes.js, $ZodURL): each zod format
 * is a schema kind of its own in the shared chunk (size budgets), a check costs only its pattern.
 */
import * as z from 'zod/mini';

// No generated code: zod compiles a parser per object schema with `new Function` unless told not to, which a
// strict CSP (no 'unsafe-eval') refuses and reports, and which costs more than it saves for records parsed once
// or twice, as the widget's are (each first parse paid the compile before the first times were shown). Set before
// any schema is made: an object schema reads it when it is made.
z.config({ jitless: true });

type Schema = z.core.SomeType;

/** Marks the null option of nullable(): issuesToDetails never reports it. */
export const NULL_OPTION = 'null_option';
/** z.nullable(schema) as a union with null (size budgets: no $ZodNullable kind). */
export const nullable = <T extends Schema>(schema: T) =>
  z.union([schema, z.custom<null>((value) => value === null, { params: { [NULL_OPTION]: true } })]);
/** Nullable and optional: what the spec calls "nullable" (a field the service may omit or null). */
export const nullish = <T extends Schema>(schema: T) => z.optional(nullable(schema));
/** Nullable with a default for a missing value (null is kept: it means "unset" to the service). */
export const nullishDefault = <T extends Schema>(schema: T, value: z.output<T> & {}) =>
  z._default(nullable(schema), value as never);

// prettier-ignore
const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
const TIME = String.raw`T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?`;
const ISO_DATE = new RegExp(`^${DATE}$`);
/** What isoDate() accepts: a calendar date YYYY-MM-DD. */
export const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value);
const OFFSET = String.raw`(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)`;

/**
 * z.regex(pattern, message) as a refinement, zod's English message when none is given (size budgets: no
 * $ZodCheckStringFormat / $ZodCheckRegex classes). For patterns without the g or y flag (no lastIndex state).
 */
export const matches = (
  pattern: RegExp,
  message = `Invalid string: must match pattern ${pattern}`,
) => z.refine<string>((value) => pattern.test(value), message);

/** z.iso.date(): a calendar date YYYY-MM-DD. */
export const isoDate = () => z.string().check(matches(ISO_DATE, 'Invalid ISO date'));
/**
 * z.iso.datetime({ offset: true }): ISO 8601 date-time with seconds and a UTC offset or Z; with `utc`,
 * z.iso.datetime(): Z only.
 */
export const isoDateTime = (utc?: boolean) =>
  z
    .string()
    .check(matches(new RegExp(`^${DATE}${TIME}${utc ? 'Z' : OFFSET}$`), 'Invalid ISO datetime'));

/** What z.url({ protocol: /^https?$/ }) accepts: `http://` or `https://` (any case) and parseable. */
function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
/** z.url({ protocol: /^https?$/ }): trimmed, without the tabs and newlines the URL parser ignores. */
export const httpUrl = () =>
  z.string().check(
    z.trim(),
    z.refine(isHttpUrl, 'Invalid URL'),
    z.overwrite((value) => value.replace(/[\t\n\r]/g, '')),
  );

/** z.boolean() as a check on a custom schema (size budgets: no $ZodBoolean kind). */
export const boolean = () =>
  z.custom<boolean>((value) => typeof value === 'boolean', 'Invalid input: expected boolean');
/**
 * z.gte(n), z.gt(n), z.lte(n) on numbers as refinements with zod's English messages (size budgets: no
 * $ZodCheckGreaterThan / $ZodCheckLessThan classes).
 */
export const atLeast = (n: number) =>
  z.refine<number>((value) => value >= n, `Too small: expected number to be >=${n}`);
export const above = (n: number) =>
  z.refine<number>((value) => value > n, `Too small: expected number to be >${n}`);
export const atMost = (n: number) =>
  z.refine<number>((value) => value <= n, `Too big: expected number to be <=${n}`);
/** z.catchall without its def-merging helper (size budgets): the object's def cloned with the catchall. */
export const catchall = <T extends z.ZodMiniObject, U extends z.core.$ZodType>(
  object: T,
  rest: U,
) =>
  object.clone({ ...object.def, catchall: rest }) as unknown as z.ZodMiniObject<
    T['shape'],
    z.core.$catchall<U>
  >;
/** z.int(): a safe integer. */
export const int = () => z.refine(Number.isSafeInteger, 'must be an integer');
/** A query parameter's integer: a number or a numeric string. */
export const queryInt = () => z.coerce.number().check(int());

// ------------------------------------------------------------------------------ tolerant reads

/** A schema that accepts any value and gives `read(value)`: how the read schemas coerce what they can use. */
export const coerce = <T>(read: (value: unknown) => T) =>
  z.custom<T>().check(z.overwrite((value: unknown) => read(value) as never));

/**
 * `schema`, or `fallback()` for any value it refuses (a missing one included): a field the widget can do
 * without, so a value it cannot read is unknown-but-harmless rather than a reason to refuse the record.
 */
export const lenient = <T extends Schema>(schema: T, fallback: () => z.output<T>) =>
  // The default makes the fallback apply to a missing key too (a key without one must be present).
  z.union([schema, z._default(coerce(fallback), fallback as never)]) as unknown as T;

/** A list whose items `item` refuses are left out (the rest of the list is still used). */
export const listOf = <T extends Schema>(item: T) =>
  z
    .array(z.union([item, coerce(() => undefined)]))
    .check(
      z.overwrite((items) => items.filter((entry) => entry !== undefined) as never),
    ) as unknown as z.ZodMiniArray<T>;

/**
 * Each field of `shape` made lenient with the value its schema gives a missing field (its default, or
 * nothing), so only the fields without one (required, and not in `overrides`) can refuse the object.
 */
export function tolerant<S extends Record<string, z.core.$ZodType>>(
  shape: S,
  overrides: Partial<Record<keyof S, Schema>> = {},
) {
  const fields: Record<string, Schema> = {};
  for (const key of Object.keys(shape)) {
    const own = (overrides[key] ?? shape[key]) as z.ZodMiniType;
    const missing = own.safeParse(undefined);
    fields[key] = missing.success ? lenient(own, () => own.parse(undefined)) : own;
  }
  return z.object(fields) as unknown as z.ZodMiniObject<S>;
}

const DATE_TIME =
  /^(\d{4}-\d\d-\d\d)[Tt ]((?:[01]\d|2[0-3]):[0-5]\d)(:[0-5]\d(?:\.\d+)?)?(Z|z|[+-](?:[01]\d|2[0-3]):?[0-5]\d|[+-](?:[01]\d|2[0-3]))$/;

/**
 * An ISO 8601 date-time with a UTC offset in the form the widget works with (`2026-03-08T09:00:00+01:00`):
 * seconds added when missing, `z` or a `+0100` / `+01` offset rewritten; '' when it is not one.
 */
export function normalizeDateTime(value: unknown): string {
  const match = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!match || !ISO_DATE.test(match[1]!)) return '';
  const zone = match[4]!;
  const offset = /^z$/i.test(zone)
    ? 'Z'
    : `${zone.slice(0, 3)}:${zone.length > 3 ? zone.slice(-2) : '00'}`;
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}${offset}`;
}

/** A date-time with a UTC offset, normalized (normalizeDateTime); refused with the field named otherwise. */
export const instant = () =>
  coerce(normalizeDateTime).check(
    z.refine(
      (value: string) => value !== '',
      'Invalid ISO datetime: expected a date-time with a UTC offset',
    ),
  );
