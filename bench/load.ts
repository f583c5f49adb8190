/**
 * `npm run load`: a busy site on the demo key (60 calls per 10 s). Simulated visitors (autocannon) open
 * the widget's calls — the resource, this month's and next month's slots — through the proxy against
 * the mock service: 1,000 visitors offered in 10 s (all waited for), then 50 visitors per second
 * offered for 5 minutes, with bookings mixed in. Prints visitors served, 429s seen by visitors, upstream calls per 10-second window,
 * latency, and how long after a booking its slot disappears for others (through the other instance).
 *
 *   npm run load                       one proxy instance
 *   npm run load -- --instances=2      two instances sharing a redis-server started here
 *   --sustained=60                     a shorter sustained phase (seconds), for quick iterations
 *   --attacker                         and an attacker all along: 20 new questions a second (random
 *                                      dates, durations, ids the site doesn't have) from 250 addresses
 *   --burst=1000 --rate=50 --booking-every=2000 --json=path
 *
 * Each visitor has its own address (X-Forwarded-For, which the proxies are told to trust), as behind a
 * load balancer. Latency is each response's own time, as the visitor waits for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type AutocannonRequestStep } from 'autocannon';
import { Redis } from 'ioredis';
import { freePort } from '../scripts/free-port.mjs';
import { ensureRedisServer } from '../scripts/redis.mjs';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=');
    return [name!, value ?? 'true'] as const;
  }),
);
const option = (name: string, fallback: number) => {
  const value = Number(args.get(name) ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
};
const INSTANCES = option('instances', 1) >= 2 ? 2 : 1;
const BURST_VISITORS = option('burst', 1000);
const BURST_SECONDS = 10;
const RATE = option('rate', 50);
const SUSTAINED_SECONDS = option('sustained', 300);
const BOOKING_EVERY_MS = option('booking-every', 2000);
const ATTACKER = args.has('attacker');
const ATTACK_PER_SECOND = 20;
const ATTACK_ADDRESSES = 250;
const RESOURCE = 106; // The mock's IT help desk: 15-minute slots, one host, no required extras.
const HOST = 7;
const WINDOW_MS = 10_000;

const root = process.cwd();
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const children: ChildProcess[] = [];

// ------------------------------------------------------------------------------ processes

function start(command: string, argv: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  let pending = '';
  const onData = (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop()!;
    lines.push(...parts);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const started = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (lines.some((line) => ready.test(line))) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`${argv.join(' ')} exited:\n${lines.join('\n')}`));
      }
    }, 50);
  });
  return { child, lines, started };
}

async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function waitForRedis(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // Not up yet.
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not answer');
}

// ---------------------------------------------------------------------------------- queries

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function monthRange(offset: number) {
  const now = new Date();
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1);
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0);
  return `start=${isoDate(first)}&end=${isoDate(last)}&duration=15m`;
}
const THIS_MONTH = `/v1/availability/${RESOURCE}?${monthRange(0)}`;
const NEXT_MONTH = `/v1/availability/${RESOURCE}?${monthRange(1)}`;

interface Slot {
  time: string;
  available: number;
}
const openSlots = (body: string): string[] => {
  try {
    const entries = JSON.parse(body) as Array<{ slots: Slot[] }>;
    return entries.flatMap((e) => e.slots.filter((s) => s.available > 0).map((s) => s.time));
  } catch {
    return [];
  }
};

let addressCounter = 0;
/** A distinct visitor address: 10.x.y.z. */
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

// ------------------------------------------------------------------------------ one phase

interface PhaseResult {
  phase: string;
  instances: number;
  seconds: number;
  visitors: number;
  started: number;
  unanswered: number;
  served: number;
  visitor429: number;
  otherErrors: number;
  latency: { p50: number; p95: number; p99: number };
  upstreamCalls: number;
  upstream429: number;
  maxPerClockWindow: number;
  maxPerAnyWindow: number;
  bookings: {
    made: number;
    conflicts: number;
    refused: number;
    other: number;
    /** Reads sent after a booking's answer that still showed its slot. */
    shownAfter: number;
  };
  slotGoneMs: { median: number; max: number; samples: number };
  /** The attacker's questions by the status answered (with --attacker). */
  attack?: Record<string, number>;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Tally {
  byVisitor: Map<string, { answers: number; ok: boolean }>;
  /** Calls that failed without an answer (connection error, 30-s timeout). */
  unanswered: number;
  visitor429: number;
  otherErrors: number;
  latencies: number[];
}

function visitorsThrough(
  base: string,
  visitors: number,
  rate: number,
  tally: Tally,
  /** A fixed number of visitors (all of them are waited for), or visitors arriving for `seconds`. */
  until: 'all-served' | 'time-is-up',
  seconds: number,
) {
  // As a browser asks: slot lists come gzipped (a month of 15-minute slots is ~300 KB of JSON).
  const headers = (context: Record<string, unknown>) => ({
    'x-forwarded-for': String(context['address']),
    'accept-encoding': 'gzip, deflate, br',
  });
  // Each visitor's answers, by its address (autocannon's per-connection context carries it).
  const check = (status: number, _body: string, context: Record<string, unknown>) => {
    if (status === 429) tally.visitor429++;
    else if (status !== 200) tally.otherErrors++;
    const address = String(context['address']);
    const seen = tally.byVisitor.get(address) ?? { answers: 0, ok: true };
    seen.answers++;
    seen.ok &&= status === 200;
    tally.byVisitor.set(address, seen);
  };
  const steps: AutocannonRequestStep[] = [
    {
      method: 'GET',
      path: `/v1/resources/${RESOURCE}`,
      setupRequest: (request, context) => {
        context['address'] = nextAddress();
        return { ...request, headers: headers(context) };
      },
      onResponse: check,
    },
    {
      method: 'GET',
      path: THIS_MONTH,
      setupRequest: (request, context) => ({ ...request, headers: headers(context) }),
      onResponse: check,
    },
    {
      method: 'GET',
      path: NEXT_MONTH,
      setupRequest: (request, context) => ({ ...request, headers: headers(context) }),
      onResponse: check,
    },
  ];
  return new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        // One visitor per second per connection: autocannon then paces each connection evenly, and a
        // visitor's three calls follow each other on it, as from one browser.
        connections: Math.max(1, Math.round(rate)),
        ...(until === 'all-served' ? { amount: visitors * steps.length } : { duration: seconds }),
        overallRate: rate * steps.length,
        timeout: 30,
        requests: steps,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      tally.latencies.push(responseTime);
    });
    instance.on('reqError', () => tally.unanswered++);
  });
}

async function bookingsWhile(
  bases: readonly string[],
  running: () => boolean,
  result: PhaseResult['bookings'],
  goneAfter: number[],
) {
  let turn = 0;
  const get = (base: string, path: string) =>
    fetch(`${base}${path}`, { headers: { 'x-forwarded-for': nextAddress() } });
  while (running()) {
    const next = Date.now() + BOOKING_EVERY_MS;
    const through = bases[turn % bases.length]!;
    const observer = bases[(turn + 1) % bases.length]!;
    turn++;
    try {
      await bookOnce(through, observer, turn);
    } catch (error) {
      result.other++;
      console.error(`booking ${turn}: ${String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
  }

  async function bookOnce(through: string, observer: string, turn: number) {
    const seen = openSlots(await (await get(observer, NEXT_MONTH)).text());
    const slot = seen[Math.floor(Math.random() * seen.length)];
    if (slot) {
      const end = new Date(Date.parse(slot) + 15 * 60_000).toISOString().replace('.000Z', 'Z');
      const email = `load-${turn}-${Date.now()}@example.com`;
      const response = await fetch(`${through}/v1/bookings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': nextAddress(),
          // The proxy takes a booking only with its intent's key (one booking per key).
          'idempotency-key': `"${crypto.randomUUID()}"`,
        },
        body: JSON.stringify({
          resource: { resource_id: String(RESOURCE) },
          host: { user_id: HOST },
          start_at: slot,
          end_at: end,
          invitees: [{ name: 'Load Test', email, questions: [{ name: 'problem', value: 'Load' }] }],
        }),
      });
      await response.arrayBuffer();
      const bookedAt = Date.now();
      if (response.status === 201) {
        result.made++;
        // Another visitor, on the other instance, asks until the slot is gone (at most 5 s): the figure
        // is when the first read that no longer shows it was sent, after the booking's answer came.
        for (;;) {
          const sentAt = Date.now();
          const still = openSlots(await (await get(observer, NEXT_MONTH)).text()).includes(slot);
          if (!still) {
            goneAfter.push(Math.max(0, sentAt - bookedAt));
            break;
          }
          result.shownAfter++;
          if (Date.now() - bookedAt > 5000) {
            goneAfter.push(Infinity);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } else if (response.status === 409) result.conflicts++;
      else if (response.status === 429) result.refused++;
      else result.other++;
    }
  }
}

interface UpstreamCall {
  at: number;
  status: number;
}

function windows(calls: readonly UpstreamCall[]) {
  const times = calls.map((c) => c.at).sort((a, b) => a - b);
  const perClock = new Map<number, number>();
  for (const at of times) {
    const window = Math.floor(at / WINDOW_MS);
    perClock.set(window, (perClock.get(window) ?? 0) + 1);
  }
  let maxAny = 0;
  let first = 0;
  for (let last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= WINDOW_MS) first++;
    maxAny = Math.max(maxAny, last - first + 1);
  }
  return { maxPerClockWindow: Math.max(0, ...perClock.values()), maxPerAnyWindow: maxAny };
}

async function phase(
  name: string,
  until: 'all-served' | 'time-is-up',
  bases: readonly string[],
  visitors: number,
  seconds: number,
  upstream: UpstreamCall[],
): Promise<PhaseResult> {
  // Whole visitors per connection on each instance.
  const connections = Math.max(1, Math.round(visitors / bases.length / seconds));
  const perInstance = Math.ceil(visitors / bases.length / connections) * connections;
  const tally: Tally = {
    byVisitor: new Map(),
    unanswered: 0,
    visitor429: 0,
    otherErrors: 0,
    latencies: [],
  };
  const bookings = { made: 0, conflicts: 0, refused: 0, other: 0, shownAfter: 0 };
  const goneAfter: number[] = [];
  const startedAt = Date.now();
  let running = true;
  const booker = bookingsWhile(bases, () => running, bookings, goneAfter);
  const attack: Record<string, number> = {};
  const attacker = ATTACKER ? attackWhile(bases, () => running, attack) : undefined;
  await Promise.all(
    bases.map((base) =>
      visitorsThrough(base, perInstance, perInstance / seconds, tally, until, seconds),
    ),
  );
  running = false;
  await booker;
  await attacker;
  const endedAt = Date.now();
  const calls = upstream.filter((c) => c.at >= startedAt && c.at <= endedAt);
  const latencies = tally.latencies.sort((a, b) => a - b);
  const answered = [...tally.byVisitor.values()];
  const gone = goneAfter.sort((a, b) => a - b);
  return {
    phase: name,
    instances: bases.length,
    seconds: Math.round((endedAt - startedAt) / 100) / 10,
    visitors: answered.filter((v) => v.answers >= 3).length,
    started: answered.length,
    unanswered: tally.unanswered,
    served: answered.filter((v) => v.answers >= 3 && v.ok).length,
    visitor429: tally.visitor429,
    otherErrors: tally.otherErrors,
    latency: {
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
    },
    upstreamCalls: calls.length,
    upstream429: calls.filter((c) => c.status === 429).length,
    ...windows(calls),
    bookings,
    slotGoneMs: { median: percentile(gone, 50), max: gone.at(-1) ?? 0, samples: gone.length },
    ...(ATTACKER ? { attack } : {}),
  };
}

/**
 * Someone spending the key's budget: 20 questions a second, each new (random dates up to a year either
 * way, random durations, ids the site has and ids it doesn't), from 250 addresses in turn, not waiting
 * for answers.
 */
async function attackWhile(
  bases: readonly string[],
  running: () => boolean,
  statuses: Record<string, number>,
) {
  const ids = ['101', '102', '103', '104', '106', '107', '108'];
  const pending: Array<Promise<void>> = [];
  for (let n = 0; running(); n++) {
    const id =
      Math.random() < 0.5
        ? String(1000 + Math.floor(Math.random() * 1_000_000))
        : ids[Math.floor(Math.random() * ids.length)]!;
    const start = Date.now() + Math.floor((Math.random() * 2 - 1) * 366) * 86_400_000;
    const end = start + Math.floor(Math.random() * 62) * 86_400_000;
    const minutes = [15, 30, 45, 60, 90, 120, 7, 1440][Math.floor(Math.random() * 8)]!;
    const path = `/v1/availability/${id}?start=${isoDate(start)}&end=${isoDate(end)}&duration=${minutes}m`;
    const address = n % ATTACK_ADDRESSES;
    pending.push(
      fetch(`${bases[n % bases.length]!}${path}`, {
        headers: { 'x-forwarded-for': `172.16.${address >> 8}.${address & 255}` },
      })
        .then(async (response) => {
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        })
        .catch(() => {
          statuses['error'] = (statuses['error'] ?? 0) + 1;
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / ATTACK_PER_SECOND));
  }
  await Promise.all(pending);
}

// ----------------------------------------------------------------------------------- report

function table(results: readonly PhaseResult[], allCalls: readonly UpstreamCall[]) {
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '> 5 s');
  const rows: Array<[string, ...string[]]> = [
    [
      '',
      ...results.map((r) => `${r.phase} (${r.instances} instance${r.instances > 1 ? 's' : ''})`),
    ],
    ['duration', ...results.map((r) => `${r.seconds} s`)],
    ['visitors with an answer', ...results.map((r) => String(r.started))],
    ['visitors (all three calls answered)', ...results.map((r) => String(r.visitors))],
    ['calls without an answer (error, 30-s timeout)', ...results.map((r) => String(r.unanswered))],
    [
      'visitors per second',
      ...results.map((r) => String(Math.round((r.visitors / r.seconds) * 10) / 10)),
    ],
    ['visitors served (all 3 calls answered 200)', ...results.map((r) => String(r.served))],
    ['429s seen by visitors', ...results.map((r) => String(r.visitor429))],
    ['other errors seen by visitors', ...results.map((r) => String(r.otherErrors))],
    [
      'latency p50 / p95 / p99',
      ...results.map((r) => `${r.latency.p50} / ${r.latency.p95} / ${r.latency.p99} ms`),
    ],
    ['upstream calls', ...results.map((r) => String(r.upstreamCalls))],
    [
      'max upstream calls per 10-s clock window',
      ...results.map((r) => String(r.maxPerClockWindow)),
    ],
    ['max upstream calls in any 10 s', ...results.map((r) => String(r.maxPerAnyWindow))],
    ['upstream 429s', ...results.map((r) => String(r.upstream429))],
    [
      'bookings made / 409 / 429 / other',
      ...results.map(
        (r) =>
          `${r.bookings.made} / ${r.bookings.conflicts} / ${r.bookings.refused} / ${r.bookings.other}`,
      ),
    ],
    [
      'reads after a booking that still showed its slot',
      ...results.map((r) => String(r.bookings.shownAfter)),
    ],
    ...(ATTACKER
      ? [
          [
            'attacker questions (answered 200 / 400 / 404 / 429 / other)',
            ...results.map((r) => {
              const a = r.attack ?? {};
              const sum = Object.values(a).reduce((x, y) => x + y, 0);
              const known = ['200', '400', '404', '429'].map((k) => a[k] ?? 0);
              const other = sum - known.reduce((x, y) => x + y, 0);
              return `${sum} (${known.join(' / ')} / ${other})`;
            }),
          ] as [string, ...string[]],
        ]
      : []),
    [
      'booked slot gone for others after (median / max)',
      ...results.map(
        (r) => `${ms(r.slotGoneMs.median)} / ${ms(r.slotGoneMs.max)} (${r.slotGoneMs.samples})`,
      ),
    ],
  ];
  const lines = rows.map((row) => `| ${row.join(' | ')} |`);
  lines.splice(1, 0, `|${rows[0]!.map(() => ' --- ').join('|')}|`);
  const whole = windows(allCalls);
  lines.push(
    '',
    `Whole run: ${allCalls.length} upstream calls, at most ${whole.maxPerAnyWindow} in any 10 s ` +
      `(${whole.maxPerClockWindow} per clock window); limit 60.`,
  );
  return lines.join('\n');
}

// ------------------------------------------------------------------------------------- main

async function main() {
  const upstream: UpstreamCall[] = [];
  const mockPort = await freePort();
  const mock = start(tsx, ['bench/lib/counted-mock.ts'], { PORT: String(mockPort) }, /^ready /);
  mock.child.stdout?.on('data', () => {
    for (;;) {
      const index = mock.lines.findIndex((line) => line.startsWith('call '));
      if (index < 0) break;
      const [, at, status] = mock.lines[index]!.split(' ');
      upstream.push({ at: Number(at), status: Number(status) });
      mock.lines.splice(index, 1);
    }
  });
  await mock.started;

  let redisUrl: string | undefined;
  let redisDir: string | undefined;
  if (INSTANCES === 2) {
    const redisPort = await freePort();
    redisDir = mkdtempSync(join(tmpdir(), 'load-redis-'));
    const server = spawn(
      ensureRedisServer(),
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: redisDir, stdio: 'ignore' },
    );
    children.push(server);
    await waitForRedis(redisPort);
    redisUrl = `redis://127.0.0.1:${redisPort}`;
  }

  // One namespace for every instance of this run: that is what makes them share.
  const namespace = `load-${Date.now()}`;
  const proxies = [];
  for (let i = 0; i < INSTANCES; i++) {
    const port = await freePort();
    const proxy = start(
      tsx,
      ['src/proxy/node-server.ts'],
      {
        PORT: String(port),
        UPSTREAM_URL: `http://127.0.0.1:${mockPort}/v1`,
        BOOKING_API_KEY: 'demo',
        RATE_LIMIT: '60',
        CLIENT_IP_HEADER: 'x-forwarded-for',
        PROXY_INSTANCES: String(INSTANCES),
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_NAMESPACE: namespace } : {}),
      },
      /^Booking proxy:/,
    );
    await proxy.started;
    proxies.push({ base: `http://127.0.0.1:${port}`, lines: proxy.lines });
  }
  const bases = proxies.map((p) => p.base);
  console.log(
    `Load test: ${INSTANCES} proxy instance${INSTANCES > 1 ? 's' : ''}${redisUrl ? ' sharing a redis-server' : ''}, ` +
      `demo key (60 per 10 s), resource ${RESOURCE}; ${BURST_VISITORS} visitors in ${BURST_SECONDS} s, ` +
      `then ${RATE}/s for ${SUSTAINED_SECONDS} s; a booking every ${BOOKING_EVERY_MS} ms` +
      (ATTACKER
        ? `; an attacker: ${ATTACK_PER_SECOND} new questions/s from ${ATTACK_ADDRESSES} addresses.`
        : '.'),
  );

  const results: PhaseResult[] = [];
  results.push(await phase('burst', 'all-served', bases, BURST_VISITORS, BURST_SECONDS, upstream));
  console.log(table(results, upstream));
  if (SUSTAINED_SECONDS > 0) {
    results.push(
      await phase(
        'sustained',
        'time-is-up',
        bases,
        RATE * SUSTAINED_SECONDS,
        SUSTAINED_SECONDS,
        upstream,
      ),
    );
  }
  console.log('\n' + table(results, upstream));
  const notes = proxies.flatMap((p) =>
    p.lines.filter((line) => !/^Booking proxy:|npm warn/.test(line)),
  );
  if (notes.length > 0) console.log(`\nProxy log:\n${notes.join('\n')}`);
  const json = args.get('json');
  if (json) writeFileSync(json, JSON.stringify({ instances: INSTANCES, results }, null, 2));
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
try {
  await main();
} finally {
  await stopAll();
}
