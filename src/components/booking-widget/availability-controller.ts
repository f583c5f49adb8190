/**
 * The data behind the calendar, as a Lit controller of <booking-widget>: the resource and its open times
 * (`@lit/task`), the read-ahead of the next month on a step (render-cache.ts `FetchPlanner`, read-ahead.ts), the search ahead
 * after a period without times, the next-month prefetch once the person stays on a month, and the regrouping of
 * slots into the viewer's zone (memoized). It reads what to fetch from the host (`AvailabilitySource`) and
 * reports back through callbacks; it shows nothing itself.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { AvailabilityEntry, Resource } from '../../api/booking-schemas.js';
import { resourceIdOf } from '../../api/client-core.js';
import { ApiError } from '../../api/errors.js';
import {
  addDays,
  requestRange,
  type BookableWindow,
  type CalendarView,
  type DateRange,
  type Padding,
} from '../../core/calendar.js';
import {
  firstAvailableDate,
  regroupSlotsByLocalDate,
  type SlotsByDate,
} from '../../core/regroup.js';
import { isPasscodeRefusal } from '../../core/passcode.js';
import { afterNextPaint } from '../../core/load-once.js';
import type { DwellPrefetcher } from './read-ahead.js';
import { FetchPlanner, RegroupMemo, entriesWithin, readAhead } from './render-cache.js';
import { ServiceHolder, type Connection, type Service } from './service.js';

/** How far ahead "next available" searches when the visible range has no times. */
const SEARCH_AHEAD_DAYS = 366;
const SEARCH_CHUNK_DAYS = 62;
/**
 * The viewer's days from today that a widget's first month read covers; the rest of the month is read right after
 * it. A dense month is 315 KB of JSON from a service that does not compress: 1.6 s at a phone's 1.6 Mbps, while
 * these days (with the zone's margin) are at most ≈ 30 KB on any day of the month. The header script asks for the
 * same range (embed.ts), so the first load joins it.
 */
export const FIRST_READ_DAYS = 2;

/** What the calendar shows, as the host sees it now. */
export interface CalendarQuery {
  view: CalendarView;
  /** The dates shown and the (padded) dates to request. */
  visible: DateRange;
  requested: DateRange;
  /** The days `requested` adds on each side of what is shown (zonePadding). */
  padding: Padding;
  /** The duration asked for, in spec form (`30m`); empty until known. */
  durationParam: string;
  zone: string;
  today: string;
  firstDay: number;
  window: BookableWindow;
}

export interface AvailabilitySource {
  connection(): Connection;
  /** The resource_id to load ('' for none). */
  resourceId(): string;
  /** No resource yet is expected (a managed booking still loading): wait instead of failing. */
  waitingForResource(): boolean;
  /** What to fetch for `resource`. */
  query(resource: Resource): CalendarQuery;
  /** The service answered for a resource. */
  onResource(resource: Resource): void;
  /** Times arrived for what is shown (`nextAvailable`: the first date with times after an empty period). */
  onTimes(result: AvailabilityResult): void;
  /** A load started that nothing cached can answer. */
  onWait(): void;
  /** The service refused a read for now (429): it is tried again in `seconds`. */
  onBusy(seconds: number): void;
  onFailure(step: 'resource' | 'availability', error: unknown): void;
  /** A protected event's times wait for its passcode (passcode-gate.ts). */
  locked?(resource: Resource): boolean;
  /** The key-adding proxy refused the passcode the times were asked with. */
  onPasscodeRefused?(): void;
}

export interface AvailabilityResult {
  /** keyOf(the resource, the duration, `range`): which read it answers. */
  key: string;
  range: DateRange;
  entries: AvailabilityEntry[];
  nextAvailable: string | undefined;
  /** Only the first days of the month: the rest is being read (AvailabilityController.unread). */
  partial?: boolean;
}

/** The rest of a month whose first days were shown first. */
export interface RestOfMonth {
  key: string;
  /** The viewer's first date not read yet. */
  from: string;
  read: () => Promise<AvailabilityEntry[]>;
  entries?: AvailabilityEntry[];
  error?: unknown;
}

const keyOf = (resourceId: string, durationParam: string, range: DateRange) =>
  `${resourceId}|${durationParam}|${range.start}|${range.end}`;

export class AvailabilityController {
  readonly #source: AvailabilitySource;
  readonly #services: ServiceHolder;
  readonly #regroup = new RegroupMemo();
  readonly #planner = new FetchPlanner();
  /** The next-month prefetch (read-ahead.ts, loaded after the first times are painted). */
  #prefetcher: DwellPrefetcher | undefined;
  /** Counts the loads: a prefetch asked for by an older one is dropped when its module arrives. */
  #loads = 0;
  /** The resource's zone, known from its availability entries. */
  #resourceZone: string | undefined;
  #lastResourceKey = '';
  /** A refetch of the times shown under way (refetchTimes). */
  #refetching: Promise<void> | undefined;
  /** The first month read is still to come: it covers FIRST_READ_DAYS, then the rest is read. */
  #firstRead = true;
  #rest: RestOfMonth | undefined;
  /** The task's value, known already while onTimes runs (the task sets its own after). */
  #times: AvailabilityResult | undefined;
  readonly #host: ReactiveControllerHost;

  readonly #resourceTask: Task<readonly [string, boolean, string, string, number], Resource>;
  readonly #timesTask: Task<
    readonly [string, string, string, string, string, string],
    AvailabilityResult
  >;

  constructor(host: ReactiveControllerHost, source: AvailabilitySource) {
    this.#source = source;
    this.#host = host;
    // A read refused for now, or held by the page's limiter (another read's 429 paused it), is counted down; a
    // wait under half a second (the limiter's pause ending as the read's own retry starts) would only flash.
    this.#services = new ServiceHolder((wait) => {
      if (wait.reason === 'rate_limited' && wait.seconds >= 0.5) source.onBusy(wait.seconds);
    });
    this.#resourceTask = new Task(host, {
      task: async ([id], { signal }) => {
        if (!id && source.waitingForResource()) return initialState;
        if (!id)
          throw new ApiError({
            status: 0,
            code: 'missing_resource',
            message: 'No resource attribute.',
          });
        const service = await this.#services.get(source.connection());
        const resource = await service.client.getResource(id, { signal });
        if (resource.is_enabled === false)
          throw new ApiError({
            status: 0,
            code: 'disabled',
            message: `Resource ${id} is disabled.`,
          });
        return resource;
      },
      args: () => {
        const { demo, baseUrl, apiKey, latency } = source.connection();
        return [source.resourceId(), demo, baseUrl, apiKey, latency] as const;
      },
      onComplete: (resource) => {
        const key = resourceIdOf(resource);
        if (key !== this.#lastResourceKey) this.#resourceZone = undefined;
        this.#lastResourceKey = key;
        source.onResource(resource);
      },
      onError: (error) => this.#fail('resource', error),
    });
    this.#timesTask = new Task(host, {
      task: async ([resourceId, durationParam, start, end, zone, windowLast], { signal }) => {
        if (!resourceId || !durationParam || !start || !end) return initialState;
        // Only a real wait is announced: cached ranges render at once.
        if (!this.entries) source.onWait();
        const service = await this.#services.get(source.connection());
        const query = source.query(this.resource!);
        this.#loads++;
        this.#prefetcher?.cancel();
        const cached = (date: string) =>
          service.cache.peekRange(resourceId, durationParam, date, date) !== undefined;
        let plan = await this.#planner.plan(
          `${resourceId}|${durationParam}`,
          query.view,
          { start, end },
          query.firstDay,
          query.window,
          cached,
        );
        const range = { start, end };
        const key = keyOf(resourceId, durationParam, range);
        const through = addDays(query.today, FIRST_READ_DAYS - 1);
        const firstEnd = addDays(through, query.padding.after);
        // The in-page mock of demo mode has no network to wait for.
        const split =
          this.#firstRead &&
          !source.connection().demo &&
          query.view === 'month' &&
          plan.end === end &&
          start <= query.today;
        this.#firstRead &&= query.view !== 'month';
        if (split) plan = { start, end: firstEnd };
        let fetched = await service.cache.getRange(
          resourceId,
          durationParam,
          plan.start,
          plan.end,
          {
            signal,
          },
        );
        let partial = false;
        // On the month's last days the first read is all of it, or a day more (the header script's, joined).
        if (split && firstEnd < end) {
          // Not aborted with this load: the rest fills the cache whatever is shown by then.
          const read = () => service.cache.getRange(resourceId, durationParam, start, end);
          // The first day with times is in the first days whenever they have one; else it is known only from the rest.
          partial = Boolean(
            firstAvailableDate(this.#regroup.get(fetched, zone, false), query.today, through),
          );
          if (partial) {
            const rest = (this.#rest = { key, from: addDays(through, 1), read });
            // Asked for once the first days are painted: reading its answer (hundreds of KB) never delays them.
            void afterNextPaint().then(() => this.#readRest(rest));
          } else fetched = await read();
        }
        const entries =
          plan.start === start && plan.end === end ? fetched : entriesWithin(fetched, start, end);
        const byDate = this.#regroup.get(entries, zone, false);
        let nextAvailable: string | undefined;
        if (!firstAvailableDate(byDate, query.visible.start, query.visible.end)) {
          // The next date with times may already be loaded (the day view's neighbours, the month's padding).
          nextAvailable =
            firstAvailableDate(byDate, addDays(query.visible.end, 1)) ??
            (await this.#searchAhead(service, resourceId, durationParam, end, zone, {
              last: windowLast,
              query,
              signal,
            }));
        } else if (query.view === 'month') {
          this.#prefetchNext(service, resourceId, durationParam, end, query);
        }
        return { key, range, entries, nextAvailable, partial } satisfies AvailabilityResult;
      },
      args: () => {
        const resource = this.resource;
        const query = resource ? source.query(resource) : undefined;
        return [
          resource && !source.locked?.(resource) ? resourceIdOf(resource) : '',
          query?.durationParam ?? '',
          query?.requested.start ?? '',
          query?.requested.end ?? '',
          query?.zone ?? '',
          query?.window.last ?? '',
        ] as const;
      },
      onComplete: (result) => {
        // A step's read-ahead is ready before the person steps; asked for once these times are painted.
        void afterNextPaint()
          .then(readAhead)
          .catch(() => undefined);
        const zone = result.entries[0]?.timezone;
        if (zone) this.#resourceZone = zone;
        if (!result.partial) this.#rest = undefined;
        this.#times = result;
        source.onTimes(result);
      },
      onError: (error) => {
        this.#times = undefined;
        this.#fail('availability', error);
      },
    });
  }

  // ------------------------------------------------------------------------------ what is known

  /** The resource, once loaded (also while it reloads). */
  get resource(): Resource | undefined {
    return this.#resourceTask.value;
  }

  get resourceStatus(): TaskStatus {
    return this.#resourceTask.status;
  }

  get resourceError(): unknown {
    return this.#resourceTask.error;
  }

  /** The resource's own zone (from its availability), once known. */
  get resourceZone(): string | undefined {
    return this.#resourceZone ?? this.#times?.entries[0]?.timezone;
  }

  get timesStatus(): TaskStatus {
    return this.#timesTask.status;
  }

  get timesError(): unknown {
    return this.#timesTask.error;
  }

  /** The connection attributes of now. */
  get connection(): Connection {
    return this.#source.connection();
  }

  /** The service, once made (the booking step and manage screens use its client and cache). */
  service(): Promise<Service> {
    return this.#services.get(this.#source.connection());
  }

  /** The service if already made. */
  get currentService(): Service | undefined {
    return this.#services.current;
  }

  /** Entries for what is shown: synchronously from the cache when it holds them, else the last load's. */
  get entries(): AvailabilityEntry[] | undefined {
    const resource = this.resource;
    const service = this.#services.current;
    if (!resource || !service) return undefined;
    const query = this.#source.query(resource);
    if (!query.durationParam) return undefined;
    const resourceId = resourceIdOf(resource);
    const range = query.requested;
    const peeked = service.cache.peekRange(resourceId, query.durationParam, range.start, range.end);
    if (peeked) return peeked;
    const value = this.#times;
    const key = keyOf(resourceId, query.durationParam, range);
    const rest = this.#rest;
    const shown = value && ((rest?.key === value.key && rest.entries) || value.entries);
    if (value?.key === key) return shown;
    // The day rolled over (the first bookable day moved on, so the range asked for shrank): the times on screen
    // stay, and keep their focus, until the answer for the new range replaces them.
    const same = value && value.key === keyOf(resourceId, query.durationParam, value.range);
    const covers = same && value.range.start <= range.start && value.range.end >= range.end;
    return covers ? shown : undefined;
  }

  /** The days of the month shown not read yet (still loading, or their read failed: `error`). */
  get unread(): RestOfMonth | undefined {
    const rest = this.#rest;
    // Shown: the first days' entries, not the whole month's (cached, or the rest's), nor another period's.
    return rest && this.#times?.key === rest.key && this.entries === this.#times.entries
      ? rest
      : undefined;
  }

  /** Reads the rest of the month after its first days; the calendar shows its days once it is here. */
  #readRest(rest: RestOfMonth): void {
    rest
      .read()
      .then(
        (entries) => (rest.entries = entries),
        (error: unknown) => (rest.error = error),
      )
      .finally(() => this.#host.requestUpdate());
  }

  /** The open times by the viewer's date, for what is shown. */
  slots(zone: string): SlotsByDate | undefined {
    const entries = this.entries;
    if (!entries) return undefined;
    return this.#regroup.get(entries, zone, Boolean(this.resource?.settings.show_booked_slots));
  }

  /** The search ahead's answer, when it belongs to what is shown. */
  search(): { fresh: boolean; pending: boolean; next: string | undefined } {
    const resource = this.resource;
    const value = this.#times;
    const query = resource ? this.#source.query(resource) : undefined;
    const fresh = Boolean(
      value &&
      query &&
      value.key ===
        keyOf(
          resource ? resourceIdOf(resource) : '',
          query.durationParam || '30m',
          query.requested,
        ),
    );
    return {
      fresh,
      pending: this.#timesTask.status === TaskStatus.PENDING,
      next: fresh ? value?.nextAvailable : undefined,
    };
  }

  // ------------------------------------------------------------------------------ loads

  /** Reloads the resource and its times (drops the cached availability). */
  async refresh(): Promise<void> {
    const resource = this.resource;
    const service = this.#services.current;
    if (resource && service) service.cache.invalidate(resourceIdOf(resource));
    this.#regroup.clear();
    this.#planner.reset();
    await this.#resourceTask.run();
    await this.#timesTask.run();
  }

  /**
   * Asks the service again for the times shown, past the cache (a time's notice began, the day rolled over):
   * what is on screen stays until the answer replaces it. Resolves once it has (or failed); asking again meanwhile
   * joins the same request.
   */
  refetchTimes(): Promise<void> {
    this.#refetching ??= (async () => {
      const resource = this.resource;
      const service = this.#services.current;
      if (resource && service) service.cache.invalidate(resourceIdOf(resource));
      this.#planner.reset();
      void this.#timesTask.run();
      // A load started meanwhile (another period) supersedes this one: wait for whichever finishes last.
      await this.#timesTask.taskComplete.catch(() => undefined);
    })().finally(() => {
      this.#refetching = undefined;
    });
    return this.#refetching;
  }

  /** Loads the times again (after a retry, a taken time, or to select a first day again). */
  reloadTimes(): void {
    void this.#timesTask.run();
  }

  /** "Try again" on the times: the rest of the month when its read is what failed (its first days stay). */
  retryTimes(): void {
    const rest = this.unread;
    if (!rest?.error) return this.reloadTimes();
    rest.error = undefined;
    this.#host.requestUpdate();
    this.#readRest(rest);
  }

  retryResource(): void {
    void this.#resourceTask.run();
  }

  #fail(step: 'resource' | 'availability', error: unknown) {
    if (error instanceof ApiError && error.code === 'aborted') return;
    if (step === 'availability' && isPasscodeRefusal(error) && this.#source.onPasscodeRefused)
      return this.#source.onPasscodeRefused();
    this.#source.onFailure(step, error);
  }

  async #searchAhead(
    service: Service,
    resourceId: string,
    durationParam: string,
    after: string,
    zone: string,
    {
      last: windowLast,
      query,
      signal,
    }: { last: string; query: CalendarQuery; signal: AbortSignal },
  ): Promise<string | undefined> {
    let start = addDays(after, 1);
    const limit = addDays(query.today, SEARCH_AHEAD_DAYS);
    const last = windowLast && windowLast < limit ? windowLast : limit;
    while (start <= last) {
      const chunkEnd = addDays(start, SEARCH_CHUNK_DAYS - 1);
      const end = chunkEnd < last ? chunkEnd : last;
      const entries = await service.cache.getRange(resourceId, durationParam, start, end, {
        signal,
      });
      const found = firstAvailableDate(
        regroupSlotsByLocalDate(entries, zone),
        addDays(query.visible.end, 1),
      );
      if (found) return found;
      start = addDays(end, 1);
    }
    return undefined;
  }

  #prefetchNext(
    service: Service,
    resourceId: string,
    durationParam: string,
    end: string,
    query: CalendarQuery,
  ) {
    const next = requestRange('month', addDays(end, 2), query.firstDay, { window: query.window });
    if (next.start > next.end) return;
    const load = this.#loads;
    void afterNextPaint()
      .then(readAhead)
      .then(({ DwellPrefetcher }) => {
        if (load !== this.#loads) return;
        this.#prefetcher ??= new DwellPrefetcher();
        this.#prefetcher.schedule(
          () => void service.cache.prefetch(resourceId, durationParam, next.start, next.end),
        );
      })
      .catch(() => undefined);
  }
}
