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
import { memoryStore, type ProxyStore } from './store.js';

export interface RedisStoreOptions {
  /** `redis://[:password@]host:port[/db]` or `rediss://…`. */
  url: string;
  /** Prefix of every key and of the channel; one per API key. */
  namespace: string;
  /** How long invalidations are kept: at least the longest an answer is kept. Default 300 000. */
  keepMs?: number;
  /** Instances sharing the budget: while Redis is gone each keeps to its part of it. Default 1. */
  instances?: number;
  /** Most answers kept in memory while Redis is gone. Default 5 000. */
  maxEntries?: number;
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
  const local = memoryStore({ keepMs, maxEntries: options.maxEntries ?? 5000 });
  const where = redactedUrl(options.url);

  // Commands fail at once while disconnected (no offline queue) and within half a second when Redis
  // hangs, so a visitor never waits on it: the memory fallback answers instead.
  const connection = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (attempt: number) => Math.min(250 * attempt, 2000),
  };
  const client = new Redis(options.url, connection);
  const subscriber = new Redis(options.url, connection);

  let shared = false;
  let reportedDown = false;
  let closing = false;
  /** Invalidations made while Redis was gone, published when it returns. */
  const unpublished: Invalidation[] = [];

  const goneFromMemory = (reason: string) => {
    shared = false;
    if (closing || reportedDown) return;
    reportedDown = true;
    log(
      `booking proxy: Redis at ${where} unreachable (${reason}); serving from this process's memory until it returns`,
    );
  };

  async function share(invalidation: Invalidation) {
    await client
      .multi()
      .zadd(channel, invalidation.at, JSON.stringify(invalidation))
      .zremrangebyscore(channel, '-inf', Date.now() - keepMs)
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
        shared = true;
        if (reportedDown) log(`booking proxy: Redis at ${where} is back; sharing again`);
        reportedDown = false;
      },
      (error: unknown) => goneFromMemory(String(error)),
    );
  });
  client.on('error', (error: Error) => goneFromMemory(error.message));
  client.on('close', () => goneFromMemory('connection closed'));

  subscriber.on('ready', () => {
    // Whatever was published while this connection was down is in the sorted set.
    subscriber
      .subscribe(channel)
      .then(() => (shared ? readBack() : undefined))
      .catch(() => undefined);
  });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (_channel: string, text: string) => {
    const invalidation = parseInvalidation(text);
    if (invalidation) local.log.add(invalidation);
  });

  const cacheKey = (key: string) => `${ns}:cache:${key}`;

  return {
    get shared() {
      return shared;
    },
    async get(key) {
      if (!shared) return local.get(key);
      try {
        const text = await client.get(cacheKey(key));
        return text === null ? undefined : parseAnswer(text);
      } catch (error) {
        goneFromMemory(String(error));
        return local.get(key);
      }
    },
    async set(key, answer, ttlMs) {
      if (!shared) return local.set(key, answer, ttlMs);
      try {
        await client.set(
          cacheKey(key),
          JSON.stringify(answer),
          'PX',
          Math.max(1, Math.round(ttlMs)),
        );
      } catch (error) {
        goneFromMemory(String(error));
        await local.set(key, answer, ttlMs);
      }
    },
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
      if (!shared) {
        unpublished.push(invalidation);
        return;
      }
      try {
        await share(invalidation);
      } catch (error) {
        unpublished.push(invalidation);
        goneFromMemory(String(error));
      }
    },
    recent: () => local.log.list(),
    async close() {
      closing = true;
      await Promise.allSettled([client.quit(), subscriber.quit()]);
      client.disconnect();
      subscriber.disconnect();
      await local.close();
    },
  };
}

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

const parseAnswer = (text: string) =>
  parseShaped<CachedAnswer>(text, {
    status: 'number',
    body: 'string',
    contentType: 'string',
    fetchedAt: 'number',
  });
