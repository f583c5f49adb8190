/* global MutationObserver */
// `npm run screenshots`: PNGs of each step of a booking from the running demo (demo/inline.html, demo mode) —
// loading, month, week, day, form, confirmation, reschedule, cancel, canceled, and a day of 96 times — on a phone (375 px, touch) and a desktop
// (1280 px), in light, dark and a brand colour (`brand`: light with the page's --booking-primary), plus a
// right-to-left page at both widths, saved to docs/screenshots/<step>-<width>-<theme>.png.
// Starts scripts/serve.mjs on a free loopback port, drives headless system Chromium and captures the
// <booking-widget> element (whole, however tall).
// Every page starts at the browser tests' fixed instant (test/shared/fixed-now.mjs: E2E_NOW, else a Tuesday morning
// mid-month) with time flowing from there, so a run shows the same month and days on any date (on the real clock, a
// Saturday evening at the month's end showed a month with one day of times left).
// Usage: node scripts/screenshots.mjs [--resource 101] [--out docs/screenshots] [--themes light,dark,brand]
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { fixedNow } from '../test/shared/fixed-now.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const resource = flag('resource', '101');
const outDir = resolve(root, flag('out', 'docs/screenshots'));
const probes = join(root, 'bench', 'lib', 'page-probes.js');
/** Answers for resource 101's form (all ten question types); other resources get valid sample values. */
const ANSWERS = {
  name: 'Ada Lovelace',
  email: 'ada.lovelace@example.com',
  company: 'Analytical Engines Ltd',
  phone: '+44 20 7946 0958',
  company_size: '25',
  role: 'engineering',
  region: 'emea',
  interests: ['booking_pages', 'reporting'],
  agenda: 'How routing works for a team of five, and the reporting export.',
};

async function startDemoServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the demo server did not start in 60 s')),
      60_000,
    );
    child.once('exit', (code) => reject(new Error(`the demo server exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(origin)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { origin, close: () => child.kill('SIGTERM') };
}

const waitFor = (page, selector, timeout = 30_000) =>
  page.waitForFunction(
    (wanted) => globalThis.__bench.firstVisible(wanted) !== undefined,
    selector,
    {
      timeout,
      polling: 'raf',
    },
  );

/** Settles fonts, transitions and the focus ring so the image shows a resting state. */
async function rest(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    document.activeElement?.blur?.();
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

/** Week and day views open on today, which may have no times (a weekend): step forward until some show. */
async function showSomeSlots(page, view) {
  const next = { month: 'Next month', week: 'Next week', day: 'Next day' }[view];
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      await waitFor(page, '[part~="slot"]', attempt === 0 ? 15_000 : 5_000);
      return;
    } catch {
      await page.evaluate((name) => globalThis.__bench.navigate(name), next);
    }
  }
  throw new Error(`no times in the next ten ${view}s`);
}

async function shoot(page, name, saved) {
  await rest(page);
  const path = join(outDir, `${name}.png`);
  await page.locator('booking-widget').first().screenshot({ path, animations: 'disabled' });
  const size = statSync(path).size;
  saved.push({ file: relative(root, path), kb: Math.round(size / 1024) });
  console.log(
    `  ${relative(root, path)} (${Math.round(size / 1024)} KB)${size > 150 * 1024 ? '  ⚠ over 150 KB' : ''}`,
  );
}

/** The viewport widths every step is captured at: a phone and a desktop. */
const WIDTHS = [375, 1280];
/** The page's brand colour for the `brand` theme (set as --booking-primary on the page, as a site would). */
const BRAND = '#0f766e';
/** The in-page mock service (demo mode): held, it keeps the widget in its loading state. */
const MOCK_MODULE = /\/src\/mock\/browser\.ts(\?.*)?$/;

async function newPage(browser, theme, language, width) {
  const phone = width < 640;
  const context = await browser.newContext({
    // Taller than any step, so nothing is scrolled or resized to capture it: on the phone a scrolled form was cut
    // from the wrong place (its foot missing, the demo page's log below it shown instead).
    viewport: { width, height: 4000 },
    deviceScaleFactor: 1,
    // A phone: touch, so its layout is the one a visitor's phone gets (44 px targets).
    hasTouch: phone,
    isMobile: phone,
    colorScheme: theme === 'dark' ? 'dark' : 'light',
    locale: language === 'ar' ? 'ar' : 'en-US',
    timezoneId: 'America/New_York',
    reducedMotion: 'reduce',
  });
  // Nothing but the demo server: the widget must not need the network.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  await context.clock.install({ time: fixedNow() });
  await context.addInitScript({ path: probes });
  // Set as soon as the page's root element exists (an init script can run before it does).
  if (theme === 'brand')
    await context.addInitScript((color) => {
      const set = () => document.documentElement.style.setProperty('--booking-primary', color);
      if (document.documentElement) set();
      else
        new MutationObserver((_, observer) => {
          if (!document.documentElement) return;
          set();
          observer.disconnect();
        }).observe(document, { childList: true });
    }, BRAND);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.warn(`  page error: ${error.message}`));
  return page;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: set CHROMIUM_PATH (scripts/chromium.mjs)');
  mkdirSync(outDir, { recursive: true });
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  const saved = [];
  const failures = [];
  // One retry per image: on a busy machine a first load can outlast a wait, or the demo page can re-navigate.
  const step = async (name, run) => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        await run();
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        if (attempt === 2) {
          failures.push(name);
          console.error(`  ✖ ${name}: ${message}`);
        } else console.warn(`  retrying ${name} (${message})`);
      }
    }
  };
  /** A booking through the form to its confirmation, on the page of `url`. */
  const book = async (page, url) => {
    await page.goto(url);
    await showSomeSlots(page, 'month');
    await page.evaluate(() => globalThis.__bench.firstVisible('[part~="slot"]').click());
    await waitFor(page, '[part~="form"]');
    await page.evaluate((answers) => globalThis.__bench.fillForm(answers), ANSWERS);
  };
  const confirm = async (page) => {
    await page.evaluate(() => globalThis.__bench.firstVisible('[part~="submit"]').click());
    await waitFor(page, '[part~="confirmation"]');
  };
  /** From the confirmation, the Reschedule or Cancel booking screen. */
  const manage = async (page, name) => {
    await page.evaluate((label) => globalThis.__bench.findControl('button', label).click(), name);
    await waitFor(page, '[part~="manage"]');
  };
  try {
    for (const width of WIDTHS) {
      for (const theme of flag('themes', 'light,dark,brand').split(',')) {
        console.log(`${width} px, ${theme}:`);
        const url = (view, extra = '') =>
          `${server.origin}/demo/inline.html?resource=${resource}&view=${view}&theme=${theme === 'dark' ? 'dark' : 'light'}${extra}`;
        const name = (step) => `${step}-${width}-${theme}`;
        const page = await newPage(browser, theme, 'en', width);
        await step(name('loading'), async () => {
          let release = () => undefined;
          const released = new Promise((resolve) => (release = resolve));
          // The page may navigate away before the held request goes on: then there is nothing to continue.
          await page.route(MOCK_MODULE, async (route) => {
            await released;
            await route.continue().catch(() => undefined);
          });
          try {
            await page.goto(url('month'));
            await waitFor(page, '.bone');
            await shoot(page, name('loading'), saved);
          } finally {
            release();
            await page.unroute(MOCK_MODULE);
          }
        });
        for (const view of ['month', 'week', 'day']) {
          await step(name(view), async () => {
            await page.goto(url(view));
            await showSomeSlots(page, view);
            await shoot(page, name(view), saved);
          });
        }
        await step(name('form'), async () => {
          await book(page, url('month'));
          await shoot(page, name('form'), saved);
        });
        await step(name('confirmation'), async () => {
          if (
            !(await page.evaluate(
              () => globalThis.__bench.firstVisible('[part~="submit"]') !== undefined,
            ))
          ) {
            await book(page, url('month'));
          }
          await confirm(page);
          await shoot(page, name('confirmation'), saved);
        });
        await step(name('reschedule'), async () => {
          if (
            !(await page.evaluate(
              () => globalThis.__bench.firstVisible('[part~="confirmation"]') !== undefined,
            ))
          ) {
            await book(page, url('month'));
            await confirm(page);
          }
          await manage(page, 'Reschedule');
          await showSomeSlots(page, 'month');
          await shoot(page, name('reschedule'), saved);
        });
        await step(name('cancel'), async () => {
          await book(page, url('month'));
          await confirm(page);
          await manage(page, 'Cancel booking');
          await shoot(page, name('cancel'), saved);
        });
        await step(name('canceled'), async () => {
          if (!(await page.evaluate(() => globalThis.__bench.firstVisible('[part~="manage"]')))) {
            await book(page, url('month'));
            await confirm(page);
            await manage(page, 'Cancel booking');
          }
          await page.evaluate(() =>
            globalThis.__bench.findControl('button', 'Yes, cancel').click(),
          );
          await waitFor(page, '[part~="confirmation"]');
          await shoot(page, name('canceled'), saved);
        });
        // A day of 96 times (106, the IT help desk): one bounded list by morning, afternoon and evening.
        await step(name('dense-day'), async () => {
          await page.goto(url('month').replace(`resource=${resource}`, 'resource=106'));
          await waitFor(page, '[part~="slot"]');
          await page.evaluate(() =>
            globalThis.__bench
              .firstVisible('[part~="day"][part~="available"]:not([part~="today"])')
              .click(),
          );
          await waitFor(page, '.dense');
          await shoot(page, name('dense-day'), saved);
        });
        await page.context().close();
      }
      console.log(`${width} px, right to left:`);
      await step(`month-${width}-rtl-ar`, async () => {
        const page = await newPage(browser, 'light', 'ar', width);
        await page.goto(
          `${server.origin}/demo/inline.html?resource=${resource}&view=month&theme=light&language=ar`,
        );
        await waitFor(page, '[part~="slot"]');
        await shoot(page, `month-${width}-rtl-ar`, saved);
        await page.context().close();
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`\n${saved.length} screenshots in ${relative(root, outDir)}/`);
  if (failures.length > 0) {
    console.error(`✖ not captured: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
