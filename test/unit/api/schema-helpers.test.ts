/**
 * The string formats written as checks (issue 7 budgets) accept exactly what zod's own formats accept, and give
 * the same output.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  boolean,
  httpUrl,
  isoDate,
  isoDateTime,
  queryInt,
} from '../../../src/api/schema-helpers.js';
import { Email } from '../../../src/api/booking-record-schemas.js';

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

describe('api/schema-helpers: zod string formats as checks', () => {
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
