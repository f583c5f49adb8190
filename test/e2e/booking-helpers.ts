// Helpers of the booking e2e tests: open the demo page, pick times, fill forms, read the mock's bookings.
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = 'https://demo.booking-widget.invalid/v1';

export interface StoredBooking {
  booking_id: string;
  status: string;
  start_at: string;
  end_at: string;
  host: { user_id: number; name: string };
  resource: { resource_id: number };
  invitees: { name: string; email: string; questions: { name: string; value: unknown }[] }[];
  guests: string[];
}

export function widget(page: Page): Locator {
  return page.locator('booking-widget');
}

export async function openDemo(page: Page, params: Record<string, string>) {
  await page.goto(`/demo/inline.html?${new URLSearchParams(params)}`);
  await expect(widget(page).locator('[part~="calendar"]')).toBeVisible();
}

/** The first open time on screen, after jumping ahead when the view opened on has none (the day decides). */
export function firstOpenSlot(page: Page): Promise<Locator> {
  return firstOpenSlotIn(widget(page));
}

/**
 * What widget `w` shows first once its times are in: an open time, or "Jump to …" when the view opened on has
 * none (the day decides). The jump is found by where it is, not by its words: the widget may speak any language.
 */
export function firstScreenIn(w: Locator): { slot: Locator; jump: Locator; either: Locator } {
  const slot = w.locator('[part~="slot"]:not([disabled])').first();
  const jump = w.locator('.state.empty').getByRole('button');
  return { slot, jump, either: slot.or(jump).first() };
}

/** The first open time in widget `w`, after jumping ahead when the view opened on has none. */
export async function firstOpenSlotIn(w: Locator, timeout?: number): Promise<Locator> {
  const { slot, jump, either } = firstScreenIn(w);
  await expect(either).toBeVisible({ timeout });
  if (!(await slot.isVisible()) && (await jump.isVisible())) await jump.click();
  await expect(slot).toBeVisible();
  return slot;
}

/** Clicks the first open time of the current view, jumping ahead when the view has none. */
export async function pickFirstSlot(page: Page): Promise<string> {
  const w = widget(page);
  const slot = await firstOpenSlot(page);
  const instant = (await slot.getAttribute('data-instant')) ?? '';
  await slot.click();
  await expect(w.locator('[part~="form"]')).toBeVisible();
  return instant;
}

export async function fillContact(page: Page, name: string, email: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
}

/** Answers the product demo's (101) required questions besides name and e-mail. */
export async function answerProductDemo(scope: Page | Locator) {
  await scope.getByRole('textbox', { name: /^Company(?! size)/ }).fill('Analytical Engines');
  await scope.getByRole('spinbutton', { name: /^Company size/ }).fill('42');
  await scope.getByRole('radio', { name: 'Product' }).check();
  await scope.getByRole('combobox', { name: /^Region/ }).selectOption('emea');
}

export async function submit(page: Page) {
  await widget(page).locator('[part~="submit"]').click();
}

/**
 * The bookings the in-page mock holds that match `query` (GET /bookings through the mock's own fetch, which its
 * fault switches never touch); none before the mock has loaded.
 */
export async function bookingsFor(
  page: Page,
  query: Record<string, string>,
): Promise<StoredBooking[]> {
  return page.evaluate(
    async ({ base, search }) => {
      type Mock = { service: { fetch: (input: string) => Promise<Response> } };
      const mock = (globalThis as unknown as { __bookingMock?: Mock }).__bookingMock;
      if (!mock) return [];
      const response = await mock.service.fetch(`${base}/bookings?apiKey=demo&${search}`);
      return (await response.json()) as StoredBooking[];
    },
    { base: DEMO, search: new URLSearchParams(query).toString() },
  );
}

/**
 * A rival books each of `instants` of resource 101 (30 minutes) through the page's mock service, one after the
 * other; the statuses the service answered.
 */
export async function rivalBooks(page: Page, instants: string[]): Promise<number[]> {
  return page.evaluate(
    async ({ base, instants }) => {
      const service = (globalThis as any).__bookingMock.service;
      const resource = await (await service.fetch(`${base}/resources/101?apiKey=demo`)).json();
      const statuses: number[] = [];
      for (const [index, start] of instants.entries()) {
        const response = await service.fetch(`${base}/bookings?apiKey=demo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            resource: { resource_id: '101' },
            host: { user_id: resource.user_id },
            start_at: start,
            end_at: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
            invitees: [
              {
                name: 'Rival',
                email: index ? `rival.${index}@example.com` : 'rival@example.com',
                questions: [
                  { name: 'company', value: 'Rival Co' },
                  { name: 'company_size', value: '5' },
                  { name: 'role', value: 'product' },
                  { name: 'region', value: 'na' },
                ],
              },
            ],
          }),
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    { base: DEMO, instants },
  );
}

/** The detail of the next `name` event that reaches the document (a JSON copy). */
export function nextDocumentEvent<T>(page: Page, name: string): Promise<T> {
  return page.evaluate(
    (eventName) =>
      new Promise<T>((resolve) =>
        document.addEventListener(
          eventName,
          (event) => resolve(JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null))),
          { once: true },
        ),
      ),
    name,
  );
}

export async function expectConfirmed(page: Page) {
  await expect(widget(page).locator('[part~="confirmation"]')).toBeVisible();
}

/** Checks what the confirmation states under each term (a dt's dd), e.g. `{ Price: '$45.00' }`. */
export async function expectConfirmationFacts(page: Page, facts: Record<string, string>) {
  const confirmation = widget(page).locator('[part~="confirmation"]');
  for (const [term, text] of Object.entries(facts))
    await expect(confirmation.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(text);
}
