// Shared by test/e2e/embed-*.spec.ts: pages built from dist/ (the dev server serves /dist byte for byte),
// synthesized per test so each has exactly the markup it is about.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

const BUILT = ['dist/embed.js', 'dist/booking-widget.js', 'dist/booking-popup.js'];

/** Builds dist/ once when it is missing (`npm test` builds before the browser tests). */
export function ensureBuilt(): void {
  if (BUILT.every((file) => existsSync(file))) return;
  const lock = '.cache/embed-build.lock';
  mkdirSync('.cache', { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    // Another worker is building: wait for it.
    const until = Date.now() + 180_000;
    while (existsSync(lock) && Date.now() < until) execSync('sleep 1');
    return;
  }
  try {
    execSync('npm run --silent build', { stdio: 'inherit' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export const HEADER_SCRIPT = '<script src="/dist/embed.js" defer></script>';
export const QUEUE_STUB = '<script src="/demo/js-api-stub.js"></script>';

/** Serves `body` as the page at `path` (same origin as /dist) and opens it. */
export async function openPage(
  page: Page,
  path: string,
  head: string,
  body: string,
): Promise<void> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${path}</title>${head}</head>
<body>${body}</body></html>`;
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(path);
}

/** Records every event of `names` that reaches `document`, from before the page's own scripts run. */
export async function recordDocumentEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.addInitScript((eventNames: readonly string[]) => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { __documentEvents: typeof seen }).__documentEvents = seen;
    for (const name of eventNames) {
      document.addEventListener(name, (event) => {
        seen.push({
          type: event.type,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)),
        });
      });
    }
  }, names);
}

export async function documentEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __documentEvents: { type: string }[] }).__documentEvents.map(
      (event) => event.type,
    ),
  );
}

/**
 * Books the first open time of resource 106 ("IT help desk": name, e-mail and one required question)
 * inside `widget`, and waits for the confirmation.
 */
export async function bookHelpDesk(widget: Locator, name = 'Ada Lovelace'): Promise<void> {
  await widget.locator('[part~="slot"]').first().click();
  await widget.getByRole('textbox', { name: 'Full name' }).fill(name);
  await widget.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await widget
    .getByRole('textbox', { name: 'Describe the problem' })
    .fill('The VPN drops every ten minutes.');
  await widget.locator('[part~="submit"]').click();
  // The confirmation screen, or (while it is being wired in) the live region's announcement.
  const confirmed = widget
    .locator('[part~="confirmation"]')
    .or(widget.getByRole('status').filter({ hasText: /booking confirmed/i }));
  await expect(confirmed.first()).toBeAttached();
}

/** The element focused at the bottom of the shadow-root chain, described by the hosts on the way. */
export async function focusPath(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const path: string[] = [];
    let active: Element | null = document.activeElement;
    while (active) {
      path.push(active.tagName.toLowerCase());
      active = active.shadowRoot?.activeElement ?? null;
    }
    return path;
  });
}
