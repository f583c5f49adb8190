// The date-sensitive browser tests at awkward instants (scripts/time-matrix.mjs): one project per instant, each
// page's clock starting there (test/e2e/helpers/clock.ts `e2eNow`), some in a far zone. The specs choose their day
// from the data, so each must pass at every instant.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';
import { DATE_SENSITIVE_SPECS, INSTANTS } from './test/shared/awkward-instants.mjs';

export default defineConfig({
  ...base,
  testMatch: DATE_SENSITIVE_SPECS,
  projects: INSTANTS.map(([name, e2eNow, timezoneId]) => ({
    name,
    use: { ...base.use, e2eNow, ...(timezoneId ? { timezoneId } : {}) },
  })),
});
