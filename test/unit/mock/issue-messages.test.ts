/**
 * The mock's 400 details say what is wrong in zod's English: its own message map gives the same text as zod's
 * English locale for every issue the contract's schemas raise.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import {
  BookingRequest,
  Link,
  ListBookingsQuery,
  ListResourcesQuery,
  Resource,
} from '../../../src/api/schemas.js';
import { issueMessage } from '../../../src/mock/issue-messages.js';
import * as fixtures from '../api/fixtures.js';

const english = z.locales.en().localeError!;

function messages(schema: z.ZodMiniType, value: unknown, error: z.core.$ZodErrorMap): string[] {
  const result = z.safeParse(schema, value, { error });
  expect(result.success, String(JSON.stringify(value)).slice(0, 80)).to.equal(false);
  const lines: string[] = [];
  const visit = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]) => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path];
      lines.push(`${path.join('.')}: ${issue.message}`);
      if (issue.code === 'invalid_union') for (const branch of issue.errors) visit(branch, path);
    }
  };
  visit(result.error!.issues, []);
  return lines;
}

const cases: Array<[string, z.ZodMiniType, unknown]> = [
  [
    'wrong types, enums, bounds and a union',
    Resource,
    {
      ...fixtures.oneOnOne(),
      page_id: 0,
      name: 'x'.repeat(121),
      slug: 7,
      description: null,
      color: ['#fff'],
      rank: Number.NaN,
      is_template: 'yes',
      language: 'xx',
      type: 'webinar',
      questions: [{ name: 'q', label: 5 }],
      durations: [],
      period: { type: 'calendar_days', days: -1 },
      break: { after: 121, before: Infinity },
      settings: { hosts: Array.from({ length: 11 }, () => ({})) },
    },
  ],
  ['a missing body', Resource, undefined],
  [
    'patterns, lengths and nested arrays',
    BookingRequest,
    {
      ...fixtures.bookingRequest(),
      resource: { resource_id: 'abc' },
      host: { user_id: -2 },
      invitees: [{ name: ' ', email: 'nobody', questions: [{ name: 'n', value: 5 }] }],
      guests: 'a@b.co',
    },
  ],
  ['a link key pattern and its params', Link, { ...fixtures.link(), key: 'a b', params: { a: 1 } }],
  [
    'query integers and dates',
    ListBookingsQuery,
    { status: 'done', resource_id: 'x', offset: '-1', limit: '1001', start: '2026-02-30' },
  ],
  ['list sort and booleans', ListResourcesQuery, { sort: 5, download: 'true', limit: 0 }],
];

describe('mock issue messages', () => {
  for (const [what, schema, value] of cases) {
    it(`match zod's English locale: ${what}`, () => {
      const ours = messages(schema, value, issueMessage);
      expect(ours.length).to.be.greaterThan(0);
      expect(ours).to.deep.equal(messages(schema, value, english));
    });
  }

  it('name what was expected and what came', () => {
    expect(
      messages(Resource, { ...fixtures.oneOnOne(), slug: 7, name: '' }, issueMessage),
    ).to.include.members([
      'slug: Invalid input: expected string, received number',
      'name: Too small: expected string to have >=1 characters',
    ]);
  });
});
