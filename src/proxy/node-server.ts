/**
 * `npm run proxy`: the proxy recipe as a Node server.
 *   BOOKING_API_KEY=… UPSTREAM_URL=https://api.example.com/v1 PORT=8788 npm run proxy
 * Defaults point at `npm run mock` with its demo key, so the recipe can be tried locally.
 * REDIS_URL=redis://host:6379 shares the cache, the budget and invalidations with every instance
 * using the same Redis; without it everything stays in this process.
 * BOOKING_TOKEN_SECRET (at least 32 bytes) signs the booking tokens; without it instances sharing Redis
 * generate one secret there, and a lone instance uses one of its own (logged: tokens die with it).
 * ALLOW_RESOURCES / ALLOW_PAGES / ALLOW_USERS (comma-separated ids) narrow the events served to those
 * resources, booking pages and hosts (any match is served); without them, every enabled event of the key.
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient } from './client-ip.js';
import { createBookingProxy } from './proxy.js';
import { memoryStore, type ProxyStore } from './store.js';

const env = process.env;
const port = Number(env['PORT'] ?? 8788);
const number = (name: string): number | undefined => {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a number, not "${value}"`);
  return parsed;
};

// Behind load balancers every call comes from the last of them: name the header they write the visitor's
// address to (e.g. X-Forwarded-For) and how many of them append to it (TRUSTED_HOPS, default 1), so each
// visitor keeps its own share. The visitor is that many entries from the right: what it writes itself
// comes before them and is never believed.
const ipHeader = env['CLIENT_IP_HEADER']?.trim().toLowerCase();
const trustedHops = ipHeader ? (number('TRUSTED_HOPS') ?? 1) : 0;
const clientIp = (c: Context): string | undefined =>
  (ipHeader ? forwardedClient(c.req.header(ipHeader), trustedHops) : undefined) ??
  getConnInfo(c).remote.address;

const keepMs = Math.max(
  number('STALE_IF_ERROR_MS') ?? 300_000,
  number('RESOURCE_TTL_MS') ?? 60_000,
);
let store: ProxyStore;
const redisUrl = env['REDIS_URL']?.trim();
if (redisUrl) {
  const { redisStore } = await import('./redis-store.js');
  store = redisStore({
    url: redisUrl,
    namespace: env['REDIS_NAMESPACE'] ?? `booking-proxy:${env['BOOKING_API_KEY'] ?? 'demo'}`,
    keepMs,
    instances: number('PROXY_INSTANCES') ?? 1,
  });
} else {
  store = memoryStore({ keepMs });
}

/** A comma-separated list of ids, e.g. ALLOW_RESOURCES=101,106; `numeric`: whole numbers only. */
const ids = (name: string, numeric: boolean): string[] => {
  const list = (env[name] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of list) {
    if (numeric ? !/^[1-9]\d{0,15}$/.test(id) : !/^[A-Za-z0-9_-]{1,64}$/.test(id))
      throw new Error(`${name} must be a comma-separated list of ids, not "${env[name]}"`);
  }
  return list;
};
const narrow = {
  resources: ids('ALLOW_RESOURCES', false),
  pages: ids('ALLOW_PAGES', true).map(Number),
  users: ids('ALLOW_USERS', true).map(Number),
};

const rateLimit = number('RATE_LIMIT');
const optional = <K extends string>(key: K, value: number | undefined) =>
  value === undefined ? {} : ({ [key]: value } as Record<K, number>);

const app = createBookingProxy({
  upstream: env['UPSTREAM_URL'] ?? 'http://127.0.0.1:8787/v1',
  apiKey: env['BOOKING_API_KEY'] ?? 'demo',
  basePath: env['BASE_PATH'] ?? '/v1',
  allowOrigins: (env['ALLOW_ORIGINS'] ?? '').split(',').filter(Boolean),
  store,
  clientIp,
  narrow,
  ...(env['BOOKING_TOKEN_SECRET'] ? { tokenSecret: env['BOOKING_TOKEN_SECRET'] } : {}),
  ...optional('rateLimit', rateLimit),
  ...optional('availabilityTtlMs', number('AVAILABILITY_TTL_MS')),
  ...optional('resourceTtlMs', number('RESOURCE_TTL_MS')),
  ...optional('staleWhileRevalidateMs', number('STALE_WHILE_REVALIDATE_MS')),
  ...optional('staleIfErrorMs', number('STALE_IF_ERROR_MS')),
  ...optional('visitorShare', number('VISITOR_SHARE')),
  ...optional('clockSkewMs', number('CLOCK_SKEW_MS')),
  ...optional('catalogRefreshMs', number('CATALOG_REFRESH_MS')),
  ...optional('catalogMissRefreshMs', number('CATALOG_MISS_REFRESH_MS')),
});

// Load balancers keep idle connections open for 60 s; a server closing them sooner races their reuse
// (a visitor's call then fails on a closed connection). A client sending its headers or its request
// slowly (a byte at a time, to hold connections open) is cut off: 10 s for the headers, 30 s for the whole
// request, checked every second; and no more than MAX_CONNECTIONS connections are held at once (more
// are closed on arrival).
const server = serve(
  {
    fetch: app.fetch,
    hostname: env['HOST'] ?? '127.0.0.1',
    port,
    serverOptions: {
      keepAliveTimeout: 65_000,
      headersTimeout: number('HEADERS_TIMEOUT_MS') ?? 10_000,
      requestTimeout: number('REQUEST_TIMEOUT_MS') ?? 30_000,
      connectionsCheckingInterval: 1000,
    },
  },
  (info) => {
    console.log(
      `Booking proxy: http://127.0.0.1:${info.port}${env['BASE_PATH'] ?? '/v1'} (${redisUrl ? 'shared through Redis' : 'in-process cache'}, ${rateLimit ?? 60} calls per 10 s)`,
    );
  },
);
server.maxConnections = number('MAX_CONNECTIONS') ?? 1024;

// A stop answers the calls in flight, then exits: each connection is closed as soon as it is idle (the load
// balancer's 65 s keep-alive would hold the process that long), and none is held past the request timeout.
const stop = () => {
  const http = server as Partial<Pick<Server, 'closeIdleConnections' | 'closeAllConnections'>>;
  const idle = setInterval(() => http.closeIdleConnections?.(), 200);
  setTimeout(() => http.closeAllConnections?.(), number('REQUEST_TIMEOUT_MS') ?? 30_000).unref();
  server.close(() => {
    clearInterval(idle);
    void app
      .idle()
      .then(() => store.close())
      .finally(() => process.exit(0));
  });
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
