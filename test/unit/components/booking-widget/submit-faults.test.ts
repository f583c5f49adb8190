import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { createClient, type BookingApiClient } from '../../../../src/api/client.js';
import { BASE, NOW, bookingSetup } from './submit-helpers.js';
import { ApiError } from '../../../../src/api/errors.js';
import type { BookingRequest } from '../../../../src/api/schemas.js';
import type { MockService } from '../../../../src/mock/service.js';
import {
  SafeBookingSubmitter,
  lookupNoteKey,
  mayHaveBooked,
} from '../../../../src/components/booking-widget/submit.js';
import { describeStepFailure } from '../../../../src/core/failure.js';
import {
  DEFAULT_TIMEOUT_MS,
  parseTimeout,
} from '../../../../src/components/booking-widget/service.js';

z.config(z.locales.en());

const err = (status: number, code: string, extra: Partial<{ retryAfterSeconds: number }> = {}) =>
  new ApiError({ status, code, message: `${status} ${code}`, ...extra });

describe('faults: person-facing messages per step', () => {
  it('gives each fault its own message at every step', () => {
    for (const step of ['resource', 'availability', 'booking'] as const) {
      expect(describeStepFailure(step, err(0, 'network_error')).key).to.equal('error.offline');
      expect(describeStepFailure(step, err(0, 'timeout')).key).to.equal('error.timeout');
      expect(describeStepFailure(step, err(500, 'internal_error')).key).to.equal('error.server');
      expect(describeStepFailure(step, err(200, 'invalid_response')).key).to.equal(
        'error.invalidResponse',
      );
      const limited = describeStepFailure(
        step,
        err(429, 'rate_limited', { retryAfterSeconds: 3.2 }),
      );
      expect(limited.key).to.equal('error.rateLimitedSeconds');
      expect(limited.params).to.deep.equal({ count: 4 });
      expect(limited.retryable).to.equal(true);
      expect(describeStepFailure(step, err(429, 'rate_limited')).key).to.equal('error.rateLimited');
    }
  });

  it('a 409 while loading is a refused read worth retrying, at booking a taken time', () => {
    const loading = describeStepFailure('availability', err(409, 'slot_unavailable'));
    expect(loading.key).to.equal('error.loadRefused');
    expect(loading.retryable).to.equal(true);
    expect(describeStepFailure('resource', err(409, 'conflict')).key).to.equal('error.loadRefused');
    expect(describeStepFailure('booking', err(409, 'slot_unavailable')).key).to.equal(
      'error.slotTaken',
    );
    expect(describeStepFailure('booking', err(409, 'conflict')).key).to.equal(
      'error.bookingRefused',
    );
  });

  it('a missing event is not offered a retry, a refused key is; the step is kept for the event', () => {
    const missing = describeStepFailure('resource', err(0, 'missing_resource'));
    expect(missing.key).to.equal('error.missingResource');
    expect(missing.retryable).to.equal(false);
    expect(describeStepFailure('resource', err(403, 'invalid_api_key')).retryable).to.equal(true);
    expect(describeStepFailure('availability', err(500, 'internal_error')).step).to.equal(
      'availability',
    );
    const plain = describeStepFailure('booking', new Error('boom'));
    expect(plain.code).to.equal('unknown');
    expect(plain.retryable).to.equal(true);
  });

  it('says what the lookup after a lost answer found', () => {
    expect(lookupNoteKey('not-booked')).to.equal('error.notBooked');
    expect(lookupNoteKey('unknown')).to.equal('error.bookingUnknown');
    expect(lookupNoteKey('not-needed')).to.equal(undefined);
    expect(lookupNoteKey(undefined)).to.equal(undefined);
  });

  it('knows which failures may have stored a booking', () => {
    expect(mayHaveBooked(err(0, 'network_error'))).to.equal(true);
    expect(mayHaveBooked(err(0, 'timeout'))).to.equal(true);
    expect(mayHaveBooked(err(201, 'invalid_response'))).to.equal(true);
    expect(mayHaveBooked(err(0, 'aborted'))).to.equal(false);
    expect(mayHaveBooked(err(0, 'invalid_request'))).to.equal(false);
    expect(mayHaveBooked(err(500, 'internal_error'))).to.equal(false);
    expect(mayHaveBooked(err(409, 'slot_unavailable'))).to.equal(false);
    expect(mayHaveBooked(new TypeError('x'))).to.equal(false);
  });

  it('reads the timeout attribute in milliseconds', () => {
    expect(parseTimeout('2500')).to.equal(2500);
    expect(parseTimeout(800)).to.equal(800);
    expect(parseTimeout('5')).to.equal(100);
    expect(parseTimeout('')).to.equal(DEFAULT_TIMEOUT_MS);
    expect(parseTimeout('soon')).to.equal(DEFAULT_TIMEOUT_MS);
    expect(parseTimeout(-1)).to.equal(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).to.equal(15_000);
  });
});

describe('faults: SafeBookingSubmitter against the mock service', () => {
  let service: MockService;
  let client: BookingApiClient;
  let request: BookingRequest;
  let stored: () => Promise<number>;

  beforeEach(async () => {
    ({ service, client, request, stored } = await bookingSetup(NOW, {
      timeoutMs: 200,
      retryDelayMs: 1,
    }));
  });

  it('books once when all is well', async () => {
    const result = await new SafeBookingSubmitter().submit(client, request);
    expect(result.ok && !result.recovered).to.equal(true);
    expect(await stored()).to.equal(1);
  });

  it('a lost answer after the service stored the booking is found by the lookup', async () => {
    service.faults.set({ route: 'booking', kind: 'drop-response', times: 1 });
    const result = await new SafeBookingSubmitter().submit(client, request);
    expect(result.ok).to.equal(true);
    expect(result.ok && result.recovered).to.equal(true);
    expect(await stored()).to.equal(1);
  });

  it('a lost request that never arrived: the lookup says not booked, a retry books once', async () => {
    const submitter = new SafeBookingSubmitter();
    service.faults.set({ route: 'booking', kind: 'timeout', times: 1 });
    const first = await submitter.submit(client, request);
    expect(first.ok).to.equal(false);
    expect(!first.ok && first.lookup).to.equal('not-booked');
    expect(submitter.unresolved).to.equal(undefined);
    expect((await submitter.submit(client, request)).ok).to.equal(true);
    expect(await stored()).to.equal(1);
  });

  it('when the lookup fails too, the next submit looks up first and never posts twice', async () => {
    const submitter = new SafeBookingSubmitter();
    service.faults.set({ route: 'booking', kind: 'drop-response', times: 1 });
    service.faults.set({ route: 'bookings', kind: 'offline' });
    const first = await submitter.submit(client, request);
    expect(!first.ok && first.lookup).to.equal('unknown');
    expect(submitter.unresolved).to.equal(request);
    // Still offline: nothing is posted.
    const second = await submitter.submit(client, request);
    expect(!second.ok && second.lookup).to.equal('unknown');
    service.faults.clear();
    const third = await submitter.submit(client, request);
    expect(third.ok && third.recovered).to.equal(true);
    expect(await stored()).to.equal(1);
  });

  it('a readable refusal needs no lookup', async () => {
    service.faults.set({ route: 'booking', kind: '500', times: 1 });
    service.faults.set({ route: 'bookings', kind: 'offline' });
    const result = await new SafeBookingSubmitter().submit(client, request);
    expect(!result.ok && result.lookup).to.equal('not-needed');
    expect(await stored()).to.equal(0);
  });

  it('an unreadable 200 answer is looked up before a retry is offered', async () => {
    service.faults.set({ route: 'booking', kind: 'malformed', times: 1 });
    const result = await new SafeBookingSubmitter().submit(client, request);
    expect(!result.ok && result.lookup).to.equal('not-booked');
  });
});

describe('a booking refused with 429 (nothing stored) is sent once more after Retry-After', () => {
  /** 4.5 s into a 10-second rate-limit window. */
  const IN_WINDOW = NOW + 4500;
  let service: MockService;
  let client: BookingApiClient;
  let request: BookingRequest;
  let posts: () => number;
  let stored: () => Promise<number>;
  /** What the person was told, second by second, and how long the submitter slept. */
  let told: number[];
  let slept: number[];
  const sleep = (ms: number) => {
    slept.push(ms);
    return Promise.resolve();
  };

  beforeEach(async () => {
    ({ service, client, request, posts, stored } = await bookingSetup(IN_WINDOW, {
      now: () => IN_WINDOW,
    }));
    told = [];
    slept = [];
  });

  it('counts the seconds down, retries once and books once', async () => {
    service.faults.set({ route: 'booking', kind: '429', times: 1 });
    const result = await new SafeBookingSubmitter({ sleep }).submit(client, request, (s) =>
      told.push(s),
    );
    expect(result.ok).to.equal(true);
    expect(posts()).to.equal(2);
    // The mock's Retry-After: the whole seconds to the next window (6 s from 4.5 s in).
    expect(told).to.deep.equal([6, 5, 4, 3, 2, 1, 0]);
    expect(slept.reduce((a, b) => a + b, 0)).to.equal(6000);
    expect(await stored()).to.equal(1);
  });

  it('reports a second 429 without a third try and stores nothing', async () => {
    service.faults.set({ route: 'booking', kind: '429', times: 2 });
    const result = await new SafeBookingSubmitter({ sleep }).submit(client, request);
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.error instanceof ApiError && result.error.status).to.equal(429);
    expect(!result.ok && result.lookup).to.equal('not-needed');
    expect(posts()).to.equal(2);
    expect(await stored()).to.equal(0);
  });

  it('does not wait out a Retry-After longer than 30 s: reported at once', async () => {
    let calls = 0;
    const longWait = createClient({
      baseUrl: BASE,
      apiKey: 'demo-enterprise',
      rateLimiter: false,
      fetch: () => {
        calls += 1;
        return Promise.resolve(
          new Response(
            JSON.stringify({
              error: { status: 429, code: 'rate_limited', message: 'Rate limit exceeded.' },
            }),
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '120' } },
          ),
        );
      },
    });
    const result = await new SafeBookingSubmitter({ sleep }).submit(longWait, request);
    expect(result.ok).to.equal(false);
    expect(calls).to.equal(1);
    expect(slept).to.deep.equal([]);
  });
});
