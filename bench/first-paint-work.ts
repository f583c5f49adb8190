// `npx tsx bench/first-paint-work.ts <dist> [<other dist> …]`: the main thread's work before the first times,
// without a network, so only evaluating, parsing and rendering is measured. A page imports a build's
// booking-widget.js next to a <booking-widget> tag for resource 106 (96 times a day); the service's answers were
// recorded once from `npm run mock` and are served from memory. Reports the medians [min – max] of the main
// thread's CPU time (CDP Performance metrics in thread time: what else the machine runs does not count) from the
// import to the module evaluated and to the first time painted, script and all tasks; the phone profile's CPU is
// 4× slower, so its figure is ≈ 4× these. The builds are interleaved run by run (BENCH_RUNS, default 9).
// BENCH_EARLY=1: the page loads the build's header script instead (embed.js), which imports the widget and asks
// for its data at once (early reads, a first visit), and the shared chunk arrives 300 ms after it is asked for, as
// on a phone where it is the last file to arrive: also reported is the CPU time from then to the first time painted
// (the work after the code and the data are in; what ran during the wait, e.g. ICU's start-up, is not in it).
import { resolve } from 'node:path';
import { launchBrowser, newIsolatedContext } from './lib/browser.js';
import { installProbes } from './lib/flows.js';
import {
  firstTimePainted,
  routeFirstPaintPage,
  startWidget,
  type RecordedAnswer,
} from './lib/first-paint-page.js';
import { startMockServer } from './lib/mock-server.js';
import { startStaticServer } from './lib/static-server.js';
import { summarize } from './lib/stats.js';

const root = resolve(import.meta.dirname, '..');
const dists = process.argv.slice(2).map((dir) => resolve(dir));
if (dists.length === 0) dists.push(resolve(root, 'dist'));
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
const early = process.env.BENCH_EARLY === '1';

const mock = await startMockServer(root);
const servers = await Promise.all(
  dists.map((dist) => startStaticServer(root, ['/dist/'], { '/dist/': dist })),
);
const browser = await launchBrowser();
const answers = new Map<string, RecordedAnswer>();

async function once(origin: string) {
  const context = await newIsolatedContext(browser);
  try {
    await installProbes(context);
    await routeFirstPaintPage(context, origin, mock.baseUrl, answers, early);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await page.goto(`${origin}/page.html`);
    await session.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = async () => {
      const { metrics } = await session.send('Performance.getMetrics');
      const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
      return { script: get('ScriptDuration'), task: get('TaskDuration') };
    };
    const before = await cpu();
    await startWidget(page, early);
    const evaluated = await cpu();
    let waited = evaluated;
    if (early) {
      await page.waitForTimeout(250);
      waited = await cpu();
    }
    await firstTimePainted(page);
    const painted = await cpu();
    return {
      evaluated: evaluated.script - before.script,
      script: painted.script - before.script,
      task: painted.task - before.task,
      after: painted.task - waited.task,
    };
  } finally {
    await context.close();
  }
}

try {
  const samples = dists.map(() => ({
    evaluated: [] as number[],
    script: [] as number[],
    task: [] as number[],
    after: [] as number[],
  }));
  for (const server of servers) await once(server.origin); // warm-up: records the answers
  for (let run = 0; run < runs; run++) {
    for (const [index, server] of servers.entries()) {
      const result = await once(server.origin);
      for (const key of ['evaluated', 'script', 'task', 'after'] as const)
        samples[index]![key].push(result[key]);
    }
  }
  const show = (s: ReturnType<typeof summarize>) =>
    `${s.median.toFixed(0)} ms [${s.min.toFixed(0)} – ${s.max.toFixed(0)}]`;
  for (const [index, dist] of dists.entries()) {
    const { evaluated, script, task, after } = samples[index]!;
    console.log(
      `${dist} (${runs} runs, main-thread CPU time from the ${early ? "header script's load" : 'import'}): script to the ${early ? 'header script' : 'module'} evaluated ${show(summarize(evaluated))}; to the first time painted: script ${show(summarize(script))}, all tasks ${show(summarize(task))}${early ? `; all tasks after the shared chunk's arrival ${show(summarize(after))}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  await mock.close();
}
