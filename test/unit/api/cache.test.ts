import { expect } from '@open-wc/testing';
import { AvailabilityCache, datesInRange } from '../../../src/api/cache.js';
import type { AvailabilityParams, RequestOptions, ResourceId } from '../../../src/api/client.js';
import { ApiError } from '../../../src/api/errors.js';
import type { AvailabilityEntry } from '../../../src/api/schemas.js';
import { settle } from './manual-clock.js';

interface Request {
  resourceId: string;
  start: string;
  end: string;
  duration: string | undefined;
  signal: AbortSignal | undefined;
  resolve(entries?: AvailabilityEntry[]): void;
  reject(error: unknown): void;
}

const entryFor = (resourceId: string, date: string, duration = 'default'): AvailabilityEntry => ({
  date,
  timezone: 'Europe/London',
  capacity: 8,
  slots: [
    {
      time: `${date}T10:00:00+00:00`,
      available: Number(resourceId) % 10,
      users: [{ user_id: 1, name: `host for ${duration}`, busy: false }],
    },
  ],
});

/** A client whose availability answers the test releases by hand (or at once with `auto`). */
function fakeClient({ auto = false } = {}) {
  const requests: Request[] = [];
  const client = {
    getAvailability(resourceId: ResourceId, params: AvailabilityParams, init: RequestOptions = {}) {
      return new Promise<AvailabilityEntry[]>((resolve, reject) => {
        const request: Request = {
          resourceId: String(resourceId),
          start: params.start,
          end: params.end,
          duration: params.duration,
          signal: init.signal,
          resolve: (entries) =>
            resolve(
              entries ??
                datesInRange(params.start, params.end)!.map((date) =>
                  entryFor(String(resourceId), date, params.duration),
                ),
            ),
          reject,
        };
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        requests.push(request);
        if (auto) request.resolve();
      });
    },
  };
  const ranges = () => requests.map((r) => `${r.start}..${r.end}`);
  return { client, requests, ranges };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('api/cache: AvailabilityCache', () => {
  it('answers a repeated range from the cache, and peekRange only once fully cached', async () => {
    const { client, requests } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client });
    expect(cache.peekRange(102, '2h', '2026-03-01', '2026-03-31')).to.equal(undefined);
    const first = await cache.getRange(102, '2h', '2026-03-01', '2026-03-31');
    expect(first).to.have.length(31);
    expect(first[0]!.date).to.equal('2026-03-01');
    expect(first[30]!.date).to.equal('2026-03-31');
    const again = await cache.getRange('102', '2h', '2026-03-10', '2026-03-20');
    expect(again.map((e) => e.date)).to.deep.equal(datesInRange('2026-03-10', '2026-03-20'));
    expect(requests).to.have.length(1);
    expect(
      cache.peekRange(102, '2h', '2026-03-05', '2026-03-06')!.map((e) => e.date),
    ).to.deep.equal(['2026-03-05', '2026-03-06']);
    expect(cache.peekRange(102, '2h', '2026-03-31', '2026-04-01')).to.equal(undefined);
  });

  it('requests only the missing dates of a partly cached range, one request per gap', async () => {
    const { client, ranges } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client });
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-10');
    await cache.getRange(101, '30m', '2026-03-20', '2026-03-25');
    const entries = await cache.getRange(101, '30m', '2026-02-26', '2026-03-31');
    expect(ranges()).to.deep.equal([
      '2026-03-01..2026-03-10',
      '2026-03-20..2026-03-25',
      '2026-02-26..2026-02-28',
      '2026-03-11..2026-03-19',
      '2026-03-26..2026-03-31',
    ]);
    expect(entries.map((e) => e.date)).to.deep.equal(datesInRange('2026-02-26', '2026-03-31'));
  });

  it('splits long ranges into requests of at most 62 days', async () => {
    const { client, ranges } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client });
    const entries = await cache.getRange(101, undefined, '2026-01-01', '2026-04-30');
    expect(entries).to.have.length(120);
    expect(ranges()).to.deep.equal(['2026-01-01..2026-03-03', '2026-03-04..2026-04-30']);
  });

  it('keeps durations and resources apart', async () => {
    const { client, requests } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client });
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    const hour = await cache.getRange(101, '60m', '2026-03-01', '2026-03-07');
    await cache.getRange(103, '30m', '2026-03-01', '2026-03-07');
    expect(requests.map((r) => [r.resourceId, r.duration])).to.deep.equal([
      ['101', '30m'],
      ['101', '60m'],
      ['103', '30m'],
    ]);
    expect(hour[0]!.slots[0]!.users[0]!.name).to.equal('host for 60m');
  });

  it('fills dates the service left out with empty days in its zone', async () => {
    const { client, requests } = fakeClient();
    const cache = new AvailabilityCache({ client });
    const pending = cache.getRange(102, undefined, '2026-03-01', '2026-03-03');
    await settle();
    requests[0]!.resolve([entryFor('102', '2026-03-02')]);
    const entries = await pending;
    expect(entries.map((e) => [e.date, e.slots.length, e.timezone])).to.deep.equal([
      ['2026-03-01', 0, 'Europe/London'],
      ['2026-03-02', 1, 'Europe/London'],
      ['2026-03-03', 0, 'Europe/London'],
    ]);
  });

  it("invalidate drops one resource's entries (every duration), and only those", async () => {
    const { client, requests } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client });
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    await cache.getRange(101, '60m', '2026-03-01', '2026-03-07');
    await cache.getRange(1010, '30m', '2026-03-01', '2026-03-07');
    cache.invalidate(101);
    expect(cache.peekRange(101, '30m', '2026-03-01', '2026-03-07')).to.equal(undefined);
    expect(cache.peekRange(101, '60m', '2026-03-01', '2026-03-07')).to.equal(undefined);
    expect(cache.peekRange(1010, '30m', '2026-03-01', '2026-03-07')).to.have.length(7);
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    expect(requests).to.have.length(4);
  });

  it('does not store an answer that started before an invalidation', async () => {
    const { client, requests } = fakeClient();
    const cache = new AvailabilityCache({ client });
    const before = cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    await settle();
    cache.invalidate(101);
    // a caller after the booking must not join the stale request
    const after = cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    await settle();
    expect(requests).to.have.length(2);
    requests[0]!.resolve();
    await before;
    expect(cache.peekRange(101, '30m', '2026-03-01', '2026-03-07')).to.equal(undefined);
    requests[1]!.resolve();
    await after;
    expect(cache.peekRange(101, '30m', '2026-03-01', '2026-03-07')).to.have.length(7);
  });

  it('shares identical and overlapping requests in flight', async () => {
    const { client, requests, ranges } = fakeClient();
    const cache = new AvailabilityCache({ client });
    const a = cache.getRange(101, '30m', '2026-03-01', '2026-03-10');
    const b = cache.getRange(101, '30m', '2026-03-01', '2026-03-10');
    const c = cache.getRange(101, '30m', '2026-03-05', '2026-03-15');
    await settle();
    expect(ranges()).to.deep.equal(['2026-03-01..2026-03-10', '2026-03-11..2026-03-15']);
    for (const request of requests) request.resolve();
    const [ra, rb, rc] = await Promise.all([a, b, c]);
    expect(ra).to.deep.equal(rb);
    expect(rc.map((e) => e.date)).to.deep.equal(datesInRange('2026-03-05', '2026-03-15'));
    expect(cache.stats).to.deep.include({ requests: 2 });
  });

  it('refetches entries older than ttlSeconds, and only those', async () => {
    let now = 1_700_000_000_000;
    const { client, ranges } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client, ttlSeconds: 60, now: () => now });
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    now += 30_000;
    await cache.getRange(101, '30m', '2026-03-08', '2026-03-14');
    now += 29_999;
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-14');
    expect(ranges()).to.have.length(2);
    now += 1;
    expect(cache.peekRange(101, '30m', '2026-03-01', '2026-03-14')).to.equal(undefined);
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-14');
    expect(ranges()).to.deep.equal([
      '2026-03-01..2026-03-07',
      '2026-03-08..2026-03-14',
      '2026-03-01..2026-03-07',
    ]);
  });

  it('ttlSeconds 0 never reuses an answer', async () => {
    const { client, requests } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client, ttlSeconds: 0 });
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-02');
    await cache.getRange(101, '30m', '2026-03-01', '2026-03-02');
    expect(requests).to.have.length(2);
  });

  it('an aborted caller does not abort a request another caller shares', async () => {
    const { client, requests } = fakeClient();
    const cache = new AvailabilityCache({ client });
    const controller = new AbortController();
    const leaving = cache.getRange(101, '30m', '2026-03-01', '2026-03-07', {
      signal: controller.signal,
    });
    const staying = cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    await settle();
    controller.abort();
    expect((await rejection(leaving)).code).to.equal('aborted');
    expect(requests[0]!.signal!.aborted).to.equal(false);
    requests[0]!.resolve();
    expect(await staying).to.have.length(7);
    expect(cache.peekRange(101, '30m', '2026-03-01', '2026-03-07')).to.have.length(7);
  });

  it('aborts a request nobody waits for any more, and a later caller starts afresh', async () => {
    const { client, requests } = fakeClient();
    const cache = new AvailabilityCache({ client });
    const controller = new AbortController();
    const only = cache.getRange(101, '30m', '2026-03-01', '2026-03-07', {
      signal: controller.signal,
    });
    await settle();
    controller.abort();
    expect((await rejection(only)).code).to.equal('aborted');
    expect(requests[0]!.signal!.aborted).to.equal(true);
    const later = cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    await settle();
    expect(requests).to.have.length(2);
    requests[1]!.resolve();
    expect(await later).to.have.length(7);
  });

  it('passes failures to every waiting caller, caches nothing, and tries again next time', async () => {
    const { client, requests } = fakeClient();
    const cache = new AvailabilityCache({ client });
    const a = cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    const b = cache.getRange(101, '30m', '2026-03-03', '2026-03-04');
    await settle();
    requests[0]!.reject(new ApiError({ status: 503, code: 'internal_error', message: 'Busy' }));
    expect((await rejection(a)).status).to.equal(503);
    expect((await rejection(b)).status).to.equal(503);
    const retry = cache.getRange(101, '30m', '2026-03-01', '2026-03-07');
    await settle();
    expect(requests).to.have.length(2);
    requests[1]!.resolve();
    expect(await retry).to.have.length(7);
  });

  it('prefetch warms the cache and swallows errors', async () => {
    const { client, requests } = fakeClient();
    const cache = new AvailabilityCache({ client });
    const warm = cache.prefetch(101, '30m', '2026-04-01', '2026-04-30');
    const failing = cache.prefetch(102, '2h', '2026-04-01', '2026-04-30');
    await settle();
    requests[0]!.resolve();
    requests[1]!.reject(new ApiError({ status: 0, code: 'network_error', message: 'Offline' }));
    expect(await warm).to.equal(undefined);
    expect(await failing).to.equal(undefined);
    expect(cache.peekRange(101, '30m', '2026-04-01', '2026-04-30')).to.have.length(30);
  });

  it('rejects a range that is not two dates in order', async () => {
    const { client, requests } = fakeClient({ auto: true });
    const cache = new AvailabilityCache({ client });
    expect((await rejection(cache.getRange(101, '30m', '2026-03-10', '2026-03-01'))).code).to.equal(
      'invalid_request',
    );
    expect((await rejection(cache.getRange(101, '30m', '2026-02-30', '2026-03-01'))).code).to.equal(
      'invalid_request',
    );
    expect(requests).to.have.length(0);
  });

  it('walks dates across month, year and leap-day boundaries', () => {
    expect(datesInRange('2024-02-27', '2024-03-01')).to.deep.equal([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(datesInRange('2026-12-31', '2027-01-01')).to.deep.equal(['2026-12-31', '2027-01-01']);
  });
});
