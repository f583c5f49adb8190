/**
 * The schema helpers the contract's modules share. zod's string formats (email, url, iso.date, iso.datetime) are
 * written here as checks on z.string() with zod's own patterns (zod/v4/core/regexes.js, $ZodURL): each zod format
 * is a schema kind of its own in the shared chunk (size budgets), a check costs only its pattern.
 */
import * as z from 'zod/mini';
import { NULL_OPTION } from './issue-details.js';
import {
  DATE,
  ISO_DATE,
  isHttpUrl,
  OFFSET,
  TIME,
  isIsoDate,
  normalizeDateTime,
} from './value-forms.js';

export { isIsoDate, normalizeDateTime };

// No generated code: zod compiles a parser per object schema with `new Function` unless told not to, which a
// strict CSP (no 'unsafe-eval') refuses and reports, and which costs more than it saves for records parsed once
// or twice, as the widget's are (each first parse paid the compile before the first times were shown). Set before
// any schema is made: an object schema reads it when it is made.
z.config({ jitless: true });

type Schema = z.core.SomeType;

export { NULL_OPTION };
/** z.nullable(schema) as a union with null (size budgets: no $ZodNullable kind). */
export const nullable = <T extends Schema>(schema: T) =>
  z.union([schema, z.custom<null>((value) => value === null, { params: { [NULL_OPTION]: true } })]);
/** Nullable and optional: what the spec calls "nullable" (a field the service may omit or null). */
export const nullish = <T extends Schema>(schema: T) => z.optional(nullable(schema));
/** Nullable with a default for a missing value (null is kept: it means "unset" to the service). */
export const nullishDefault = <T extends Schema>(schema: T, value: z.output<T> & {}) =>
  z._default(nullable(schema), value as never);

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

/** A date-time with a UTC offset, normalized (normalizeDateTime); refused with the field named otherwise. */
export const instant = () =>
  coerce(normalizeDateTime).check(
    z.refine(
      (value: string) => value !== '',
      'Invalid ISO datetime: expected a date-time with a UTC offset',
    ),
  );
