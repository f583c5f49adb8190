import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { findChromium, chromiumArgs } from './scripts/chromium.mjs';

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
    }),
  ],
};
