/**
 * The time-zone selector's options and search per language, from zone-list.ts, which is imported the first
 * time the selector is focused or opened (issue 7 budgets). The functions are stable per language, so the
 * selector keeps its loaded list across renders.
 */
import { loadOnce } from '../../core/load-once.js';
import type { ZoneOption } from './timezone-select.js';

type ZoneList = typeof import('./zone-list.js');
let loaded: ZoneList | undefined;

const loadZoneList = loadOnce(async () => (loaded = await import('./zone-list.js')));

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
