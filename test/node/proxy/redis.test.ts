// Two proxy instances sharing a real redis-server (started here on a free port, installed by
// scripts/test-node.mjs when missing): one cache, invalidations published to both, and each instance
// serving from its own memory while Redis is gone.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { redisStore } from '../../../src/proxy/redis-store.js';
import { findRedisServer } from '../../../scripts/redis.mjs';
import { freePort } from '../../../scripts/free-port.mjs';
import {
  WEEK,
  bookingBody,
  eventually,
  mockService,
  openSlots,
  bookingHeaders,
} from './helpers.js';

const redisServer = process.env['REDIS_SERVER_PATH'] ?? findRedisServer();

describe(
  'two proxy instances sharing Redis',
  { skip: redisServer ? false : 'no redis-server' },
  () => {
    let port = 0;
    let dir = '';
    let server: ChildProcess | undefined;
    const mock = mockService();
    const upstream: Array<{ method: string; path: string }> = [];
    const logs: string[][] = [[], []];
    let instances: Array<{
      store: ReturnType<typeof redisStore>;
      app: ReturnType<typeof createBookingProxy>;
    }> = [];

    async function startRedis() {
      server = spawn(
        redisServer!,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes'],
        { cwd: dir, stdio: 'ignore' },
      );
      await eventually(async () => {
        const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => null });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } catch {
          return false;
        } finally {
          probe.disconnect();
        }
      }, 'redis-server answers');
    }

    async function stopRedis() {
      const stopped = new Promise((resolve) => server?.once('exit', resolve));
      server?.kill('SIGTERM');
      await stopped;
      server = undefined;
    }

    before(async () => {
      port = await freePort();
      dir = mkdtempSync(join(tmpdir(), 'proxy-redis-'));
      await startRedis();
      instances = [0, 1].map((i) => {
        const store = redisStore({
          url: `redis://127.0.0.1:${port}`,
          namespace: 'test',
          instances: 2,
          log: (message) => logs[i]!.push(message),
        });
        const app = createBookingProxy({
          upstream: 'http://mock.local/v1',
          apiKey: 'demo',
          fetch: (input, init) => {
            upstream.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname });
            return mock.fetch(input, init);
          },
          store,
          availabilityTtlMs: 60_000,
          // A miss learns the list again at most once in the whole run: the counts below are exact.
          catalogMissRefreshMs: 600_000,
          clientIp: (c) => c.req.header('x-test-ip') ?? '203.0.113.1',
        });
        return { store, app };
      });
      await eventually(() => instances.every((i) => i.store.shared), 'both instances share Redis');
    });

    after(async () => {
      await Promise.all(instances.map((i) => i.app.idle()));
      await Promise.all(instances.map((i) => i.store.close()));
      if (server) await stopRedis();
      rmSync(dir, { recursive: true, force: true });
    });

    const read = (i: number, path: string, headers: Record<string, string> = {}) =>
      instances[i]!.app.request(`http://proxy.local/v1${path}`, { headers });
    const lists = () => upstream.filter((call) => call.path === '/v1/resources').length;
    const book = (i: number, start: string, email: string) =>
      instances[i]!.app.request('http://proxy.local/v1/bookings', {
        method: 'POST',
        headers: bookingHeaders(),
        body: bookingBody(start, email),
      });

    it('shares one cache: what one instance read, the other serves without calling the service', async () => {
      const first = await read(0, `/availability/106?${WEEK}`);
      assert.equal(first.headers.get('x-cache'), 'miss');
      const calls = mock.calls();
      const second = await read(1, `/availability/106?${WEEK}`);
      assert.equal(second.headers.get('x-cache'), 'hit');
      assert.equal(mock.calls(), calls);
      assert.deepEqual(await openSlots(second), await openSlots(first));
    });

    it('hides a slot booked through one instance from the next read through the other', async () => {
      const slots = await openSlots(await read(1, `/availability/106?${WEEK}`));
      const slot = slots[0]!;
      assert.equal((await book(0, slot, 'ada@example.com')).status, 201);
      // No waiting for pub/sub: the booking's answer came after it was shared, and every read asks Redis.
      const after = await openSlots(await read(1, `/availability/106?${WEEK}`));
      assert.equal(after.includes(slot), false);
      assert.ok(after.includes(slots[1]!));
    });

    it('opens a booking made through one instance on the other, and replays its answer there', async () => {
      // No tokenSecret: the instances agree on one generated secret through Redis.
      const slot = (await openSlots(await read(0, `/availability/106?${WEEK}`)))[3]!;
      const headers = bookingHeaders();
      const send = (i: number) =>
        instances[i]!.app.request('http://proxy.local/v1/bookings', {
          method: 'POST',
          headers,
          body: bookingBody(slot, 'lin@example.com'),
        });
      const first = await send(0);
      assert.equal(first.status, 201);
      const booking = (await first.json()) as { booking_id: string; manage_token: string };
      // The answer was lost; the retry reaches the other instance: the same booking, not a second.
      const retry = await send(1);
      assert.equal(retry.headers.get('idempotent-replayed'), 'true');
      assert.equal(((await retry.json()) as { booking_id: string }).booking_id, booking.booking_id);
      const made = [...mock.service.store.bookings.values()].filter(
        (b) => b.invitees[0]?.email === 'lin@example.com',
      );
      assert.equal(made.length, 1);
      const opened = await instances[1]!.app.request(
        `http://proxy.local/v1/bookings/${booking.booking_id}`,
        { headers: { 'booking-token': booking.manage_token } },
      );
      assert.equal(opened.status, 200);
    });

    it('shares one catalog: learned through one instance, the other refuses unknown ids without a call', async () => {
      // The first test's read through instance 0 learned the key's events; instance 1 read them from Redis.
      assert.equal(lists(), 1);
      const calls = upstream.length;
      for (const id of ['999', '105', 'made-up']) {
        assert.equal((await read(1, `/resources/${id}`)).status, 404, id);
        assert.equal((await read(0, `/availability/${id}?${WEEK}`)).status, 404, id);
      }
      assert.equal((await read(1, '/resources/101')).status, 200);
      const page = await read(1, '/resources?user_id=1');
      assert.deepEqual(
        ((await page.json()) as Array<{ resource_id: number }>).map((r) => r.resource_id),
        [101],
      );
      assert.equal(upstream.length, calls);
    });

    it('counts failed tokens of one address on both instances together', async () => {
      const guess = (i: number, n: number) =>
        read(i, `/bookings/bk_${n}`, {
          'x-test-ip': '198.51.100.77',
          'booking-token': `9999999999.forged${n}`,
        });
      const calls = upstream.length;
      // 20 failures allowed per address in 10 minutes: half through each instance.
      for (let n = 0; n < 20; n++) assert.equal((await guess(n % 2, n)).status, 404);
      for (const i of [0, 1]) {
        const refused = await guess(i, 99);
        assert.equal(refused.status, 429, `instance ${i}`);
        assert.ok(Number(refused.headers.get('retry-after')) > 0);
      }
      // Another address is not held back; nothing reached the service.
      const other = await read(1, '/bookings/bk_1', { 'booking-token': '9999999999.forged' });
      assert.equal(other.status, 404);
      assert.equal(upstream.length, calls);
    });

    it('books once for one Idempotency-Key sent to both instances at the same time', async () => {
      const slot = (await openSlots(await read(1, `/availability/106?${WEEK}`)))[5]!;
      const headers = { ...bookingHeaders(), 'x-test-ip': '192.0.2.44' };
      const send = (i: number) =>
        instances[i]!.app.request('http://proxy.local/v1/bookings', {
          method: 'POST',
          headers,
          body: bookingBody(slot, 'kai@example.com'),
        });
      const posted = () =>
        upstream.filter((call) => call.method === 'POST' && call.path === '/v1/bookings').length;
      const before = posted();
      const answers = await Promise.all([send(0), send(1)]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One went to the service; the other found it in flight (409, try again) or done (replayed).
      assert.ok(
        JSON.stringify(statuses) === '[201,409]' || JSON.stringify(statuses) === '[201,201]',
        JSON.stringify(statuses),
      );
      assert.equal(posted() - before, 1);
      const replay = await send(1);
      assert.equal(
        replay.headers.get('idempotent-replayed'),
        'true',
        `${JSON.stringify(statuses)} ${replay.status} ${await replay.clone().text()}`,
      );
      const made = [...mock.service.store.bookings.values()].filter(
        (b) => b.invitees[0]?.email === 'kai@example.com',
      );
      assert.equal(made.length, 1);
    });

    it('serves from memory while Redis is gone, says so, and shares again when it returns', async () => {
      const before = await openSlots(await read(1, `/availability/106?${WEEK}`));
      await stopRedis();
      await eventually(() => instances.every((i) => !i.store.shared), 'both notice Redis is gone');
      assert.ok(logs[0]!.some((line) => line.includes('unreachable')));
      // Each instance answers from its own memory, calling the service itself.
      const alone = await read(0, `/availability/106?${WEEK}`);
      assert.equal(alone.status, 200);
      assert.deepEqual(await openSlots(alone), before);
      // A booking made meanwhile is kept and published when Redis returns.
      const slot = before[0]!;
      assert.equal((await book(0, slot, 'grace@example.com')).status, 201);
      assert.equal(
        (await openSlots(await read(0, `/availability/106?${WEEK}`))).includes(slot),
        false,
      );

      await startRedis();
      await eventually(() => instances.every((i) => i.store.shared), 'both share Redis again');
      assert.ok(logs[0]!.some((line) => line.includes('back')));
      // The other instance reads the shared entry from before the outage again, and the booking made
      // during it takes the slot out.
      await eventually(
        async () => !(await openSlots(await read(1, `/availability/106?${WEEK}`))).includes(slot),
        'the slot booked during the outage is hidden through the other instance',
      );
    });
  },
);
