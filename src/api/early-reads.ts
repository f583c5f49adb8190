/**
 * Reads started before the widget's code has arrived: on a visitor's intent (a press, touch or focus on a popup
 * trigger; an inline tag near the viewport) the header script (embed.ts) asks for the resource and its first
 * period's availability at once, alongside the code, and leaves each answer here under its URL. The client's
 * default fetch (client-core.ts) takes an answer once, for a GET of exactly that URL, instead of asking again; the
 * widget's service (service.ts) starts the availability read of each such URL through its cache, so its first
 * load joins it. An answer is kept for `EARLY_READ_MS` at most: older, it is left to expire, and the widget asks.
 * They are plain GETs (no header beyond `Accept`), as the client's own reads are: a key-adding proxy and a
 * service without CORS preflights see the same request.
 */

/** How long an early answer may be taken after it was asked for. */
export const EARLY_READ_MS = 30_000;

export interface EarlyRead {
  /** When it was asked for (ms since the epoch). */
  at: number;
  response: Promise<Response>;
  /**
   * Its body, read while the widget's code is on its way (core/intl-warm.ts): a response's own `text()` answers in
   * a later task, and the frame due then would paint the loading screen between the widget's first render and the
   * one with the data; read already, the data is rendered in the task that first renders the widget.
   */
  body?: Promise<string>;
  /** Taken by a client: not handed out again, not asked for again while fresh. */
  taken?: boolean;
}

const READS = Symbol.for('booking-widget.reads');

/** The page's early reads, by URL (shared by the header script and the widget's chunks). */
export function earlyReads(): Map<string, EarlyRead> {
  const page = globalThis as unknown as Record<symbol, Map<string, EarlyRead> | undefined>;
  return (page[READS] ??= new Map());
}

const fresh = (read: EarlyRead | undefined, now = Date.now()): read is EarlyRead =>
  read !== undefined && now - read.at < EARLY_READ_MS;

/** Whether `url` was asked for within `EARLY_READ_MS` (taken or not): not to be asked for again. */
export const askedEarly = (url: string): boolean => fresh(earlyReads().get(url));

/** The answer to a GET of `url` that was asked for early and not taken yet, once. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const read = earlyReads().get(url);
  if (!fresh(read) || read.taken) return undefined;
  read.taken = true;
  const { response, body } = read;
  if (!body) return response;
  return response.then((answer) => {
    // Its clone's body was read: this one's, never read, would be kept in memory as long as this map.
    answer.body?.cancel().catch(() => undefined);
    return Object.assign(answer, { text: () => body });
  });
}

/** The URLs asked for early, fresh and not taken yet, that start with `prefix`. */
export function untakenEarlyReads(prefix: string): string[] {
  const now = Date.now();
  const urls: string[] = [];
  for (const [url, read] of earlyReads())
    if (url.startsWith(prefix) && !read.taken && fresh(read, now)) urls.push(url);
  return urls;
}
