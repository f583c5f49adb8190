/**
 * The 12 location types (spec §2.6) as the widget shows them: an icon, a catalog label key, and the
 * location's details as TEXT with a link only when it is safe. `settings.hide_location` is the widget's call.
 */
import type { Location, LocationType } from '../api/booking-schemas.js';
import { LOCATION_TYPES } from '../api/contract-values.js';
import { formatAddress, locationKind, text, type LocationKind } from './location-line.js';
import { safeHttpUrl } from './safe-url.js';

export { formatAddress, type LocationKind };

/** Icons the widget draws (inline SVG), one per kind of place. */
export type LocationIcon =
  | 'google_meet'
  | 'zoom'
  | 'zoho'
  | 'microsoft_teams'
  | 'goto_meeting'
  | 'webex'
  | 'joinme'
  | 'map_pin'
  | 'globe'
  | 'phone'
  | 'phone_incoming'
  | 'question';

export type LocationLabelKey = `location.${LocationType}`;

/** Icons not named after their type. */
const ICONS: Partial<Record<LocationType, LocationIcon>> = {
  physical: 'map_pin',
  virtual: 'globe',
  ask_invitee: 'question',
  inbound_call: 'phone_incoming',
};

export const LOCATION_INFO = Object.fromEntries(
  LOCATION_TYPES.map((type) => [
    type,
    { icon: ICONS[type] ?? type, labelKey: `location.${type}`, kind: locationKind(type) },
  ]),
) as Readonly<
  Record<LocationType, { icon: LocationIcon; labelKey: LocationLabelKey; kind: LocationKind }>
>;

export interface LocationDescription {
  type: LocationType;
  kind: LocationKind;
  icon: LocationIcon;
  /** Catalog key of the type's label ("Zoom", "In person"…). */
  labelKey: LocationLabelKey;
  /** The location's own name, when the host gave one (text). */
  name?: string;
  /** The address, phone number or meeting URL, as TEXT. */
  detail?: string;
  /** A link for the detail: the meeting's http(s) URL, a maps search for an address, `tel:` for a phone. */
  href?: string;
  /** Further lines as text: meeting id, password, remarks. */
  notes: string[];
}

/** A `tel:` URI from a phone number, keeping only digits and a leading +; undefined without digits. */
export function telHref(phone: string | null | undefined): string | undefined {
  const raw = text(phone);
  if (!raw) return undefined;
  const digits = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : undefined;
}

function mapsHref(location: Location, address: string | undefined): string | undefined {
  const params = new URLSearchParams({ api: '1' });
  if (typeof location.latitude === 'number' && typeof location.longitude === 'number') {
    params.set('query', `${location.latitude},${location.longitude}`);
  } else if (address) {
    params.set('query', address);
  } else {
    return undefined;
  }
  const placeId = text(location.place_id);
  if (placeId) params.set('query_place_id', placeId);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

/** What to show for a location: label key, icon, the detail as text and a safe link. */
export function describeLocation(location: Location): LocationDescription {
  const { kind, icon, labelKey } = LOCATION_INFO[location.type] ?? LOCATION_INFO.virtual;
  const description: LocationDescription = { type: location.type, kind, icon, labelKey, notes: [] };
  let detail: string | undefined;
  let href: string | undefined;
  if (kind === 'in_person') {
    detail = formatAddress(location);
    href = mapsHref(location, detail);
  } else if (kind === 'phone') {
    detail = text(location.phone);
    href = telHref(detail);
  } else if (kind === 'video') {
    href = safeHttpUrl(location.join_url);
    detail = href ?? formatAddress(location);
  }
  const name = text(location.name);
  if (name) description.name = name;
  if (detail) description.detail = detail;
  if (href) description.href = href;
  for (const note of kind === 'video'
    ? [location.meeting_id, location.password, location.remarks]
    : [location.remarks]) {
    const line = text(note);
    if (line) description.notes.push(line);
  }
  return description;
}

/**
 * One line of text for a calendar entry (ICS LOCATION, Google/Outlook): the detail, else the name, else the
 * translated label given by the caller.
 */
export function locationSummary(location: Location, label: string): string {
  const description = describeLocation(location);
  return [description.name, description.detail].filter(Boolean).join(' — ') || label;
}
