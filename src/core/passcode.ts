/**
 * A protected event (spec §2.5 `settings.privacy`): its times and its booking need the passcode the host shared.
 * A key-adding proxy checks the passcode itself (header `Booking-Passcode`) and leaves it out of the record; with
 * the service's own record (direct and demo mode) the widget checks it, since the spec gives no way to send it.
 */
import type { Resource } from '../api/booking-schemas.js';
import { ApiError } from '../api/errors.js';

type Privacy = Pick<Resource, 'settings'>;

export const isProtected = (resource: Privacy): boolean =>
  resource.settings.privacy.type === 'protected';

/** Never listed in a page of events: bookable only by its own link. */
export const isPrivate = (resource: Privacy): boolean =>
  resource.settings.privacy.type === 'private';

/**
 * Whether the passcode typed is the record's: every character of both compared whatever differs first, so the
 * time taken says nothing about how much of it was right. Spaces around what was typed don't count.
 */
export function passcodeMatches(given: string, expected: string): boolean {
  const a = given.trim();
  let differences = a.length ^ expected.length;
  const length = Math.max(a.length, expected.length);
  for (let i = 0; i < length; i++)
    differences |= (a.charCodeAt(i) || 0) ^ (expected.charCodeAt(i) || 0);
  return differences === 0;
}

/** The proxy refused a protected event's read or booking: no passcode, or not the right one (403). */
export const isPasscodeRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'passcode_required' || error.code === 'passcode_invalid');
