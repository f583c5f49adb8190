/**
 * The booking's hand-written checks (booking-checks.ts) accept exactly what the contract's schemas accept: an
 * e-mail address (Email), a file answer (FileAnswer), the `POST /bookings` body (BookingRequest) and the lookup's
 * query (ListBookingsQuery), on requests built as the widget builds them and on those requests changed anywhere.
 * What a hand check refuses goes to the schema, so it may only ever refuse more, never less: a request the schema
 * refuses never leaves.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  BookingRequest,
  Email,
  FileAnswer,
  ListBookingsQuery,
} from '../../../src/api/booking-record-schemas.js';
import {
  isBookingRequest,
  isEmail,
  isFileAnswer,
  isListBookingsQuery,
} from '../../../src/api/booking-checks.js';
import { LANGUAGES, LOCATION_TYPES } from '../../../src/api/contract-values.js';

const emails = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    'ana@example.com',
    'a@b.co',
    'a@b',
    'a.@b.co',
    ".o'neil+x@sub.example.org",
    'x@-a.io',
    'x@a.i',
    ' a@b.co',
    'A@B.CO',
    '',
    'a@@b.co',
  ),
  fc.string({ maxLength: 12 }),
);

const instants = fc.oneof(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-03-03T09:00:00Z',
    '2026-03-03T09:00:00+00:00',
    '2026-03-03T09:00:00+01:00',
    '2026-03-03T09:00Z',
    '2026-02-29T09:00:00Z',
    '2028-02-29T09:00:00.5Z',
    '2026-03-03 09:00:00Z',
    '2026-03-03',
  ),
);

const files = fc.record(
  {
    name: fc.oneof(fc.constantFrom('cv.pdf', '', 'x'.repeat(256)), fc.string({ maxLength: 6 })),
    type: fc.oneof(fc.constantFrom('application/pdf', '', 'x'.repeat(256)), fc.string()),
    size: fc.oneof(
      fc.constantFrom(0, 1, 1_000_000, 1_000_001, -1, Number.NaN, Number.POSITIVE_INFINITY),
      fc.integer(),
      fc.double(),
    ),
    data_url: fc.oneof(
      fc.constantFrom(
        'data:application/pdf;base64,JVBERi0=',
        'data:;base64,',
        'data:text/plain,hello',
        'data:a;base64,@@',
      ),
      fc.string({ maxLength: 8 }),
    ),
  },
  { requiredKeys: [] },
);

const answers = fc.record(
  {
    name: fc.oneof(
      fc.constantFrom('company', 'x', '', '1695963612423'),
      fc.string({ maxLength: 4 }),
    ),
    label: fc.oneof(fc.constantFrom('Company', undefined), fc.integer() as fc.Arbitrary<unknown>),
    value: fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constant('x'.repeat(10_001)),
      fc.constant('x'.repeat(10_000)),
      fc.array(fc.constantFrom('a', 'b')),
      fc.array(fc.oneof(fc.string(), fc.integer() as fc.Arbitrary<unknown>), { maxLength: 2 }),
      files,
      fc.constant(null),
      fc.integer(),
    ),
  },
  { requiredKeys: ['name', 'value'] },
);

const names = fc.oneof(
  fc.constantFrom(
    'Ana',
    ' Ana ',
    ' ',
    '',
    'x'.repeat(120),
    ` ${'x'.repeat(120)} `,
    'x'.repeat(121),
  ),
  fc.string({ maxLength: 6 }),
);

const locations = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...LOCATION_TYPES), fc.constantFrom('spaceship', '')),
    phone: fc.oneof(
      fc.constantFrom('+1 555 0100', null, undefined),
      fc.integer() as fc.Arbitrary<unknown>,
    ),
    address: fc.constantFrom('1 Main St', null),
    latitude: fc.constantFrom(52.5, null, Number.NaN, '52.5'),
  },
  { requiredKeys: ['type'] },
);

/** A request as buildBookingRequest makes it, with each field sometimes off the contract. */
const requests = fc.record(
  {
    resource: fc.record({
      resource_id: fc.oneof(
        fc.constantFrom('106', ' 106 ', '', ' ', 'abc'),
        fc.integer() as fc.Arbitrary<unknown>,
      ),
    }),
    host: fc.oneof(
      fc.record({ user_id: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constant(1.5)) }),
      fc.constant(null),
    ),
    start_at: instants,
    end_at: instants,
    invitees: fc.array(
      fc.record(
        { name: names, email: emails, questions: fc.array(answers, { maxLength: 3 }) },
        { requiredKeys: ['name', 'email', 'questions'] },
      ),
      { maxLength: 2 },
    ),
    guests: fc.oneof(fc.array(emails, { maxLength: 3 }), fc.constant(null)),
    time_zone: fc.oneof(fc.constantFrom('Europe/Berlin', 'UTC'), fc.constant(3)),
    language: fc.oneof(fc.constantFrom(...LANGUAGES), fc.constantFrom('en', 'toString', '')),
    location: locations,
  },
  { requiredKeys: ['resource', 'start_at', 'end_at', 'invitees'] },
);

/** Valid requests, so the comparison above is not only over refusals. */
const goodRequests = fc.record({
  resource: fc.record({ resource_id: fc.constantFrom('106', '204') }),
  start_at: fc.constant('2026-03-03T09:00:00Z'),
  end_at: fc.constant('2026-03-03T09:30:00+00:00'),
  invitees: fc.tuple(
    fc.record({
      name: fc.constantFrom('Ana', 'Bo Li'),
      email: fc.constantFrom('ana@example.com', "o'neil+x@mail.example.org", 'B_2@a-b.io'),
      questions: fc.array(
        fc.record({
          name: fc.constantFrom('company', 'team_size'),
          label: fc.constant('Company'),
          value: fc.oneof(fc.string({ maxLength: 20 }), fc.array(fc.constantFrom('a', 'b'))),
        }),
        { maxLength: 3 },
      ),
    }),
  ),
  time_zone: fc.constant('Europe/Berlin'),
});

const agree = (
  name: string,
  accepts: (value: unknown) => boolean,
  schema: { safeParse(value: unknown): { success: boolean } },
  values: fc.Arbitrary<unknown>,
  numRuns = 2000,
) => {
  let accepted = 0;
  fc.assert(
    fc.property(values, (value) => {
      const hand = accepts(value);
      if (hand) accepted++;
      expect(hand, `${name}: ${JSON.stringify(value)}`).to.equal(schema.safeParse(value).success);
    }),
    { numRuns },
  );
  return accepted;
};

describe('the booking checked by hand', () => {
  it('takes an e-mail address exactly when Email does', () => {
    expect(agree('email', isEmail, Email, emails)).to.be.greaterThan(100);
  });

  it('takes a file answer exactly when FileAnswer does', () => {
    expect(
      agree('file', isFileAnswer, FileAnswer, fc.oneof(files, fc.jsonValue({ maxDepth: 1 }))),
    ).to.be.greaterThan(5);
  });

  it('takes a booking request exactly when BookingRequest does', () => {
    agree(
      'request',
      isBookingRequest,
      BookingRequest,
      fc.oneof(requests, fc.jsonValue({ maxDepth: 2 })),
      4000,
    );
    expect(agree('valid request', isBookingRequest, BookingRequest, goodRequests, 300)).to.equal(
      300,
    );
  });

  it('takes the lookup query exactly when ListBookingsQuery does, or leaves it to the schema', () => {
    const text = fc.oneof(
      fc.constantFrom(
        '2026-03-03',
        '2026-03-03T09:00:00Z',
        '2026-03-03T09:00:00+01:00',
        '12',
        '0',
        '',
        'x',
      ),
      fc.string({ maxLength: 4 }),
    );
    const queries = fc.record(
      {
        status: fc.constantFrom('pending', 'confirmed', 'canceled', 'cancelled'),
        resource_id: fc.oneof(fc.integer({ min: -1, max: 200 }), text, fc.constant(1.5)),
        email: fc.oneof(emails, fc.constant('x'.repeat(255))),
        start: text,
        end: text,
        offset: fc.oneof(fc.integer({ min: -1, max: 10_001 }), text),
        limit: fc.oneof(fc.integer({ min: -1, max: 1001 }), text),
      },
      { requiredKeys: [] },
    );
    let taken = 0;
    fc.assert(
      fc.property(queries, (query) => {
        const schema = ListBookingsQuery.safeParse(query).success;
        // z.coerce.number() takes any text Number() reads ('1e2', ' 12'): those are left to the schema.
        if (isListBookingsQuery(query)) {
          taken++;
          expect(schema, JSON.stringify(query)).to.equal(true);
        }
      }),
      { numRuns: 2000 },
    );
    expect(taken).to.be.greaterThan(5);
    // The lookup the submit sends after a lost answer is checked by hand.
    expect(
      isListBookingsQuery({
        email: 'ana@example.com',
        resource_id: 106,
        start: '2026-03-03T09:00:00Z',
      }),
    ).to.equal(true);
  });
});
