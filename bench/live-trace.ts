// `npx tsx bench/live-trace.ts [<build>]`: the main thread of the live page (measure/live.ts `intentToTimes`:
// demo/bench-live.html from a compressing server, `npm run mock` over HTTP, resource 106), task by task, from the
// visitor's intent to the first time shown, from a Chromium trace: when each task of 1 ms or more began (ms from the
// intent), how long it took, and the longest kinds of work inside it (a module evaluated, microtasks, a layout…), with
// the files' arrivals among them. It shows what the main thread is doing while the code and the answers arrive, and
// after: e.g. ICU's start-up (the `i-…` chunk) delaying the shared chunk's evaluation on a desktop, or a first
// render without the times when the availability arrives after the code on a phone. WAY=popup|inline (default popup),
// PROFILE=desktop|phone (default desktop), RUNS (default 2, after a warm-up); the build may carry the page's options
// (`'dist?duration=15m'`, demo/bench-live.js). Not a figure to publish: it says where the time goes.
import type { Page } from 'playwright-core';
import { join, resolve } from 'node:path';
import { launchBrowser, newIsolatedContext } from './lib/browser.js';
import { installProbes } from './lib/flows.js';
import { startMockServer } from './lib/mock-server.js';
import { emulatePhone } from './lib/phone.js';
import { startStaticServer } from './lib/static-server.js';
import { buildWithOptions, intentToTimes } from './measure/live.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } };
}

const root = join(import.meta.dirname, '..');
const { dir, options } = buildWithOptions(process.argv[2] ?? 'dist');
const build = resolve(root, dir);
const way = process.env.WAY === 'inline' ? 'inline' : 'popup';
const phone = process.env.PROFILE === 'phone';
const runs = Number(process.env.RUNS ?? 2);

/** Records a trace of `page` while `act` runs; its events. */
async function traced(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const session = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
  await session.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  await act();
  await session.send('Tracing.end');
  await complete;
  return events;
}

const mock = await startMockServer(root);
const server = await startStaticServer(
  root,
  ['/dist/', '/demo/'],
  { '/dist/': build },
  { compress: true },
);
const browser = await launchBrowser();
try {
  for (let run = -1; run < runs; run++) {
    const context = await newIsolatedContext(browser, phone ? { mobile: true } : {});
    try {
      await installProbes(context);
      const page = await context.newPage();
      if (phone) await emulatePhone(page);
      let shownMs = 0;
      const events = await traced(page, async () => {
        shownMs = (await intentToTimes(page, server.origin, mock.baseUrl, way, phone, options)).ms;
      });
      if (run < 0) continue;
      const main = events.find(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
      );
      const own = events.filter((e) => e.pid === main?.pid && e.tid === main.tid);
      // The intent, as the page's probe takes it: the first pointer, touch, focus or click event, else the scroll that
      // brought the inline tag in.
      const intents =
        way === 'inline'
          ? ['scroll']
          : ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'];
      const intent = own.find(
        (e) => e.name === 'EventDispatch' && intents.includes(e.args?.data?.type ?? ''),
      );
      if (!intent) throw new Error('no intent event in the trace');
      const from = intent.ts;
      const until = from + shownMs * 1000;
      const ms = (us: number) => ((us - from) / 1000).toFixed(1);
      console.log(
        `${way}, ${phone ? 'phone profile' : 'desktop'}, run ${run + 1}: first time shown at ${shownMs.toFixed(0)} ms`,
      );
      const arrivals = own
        .filter((e) => e.name === 'ResourceFinish' && e.ts >= from && e.ts <= until)
        .map((e) => ({
          ts: e.ts,
          line: `  ${ms(e.ts).padStart(7)}  arrived: ${arrivalName(events, e)}`,
        }));
      const tasks = own
        .filter(
          (e) =>
            e.name === 'RunTask' && e.dur && e.dur >= 1000 && e.ts + e.dur >= from && e.ts <= until,
        )
        .map((task) => {
          const inside = own
            .filter(
              (e) =>
                e !== task &&
                e.ph === 'X' &&
                e.ts >= task.ts &&
                e.ts + (e.dur ?? 0) <= task.ts + task.dur! &&
                (e.dur ?? 0) >= 1000,
            )
            .sort((a, b) => b.dur! - a.dur!)
            .slice(0, 4)
            .map((e) => `${e.name}${detail(e)} ${(e.dur! / 1000).toFixed(1)}`);
          return {
            ts: task.ts,
            line: `  ${ms(task.ts).padStart(7)}  task ${(task.dur! / 1000).toFixed(1).padStart(6)} ms  ${inside.join(' | ')}`,
          };
        });
      for (const { line } of [...arrivals, ...tasks].sort((a, b) => a.ts - b.ts)) console.log(line);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
  await mock.close();
}

/** A file's or a service call's short name, from the request the finish event closes. */
function arrivalName(events: TraceEvent[], finish: TraceEvent): string {
  const id = (finish.args?.data as { requestId?: string } | undefined)?.requestId;
  const sent = events.find(
    (e) =>
      e.name === 'ResourceSendRequest' &&
      (e.args?.data as { requestId?: string } | undefined)?.requestId === id,
  );
  const url = new URL(sent?.args?.data?.url ?? 'http://unknown/');
  return url.pathname.replace(/^\/dist\//, '').replace(/^\/v1/, 'GET ');
}

/** What a trace event ran: a script's file and function, an event's type. */
function detail(e: TraceEvent): string {
  const data = e.args?.data;
  const file = data?.url?.split('/').pop();
  if (file) return `(${file}${data?.functionName ? ` ${data.functionName}` : ''})`;
  return data?.type ? `(${data.type})` : '';
}
