// Headless system Chromium for the bench, with every host but loopback blocked (no network beyond the bench).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: set CHROMIUM_PATH (scripts/chromium.mjs)');
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}

export interface ContextOptions {
  timezoneId?: string;
  viewport?: { width: number; height: number };
  /** A phone: touch input (taps, no hover) and a mobile viewport (375×667 unless `viewport` says otherwise). */
  mobile?: boolean;
}

/** A fresh context (empty HTTP cache, no storage) whose requests to any non-loopback host are aborted. */
export async function newIsolatedContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport:
      options.viewport ??
      (options.mobile ? { width: 375, height: 667 } : { width: 1000, height: 800 }),
    ...(options.mobile ? { hasTouch: true, isMobile: true } : {}),
    timezoneId: options.timezoneId ?? 'America/New_York',
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

export type Metrics = Record<string, number>;

/** CDP `Performance.getMetrics` as a name → value map (durations in seconds, sizes in bytes). */
export async function getMetrics(page: Page): Promise<Metrics> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Performance.enable');
    const { metrics } = await session.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
  } finally {
    await session.detach();
  }
}

/** Waits until the page has been quiet: no network for 500 ms (Playwright's networkidle) and two frames. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}
