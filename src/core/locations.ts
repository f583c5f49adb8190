/**
 * The 12 location types (spec §2.6) as the widget shows them: an icon, a catalog label key, and the
 * location's details as TEXT with a link only when it is safe. `settings.hide_location` is the widget's call.
 */
import type { Location, LocationType } from '../api/booking-schemas.js';
import { safeHttpUrl } from './safe-url.js';

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

export type LocationKind = 'video' | 'in_person' | 'phone' | 'invitee_choice';

export const LOCATION_INFO: Readonly<
  Record<LocationType, { icon: LocationIcon; labelKey: LocationLabelKey; kind: LocationKind }>
> = {
  google_meet: { icon: 'google_meet', labelKey: 'location.google_meet', kind: 'video' },
  zoom: { icon: 'zoom', labelKey: 'location.zoom', kind: 'video' },
  zoho: { icon: 'zoho', labelKey: 'location.zoho', kind: 'video' },
  microsoft_teams: { icon: 'microsoft_teams', labelKey: 'location.microsoft_teams', kind: 'video' },
  goto_meeting: { icon: 'goto_meeting', labelKey: 'location.goto_meeting', kind: 'video' },
  webex: { icon: 'webex', labelKey: 'location.webex', kind: 'video' },
  joinme: { icon: 'joinme', labelKey: 'location.joinme', kind: 'video' },
  physical: { icon: 'map_pin', labelKey: 'location.physical', kind: 'in_person' },
  virtual: { icon: 'globe', labelKey: 'location.virtual', kind: 'video' },
  phone: { icon: 'phone', labelKey: 'location.phone', kind: 'phone' },
  ask_invitee: { icon: 'question', labelKey: 'location.ask_invitee', kind: 'invitee_choice' },
  inbound_call: { icon: 'phone_incoming', labelKey: 'location.inbound_call', kind: 'phone' },
};

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

const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A `tel:` URI from a phone number, keeping only digits and a leading +; undefined without digits. */
export function telHref(phone: string | null | undefined): string | undefined {
  const raw = text(phone);
  if (!raw) return undefined;
  const digits = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : undefined;
}

/** The postal address of a location as one line of text. */
export function formatAddress(location: Location): string | undefined {
  const cityLine = [
    text(location.city),
    [text(location.state), text(location.zip_code)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const parts = [text(location.address), cityLine || undefined, text(location.country)].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(', ') : undefined;
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
  const info = LOCATION_INFO[location.type] ?? LOCATION_INFO.virtual;
  const description: LocationDescription = {
    type: location.type,
    kind: info.kind,
    icon: info.icon,
    labelKey: info.labelKey,
    notes: [],
  };
  const name = text(location.name);
  if (name) description.name = name;

  switch (info.kind) {
    case 'in_person': {
      const address = formatAddress(location);
      if (address) description.detail = address;
      const href = mapsHref(location, address);
      if (href) description.href = href;
      break;
    }
    case 'phone': {
      const phone = text(location.phone);
      if (phone) {
        description.detail = phone;
        const href = telHref(phone);
        if (href) description.href = href;
      }
      break;
    }
    case 'video': {
      const joinUrl = safeHttpUrl(location.join_url);
      if (joinUrl) {
        description.detail = joinUrl;
        description.href = joinUrl;
      } else {
        const address = formatAddress(location);
        if (address) description.detail = address;
      }
      const meetingId = text(location.meeting_id);
      if (meetingId) description.notes.push(meetingId);
      const password = text(location.password);
      if (password) description.notes.push(password);
      break;
    }
    case 'invitee_choice':
      break;
  }
  const remarks = text(location.remarks);
  if (remarks) description.notes.push(remarks);
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
