/**
 * A page of events' deep link: the event picked is named in the page's address (`?booking_event=<resource_id>`),
 * so a reload, a shared link or a bookmark opens that event's times; "All events" removes it. Picking an event
 * adds a history entry (events-history.ts), so the browser's Back returns to the list.
 */
export const EVENT_PARAM = 'booking_event';

/** The event the address names, if any (a popup's widget leaves the page's address alone). */
export function readEventLink(widget?: Element): string | undefined {
  if (widget?.closest('booking-dialog')) return undefined;
  const id = new URLSearchParams(globalThis.location?.search ?? '').get(EVENT_PARAM)?.trim();
  return id || undefined;
}

/** Names `id` in the address (undefined: removes it). */
export function writeEventLink(id: string | undefined): void {
  try {
    const url = new URL(location.href);
    if (id) url.searchParams.set(EVENT_PARAM, id);
    else url.searchParams.delete(EVENT_PARAM);
    history.replaceState(history.state, '', url);
  } catch {
    // A sandboxed or opaque document: the widget works without the link.
  }
}
