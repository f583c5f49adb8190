// A site owner's site on loopback, for the specs that paste snippets as written (README, the embed builder): plain
// pages, the build's files where the owner copies them (only the files the README names), and a path forwarded to
// the proxy recipe as a site's reverse proxy would (same origin: no CORS).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { freePort } from '../../scripts/free-port.mjs';
import { answerProductDemo } from './booking-helpers.js';
import { startLiveMock, startNodeServer, type LiveMock } from './live-helpers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface Site {
  origin: string;
  /** Serves `html` at `path` (e.g. `/snippet-1.html`) until the site closes. */
  page(path: string, html: string): string;
  close(): Promise<void>;
}

export interface SiteOptions {
  /** URL folder (`/booking/`) → the files of dist/ served under it (`embed.js`, `chunks/`: a folder and all in it). */
  mount: { at: string; files: readonly string[] };
  /** URL prefix (`/booking-api/`) → the origin every request under it is forwarded to, path and all. */
  forward?: { at: string; to: string };
}

/** Starts the site on a free loopback port. */
export function startSite({ mount, forward }: SiteOptions): Promise<Site> {
  const pages = new Map<string, string>();
  const dist = resolve('dist');
  const allowed = (file: string): boolean =>
    mount.files.some((entry) =>
      entry.endsWith('/') ? file.startsWith(join(dist, entry)) : file === join(dist, entry),
    );

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://site');
    // Browsers ask every site for one; this site has none.
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const html = pages.get(url.pathname);
    if (html !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html']! }).end(html);
      return;
    }
    if (forward && url.pathname.startsWith(forward.at)) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && !['host', 'connection'].includes(name))
          headers.set(name, value);
      const answer = await fetch(`${forward.to}${url.pathname}${url.search}`, {
        method: request.method ?? 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name))
          out[name] = value;
      });
      response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    if (url.pathname.startsWith(mount.at)) {
      const file = resolve(dist, decodeURIComponent(url.pathname.slice(mount.at.length)));
      if (
        file.startsWith(dist + sep) &&
        allowed(file) &&
        existsSync(file) &&
        statSync(file).isFile()
      ) {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        createReadStream(file).pipe(response);
        return;
      }
    }
    response.writeHead(404).end();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      done({
        origin,
        page(path, html) {
          pages.set(path, html);
          return `${origin}${path}`;
        },
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    }),
  );
}

/** A plain page: `head` in `<head>`, `body` in `<body>`, nothing else. */
export const plainPage = (head: string, body: string): string =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Snippet</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** Records the page's console errors and warnings and its uncaught errors. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/**
 * Books the product demo (101) as a visitor of a page holding one snippet: the inline widget, else the popup the
 * page's first button opens (a trigger, a floating button); from a page of events, its "Product demo" first. The
 * first open time, a made-up visitor (or, `prefilled`, checks the form holds it); ends when the confirmation shows.
 */
export async function bookOnPage(
  page: Page,
  email: string,
  prefilled?: { name: string; email: string },
): Promise<void> {
  let w: Locator = page.locator('body > booking-widget');
  if ((await w.count()) === 0) {
    await page.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    w = page.locator('booking-dialog booking-widget');
  }
  await bookIn(w, email, prefilled);
}

/** Books the product demo (101) in the widget `w` as bookOnPage does, once it is on screen. */
export async function bookIn(
  w: Locator,
  email: string,
  prefilled?: { name: string; email: string },
): Promise<void> {
  const slot = w.locator('[part~="slot"]:not([disabled])').first();
  const jump = w.getByRole('button', { name: /^Jump to/ });
  const event = w.getByRole('button', { name: /Product demo/ }).first();
  await expect(slot.or(jump).or(event).first()).toBeVisible({ timeout: 30_000 });
  if (await event.isVisible()) {
    await event.click();
    await expect(slot.or(jump).first()).toBeVisible({ timeout: 30_000 });
  }
  if (!(await slot.isVisible())) await jump.click();
  await slot.click();
  await expect(w.locator('[part~="form"]')).toBeVisible({ timeout: 30_000 });
  if (prefilled) {
    await expect(w.getByLabel('Full name')).toHaveValue(prefilled.name);
    await expect(w.getByLabel('Email address')).toHaveValue(prefilled.email);
  } else {
    await w.getByLabel('Full name').fill('Ada Lovelace');
    await w.getByLabel('Email address').fill(email);
  }
  await answerProductDemo(w);
  await w.locator('[part~="submit"]').click();
  await expect(w.locator('[part~="confirmation"]')).toBeVisible({ timeout: 30_000 });
}

/** The files of dist/ a site copies (README, "Host the build"), as the README names them. */
export const COPIED = ['embed.js', 'booking-widget.js', 'booking-popup.js', 'chunks/'] as const;

export interface ProxiedSite {
  site: Site;
  /** The Node mock service behind the proxy (its `/v1`, key `demo`). */
  mock: LiveMock;
  close(): Promise<void>;
}

/**
 * `npm run mock` and `npm run proxy` on free ports (the proxy with `env` over settings for a test whose every call
 * comes from one address: the plan and the address's share well above what it spends, no Redis; `UPSTREAM_URL`,
 * `BOOKING_API_KEY`, `PORT` and `BASE_PATH` filled when `env` has none), and the site with the build under
 * `folder` and the proxy's path (`BASE_PATH`'s first segment) forwarded to it.
 */
export async function startProxiedSite(
  folder: string,
  files: readonly string[],
  env: (mock: LiveMock, port: number) => Record<string, string>,
): Promise<ProxiedSite> {
  const mock = await startLiveMock();
  const port = await freePort();
  const settings: Record<string, string> = {
    RATE_LIMIT: '300',
    VISITOR_SHARE: '200',
    REDIS_URL: '',
    UPSTREAM_URL: mock.baseUrl,
    BOOKING_API_KEY: 'demo',
    BASE_PATH: '/booking-api/v1',
    BOOKING_TOKEN_SECRET: 'site-helpers-e2e-secret-0123456789abcdef',
    ...env(mock, port),
    PORT: String(port),
  };
  const basePath = settings['BASE_PATH']!;
  const stopProxy = await startNodeServer(
    'src/proxy/node-server.ts',
    settings,
    `http://127.0.0.1:${port}${basePath}/resources/101`,
  ).catch(async (error: unknown) => {
    await mock.close();
    throw error;
  });
  const site = await startSite({
    mount: { at: folder, files },
    forward: { at: `/${basePath.split('/')[1]}/`, to: `http://127.0.0.1:${port}` },
  });
  return {
    site,
    mock,
    close: async () => {
      await Promise.all([site.close(), stopProxy(), mock.close()]);
    },
  };
}

/** The bookings the mock behind the proxy holds for `email` (read from Node with the demo key). */
export async function storedAt(mock: LiveMock, email: string): Promise<unknown[]> {
  const query = new URLSearchParams({ apiKey: 'demo', email });
  return (await (await fetch(`${mock.baseUrl}/bookings?${query}`)).json()) as unknown[];
}
