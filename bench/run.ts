// `npm run bench`: builds, serves dist/ and the bench pages on loopback, drives headless system Chromium and
// prints one JSON object plus a readable table. Every timing is the median of BENCH_RUNS (default 7) runs
// with its min and max. Results are saved to bench/results/latest.json (the table to latest.md and to the
// results section of docs/performance.md).
// Environment:
//   BENCH_RUNS=<n>             runs per timing (default 7; never fewer for published figures)
//   BENCH_ONLY=<section,…>     some sections only (sizes, loadCost, clickToSlots, monthSwitch, requests,
//                              rateLimit, memory, slotEngine, layoutShift, phone, live); nothing is saved
//   BENCH_COMPARE=<dir>        also measure another build (e.g. an older commit's dist/) in the same run, for
//                              click-to-slots, month switch and memory, side by side; saved to
//                              bench/results/compare.json (latest.json and the docs are left as they are)
//   BENCH_NOW=<ISO instant>    live mode: the pages' Date at that instant (another day of the month)
//   BENCH_SKIP_BUILD=1         reuse the last build (BENCH_DIST=<dir> to measure another one, e.g. dist)
//   BENCH_TIME_DOMAIN=timeTicks page-load cost in wall time instead of main-thread CPU time
//   BENCH_FROM=<json>          no measuring: re-render the table and docs from saved results
import { spawnSync } from 'node:child_process';
import * as prettier from 'prettier';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, release, platform } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { analyzeBuild, BUDGETS, KB, targetsOf } from '../scripts/check-budgets.mjs';
import { launchBrowser } from './lib/browser.js';
import { startStaticServer, type StaticServer } from './lib/static-server.js';
import { round, type Summary } from './lib/stats.js';
import { renderMarkdown, renderTable, type Row } from './lib/table.js';
import { measureLoadCost, TIME_DOMAIN, type LoadCost } from './measure/load-cost.js';
import { measureChunkSets } from './measure/chunk-sets.js';
import { measureClickToSlots, measurePhoneClickToSlots } from './measure/click-to-slots.js';
import { PHONE_LABEL } from './lib/phone.js';
import { measureMonthSwitch } from './measure/month-switch.js';
import { measureRequests, measureRateLimitBurst } from './measure/requests.js';
import { measureMemory } from './measure/memory.js';
import { measureSlotEngine } from './measure/slot-engine.js';
import { layoutShiftRows, measureLayoutShift } from './measure/layout-shift.js';
import { measureLive, renderWaterfall, type LiveResult } from './measure/live.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (section: string) => !only || only.includes(section);

export interface BenchContext {
  browser: Browser;
  server: StaticServer;
  runs: number;
  root: string;
  /** the build being measured, served at /dist/ */
  distDir: string;
}

type Result = Record<string, unknown>;

/**
 * The bench measures its own build, in a private folder: colleagues or CI running `npm run build` at the same
 * time rewrite dist/, and a type-declaration or manifest-generation error elsewhere in `npm run build` must not
 * stop the measurement. It runs the same two Vite builds as `npm run build` (module + header script).
 * BENCH_DIST=<dir> with BENCH_SKIP_BUILD=1 measures an existing build instead (e.g. dist).
 */
function build(): string {
  const outDir = resolve(
    root,
    process.env.BENCH_DIST ?? join('node_modules', '.cache', 'booking-bench', 'dist'),
  );
  if (process.env.BENCH_SKIP_BUILD) return outDir;
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const steps = [
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    ['build', '--config', 'vite.embed.config.ts', '--outDir', outDir, '--logLevel', 'warn'],
  ];
  for (const args of steps) {
    console.error(`▶ vite ${args.join(' ')}`);
    const result = spawnSync(vite, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) {
      console.error('✖ build failed: the bench measures the build, so it stops here.');
      process.exit(1);
    }
  }
  return outDir;
}

async function section<T>(
  name: string,
  run: () => Promise<T> | T,
  label = name,
): Promise<T | { error: string } | undefined> {
  if (!wanted(name)) return undefined;
  const started = Date.now();
  console.error(`▶ ${label}`);
  try {
    const value = await run();
    console.error(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return value;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    console.error(`  ✖ ${name}: ${message}`);
    return { error: message };
  }
}

const isError = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value;

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;
const ms = (summary: Summary) =>
  `${summary.median.toFixed(2)} ms [${summary.min.toFixed(2)} – ${summary.max.toFixed(2)}] (${summary.runs})`;
const count = (summary: Summary) =>
  `${summary.median} [${summary.min} – ${summary.max}] (${summary.runs})`;

/** BENCH_FROM=<results.json>: no measuring, only print the table and refresh the docs from saved results. */
async function reportFromFile(path: string): Promise<void> {
  const results = JSON.parse(readFileSync(resolve(root, path), 'utf8')) as Result;
  const rows = tableRows(results);
  console.log(renderTable(rows));
  writeFileSync(join(root, 'bench', 'results', 'latest.md'), `${renderMarkdown(rows)}\n`);
  await updatePerformanceDoc(results.meta as Meta, rows);
}

const serveBuild = (distDir: string, compress = false) =>
  startStaticServer(
    root,
    ['/dist/', '/demo/', '/node_modules/dayschedule-widget/dist/'],
    { '/dist/': distDir },
    { compress },
  );

/** Page-load cost of our header script and the peer's, on the same pages, as `measureLoadCost` takes options. */
async function loadCosts(
  browser: Browser,
  origin: string,
  loadRuns: number,
  options: Parameters<typeof measureLoadCost>[4] = {},
) {
  const ours = await measureLoadCost(
    browser,
    `${origin}/demo/bench-embed.html`,
    `${origin}/demo/bench-embed-baseline.html`,
    loadRuns,
    options,
  );
  const peer = await measureLoadCost(
    browser,
    `${origin}/demo/bench-peer.html`,
    `${origin}/demo/bench-peer-baseline.html`,
    loadRuns,
    options,
  );
  // A cost below the resolution of the counters would make the ratio meaningless: floor ours at 0.01 ms.
  const ratio = (key: 'scriptMs' | 'taskMs') =>
    round(peer[key].median / Math.max(ours[key].median, 0.01), 1);
  return {
    ours,
    peer: { package: 'dayschedule-widget@1.2.8', ...peer },
    ratio: { scriptMs: ratio('scriptMs'), taskMs: ratio('taskMs') },
  };
}

/**
 * BENCH_COMPARE=<dir>: the figures the component layer's redesign must not make slower (click to slots, month
 * switch, memory), for that build and this one in the same run, each section measured for both back to back.
 */
async function compare(otherDir: string): Promise<void> {
  const distDir = build();
  const browser = await launchBrowser();
  const servers = {
    before: await serveBuild(resolve(root, otherDir)),
    after: await serveBuild(distDir),
  };
  const results: Record<string, Record<string, unknown>> = {
    meta: {
      before: relative(root, resolve(root, otherDir)),
      after: relative(root, distDir) || '.',
      date: new Date().toISOString(),
      load: loadavg().map((value) => round(value, 1)),
      runs,
    },
    before: {},
    after: {},
  };
  try {
    const measures: Record<string, (context: BenchContext) => Promise<unknown>> = {
      clickToSlots: measureClickToSlots,
      monthSwitch: measureMonthSwitch,
      memory: measureMemory,
    };
    for (const [name, measure] of Object.entries(measures)) {
      if (!wanted(name)) continue;
      // Alternate which build goes first, so a drift in the machine's load doesn't favour one side.
      const order =
        name === 'monthSwitch' ? (['after', 'before'] as const) : (['before', 'after'] as const);
      for (const side of order) {
        const context: BenchContext = { browser, server: servers[side], runs, root, distDir };
        results[side]![name] = await section(name, () => measure(context), `${name} (${side})`);
      }
    }
  } finally {
    await browser.close();
    await servers.before.close();
    await servers.after.close();
  }
  results.meta!.loadAfter = loadavg().map((value) => round(value, 1));
  const json = JSON.stringify(results, null, 2);
  console.log(json);
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'compare.json'), `${json}\n`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_FROM) return reportFromFile(process.env.BENCH_FROM);
  if (process.env.BENCH_COMPARE) return compare(process.env.BENCH_COMPARE);
  const distDir = build();
  const server = await serveBuild(distDir);
  const browser = await launchBrowser();
  const context: BenchContext = { browser, server, runs, root, distDir };
  const results: Result = {};
  try {
    results.meta = {
      build: relative(root, distDir) || '.',
      date: new Date().toISOString(),
      cpu: cpus()[0]?.model.trim() ?? 'unknown',
      cores: cpus().length,
      memoryGB: round(totalmem() / 1024 ** 3, 1),
      os: `${platform()} ${release()}`,
      load: loadavg().map((value) => round(value, 1)),
      node: process.version,
      chromium: browser.version(),
      runs,
    };
    results.sizes = await section('sizes', async () => {
      const analysis = analyzeBuild(distDir);
      const network = await measureChunkSets(context, analysis);
      return {
        note: 'bytes; gzip -9 and brotli q11 per file, summed; the sets include embed.js',
        budgets: BUDGETS,
        embed: analysis.embed,
        fromModuleGraph: { slots: analysis.slots, book: analysis.book, paths: analysis.paths },
        fromNetwork: network,
        mock: analysis.mock,
      };
    });
    // The difference of two noisy page loads: twice the runs (at least 15 pairs) for a stable median.
    const loadRuns = Math.max(runs * 2, 15);
    results.loadCost = await section('loadCost', async () => ({
      timeDomain: TIME_DOMAIN === 'threadTicks' ? 'main-thread CPU time' : 'wall time',
      ...(await loadCosts(browser, server.origin, loadRuns)),
    }));
    results.clickToSlots = await section('clickToSlots', () => measureClickToSlots(context));
    results.monthSwitch = await section('monthSwitch', () => measureMonthSwitch(context));
    results.requests = await section('requests', () => measureRequests(context));
    results.rateLimit = await section('rateLimit', () => measureRateLimitBurst(context));
    results.memory = await section('memory', () => measureMemory(context));
    results.slotEngine = await section('slotEngine', () => measureSlotEngine());
    results.layoutShift = await section('layoutShift', () => measureLayoutShift(context));
    // Live mode: the build served compressed, the service over HTTP (measure/live.ts).
    results.live = await section('live', async () => {
      const compressed = await serveBuild(distDir, true);
      try {
        const live = await measureLive({ ...context, server: compressed });
        for (const [name, waterfall] of Object.entries(live.waterfalls))
          console.error(renderWaterfall(name, waterfall));
        return live;
      } finally {
        await compressed.close();
      }
    });
    // The throttled CPU shows in wall time only (the slowed thread's own CPU time stays what it was).
    results.phone = await section('phone', async () => ({
      profile: PHONE_LABEL,
      clickToSlots: await measurePhoneClickToSlots(context),
      loadCost: {
        timeDomain: 'wall time',
        ...(await loadCosts(browser, server.origin, loadRuns, {
          phone: true,
          timeDomain: 'timeTicks',
        })),
      },
    }));
  } finally {
    await browser.close();
    await server.close();
  }

  const rows = tableRows(results);
  const json = JSON.stringify(results, null, 2);
  console.log(json);
  console.log();
  console.log(renderTable(rows));
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  if (!only) {
    writeFileSync(join(resultsDir, 'latest.json'), `${json}\n`);
    writeFileSync(join(resultsDir, 'latest.md'), `${renderMarkdown(rows)}\n`);
    await updatePerformanceDoc(results.meta as Meta, rows);
  }
  const failed = Object.entries(results).filter(([, value]) => isError(value));
  if (failed.length > 0) {
    console.error(
      `\n✖ sections that could not be measured: ${failed.map(([name]) => name).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

interface Meta {
  date: string;
  cpu: string;
  cores: number;
  memoryGB: number;
  os: string;
  /** The machine's load average (1, 5, 15 min) when the run started. */
  load?: number[];
  node: string;
  chromium: string;
  runs: number;
}

/** Replaces the results section of docs/performance.md (between its markers) with this run's table. */
async function updatePerformanceDoc(meta: Meta, rows: Row[]): Promise<void> {
  const path = join(root, 'docs', 'performance.md');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return;
  }
  const start = '<!-- bench:results:start -->';
  const end = '<!-- bench:results:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return;
  const section = [
    start,
    `Measured ${meta.date.slice(0, 10)} on ${meta.cpu}, ${meta.cores} cores, ${meta.memoryGB} GB RAM, ${meta.os}` +
      (meta.load ? ` (load average ${meta.load.join(' / ')} at the start);` : ';'),
    `Chromium ${meta.chromium} (headless), Node ${meta.node}; ${meta.runs} runs per timing.`,
    'Raw figures: `bench/results/latest.json`.',
    '',
    renderMarkdown(rows),
    end,
  ].join('\n');
  const updated = text.slice(0, from) + section + text.slice(to + end.length);
  // Kept in the house format (`npm run lint` checks docs/ with Prettier).
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(updated, { ...options, filepath: path }));
}

function tableRows(results: Result): Row[] {
  const rows: Row[] = [];
  const failedRow = (sectionName: string, value: unknown) => {
    if (isError(value)) rows.push({ section: sectionName, figure: 'error', value: value.error });
    return isError(value) || value === undefined;
  };

  const sizes = results.sizes as
    | {
        embed: { gzip: number; brotli: number };
        fromNetwork: Awaited<ReturnType<typeof measureChunkSets>>;
        fromModuleGraph: {
          slots: { gzip: number; brotli: number };
          book: { gzip: number; brotli: number };
        };
        mock: { gzip: number; brotli: number };
      }
    | undefined;
  if (!failedRow('sizes', sizes) && sizes) {
    const size = (set: { gzip: number; brotli: number }) =>
      `${kb(set.gzip)} gzip, ${kb(set.brotli)} brotli`;
    rows.push({
      section: 'sizes',
      figure: 'embed.js',
      value: size(sizes.embed),
      target: '≤ 2 KB gzip',
    });
    // What the page downloaded by each moment, idle prefetches included: not the budget measure (the module-graph
    // rows below are), so no target here.
    const moments: Record<string, string> = {
      slots: 'first time shown',
      book: 'Book pressed',
      confirmation: 'confirmation shown',
    };
    for (const [name, set] of Object.entries(sizes.fromNetwork.sets)) {
      const moment = moments[name.replace(/(Popup|Inline)$/, '')] ?? name;
      rows.push({
        section: 'sizes',
        figure: `downloaded by ${moment}, ${set.via} (${set.files.length} files, network)`,
        value: size(set),
      });
    }
    for (const [name, message] of Object.entries(sizes.fromNetwork.errors ?? {})) {
      rows.push({
        section: 'sizes',
        figure: `${name} (network)`,
        value: `not measured: ${message}`,
      });
    }
    rows.push({
      section: 'sizes',
      figure: 'to show slots (module graph, largest path)',
      value: size(sizes.fromModuleGraph.slots),
      target: `≤ ${BUDGETS.slots / KB} KB gzip (popup ${targetsOf('popup').slots / KB})`,
    });
    rows.push({
      section: 'sizes',
      figure: 'to book (module graph, largest path)',
      value: size(sizes.fromModuleGraph.book),
      target: `≤ ${BUDGETS.book / KB} KB gzip (popup ${targetsOf('popup').book / KB})`,
    });
    rows.push({
      section: 'sizes',
      figure: 'mock chunk(s), demo mode only',
      value: size(sizes.mock),
    });
  }

  const load = results.loadCost as
    { ours: LoadCost; peer: LoadCost; ratio: { scriptMs: number; taskMs: number } } | undefined;
  if (!failedRow('page load', load) && load) {
    rows.push({
      section: 'page load',
      figure: 'ours: script time added',
      value: ms(load.ours.scriptMs),
      target: '< 2 ms',
    });
    rows.push({
      section: 'page load',
      figure: 'ours: task time added',
      value: ms(load.ours.taskMs),
    });
    rows.push({
      section: 'page load',
      figure: 'dayschedule-widget@1.2.8: script time added',
      value: ms(load.peer.scriptMs),
    });
    rows.push({
      section: 'page load',
      figure: 'dayschedule-widget@1.2.8: task time added',
      value: ms(load.peer.taskMs),
    });
    rows.push({
      section: 'page load',
      figure: 'ratio peer / ours (script time)',
      value: `${load.ratio.scriptMs}×`,
      target: '≥ 90×',
    });
    rows.push({
      section: 'page load',
      figure: 'ratio peer / ours (task time)',
      value: `${load.ratio.taskMs}×`,
    });
  }

  const click = results.clickToSlots as Record<string, Summary> | undefined;
  if (!failedRow('click to slots', click) && click) {
    const targets: Record<string, string> = { cold0: '< 300 ms', prefetched0: '< 100 ms' };
    const labels: Record<string, string> = {
      cold0: 'cold, 0 ms latency',
      prefetched0: 'after hover prefetch, 0 ms latency',
      cold100: 'cold, 100 ms latency',
      prefetched100: 'after hover prefetch, 100 ms latency',
    };
    for (const [key, summary] of Object.entries(click)) {
      rows.push({
        section: 'click to slots',
        figure: labels[key] ?? key,
        value: ms(summary),
        ...(targets[key] ? { target: targets[key] } : {}),
      });
    }
  }

  const month = results.monthSwitch as
    | {
        toPaintMs: Summary;
        renderMs: Summary;
        alignedToPaintMs?: Summary;
        alignedFrames?: Summary;
      }
    | undefined;
  if (!failedRow('month switch', month) && month) {
    rows.push({
      section: 'month switch',
      figure: 'cached, resource 106: click → DOM updated',
      value: ms(month.renderMs),
      target: '≤ 16 ms',
    });
    rows.push({
      section: 'month switch',
      figure: 'cached, resource 106: click at any time → next paint',
      value: ms(month.toPaintMs),
    });
    if (month.alignedToPaintMs && month.alignedFrames) {
      rows.push({
        section: 'month switch',
        figure: 'cached, click at a frame start: frames until shown',
        value: count(month.alignedFrames),
        target: '1',
      });
      rows.push({
        section: 'month switch',
        figure: 'cached, click at a frame start → that frame painted',
        value: ms(month.alignedToPaintMs),
        target: '≤ 16 ms',
      });
    }
  }

  const requests = results.requests as { availability: Summary; beforeIdle?: Summary } | undefined;
  if (!failedRow('requests', requests) && requests) {
    if (requests.beforeIdle) {
      rows.push({
        section: 'requests',
        figure: 'availability requests, scripted session (at its last step)',
        value: count(requests.beforeIdle),
        // One more when the month has days left past the first read's (its first days, then the rest).
        target: '3, 4 before the month’s last days',
      });
    }
    rows.push({
      section: 'requests',
      figure: 'availability requests, scripted session (+ 2 s idle)',
      value: count(requests.availability),
      target: '4 with idle prefetch, 5 before the month’s last days',
    });
  }
  const burst = results.rateLimit as { status429: Summary; requests: Summary } | undefined;
  if (!failedRow('rate limit', burst) && burst) {
    rows.push({
      section: 'rate limit',
      figure: '429 responses, 100 rapid navigations (Professional)',
      value: count(burst.status429),
      target: '0',
    });
    rows.push({
      section: 'rate limit',
      figure: 'requests sent during that burst',
      value: count(burst.requests),
    });
  }

  const memory = results.memory as
    { heapMB: Summary; nodes: Summary; heapGrowthMB: Summary; nodeGrowth: Summary } | undefined;
  if (!failedRow('memory', memory) && memory) {
    rows.push({
      section: 'memory',
      figure: 'JS heap after 100 popup open/close (MB)',
      value: count(memory.heapMB),
    });
    rows.push({
      section: 'memory',
      figure: 'JS heap growth, cycle 1 → 100 (MB)',
      value: count(memory.heapGrowthMB),
    });
    rows.push({
      section: 'memory',
      figure: 'DOM nodes after 100 popup open/close',
      value: count(memory.nodes),
    });
    rows.push({
      section: 'memory',
      figure: 'DOM node growth, cycle 1 → 100',
      value: count(memory.nodeGrowth),
    });
  }

  const shifts = results.layoutShift as Record<string, Summary> | undefined;
  if (!failedRow('layout shift', shifts) && shifts) rows.push(...layoutShiftRows(shifts));

  const phone = results.phone as
    | {
        clickToSlots: { cold: Summary; prefetched: Summary };
        loadCost: { ours: LoadCost; peer: LoadCost; ratio: { scriptMs: number; taskMs: number } };
      }
    | undefined;
  if (!failedRow('phone', phone) && phone) {
    const section = `phone (${PHONE_LABEL})`;
    rows.push({ section, figure: 'click to slots, cold', value: ms(phone.clickToSlots.cold) });
    rows.push({
      section,
      figure: 'click to slots, after hover prefetch',
      value: ms(phone.clickToSlots.prefetched),
    });
    rows.push({
      section,
      figure: 'page load, ours: script time added (wall)',
      value: ms(phone.loadCost.ours.scriptMs),
    });
    rows.push({
      section,
      figure: 'page load, dayschedule-widget@1.2.8: script time added (wall)',
      value: ms(phone.loadCost.peer.scriptMs),
    });
    rows.push({
      section,
      figure: 'page load, ratio peer / ours (script time)',
      value: `${phone.loadCost.ratio.scriptMs}×`,
    });
  }

  const live = results.live as LiveResult | undefined;
  if (!failedRow('live', live) && live) {
    const targets: Record<string, string> = {
      'popup-desktop': '≤ 120 ms',
      'popup-phone': '≤ 900 ms',
      'inline-phone': '≤ 900 ms',
    };
    for (const [key, summary] of Object.entries(live.toTimes)) {
      const [way, profile] = key.split('-') as [string, string];
      rows.push({
        section: 'live mode (compressed, HTTP service)',
        figure: `${way === 'popup' ? 'popup: click/tap' : 'inline: scrolled into view'} → first time shown, ${profile === 'phone' ? PHONE_LABEL : 'desktop'}`,
        value: ms(summary),
        ...(targets[key] ? { target: targets[key] } : {}),
      });
    }
    for (const [way, bytes] of Object.entries(live.bytes)) {
      rows.push({
        section: 'live mode (compressed, HTTP service)',
        figure: `${way}: JS downloaded by the first time shown (gzip, ${bytes.times.files.length} files)`,
        value: kb(bytes.times.gzip),
        target: `≤ ${targetsOf(way).slots / KB} KB`,
      });
      rows.push({
        section: 'live mode (compressed, HTTP service)',
        figure: `${way}: JS downloaded by the form shown (gzip, ${bytes.form.files.length} files)`,
        value: kb(bytes.form.gzip),
        target: `≤ ${targetsOf(way).book / KB} KB`,
      });
    }
  }

  const engine = results.slotEngine as Summary | undefined;
  if (!failedRow('slot engine', engine) && engine) {
    rows.push({
      section: 'slot engine',
      figure: 'mock: 31-day month, round robin ×3, 2,000 bookings',
      value: ms(engine),
      target: '< 10 ms',
    });
  }
  return rows;
}

await main();
