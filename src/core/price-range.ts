/**
 * A price range over an event's prices (a page of events' cards: "$25.00–$45.00"): its own module, so that only the
 * list's chunk, loaded on demand, carries it.
 */
import type { Price } from '../api/booking-schemas.js';

/** The cheapest and dearest price in one currency (for "from $49" when durations differ); undefined if mixed. */
export function priceRange(
  prices: readonly Price[] | null | undefined,
): { min: Price; max: Price } | undefined {
  const list = prices ?? [];
  const first = list[0];
  if (!first || list.some((price) => price.currency.toUpperCase() !== first.currency.toUpperCase()))
    return undefined;
  let min = first;
  let max = first;
  for (const price of list) {
    if (price.amount < min.amount) min = price;
    if (price.amount > max.amount) max = price;
  }
  return { min, max };
}
