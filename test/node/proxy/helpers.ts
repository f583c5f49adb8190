// What the proxy tests share: the mock service on a fixed clock, a booking request for its IT help
// desk (resource 106: 15-minute slots, one host), and reads of a slot list.
import { createMockService } from '../../../src/mock/service.js';

/** The mock's clock: the first of December, before opening hours, so the whole week is bookable. */
export const MOCK_NOW = Date.parse('2026-11-30T06:00:00Z');
export const WEEK = 'start=2026-12-01&end=2026-12-07&duration=15m';

export function mockService() {
  const service = createMockService({ now: () => MOCK_NOW });
  let calls = 0;
  const fetch: typeof globalThis.fetch = (input, init) => {
    calls++;
    return service.fetch(input, init);
  };
  return { service, fetch, calls: () => calls };
}

export function bookingBody(start: string, email = 'ada@example.com'): string {
  const end = new Date(Date.parse(start) + 15 * 60_000).toISOString().replace('.000Z', 'Z');
  return JSON.stringify({
    resource: { resource_id: '106' },
    host: { user_id: 7 },
    start_at: start,
    end_at: end,
    invitees: [
      { name: 'Ada', email, questions: [{ name: 'problem', value: 'Screen stays dark' }] },
    ],
  });
}

interface Slot {
  time: string;
  available: number;
}

/** Every open slot's start in a slot-list answer. */
export async function openSlots(response: Response): Promise<string[]> {
  const entries = (await response.json()) as Array<{ slots: Slot[] }>;
  return entries.flatMap((entry) => entry.slots.filter((s) => s.available > 0).map((s) => s.time));
}

/** Waits for `condition` (checked after each tick), failing after `tries` checks. */
export async function eventually(
  condition: () => Promise<boolean> | boolean,
  what: string,
  tries = 400,
) {
  for (let i = 0; i < tries; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}
