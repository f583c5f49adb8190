// `npm run test:ssr` (after `npm run build`; CI runs it after `npm test`): docs/embedding.md's "Server-side
// rendering" setups, as written. The code blocks of that section are copied from the page into a Next.js, a Nuxt and
// an Astro project (test/consumers/ssr/: the rest of each project), which install the packed tarball, build with
// their framework (server rendering included) and are served; the server's HTML holds the tag, and in Chromium the
// widget shows open times in demo mode. Each project is kept in the system's temp directory between runs; the first
// run installs the frameworks from the npm registry (a few minutes), which is why this isn't a step of `npm test`.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { expect, launch, pack, root, run, serve, steps, workDir } from './harness.mjs';

const here = join(import.meta.dirname, 'ssr');
const work = workDir('ssr');
const { step, report } = steps();
const env = {
  ...process.env,
  CI: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  NUXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
};

/** The section's code blocks: the Next.js and Nuxt ones name their file on their first line. */
function documentedFiles() {
  const page = readFileSync(join(root, 'docs', 'embedding.md'), 'utf8');
  const section = page.slice(
    page.indexOf('### Server-side rendering'),
    page.indexOf('\n## ', page.indexOf('### Server-side rendering')),
  );
  const files = { next: {}, nuxt: {}, astro: {} };
  for (const [, language, body] of section.matchAll(/^ *```(\w+)\n([\s\S]*?)^ *```$/gm)) {
    const indent = /^ */.exec(body)[0].length;
    const code = body
      .split('\n')
      .map((line) => line.slice(indent))
      .join('\n');
    const named = /^\/\/ (\S+)/.exec(code)?.[1];
    if (language === 'tsx' && named) files.next[named] = code;
    else if (language === 'ts' && named) files.nuxt[named] = code;
    else if (language === 'astro') files.astro['src/components/Booking.astro'] = code;
  }
  return files;
}

const tarball = pack(work);
const files = documentedFiles();
const frameworks = [
  {
    name: 'next',
    label: 'Next.js (App Router)',
    build: ['node_modules/next/dist/bin/next', 'build'],
    // `next start` serves the server-rendered pages.
    start: (port) => ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'],
  },
  {
    name: 'nuxt',
    label: 'Nuxt',
    build: ['node_modules/nuxt/bin/nuxt.mjs', 'build'],
    start: () => ['.output/server/index.mjs'],
  },
  { name: 'astro', label: 'Astro', build: ['node_modules/astro/astro.js', 'build'] },
];

const { browser, page } = await launch();
try {
  for (const framework of frameworks) {
    const dir = join(work, framework.name);
    const documented = Object.keys(files[framework.name]);
    const built = await step(
      `${framework.label}: ${documented.join(', ')} from the docs install the tarball and build`,
      () => {
        if (documented.length === 0) throw new Error('docs/embedding.md has no code for it');
        for (const path of ['app', 'src', '.next', '.nuxt', '.output', 'dist'])
          rmSync(join(dir, path), { recursive: true, force: true });
        cpSync(join(here, framework.name), dir, { recursive: true });
        for (const [path, code] of Object.entries(files[framework.name])) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          writeFileSync(join(dir, path), code);
        }
        rmSync(join(dir, 'node_modules', 'booking-widget'), { recursive: true, force: true });
        run(
          'npm',
          ['install', '--prefer-offline', '--no-audit', '--no-fund', `../${tarball}`],
          dir,
          env,
        );
        run(process.execPath, framework.build, dir, env);
      },
    );
    if (!built) continue;
    await step(
      `${framework.label}: the server's page holds the tag, and the widget shows open times`,
      () =>
        served(framework, dir, async (origin) => {
          const html = await (await fetch(origin)).text();
          expect(html).toMatch(/<booking-widget resource="101" demo(="[^"]*")?>/);
          const tab = await page();
          await tab.goto(origin);
          await expect(
            tab.locator('booking-widget [part~="slot"]:not([disabled])').first(),
          ).toBeVisible();
          // The only console error a bare project may have: no favicon.
          expect(tab.errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
          await tab.context().close();
        }),
    );
  }
} finally {
  await browser.close();
}
report('ssr');

/** Serves the build (the framework's own server, or the static files) while `use` runs. */
async function served(framework, dir, use) {
  if (!framework.start) {
    const server = await serve(dir, (path) => join(dir, 'dist', path));
    try {
      return await use(server.origin);
    } finally {
      server.close();
    }
  }
  const port = String(await freePort());
  const server = spawn(process.execPath, framework.start(port), {
    cwd: dir,
    env: { ...env, PORT: port, HOST: '127.0.0.1', NITRO_HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    const origin = `http://127.0.0.1:${port}/`;
    await expect
      .poll(() =>
        fetch(origin).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    return await use(origin);
  } finally {
    server.kill();
  }
}
