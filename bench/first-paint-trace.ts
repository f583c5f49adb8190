// `npx tsx bench/first-paint-trace.ts [<dist>]`: what kind of work the main thread does from importing a build's
// booking-widget.js to the first time painted (the same page and recorded answers as first-paint-work.ts), from a
// Chromium trace: self time per trace event (script, style, layout, paint…) on the page's main thread, averaged
// over BENCH_RUNS (default 5) runs after a warm-up, and the count of each (e.g. how many style recalculations and
// layouts, forced by script or by a frame). `BENCH_EARLY=1`: the header script's path, as first-paint-work.ts
// (the shared chunk 300 ms late), the events after its arrival only. Not a figure to publish: it says where to cut.
import { newIsolatedContext } from './lib/browser.js';
import { installProbes } from './lib/flows.js';
import {
  firstTimePainted,
  routeFirstPaintPage,
  startOneBuild,
  startWidget,
} from './lib/first-paint-page.js';

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: {
      url?: string;
      frame?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
    };
  };
}

const { dist, runs, early, mock, server, browser, answers, close } = await startOneBuild();
const selfMs = new Map<string, number>();
const counts = new Map<string, number>();

try {
  for (let run = 0; run <= runs; run++) {
    const context = await newIsolatedContext(browser);
    try {
      await installProbes(context);
      let arrived = 0;
      await routeFirstPaintPage(context, server.origin, mock.baseUrl, answers, early);
      const page = await context.newPage();
      await page.goto(`${server.origin}/page.html`);
      const session = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      session.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown as TraceEvent[])),
      );
      const done = new Promise<void>((ok) => session.once('Tracing.tracingComplete', () => ok()));
      await session.send('Tracing.start', {
        categories:
          'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing',
        transferMode: 'ReportEvents',
      });
      await startWidget(page, early);
      await firstTimePainted(page);
      await session.send('Tracing.end');
      await done;
      if (run === 0) continue; // warm-up: records the answers
      // The page's main thread: the one that ran the import's EvaluateScript / the widget's tasks.
      const layoutsBy = new Map<string, number>();
      for (const e of events)
        if (e.name === 'UpdateLayoutTree')
          layoutsBy.set(`${e.pid}:${e.tid}`, (layoutsBy.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
      const main = [...layoutsBy].sort((a, b) => b[1] - a[1])[0]?.[0];
      const onMain = events
        .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main)
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
      if (early) {
        const sent = events.find(
          (e) => e.name === 'ResourceSendRequest' && /chunks\/src-/.test(e.args?.data?.url ?? ''),
        );
        const id = (sent?.args?.data as { requestId?: string } | undefined)?.requestId;
        const chunk = events.find(
          (e) =>
            e.name === 'ResourceFinish' &&
            (e.args?.data as { requestId?: string } | undefined)?.requestId === id,
        );
        if (!chunk) throw new Error('the shared chunk was not seen arriving');
        arrived = chunk.ts;
      }
      if (process.env.BENCH_TIMELINE === '1' && run === runs) {
        const from = arrived || onMain[0]!.ts;
        console.log('timeline of the last run (ms from the start; events of ≥ 1 ms):');
        for (const e of events)
          if (e.cat === 'blink.user_timing' && e.ts >= from)
            onMain.push({ ...e, ph: 'X', dur: 1000, name: `mark: ${e.name}` });
        onMain.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
        for (const e of onMain)
          if (e.ts >= from && (e.dur ?? 0) >= 1000)
            console.log(
              `${((e.ts - from) / 1000).toFixed(1).padStart(8)} ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${e.name}${e.name === 'FunctionCall' ? ` ${e.args?.data?.functionName ?? ''} ${(e.args?.data?.url ?? '').replace(/^.*\//, '')}:${e.args?.data?.lineNumber}:${e.args?.data?.columnNumber}` : ''}`,
            );
      }
      // Self time: each event's duration less its children's (the events nest on one thread).
      const stack: { e: TraceEvent; child: number }[] = [];
      const close = (until: number) => {
        while (stack.length && stack.at(-1)!.e.ts + (stack.at(-1)!.e.dur ?? 0) <= until) {
          const { e, child } = stack.pop()!;
          if (e.ts >= arrived) {
            selfMs.set(e.name, (selfMs.get(e.name) ?? 0) + ((e.dur ?? 0) - child) / 1000);
            counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
          }
          if (stack.length) stack.at(-1)!.child += e.dur ?? 0;
        }
      };
      for (const e of onMain) {
        close(e.ts);
        stack.push({ e, child: 0 });
      }
      close(Infinity);
    } finally {
      await context.close();
    }
  }
  console.log(
    `self time per run, ms, and count per run (${runs} runs, ${dist}${early ? ', after the shared chunk' : ''}):`,
  );
  for (const [name, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(
      `${(ms / runs).toFixed(1).padStart(8)}  ${((counts.get(name) ?? 0) / runs).toFixed(1).padStart(6)}  ${name}`,
    );
} finally {
  await close();
}
