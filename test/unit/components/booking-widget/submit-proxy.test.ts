import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { ApiError } from '../../../../src/api/errors.js';
import { SafeBookingSubmitter } from '../../../../src/components/booking-widget/submit.js';
import { NOW, bookingSetup, type BookingSetup } from './submit-helpers.js';

z.config(z.locales.en());

/** A submitter whose keys are counted (`key-0001…`) and whose waits are recorded, not slept. */
function submitter(slept: number[] = []) {
  let n = 0;
  return new SafeBookingSubmitter({
    newKey: () => `key-${String((n += 1)).padStart(4, '0')}-widget-test`,
    sleep: (ms) => {
      slept.push(ms);
      return Promise.resolve();
    },
  });
}

const quoted = (n: number) => `"key-${String(n).padStart(4, '0')}-widget-test"`;

describe('SafeBookingSubmitter behind a key-adding proxy (Idempotency-Key)', () => {
  let setup: BookingSetup;
  beforeEach(async () => {
    setup = await bookingSetup(NOW, { timeoutMs: 3000, retryDelayMs: 1 }, true);
  });

  it('sends one quoted key per intent and books once', async () => {
    const result = await submitter().submit(setup.client, setup.request);
    expect(result.ok && !result.recovered).to.equal(true);
    expect(setup.proxy!.keys).to.deep.equal([quoted(1)]);
    expect(await setup.stored()).to.equal(1);
  });

  it('a lost answer: the same request with the same key again, answered with the one booking', async () => {
    setup.proxy!.lose = 1;
    const result = await submitter().submit(setup.client, setup.request);
    expect(result.ok && result.recovered).to.equal(true);
    expect(setup.proxy!.keys).to.deep.equal([quoted(1), quoted(1)]);
    expect(setup.proxy!.upstream).to.equal(1);
    expect(await setup.stored()).to.equal(1);
    // Never the e-mail lookup, which the proxy doesn't offer.
    expect(setup.posts()).to.equal(2);
  });

  it('waits out "still being processed" (409 + Retry-After) within the timeout', async () => {
    setup.proxy!.lose = 1;
    setup.proxy!.inFlight = 2;
    const slept: number[] = [];
    const result = await submitter(slept).submit(setup.client, setup.request);
    expect(result.ok && result.recovered).to.equal(true);
    expect(slept).to.deep.equal([1000, 1000]);
    expect(await setup.stored()).to.equal(1);
  });

  it('still in flight past the timeout: unresolved, and the next submit re-sends it first', async () => {
    setup.proxy!.lose = 1;
    setup.proxy!.inFlight = 10;
    const s = submitter();
    const first = await s.submit(setup.client, setup.request);
    expect(!first.ok && first.lookup).to.equal('unknown');
    expect(!first.ok && first.error instanceof ApiError && first.error.code).to.equal(
      'network_error',
    );
    expect(s.unresolved).to.equal(setup.request);
    setup.proxy!.inFlight = 0;
    // The person changed their name meanwhile: the earlier request (its key) is settled first, and it booked.
    const changed = {
      ...setup.request,
      invitees: [{ ...setup.request.invitees[0]!, name: 'Ada King' }],
    };
    const second = await s.submit(setup.client, changed);
    expect(second.ok && second.recovered).to.equal(true);
    expect(new Set(setup.proxy!.keys)).to.deep.equal(new Set([quoted(1)]));
    expect(setup.proxy!.upstream).to.equal(1);
    expect(await setup.stored()).to.equal(1);
  });

  it('a changed request gets a new key; the same request after a refusal is a new intent too', async () => {
    setup.service.faults.set({ route: 'booking', kind: '500', times: 1 });
    const s = submitter();
    const refused = await s.submit(setup.client, setup.request);
    expect(!refused.ok && refused.lookup).to.equal('not-needed');
    const changed = { ...setup.request, time_zone: 'Europe/Paris' };
    expect((await s.submit(setup.client, changed)).ok).to.equal(true);
    expect(setup.proxy!.keys).to.deep.equal([quoted(1), quoted(2)]);
    expect(await setup.stored()).to.equal(1);
  });

  it('a 429 is sent again after Retry-After with the same key', async () => {
    const limited = await bookingSetup(NOW + 4500, { now: () => NOW + 4500 }, true);
    limited.service.faults.set({ route: 'booking', kind: '429', times: 1 });
    const result = await submitter().submit(limited.client, limited.request);
    expect(result.ok, String(!result.ok && result.error)).to.equal(true);
    expect(limited.proxy!.keys).to.deep.equal([quoted(1), quoted(1)]);
    expect(await limited.stored()).to.equal(1);
  });
});

describe('SafeBookingSubmitter with the key (direct mode) is unchanged', () => {
  it('sends no proxy header and finds a lost answer by the e-mail lookup', async () => {
    const setup = await bookingSetup(NOW, { timeoutMs: 200, retryDelayMs: 1 });
    setup.service.faults.set({ route: 'booking', kind: 'drop-response', times: 1 });
    const result = await submitter().submit(setup.client, setup.request);
    expect(result.ok && result.recovered).to.equal(true);
    expect(setup.posts()).to.equal(1);
    expect(setup.postHeaders.map((headers) => headers.get('idempotency-key'))).to.deep.equal([
      null,
    ]);
    expect(await setup.stored()).to.equal(1);
  });
});
