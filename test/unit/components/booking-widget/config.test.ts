/**
 * The attributes read by hand (config.ts) as the zod schema the widget used to read them with: each attribute
 * valid (trimmed where it was), or its default for anything else, on any input.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { LANGUAGES } from '../../../../src/api/contract-values.js';
import { isoDate, matches } from '../../../../src/api/schema-helpers.js';
import { parseConfig, THEMES, VIEWS } from '../../../../src/components/booking-widget/config.js';
import { isValidTimeZone } from '../../../../src/core/zone.js';

/** `schema`, or `fallback` for anything it rejects. */
const orElse = <T extends z.core.SomeType>(schema: T, fallback: z.output<T>) =>
  z.union([
    schema,
    z._default(z.custom<z.output<T>>().check(z.overwrite(() => fallback)), fallback as never),
  ]);
const Schema = z.object({
  resource: orElse(z.string().check(z.trim(), z.minLength(1)), ''),
  view: orElse(z.enum(VIEWS), 'month'),
  timezone: orElse(z.string().check(z.trim(), z.refine(isValidTimeZone)), ''),
  language: orElse(z.enum(LANGUAGES), undefined as never),
  duration: orElse(z.string().check(z.trim(), matches(/^[1-9]\d{0,4}[mhd]$/)), ''),
  date: orElse(isoDate(), ''),
  theme: orElse(z.enum(THEMES), 'light'),
  user: orElse(z.string().check(z.trim(), matches(/^[1-9]\d{0,15}$/)), ''),
  page: orElse(z.string().check(z.trim(), matches(/^[1-9]\d{0,15}$/)), ''),
});
const NAMES = Object.keys(Schema.shape) as (keyof z.infer<typeof Schema>)[];

const value = fc.oneof(
  // prettier-ignore
  fc.constantFrom(
    undefined, null, '', ' ', '101', ' 101 ', 'abc', 'week', 'day', 'Month', 'dark', 'auto', 'Europe/Berlin',
    ' America/New_York ', 'Mars/Olympus', 'de', 'en-US', 'EN', '30m', ' 1h ', '0m', '2026-11-17', '2026-02-29',
    ' 2026-11-17', '9', '0', '12345678901234567',
  ),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.boolean(),
);

describe('the widget’s attributes read by hand', () => {
  it('reads each attribute as the schema did', () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(NAMES.map((name) => [name, value]))), (element) => {
        const input = Object.fromEntries(NAMES.map((name) => [name, element[name]]));
        expect(parseConfig(element)).to.deep.equal(Schema.parse(input));
      }),
      { numRuns: 1500 },
    );
  });

  it('gives the defaults before the first update', () => {
    expect(parseConfig({})).to.deep.equal({
      resource: '',
      view: 'month',
      timezone: '',
      language: undefined,
      duration: '',
      date: '',
      theme: 'light',
      user: '',
      page: '',
    });
  });
});
