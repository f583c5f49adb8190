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
// - The embed builder's React and Vue output (builder-apps.mjs: inline, a popup button, a floating button), written
//   into those apps' sources, type-checks and builds with them, and each books.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDER_MODES, writeBuilderApps } from './builder-apps.mjs';
import { expect, launch, pack, run as runIn, serve, steps, workDir } from './harness.mjs';

const here = import.meta.dirname;
const work = workDir('consumers');
const run = (command, args) => runIn(command, args, work);
const node = (...args) => run(process.execPath, args);
const { step, report } = steps();

const installed = await step('the tarball installs into a fresh project', () => {
  const tarball = pack(work);
  cpSync(join(here, 'package.json'), join(work, 'package.json'));
  for (const app of ['react', 'vue', 'cdn']) {
    rmSync(join(work, app), { recursive: true, force: true });
    cpSync(join(here, app), join(work, app), { recursive: true });
  }
  writeBuilderApps(work);
  // The tarball keeps its name from build to build: the previous one's files go first.
  rmSync(join(work, 'node_modules', 'booking-widget'), { recursive: true, force: true });
  run('npm', [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    `./${tarball}`,
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
  await step(
    'React 19 app and the embed builder’s React output type-check (tsc, strict); view="year" refused',
    () => node('node_modules/typescript/bin/tsc', '-p', 'react'),
  );
  await step(
    'Vue 3 app and the embed builder’s Vue output type-check (vue-tsc, strictTemplates); view="year" refused',
    () => node('node_modules/vue-tsc/bin/vue-tsc.js', '-p', 'vue'),
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

report('consumers');

// ------------------------------------------------------------------------------------------------ browser

async function inBrowser() {
  const pkg = join(work, 'node_modules', 'booking-widget');
  // Two origins for the package's files: a CDN that allows any page to load its modules, and one that doesn't.
  const cdn = await serve(work, (path) => join(pkg, path), { cors: true });
  const strictCdn = await serve(work, (path) => join(pkg, path), { cors: false });
  const site = await serve(
    work,
    (path) => {
      const [app, ...rest] = path.split('/');
      return join(work, app, app === 'cdn' ? '' : 'dist', ...rest);
    },
    { rewrite: { 'cdn/index.html': (text) => text.replaceAll('CDN_ORIGIN', cdn.origin) } },
  );
  const strictSite = await serve(work, (path) => join(work, path), {
    rewrite: { 'cdn/index.html': (text) => text.replaceAll('CDN_ORIGIN', strictCdn.origin) },
  });
  // The same page with the header script tag as docs/embedding.md writes it for another origin: `crossorigin`.
  const corsSite = await serve(work, (path) => join(work, path), {
    rewrite: {
      'cdn/index.html': (text) =>
        text.replaceAll('CDN_ORIGIN', cdn.origin).replace(' defer>', ' crossorigin defer>'),
    },
  });
  const { browser, page } = await launch();
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

    for (const [app, label] of [
      ['react', 'React'],
      ['vue', 'Vue'],
    ])
      for (const [mode, { text }] of Object.entries(BUILDER_MODES))
        await step(`the embed builder's ${label} output books: ${mode}`, async () => {
          const tab = await page();
          await tab.goto(`${site.origin}/${app}/index.html?mode=${mode}`);
          let widget = tab.locator('booking-widget');
          if (text) {
            await tab.getByRole('button', { name: text }).click();
            widget = tab.locator('booking-dialog booking-widget');
          }
          await book(widget, { problem: 'The printer is offline.' });
          expect(tab.errors).toEqual([]);
          await tab.context().close();
        });

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

    await step(
      'with crossorigin, the modules come over the header script’s own connection, and it books',
      async () => {
        cdn.requests.length = 0;
        const tab = await page();
        await tab.goto(`${corsSite.origin}/cdn/index.html`);
        const widget = tab.locator('booking-widget');
        await book(widget, {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          problem: 'No sound.',
        });
        // A module is fetched in CORS mode: without the attribute the browser opens it another connection (a
        // plain script's are kept apart), with it the first one takes the header script's, already open.
        const header = cdn.requests.find(({ path }) => path === 'dist/embed.js');
        const modules = cdn.requests.filter(({ path }) => path.startsWith('dist/chunks/'));
        expect(modules.map(({ connection }) => connection)).toContain(header?.connection);
        expect(tab.errors).toEqual([]);
        await tab.context().close();
      },
    );

    await step('without Access-Control-Allow-Origin the console names the cause', async () => {
      const tab = await page();
      await tab.goto(`${strictSite.origin}/cdn/index.html`);
      await expect
        .poll(() => tab.errors.join('\n'))
        .toMatch(
          // An inline tag's module is the shared chunk (it defines the element).
          new RegExp(
            `\\[booking-widget\\] could not load ${strictCdn.origin.replace(/[.]/g, '\\.')}/dist/chunks/src-[\\w-]+\\.js: a module from another origin needs Access-Control-Allow-Origin`,
          ),
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
    for (const server of [cdn, strictCdn, site, strictSite, corsSite]) server.close();
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
