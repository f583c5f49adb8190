/**
 * What every request and answer of the proxy goes through at its edge, whatever the route: writes only
 * as JSON from the site's own pages (or origins it lists), a body counted as it arrives, and answers a
 * browser can neither sniff into HTML nor keep in a shared cache.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The JSON error body every refusal of the proxy carries (the service's own shape, spec §7). */
export function errorBody(status: number, code: string, message: string): string {
  return JSON.stringify({ error: { status, code, message } });
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(errorBody(status, code, message), {
    status,
    headers: { ...headers, 'content-type': 'application/json' },
  });
}

/**
 * Headers on every answer: `nosniff` (a body is never read as HTML or script), `Vary: Origin` (the CORS
 * headers differ per origin, so a shared cache must not mix them), and `Cache-Control: no-store` on
 * anything about bookings (names, e-mails, meeting links: never kept by a browser or a shared cache).
 */
export function answerHeaders(basePath: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('x-content-type-options', 'nosniff');
    const vary = (headers.get('vary') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!vary.some((name) => name.toLowerCase() === 'origin')) vary.unshift('Origin');
    headers.set('vary', vary.join(', '));
    const path = new URL(c.req.url).pathname.slice(basePath.length);
    if (path === '/bookings' || path.startsWith('/bookings/')) {
      headers.set('cache-control', 'no-store');
    }
  };
}

/** `application/json`, with or without parameters such as `charset=utf-8`. */
export const isJsonType = (value: string | undefined | null) =>
  /^application\/json\s*(;|$)/i.test(value ?? '');

/**
 * Why a write is refused before anything else is looked at, or undefined when it may go on. A write
 * from a page of another site (a plain HTML form needs no preflight, and the browser sends the
 * visitor's cookies-free request all the same) is refused unless its origin is listed: the browser's
 * `Sec-Fetch-Site` says where it came from, and `Origin` is checked where that header is missing
 * (older browsers). Requests with neither come from a server, not a visitor's browser. Then only JSON
 * is taken (415 otherwise): a form can't send it, and the service reads nothing else.
 */
export function refuseWrite(
  c: Context,
  allowOrigins: readonly string[],
  cors: Record<string, string>,
): Response | undefined {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  const listed = origin !== undefined && allowOrigins.includes(origin);
  let foreign: boolean;
  if (site !== undefined) foreign = site !== 'same-origin' && site !== 'none';
  else if (origin !== undefined) foreign = origin === 'null' || !sameHost(origin, c);
  else foreign = false;
  if (foreign && !listed) {
    return errorResponse(
      403,
      'forbidden',
      'Writes are taken from this site’s own pages and the origins it lists',
      cors,
    );
  }
  if (!isJsonType(c.req.header('content-type'))) {
    return errorResponse(
      415,
      'unsupported_media_type',
      'The body must be JSON (Content-Type: application/json)',
      cors,
    );
  }
  return undefined;
}

/** An `Origin` naming the host the request was sent to (the scheme may differ behind TLS termination). */
function sameHost(origin: string, c: Context): boolean {
  try {
    return new URL(origin).host === (c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}

/**
 * The request body as text, counted as it arrives (Hono's `bodyLimit`): a chunked body with no length
 * is refused once `maxBytes` have come, without reading the rest; a declared length over it is refused
 * before any byte is read.
 */
export async function limitedText(
  c: Context,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false }> {
  let text: string | undefined;
  const refused = await bodyLimit({ maxSize: maxBytes, onError: () => c.body(null, 413) })(
    c,
    async () => {
      text = await c.req.text();
    },
  );
  return refused instanceof Response || text === undefined ? { ok: false } : { ok: true, text };
}
