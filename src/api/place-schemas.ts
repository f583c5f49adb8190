/**
 * The contract's schemas that a booking record shares with a resource (spec §2.2, §2.10): its language, event type
 * and location. booking-schemas.ts (resources, read only when the hand-written reads leave a record to it) and
 * booking-record-schemas.ts (loaded with the booking step) both use them, so the booking step carries these and
 * not the resources' schemas (size budgets).
 */
import * as z from 'zod/mini';
import { EVENT_TYPES, LANGUAGES, LOCATION_TYPES } from './contract-values.js';
import { nullish } from './schema-helpers.js';

const nullishText = () => nullish(z.string());

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

export const LocationType = z.enum(LOCATION_TYPES);
export type LocationType = z.infer<typeof LocationType>;

export const Location = z.object({
  type: LocationType,
  name: nullishText(),
  email: nullishText(),
  phone: nullishText(),
  address: nullishText(),
  city: nullishText(),
  state: nullishText(),
  zip_code: nullishText(),
  country: nullishText(),
  place_id: nullishText(),
  join_url: nullishText(),
  remarks: nullishText(),
  meeting_id: nullishText(),
  password: nullishText(),
  error: nullishText(),
  latitude: nullish(z.number()),
  longitude: nullish(z.number()),
});
export type Location = z.infer<typeof Location>;
