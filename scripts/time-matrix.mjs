// Usage: node scripts/time-matrix.mjs [--quick | --real-clock] [--port <e2e port>] [--wtr-port <port>]
// Proves the date-sensitive tests hold at any instant and in any zone: the browser tests of
// playwright.time-matrix.config.ts at each awkward instant (one project per instant, each page's clock starting
// there), the unit tests of core date logic at each instant (E2E_NOW: web-test-runner.config.mjs starts each page
// there), then both once more with the machine's zone far east (TZ=Pacific/Kiritimati, UTC+14: Node, Chromium and
// the pages all in it). `--quick` (npm test) runs three instants and the Kiritimati run over the tests that failed
// on a Friday evening; the whole matrix is for a change to dates, zones or the calendar.
// The whole matrix ends with the real-clock pass (alone with `--real-clock`): the specs of REAL_CLOCK_SPECS keep
// the machine's clock (their own servers: the mock, the proxy, a site), so after a build they run under
// libfaketime (`faketime -f +<seconds>s`, Debian's `faketime`, installed when missing) at each instant, with its
// zone as TZ: every process (Node servers, Chromium) on the same shifted clock. The offset is taken as each run
// starts; the absolute form (`@<instant>`) is not used, as each process would start at that instant and those
// started later would lag behind. 9 spec files (47 tests), 2–2.7 min per instant: 18.5 min in all on a 2-core
// machine at load 12.
import { spawnSync } from 'node:child_process';
import { ensureExecutable } from './apt.mjs';
import { ensureChromium } from './chromium.mjs';
import {
  DATE_SENSITIVE_SPECS,
  DATE_UNIT_TESTS,
  INSTANTS,
  REAL_CLOCK_SPECS,
} from '../test/shared/awkward-instants.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const quick = args.includes('--quick');
const realClockOnly = args.includes('--real-clock');
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

/** [name, command, its arguments (or a function giving them as the run starts), extra environment]. */
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

/** The real-clock pass: a build, then the specs that keep the machine's clock under faketime at each instant. */
function realClockRuns() {
  const faketime = ensureExecutable({
    name: 'faketime',
    envVar: 'FAKETIME_PATH',
    candidates: ['/usr/bin/faketime'],
    aptPackage: 'faketime',
  });
  const specs = REAL_CLOCK_SPECS.map((spec) => `test/${spec}`);
  // Some of these specs load dist/: built from the code under test.
  const passes = [
    ['build (the real-clock specs load dist/)', 'npm', ['run', '--silent', 'build'], {}],
  ];
  for (const [name, instant, zone] of INSTANTS) {
    passes.push([
      `real-clock specs at ${name} (${instant}${zone ? `, TZ=${zone}` : ''})`,
      faketime,
      // The offset from the machine's clock, taken as the run starts.
      () => {
        const offset = Math.round((Date.parse(instant) - Date.now()) / 1000);
        const shift = `${offset >= 0 ? '+' : ''}${offset}s`;
        return ['-f', shift, 'playwright', 'test', '--workers=2', ...specs];
      },
      zone ? { TZ: zone } : {},
    ]);
  }
  return passes;
}
if (realClockOnly) runs.splice(0, runs.length, ...realClockRuns());
else if (!quick) runs.push(...realClockRuns());

for (const [name, command, argsNow, extra] of runs) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const commandArgs = typeof argsNow === 'function' ? argsNow() : argsNow;
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...env, ...extra } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
