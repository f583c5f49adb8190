/**
 * The string formats written as checks (size budgets) accept exactly what zod's own formats accept, and give
 * the same output.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  above,
  atLeast,
  atMost,
  boolean,
  catchall,
  httpUrl,
  isoDate,
  isoDateTime,
  matches,
  nullish,
  nullishDefault,
  queryInt,
} from '../../../src/api/schema-helpers.js';
import { Email } from '../../../src/api/booking-record-schemas.js';
import { issuesToDetails } from '../../../src/api/booking-schemas.js';

function sameAs(ours: z.ZodMiniType, zods: z.ZodMiniType, inputs: unknown[]): void {
  for (const input of inputs) {
    const [mine, theirs] = [ours.safeParse(input), zods.safeParse(input)];
    expect(mine.success, JSON.stringify(input)).to.equal(theirs.success);
    expect(mine.data, JSON.stringify(input)).to.equal(theirs.data);
  }
}

const DATES = [
  '2026-03-01', '2024-02-29', '2000-02-29', '1900-02-29', '2023-02-29', '2026-04-31', '2026-12-31',
  '2026-13-01', '2026-00-10', '2026-1-01', '26-03-01', ' 2026-03-01', '2026-03-01T00:00:00Z', '', 7,
]; // prettier-ignore
const TIMES = [
  'T10:00:00Z', 'T10:00:00.123Z', 'T23:59:59+05:30', 'T10:00:00-00:00', 'T10:00Z', 'T10:00:00',
  'T24:00:00Z', 'T10:60:00Z', 'T10:00:00+24:00', 'T10:00:00+0530', 'T10:00:00.Z', 't10:00:00Z',
]; // prettier-ignore

describe("api/schema-helpers: zod formats, kinds and checks written with zod's public functions", () => {
  it('isoDate is z.iso.date()', () => {
    sameAs(isoDate(), z.iso.date(), DATES);
  });

  it('isoDateTime() is z.iso.datetime({ offset: true }); isoDateTime(true) is z.iso.datetime()', () => {
    const inputs = ['2026-03-01', '2024-02-29', '2023-02-29', '2026-04-31'].flatMap((date) =>
      TIMES.map((time) => date + time),
    );
    sameAs(isoDateTime(), z.iso.datetime({ offset: true }), [...inputs, null, '']);
    sameAs(isoDateTime(true), z.iso.datetime(), [...inputs, null, '']);
  });

  it('Email is z.email()', () => {
    sameAs(Email, z.email(), [
      'ada@example.com', "o'neil+tag@mail.example.co.uk", 'a.b-c_d@x-y.io', 'a@b.c', '.ada@example.com',
      'ada.@example.com', 'a..b@example.com', 'ada@example', 'ada@-example.com', 'ada example@x.com',
      'ada@example.com ', 'äda@example.com', '@example.com', 'ada@@example.com', '', 5,
    ]); // prettier-ignore
  });

  it('httpUrl is z.url({ protocol: /^https?$/ }), output included', () => {
    sameAs(httpUrl(), z.url({ protocol: /^https?$/ }), [
      'https://book.example.com/x', 'HTTP://Example.com', '  https://example.com/a?b=1#c  ',
      'https://exa\nmple.com/\tpath', 'http:example.com', 'https:/path', 'ftp://example.com',
      'javascript:alert(1)', '//example.com', 'not a url', 'https://', 'http://[::1]:8080/',
      'https://exa mple.com', '', 3,
    ]); // prettier-ignore
  });

  it('boolean is z.boolean(), and its message says what it expects', () => {
    sameAs(boolean(), z.boolean(), [
      true,
      false,
      'true',
      'false',
      0,
      1,
      null,
      undefined,
      {},
      [],
      NaN,
    ]);
    expect(boolean().safeParse('yes').error?.issues[0]?.message).to.equal(
      'Invalid input: expected boolean',
    );
  });

  it("atLeast, above and atMost are z.gte, z.gt and z.lte, with zod's English messages", () => {
    const english = { error: z.locales.en().localeError };
    const inputs = [-1, 0, 0.05, 0.1, 0.5, 1, 119.9, 120, 120.5, 1000, 'x', null, NaN, Infinity];
    const pairs: Array<[z.core.$ZodCheck<number>, z.core.$ZodCheck<number>]> = [
      [atLeast(0.1), z.gte(0.1)],
      [atLeast(0), z.gte(0)],
      [above(0), z.gt(0)],
      [atMost(120), z.lte(120)],
    ];
    for (const [ours, zods] of pairs) {
      const [mine, theirs] = [z.number().check(ours), z.number().check(zods)];
      sameAs(mine, theirs, inputs);
      for (const input of inputs) {
        const messages = [mine, theirs].map((schema) =>
          schema.safeParse(input, english).error?.issues.map((issue) => issue.message),
        );
        expect(messages[0], String(input)).to.deep.equal(messages[1]);
      }
    }
    expect(z.number().check(atMost(120)).safeParse(121).error?.issues[0]?.message).to.equal(
      'Too big: expected number to be <=120',
    );
  });

  it('catchall is z.catchall: the same values accepted, extra keys kept and checked', () => {
    const shapes = () => [z.object({}), z.object({ type: z.string() })];
    const inputs = [
      {},
      { type: 'event', seats: 500, a: 'b' },
      { type: 'event', a: 1 },
      { type: 7, a: 'b' },
      JSON.parse('{"__proto__": "x", "a": "b"}'),
      [],
      null,
      'x',
    ];
    for (const rest of [() => z.string(), () => z.custom<unknown>()]) {
      const [ours, zods] = [catchall, z.catchall].map((make) =>
        shapes().map((object) => make(object, rest())),
      );
      ours!.forEach((schema, index) => {
        for (const input of inputs) {
          const [mine, theirs] = [schema, zods![index]!].map((s) => s.safeParse(input));
          expect(mine!.success, JSON.stringify(input)).to.equal(theirs!.success);
          expect(mine!.data, JSON.stringify(input)).to.deep.equal(theirs!.data);
          expect(mine!.error?.issues, JSON.stringify(input)).to.deep.equal(theirs!.error?.issues);
        }
      });
    }
  });

  it("matches is z.regex, with its message or zod's English one", () => {
    const english = { error: z.locales.en().localeError };
    const inputs = ['abc-_09', 'a b', '', 'x\n', 7, null, undefined];
    for (const message of [undefined, 'must be a key']) {
      const pattern = /^[A-Za-z0-9_-]+$/;
      const [mine, theirs] = [matches(pattern, message), z.regex(pattern, message)].map((check) =>
        z.string().check(check),
      );
      sameAs(mine!, theirs!, inputs);
      for (const input of inputs) {
        const messages = [mine!, theirs!].map((schema) =>
          schema.safeParse(input, english).error?.issues.map((issue) => issue.message),
        );
        expect(messages[0], String(input)).to.deep.equal(messages[1]);
      }
    }
    expect(z.string().check(matches(/^\d+$/)).safeParse('1a').error?.issues[0]?.message).to.equal(
      'Invalid string: must match pattern /^\\d+$/',
    );
  });

  it('nullish and nullishDefault are z.nullable inside z.optional / z._default, field errors named alike', () => {
    const english = { error: z.locales.en().localeError };
    const inners = [
      () => z.string().check(z.maxLength(3)),
      () => z.enum(['a', 'b']),
      () => z.object({ type: z.enum(['x']), n: z.number() }),
    ];
    const inputs = [
      null,
      undefined,
      'ab',
      'abcd',
      'c',
      5,
      { type: 'x', n: 1 },
      { type: 'y', n: 1 },
      { type: 'x' },
      {},
    ];
    for (const inner of inners) {
      const pairs = [
        [nullish(inner()), z.optional(z.nullable(inner()))],
        [nullishDefault(inner(), null as never), z._default(z.nullable(inner()), null as never)],
      ];
      for (const [ours, zods] of pairs) {
        const [mine, theirs] = [ours!, zods!].map((field) => z.object({ field }));
        for (const input of inputs) {
          const [a, b] = [mine!, theirs!].map((schema) =>
            schema.safeParse({ field: input }, english),
          );
          const what = JSON.stringify(input) ?? 'undefined';
          expect(a!.success, what).to.equal(b!.success);
          expect(a!.data, what).to.deep.equal(b!.data);
          if (a!.error)
            expect(issuesToDetails(a!.error), what).to.deep.equal(issuesToDetails(b!.error!));
        }
      }
    }
  });

  it('queryInt is z.coerce.number() with z.int()', () => {
    sameAs(queryInt(), z.coerce.number().check(z.int()), [
      0,
      7,
      -3,
      '12',
      '1.5',
      1.5,
      2 ** 53,
      2 ** 53 - 1,
      -(2 ** 53),
      'x',
      '',
      null,
      Infinity,
    ]);
  });
});
