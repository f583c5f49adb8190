// `npm test`: type-check, lint, import cycles, file sizes (src/components), build + size budgets, the packed
// package in consumer apps, Node tests (the proxy, with a real redis-server), unit tests, browser tests, the same
// bookings in Firefox ESR and WebKitGTK, the date-sensitive tests at awkward instants; stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
};

const steps = [
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['import cycles', 'node', ['scripts/check-cycles.mjs']],
  ['file sizes', 'node', ['scripts/check-file-sizes.mjs']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['size budgets', 'node', ['scripts/check-budgets.mjs']],
  // The browser support policy (README): APIs outside it only behind a guard, no Intl object made at load.
  ['browser APIs', 'node', ['scripts/check-browser-apis.mjs']],
  ['public contract', 'node', ['scripts/check-contract.mjs']],
  ['package', 'node', ['scripts/check-package.mjs']],
  // The packed tarball in a React, a Vue and a plain page, type-checked, built and booking in Chromium (≈ 30–60 s;
  // the first run on a machine also installs the apps' packages from the registry).
  ['consumer apps', 'node', ['test/consumers/run.mjs']],
  ['node tests', 'node', ['scripts/test-node.mjs']],
  ['unit tests', 'web-test-runner', []],
  ['browser tests', 'playwright', ['test']],
  // The built widget booked in Firefox ESR and WebKitGTK (Debian's, installed when missing): inline, in the popup
  // and by keyboard alone, under a strict CSP (test/engines/; 2.5 min measured on a loaded 2-core machine, most of it starting Firefox).
  ['other engines', 'node', ['test/engines/run.mjs']],
  // The date-sensitive tests at three awkward instants and with TZ=Pacific/Kiritimati (scripts/time-matrix.mjs
  // --quick: 20 browser tests, two unit runs; ≈ 3 min on a quiet machine, 7–10 min on a loaded 2-core one).
  ['time matrix', 'node', ['scripts/time-matrix.mjs', '--quick']],
];

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
