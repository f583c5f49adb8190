import { defineConfig } from '@playwright/test';
import { findChromium, chromiumArgs } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 5174);

export default defineConfig({
  testDir: 'test',
  testMatch: ['e2e/**/*.spec.ts', 'contract/**/*.spec.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
