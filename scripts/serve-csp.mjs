// A tiny static server for the hostile-content pages: serves the BUILT widget (dist/) and demo/ byte for
// byte, with real response headers — a strict Content-Security-Policy on the CSP pages and Trusted Types
// enforcement on demo/trusted-types.html. No transforms, so the pages run exactly what a site would ship.
//
//   npm run build && node scripts/serve-csp.mjs --port 5175
//   → http://127.0.0.1:5175/demo/csp.html, /demo/trusted-types.html, /demo/hostile-page.html
//
// The browser tests (test/e2e/hostile-*.spec.ts) start it in-process with startCspServer({ port: 0 }).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SERVED = ['dist', 'demo'].map((dir) => resolve(ROOT, dir) + sep);

/** The strict policy: no 'unsafe-inline', no 'unsafe-eval', nothing from elsewhere. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Trusted Types enforced: no string reaches an HTML/script sink. The only policy allowed is Lit's own
 * (`lit-html`, which passes Lit's static template strings; API data never goes through it). With
 * `trusted-types 'none'` Lit cannot create that policy and no Lit element can render (docs/security.md).
 */
export const TRUSTED_TYPES_CSP = `${STRICT_CSP}; require-trusted-types-for 'script'; trusted-types lit-html`;

/** Which pages get which policy; every other page (the XSS page among them) is served without one. */
export const PAGE_POLICIES = {
  '/demo/csp.html': STRICT_CSP,
  '/demo/trusted-types.html': TRUSTED_TYPES_CSP,
  '/demo/hostile-page.html': STRICT_CSP,
};

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * Starts the server; `policies` overrides the page → policy map (tests add a page with a policy of
 * their own). Resolves with the origin it listens on and a `close()`.
 */
export function startCspServer({ port = 5175, host = '127.0.0.1', policies = PAGE_POLICIES } = {}) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname === '/') {
      response.writeHead(302, { Location: '/demo/csp.html' }).end();
      return;
    }
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = resolve(ROOT, `.${pathname}`);
    const allowed = SERVED.some((dir) => file.startsWith(dir));
    if (
      !allowed ||
      !existsSync(file) ||
      !statSync(file).isFile() ||
      !['GET', 'HEAD'].includes(request.method ?? '')
    ) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    const policy = policies[pathname];
    if (policy) headers['Content-Security-Policy'] = policy;
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const origin = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      resolvePromise({
        origin,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--port');
  const port = Number(flag > -1 ? process.argv[flag + 1] : (process.env.PORT ?? 5175));
  if (!existsSync(resolve(ROOT, 'dist/embed.js'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const { origin } = await startCspServer({ port });
  console.log(`Strict-CSP pages: ${origin}/demo/csp.html  ${origin}/demo/trusted-types.html`);
  console.log(`Hostile page CSS: ${origin}/demo/hostile-page.html`);
}
