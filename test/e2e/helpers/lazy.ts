// The chunks the widget loads on demand, in the browser tests: a module's request held until the test lets it
// through, and whether its element is defined yet.
import type { Page, Route } from '@playwright/test';

/** The time-zone selector's module, from src/ (`.ts`) or the build (`-<hash>.js`). */
export const SELECTOR_MODULE = /timezone-select(\.ts|-[\w-]+\.js)(\?.*)?$/;
/** The booking request and its submit, from src/ (`submit.ts`) or the build (`book-submit-<hash>.js`). */
export const SUBMIT_MODULE = /(booking-widget\/submit\.ts|book-submit-[\w-]+\.js)(\?.*)?$/;
/** The confirmation's module, from src/ or the build. */
export const CONFIRMATION_MODULE = /booking-confirmation(\.ts|-[\w-]+\.js)(\?.*)?$/;

/** Holds the requests matching `pattern` until `release()` is called; `asked()` says whether one came. */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { release, asked: () => held.length > 0 };
}

/** Whether the custom element `tag` is defined in the page. */
export const isDefined = (page: Page, tag: string): Promise<boolean> =>
  page.evaluate((name) => customElements.get(name) !== undefined, tag);

/** Whether the time-zone selector has loaded. */
export const selectorDefined = (page: Page) => isDefined(page, 'booking-timezone-select');
