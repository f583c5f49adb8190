// The instant the browser tests run at, for Playwright (test/e2e/helpers/clock.ts) and web-test-runner
// (web-test-runner.config.mjs): `E2E_NOW` (an ISO instant) when set, else DEFAULT_NOW. Each page's clock starts
// there and runs on from it, so a run gives the same screens on any day, at any hour, in any machine zone;
// scripts/time-matrix.mjs sets E2E_NOW to awkward instants to prove the date-sensitive tests hold at those too.

/** A Tuesday morning mid-month (10:00 UTC, 05:00 in New York): every fixture resource has a full week ahead. */
export const DEFAULT_NOW = '2026-11-17T10:00:00Z';

/** Epoch milliseconds of E2E_NOW, or of DEFAULT_NOW when it is unset. */
export function fixedNow() {
  const text = process.env.E2E_NOW || DEFAULT_NOW;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new Error(`E2E_NOW is not an ISO instant: ${text}`);
  return ms;
}
