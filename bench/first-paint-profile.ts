// `npx tsx bench/first-paint-profile.ts [<dist>]`: where the main thread's time goes from importing a build's
// booking-widget.js to the first time painted — the same page and recorded answers as first-paint-work.ts, under
// V8's sampling profiler (0.1 ms). Prints the functions with the most self time, averaged over BENCH_RUNS (default
// 5) runs after a warm-up, with their place in the minified chunk (`npm run build` keeps no source maps: read the
// code at that line and column). Time the engine spends inside a call from script (a style recalculation forced by
// getComputedStyle, a layout) counts as that function's self time. Not a figure to publish: it finds what to cut.
import { resolve } from 'node:path';
import { launchBrowser, newIsolatedContext } from './lib/browser.js';
import { installProbes } from './lib/flows.js';
import { startMockServer } from './lib/mock-server.js';
import { startStaticServer } from './lib/static-server.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const root = resolve(import.meta.dirname, '..');
const dist = resolve(process.argv[2] ?? resolve(root, 'dist'));
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const mock = await startMockServer(root);
const server = await startStaticServer(root, ['/dist/'], { '/dist/': dist });
const browser = await launchBrowser();
const answers = new Map<string, string>();
const selfMs = new Map<string, number>();

try {
  for (let run = 0; run <= runs; run++) {
    const context = await newIsolatedContext(browser);
    try {
      await installProbes(context);
      await context.route(`${server.origin}/page.html`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><meta charset="utf-8"><body><h1>A site's page</h1><p>Some text.</p><booking-widget resource="106" api-key="demo" base-url="${mock.baseUrl}"></booking-widget></body>`,
        }),
      );
      // The answers, recorded once: the profile holds the work, not the mock's.
      await context.route(`${mock.baseUrl}/**`, async (route) => {
        const url = route.request().url();
        let body = answers.get(url);
        if (body === undefined) answers.set(url, (body = await (await route.fetch()).text()));
        await route.fulfill({
          body,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
        });
      });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await page.goto(`${server.origin}/page.html`);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      await session.send('Profiler.start');
      await page.evaluate(() => import('/dist/booking-widget.js' as string).then(() => undefined));
      await page.evaluate(() =>
        (globalThis as any).__bench.paintedWhen(
          () => (globalThis as any).__bench.firstVisible('[part~="slot"]') !== undefined,
        ),
      );
      const { profile } = await session.send('Profiler.stop');
      if (run === 0) continue; // warm-up: records the answers
      const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
      const deltas = profile.timeDeltas ?? [];
      profile.samples?.forEach((id, index) => {
        const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
        const where = url
          ? ` ${url.replace(/^.*\//, '')}:${lineNumber + 1}:${columnNumber + 1}`
          : '';
        const key = `${functionName || '(anonymous)'}${where}`;
        selfMs.set(key, (selfMs.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
      });
    } finally {
      await context.close();
    }
  }
  console.log(`self time per run, ms (${runs} runs, ${dist}):`);
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(ms / runs).toFixed(1).padStart(8)}  ${key}`);
} finally {
  await browser.close();
  await server.close();
  await mock.close();
}
