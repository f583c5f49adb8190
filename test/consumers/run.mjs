// `npm run test:consumers` (after `npm run build`): the packed package as an app developer installs it. `npm pack`,
// then a project outside the repository (nothing resolves from the repository's node_modules) installs the tarball
// with the apps' own packages (test/consumers/package.json: React 19, Vue 3, Vite and the type checkers). It is kept
// between runs, so a rerun installs only the new tarball; CI's fresh machine installs it all from the registry.
//
// - The package adds only what the widget runs: lit, @lit/task, zod and their own dependencies.
// - react/ and vue/, written as docs/embedding.md says, type-check under strict settings (tsc; vue-tsc with
//   strictTemplates) and refuse `view="year"`, `action="delete"` and `language="en"`; Vite builds them.
// - Node imports the package as a server-rendering framework's build does, without throwing.
// - In Chromium (the system's; nothing is downloaded), each app books in demo mode and cancels that booking with a
//   second widget given `booking` and `action="cancel"`; cdn/, a plain page, loads the header script and its
//   modules from another origin that sends Access-Control-Allow-Origin and books; from an origin that doesn't, the
//   console names the cause and the tag's fallback content stays.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { chromium, expect as baseExpect } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../../scripts/chromium.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

// A loaded 2-core machine runs several of these at once: generous waits, for what a user waits for.
const expect = baseExpect.configure({ timeout: 30_000 });
const here = import.meta.dirname;
const root = join(here, '..', '..');
const work = join(
  tmpdir(),
  `booking-widget-consumers-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);
const run = (command, args, cwd = work) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const node = (...args) => run(process.execPath, args);

const steps = [];
async function step(name, action) {
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    await action();
    steps.push(`✔ ${name} (${took()})`);
    return true;
  } catch (error) {
    const output = `${String(error.stdout ?? '')}${String(error.stderr ?? error.stack ?? error)}`;
    steps.push(`✖ ${name} (${took()})\n${output.trim()}`);
    return false;
  }
}

if (!existsSync(join(root, 'dist', 'npm', 'booking-widget.js'))) {
  console.error('test:consumers packs the build: run `npm run build` first.');
  process.exit(1);
}

const installed = await step('the tarball installs into a fresh project', () => {
  mkdirSync(work, { recursive: true });
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root),
  );
  cpSync(join(here, 'package.json'), join(work, 'package.json'));
  for (const app of ['react', 'vue', 'cdn']) {
    rmSync(join(work, app), { recursive: true, force: true });
    cpSync(join(here, app), join(work, app), { recursive: true });
  }
  // The tarball keeps its name from build to build: the previous one's files go first.
  rmSync(join(work, 'node_modules', 'booking-widget'), { recursive: true, force: true });
  run('npm', [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    `./${packed.filename}`,
  ]);
});

if (installed) {
  await step('the package adds only lit, @lit/task, zod and their dependencies', () => {
    const tree = JSON.parse(run('npm', ['ls', '--all', '--json', 'booking-widget']));
    const names = new Set();
    const walk = (dependencies = {}) => {
      for (const [name, entry] of Object.entries(dependencies)) {
        names.add(name);
        walk(entry.dependencies);
      }
    };
    walk(tree.dependencies['booking-widget'].dependencies);
    const runs =
      /^(lit|lit-html|lit-element|@lit\/reactive-element|@lit\/task|@lit-labs\/ssr-dom-shim|@types\/trusted-types|zod)$/;
    const extra = [...names].filter((name) => !runs.test(name));
    if (extra.length > 0)
      throw new Error(`installing booking-widget also adds ${extra.join(', ')}`);
  });
  await step('React 19 app type-checks (tsc, strict) and refuses view="year"', () =>
    node('node_modules/typescript/bin/tsc', '-p', 'react'),
  );
  await step('Vue 3 app type-checks (vue-tsc, strictTemplates) and refuses view="year"', () =>
    node('node_modules/vue-tsc/bin/vue-tsc.js', '-p', 'vue'),
  );
  const built = await step('Vite builds both apps', () => {
    node('node_modules/vite/bin/vite.js', 'build', 'react', '--logLevel', 'warn');
    node('node_modules/vite/bin/vite.js', 'build', 'vue', '--logLevel', 'warn');
  });
  await step('the package imports in Node (a server-rendering build)', () =>
    node(
      '--input-type=module',
      '-e',
      "await import('booking-widget'); await import('booking-widget/popup');",
    ),
  );
  if (built) await inBrowser();
}

console.log(steps.join('\n'));
const failed = steps.filter((line) => line.startsWith('✖')).length;
console.log(`consumers: ${steps.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;

// ------------------------------------------------------------------------------------------------ browser

async function inBrowser() {
  const pkg = join(work, 'node_modules', 'booking-widget');
  // Two origins for the package's files: a CDN that allows any page to load its modules, and one that doesn't.
  const cdn = await serve((path) => join(pkg, path), { cors: true });
  const strictCdn = await serve((path) => join(pkg, path), { cors: false });
  const site = await serve(
    (path) => {
      const [app, ...rest] = path.split('/');
      return join(work, app, app === 'cdn' ? '' : 'dist', ...rest);
    },
    { rewrite: { 'cdn/index.html': (text) => text.replaceAll('CDN_ORIGIN', cdn.origin) } },
  );
  const strictSite = await serve((path) => join(work, path), {
    rewrite: { 'cdn/index.html': (text) => text.replaceAll('CDN_ORIGIN', strictCdn.origin) },
  });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const page = async () => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
    const tab = await context.newPage();
    const errors = [];
    tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    tab.on('pageerror', (error) => errors.push(String(error)));
    return Object.assign(tab, { errors });
  };
  try {
    for (const [app, label] of [
      ['react', 'React 19'],
      ['vue', 'Vue 3'],
    ])
      await step(
        `${label} app books in demo mode, then cancels with booking=… action="cancel"`,
        async () => {
          const tab = await page();
          await tab.goto(`${site.origin}/${app}/index.html`);
          const widget = tab.locator('booking-widget').first();
          await book(widget, { problem: 'The printer is offline.' });
          const booked = tab.locator('#booked');
          await expect(booked).toHaveText(/booked \S+/);
          const id = (await booked.textContent()).split(' ').at(-1);
          const manage = tab.locator('#manage');
          await manage.getByRole('button', { name: 'Yes, cancel' }).click();
          await expect(
            manage.getByRole('heading', { name: 'This booking was canceled' }),
          ).toBeVisible();
          await expect(tab.locator('#canceled')).toHaveText(
            new RegExp(` canceled ${id}: canceled$`),
          );
          expect(tab.errors).toEqual([]);
          await tab.context().close();
        },
      );

    await step(
      'a plain page loads the CDN build from another origin (CORS) and books',
      async () => {
        const tab = await page();
        await tab.goto(`${site.origin}/cdn/index.html`);
        const widget = tab.locator('booking-widget');
        await book(widget, {
          name: 'Alan Turing',
          email: 'alan@example.com',
          problem: 'No sound.',
        });
        await tab.getByRole('button', { name: 'Book in a popup' }).click();
        await expect(tab.getByRole('dialog')).toBeVisible();
        const popup = tab.locator('booking-dialog booking-widget');
        await expect(popup.locator('[part~="slot"]:not([disabled])').first()).toBeVisible();
        expect(tab.errors).toEqual([]);
        await tab.context().close();
      },
    );

    await step('without Access-Control-Allow-Origin the console names the cause', async () => {
      const tab = await page();
      await tab.goto(`${strictSite.origin}/cdn/index.html`);
      await expect
        .poll(() => tab.errors.join('\n'))
        .toContain(
          `[booking-widget] could not load ${strictCdn.origin}/dist/booking-widget.js: a module from another origin needs Access-Control-Allow-Origin`,
        );
      // The tag never upgrades: what the page put inside it stays.
      await expect(tab.getByRole('link', { name: 'Book on our booking page' })).toBeVisible();
      await tab.getByRole('button', { name: 'Book in a popup' }).click();
      await expect
        .poll(() => tab.errors.join('\n'))
        .toContain(`[booking-widget] could not load ${strictCdn.origin}/dist/booking-popup.js`);
      await expect(tab.getByRole('dialog')).toHaveCount(0);
      await tab.context().close();
    });
  } finally {
    await browser.close();
    for (const server of [cdn, strictCdn, site, strictSite]) server.close();
  }
}

/** Books the first open time; the contact fields are typed unless the app prefilled them. */
async function book(widget, { name, email, problem }) {
  const slot = widget.locator('[part~="slot"]:not([disabled])').first();
  const jump = widget.getByRole('button', { name: /^Jump to/ });
  await expect(slot.or(jump).first()).toBeVisible();
  if (!(await slot.isVisible())) await jump.click();
  await slot.click();
  await expect(widget.locator('[part~="form"]')).toBeVisible();
  if (name) await widget.getByLabel('Full name').fill(name);
  if (email) await widget.getByLabel('Email address').fill(email);
  await widget.getByRole('textbox', { name: 'Describe the problem' }).fill(problem);
  await widget.locator('[part~="submit"]').click();
  await expect(widget.locator('[part~="confirmation"]')).toBeVisible();
}

/** A static server on loopback: `fileOf(path)` maps a URL path to a file; `cors` adds Access-Control-Allow-Origin. */
function serve(fileOf, { cors = false, rewrite = {} } = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
    const file = resolve(fileOf(path));
    if (!file.startsWith(work + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    if (cors) response.setHeader('Access-Control-Allow-Origin', '*');
    if (rewrite[path]) response.end(rewrite[path](readFileSync(file, 'utf8')));
    else createReadStream(file).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => server.close(),
      }),
    ),
  );
}
