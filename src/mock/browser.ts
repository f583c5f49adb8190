/**
 * Demo mode: a `fetch` that answers the demo base URL from an in-page mock service. The widget
 * imports this module lazily (its own chunk) only when `demo` is set. Tests reach the running mock
 * through `globalThis.__bookingMock`.
 */
import { DEMO_BASE_URL } from './fixtures.js';
import type { Faults } from './faults.js';
import { createMockService, type MockService } from './service.js';

export { DEMO_BASE_URL };
export const DEMO_API_KEY = 'demo';

export interface BookingMockHandle {
  service: MockService;
  faults: Faults;
  reset(): void;
}

declare global {
  var __bookingMock: BookingMockHandle | undefined;
}

/** One service per page, so every widget in demo mode sees the same bookings. */
function pageService(): MockService {
  const existing = globalThis.__bookingMock?.service;
  if (existing) return existing;
  const service = createMockService();
  globalThis.__bookingMock = { service, faults: service.faults, reset: () => service.reset() };
  return service;
}

/**
 * A `fetch` serving `https://demo.booking-widget.invalid/v1` from the in-page mock; any other URL
 * goes to the page's own `fetch`.
 */
export function createMockFetch(options: { latencyMs?: number } = {}): typeof fetch {
  const service = pageService();
  const passThrough = globalThis.fetch.bind(globalThis);
  const latency = Math.max(0, options.latencyMs ?? 0);
  const mockFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${DEMO_BASE_URL}/`) && !url.startsWith(`${DEMO_BASE_URL}?`)) {
      return passThrough(input, init);
    }
    if (latency > 0)
      await waitFor(latency, init?.signal ?? (input instanceof Request ? input.signal : null));
    return service.fetch(input, init);
  };
  return mockFetch as typeof fetch;
}

function waitFor(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      },
      { once: true },
    );
  });
}
