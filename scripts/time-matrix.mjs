// Usage: node scripts/time-matrix.mjs [--quick] [--port <e2e port>] [--wtr-port <port>]
// Proves the date-sensitive tests hold at any instant and in any zone: the browser tests of
// playwright.time-matrix.config.ts at each awkward instant (one project per instant, each page's clock starting
// there), the unit tests of core date logic at each instant (E2E_NOW: web-test-runner.config.mjs starts each page
// there), then both once more with the machine's zone far east (TZ=Pacific/Kiritimati, UTC+14: Node, Chromium and
// the pages all in it). `--quick` (npm test) runs three instants and the Kiritimati run over the tests that failed
// on a Friday evening; the whole matrix is for a change to dates, zones or the calendar.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import {
  DATE_SENSITIVE_SPECS,
  DATE_UNIT_TESTS,
  INSTANTS,
} from '../test/shared/awkward-instants.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const quick = args.includes('--quick');
const e2ePort = option('--port', process.env.E2E_PORT ?? '5174');
const wtrPort = option('--wtr-port', '8000');

const QUICK_PROJECTS = ['friday-evening', 'year-end', 'utc+14-first-hour'];
/** In quick mode: the two tests that assumed the day they ran on, and what a taken or passed time leaves. */
const QUICK_GREP = 'seventh|409 race|next times';
const FAR_ZONE = 'Pacific/Kiritimati';
const unitInstants = INSTANTS.filter(([name]) => !quick || name === 'friday-evening').map(
  ([, instant]) => instant,
);

const env = {
  ...process.env,
  CHROMIUM_PATH: ensureChromium(),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_PORT: e2ePort,
  PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
};

const runs = [];
const playwright = ['test', '--config', 'playwright.time-matrix.config.ts', '--workers=1'];
if (quick) {
  playwright.push('--grep', QUICK_GREP);
  for (const project of QUICK_PROJECTS) playwright.push('--project', project);
}
runs.push(['browser tests at awkward instants', 'playwright', playwright, {}]);
for (const instant of unitInstants)
  runs.push([
    `unit tests of dates at ${instant}`,
    'web-test-runner',
    [...DATE_UNIT_TESTS, '--port', wtrPort],
    { E2E_NOW: instant },
  ]);
// The machine's zone far east: the default instant, Node and Chromium in UTC+14.
runs.push([
  `browser tests with TZ=${FAR_ZONE}`,
  'playwright',
  [
    'test',
    ...(quick ? ['--grep', QUICK_GREP] : []),
    '--workers=1',
    ...DATE_SENSITIVE_SPECS.map((spec) => `test/${spec}`),
  ],
  { TZ: FAR_ZONE },
]);
runs.push([
  `unit tests of dates with TZ=${FAR_ZONE}`,
  'web-test-runner',
  [...DATE_UNIT_TESTS, '--port', wtrPort],
  { TZ: FAR_ZONE },
]);

for (const [name, command, commandArgs, extra] of runs) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...env, ...extra } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
