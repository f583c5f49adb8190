/**
 * The time-zone selector, loaded on demand (issue 7 budgets: not needed to show times):
 * - the element itself (timezone-select.ts) when the browser is idle after the times are shown, or at once
 *   when its placeholder is hovered or focused (the widget renders a read-only field until it is defined);
 * - its options and search per language (zone-list.ts) the first time the selector is focused or opened.
 *   The functions are stable per language, so the selector keeps its loaded list across renders.
 */
import { loadOnce } from '../../core/load-once.js';
import type { ZoneOption } from './timezone-select.js';

type ZoneList = typeof import('./zone-list.js');
let loaded: ZoneList | undefined;

const loadZoneList = loadOnce(async () => (loaded = await import('./zone-list.js')));

/** Defines <booking-timezone-select> (once; a failed import may be tried again). */
export const loadZoneSelect: () => Promise<unknown> = loadOnce(
  () => import('./timezone-select.js'),
);

interface ZoneListFns {
  load: () => Promise<ZoneOption[]>;
  /** Ranks zone ids for a query; used once `load` has settled (the selector has no options before). */
  search: (query: string) => string[];
}

const byLocale = new Map<string, ZoneListFns>();

export function zoneListFns(locale: string): ZoneListFns {
  let fns = byLocale.get(locale);
  if (!fns) {
    fns = {
      load: async () => (await loadZoneList()).zoneOptions(locale),
      search: (query) => loaded?.searchZones(query, locale) ?? [],
    };
    byLocale.set(locale, fns);
  }
  return fns;
}
