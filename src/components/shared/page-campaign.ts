/**
 * The visit's campaign parameters (core/campaign.ts): the address's own when it has them; else those the visit
 * landed with, kept in session storage (by the header script, and here) so a booking made later still carries
 * them: a popup opened on another page of the site, or after a single-page app tidied its address; else those of
 * the address when the widget's code first ran (where session storage is unavailable).
 */
import { campaignFromQuery, type Campaign } from '../../core/campaign.js';
import { CAMPAIGN_STORAGE_KEY } from '../../core/campaign-key.js';

const query = () => globalThis.location?.search ?? '';

function stored(): Campaign | undefined {
  try {
    return campaignFromQuery(sessionStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? '');
  } catch {
    return undefined;
  }
}

const landing = campaignFromQuery(query());
if (landing)
  try {
    sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, new URLSearchParams(landing).toString());
  } catch {
    // Kept in `landing` for this page only.
  }

export const pageCampaign = (): Campaign | undefined =>
  campaignFromQuery(query()) ?? stored() ?? landing;
