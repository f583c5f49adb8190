// Shared by test/e2e/hostile-*.spec.ts: the built widget served with real CSP headers
// (scripts/serve-csp.mjs, started per worker), and a watch over everything a hostile page or payload
// could cause: policy violations, console errors, uncaught errors, dialogs.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstOpenSlotIn } from './booking-helpers.js';
import { startCspServer } from '../../scripts/serve-csp.mjs';
import { ensureBuilt } from './embed-helpers.js';

export interface Watch {
  consoleErrors: string[];
  pageErrors: string[];
  dialogs: string[];
  /** Policy violations seen by a capturing listener installed before any page script. */
  violations(): Promise<{ directive: string; blocked: string; sample: string }[]>;
  /** Asserts nothing at all went wrong. */
  expectClean(): Promise<void>;
}

/** Starts the CSP server once per worker (building dist/ when missing); returns a getter for its origin. */
export function useCspServer(): () => string {
  let server: { origin: string; close(): Promise<void> } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    ensureBuilt();
    server = await startCspServer({ port: 0 });
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('CSP server not started');
    return server.origin;
  };
}

export async function watch(page: Page): Promise<Watch> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; sample: string }[] = [];
    (window as unknown as { __testViolations: typeof seen }).__testViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        }),
      true,
    );
  });
  const violations = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __testViolations: { directive: string; blocked: string; sample: string }[];
          }
        ).__testViolations,
    );
  return {
    consoleErrors,
    pageErrors,
    dialogs,
    violations,
    async expectClean() {
      expect(await violations(), 'CSP / Trusted Types violations').toEqual([]);
      expect(consoleErrors, 'console errors').toEqual([]);
      expect(pageErrors, 'uncaught errors').toEqual([]);
      expect(dialogs, 'dialogs opened').toEqual([]);
    },
  };
}

/** Clicks the first open time, jumping to the next available date when the view has none. */
export async function pickFirstSlot(widget: Locator): Promise<void> {
  await (await firstOpenSlotIn(widget)).click();
  await expect(widget.locator('[part~="form"]')).toBeVisible();
}
