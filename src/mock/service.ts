/**
 * One mock service: the Hono app over an in-memory store, a `fetch`-compatible entry point with
 * simulated latency and fault switches, and `reset()` back to the fixtures.
 */
import type { Hono } from 'hono';
import { createFaults, faultResponse, type Faults } from './faults.js';
import { createRoutes } from './routes.js';
import { MockStore } from './store.js';

export interface MockServiceOptions {
  /** The service's clock (epoch milliseconds or a Date); defaults to the real one. */
  now?: () => number | Date;
  /** Simulated network latency before each response, in milliseconds. */
  latencyMs?: number;
}

export interface MockService {
  app: Hono<{ Variables: { apiKey: string } }>;
  /** A `fetch` that the service answers (any origin; paths under `/v1`). */
  fetch: typeof fetch;
  store: MockStore;
  faults: Faults;
  /** Restores the fixtures and clears faults and rate-limit windows. */
  reset(): void;
  /** Changes the simulated latency. */
  setLatency(ms: number): void;
}

export function createMockService(options: MockServiceOptions = {}): MockService {
  const clock = options.now ?? Date.now;
  const now = () => {
    const value = clock();
    return typeof value === 'number' ? value : value.getTime();
  };
  const store = new MockStore(now);
  const app = createRoutes(store);
  const faults = createFaults();
  let latencyMs = options.latencyMs ?? 0;

  const serve = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const signal = init?.signal ?? request.signal;
    if (signal?.aborted) throw abortReason(signal);
    if (latencyMs > 0) await delay(latencyMs, signal);
    const fault = faults.take(request);
    if (fault === 'drop-response') {
      // Handled (and stored) by the service; the answer is lost on the way back.
      await app.fetch(request);
      return faultResponse(fault, request, now(), signal);
    }
    if (fault) return faultResponse(fault, request, now(), signal);
    const response = await app.fetch(request);
    if (signal?.aborted) throw abortReason(signal);
    return response;
  };

  return {
    app,
    fetch: serve as typeof fetch,
    store,
    faults,
    reset() {
      store.reset();
      faults.clear();
    },
    setLatency(ms) {
      latencyMs = Math.max(0, ms);
    },
  };
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

function delay(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
