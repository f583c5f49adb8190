// Requests on the wire, against the mock service running as an HTTP server (src/mock/node-server.ts) with the
// demo key (Professional plan: 60 requests per 10-second window), so the real client, limiter and cache act:
// - a scripted session: open the popup, next month ×3, back ×3, week view and back to month; availability
//   requests counted (the default cache; idle-time prefetch of the next month included, reported apart);
// - a burst of 100 rapid navigations (50 × next month, 50 × back, one per frame): 429 responses counted.
import type { Page } from 'playwright-core';
import type { BenchContext } from '../run.js';
import { newIsolatedContext, settle } from '../lib/browser.js';
import { installProbes, waitForVisibleSlot } from '../lib/flows.js';
import { nextRateLimitWindow, startMockServer } from '../lib/mock-server.js';
import { summarize, type Summary } from '../lib/stats.js';

/** Runs of these counts: they are counts, not timings, and vary little; each burst run waits for a fresh window. */
const COUNT_RUNS = 3;

interface WireLog {
  availability: number;
  /** `start…end (duration)` of each availability request, in order */
  ranges: string[];
  status429: number;
  total: number;
}

function logWire(page: Page, baseUrl: string): WireLog {
  const log: WireLog = { availability: 0, ranges: [], status429: 0, total: 0 };
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl) || request.method() === 'OPTIONS') return;
    log.total++;
    const url = new URL(request.url());
    if (url.pathname.includes('/availability/')) {
      log.availability++;
      const query = url.searchParams;
      log.ranges.push(
        `${query.get('start')}…${query.get('end')}${query.has('duration') ? ` (${query.get('duration')})` : ''}`,
      );
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(baseUrl) && response.status() === 429) log.status429++;
  });
  return log;
}

async function openPopup(page: Page, origin: string, baseUrl: string): Promise<void> {
  await page.goto(`${origin}/demo/bench-blank.html`);
  await page.evaluate((url) => {
    const trigger = document.createElement('button');
    trigger.type = 'button';
    trigger.id = 'trigger';
    trigger.textContent = 'Book a time';
    trigger.dataset.bookingResource = '106';
    trigger.dataset.bookingBaseUrl = url;
    trigger.dataset.bookingApiKey = 'demo';
    document.querySelector('main')!.append(trigger);
  }, baseUrl);
  await settle(page);
  await page.click('#trigger');
  await waitForVisibleSlot(page);
}

const navigate = (page: Page, name: string) =>
  page.evaluate((label) => (globalThis as any).__bench.navigate(label) as Promise<void>, name);

export async function measureRequests({ browser, server, root }: BenchContext): Promise<{
  availability: Summary;
  beforeIdle: Summary;
  ranges: string[];
  note: string;
}> {
  const mock = await startMockServer(root);
  const afterIdle: number[] = [];
  const beforeIdle: number[] = [];
  let ranges: string[] = [];
  try {
    for (let index = 0; index < COUNT_RUNS; index++) {
      await nextRateLimitWindow();
      const context = await newIsolatedContext(browser);
      try {
        await installProbes(context);
        const page = await context.newPage();
        const log = logWire(page, mock.baseUrl);
        await openPopup(page, server.origin, mock.baseUrl);
        for (let step = 0; step < 3; step++) await navigate(page, 'Next month');
        for (let step = 0; step < 3; step++) await navigate(page, 'Previous month');
        await navigate(page, 'Week');
        await navigate(page, 'Month');
        beforeIdle.push(log.availability);
        // Let idle-time prefetch run (requestIdleCallback), then count again.
        await page.waitForTimeout(2000);
        await settle(page);
        afterIdle.push(log.availability);
        if (index === 0) ranges = log.ranges;
      } finally {
        await context.close();
      }
    }
  } finally {
    await mock.close();
  }
  return {
    availability: summarize(afterIdle),
    beforeIdle: summarize(beforeIdle),
    ranges,
    note: 'availability: whole session incl. idle prefetch; beforeIdle: right after the last step; ranges: first run',
  };
}

export async function measureRateLimitBurst({ browser, server, root }: BenchContext): Promise<{
  status429: Summary;
  requests: Summary;
  plan: string;
}> {
  const mock = await startMockServer(root);
  const status429: number[] = [];
  const requests: number[] = [];
  try {
    for (let index = 0; index < COUNT_RUNS; index++) {
      await nextRateLimitWindow();
      const context = await newIsolatedContext(browser);
      try {
        await installProbes(context);
        const page = await context.newPage();
        const log = logWire(page, mock.baseUrl);
        await openPopup(page, server.origin, mock.baseUrl);
        await page.evaluate(async () => {
          const bench = (globalThis as any).__bench;
          for (let step = 0; step < 100; step++) {
            const button = bench.findControl('button', step < 50 ? 'Next month' : 'Previous month');
            if (button && !button.disabled) button.click();
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        });
        // Whatever the limiter queued must drain before counting: wait for the calendar and the network.
        await page.waitForFunction(() => (globalThis as any).__bench.calendarIdle(), undefined, {
          timeout: 60_000,
        });
        await page.waitForTimeout(1000);
        await settle(page);
        status429.push(log.status429);
        requests.push(log.total);
      } finally {
        await context.close();
      }
    }
  } finally {
    await mock.close();
  }
  return {
    status429: summarize(status429),
    requests: summarize(requests),
    plan: 'professional (demo key), 60 per 10 s',
  };
}
