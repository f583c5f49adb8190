// `npx tsx bench/first-paint-profile.ts [<dist>]`: where the main thread's time goes from importing a build's
// booking-widget.js to the first time painted — the same page and recorded answers as first-paint-work.ts, under
// V8's sampling profiler (0.1 ms). Prints the functions with the most self time, averaged over BENCH_RUNS (default
// 5) runs after a warm-up, with their place in the minified chunk (`npm run build` keeps no source maps: read the
// code at that line and column). Time the engine spends inside a call from script (a style recalculation forced by
// getComputedStyle, a layout) counts as that function's self time. Not a figure to publish: it finds what to cut.
// BENCH_EARLY=1: the header script's path, as first-paint-work.ts, counted from the shared chunk's first sample.
// BENCH_TOTAL=1: time with callees instead (which part of the code holds it); BENCH_TOP: how many lines (30).
import { newIsolatedContext } from './lib/browser.js';
import { installProbes } from './lib/flows.js';
import {
  firstTimePainted,
  routeFirstPaintPage,
  startOneBuild,
  startWidget,
} from './lib/first-paint-page.js';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const { dist, runs, early, mock, server, browser, answers, close } = await startOneBuild();
const selfMs = new Map<string, number>();
// BENCH_TOTAL=1: time with callees (each function counted once per sample), to find which part of the code holds it.
const inclusive = process.env.BENCH_TOTAL === '1';

try {
  for (let run = 0; run <= runs; run++) {
    const context = await newIsolatedContext(browser);
    try {
      await installProbes(context);
      await routeFirstPaintPage(context, server.origin, mock.baseUrl, answers, early);
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await page.goto(`${server.origin}/page.html`);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      await session.send('Profiler.start');
      await startWidget(page, early);
      await firstTimePainted(page);
      const { profile } = await session.send('Profiler.stop');
      if (run === 0) continue; // warm-up: records the answers
      const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
      const deltas = profile.timeDeltas ?? [];
      const parents = new Map<number, number>();
      for (const node of nodes.values())
        for (const child of node.children ?? []) parents.set(child, node.id);
      const keyOf = (id: number) => {
        const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
        const where = url
          ? ` ${url.replace(/^.*\//, '')}:${lineNumber + 1}:${columnNumber + 1}`
          : '';
        return `${functionName || '(anonymous)'}${where}`;
      };
      // BENCH_EARLY: from the shared chunk's first sample on (the work after its arrival, as first-paint-work.ts).
      const inShared = (id: number) => /\/chunks\/src-/.test(nodes.get(id)!.callFrame.url);
      const from = early ? (profile.samples ?? []).findIndex(inShared) : 0;
      profile.samples?.forEach((id, index) => {
        if (index < from) return;
        const keys = new Set([keyOf(id)]);
        for (let at = parents.get(id); inclusive && at !== undefined; at = parents.get(at))
          keys.add(keyOf(at));
        for (const key of keys)
          selfMs.set(key, (selfMs.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
      });
    } finally {
      await context.close();
    }
  }
  console.log(`self time per run, ms (${runs} runs, ${dist}):`);
  for (const [key, ms] of [...selfMs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_TOP ?? 30)))
    console.log(`${(ms / runs).toFixed(1).padStart(8)}  ${key}`);
} finally {
  await close();
}
