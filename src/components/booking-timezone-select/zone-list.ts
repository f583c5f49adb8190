/**
 * The time-zone selector's options and search, loaded when the selector is first focused or opened (not needed
 * to show times): the closed selector shows only the current zone's name.
 */
import { formatZoneName } from '../../core/datetime-format.js';
import { listTimeZones, searchTimeZones } from '../../core/zone-search.js';
import type { ZoneOption } from './booking-timezone-select.js';

const optionCache = new Map<string, ZoneOption[]>();

/** Every zone the browser knows, labelled in the language, sorted by UTC offset then city. */
export function zoneOptions(locale: string): ZoneOption[] {
  let options = optionCache.get(locale);
  if (!options) {
    options = listTimeZones().map((info) => ({
      zone: info.id,
      label: formatZoneName(info.id, locale),
    }));
    optionCache.set(locale, options);
  }
  return options;
}

/** Zone ids matching a query (city, region, abbreviation, offset), best first. */
export const searchZones = (query: string, locale: string) =>
  searchTimeZones(query, locale).map((info) => info.id);
