// The attack the proxy must absorb: a busy site's visitors while someone sends new questions from many
// addresses to spend the key's budget. Runs ~12 s of real time (the budget is per second); asserts
// counts, never timings.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { createMockService } from '../../../src/mock/service.js';
import { MOCK_NOW } from './helpers.js';

const HONEST_VISITORS = 300;
const ATTACK_PER_SECOND = 20;
const ATTACK_ADDRESSES = 250;
const SECONDS = 10;
const HEAD_START_SECONDS = 3;
/** The demo key's plan is 60 calls per 10 s; the proxy's budget keeps to 55. */
const PLAN_BUDGET = 55;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('proxy: an attacker spending the key’s budget', () => {
  it('keeps every honest visitor served and the upstream calls within the plan', async () => {
    const started = Date.now();
    // The mock's day, running at real speed (the budget and the service's limit count real seconds).
    const clock = () => MOCK_NOW + (Date.now() - started);
    const service = createMockService({ now: clock });
    const upstreamAt: number[] = [];
    let upstream429 = 0;
    const app = createBookingProxy({
      upstream: 'http://mock.local/v1',
      apiKey: 'demo',
      rateLimit: 60,
      now: clock,
      clientIp: (c) => c.req.header('x-forwarded-for'),
      log: () => undefined,
      fetch: async (input, init) => {
        upstreamAt.push(Date.now());
        await sleep(20);
        const answer = await service.fetch(input, init);
        if (answer.status === 429) upstream429++;
        return answer;
      },
    });
    const get = (path: string, address: string) =>
      app.request(`http://proxy.local/v1${path}`, {
        headers: { 'x-forwarded-for': address, 'accept-encoding': 'gzip' },
      });

    // Honest visitors, as `npm run load`'s: the IT help desk, this month and next month.
    const now = new Date(MOCK_NOW);
    const month = (offset: number) => {
      const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1);
      const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0);
      return `start=${isoDate(first)}&end=${isoDate(last)}&duration=15m`;
    };
    const honestStatuses: number[] = [];
    const visitor = async (n: number) => {
      const address = `10.0.${n >> 8}.${n & 255}`;
      for (const path of [
        '/resources/106',
        `/availability/106?${month(0)}`,
        `/availability/106?${month(1)}`,
      ]) {
        const answer = await get(path, address);
        await answer.arrayBuffer();
        honestStatuses.push(answer.status);
      }
    };

    // The attacker: every question new (random dates up to a year either way, random durations, ids
    // the site has and ids it doesn't), each from one of 250 addresses in turn.
    const random = generator(20_261_130);
    const attackStatuses = new Map<number, number>();
    const question = () => {
      const ids = ['101', '102', '103', '104', '106', '107', '108'];
      const id =
        random() < 0.5
          ? String(1000 + Math.floor(random() * 1_000_000))
          : ids[Math.floor(random() * ids.length)]!;
      const start = MOCK_NOW + Math.floor((random() * 2 - 1) * 366) * 86_400_000;
      const end = start + Math.floor(random() * 62) * 86_400_000;
      const minutes = [15, 30, 45, 60, 90, 120, 7, 1440][Math.floor(random() * 8)]!;
      return `/availability/${id}?start=${isoDate(start)}&end=${isoDate(end)}&duration=${minutes}m`;
    };
    const attack = async (n: number) => {
      const address = n % ATTACK_ADDRESSES;
      const answer = await get(question(), `172.16.${address >> 8}.${address & 255}`);
      await answer.arrayBuffer();
      attackStatuses.set(answer.status, (attackStatuses.get(answer.status) ?? 0) + 1);
    };

    // The attack is under way (3 s) when the visitors come, and goes on through their 10 s.
    const running: Array<Promise<void>> = [];
    const attackTotal = ATTACK_PER_SECOND * (SECONDS + HEAD_START_SECONDS);
    const attacker = (async () => {
      for (let n = 0; n < attackTotal; n++) {
        running.push(attack(n));
        await sleep(1000 / ATTACK_PER_SECOND);
      }
    })();
    await sleep(HEAD_START_SECONDS * 1000);
    for (let n = 0; n < HONEST_VISITORS; n++) {
      running.push(visitor(n));
      await sleep((SECONDS * 1000) / HONEST_VISITORS);
    }
    await attacker;
    await Promise.all(running);
    await app.idle();

    const refused = honestStatuses.filter((status) => status === 429).length;
    assert.equal(honestStatuses.length, HONEST_VISITORS * 3);
    const attacked = JSON.stringify(Object.fromEntries(attackStatuses));
    assert.equal(
      refused,
      0,
      `${refused} honest answers were 429 (attacker's answers: ${attacked})`,
    );
    assert.deepEqual([...new Set(honestStatuses)], [200]);
    let most = 0;
    for (let first = 0, last = 0; last < upstreamAt.length; last++) {
      while (upstreamAt[last]! - upstreamAt[first]! >= 10_000) first++;
      most = Math.max(most, last - first + 1);
    }
    assert.ok(most <= PLAN_BUDGET, `${most} upstream calls in 10 s`);
    assert.equal(upstream429, 0);
    // The attacker was answered (refusals, empty lists, 429s), never with a server error.
    for (const status of attackStatuses.keys()) assert.ok([200, 400, 404, 429].includes(status));
  });
});
