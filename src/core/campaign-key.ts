/**
 * Session storage key of the `utm_*` parameters the visit landed with: the header script (embed.ts) and the widget
 * (shared/page-campaign.ts) both write it, the widget reads it. A module of its own so the header script takes only
 * this string.
 */
export const CAMPAIGN_STORAGE_KEY = 'booking-widget:utm';
