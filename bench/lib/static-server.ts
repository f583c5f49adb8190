// A small static file server for the bench: loopback only, no compression (sizes are measured separately),
// no caching headers that would differ between runs. Serves only the folders the bench pages need.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `root`, restricted to the URL prefixes in `allow` (e.g. '/dist/', '/demo/').
 * Anything else is a 404, so a page can't silently depend on files the bench doesn't account for.
 */
export async function startStaticServer(
  root: string,
  allow: readonly string[],
  /** URL prefix → folder served there instead (e.g. '/dist/' → the bench's private build). */
  aliases: Readonly<Record<string, string>> = {},
): Promise<StaticServer> {
  const absoluteRoot = resolve(root);
  const locate = (pathname: string): { base: string; file: string } => {
    for (const [prefix, folder] of Object.entries(aliases)) {
      if (pathname.startsWith(prefix)) {
        const base = resolve(folder);
        return { base, file: normalize(join(base, pathname.slice(prefix.length))) };
      }
    }
    return { base: absoluteRoot, file: normalize(join(absoluteRoot, pathname)) };
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      const allowed = allow.some((prefix) => pathname.startsWith(prefix));
      const { base, file } = locate(pathname);
      if (
        !allowed ||
        !file.startsWith(base + sep) ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new Error('not a file');
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': body.byteLength,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
