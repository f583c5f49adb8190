// The engine lane of `npm test`: books in Firefox ESR and in WebKitGTK (Safari's engine) what the Playwright
// suites book in Chromium — inline by pointer, in the popup by pointer, and in the popup by keyboard alone — on
// the BUILT widget (dist/, as `npm run build` leaves it) under a strict Content-Security-Policy. The engines are
// Debian's, installed when missing (scripts/engines.mjs). Run alone: `npm run build && node test/engines/run.mjs`.
import { existsSync } from 'node:fs';
import { startCspServer } from '../../scripts/serve-csp.mjs';
import { ensureFirefox, ensureWebKit } from '../../scripts/engines.mjs';
import { launchFirefox, launchWebKit } from './drivers.mjs';
import { bookByKeyboard, bookInline, bookPopup } from './flows.mjs';

if (!existsSync('dist/embed.js')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const engines = [
  ['Firefox ESR', () => launchFirefox(ensureFirefox())],
  ['WebKitGTK', () => launchWebKit(ensureWebKit())],
];
const flows = [
  ['books inline by pointer', bookInline],
  ['books in the popup by pointer', bookPopup],
  ['books in the popup by keyboard alone', bookByKeyboard],
];

const server = await startCspServer({ port: 0 });
let failures = 0;
try {
  for (const [engineName, launch] of engines) {
    const started = Date.now();
    let browser;
    try {
      browser = await launch();
    } catch (error) {
      failures += flows.length;
      console.error(`  ✖ ${engineName} did not start: ${error.message}`);
      continue;
    }
    console.log(`  ${browser.name} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const [flowName, flow] of flows) {
      const flowStarted = Date.now();
      try {
        const time = await flow(browser, server.origin);
        const seconds = ((Date.now() - flowStarted) / 1000).toFixed(1);
        console.log(`    ✔ ${flowName}: confirmed ${time} (${seconds} s)`);
      } catch (error) {
        failures += 1;
        console.error(`    ✖ ${flowName}: ${error.message}`);
      }
    }
    await browser.close();
  }
} finally {
  await server.close();
}
console.log(failures ? `${failures} failed` : `${engines.length * flows.length} passed`);
process.exit(failures ? 1 : 0);
