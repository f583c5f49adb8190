/**
 * The service a widget talks to: one API client and its availability cache per set of connection attributes
 * (`base-url`, `api-key`, `timeout`, or `demo`). Demo mode imports the in-page mock, its own chunk, only then.
 */
import { AvailabilityCache } from '../../api/cache.js';
import { ClientCore, segment, type RetryWait } from '../../api/client-core.js';
import { untakenEarlyReads } from '../../api/early-reads.js';
import { ApiError } from '../../api/errors.js';
// ICU's start-up during the network wait after a visitor's intent (its own chunk, run as it arrives).
import '../../core/intl-warm.js';

/** Demo mode: the in-page mock serves this base URL with this key. */
export const DEMO_BASE_URL = 'https://demo.booking-widget.invalid/v1';
export const DEMO_API_KEY = 'demo';

/** Client timeout when the `timeout` attribute is absent or not a positive number (ms). */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Shortest accepted `timeout` (ms): anything lower would fail even a healthy service. */
export const MIN_TIMEOUT_MS = 100;

/** The `timeout` attribute (milliseconds) → the client's per-attempt timeout. */
export function parseTimeout(value: unknown): number {
  const ms = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(ms) || ms <= 0) return DEFAULT_TIMEOUT_MS;
  return Math.max(MIN_TIMEOUT_MS, Math.round(ms));
}

export interface Service {
  key: string;
  client: ClientCore;
  cache: AvailabilityCache;
}

/** The connection attributes of a widget. */
export interface Connection {
  demo: boolean;
  baseUrl: string;
  apiKey: string;
  /** Simulated latency of the demo service (ms). */
  latency: number;
  timeout: unknown;
}

/** One widget's service: made on first use, made again when the connection attributes change. */
export class ServiceHolder {
  #service: Service | undefined;
  #pending: Promise<Service> | undefined;
  readonly #onWait: ((wait: RetryWait) => void) | undefined;

  /** `onWait`: told when a read waits before trying again (the client's option of that name). */
  constructor(onWait?: (wait: RetryWait) => void) {
    this.#onWait = onWait;
  }

  /** The service already made, for synchronous reads of the cache. */
  get current(): Service | undefined {
    return this.#service;
  }

  /** The service for `connection`, with the availability reads asked for early for it joined (early-reads.ts). */
  async get(connection: Connection): Promise<Service> {
    const service = await this.#get(connection);
    if (!connection.demo) joinEarlyReads(service);
    return service;
  }

  async #get(connection: Connection): Promise<Service> {
    const { demo, baseUrl, apiKey, latency } = connection;
    const timeoutMs = parseTimeout(connection.timeout);
    const key = demo ? `demo|${latency}|${timeoutMs}` : `${baseUrl}|${apiKey}|${timeoutMs}`;
    if (this.#service?.key === key) return this.#service;
    if (this.#pending) {
      const pending = await this.#pending;
      if (pending.key === key) return pending;
    }
    const onWait = this.#onWait ? { onWait: this.#onWait } : {};
    this.#pending = (async () => {
      const client = demo
        ? new ClientCore({
            baseUrl: DEMO_BASE_URL,
            apiKey: DEMO_API_KEY,
            fetch: (await import('../../mock/browser.js')).createMockFetch({
              latencyMs: latency > 0 ? latency : 0,
            }),
            timeoutMs,
            ...onWait,
          })
        : connect(baseUrl, apiKey, timeoutMs, onWait);
      const service: Service = { key, client, cache: new AvailabilityCache({ client }) };
      this.#service = service;
      return service;
    })();
    try {
      return await this.#pending;
    } finally {
      this.#pending = undefined;
    }
  }
}

/**
 * Starts, through the cache, each availability read the header script asked for early on this connection, so the
 * first load of times joins it instead of asking again: only a URL this client writes itself for that read (its
 * base, its key, the same parameters) is answered by the early request (the client's fetch takes it).
 */
function joinEarlyReads({ client, cache }: Service): void {
  for (const url of untakenEarlyReads(`${client.baseUrl}/availability/`)) {
    // A same-origin proxy's base-url is a path (`/booking-api/v1`): its URLs are read against the page.
    const { pathname, searchParams } = new URL(url, location.href);
    const id = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1));
    const [start, end, duration] = ['start', 'end', 'duration'].map((name) =>
      searchParams.get(name),
    );
    if (!start || !end || !duration) continue;
    if (client.url(`/availability/${segment(id)}`, { start, end, duration }) === url)
      void cache.prefetch(id, duration, start, end);
  }
}

function connect(
  baseUrl: string,
  apiKey: string,
  timeoutMs: number,
  onWait: { onWait?: (wait: RetryWait) => void },
): ClientCore {
  if (!baseUrl)
    throw new ApiError({ status: 0, code: 'missing_base_url', message: 'Set base-url, or demo.' });
  return new ClientCore({ baseUrl, timeoutMs, ...(apiKey ? { apiKey } : {}), ...onWait });
}
