/**
 * The availability's quick read (readAvailability) gives what the schema's read (AvailabilityRead) gives for every
 * answer it takes, and leaves every other answer to the schema: arbitrary answers, well-formed or not.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { AvailabilityRead, readAvailability } from '../../../src/api/resource-read.js';
import { availability } from './fixtures.js';

const time = fc.oneof(
  fc.constantFrom(
    '2026-03-03T09:00:00-05:00',
    '2026-03-03T09:00:00Z',
    '2026-03-03T09:00-05:00',
    '2026-03-03t09:00:00z',
    '2026-03-03T09:00:00.5+0530',
    '2026-03-03T09:00:00+01',
    '2026-02-30T09:00:00Z',
    '09:00',
    '',
  ),
  fc.string(),
  fc.integer(),
);
const anything = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.double(),
  fc.boolean(),
);
const user = fc.record(
  {
    user_id: fc.oneof(fc.integer(), anything),
    name: fc.oneof(fc.string(), anything),
    busy: fc.oneof(fc.boolean(), anything),
    extra: anything,
  },
  { requiredKeys: [] },
);
const slot = fc.record(
  {
    time,
    available: fc.oneof(fc.integer({ min: 0, max: 5 }), anything),
    users: fc.oneof(fc.array(user, { maxLength: 3 }), anything),
  },
  { requiredKeys: [] },
);
const entry = fc.record(
  {
    date: fc.oneof(fc.constantFrom('2026-03-03', '2026-02-29', '2028-02-29', '2026-3-3'), anything),
    timezone: fc.oneof(fc.constant('America/New_York'), anything),
    capacity: fc.oneof(fc.integer({ min: 0, max: 9 }), anything),
    slots: fc.oneof(fc.array(slot, { maxLength: 4 }), anything),
  },
  { requiredKeys: [] },
);

describe('the availability read quickly', () => {
  it('takes the spec’s own form and gives what the schema gives', () => {
    const answer = [availability('2026-03-03'), availability('2026-03-04')];
    const quick = readAvailability(answer);
    expect(quick).to.not.equal(undefined);
    expect(quick).to.deep.equal(AvailabilityRead.parse(answer));
  });

  it('gives what the schema gives for any answer it takes, and leaves the rest to it', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 3 }), anything), (answer) => {
        const quick = readAvailability(answer);
        if (quick === undefined) return;
        taken++;
        expect(quick).to.deep.equal(AvailabilityRead.parse(answer));
      }),
      { numRuns: 2000 },
    );
    expect(taken).to.be.greaterThan(20);
  });
});
