/**
 * Campaign tracking: the `utm_*` parameters of the page's address, which travel with a booking so the site's
 * analytics can attribute it (the `booking-confirmed` event's `utm`). The service's booking request (spec §4.3)
 * has no field for them, so they are not sent (docs/decisions.md, "Campaign parameters").
 */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The campaign parameters given, each a trimmed, non-empty string. */
export type Campaign = Partial<Record<UtmKey, string>>;

/** Longer values are cut: an address can carry anything, an analytics field doesn't need it. */
const MAX_LENGTH = 200;

/** The `utm_*` parameters of a query string (`?utm_source=…`), or undefined when it has none. */
export function campaignFromQuery(search: string): Campaign | undefined {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) campaign[key] = value.slice(0, MAX_LENGTH);
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}
