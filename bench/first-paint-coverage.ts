// `npx tsx bench/first-paint-coverage.ts`: which of the code on the path to the first time shown has run by then,
// per source module. Builds the module build and the header script with source maps into a temporary folder,
// opens demo/bench-live.html as the live bench does (the build from a compressing server, `npm run mock` over
// HTTP, resource 106, a desktop), records V8's block coverage from the intent — a click on the popup's trigger, or
// the inline tag scrolled into view — to the frame that first shows a time, and prints each module's minified
// bytes and those that have not run (function bodies and blocks never entered), heaviest first, with the share of
// the file's gzip size in proportion. Not a figure to publish: it shows what could wait (code that never ran for
// this event) and what can't (the error paths a first load may need, which run only when it fails).
// BENCH_WAY=popup|inline (default popup); TOP: how many modules (40).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, newIsolatedContext, settle } from './lib/browser.js';
import { installProbes } from './lib/flows.js';
import { startMockServer } from './lib/mock-server.js';
import { forEachMapped, type SourceMap } from './lib/source-map.js';
import { startStaticServer } from './lib/static-server.js';

const root = join(import.meta.dirname, '..');
const way = process.env.BENCH_WAY === 'inline' ? 'inline' : 'popup';
const top = Number(process.env.TOP ?? 40);

const outDir = mkdtempSync(join(tmpdir(), 'first-paint-coverage-'));
const vite = (...args: string[]) => {
  const build = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--sourcemap', '--outDir', outDir, '--logLevel', 'error', ...args],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
};
// The header script reads the module build's manifest in the same folder: the module build first.
vite('--emptyOutDir');
vite('--config', 'vite.embed.config.ts');

const mock = await startMockServer(root);
const server = await startStaticServer(
  root,
  ['/dist/', '/demo/'],
  { '/dist/': outDir },
  { compress: true },
);
const browser = await launchBrowser();
try {
  const context = await newIsolatedContext(browser);
  await installProbes(context);
  const page = await context.newPage();
  const query = new URLSearchParams({ way, base: mock.baseUrl, key: 'demo', resource: '106' });
  await page.goto(`${server.origin}/demo/bench-live.html?${query}`);
  await settle(page);
  // From the intent on: what the header script ran at page load is not on this path.
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const shown = page.evaluate(() => (globalThis as any).__bench.untilTimes() as Promise<unknown>);
  if (way === 'inline')
    await page.evaluate(() => (globalThis as any).__bench.scrollIntoView('#inline'));
  else await page.click('#trigger');
  await shown;
  const entries = await page.coverage.stopJSCoverage();

  interface Row {
    file: string;
    module: string;
    bytes: number;
    notRun: number;
  }
  const rows = new Map<string, Row>();
  const files: Array<{ file: string; bytes: number; notRun: number; gzip: number }> = [];
  for (const entry of entries) {
    const file = /^https?:\/\/[^/]+\/dist\/(.+\.js)$/.exec(entry.url)?.[1];
    if (!file || file === 'embed.js') continue;
    const code = entry.source ?? readFileSync(join(outDir, file), 'utf8');
    const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as SourceMap;
    // Block coverage: ranges nest, and an inner range's count overrides its enclosing one's.
    const ran = new Uint8Array(code.length).fill(1);
    for (const fn of entry.functions)
      for (const range of fn.ranges)
        ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    let fileNotRun = 0;
    forEachMapped(code, map, (start, end, source) => {
      const module = source.replace(/^(\.\.\/)+/, '').replace(`${root.slice(1)}/`, '');
      const row = rows.get(`${file} ${module}`) ?? { file, module, bytes: 0, notRun: 0 };
      let notRun = 0;
      for (let index = start; index < end; index++) notRun += 1 - ran[index]!;
      row.bytes += end - start;
      row.notRun += notRun;
      fileNotRun += notRun;
      rows.set(`${file} ${module}`, row);
    });
    files.push({
      file,
      bytes: code.length,
      notRun: fileNotRun,
      gzip: gzipSync(code, { level: 9 }).byteLength,
    });
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
  console.log(
    `${way}, desktop, intent → first time shown: JS files run on the way (embed.js left out)`,
  );
  for (const { file, bytes, notRun, gzip } of files)
    console.log(
      `  ${file.padEnd(40)} ${kb(bytes)} minified, ${kb(notRun)} not run (${((100 * notRun) / bytes).toFixed(0)}%), ≈${kb((gzip * notRun) / bytes)} gzip`,
    );
  const gzipOf = new Map(files.map(({ file, bytes, gzip }) => [file, gzip / bytes]));
  console.log(`\nmodules by bytes not run (minified; gzip in proportion to the file's):`);
  const sorted = [...rows.values()].sort((a, b) => b.notRun - a.notRun).slice(0, top);
  for (const { file, module, bytes, notRun } of sorted)
    console.log(
      `  ${module.padEnd(64).slice(0, 64)} ${kb(notRun)} of ${kb(bytes)}${notRun === bytes ? ' (none ran)' : ''}  ≈${kb(notRun * gzipOf.get(file)!)} gzip`,
    );
} finally {
  await browser.close();
  await server.close();
  await mock.close();
  rmSync(outDir, { recursive: true, force: true });
}
