/**
 * The operations integrators use and the widget never calls: resource list, CSV and CRUD, customers, short links
 * and reports, with their query schemas. `BookingApiClient` loads this module on the first such call, so the
 * widget's chunks carry none of it (size budgets); for integrators the methods work as before.
 */
import * as z from 'zod/mini';
import {
  type Booking,
  Customer,
  Link,
  LinkCreate,
  ListResourcesQuery,
  ReportQuery,
  Resource,
  type ResourceListItem,
  type ResourceInput,
} from './schemas.js';
import { segment, type Plumbing, type RequestOptions, type ResourceId } from './client-core.js';
import { BookingListRead } from './booking-read.js';
import { ResourceRead, unwrapList } from './resource-read.js';
import { above, atLeast, atMost, int, listOf } from './schema-helpers.js';

export const ListQuery = z.object({
  offset: z.optional(z.number().check(int(), atLeast(0), atMost(10000))),
  limit: z.optional(z.number().check(int(), above(0), atMost(1000))),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** `GET /customers`: `search` matches name or email. */
export const ListCustomersQuery = z.object({
  ...ListQuery.shape,
  search: z.optional(z.string().check(z.maxLength(50))),
});
export type ListCustomersQuery = z.infer<typeof ListCustomersQuery>;

/** `PUT /links/{key}`: the fields to change (the key itself stays). */
export const LinkUpdate = z.object({
  url: z.optional(LinkCreate.shape.url),
  expire_at: LinkCreate.shape.expire_at,
  params: LinkCreate.shape.params,
});
export type LinkUpdate = z.infer<typeof LinkUpdate>;

export interface BookingsReportParams {
  format: 'csv' | 'json';
  start?: string;
  end?: string;
}

/** `GET /reports/bookings?format=json`: the bookings of the period, oldest first (read as bookings are). */
export const BookingsReportJson = BookingListRead;
export type BookingsReportJson = Booking[];

// ---------------------------------------------------------------------------------- resources

/** The list query as sent; `sort` given as items in the string form of DESIGN §4: `-name,created_at`. */
const resourcesQuery = (query: ListResourcesQuery, download: true | undefined) => ({
  ...query,
  sort: Array.isArray(query.sort)
    ? query.sort.map((item) => `${item.desc ? '-' : ''}${item.id}`).join(',')
    : query.sort,
  download,
});

/** `GET /resources`: the list, each item a bookable variant or the further (passthrough) one. */
export async function listResources(
  p: Plumbing,
  query: Omit<ListResourcesQuery, 'download'> = {},
  init: RequestOptions = {},
): Promise<ResourceListItem[]> {
  const checked = p.check('GET /resources', ListResourcesQuery, query);
  return p.call({
    method: 'GET',
    path: '/resources',
    query: resourcesQuery(checked, undefined),
    expect: { kind: 'json', schema: listOf(ResourceRead), prepare: unwrapList },
    signal: init.signal,
  });
}

/** `GET /resources?download=true`: the same list as CSV text. */
export async function downloadResources(
  p: Plumbing,
  query: Omit<ListResourcesQuery, 'download'> = {},
  init: RequestOptions = {},
): Promise<string> {
  const checked = p.check('GET /resources', ListResourcesQuery, query);
  return p.call({
    method: 'GET',
    path: '/resources',
    query: resourcesQuery(checked, true),
    expect: { kind: 'text' },
    signal: init.signal,
  });
}

/** `POST /resources`. */
export async function createResource(
  p: Plumbing,
  resource: ResourceInput,
  init: RequestOptions = {},
): Promise<Resource> {
  return p.call({
    method: 'POST',
    path: '/resources',
    body: p.check('POST /resources', Resource, resource),
    expect: { kind: 'json', schema: Resource },
    signal: init.signal,
  });
}

/** `PUT /resources/{id}`: replaces the resource. */
export async function updateResource(
  p: Plumbing,
  id: ResourceId,
  resource: ResourceInput,
  init: RequestOptions = {},
): Promise<Resource> {
  const path = `/resources/${segment(id)}`;
  return p.call({
    method: 'PUT',
    path,
    body: p.check(`PUT ${path}`, Resource, resource),
    expect: { kind: 'json', schema: Resource },
    signal: init.signal,
  });
}

/** `DELETE /resources/{id}`. */
export async function deleteResource(
  p: Plumbing,
  id: ResourceId,
  init: RequestOptions = {},
): Promise<void> {
  return p.call({
    method: 'DELETE',
    path: `/resources/${segment(id)}`,
    expect: { kind: 'empty' },
    signal: init.signal,
  });
}

// ---------------------------------------------------------------------------------- customers

/** `GET /customers` (derived from invitees). */
export async function listCustomers(
  p: Plumbing,
  query: ListCustomersQuery = {},
  init: RequestOptions = {},
): Promise<Customer[]> {
  return p.call({
    method: 'GET',
    path: '/customers',
    query: p.check('GET /customers', ListCustomersQuery, query),
    expect: { kind: 'json', schema: z.array(Customer) },
    signal: init.signal,
  });
}

/** `GET /customers/{id}`. */
export async function getCustomer(
  p: Plumbing,
  id: string,
  init: RequestOptions = {},
): Promise<Customer> {
  return p.call({
    method: 'GET',
    path: `/customers/${segment(id)}`,
    expect: { kind: 'json', schema: Customer },
    signal: init.signal,
  });
}

// -------------------------------------------------------------------------------------- links

/** `GET /links`. */
export async function listLinks(
  p: Plumbing,
  query: ListQuery = {},
  init: RequestOptions = {},
): Promise<Link[]> {
  return p.call({
    method: 'GET',
    path: '/links',
    query: p.check('GET /links', ListQuery, query),
    expect: { kind: 'json', schema: z.array(Link) },
    signal: init.signal,
  });
}

/** `POST /links`: `key` is generated when absent. */
export async function createLink(
  p: Plumbing,
  link: LinkCreate,
  init: RequestOptions = {},
): Promise<Link> {
  return p.call({
    method: 'POST',
    path: '/links',
    body: p.check('POST /links', LinkCreate, link),
    expect: { kind: 'json', schema: Link },
    signal: init.signal,
  });
}

/** `GET /links/{key}`. */
export async function getLink(p: Plumbing, key: string, init: RequestOptions = {}): Promise<Link> {
  return p.call({
    method: 'GET',
    path: `/links/${segment(key)}`,
    expect: { kind: 'json', schema: Link },
    signal: init.signal,
  });
}

/** `PUT /links/{key}`. */
export async function updateLink(
  p: Plumbing,
  key: string,
  link: LinkUpdate,
  init: RequestOptions = {},
): Promise<Link> {
  const path = `/links/${segment(key)}`;
  return p.call({
    method: 'PUT',
    path,
    body: p.check(`PUT ${path}`, LinkUpdate, link),
    expect: { kind: 'json', schema: Link },
    signal: init.signal,
  });
}

/** `DELETE /links/{key}`. */
export async function deleteLink(
  p: Plumbing,
  key: string,
  init: RequestOptions = {},
): Promise<void> {
  return p.call({
    method: 'DELETE',
    path: `/links/${segment(key)}`,
    expect: { kind: 'empty' },
    signal: init.signal,
  });
}

// ------------------------------------------------------------------------------------ reports

/** `GET /reports/bookings?format=csv|json&start&end`: CSV text, or the JSON report. */
export async function getBookingsReport(
  p: Plumbing,
  params: BookingsReportParams,
  init: RequestOptions = {},
): Promise<string | BookingsReportJson> {
  const checked = p.check('GET /reports/bookings', ReportQuery, params);
  const common = {
    method: 'GET' as const,
    path: '/reports/bookings',
    query: { format: checked.format, start: checked.start, end: checked.end },
    signal: init.signal,
  };
  return checked.format === 'csv'
    ? p.call({ ...common, expect: { kind: 'text' } })
    : p.call({ ...common, expect: { kind: 'json', schema: BookingsReportJson } });
}
