// Live mode, as a visitor gets it: the built header script and chunks from a server that compresses as a CDN does
// (brotli, else gzip), the service over HTTP (`npm run mock`, src/mock/node-server.ts, key `demo`), and
// demo/bench-live.html with a popup trigger or an inline tag a screen below the fold. Each run is a fresh context
// (empty HTTP cache, nothing stored). From the visitor's intent — a click on a desktop, a tap on the phone profile
// (touch, no hover), or the inline tag scrolled into view — to just after the frame that first shows a time.
// One run per way and profile also records the request waterfall from the intent, and the JS downloaded (gzip -9
// of each /dist/ file requested) by the first time shown and by the form shown (a time picked at once). Each
// counts the files whose fetch started before the frame that first shows a time, or the form (Resource Timing in
// the page's clock, `requestedBy`): a chunk asked for once a time is on screen (the freshness controller, a dense
// day's keys) cannot have been needed to show it, nor one asked for once the form is (the confirmation).
import type { Page, Request } from 'playwright-core';
import { sizeOfFiles } from '../../scripts/check-budgets.mjs';
import type { BenchContext } from '../run.js';
import { newIsolatedContext, settle } from '../lib/browser.js';
import { installProbes } from '../lib/flows.js';
import { startMockServer } from '../lib/mock-server.js';
import { emulatePhone } from '../lib/phone.js';
import { round, summarize, type Summary } from '../lib/stats.js';

export type Way = 'popup' | 'inline';
export type Profile = 'desktop' | 'phone';

export interface WaterfallRow {
  /** ms from the intent */
  start: number;
  end: number;
  what: string;
  /** bytes on the wire (compressed body) */
  bytes: number;
}

export interface LiveResult {
  /** `${way}-${profile}` → ms from intent to the first time painted */
  toTimes: Record<string, Summary>;
  /** `${way}-${profile}` → the waterfall of its first measured run, up to the first time painted */
  waterfalls: Record<string, { toTimesMs: number; rows: WaterfallRow[] }>;
  /** `${way}` → JS downloaded (desktop run, gzip -9 per file) */
  bytes: Record<
    string,
    { times: { gzip: number; files: string[] }; form: { gzip: number; files: string[] } }
  >;
}

interface Logged {
  request: Request;
  startedAt: number;
}

function logRequests(page: Page): Logged[] {
  const log: Logged[] = [];
  page.on('request', (request) => log.push({ request, startedAt: Date.now() }));
  return log;
}

const label = (url: URL, base: string) =>
  url.href.startsWith(base)
    ? `GET ${url.pathname.replace(/^\/v1/, '')}${url.searchParams.has('start') ? ` ${url.searchParams.get('start')}…${url.searchParams.get('end')}` : ''}`
    : url.pathname.replace(/^\/dist\//, '');

async function waterfall(log: Logged[], intentAt: number, base: string): Promise<WaterfallRow[]> {
  const rows: WaterfallRow[] = [];
  for (const { request } of log) {
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS' || url.pathname.startsWith('/demo/')) continue;
    const timing = request.timing();
    if (timing.startTime < intentAt - 1) continue;
    const response = await request.response().catch(() => null);
    const sizes = response ? await request.sizes().catch(() => undefined) : undefined;
    rows.push({
      start: round(timing.startTime - intentAt, 0),
      end: round(timing.startTime + Math.max(timing.responseEnd, 0) - intentAt, 0),
      what: label(url, base),
      bytes: sizes?.responseBodySize ?? 0,
    });
  }
  return rows.sort((a, b) => a.start - b.start);
}

/** /dist/ files among `paths` (URL paths), relative to the build. */
function inDist(paths: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const path of paths) if (path.startsWith('/dist/')) files.add(path.slice('/dist/'.length));
  return [...files];
}

/**
 * A build's folder and the live page's options from a command line's `<build>[?<options>]` (`dist?duration=15m`: the
 * same build, the page setting the event's duration; demo/bench-live.js reads them).
 */
export function buildWithOptions(argument: string): {
  dir: string;
  options: Record<string, string>;
} {
  const [dir = argument, query = ''] = argument.split('?');
  return { dir, options: Object.fromEntries(new URLSearchParams(query)) };
}

/**
 * Opens demo/bench-live.html from `origin` with `way` connected to the service at `base` (resource 106, key `demo`),
 * lets it settle, then shows the visitor's intent (the inline tag scrolled into view; a tap on the phone profile,
 * else a click): the page's probe figures once the first time is shown (`__bench.untilTimes`), and `sentAt`, this
 * process's clock just before the intent.
 */
export async function intentToTimes(
  page: Page,
  origin: string,
  base: string,
  way: Way,
  phone: boolean,
  /** More of the page's options (demo/bench-live.js), e.g. `{ duration: '15m' }`. */
  options: Record<string, string> = {},
): Promise<{ ms: number; intentAt: number; shownAt: number; sentAt: number }> {
  const query = new URLSearchParams({ way, base, key: 'demo', resource: '106', ...options });
  await page.goto(`${origin}/demo/bench-live.html?${query}`);
  await settle(page);
  const shown = page.evaluate(
    () =>
      (globalThis as any).__bench.untilTimes() as Promise<{
        ms: number;
        intentAt: number;
        shownAt: number;
      }>,
  );
  const sentAt = Date.now();
  if (way === 'inline')
    await page.evaluate(() => (globalThis as any).__bench.scrollIntoView('#inline'));
  else if (phone) await page.tap('#trigger');
  else await page.click('#trigger');
  return { ...(await shown), sentAt };
}

async function once(
  { browser, server, distDir }: BenchContext,
  base: string,
  way: Way,
  profile: Profile,
  detail: boolean,
): Promise<{
  ms: number;
  rows?: WaterfallRow[];
  bytes?: LiveResult['bytes'][string];
}> {
  const phone = profile === 'phone';
  const context = await newIsolatedContext(browser, phone ? { mobile: true } : {});
  try {
    await installProbes(context);
    const page = await context.newPage();
    if (phone) await emulatePhone(page);
    // BENCH_NOW: the page's `Date` reads that instant (timers and performance.now() keep the machine's): another
    // day of the month, e.g. the first, whose first read was the whole month. The mock keeps the machine's clock.
    const fixedNow = process.env.BENCH_NOW ? Date.parse(process.env.BENCH_NOW) : undefined;
    if (fixedNow !== undefined) await page.clock.setFixedTime(fixedNow);
    const log = logRequests(page);
    const { ms, shownAt, sentAt, ...probe } = await intentToTimes(
      page,
      server.origin,
      base,
      way,
      phone,
    );
    // Under BENCH_NOW the page's clocks start at that instant: the intent on the machine's clock is when it was
    // sent (a few ms early).
    const intentAt = fixedNow === undefined ? probe.intentAt : sentAt;
    if (!detail) return { ms };
    await settle(page);
    const timesFiles = inDist(
      await page.evaluate(
        (until) => (globalThis as any).__bench.requestedBy(until) as string[],
        shownAt,
      ),
    );
    const rows = (await waterfall(log, intentAt, base)).filter((row) => row.start <= ms);
    let bytes: LiveResult['bytes'][string] | undefined;
    if (!phone) {
      // The start of the frame that first shows the form (performance.now()'s clock), watched for from the click on,
      // in the page: a round trip to this process after the click would see it frames late.
      const formAt = await page.evaluate(() => {
        const bench = (globalThis as any).__bench;
        let at: number | undefined;
        const shown = bench.paintedWhen((frame: number) => {
          if (bench.firstVisible('[part~="form"]') === undefined) return false;
          at ??= frame;
          return true;
        }, 20_000) as Promise<number>;
        bench.firstVisible('[part~="slot"]').click();
        return shown.then(() => at as number);
      });
      await settle(page);
      const formFiles = inDist(
        await page.evaluate(
          (until) => (globalThis as any).__bench.requestedBy(until) as string[],
          formAt,
        ),
      );
      const gzip = (files: string[]) => ({ gzip: sizeOfFiles(distDir, files).gzip, files });
      bytes = { times: gzip(timesFiles), form: gzip(formFiles) };
    }
    return { ms, rows, ...(bytes ? { bytes } : {}) };
  } finally {
    await context.close();
  }
}

export async function measureLive(context: BenchContext): Promise<LiveResult> {
  const mock = await startMockServer(context.root);
  const result: LiveResult = { toTimes: {}, waterfalls: {}, bytes: {} };
  try {
    for (const profile of ['desktop', 'phone'] as const) {
      for (const way of ['popup', 'inline'] as const) {
        const key = `${way}-${profile}`;
        // A discarded warm-up run (the mock's first answers, the OS's file cache), then the measured ones.
        await once(context, mock.baseUrl, way, profile, false);
        const samples: number[] = [];
        for (let index = 0; index < context.runs; index++) {
          const run = await once(context, mock.baseUrl, way, profile, index === 0);
          samples.push(run.ms);
          if (run.rows) result.waterfalls[key] = { toTimesMs: round(run.ms, 0), rows: run.rows };
          if (run.bytes) result.bytes[way] = run.bytes;
        }
        result.toTimes[key] = summarize(samples);
      }
    }
  } finally {
    await mock.close();
  }
  return result;
}

/** The waterfall as text: one line per request, from the intent, with a bar on a 20 ms grid. */
export function renderWaterfall(
  name: string,
  { toTimesMs, rows }: LiveResult['waterfalls'][string],
): string {
  const lines = [`${name}: first time painted at ${toTimesMs} ms (ms from the intent)`];
  for (const row of rows) {
    const bar =
      ' '.repeat(Math.max(0, Math.round(row.start / 40))) +
      '█'.repeat(Math.max(1, Math.round((row.end - row.start) / 40)));
    lines.push(
      `  ${String(row.start).padStart(5)} → ${String(row.end).padStart(5)}  ${row.what.padEnd(44).slice(0, 44)} ${(row.bytes / 1024).toFixed(1).padStart(5)} KB  ${bar}`,
    );
  }
  return lines.join('\n');
}
