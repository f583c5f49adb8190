/**
 * Typed client for every operation of the scheduling service (spec §4, DESIGN §4). Each answer is
 * validated by the contract's schemas; every failure is an `ApiError`. Reads are retried with backoff,
 * writes never blindly; a page-wide limiter keeps the key under its plan's rate limit. No DOM, no Lit:
 * usable alone by integrators, in browsers and in Node.
 *
 * The request machinery and the reads that show slots are `ClientCore` (client-core.ts); this class adds the
 * other operations, each group loaded on its first call. The widget uses the core alone (size budgets).
 */
import type * as z from 'zod/mini';
import type { ResourceListItem, Resource, ResourceInput } from './booking-schemas.js';
import type { Booking, BookingRequest, ListBookingsQuery } from './booking-record-schemas.js';
import type { CancelRequest, RescheduleRequest } from './booking-change-schemas.js';
import type { Customer, Link, LinkCreate, ListResourcesQuery } from './integrator-schemas.js';
import { ApiError } from './errors.js';
import {
  ClientCore,
  plumbing,
  segment,
  type ClientOptions,
  type RequestOptions,
  type ResourceId,
} from './client-core.js';
import { loadOnce } from '../core/load-once.js';

export {
  resourceIdOf,
  segment,
  type AvailabilityParams,
  type Call,
  type ClientCore,
  type ClientOptions,
  type Expect,
  type Method,
  type Plumbing,
  type RequestOptions,
  type ResourceId,
  type RetryWait,
} from './client-core.js';

export type {
  BookingsReportJson,
  BookingsReportParams,
  LinkUpdate,
  ListCustomersQuery,
  ListQuery,
} from './admin.js';
import type * as Admin from './admin.js';

/** A lazily loaded group of operations; a failed load is an `ApiError` (network_error) for `request`. */
function operations<T>(load: () => Promise<T>): (request: string) => Promise<T> {
  return async (request) => {
    try {
      return await load();
    } catch (cause) {
      throw new ApiError({
        status: 0,
        code: 'network_error',
        message: `${request}: the client's module could not be loaded`,
        cause,
        request,
      });
    }
  };
}

/** The integrator operations (resources, customers, links, reports): never loaded by the widget. */
const loadAdmin = operations(loadOnce(() => import('./admin.js')));
/** The booking operations: to book (bookings.ts) and to read, move or cancel a booking (booking-changes.ts). */
const loadBookings = operations(loadOnce(() => import('./bookings.js')));
const loadChanges = operations(loadOnce(() => import('./booking-changes.js')));

export class BookingApiClient extends ClientCore {
  // ----------------------------------------------------------------------------------- resources
  // The integrator operations (resource list and CRUD, customers, links, reports) live in admin.ts, loaded on
  // their first call: the widget never calls them, so its chunks carry none of their code or schemas.

  /** `GET /resources`: the list, each item a bookable variant or the further (passthrough) one. */
  async listResources(
    query: Omit<ListResourcesQuery, 'download'> = {},
    init: RequestOptions = {},
  ): Promise<ResourceListItem[]> {
    return (await loadAdmin('GET /resources')).listResources(plumbing(this), query, init);
  }

  /** `GET /resources?download=true`: the same list as CSV text. */
  async downloadResources(
    query: Omit<ListResourcesQuery, 'download'> = {},
    init: RequestOptions = {},
  ): Promise<string> {
    return (await loadAdmin('GET /resources')).downloadResources(plumbing(this), query, init);
  }

  /** `POST /resources`. */
  async createResource(resource: ResourceInput, init: RequestOptions = {}): Promise<Resource> {
    return (await loadAdmin('POST /resources')).createResource(plumbing(this), resource, init);
  }

  /** `PUT /resources/{id}`: replaces the resource. */
  async updateResource(
    id: ResourceId,
    resource: ResourceInput,
    init: RequestOptions = {},
  ): Promise<Resource> {
    return (await loadAdmin('PUT /resources')).updateResource(plumbing(this), id, resource, init);
  }

  /** `DELETE /resources/{id}`. */
  async deleteResource(id: ResourceId, init: RequestOptions = {}): Promise<void> {
    return (await loadAdmin('DELETE /resources')).deleteResource(plumbing(this), id, init);
  }

  // ---------------------------------------------------------------------------------- customers

  /** `GET /customers` (derived from invitees). */
  async listCustomers(
    query: Admin.ListCustomersQuery = {},
    init: RequestOptions = {},
  ): Promise<Customer[]> {
    return (await loadAdmin('GET /customers')).listCustomers(plumbing(this), query, init);
  }

  /** `GET /customers/{id}`. */
  async getCustomer(id: string, init: RequestOptions = {}): Promise<Customer> {
    return (await loadAdmin('GET /customers')).getCustomer(plumbing(this), id, init);
  }

  // -------------------------------------------------------------------------------------- links

  /** `GET /links`. */
  async listLinks(query: Admin.ListQuery = {}, init: RequestOptions = {}): Promise<Link[]> {
    return (await loadAdmin('GET /links')).listLinks(plumbing(this), query, init);
  }

  /** `POST /links`: `key` is generated when absent. */
  async createLink(link: LinkCreate, init: RequestOptions = {}): Promise<Link> {
    return (await loadAdmin('POST /links')).createLink(plumbing(this), link, init);
  }

  /** `GET /links/{key}`. */
  async getLink(key: string, init: RequestOptions = {}): Promise<Link> {
    return (await loadAdmin('GET /links')).getLink(plumbing(this), key, init);
  }

  /** `PUT /links/{key}`. */
  async updateLink(key: string, link: Admin.LinkUpdate, init: RequestOptions = {}): Promise<Link> {
    return (await loadAdmin('PUT /links')).updateLink(plumbing(this), key, link, init);
  }

  /** `DELETE /links/{key}`. */
  async deleteLink(key: string, init: RequestOptions = {}): Promise<void> {
    return (await loadAdmin('DELETE /links')).deleteLink(plumbing(this), key, init);
  }

  // ------------------------------------------------------------------------------------ reports

  /** `GET /reports/bookings?format=csv|json&start&end`: CSV text, or the JSON report. */
  getBookingsReport(
    params: Admin.BookingsReportParams & { format: 'csv' },
    init?: RequestOptions,
  ): Promise<string>;
  getBookingsReport(
    params: Admin.BookingsReportParams & { format: 'json' },
    init?: RequestOptions,
  ): Promise<Admin.BookingsReportJson>;
  async getBookingsReport(
    params: Admin.BookingsReportParams,
    init: RequestOptions = {},
  ): Promise<string | Admin.BookingsReportJson> {
    return (await loadAdmin('GET /reports/bookings')).getBookingsReport(
      plumbing(this),
      params,
      init,
    );
  }

  // ----------------------------------------------------------------------------------- bookings

  // The booking operations (and the booking records' schemas) live in bookings.ts (to book) and booking-changes.ts
  // (to read, move or cancel a booking), loaded on their first call.

  /** `POST /bookings`. Never retried: a lost answer must be resolved by looking the booking up. */
  async createBooking(
    request: z.input<typeof BookingRequest>,
    init: RequestOptions = {},
  ): Promise<Booking> {
    return (await loadBookings('POST /bookings')).createBooking(this, request, init);
  }

  /** `GET /bookings` with filters `status`, `resource_id`, `email`, `start`, `end`, `offset`, `limit`. */
  async listBookings(query: ListBookingsQuery = {}, init: RequestOptions = {}): Promise<Booking[]> {
    return (await loadBookings('GET /bookings')).listBookings(this, query, init);
  }

  /** `GET /bookings/{id}`. */
  async getBooking(id: string, init: RequestOptions = {}): Promise<Booking> {
    return (await loadChanges(`GET /bookings/${segment(id)}`)).getBooking(this, id, init);
  }

  /** `PUT /bookings/{id}`: moves the booking to a new time (keeps its id). */
  async rescheduleBooking(
    id: string,
    request: z.input<typeof RescheduleRequest>,
    init: RequestOptions = {},
  ): Promise<Booking> {
    const changes = await loadChanges(`PUT /bookings/${segment(id)}`);
    return changes.rescheduleBooking(this, id, request, init);
  }

  /** `POST /bookings/{id}/cancel {reason}`. */
  async cancelBooking(
    id: string,
    request: z.input<typeof CancelRequest> = {},
    init: RequestOptions = {},
  ): Promise<Booking> {
    const changes = await loadChanges(`POST /bookings/${segment(id)}/cancel`);
    return changes.cancelBooking(this, id, request, init);
  }
}

/** A client for the service at `baseUrl` (with `/v1`). See docs/api-client.md. */
export function createClient(options: ClientOptions): BookingApiClient {
  return new BookingApiClient(options);
}
