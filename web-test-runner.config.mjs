import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { findChromium, chromiumArgs } from './scripts/chromium.mjs';
import { fixedNow } from './test/shared/fixed-now.mjs';

// Every test page starts at one fixed instant (E2E_NOW, else test/shared/fixed-now.mjs's default) and its clock runs
// on from there: a unit test that reads "now" gives the same answer on any day, at any hour.
const started = Date.now();
const now = fixedNow();

export default {
  files: ['test/unit/**/*.test.ts', 'test/contract/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
  // A test waits for what a person would see; on a loaded 2-core machine an axe run or a full zone list can take
  // well over 10 s, so the per-test limit only catches a hang.
  testFramework: { config: { timeout: 30000 } },
  testsFinishTimeout: 600000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
      createPage: async ({ context }) => {
        const page = await context.newPage();
        await page.clock.install({ time: now + (Date.now() - started) });
        return page;
      },
    }),
  ],
};
