/**
 * A page of events' one request (spec §4.1): the resources of a host (`user_id`) or of a booking page
 * (`page_id`, through `filters` in the string form of DESIGN §4), read as the widget reads one resource, and only
 * those a visitor can book: a bookable variant, enabled, not a template, not private (`settings.privacy`: a private
 * event is booked by its own link only). Loaded with the list (<booking-events>).
 */
import type { Resource } from './booking-schemas.js';
import { isBookableResource } from './contract-values.js';
import { isPrivate } from '../core/passcode.js';
import { plumbing, type ClientCore, type RequestOptions } from './client-core.js';
import { readResources, unwrapList } from './record-read.js';

/** Whose events: a host's or a booking page's. */
export type EventsOwner = { user: number } | { page: number };

/** The query of the list request, exactly: the proxy recipe allows this and nothing wider. */
export const eventsQuery = (owner: EventsOwner): Record<string, string> =>
  'user' in owner
    ? { user_id: String(owner.user) }
    : { filters: JSON.stringify([{ id: 'page_id', operator: 'eq', value: owner.page }]) };

/** `GET /resources?user_id=…` or `?filters=[page_id eq …]`: the events a visitor can book, in the service's order. */
export async function listEvents(
  client: ClientCore,
  owner: EventsOwner,
  init: RequestOptions = {},
): Promise<Resource[]> {
  const items = await plumbing(client).call({
    method: 'GET',
    path: '/resources',
    query: eventsQuery(owner),
    expect: {
      kind: 'json',
      // Anything but a list is refused by the schemas, loaded then (a list is read by hand: record-read.ts).
      schema: () => import('./resource-read.js').then((module) => module.ResourceListRead),
      prepare: unwrapList,
      read: readResources,
    },
    signal: init.signal,
  });
  return items.filter(
    (item): item is Resource =>
      isBookableResource(item) &&
      item.is_enabled !== false &&
      item.is_template !== true &&
      !isPrivate(item),
  );
}
