/**
 * The events a site offers through the proxy: learned from the service's list of the key's resources
 * (`GET /resources`, spec §4.1, paged by `offset`/`limit`), kept in the store so every instance agrees, and
 * learned again in the background once it is `refreshMs` old. An id the catalog doesn't hold is refused
 * without asking the service; a miss may learn the list again (a new event), at most once per
 * `missRefreshMs` for all instances together, charged to the visitor who caused it, one refresh at a time.
 *
 * Served: bookable (one-on-one, group, round robin), enabled, not a template, and inside the site's
 * narrowing (its resources, pages or hosts), when it names one. Listed on a page of events: served and not
 * private (a private event is booked by its direct link only).
 *
 * Fail safe: a list the service refuses, can't answer or answers unreadably changes nothing: what was
 * learned stays (for a day). While nothing was ever learned, or when the key has more resources than the
 * list can page through (spec §8.2: offset ≤ 10 000), the catalog says so (`unlearned`) and the proxy checks
 * the id's own record instead (one call per id, its 404 kept briefly). Pure logic over the store; the
 * upstream calls are the proxy's (`fetchPage`).
 */
import { asRecord } from './records.js';
import type { ProxyStore } from './store.js';

/** What a site may narrow the catalog to; a resource matching any list is served. Empty: every event. */
export interface Narrowing {
  resources?: readonly string[];
  pages?: readonly number[];
  users?: readonly number[];
}

/** One resource of the key as the catalog keeps it. */
export interface CatalogEntry {
  id: string;
  pageId?: number;
  userId?: number;
  /** Bookable, enabled and not a template: its record, times and bookings go through. */
  served: boolean;
  /** Shown on a page of events (served and not private). */
  listed: boolean;
}

interface Snapshot {
  /** When the list's first page was asked for (ms since the epoch). */
  at: number;
  /** False when the list had more than can be paged through: an id not in it may still exist. */
  complete: boolean;
  /** In the service's order. */
  entries: CatalogEntry[];
}

/** One page of the list as the proxy got it: its status, body and `X-Total-Count` header. */
export type ListPage =
  | { kind: 'answer'; status: number; body: string; total: string | null }
  | { kind: 'busy' }
  | { kind: 'unreachable' };

export interface CatalogOptions {
  store: ProxyStore;
  now: () => number;
  log: (message: string) => void;
  narrowing?: Narrowing;
  /** How old the catalog may get before a read learns it again in the background. Default 60 000. */
  refreshMs?: number;
  /** How often an unknown id may learn the list again (all instances together). Default 10 000. */
  missRefreshMs?: number;
  /** The upstream call for one page (the key added by the proxy), queued for the budget like a read. */
  fetchPage(query: URLSearchParams): Promise<ListPage>;
  /** 0 when the visitor may cause one more upstream call (a refresh costs one), else ms to wait. */
  charge(ip: string): Promise<number>;
  /** The served records just learned, as the list gave them, read at `at`. */
  learned?(records: Array<{ id: string; text: string }>, at: number): Promise<void>;
  /** Keeps a promise of work in flight (the proxy's `idle()` waits for it). */
  track?<T>(promise: Promise<T>): Promise<T>;
}

/** A lookup's result: the entry, `unknown` (refuse: 404), or `unlearned` (check the record itself). */
export type Lookup = CatalogEntry | 'unknown' | 'unlearned';

/** Spec §8.2: `limit` at most 1000, `offset` at most 10 000. */
const PAGE_SIZE = 1000;
const MAX_OFFSET = 10_000;
const BOOKABLE = ['one_on_one', 'group', 'round_robin'];
const KEEP_MS = 86_400_000;
const KEY = 'catalog';
const VERSION_KEY = 'catalog:at';
const ATTEMPT_KEY = 'catalog:attempt';
const LOCK_KEY = 'catalog:refreshing';

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;

/** Bookable, enabled, not a template: a record whose times and bookings the proxy forwards. */
export const servable = (record: Record<string, unknown>) =>
  BOOKABLE.includes(String(record['event_type'])) &&
  record['is_enabled'] !== false &&
  record['is_template'] !== true;

const isPrivate = (record: Record<string, unknown>) =>
  asRecord(asRecord(record['settings'])['privacy'])['type'] === 'private';

/** Whether `narrowing` lets the site serve a resource of this id, page and host. */
export function allowedBy(
  narrowing: Narrowing,
  entry: { id: string; pageId?: number | undefined; userId?: number | undefined },
): boolean {
  const { resources = [], pages = [], users = [] } = narrowing;
  if (resources.length + pages.length + users.length === 0) return true;
  return (
    resources.includes(entry.id) ||
    (entry.pageId !== undefined && pages.includes(entry.pageId)) ||
    (entry.userId !== undefined && users.includes(entry.userId))
  );
}

/** The catalog entry of one record (its id as the path carries it), or undefined without an id. */
export function entryOf(record: Record<string, unknown>): CatalogEntry | undefined {
  const raw = record['resource_id'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const served = servable(record);
  const pageId = numberOf(record['page_id']);
  const userId = numberOf(record['user_id']);
  return {
    id: String(raw),
    ...(pageId === undefined ? {} : { pageId }),
    ...(userId === undefined ? {} : { userId }),
    served,
    listed: served && !isPrivate(record),
  };
}

/** A list page's items, read liberally: an array, or an object holding one (`result`, `data`, …). */
function itemsOf(body: string): unknown[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (Array.isArray(value)) return value;
  const record = asRecord(value);
  for (const name of ['result', 'results', 'data', 'items', 'resources']) {
    if (Array.isArray(record[name])) return record[name] as unknown[];
  }
  return undefined;
}

function totalOf(body: string, header: string | null): number | undefined {
  const fromHeader = header === null ? NaN : Number(header);
  if (Number.isSafeInteger(fromHeader) && fromHeader >= 0) return fromHeader;
  try {
    const record = asRecord(JSON.parse(body));
    for (const name of ['total', 'count', 'total_count']) {
      const value = numberOf(record[name]);
      if (value !== undefined && value >= 0) return value;
    }
  } catch {
    // an array body has no total
  }
  return undefined;
}

function parseSnapshot(text: string | undefined): Snapshot | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Snapshot;
    return typeof value.at === 'number' && Array.isArray(value.entries) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function createCatalog(options: CatalogOptions) {
  const { store, now, log } = options;
  const narrowing = options.narrowing ?? {};
  const refreshMs = options.refreshMs ?? 60_000;
  const missRefreshMs = options.missRefreshMs ?? 10_000;
  const track = options.track ?? (<T>(promise: Promise<T>) => promise);
  const instance = crypto.randomUUID();

  /** The snapshot this instance read last, and its entries by id. */
  let known: { snapshot: Snapshot; byId: Map<string, CatalogEntry> } | undefined;
  let refreshing: Promise<boolean> | undefined;
  let reportedFailure = false;

  /** The shared snapshot: read again from the store only when another instance stored a newer one. */
  async function current() {
    const version = await store.getValue(VERSION_KEY);
    if (version === undefined) return known;
    if (known && String(known.snapshot.at) === version) return known;
    const snapshot = parseSnapshot(await store.getValue(KEY));
    if (snapshot && (!known || snapshot.at >= known.snapshot.at)) {
      known = { snapshot, byId: new Map(snapshot.entries.map((e) => [e.id, e])) };
    }
    return known;
  }

  /** Every page of the list, or why not. */
  async function readList(): Promise<
    { ok: true; items: unknown[]; complete: boolean } | { ok: false; reason: string }
  > {
    const items: unknown[] = [];
    const seen = new Set<string>();
    for (let offset = 0; ; offset += PAGE_SIZE) {
      if (offset > MAX_OFFSET) return { ok: true, items, complete: false };
      const query = new URLSearchParams({ offset: String(offset), limit: String(PAGE_SIZE) });
      const page = await options.fetchPage(query);
      if (page.kind === 'busy') return { ok: false, reason: 'the budget was spent' };
      if (page.kind === 'unreachable') return { ok: false, reason: 'the service was unreachable' };
      if (page.status !== 200) return { ok: false, reason: `the service answered ${page.status}` };
      const pageItems = itemsOf(page.body);
      if (!pageItems) return { ok: false, reason: 'the service answered something unreadable' };
      let fresh = 0;
      for (const item of pageItems) {
        const id = asRecord(item)['resource_id'];
        const key = String(id);
        if ((typeof id === 'string' || typeof id === 'number') && !seen.has(key)) {
          seen.add(key);
          items.push(item);
          fresh++;
        }
      }
      const total = totalOf(page.body, page.total);
      // A short page, the total reached, or a service that ignores `offset` (nothing new): the end.
      if (pageItems.length < PAGE_SIZE || fresh === 0) return { ok: true, items, complete: true };
      if (total !== undefined && offset + pageItems.length >= total) {
        return { ok: true, items, complete: true };
      }
    }
  }

  /** Learns the list again unless another refresh ran within `missRefreshMs` or is running. */
  async function refresh(ip: string): Promise<boolean> {
    if (refreshing) return refreshing;
    refreshing = track(
      (async () => {
        if ((await store.claimValue(ATTEMPT_KEY, instance, missRefreshMs)) !== undefined) {
          return false;
        }
        const lockTtl = Math.max(60_000, missRefreshMs);
        if ((await store.claimValue(LOCK_KEY, instance, lockTtl)) !== undefined) return false;
        try {
          if ((await options.charge(ip)) > 0) return false;
          const at = now();
          const list = await readList();
          if (!list.ok) {
            if (!reportedFailure) {
              reportedFailure = true;
              log(
                `booking proxy: could not learn the key's resources (${list.reason}); ${
                  known ? 'serving the ones learned before' : "checking each id's own record"
                }`,
              );
            }
            return false;
          }
          if (reportedFailure) log("booking proxy: learned the key's resources again");
          reportedFailure = false;
          const records = list.items.map(asRecord);
          const entries = records.flatMap((record) => entryOf(record) ?? []);
          const snapshot: Snapshot = { at, complete: list.complete, entries };
          if (!list.complete) {
            log(
              `booking proxy: the key has more resources than the list pages through (${entries.length} read); ids beyond them are checked one by one`,
            );
          }
          await options.learned?.(
            records.flatMap((record, index) =>
              entries[index]?.served
                ? [{ id: entries[index].id, text: JSON.stringify(record) }]
                : [],
            ),
            at,
          );
          await store.setValue(KEY, JSON.stringify(snapshot), KEEP_MS);
          await store.setValue(VERSION_KEY, String(at), KEEP_MS);
          known = { snapshot, byId: new Map(entries.map((e) => [e.id, e])) };
          return true;
        } finally {
          await store.releaseValue(LOCK_KEY, instance);
        }
      })().finally(() => (refreshing = undefined)),
    );
    return refreshing;
  }

  /**
   * The catalog as it stands, learned first when nothing is known yet (the visitor waits), and learned
   * again in the background when it is old (unless `renew` is false).
   */
  async function state(ip: string, renew: boolean) {
    const got = await current();
    if (!got) {
      await refresh(ip);
      return current();
    }
    if (renew && now() - got.snapshot.at >= refreshMs) void refresh(ip);
    return got;
  }

  const usable = (entry: CatalogEntry | undefined) =>
    entry?.served === true && allowedBy(narrowing, entry);

  return {
    narrowing,
    /**
     * Whether the site serves resource `id`: its entry, `unknown` (answer 404 without asking the service)
     * or `unlearned` (nothing learned, or an incomplete list: check the record itself). `renew`: a read
     * that may start a background refresh (charged to `ip`).
     */
    async lookup(id: string, ip: string, renew = true): Promise<Lookup> {
      let got = await state(ip, renew);
      if (!got) return 'unlearned';
      let entry = got.byId.get(id);
      if (!entry) {
        // Perhaps an event added since: the list is learned again, at most once per missRefreshMs.
        if (await refresh(ip)) got = (await current()) ?? got;
        entry = got.byId.get(id);
      }
      if (usable(entry)) return entry!;
      return !entry && !got.snapshot.complete ? 'unlearned' : 'unknown';
    },
    /** A page of events' entries, in the service's order; undefined when the list isn't known whole. */
    async listed(
      of: { pageId: number } | { userId: number },
      ip: string,
    ): Promise<CatalogEntry[] | undefined> {
      const got = await state(ip, true);
      if (!got?.snapshot.complete) return undefined;
      return got.snapshot.entries.filter(
        (entry) =>
          entry.listed &&
          allowedBy(narrowing, entry) &&
          ('pageId' in of ? entry.pageId === of.pageId : entry.userId === of.userId),
      );
    },
    /** Whether the catalog renews resource `id`'s record (no call of its own is needed for it). */
    renews(id: string): boolean {
      return known?.byId.get(id)?.served === true;
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
