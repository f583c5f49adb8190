/**
 * The same-origin proxy recipe (DESIGN §5). The service's only authentication is a key in the query
 * string, so a key on a public page is readable by anyone. Run this next to your site instead: the
 * widget's `base-url` points at it, it adds the key server-side, and it forwards only the calls the
 * widget makes — nobody can use it to list resources, read reports or delete anything.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';

export interface BookingProxyOptions {
  /** The service's base address, including `/v1`. */
  upstream: string;
  /** The account's API key; it never reaches the browser. */
  apiKey: string;
  /** Where the proxy is mounted on your site, e.g. `/booking-api/v1` (default `/v1`). */
  basePath?: string;
  /** Origins allowed to call the proxy cross-origin; same-origin pages need none. */
  allowOrigins?: readonly string[];
  /** Largest request body forwarded, in bytes (default 2 MB: a booking with a 1 MB file answer). */
  maxBodyBytes?: number;
  fetch?: typeof fetch;
}

/** Each route the widget calls, and the query parameters it may carry. */
const ALLOWED: ReadonlyArray<{
  method: string;
  path: RegExp;
  query: readonly string[];
  required?: readonly string[];
}> = [
  { method: 'GET', path: /^\/resources\/\d+$/, query: [] },
  { method: 'GET', path: /^\/availability\/\d+$/, query: ['start', 'end', 'duration'] },
  { method: 'POST', path: /^\/bookings$/, query: [] },
  // Only the lost-response lookup: one e-mail at one start time, never a listing of everyone's bookings.
  {
    method: 'GET',
    path: /^\/bookings$/,
    query: ['email', 'start', 'end', 'resource_id'],
    required: ['email', 'start'],
  },
  { method: 'GET', path: /^\/bookings\/[A-Za-z0-9_-]+$/, query: [] },
  { method: 'PUT', path: /^\/bookings\/[A-Za-z0-9_-]+$/, query: [] },
  { method: 'POST', path: /^\/bookings\/[A-Za-z0-9_-]+\/cancel$/, query: [] },
];

/** Response headers worth passing back: the widget's limiter and retries read them. */
const FORWARDED_HEADERS = [
  'content-type',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];

function errorResponse(c: Context, status: number, code: string, message: string) {
  return c.json({ error: { status, code, message } }, status as 400);
}

export function createBookingProxy(options: BookingProxyOptions): Hono {
  const basePath = (options.basePath ?? '/v1').replace(/\/$/, '');
  const upstream = options.upstream.replace(/\/$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const send = options.fetch ?? fetch;
  const app = new Hono();

  app.all(`${basePath}/*`, async (c) => {
    const origin = c.req.header('origin');
    const corsHeaders: Record<string, string> = {};
    if (origin && options.allowOrigins?.includes(origin)) {
      corsHeaders['access-control-allow-origin'] = origin;
      corsHeaders['vary'] = 'Origin';
    }
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...corsHeaders,
          'access-control-allow-methods': 'GET, POST, PUT',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        },
      });
    }

    const url = new URL(c.req.url);
    const path = url.pathname.slice(basePath.length) || '/';
    const rule = ALLOWED.find((r) => r.method === c.req.method && r.path.test(path));
    if (!rule)
      return errorResponse(c, 404, 'not_found', `${c.req.method} ${path} is not forwarded`);

    const query = new URLSearchParams();
    for (const [name, value] of url.searchParams) {
      if (rule.query.includes(name)) query.append(name, value);
    }
    const missing = (rule.required ?? []).filter((name) => !query.get(name));
    if (missing.length > 0) {
      return errorResponse(c, 400, 'invalid_request', `${missing.join(', ')} required`);
    }
    query.set('apiKey', options.apiKey);

    let body: string | undefined;
    if (c.req.method === 'POST' || c.req.method === 'PUT') {
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > maxBodyBytes) {
        return errorResponse(c, 413, 'payload_too_large', `body over ${maxBodyBytes} bytes`);
      }
      body = await c.req.text();
      if (new TextEncoder().encode(body).byteLength > maxBodyBytes) {
        return errorResponse(c, 413, 'payload_too_large', `body over ${maxBodyBytes} bytes`);
      }
    }

    let response: Response;
    try {
      response = await send(`${upstream}${path}?${query}`, {
        method: c.req.method,
        headers:
          body === undefined
            ? {}
            : { 'content-type': c.req.header('content-type') ?? 'application/json' },
        body,
      });
    } catch {
      return errorResponse(c, 502, 'bad_gateway', 'The booking service could not be reached');
    }
    const headers = new Headers(corsHeaders);
    for (const name of FORWARDED_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(await response.arrayBuffer(), { status: response.status, headers });
  });

  return app;
}
