// Opening and closing the popup 100 times leaves no growth in DOM nodes or listeners.
// A page with the header script (built dist/embed.js) and a data-booking-resource trigger in demo mode; each
// cycle clicks the trigger, waits for the times, and closes with Escape. After a warm-up of 5 cycles and after
// 100 more, with garbage collected first (CDP HeapProfiler.collectGarbage), the renderer's DOM counters
// (CDP Memory.getDOMCounters: documents, nodes, JS event listeners) and the live nodes of the page (light DOM
// and every shadow tree) are read. Asserted loosely; the figures are printed.
import { expect, test } from './helpers/clock.js';
import type { CDPSession, Page } from '@playwright/test';
import { ensureBuilt, HEADER_SCRIPT, openPage } from './embed-helpers.js';

test.beforeAll(() => ensureBuilt());

const WARM_UP = 5;
const CYCLES = 100;

interface Counters {
  documents: number;
  nodes: number;
  jsEventListeners: number;
  /** Nodes reachable from the document, through every open shadow root. */
  liveNodes: number;
}

async function readCounters(page: Page, session: CDPSession): Promise<Counters> {
  // Twice: objects freed by the first collection's finalizers go in the second.
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const counters = await session.send('Memory.getDOMCounters');
  const liveNodes = await page.evaluate(() => {
    let count = 0;
    const visit = (root: Node): void => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        count++;
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
      }
    };
    visit(document);
    return count;
  });
  return {
    documents: counters.documents,
    nodes: counters.nodes,
    jsEventListeners: counters.jsEventListeners,
    liveNodes,
  };
}

const slot = (page: Page) => page.locator('booking-dialog booking-widget [part~="slot"]').first();

async function cycle(page: Page): Promise<void> {
  await page.locator('#trigger').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(slot(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#trigger')).toBeFocused();
}

/** Growth from `before` to `after` is at most `ratio` of `before`, or `absolute` (for small counts). */
function withinBound(before: number, after: number, ratio: number, absolute: number): boolean {
  return after - before <= Math.max(before * ratio, absolute);
}

test(`opening and closing the popup ${CYCLES} times leaves DOM nodes and listeners flat`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openPage(
    page,
    '/e2e/popup-cycles.html',
    HEADER_SCRIPT,
    `<main><h1>Support</h1>
      <button id="trigger" type="button" data-booking-resource="106" data-booking-demo>Get IT help</button>
    </main>`,
  );
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.enable');

  const closed = await readCounters(page, session);
  for (let index = 0; index < WARM_UP; index++) await cycle(page);

  // The counters see the popup: while it is open there are many more nodes than before it was first built.
  await page.locator('#trigger').click();
  await expect(slot(page)).toBeVisible();
  const open = await readCounters(page, session);
  expect(open.liveNodes - closed.liveNodes).toBeGreaterThan(200);
  expect(open.nodes).toBeGreaterThan(closed.nodes);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const before = await readCounters(page, session);
  for (let index = 0; index < CYCLES; index++) await cycle(page);
  const after = await readCounters(page, session);
  await session.detach();

  console.log(
    `popup cycles: before first open ${JSON.stringify(closed)}; open ${JSON.stringify(open)}; ` +
      `after ${WARM_UP} warm-up cycles ${JSON.stringify(before)}; after ${CYCLES} more ${JSON.stringify(after)}`,
  );
  const growth = (name: keyof Counters) =>
    `${name} ${before[name]} -> ${after[name]} (${after[name] - before[name] >= 0 ? '+' : ''}${after[name] - before[name]})`;

  expect(after.documents, growth('documents')).toBeLessThanOrEqual(before.documents);
  expect(withinBound(before.nodes, after.nodes, 0.05, 50), growth('nodes')).toBe(true);
  expect(
    withinBound(before.jsEventListeners, after.jsEventListeners, 0.05, 10),
    growth('jsEventListeners'),
  ).toBe(true);
  expect(withinBound(before.liveNodes, after.liveNodes, 0.05, 50), growth('liveNodes')).toBe(true);
  // Exactly one popup, however often it was opened.
  await expect(page.locator('booking-dialog')).toHaveCount(1);
  await expect(page.locator('booking-dialog booking-widget')).toHaveCount(1);
});
