// What the consumer suites share (run.mjs: the apps; ssr.mjs: the server-rendering frameworks): a project kept in
// the system's temp directory per checkout, the packed tarball, named steps with their times, a static server on
// loopback, and the system Chromium.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { chromium, expect as baseExpect } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

export const root = join(import.meta.dirname, '..', '..');

// A loaded 2-core machine runs several of these at once: generous waits, for what a user waits for.
export const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * `<tmp>/booking-widget-<name>-<checkout>`: outside the repository, so nothing resolves from its node_modules, and
 * kept between runs, so a rerun installs only the new tarball.
 */
export function workDir(name) {
  const hash = createHash('sha256').update(root).digest('hex').slice(0, 8);
  const dir = join(tmpdir(), `booking-widget-${name}-${hash}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Runs a command, its output kept for the report when it fails. */
export const run = (command, args, cwd, env = process.env) =>
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** `npm pack` of the build into `dir`; the tarball's file name. */
export function pack(dir) {
  if (!existsSync(join(root, 'dist', 'npm', 'booking-widget.js'))) {
    console.error('The consumer suites pack the build: run `npm run build` first.');
    process.exit(1);
  }
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], root),
  );
  return packed.filename;
}

/** Named steps: each passes or fails with its output, and says how long it took. */
export function steps() {
  const lines = [];
  return {
    async step(name, action) {
      const started = Date.now();
      const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
      try {
        await action();
        lines.push(`✔ ${name} (${took()})`);
        return true;
      } catch (error) {
        const output = `${String(error.stdout ?? '')}${String(error.stderr ?? error.stack ?? error)}`;
        lines.push(`✖ ${name} (${took()})\n${output.trim()}`);
        return false;
      }
    },
    report(suite) {
      console.log(lines.join('\n'));
      const failed = lines.filter((line) => line.startsWith('✖')).length;
      console.log(`${suite}: ${lines.length - failed} passed, ${failed} failed`);
      process.exitCode = failed > 0 ? 1 : 0;
    },
  };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * A static server on loopback for files under `within`: `fileOf(path)` maps a URL path (a folder: its index.html);
 * `cors` adds Access-Control-Allow-Origin; `rewrite[path]` changes a text file as it is served. `requests` lists
 * each request's path and the connection it came over (numbered as they open).
 */
export function serve(within, fileOf, { cors = false, rewrite = {} } = {}) {
  const requests = [];
  const connections = new WeakMap();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    requests.push({ path, connection: connections.get(request.socket) });
    let file = resolve(fileOf(path));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(within + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    if (cors) response.setHeader('Access-Control-Allow-Origin', '*');
    if (rewrite[path]) response.end(rewrite[path](readFileSync(file, 'utf8')));
    else createReadStream(file).pipe(response);
  });
  let opened = 0;
  server.on('connection', (socket) => connections.set(socket, ++opened));
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        origin: `http://127.0.0.1:${server.address().port}`,
        requests,
        close: () => server.close(),
      }),
    ),
  );
}

/** The system Chromium (nothing is downloaded); `page()` opens a tab that records console errors. */
export async function launch() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  return {
    browser,
    async page() {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
      const tab = await context.newPage();
      const errors = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(String(error)));
      return Object.assign(tab, { errors });
    },
  };
}
