// A small static file server for the bench: loopback only, no caching headers that would differ between runs.
// Serves only the folders the bench pages need. Uncompressed by default (sizes are measured separately); with
// `compress`, text is sent as a CDN sends it: brotli (quality 11) when the browser accepts it, else gzip -9.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

/** A file's body as a CDN serves it to `request`, compressed once per file and encoding. */
function encoder() {
  const cache = new Map<string, Buffer>();
  return (request: IncomingMessage, file: string, body: Buffer, type: string) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.test(type)
      ? undefined
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : undefined;
    if (!encoding) return { body };
    const key = `${encoding}:${file}`;
    let encoded = cache.get(key);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body, { level: 9 });
      cache.set(key, encoded);
    }
    return { body: encoded, encoding };
  };
}

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
  { compress = false }: { compress?: boolean } = {},
): Promise<StaticServer> {
  const encode = compress ? encoder() : undefined;
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
        const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
        const { body, encoding } = encode
          ? encode(request, file, await readFile(file), type)
          : { body: await readFile(file), encoding: undefined };
        response.writeHead(200, {
          'content-type': type,
          'content-length': body.byteLength,
          'cache-control': 'no-store',
          ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
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
