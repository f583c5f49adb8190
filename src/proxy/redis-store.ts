/**
 * A `ProxyStore` shared by every proxy instance through Redis (or Valkey): one cache, one budget for
 * the key, and invalidations published to all instances (and kept in a sorted set, so an instance that
 * missed some while disconnected reads them back). Node only (ioredis).
 *
 * Redis gone: the store says so once in the log and keeps serving from this process's memory — its own
 * cache, a limiter with this instance's part of the budget, invalidations kept to publish later. When
 * Redis is back it says so, publishes what it kept, and shares again.
 */
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { CachedAnswer, Invalidation } from './answers.js';
import { answerCache, memoryStore, type ProxyStore } from './store.js';

export interface RedisStoreOptions {
  /** `redis://[:password@]host:port[/db]` or `rediss://…`. */
  url: string;
  /** Prefix of every key and of the channel; one per API key. */
  namespace: string;
  /** How long invalidations are kept: at least the longest an answer is kept. Default 300 000. */
  keepMs?: number;
  /** Instances sharing the budget: while Redis is gone each keeps to its part of it. Default 1. */
  instances?: number;
  /** Most bytes of answers kept in memory: while Redis is gone, and the shared ones last read. Default 128 MB. */
  maxBytes?: number;
  log?: (message: string) => void;
}

export function redisStore(options: RedisStoreOptions): ProxyStore & {
  /** True while the shared store is in use. */
  readonly shared: boolean;
} {
  const log = options.log ?? ((message: string) => console.warn(message));
  const keepMs = options.keepMs ?? 300_000;
  const instances = Math.max(1, Math.floor(options.instances ?? 1));
  const ns = options.namespace;
  const channel = `${ns}:invalidations`;
  /** How many invalidations were ever shared: a read compares it with the number it has seen. */
  const countKey = `${ns}:invalidations:count`;
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  const local = memoryStore({ keepMs, maxBytes });
  // The shared answers last read, by key: a read asks Redis for the small version record only, and
  // fetches the body (a month of slots is ~300 KB) only when another instance stored a newer one.
  const lastRead = answerCache(maxBytes);
  const where = redactedUrl(options.url);

  // Commands fail at once while disconnected (no offline queue), so the memory fallback answers
  // instead and Redis is tried again after a pause; one that hangs fails after 5 s.
  const connection = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 5000,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(250 * attempt, 2000),
  };
  const PAUSE_MS = 2000;
  const client = new Redis(options.url, connection);
  const subscriber = new Redis(options.url, connection);

  /** Whether the invalidations kept in Redis were read since this connection came up. */
  let caughtUp = false;
  /** Until when Redis is not tried again after a command failed (ms since the epoch). */
  let pausedUntil = 0;
  let reportedDown = false;
  let closing = false;
  /** Invalidations made while Redis was gone, published when it returns. */
  const unpublished: Invalidation[] = [];

  const usable = () => client.status === 'ready' && caughtUp && Date.now() >= pausedUntil;
  /** Resolves when Redis was first usable: a value claimed at start-up (the token secret) waits for it. */
  let firstUsable: () => void = () => undefined;
  const firstUse = new Promise<void>((resolve) => (firstUsable = resolve));
  let everUsable = false;
  async function started() {
    if (everUsable || closing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      firstUse,
      new Promise<void>(
        (resolve) => (timer = setTimeout(resolve, connection.connectTimeout + 500)),
      ),
    ]);
    clearTimeout(timer);
  }

  const failed = (reason: string) => {
    pausedUntil = Date.now() + PAUSE_MS;
    if (closing || reportedDown) return;
    reportedDown = true;
    log(
      `booking proxy: Redis at ${where} unreachable (${reason}); serving from this process's memory until it returns`,
    );
  };

  let lastSlowLog = 0;
  let slowSinceLog = 0;
  /** A call that timed out: answered from memory; said at most once a minute. */
  const slow = (reason: string) => {
    slowSinceLog++;
    if (closing || Date.now() - lastSlowLog < 60_000) return;
    log(
      `booking proxy: Redis at ${where} slow (${reason}; ${slowSinceLog} call(s) answered from memory since the last report)`,
    );
    lastSlowLog = Date.now();
    slowSinceLog = 0;
  };

  let flushing = false;
  const succeeded = () => {
    if (reportedDown) {
      reportedDown = false;
      log(`booking proxy: Redis at ${where} is back; sharing again`);
    }
    if (unpublished.length > 0 && !flushing) {
      flushing = true;
      void catchUp()
        .catch((error: unknown) => failed(String(error)))
        .finally(() => (flushing = false));
    }
  };

  /** `op` on Redis when it is usable, else (or when it fails) `alone` on this process's memory. */
  async function shared<T>(op: () => Promise<T>, alone: () => Promise<T>): Promise<T> {
    if (!usable()) return alone();
    try {
      const result = await op();
      succeeded();
      return result;
    } catch (error) {
      // A command that timed out may only mean this process is too busy to read the answer in time
      // (its own event loop lags): that one call falls back, the next tries Redis again.
      if (/timed out/i.test(String(error))) slow(String(error));
      else failed(String(error));
      return alone();
    }
  }

  async function share(invalidation: Invalidation) {
    await client
      .multi()
      .zadd(channel, invalidation.at, JSON.stringify(invalidation))
      .zremrangebyscore(channel, '-inf', Date.now() - keepMs)
      .incr(countKey)
      .publish(channel, JSON.stringify(invalidation))
      .exec();
  }

  async function readBack() {
    const stored = await client.zrangebyscore(channel, Date.now() - keepMs, '+inf');
    for (const text of stored) {
      const invalidation = parseInvalidation(text);
      if (invalidation) local.log.add(invalidation);
    }
  }

  /** The count of shared invalidations this instance has read up to. */
  let seenCount = -1;
  let reading: Promise<void> | undefined;
  /**
   * Reads the invalidations shared since this instance last looked when `count` says there are new
   * ones. Pub/sub brings them too, but a busy process may read a visitor's request before the message:
   * asking Redis on every read means a read sent after a booking's answer (which waits for the booking
   * to be shared) never shows its slot, on any instance.
   */
  async function keepUp(count: string | null | undefined) {
    const wanted = Number(count ?? 0);
    while (wanted > seenCount) {
      if (!reading) {
        // A read-back started earlier may predate `count`: it only vouches for what it was started for.
        const upTo = wanted;
        reading = readBack()
          .then(() => {
            seenCount = Math.max(seenCount, upTo);
          })
          .finally(() => (reading = undefined));
      }
      await reading;
    }
  }

  /** Reads the invalidations missed, then publishes those made meanwhile. */
  async function catchUp() {
    await readBack();
    while (unpublished.length > 0) {
      await share(unpublished[0]!);
      unpublished.shift();
    }
  }

  client.on('ready', () => {
    void catchUp().then(
      () => {
        caughtUp = true;
        pausedUntil = 0;
        everUsable = true;
        firstUsable();
        succeeded();
      },
      (error: unknown) => failed(String(error)),
    );
  });
  client.on('error', (error: Error) => failed(error.message));
  client.on('close', () => {
    caughtUp = false;
    failed('connection closed');
  });

  subscriber.on('ready', () => {
    // Whatever was published while this connection was down is in the sorted set.
    subscriber
      .subscribe(channel)
      .then(() => (usable() ? readBack() : undefined))
      .catch(() => undefined);
  });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, text: string) => {
    const invalidation = parseInvalidation(text);
    if (invalidation) local.log.add(invalidation);
  });

  const metaKey = (key: string) => `${ns}:cache:${key}:meta`;
  const bodyKey = (key: string) => `${ns}:cache:${key}:body`;

  async function sharedGet(key: string): Promise<CachedAnswer | undefined> {
    const [metaText, count] = await client.mget(metaKey(key), countKey);
    await keepUp(count);
    const meta = metaText ? parseMeta(metaText) : undefined;
    if (!meta) return undefined;
    const known = lastRead.get(key);
    if (known && known.fetchedAt === meta.fetchedAt && known.status === meta.status) return known;
    const body = await client.get(bodyKey(key));
    if (body === null) return undefined;
    const answer: CachedAnswer = { ...meta, body };
    lastRead.set(key, answer);
    return answer;
  }

  const valueKey = (key: string) => `${ns}:value:${key}`;
  /** A value method: on Redis once it was first reached (or given up on), else this process's memory. */
  const valueOp = async <T>(op: () => Promise<T>, alone: () => Promise<T>) => {
    await started();
    return shared(op, alone);
  };

  return {
    get shared() {
      return usable();
    },
    claimValue: (key, value, ttlMs) =>
      valueOp(
        async () => {
          const kept = (await client.eval(
            CLAIM_SCRIPT,
            1,
            valueKey(key),
            value,
            String(ttlMs === undefined ? 0 : Math.max(1, Math.round(ttlMs))),
          )) as string | null;
          return kept ?? undefined;
        },
        () => local.claimValue(key, value, ttlMs),
      ),
    getValue: (key) =>
      valueOp(
        async () => (await client.get(valueKey(key))) ?? undefined,
        () => local.getValue(key),
      ),
    setValue: (key, value, ttlMs) =>
      valueOp(
        async () => {
          if (ttlMs === undefined) await client.set(valueKey(key), value);
          else await client.set(valueKey(key), value, 'PX', Math.max(1, Math.round(ttlMs)));
        },
        () => local.setValue(key, value, ttlMs),
      ),
    releaseValue: (key, expected) =>
      valueOp(
        async () => {
          await client.eval(RELEASE_SCRIPT, 1, valueKey(key), expected);
        },
        () => local.releaseValue(key, expected),
      ),
    get: (key) =>
      shared(
        () => sharedGet(key),
        () => local.get(key),
      ),
    set: (key, answer, ttlMs) =>
      shared(
        async () => {
          const { body, ...meta } = answer;
          const px = Math.max(1, Math.round(ttlMs));
          // The body first: a version record always has its body.
          await client
            .multi()
            .set(bodyKey(key), body, 'PX', px)
            .set(metaKey(key), JSON.stringify(meta), 'PX', px)
            .exec();
          lastRead.set(key, answer);
        },
        () => local.set(key, answer, ttlMs),
      ),
    limiter(spec): RateLimiterAbstract {
      return new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${ns}:limit:${spec.name}`,
        points: spec.points,
        duration: spec.durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({
          keyPrefix: `${spec.name}-alone`,
          points: Math.max(1, Math.floor(spec.points / instances)),
          duration: spec.durationSeconds,
        }),
      });
    },
    async publish(invalidation) {
      local.log.add(invalidation);
      await shared(
        () => share(invalidation),
        async () => {
          unpublished.push(invalidation);
        },
      );
    },
    recent: () => local.log.list(),
    sync: () =>
      shared(
        async () => keepUp(await client.get(countKey)),
        async () => undefined,
      ),
    async close() {
      closing = true;
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
      lastRead.clear();
      await local.close();
    },
  };
}

/** SET NX (PX when ARGV[2] > 0) that answers the value already kept, in one step: Redis 6 has no SET NX GET. */
const CLAIM_SCRIPT = `
local kept = redis.call('GET', KEYS[1])
if kept then return kept end
if ARGV[2] == '0' then redis.call('SET', KEYS[1], ARGV[1])
else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return false`;

/** DEL when the key still holds ARGV[1]. */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.host;
  } catch {
    return 'the configured address';
  }
}

/** `text` parsed, when it is JSON with each of `fields` of its type; else undefined (not ours, damaged). */
function parseShaped<T>(text: string, fields: Record<string, 'string' | 'number'>): T | undefined {
  try {
    const value = JSON.parse(text) as Record<string, unknown> | null;
    if (value === null || typeof value !== 'object') return undefined;
    const fits = Object.entries(fields).every(([name, type]) => typeof value[name] === type);
    return fits ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

const parseInvalidation = (text: string) =>
  parseShaped<Invalidation>(text, { id: 'string', at: 'number', from: 'string', to: 'string' });

const parseMeta = (text: string) =>
  parseShaped<Omit<CachedAnswer, 'body'>>(text, {
    status: 'number',
    contentType: 'string',
    fetchedAt: 'number',
  });
