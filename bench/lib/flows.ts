// Steps a person takes in the widget, driven through the in-page probes (bench/lib/page-probes.js).
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

export const PROBES_PATH = join(import.meta.dirname, 'page-probes.js');

/** Installs the probes in every page of the context (before any page script runs). */
export async function installProbes(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: PROBES_PATH });
}

/** Waits until the first slot is visible (inside shadow roots). */
export async function waitForVisibleSlot(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => (globalThis as any).__bench.firstVisible('[part~="slot"]') !== undefined,
    undefined,
    {
      timeout,
      polling: 'raf',
    },
  );
}

/** Waits until a slot element exists at all, visible or not (the hover prefetch renders the popup hidden). */
export async function waitForAnySlot(page: Page, timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => (globalThis as any).__bench.deepQueryAll('[part~="slot"]').length > 0,
      undefined,
      {
        timeout,
        polling: 100,
      },
    );
    return true;
  } catch {
    return false;
  }
}

/** Picks the first visible slot, fills every visible field of the form with valid values, submits, waits for the confirmation. */
/** Books the first visible time; `beforeSubmit` runs once the form is filled, just before Book is pressed. */
export async function bookFirstSlot(page: Page, beforeSubmit?: () => void): Promise<void> {
  await page.evaluate(() => (globalThis as any).__bench.firstVisible('[part~="slot"]').click());
  await page.waitForFunction(
    () => (globalThis as any).__bench.firstVisible('[part~="form"]') !== undefined,
    undefined,
    {
      timeout: 20_000,
      polling: 'raf',
    },
  );
  await page.evaluate(() => (globalThis as any).__bench.fillForm());
  beforeSubmit?.();
  await page.evaluate(() => (globalThis as any).__bench.firstVisible('[part~="submit"]').click());
  await page.waitForFunction(
    () => (globalThis as any).__bench.firstVisible('[part~="confirmation"]') !== undefined,
    undefined,
    {
      timeout: 20_000,
      polling: 'raf',
    },
  );
}
