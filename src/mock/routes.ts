/**
 * The mock's HTTP interface: every operation of DESIGN §4 under `/v1` as a Hono app, with the error
 * bodies and codes there. Bad input always gets a 4xx and never changes state; a booking's
 * check-and-insert runs without an `await` in between so concurrent requests can't both win.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { IANAZone } from 'luxon';
import * as z from 'zod/mini';
import {
  AvailabilityQuery,
  BookingRequest,
  CancelRequest,
  FilterItem,
  Link,
  LinkCreate,
  ListBookingsQuery,
  ListResourcesQuery,
  PLANS,
  ReportQuery,
  RescheduleRequest,
  Resource,
  SortItem,
  issuesToDetails,
  type Booking,
  type Customer,
  type ErrorCode,
  type ErrorDetail,
  type Plan,
  type ResourceListItem,
} from '../api/schemas.js';
import { checkAnswers } from './answers.js';
import { issueMessage } from './issue-messages.js';
import { ACCOUNT_ID, API_KEYS, BOOKING_PAGE_ORIGIN, OWNER_USER_ID } from './fixtures.js';
import {
  computeAvailability,
  dateInZone,
  durationsOf,
  defaultDurationOf,
  hostsOf,
  unitMinutes,
} from './slot-engine.js';
import { buildBooking, offeredLocation, randomToken, type MockStore } from './store.js';

z.config({ localeError: issueMessage });

export const WINDOW_MS = 10_000;
/** Large enough for a 1 MB file answer as a base64 data URL plus the rest of a booking. */
export const MAX_BODY_BYTES = 2_000_000;
/** DESIGN §4: one availability request covers at most this many days. */
export const MAX_AVAILABILITY_DAYS = 62;
const MINUTE = 60_000;

/** A failure with the DESIGN §4 error body. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const fail = (status: number, code: ErrorCode, message: string, details?: ErrorDetail[]): never => {
  throw new MockHttpError(status, code, message, details);
};
const invalid = (message: string, details?: ErrorDetail[]): never =>
  fail(400, 'invalid_request', message, details);

export function errorBody(status: number, code: string, message: string, details?: ErrorDetail[]) {
  return { error: { status, code, message, ...(details?.length ? { details } : {}) } };
}

/** Validates input with a schema; a failure is a 400 naming every bad field. */
function parse<T extends z.ZodMiniType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const details = issuesToDetails(result.error);
  return invalid(
    `The ${what} is invalid: ${details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ')}`,
    details,
  );
}

type Env = { Variables: { apiKey: string } };

export function createRoutes(store: MockStore): Hono<Env> {
  const app = new Hono<Env>();
  const api = new Hono<Env>();
  const nowIso = () => new Date(store.now()).toISOString();

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept'],
      exposeHeaders: [
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
        'X-Total-Count',
        'Content-Disposition',
        'Location',
      ],
      maxAge: 600,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof MockHttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(
        errorBody(error.status, error.code, error.message, error.details),
        error.status as 400,
      );
    }
    return c.json(errorBody(500, 'internal_error', 'The mock service failed unexpectedly.'), 500);
  });
  app.notFound((c) =>
    c.json(
      errorBody(404, 'not_found', `No operation ${c.req.method} ${new URL(c.req.url).pathname}.`),
      404,
    ),
  );

  // A short link is opened by people, not by API clients: no key, not rate limited.
  api.get('/l/:key', (c) => {
    const link = store.links.get(c.req.param('key'));
    if (!link) return fail(404, 'not_found', 'No short link with this key.');
    if (link.expire_at && Date.parse(link.expire_at) <= store.now()) {
      return fail(410, 'gone', 'This short link has expired.');
    }
    const target = new URL(link.url);
    for (const [name, value] of Object.entries(link.params)) target.searchParams.set(name, value);
    return c.redirect(target.toString(), 302);
  });

  // Authentication (spec §5) and the per-key rate limit in clock-aligned windows (spec §8.1).
  api.use('*', async (c, next) => {
    const apiKey = c.req.query('apiKey');
    if (!apiKey) return fail(401, 'missing_api_key', 'The apiKey query parameter is required.');
    const plan: Plan | undefined = (API_KEYS as Record<string, Plan>)[apiKey];
    if (!plan) return fail(403, 'invalid_api_key', 'The apiKey is not valid.');
    c.set('apiKey', apiKey);
    const limit = PLANS[plan];
    const now = store.now();
    const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    const windowEnd = windowStart + WINDOW_MS;
    let window = store.rateWindows.get(apiKey);
    if (!window || window.windowStart !== windowStart) {
      window = { windowStart, count: 0 };
      store.rateWindows.set(apiKey, window);
    }
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Reset': String(Math.ceil(windowEnd / 1000)),
    };
    if (window.count >= limit) {
      const retryAfter = String(Math.max(1, Math.ceil((windowEnd - now) / 1000)));
      throw new MockHttpError(
        429,
        'rate_limited',
        `Rate limit of ${limit} requests per 10 seconds exceeded; retry after ${retryAfter} s.`,
        undefined,
        { ...headers, 'X-RateLimit-Remaining': '0', 'Retry-After': retryAfter },
      );
    }
    window.count++;
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header('X-RateLimit-Remaining', String(limit - window.count));
    await next();
  });

  // ------------------------------------------------------------------------------------ resources

  api.get('/resources', (c) => {
    const raw = c.req.query();
    const query = parse(
      ListResourcesQuery,
      {
        ...withoutKey(raw),
        download:
          raw['download'] === undefined ? undefined : queryBool(raw['download'], 'download'),
      },
      'query',
    );
    let items = [...store.resources.values()];
    if (query.user_id !== undefined) items = items.filter((r) => r['user_id'] === query.user_id);
    if (query.search) {
      const needle = query.search.toLowerCase();
      items = items.filter((r) =>
        ['name', 'slug', 'description'].some((f) =>
          String(field(r, f) ?? '')
            .toLowerCase()
            .includes(needle),
        ),
      );
    }
    if (query.filters !== undefined) {
      const filters = parseFilters(query.filters);
      items = items.filter((item) => {
        const results = filters.map((f) => applyFilter(item, f));
        return query.joinOperator === 'or' ? results.some(Boolean) : results.every(Boolean);
      });
    }
    const sort =
      query.sort === undefined
        ? [
            { id: 'rank', desc: false },
            { id: 'resource_id', desc: false },
          ]
        : parseSort(query.sort);
    items.sort((a, b) => {
      for (const { id, desc } of sort) {
        const order = compareValues(field(a, id), field(b, id));
        if (order !== 0) return desc ? -order : order;
      }
      return 0;
    });
    c.header('X-Total-Count', String(items.length));
    const page = items.slice(query.offset, query.offset + query.limit);
    if (query.download) return csvResponse(c, 'resources.csv', resourcesCsv(page));
    return c.json(page);
  });

  api.get('/resources/:id', (c) => c.json(resourceById(c.req.param('id'))));

  api.post('/resources', async (c) => {
    const body = await readJson(c);
    const resource = parse(Resource, body, 'resource');
    checkResourceReferences(resource);
    const now = nowIso();
    const id = store.nextResourceId;
    const stored: Resource = {
      ...resource,
      resource_id: id,
      account_id: ACCOUNT_ID,
      user_id: resource.user_id ?? OWNER_USER_ID,
      booking_url: `${BOOKING_PAGE_ORIGIN}/book/${resource.slug ?? id}`,
      created_at: now,
      updated_at: now,
    };
    store.nextResourceId++;
    store.resources.set(id, stored);
    return c.json(stored, 201);
  });

  api.put('/resources/:id', async (c) => {
    const existing = resourceById(c.req.param('id'));
    const body = await readJson(c);
    const resource = parse(Resource, body, 'resource');
    checkResourceReferences(resource);
    const id = Number(existing['resource_id']);
    const stored: Resource = {
      ...resource,
      resource_id: id,
      account_id: ACCOUNT_ID,
      user_id: resource.user_id ?? OWNER_USER_ID,
      booking_url: `${BOOKING_PAGE_ORIGIN}/book/${resource.slug ?? id}`,
      created_at: typeof existing['created_at'] === 'string' ? existing['created_at'] : nowIso(),
      updated_at: nowIso(),
    };
    store.resources.set(id, stored);
    return c.json(stored);
  });

  api.delete('/resources/:id', (c) => {
    const existing = resourceById(c.req.param('id'));
    store.resources.delete(Number(existing['resource_id']));
    return c.body(null, 204);
  });

  // --------------------------------------------------------------------------------- availability

  api.get('/availability/:id', (c) => {
    const resource = bookableById(c.req.param('id'), 'resource_id');
    const query = parse(AvailabilityQuery, withoutKey(c.req.query()), 'query');
    const days = daysBetween(query.start, query.end);
    if (days < 0)
      invalid('end must not be before start.', [
        { path: 'end', message: 'must not be before start' },
      ]);
    if (days + 1 > MAX_AVAILABILITY_DAYS) {
      invalid(`One request covers at most ${MAX_AVAILABILITY_DAYS} days.`, [
        { path: 'end', message: `must be at most ${MAX_AVAILABILITY_DAYS - 1} days after start` },
      ]);
    }
    const durationMinutes = query.duration
      ? parseDuration(query.duration)
      : defaultDurationOf(resource);
    checkDuration(resource, durationMinutes, 'duration');
    const entries = computeAvailability({
      resource,
      schedules: store.schedules,
      users: store.users,
      bookings: store.index,
      now: store.now(),
      start: query.start,
      end: query.end,
      durationMinutes,
    });
    // A disabled event shows its days without times.
    if (resource.is_enabled === false) for (const entry of entries) entry.slots = [];
    return c.json(entries);
  });

  // ------------------------------------------------------------------------------------- bookings

  api.post('/bookings', async (c) => {
    const body = await readJson(c);
    // From here on nothing awaits: validation, the slot check and the insert are one atomic step.
    const request = parse(BookingRequest, body, 'booking');
    const resource = bookableById(request.resource.resource_id, 'resource.resource_id', 400);
    const start = Date.parse(request.start_at);
    const end = Date.parse(request.end_at);
    const minutes = checkTimes(resource, start, end);
    const invitees = request.invitees;
    const details = invitees.flatMap((invitee, index) =>
      checkAnswers(resource.questions, invitee.questions, `invitees.${index}.questions`, invitee),
    );
    const guests = request.guests ?? [];
    const guestRule = resource.settings.guest;
    if (guests.length > 0 && !guestRule.is_allowed) {
      details.push({ path: 'guests', message: 'this event does not allow guests' });
    } else if (guests.length > guestRule.max_allowed) {
      details.push({ path: 'guests', message: `at most ${guestRule.max_allowed} guests` });
    }
    if (request.time_zone !== undefined && !IANAZone.isValidZone(request.time_zone)) {
      details.push({ path: 'time_zone', message: 'must be an IANA time zone name' });
    }
    const hosts = hostsOf(resource, store.users);
    const named = request.host && hosts.find((u) => u.user_id === request.host?.user_id);
    if (request.host && !named)
      details.push({ path: 'host.user_id', message: 'is not a host of this event' });
    const location = request.location && offeredLocation(resource, request.location);
    if (request.location && !location) {
      details.push({ path: 'location', message: 'is not one of the locations this event offers' });
    }
    if (details.length > 0) {
      invalid(
        `The booking is invalid: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`,
        details,
      );
    }
    if (resource.is_enabled === false)
      fail(409, 'conflict', 'This event is not accepting bookings.');
    if (resource.settings.prevent_duplicates) {
      const emails = new Set(invitees.map((invitee) => invitee.email.toLowerCase()));
      const duplicate = [...store.bookings.values()].find(
        (b) =>
          b.status !== 'canceled' &&
          b.resource.resource_id === resource.resource_id &&
          Date.parse(b.start_at) === start &&
          b.invitees.some((i) => emails.has(i.email.toLowerCase())),
      );
      if (duplicate) fail(409, 'conflict', 'An invitee has already booked this time.');
    }
    // Without a host named, the free one the slot would assign first (round robin: by priority).
    const slotUsers = checkSlotOpen(
      resource,
      start,
      minutes,
      named?.user_id,
      undefined,
      invitees.length,
    );
    const free = slotUsers.find((user) => !user.busy)?.user_id;
    const host = named ?? hosts.find((u) => u.user_id === free) ?? hosts[0]!;
    const booking = buildBooking({
      id: store.newBookingId(),
      resource,
      host,
      startAt: isoUtc(start),
      endAt: isoUtc(end),
      timeZone: request.time_zone ?? store.zoneOf(resource),
      invitees: invitees.map((invitee) => ({
        name: invitee.name,
        email: invitee.email,
        questions: invitee.questions.map((answer) => ({
          name: answer.name,
          label: resource.questions.find((q) => q.name === answer.name)?.label ?? answer.name,
          value: answer.value,
        })),
      })),
      guests,
      createdAt: nowIso(),
      ...(location ? { location } : {}),
    });
    store.saveBooking(booking);
    return c.json(booking, 201);
  });

  api.get('/bookings', (c) => {
    const query = parse(ListBookingsQuery, withoutKey(c.req.query()), 'query');
    const from = query.start === undefined ? -Infinity : boundary(query.start, false);
    const to = query.end === undefined ? Infinity : boundary(query.end, true);
    const email = query.email?.toLowerCase();
    const list = [...store.bookings.values()]
      .filter((b) => {
        const start = Date.parse(b.start_at);
        return (
          (query.status === undefined || b.status === query.status) &&
          (query.resource_id === undefined || b.resource.resource_id === query.resource_id) &&
          (email === undefined || b.invitees.some((i) => i.email.toLowerCase() === email)) &&
          start >= from &&
          start <= to
        );
      })
      .sort(
        (a, b) =>
          Date.parse(a.start_at) - Date.parse(b.start_at) ||
          a.created_at.localeCompare(b.created_at),
      );
    c.header('X-Total-Count', String(list.length));
    return c.json(list.slice(query.offset, query.offset + query.limit));
  });

  api.get('/bookings/:id', (c) => c.json(bookingById(c.req.param('id'))));

  api.put('/bookings/:id', async (c) => {
    const booking = bookingById(c.req.param('id'));
    const body = await readJson(c);
    const request = parse(RescheduleRequest, body, 'reschedule request');
    const resource = store.bookable(Number(booking.resource.resource_id));
    if (!resource) return fail(409, 'conflict', 'The event of this booking no longer exists.');
    const start = Date.parse(request.start_at);
    const end = Date.parse(request.end_at);
    const minutes = checkTimes(resource, start, end);
    const hosts = hostsOf(resource, store.users);
    if (request.host && !hosts.some((u) => u.user_id === request.host?.user_id)) {
      invalid('The host is not a host of this event.', [
        { path: 'host.user_id', message: 'is not a host of this event' },
      ]);
    }
    checkChangeAllowed(booking, resource, 'reschedule');
    if (start === Date.parse(booking.start_at) && end === Date.parse(booking.end_at)) {
      fail(409, 'conflict', 'The booking is already at this time.');
    }
    const wanted = request.host?.user_id ?? booking.host.user_id;
    const slotUsers = checkSlotOpen(
      resource,
      start,
      minutes,
      request.host?.user_id,
      booking.booking_id,
    );
    // Round-robin: keep the host when free, else the next member by the assignment rules.
    const hostId =
      slotUsers.find((u) => u.user_id === wanted && !u.busy)?.user_id ??
      slotUsers.find((u) => !u.busy)!.user_id;
    const host = store.users.get(hostId)!;
    const now = nowIso();
    const moved = buildBooking({
      id: booking.booking_id,
      resource,
      host,
      startAt: isoUtc(start),
      endAt: isoUtc(end),
      timeZone: booking.time_zone,
      invitees: booking.invitees,
      guests: booking.guests,
      createdAt: booking.created_at,
      // The place chosen stays; a round-robin booking meets where its (new) member does.
      ...(resource.event_type !== 'round_robin' && booking.location
        ? { location: booking.location }
        : {}),
    });
    const updated: Booking = {
      ...moved,
      status: booking.status,
      invitees: booking.invitees,
      updated_at: now,
      reschedule: {
        rescheduled_from: booking.start_at,
        rescheduled_at: now,
        reason: request.reason ?? null,
      },
    };
    store.saveBooking(updated);
    return c.json(updated);
  });

  api.post('/bookings/:id/cancel', async (c) => {
    const booking = bookingById(c.req.param('id'));
    const body = await readJson(c, true);
    const request = parse(CancelRequest, body, 'cancel request');
    const resource = store.bookable(Number(booking.resource.resource_id));
    checkChangeAllowed(booking, resource, 'cancellation');
    const now = nowIso();
    const canceled: Booking = {
      ...booking,
      status: 'canceled',
      invitees: booking.invitees.map((i) => ({ ...i, status: 'canceled' })),
      canceled_at: now,
      cancel_reason: request.reason ?? null,
      updated_at: now,
    };
    store.saveBooking(canceled);
    return c.json(canceled);
  });

  // The host's approval of a booking that waits for it (require_approval): pending -> confirmed.
  api.post('/bookings/:id/confirm', (c) => {
    const booking = bookingById(c.req.param('id'));
    if (booking.status !== 'pending') {
      return fail(
        409,
        'conflict',
        `Only a pending booking can be confirmed; this one is ${booking.status}.`,
      );
    }
    const confirmed: Booking = {
      ...booking,
      status: 'confirmed',
      invitees: booking.invitees.map((i) => ({ ...i, status: 'confirmed' })),
      updated_at: nowIso(),
    };
    store.saveBooking(confirmed);
    return c.json(confirmed);
  });

  // ------------------------------------------------------------------------------------ customers

  const PageQuery = z.object({
    search: z.optional(z.string().check(z.maxLength(50))),
    offset: ListBookingsQuery.shape.offset,
    limit: ListBookingsQuery.shape.limit,
  });

  api.get('/customers', (c) => {
    const query = parse(PageQuery, withoutKey(c.req.query()), 'query');
    const needle = query.search?.toLowerCase();
    const list = customers().filter(
      (customer) =>
        !needle || customer.name.toLowerCase().includes(needle) || customer.email.includes(needle),
    );
    c.header('X-Total-Count', String(list.length));
    return c.json(list.slice(query.offset, query.offset + query.limit));
  });

  api.get('/customers/:id', (c) => {
    const customer = customers().find((x) => x.customer_id === c.req.param('id'));
    return customer ? c.json(customer) : fail(404, 'not_found', 'No customer with this id.');
  });

  // ---------------------------------------------------------------------------------------- links

  const origin = (c: Context) => new URL(c.req.url).origin;
  const withShortUrl = (c: Context, link: Link): Link => ({
    ...link,
    short_url: `${origin(c)}/v1/l/${encodeURIComponent(link.key)}`,
  });
  const linkByKey = (key: string): Link =>
    store.links.get(key) ?? fail(404, 'not_found', `No short link "${key}".`);
  const LinkUpdate = z.object({
    url: z.optional(LinkCreate.shape.url),
    expire_at: LinkCreate.shape.expire_at,
    params: LinkCreate.shape.params,
  });

  api.get('/links', (c) => {
    const query = parse(PageQuery, withoutKey(c.req.query()), 'query');
    const list = [...store.links.values()].sort((a, b) => a.key.localeCompare(b.key));
    c.header('X-Total-Count', String(list.length));
    return c.json(
      list.slice(query.offset, query.offset + query.limit).map((l) => withShortUrl(c, l)),
    );
  });

  api.post('/links', async (c) => {
    const body = await readJson(c);
    const request = parse(LinkCreate, body, 'link');
    if (request.key !== undefined && store.links.has(request.key)) {
      fail(409, 'conflict', `The key "${request.key}" is already in use.`);
    }
    let key = request.key;
    while (key === undefined || store.links.has(key)) key = randomToken(7);
    const now = nowIso();
    const link: Link = {
      key,
      user_id: OWNER_USER_ID,
      account_id: ACCOUNT_ID,
      url: request.url,
      short_url: null,
      expire_at: request.expire_at ?? null,
      params: request.params ?? {},
      created_at: now,
      updated_at: now,
    };
    store.links.set(key, link);
    return c.json(withShortUrl(c, link), 201);
  });

  api.get('/links/:key', (c) => c.json(withShortUrl(c, linkByKey(c.req.param('key')))));

  api.put('/links/:key', async (c) => {
    const link = linkByKey(c.req.param('key'));
    const body = await readJson(c);
    const update = parse(LinkUpdate, body, 'link');
    const updated: Link = {
      ...link,
      url: update.url ?? link.url,
      expire_at: update.expire_at === undefined ? link.expire_at : update.expire_at,
      params: update.params ?? link.params,
      updated_at: nowIso(),
    };
    store.links.set(link.key, updated);
    return c.json(withShortUrl(c, updated));
  });

  api.delete('/links/:key', (c) => {
    const link = linkByKey(c.req.param('key'));
    store.links.delete(link.key);
    return c.body(null, 204);
  });

  // -------------------------------------------------------------------------------------- reports

  api.get('/reports/bookings', (c) => {
    const query = parse(ReportQuery, withoutKey(c.req.query()), 'query');
    if (query.start && query.end && query.end < query.start) {
      invalid('end must not be before start.', [
        { path: 'end', message: 'must not be before start' },
      ]);
    }
    const list = [...store.bookings.values()]
      .filter((b) => {
        const date = b.start_at.slice(0, 10);
        return (!query.start || date >= query.start) && (!query.end || date <= query.end);
      })
      .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
    if (query.format === 'csv') {
      const name = `bookings-${query.start ?? 'all'}-${query.end ?? 'all'}.csv`;
      return csvResponse(c, name, bookingsCsv(list));
    }
    return c.json(list);
  });

  app.route('/v1', api);
  return app;

  // ------------------------------------------------------------------------------------- helpers

  function resourceById(raw: string): ResourceListItem {
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    return store.resources.get(id) ?? fail(404, 'not_found', `No resource with id ${raw}.`);
  }

  /** A bookable resource; unknown ids are 404 in a path and 400 in a body. */
  function bookableById(raw: string, path: string, unknownStatus: 400 | 404 = 404) {
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    const item = store.resources.get(id);
    if (!item) {
      return unknownStatus === 404
        ? fail(404, 'not_found', `No resource with id ${raw}.`)
        : invalid(`No resource with id ${raw}.`, [{ path, message: 'no resource with this id' }]);
    }
    return (
      store.bookable(id) ??
      invalid(`Resource ${raw} (${String(item['event_type'])}) has no bookable times.`, [
        { path, message: 'is not a bookable event' },
      ])
    );
  }

  function bookingById(id: string): Booking {
    return store.bookings.get(id) ?? fail(404, 'not_found', `No booking with id ${id}.`);
  }

  function checkResourceReferences(resource: Resource): void {
    const details: ErrorDetail[] = [];
    if (resource.schedule_id != null && !store.schedules.has(resource.schedule_id)) {
      details.push({ path: 'schedule_id', message: 'no schedule with this id' });
    }
    if (resource.user_id != null && !store.users.has(resource.user_id)) {
      details.push({ path: 'user_id', message: 'no user with this id' });
    }
    if (resource.event_type === 'round_robin') {
      resource.members.forEach((member, i) => {
        if (!store.users.has(member.user_id)) {
          details.push({ path: `members.${i}.user_id`, message: 'no user with this id' });
        }
      });
    }
    if (details.length > 0) invalid('The resource refers to unknown records.', details);
  }

  function checkDuration(resource: Resource, minutes: number, path: string): void {
    const allowed = durationsOf(resource);
    if (!allowed.includes(minutes)) {
      invalid(`This event lasts ${allowed.map((m) => `${m} min`).join(' or ')}.`, [
        { path, message: `must be one of ${allowed.map((m) => `${m}m`).join(', ')}` },
      ]);
    }
  }

  /** Start before end, and a length the resource offers. Returns the length in minutes. */
  function checkTimes(resource: Resource, start: number, end: number): number {
    if (!(end > start))
      invalid('end_at must be after start_at.', [
        { path: 'end_at', message: 'must be after start_at' },
      ]);
    const minutes = (end - start) / MINUTE;
    checkDuration(resource, minutes, 'end_at');
    return minutes;
  }

  /**
   * The slot at `start` must be offered for this length with `seats` free seats, and the named host free.
   * Returns the slot's users in assignment order.
   */
  function checkSlotOpen(
    resource: Resource,
    start: number,
    minutes: number,
    hostId: number | undefined,
    excludeBookingId?: string,
    seats = 1,
  ) {
    const zone = store.zoneOf(resource);
    const date = dateInZone(start, zone);
    const [entry] = computeAvailability({
      resource,
      schedules: store.schedules,
      users: store.users,
      bookings: store.index,
      now: store.now(),
      start: date,
      end: date,
      durationMinutes: minutes,
      ...(excludeBookingId ? { excludeBookingId } : {}),
    });
    const slot = entry?.slots.find((s) => Date.parse(s.time) === start);
    if (!slot || slot.available <= 0) {
      return fail(
        409,
        'slot_unavailable',
        'This time is no longer available. Please choose another.',
      );
    }
    if (slot.available < seats) {
      return fail(
        409,
        'slot_unavailable',
        `This time has ${slot.available} seat${slot.available === 1 ? '' : 's'} left, not ${seats}.`,
      );
    }
    if (hostId !== undefined && resource.event_type !== 'group') {
      const user = slot.users.find((u) => u.user_id === hostId);
      if (!user || user.busy) {
        return fail(409, 'slot_unavailable', 'This host is no longer available at this time.');
      }
    }
    return slot.users;
  }

  /** Transitions of DESIGN §4 and settings.policy for a reschedule or cancellation. */
  function checkChangeAllowed(
    booking: Booking,
    resource: Resource | undefined,
    kind: 'reschedule' | 'cancellation',
  ): void {
    const verb = kind === 'reschedule' ? 'rescheduled' : 'canceled';
    if (booking.status === 'canceled')
      fail(409, 'conflict', `This booking was canceled and can't be ${verb}.`);
    const start = Date.parse(booking.start_at);
    const now = store.now();
    if (start <= now)
      fail(409, 'conflict', `This booking has already started and can't be ${verb}.`);
    const rule = resource?.settings.policy?.[kind];
    if (!rule) return;
    const why = rule.description ? ` ${rule.description}` : '';
    if (!rule.is_enabled) fail(409, 'conflict', `This booking can't be ${verb}.${why}`);
    const terms = rule.terms;
    const minutes = unitMinutes(terms.type, terms.value ?? 0);
    if (now > start - minutes * MINUTE) {
      const span = `${terms.value} ${terms.type ?? 'minutes'}`;
      fail(
        409,
        'conflict',
        `This booking can no longer be ${verb} within ${span} of its start.${why}`,
      );
    }
  }

  function customers(): Customer[] {
    const byEmail = new Map<string, Customer & { latest: number }>();
    for (const booking of store.bookings.values()) {
      for (const invitee of booking.invitees) {
        const email = invitee.email.toLowerCase();
        const created = Date.parse(booking.created_at);
        const known = byEmail.get(email);
        if (!known) {
          byEmail.set(email, {
            customer_id: `cus_${fnv1a(email)}`,
            name: invitee.name,
            email,
            bookings_count: 1,
            first_booked_at: booking.created_at,
            last_booked_at: booking.created_at,
            latest: created,
          });
          continue;
        }
        known.bookings_count++;
        if (created < Date.parse(known.first_booked_at)) known.first_booked_at = booking.created_at;
        if (created >= known.latest) {
          known.latest = created;
          known.last_booked_at = booking.created_at;
          known.name = invitee.name;
        }
      }
    }
    return [...byEmail.values()]
      .map(({ latest: _latest, ...customer }) => customer)
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  }
}

// --------------------------------------------------------------------------------- request helpers

/** Reads a JSON body: 415 for another content type, 413 when too large, 400 when not JSON. */
async function readJson(c: Context, optional = false): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? NaN);
  if (length > MAX_BODY_BYTES) return tooLarge();
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (optional && text.trim() === '') return {};
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    return fail(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return tooLarge();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return invalid(`The body is not valid JSON: ${(error as Error).message}`, [
      { path: '', message: 'is not valid JSON' },
    ]);
  }
}

const tooLarge = (): never =>
  fail(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes.`);

function withoutKey(query: Record<string, string>): Record<string, string> {
  const { apiKey: _apiKey, ...rest } = query;
  return rest;
}

function queryBool(value: string | undefined, path: string): boolean {
  if (value === 'true' || value === '1' || value === '') return true;
  if (value === 'false' || value === '0') return false;
  return invalid(`${path} must be true or false.`, [{ path, message: 'must be true or false' }]);
}

/** `<n>m`, `<n>h` or `<n>d` (DESIGN §4) in minutes. */
export function parseDuration(value: string): number {
  const amount = Number(value.slice(0, -1));
  const unit = value.at(-1);
  return amount * (unit === 'd' ? 1440 : unit === 'h' ? 60 : 1);
}

function daysBetween(start: string, end: string): number {
  return Math.round(
    (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000,
  );
}

/** A date bound covers the whole UTC day; a date-time is exact. */
function boundary(value: string, isEnd: boolean): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = Date.parse(`${value}T00:00:00Z`);
    return isEnd ? start + 86_400_000 - 1 : start;
  }
  return Date.parse(value);
}

const isoUtc = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

// ----------------------------------------------------------------------------- sort and filters

const RESOURCE_FIELDS = new Set([
  'resource_id', 'account_id', 'page_id', 'user_id', 'name', 'slug', 'language', 'description',
  'color', 'rank', 'is_template', 'is_enabled', 'schedule_id', 'created_at', 'updated_at', 'type',
  'event_type', 'booking_url', 'internal_note',
]); // prettier-ignore

function parseSort(sort: string | { id: string; desc?: boolean | undefined }[]) {
  let items: { id: string; desc?: boolean | undefined }[];
  if (typeof sort !== 'string') items = sort;
  else if (sort.trim().startsWith('[')) {
    items = parse(z.array(SortItem).check(z.maxLength(2)), jsonOf(sort, 'sort'), 'sort');
  } else {
    items = sort
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => (part.startsWith('-') ? { id: part.slice(1), desc: true } : { id: part }));
    if (items.length > 2)
      invalid('sort takes at most 2 fields.', [{ path: 'sort', message: 'at most 2 fields' }]);
  }
  items.forEach((item, i) => {
    if (!RESOURCE_FIELDS.has(item.id)) {
      invalid(`Unknown sort field "${item.id}".`, [
        { path: `sort.${i}.id`, message: `unknown field "${item.id}"` },
      ]);
    }
  });
  return items.map((item) => ({ id: item.id, desc: item.desc === true }));
}

type Filter = z.infer<typeof FilterItem>;

function parseFilters(filters: string | Filter[]): Filter[] {
  const list =
    typeof filters === 'string'
      ? parse(z.array(FilterItem), jsonOf(filters, 'filters'), 'filters')
      : filters;
  list.forEach((filter, i) => {
    if (!RESOURCE_FIELDS.has(filter.id)) {
      invalid(`Unknown filter field "${filter.id}".`, [
        { path: `filters.${i}.id`, message: `unknown field "${filter.id}"` },
      ]);
    }
    if (filter.operator === 'in' && !Array.isArray(filter.value)) {
      invalid('The "in" operator takes an array.', [
        { path: `filters.${i}.value`, message: 'must be an array' },
      ]);
    }
  });
  return list;
}

function jsonOf(text: string, path: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalid(`${path} is neither JSON nor the field form.`, [
      { path, message: 'is not valid JSON' },
    ]);
  }
}

const field = (item: ResourceListItem, id: string): unknown =>
  (item as Record<string, unknown>)[id];

function applyFilter(item: ResourceListItem, filter: Filter): boolean {
  const actual = field(item, filter.id);
  const expected = filter.value;
  const text = (v: unknown) => String(v ?? '').toLowerCase();
  switch (filter.operator) {
    case 'eq':
      return looseEquals(actual, expected);
    case 'ne':
      return !looseEquals(actual, expected);
    case 'lt':
      return compareValues(actual, expected) < 0;
    case 'lte':
      return compareValues(actual, expected) <= 0;
    case 'gt':
      return compareValues(actual, expected) > 0;
    case 'gte':
      return compareValues(actual, expected) >= 0;
    case 'in':
      return Array.isArray(expected) && expected.some((v) => looseEquals(actual, v));
    case 'contains':
      return text(actual).includes(text(expected));
    case 'startsWith':
      return text(actual).startsWith(text(expected));
    case 'isEmpty':
      return actual === undefined || actual === null || actual === '';
    case 'isNotEmpty':
      return !(actual === undefined || actual === null || actual === '');
  }
}

function looseEquals(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '') return a === Number(b);
  if (typeof a === 'boolean' && typeof b === 'string') return String(a) === b;
  return a === b;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && (typeof b === 'number' || typeof b === 'string'))
    return a - Number(b);
  return String(a).localeCompare(String(b));
}

// ------------------------------------------------------------------------------------------ CSV

/** One CSV cell; text that a spreadsheet would run as a formula is prefixed with a quote. */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csv = (rows: unknown[][]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

function resourcesCsv(items: ResourceListItem[]): string {
  const header = [
    'resource_id',
    'name',
    'event_type',
    'slug',
    'language',
    'is_enabled',
    'schedule_id',
    'durations',
    'booking_url',
    'created_at',
  ];
  return csv([
    header,
    ...items.map((item) => {
      const durations = Array.isArray(item['durations'])
        ? (item['durations'] as { type?: 'days' | 'hours' | 'minutes' | null; value: number }[])
            .map((d) => `${unitMinutes(d.type, d.value)}m`)
            .join(' ')
        : '';
      return [
        item['resource_id'],
        item['name'],
        item['event_type'],
        item['slug'],
        item['language'],
        item['is_enabled'],
        item['schedule_id'],
        durations,
        item['booking_url'],
        item['created_at'],
      ];
    }),
  ]);
}

function bookingsCsv(list: Booking[]): string {
  const header = [
    'booking_id',
    'status',
    'resource_id',
    'resource_name',
    'event_type',
    'host_id',
    'host_name',
    'start_at',
    'end_at',
    'duration',
    'time_zone',
    'invitee_name',
    'invitee_email',
    'guests',
    'location',
    'created_at',
    'canceled_at',
    'cancel_reason',
  ];
  return csv([
    header,
    ...list.map((b) => [
      b.booking_id, b.status, b.resource.resource_id, b.resource.name, b.resource.event_type,
      b.host.user_id, b.host.name, b.start_at, b.end_at, b.duration, b.time_zone,
      b.invitees[0]?.name, b.invitees[0]?.email, b.guests.join(' '), b.location?.type,
      b.created_at, b.canceled_at, b.cancel_reason,
    ]), // prettier-ignore
  ]);
}

function csvResponse(c: Context, filename: string, body: string) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  return c.body(body, 200);
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
