// The two engines besides Chromium, each behind the same small interface the flows use:
//   goto(url) · probe(request) (test/engines/page.mjs in the page) · click(x, y) (a native pointer click at
//   viewport pixels) · press(key) (one native key press) · type(text) · close().
// Firefox ESR is driven by puppeteer-core over WebDriver BiDi; WebKitGTK's MiniBrowser by webdriverio over
// classic WebDriver through WebKitWebDriver under Xvfb. Neither tool downloads a browser or a driver: both are
// given the Debian executables (scripts/engines.mjs).
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { freePort } from '../../scripts/free-port.mjs';
import { probe } from './page.mjs';

const VIEWPORT = { width: 1280, height: 900 };

/** Firefox ESR over WebDriver BiDi (puppeteer-core 24; 25 needs Node 22). */
export async function launchFirefox(executablePath) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocol: 'webDriverBiDi',
    // A closed network: no update checks, telemetry or remote settings.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
  const version = await browser.version();
  let page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  return {
    name: `Firefox ${version.replace(/^firefox\//, '')}`,
    async goto(url) {
      // A fresh page per flow: nothing (focus, storage of the demo mock) carries over.
      await page.close();
      page = await browser.newPage();
      await page.setViewport(VIEWPORT);
      await page.goto(url);
    },
    probe: (request) => page.evaluate(probe, request),
    click: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    async type(text) {
      for (const character of text) await page.keyboard.press(character);
    },
    close: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, on a virtual X display (xvfb-run). */
export async function launchWebKit({ driver, miniBrowser, xvfbRun }) {
  const port = await freePort();
  const display = spawn(
    xvfbRun,
    [
      '-a',
      '-s',
      `-screen 0 ${VIEWPORT.width}x${VIEWPORT.height + 200}x24`,
      driver,
      `--port=${port}`,
    ],
    { stdio: 'ignore', detached: true },
  );
  const stopDriver = () => {
    try {
      process.kill(-display.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  let browser;
  try {
    browser = await openSession(port, miniBrowser);
  } catch (error) {
    stopDriver();
    throw error;
  }
  await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height).catch(() => {});
  return {
    name: `WebKitGTK ${browser.capabilities.browserVersion ?? ''}`.trim(),
    goto: (url) => browser.url(url),
    probe: (request) => browser.execute(probe, request),
    click: (x, y) =>
      browser
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ x, y, origin: 'viewport' })
        .down({ button: 0 })
        .up({ button: 0 })
        .perform(),
    press: (key) => browser.keys(KEYS[key] ?? key),
    async type(text) {
      // WebKitWebDriver drops a repeated character when several keys go in one action sequence: one key
      // per action.
      for (const character of text) await browser.keys(character);
    },
    async close() {
      await browser.deleteSession().catch(() => {});
      stopDriver();
    },
  };
}

/** WebDriver's code points for the named keys the flows press (puppeteer takes the names themselves). */
const KEYS = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Space: '\uE00D',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/** Resolves once something listens on `port` (the driver takes a moment under Xvfb); fails after 30 s. */
async function waitForPort(port) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver is not listening on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openSession(port, miniBrowser) {
  await waitForPort(port);
  return remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'silent',
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
    },
  });
}
