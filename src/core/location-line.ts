/**
 * A location as the widget's details column names it before booking, without the links, notes and icons of
 * locations.ts (which the confirmation loads with the booking step: size budgets).
 */
import type { Location, LocationType } from '../api/booking-schemas.js';

export type LocationKind = 'video' | 'in_person' | 'phone' | 'invitee_choice';

const KINDS: Partial<Record<LocationType, LocationKind>> = {
  physical: 'in_person',
  phone: 'phone',
  inbound_call: 'phone',
  ask_invitee: 'invitee_choice',
};
/** What kind of place a location type is; every type not listed is a video meeting. */
export const locationKind = (type: LocationType): LocationKind => KINDS[type] ?? 'video';

/** Trimmed text, or undefined when there is none. */
export const text = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

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

/**
 * The text under a location's label: its name (unless it only repeats `label`) and its address or phone
 * number — meeting links come after booking. '' when there is neither.
 */
export function locationLine(location: Location, label: string): string {
  const name = text(location.name);
  const kind = locationKind(location.type);
  const detail =
    kind === 'in_person'
      ? formatAddress(location)
      : kind === 'phone'
        ? text(location.phone)
        : undefined;
  return [name === label ? undefined : name, detail].filter(Boolean).join(' — ');
}
