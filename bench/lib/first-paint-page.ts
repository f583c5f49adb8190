// The page of bench/first-paint-{work,profile,trace}.ts: a site's page with a <booking-widget> for resource 106 (96
// times a day), the service's answers recorded once from `npm run mock` and served from memory, and the widget
// started either by importing booking-widget.js or, `early`, by the header script (early reads, a first visit)
// with the shared chunk 300 ms late, as on a phone where it is the last file to arrive.
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startMockServer } from './mock-server.js';
import { startStaticServer } from './static-server.js';

export interface RecordedAnswer {
  status: number;
  body: string;
  type: string;
}

/** Routes `origin`/page.html, the service at `serviceUrl` (answers recorded in `answers`) and, `early`, the chunk. */
export async function routeFirstPaintPage(
  context: BrowserContext,
  origin: string,
  serviceUrl: string,
  answers: Map<string, RecordedAnswer>,
  early: boolean,
): Promise<void> {
  // The page has a heading and a paragraph above the tag, as a site's page has: the first text a blank page lays
  // out starts its fonts (≈ 40 ms of layout here), which no visitor's page would leave to the widget.
  await context.route(`${origin}/page.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><meta charset="utf-8"><body><h1>A site's page</h1><p>Some text, <b>some bold</b>.</p><booking-widget resource="106" api-key="demo" base-url="${serviceUrl}"></booking-widget></body>`,
    }),
  );
  await context.route(`${serviceUrl}/**`, async (route) => {
    const request = route.request();
    const key = `${request.method()} ${request.url()}`;
    let answer = answers.get(key);
    if (!answer) {
      const response = await route.fetch();
      answer = {
        status: response.status(),
        body: await response.text(),
        type: response.headers()['content-type'] ?? 'application/json',
      };
      answers.set(key, answer);
    }
    await route.fulfill({
      status: answer.status,
      body: answer.body,
      contentType: answer.type,
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  if (early)
    await context.route(/\/dist\/chunks\/src-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
}

/** Starts the widget: imports booking-widget.js, or (`early`) loads the header script, which imports it. */
export async function startWidget(page: Page, early: boolean): Promise<void> {
  if (early)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const script = document.createElement('script');
          script.src = '/dist/embed.js';
          script.onload = () => resolve();
          document.head.append(script);
        }),
    );
  else await page.evaluate(() => import('/dist/booking-widget.js' as string).then(() => undefined));
}

/** Resolves just after the frame that first shows a time. */
export async function firstTimePainted(page: Page): Promise<void> {
  await page.evaluate(() =>
    (globalThis as any).__bench.paintedWhen(
      () => (globalThis as any).__bench.firstVisible('[part~="slot"]') !== undefined,
    ),
  );
}

/**
 * What bench/first-paint-{profile,trace}.ts share: one build (the first argument, else dist/) served at /dist/,
 * `npm run mock` to record the answers from, the browser, BENCH_RUNS (default 5) and BENCH_EARLY. `close()` stops
 * them all.
 */
export async function startOneBuild() {
  const root = resolve(import.meta.dirname, '..', '..');
  const dist = resolve(process.argv[2] ?? resolve(root, 'dist'));
  const mock = await startMockServer(root);
  const server = await startStaticServer(root, ['/dist/'], { '/dist/': dist });
  const browser: Browser = await launchBrowser();
  return {
    dist,
    runs: Math.max(1, Number(process.env.BENCH_RUNS ?? 5)),
    early: process.env.BENCH_EARLY === '1',
    mock,
    server,
    browser,
    answers: new Map<string, RecordedAnswer>(),
    async close() {
      await browser.close();
      await server.close();
      await mock.close();
    },
  };
}
