// `npx tsx bench/live-ab.ts <build> [<other build> …]`: the live page of `npm run bench`'s live section
// (measure/live.ts `intentToTimes`: demo/bench-live.html from a compressing server, `npm run mock` over HTTP,
// resource 106) for each build, runs interleaved (build A, build B, A, B…) so that the machine's load falls on all
// alike, and the medians of the intent → first time shown, and of when the shared chunk and the availability had
// arrived (from the intent). Builds as in docs/performance.md (`npx vite build --outDir <dir>`, then the header
// script's config into the same folder). WAY=popup|inline (default popup), PROFILE=desktop|phone (default desktop),
// NET=<rtt ms>,<Mbps> (the phone's network instead), RUNS (default 15; an effect of ≈ 30 ms here needed 25), ALL=1:
// every run. A build may carry the page's options (`'dist?duration=15m'`: the page sets the event's duration). Not a
// figure to publish: it tells whether a change moved what the full bench can't tell from its noise.
import { join } from 'node:path';
import { launchBrowser, newIsolatedContext } from './lib/browser.js';
import { installProbes } from './lib/flows.js';
import { startMockServer } from './lib/mock-server.js';
import { emulatePhone } from './lib/phone.js';
import { startStaticServer } from './lib/static-server.js';
import { buildWithOptions, intentToTimes } from './measure/live.js';

const root = join(import.meta.dirname, '..');
const builds = process.argv.slice(2);
if (builds.length === 0)
  throw new Error('usage: npx tsx bench/live-ab.ts <build> [<other build> …]');
const way = process.env.WAY === 'inline' ? 'inline' : 'popup';
const phone = process.env.PROFILE === 'phone';
const runs = Number(process.env.RUNS ?? 15);
// NET=<round trip ms>,<Mbps>: the phone profile's CPU on another network (e.g. NET=50,5 for a good 4G).
const [roundTripMs, mbps] = (process.env.NET ?? '').split(',').map(Number);
const network = roundTripMs && mbps ? { roundTripMs, bytesPerSecond: (mbps * 1e6) / 8 } : undefined;

const mock = await startMockServer(root);
// A build may carry the page's options after `?` (`dist?duration=15m`): the same build with and without them.
const variants = builds.map(buildWithOptions);
const servers = await Promise.all(
  variants.map(({ dir }) =>
    startStaticServer(root, ['/dist/', '/demo/'], { '/dist/': dir }, { compress: true }),
  ),
);
const browser = await launchBrowser();
const samples = builds.map(() => ({
  shown: [] as number[],
  code: [] as number[],
  times: [] as number[],
}));

// In the page: each resource's arrival (responseEnd) on the wall clock, by URL.
const ARRIVALS = `performance.getEntriesByType('resource').map((entry) => [entry.name, performance.timeOrigin + entry.responseEnd])`;

try {
  // Run -1 of each build is a warm-up (the mock's first answers, the server's compression of each file).
  for (let run = -1; run < runs; run++) {
    for (const [index, server] of servers.entries()) {
      const context = await newIsolatedContext(browser, phone ? { mobile: true } : {});
      try {
        await installProbes(context);
        const page = await context.newPage();
        if (phone) await emulatePhone(page, network);
        const { ms, intentAt } = await intentToTimes(
          page,
          server.origin,
          mock.baseUrl,
          way,
          phone,
          variants[index]!.options,
        );
        const arrivals = (await page.evaluate(ARRIVALS)) as [string, number][];
        const at = (pattern: RegExp) =>
          (arrivals.find(([url]) => pattern.test(url))?.[1] ?? NaN) - intentAt;
        if (run < 0) continue;
        samples[index]!.shown.push(ms);
        samples[index]!.code.push(at(/\/chunks\/src-/));
        samples[index]!.times.push(at(/\/availability\//));
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  await mock.close();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
console.log(
  `${way}, ${phone ? 'phone profile' : 'desktop'}: medians of ${runs} interleaved runs (ms from the intent)`,
);
for (const [index, build] of builds.entries()) {
  const { shown, code, times } = samples[index]!;
  console.log(
    `  ${build}: first time shown ${median(shown)}, shared chunk in ${median(code)}, availability in ${median(times)}`,
  );
  if (process.env.ALL) console.log(`    each run: ${shown.map((ms) => ms.toFixed(0)).join(' ')}`);
}
