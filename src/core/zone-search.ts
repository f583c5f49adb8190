/**
 * The time-zone list and its search: every zone the browser supports with its current offset, and a ranked
 * search by city, region, id, generic name, abbreviation or offset. Loaded with the widget's time-zone
 * selector list (zone-list.ts), not up front (size budgets).
 */
import { offsetLabel, toIntlLocale, zoneCity, zoneDisplayName } from './datetime-format.js';
import { isValidTimeZone, zoneOffsetMinutes } from './zone.js';
import { ZONE_COUNTRIES } from './zone-countries.js';

export interface TimeZoneInfo {
  /** IANA id as this browser names it (its canonical form). */
  id: string;
  /** The last segment, readable: `New York`, `Port-au-Prince`, `Kolkata`. */
  city: string;
  /** The first segment: `America`, `Europe`, `Asia` … (empty for `UTC`). */
  region: string;
  offsetMinutes: number;
  /** `GMT-5`, `GMT+5:30`, `GMT` (locale-independent, for sorting and search). */
  offsetLabel: string;
}

/** A zone's entry, also for zones not in the list (aliases like `US/Eastern`), computed at `at`. */
export function timeZoneInfo(zone: string, at: Date | number = Date.now()): TimeZoneInfo {
  const id = isValidTimeZone(zone) ? zone : 'UTC';
  const segments = id.split('/');
  const offsetMinutes = zoneOffsetMinutes(id, Number(at));
  return {
    id,
    city: zoneCity(id),
    region: segments.length > 1 ? (segments[0] ?? '') : '',
    offsetMinutes,
    offsetLabel: offsetLabel(offsetMinutes),
  };
}

/** The canonical id of a zone in this browser (`Asia/Calcutta` and `Asia/Kolkata` are one zone). */
export function canonicalTimeZone(zone: string): string {
  if (!isValidTimeZone(zone)) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

const isEnglish = (locale: string) => /^en(?:-|$)/i.test(locale);

let zoneListCache: { hour: number; zones: TimeZoneInfo[] } | undefined;

/**
 * Every zone this browser supports (Intl.supportedValuesOf) plus UTC, with the offset at `at`, sorted by offset
 * then city. Legacy `Etc/…` and single-word aliases (`EST5EDT`) are left out.
 */
export function listTimeZones(at: Date | number = Date.now()): TimeZoneInfo[] {
  const epochMs = typeof at === 'number' ? at : at.getTime();
  const hour = Math.floor(epochMs / 3_600_000);
  if (zoneListCache?.hour === hour) return zoneListCache.zones;
  const ids = new Set<string>(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  const zones = [...ids]
    .filter((id) => id.includes('/') && !id.startsWith('Etc/') && isValidTimeZone(id))
    .map((id) => timeZoneInfo(id, epochMs));
  zones.push(timeZoneInfo('UTC', epochMs));
  zones.sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.city.localeCompare(b.city));
  zoneListCache = { hour, zones };
  return zones;
}

/** Abbreviations people type, with the zones they most likely mean (Intl gives few outside the US). */
const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  UTC: ['UTC'],
  GMT: ['Europe/London', 'UTC', 'Africa/Abidjan', 'Atlantic/Reykjavik'],
  BST: ['Europe/London'],
  IST: ['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem'],
  WET: ['Europe/Lisbon', 'Atlantic/Canary'],
  WEST: ['Europe/Lisbon', 'Atlantic/Canary'],
  CET: ['Europe/Berlin', 'Europe/Paris', 'Europe/Madrid', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Brussels',
    'Europe/Vienna', 'Europe/Zurich', 'Europe/Stockholm', 'Europe/Oslo', 'Europe/Copenhagen', 'Europe/Warsaw',
    'Europe/Prague', 'Europe/Budapest', 'Africa/Algiers'],
  CEST: ['Europe/Berlin', 'Europe/Paris', 'Europe/Madrid', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Brussels',
    'Europe/Vienna', 'Europe/Zurich', 'Europe/Stockholm', 'Europe/Oslo', 'Europe/Copenhagen', 'Europe/Warsaw',
    'Europe/Prague', 'Europe/Budapest'],
  EET: ['Europe/Athens', 'Europe/Helsinki', 'Europe/Kyiv', 'Europe/Bucharest', 'Europe/Sofia', 'Europe/Riga',
    'Europe/Tallinn', 'Europe/Vilnius', 'Africa/Cairo'],
  EEST: ['Europe/Athens', 'Europe/Helsinki', 'Europe/Kyiv', 'Europe/Bucharest', 'Europe/Sofia', 'Europe/Riga',
    'Europe/Tallinn', 'Europe/Vilnius'],
  MSK: ['Europe/Moscow'],
  TRT: ['Europe/Istanbul'],
  ET: ['America/New_York', 'America/Toronto', 'America/Detroit'],
  EST: ['America/New_York', 'America/Toronto', 'America/Detroit', 'America/Panama'],
  EDT: ['America/New_York', 'America/Toronto', 'America/Detroit'],
  CT: ['America/Chicago', 'America/Winnipeg', 'America/Mexico_City'],
  CST: ['America/Chicago', 'America/Winnipeg', 'America/Mexico_City', 'Asia/Shanghai', 'Asia/Taipei'],
  CDT: ['America/Chicago', 'America/Winnipeg'],
  MT: ['America/Denver', 'America/Edmonton', 'America/Phoenix'],
  MST: ['America/Denver', 'America/Edmonton', 'America/Phoenix'],
  MDT: ['America/Denver', 'America/Edmonton'],
  PT: ['America/Los_Angeles', 'America/Vancouver', 'America/Tijuana'],
  PST: ['America/Los_Angeles', 'America/Vancouver', 'America/Tijuana'],
  PDT: ['America/Los_Angeles', 'America/Vancouver', 'America/Tijuana'],
  AKST: ['America/Anchorage'],
  AKDT: ['America/Anchorage'],
  HST: ['Pacific/Honolulu'],
  AST: ['America/Halifax', 'America/Puerto_Rico', 'Asia/Riyadh'],
  NST: ['America/St_Johns'],
  BRT: ['America/Sao_Paulo'],
  ART: ['America/Argentina/Buenos_Aires'],
  WAT: ['Africa/Lagos'],
  CAT: ['Africa/Maputo', 'Africa/Harare'],
  EAT: ['Africa/Nairobi'],
  SAST: ['Africa/Johannesburg'],
  GST: ['Asia/Dubai'],
  IRST: ['Asia/Tehran'],
  PKT: ['Asia/Karachi'],
  NPT: ['Asia/Kathmandu'],
  ICT: ['Asia/Bangkok', 'Asia/Ho_Chi_Minh'],
  WIB: ['Asia/Jakarta'],
  SGT: ['Asia/Singapore'],
  HKT: ['Asia/Hong_Kong'],
  PHT: ['Asia/Manila'],
  JST: ['Asia/Tokyo'],
  KST: ['Asia/Seoul'],
  AWST: ['Australia/Perth'],
  ACST: ['Australia/Adelaide', 'Australia/Darwin'],
  AEST: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane'],
  AEDT: ['Australia/Sydney', 'Australia/Melbourne'],
  NZST: ['Pacific/Auckland'],
  NZDT: ['Pacific/Auckland'],
}; // prettier-ignore

/**
 * Places people search for that aren't a zone's own city, and the other spellings of a zone's city: Mumbai keeps
 * Kolkata's time, San Francisco Los Angeles'; Kyiv was Kiev. The zone list names a zone by the city of its id only.
 */
const PLACES: Readonly<Record<string, string>> = {
  'America/New_York': 'Boston, Washington, Philadelphia, Miami, Atlanta, Pittsburgh, Charlotte, Orlando',
  'America/Chicago': 'Dallas, Houston, Austin, San Antonio, Minneapolis, Saint Louis, New Orleans, Kansas City, Nashville',
  'America/Denver': 'Salt Lake City, Albuquerque, Boulder, El Paso',
  'America/Los_Angeles': 'San Francisco, Seattle, San Diego, San Jose, Portland, Las Vegas, Sacramento, Silicon Valley',
  'America/Toronto': 'Ottawa, Montreal, Montréal, Quebec',
  'America/Mexico_City': 'Guadalajara, Monterrey, Puebla',
  'America/Sao_Paulo': 'Rio de Janeiro, Brasília, Brasilia, Belo Horizonte, Porto Alegre, Curitiba',
  'America/Argentina/Buenos_Aires': 'Córdoba, Rosario',
  'Europe/London': 'Manchester, Birmingham, Liverpool, Leeds, Edinburgh, Glasgow, Cardiff, Belfast',
  'Europe/Dublin': 'Cork, Galway',
  'Europe/Paris': 'Lyon, Marseille, Toulouse, Nice, Bordeaux',
  'Europe/Berlin': 'Munich, München, Hamburg, Frankfurt, Cologne, Köln, Stuttgart, Düsseldorf',
  'Europe/Madrid': 'Barcelona, Valencia, Seville, Sevilla, Bilbao, Málaga',
  'Europe/Rome': 'Milan, Milano, Naples, Napoli, Turin, Torino, Florence, Firenze, Venice',
  'Europe/Amsterdam': 'Rotterdam, The Hague, Den Haag, Utrecht, Eindhoven',
  'Europe/Brussels': 'Antwerp, Bruxelles, Ghent',
  'Europe/Zurich': 'Geneva, Genève, Basel, Bern, Lausanne',
  'Europe/Vienna': 'Wien, Graz, Salzburg',
  'Europe/Warsaw': 'Kraków, Krakow, Wrocław, Gdańsk',
  'Europe/Prague': 'Praha, Brno',
  'Europe/Stockholm': 'Gothenburg, Göteborg, Malmö',
  'Europe/Kyiv': 'Kyiv, Kiev, Kyjiw, Kharkiv, Odesa, Odessa, Lviv',
  'Europe/Kiev': 'Kyiv, Kiev, Kharkiv, Odesa, Odessa, Lviv',
  'Europe/Moscow': 'Saint Petersburg, St Petersburg, Kazan, Nizhny Novgorod',
  'Europe/Istanbul': 'Ankara, Izmir',
  'Asia/Kolkata': 'Mumbai, Bombay, Delhi, New Delhi, Bangalore, Bengaluru, Chennai, Madras, Hyderabad, Pune, Calcutta, Kolkata, Ahmedabad',
  'Asia/Shanghai': 'Beijing, Shenzhen, Guangzhou, Chengdu, Hangzhou, Wuhan, Nanjing',
  'Asia/Tokyo': 'Osaka, Kyoto, Yokohama, Nagoya, Sapporo, Fukuoka',
  'Asia/Seoul': 'Busan, Incheon',
  'Asia/Dubai': 'Abu Dhabi, Sharjah',
  'Asia/Riyadh': 'Jeddah, Mecca, Dammam',
  'Asia/Karachi': 'Lahore, Islamabad, Faisalabad',
  'Asia/Jerusalem': 'Tel Aviv, Haifa',
  'Asia/Ho_Chi_Minh': 'Ho Chi Minh City, Saigon, Hanoi, Da Nang',
  'Asia/Bangkok': 'Chiang Mai, Phuket',
  'Asia/Jakarta': 'Bandung, Surabaya',
  'Asia/Manila': 'Quezon City, Cebu',
  'Asia/Kathmandu': 'Kathmandu, Katmandu',
  'Asia/Yangon': 'Yangon, Rangoon',
  'Australia/Sydney': 'Canberra, Newcastle',
  'Australia/Brisbane': 'Gold Coast',
  'Pacific/Auckland': 'Wellington, Christchurch',
  'Africa/Lagos': 'Abuja, Ibadan',
  'Africa/Johannesburg': 'Cape Town, Pretoria, Durban',
  'Africa/Cairo': 'Alexandria, Giza',
  'Africa/Casablanca': 'Rabat, Marrakesh, Marrakech',
  'Africa/Nairobi': 'Mombasa',
}; // prettier-ignore

let placeIndex: Map<string, string[]> | undefined;
/** The places searched for a zone besides its city (folded), by the zone's id in this browser. */
function placesOf(id: string): readonly string[] {
  if (!placeIndex) {
    placeIndex = new Map();
    for (const [zone, places] of Object.entries(PLACES)) {
      if (!isValidTimeZone(zone)) continue;
      const key = canonicalTimeZone(zone);
      const known = placeIndex.get(key) ?? [];
      placeIndex.set(key, [...known, ...places.split(', ').map(fold)]);
    }
  }
  return placeIndex.get(id) ?? [];
}

let abbreviationIndex: Map<string, Set<string>> | undefined;
function zonesByAbbreviation(): Map<string, Set<string>> {
  if (!abbreviationIndex) {
    abbreviationIndex = new Map();
    for (const [abbreviation, zones] of Object.entries(ABBREVIATIONS)) {
      const canonical = zones.filter(isValidTimeZone).map(canonicalTimeZone);
      abbreviationIndex.set(abbreviation.toLowerCase(), new Set(canonical));
    }
  }
  return abbreviationIndex;
}

let majorZones: Map<string, number> | undefined;
/** 0.5 for the zone an abbreviation means first (New York for ET), a little less for the next ones, else 0. */
function majorZoneBonus(id: string): number {
  if (!majorZones) {
    majorZones = new Map();
    for (const zones of zonesByAbbreviation().values()) {
      [...zones].forEach((zone, index) => {
        majorZones!.set(zone, Math.min(majorZones!.get(zone) ?? index, index));
      });
    }
  }
  const rank = majorZones.get(id);
  return rank === undefined ? 0 : 0.5 - Math.min(rank, 20) * 0.02;
}

/** Codes people type for a country that aren't its ISO code. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { uk: 'GB', usa: 'US', uae: 'AE' };

interface ZoneCountry {
  code: string;
  /** The zone people mean by the country (its first in ZONE_COUNTRIES). */
  principal: boolean;
}

let countryIndex: Map<string, ZoneCountry> | undefined;
/** A zone's country (from its id's last segment), or undefined (UTC, Antarctic stations without one). */
function countryOf(id: string): ZoneCountry | undefined {
  if (!countryIndex) {
    countryIndex = new Map();
    for (const entry of ZONE_COUNTRIES.split('|')) {
      const [code = '', ...cities] = entry.split(' ');
      cities.forEach((names, index) => {
        for (const city of names.split('/'))
          countryIndex!.set(city, { code, principal: index === 0 });
      });
    }
  }
  return countryIndex.get(id.slice(id.lastIndexOf('/') + 1));
}

const countryNameCache = new Map<string, Map<string, string[]>>();
/** Country names by code (folded), in the locale and in English: "indien", "india"; empty without Intl. */
function countryNames(locale: string): Map<string, string[]> {
  const intlLocale = toIntlLocale(locale);
  let names = countryNameCache.get(intlLocale);
  if (!names) {
    names = new Map();
    const displays = [intlLocale, 'en-US'].flatMap((l) => {
      try {
        return [new Intl.DisplayNames(l, { type: 'region', fallback: 'none' })];
      } catch {
        return [];
      }
    });
    for (const entry of ZONE_COUNTRIES.split('|')) {
      const code = entry.slice(0, 2);
      const list = new Set<string>();
      for (const display of displays) {
        const name = display.of(code);
        if (name) list.add(fold(name));
      }
      names.set(code, [...list]);
    }
    countryNameCache.set(intlLocale, names);
  }
  return names;
}

/**
 * How well a query names a zone's country: its code or alias ("NZ", "UK", "USA") or whole name ("India", "Indien")
 * 5, the start of its name 4, a word of it 3; the zone the country means first scores 0.4 more ("US" → New York).
 */
function countryScore(id: string, folded: string, locale: string): number {
  const country = countryOf(id);
  if (!country) return 0;
  const names = countryNames(locale).get(country.code) ?? [];
  const code = COUNTRY_ALIASES[folded] ?? (folded.length === 2 ? folded.toUpperCase() : '');
  const score =
    code === country.code || names.includes(folded)
      ? 5
      : names.some((name) => name.startsWith(folded))
        ? 4
        : names.some((name) => name.includes(` ${folded}`))
          ? 3
          : 0;
  return score && score + (country.principal ? 0.4 : 0);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads "+5:30", "gmt-5", "UTC+05:30", "utc" as an offset in minutes. */
function parseOffsetQuery(query: string): number | undefined {
  const match = /^(?:gmt|utc)?\s*([+-−])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(query);
  if (match) {
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '+' ? minutes : -minutes;
  }
  return query === 'gmt' || query === 'utc' ? 0 : undefined;
}

const searchTextCache = new Map<string, string>();
function searchText(zone: TimeZoneInfo, locale: string, at: number): string {
  const key = `${locale}|${zone.id}|${zone.offsetMinutes}`;
  let text = searchTextCache.get(key);
  if (text === undefined) {
    // Building one Intl formatter per zone and style costs 0.1–0.5 ms: only the generic names (shared with
    // formatZoneName's cache); abbreviations come from the static table.
    const names = [
      zone.id,
      zone.city,
      zone.region,
      zoneDisplayName(zone.id, locale, 'longGeneric', at),
      isEnglish(toIntlLocale(locale))
        ? undefined
        : zoneDisplayName(zone.id, 'en-US', 'longGeneric', at),
    ];
    text = fold(names.filter((name): name is string => !!name).join(' | '));
    searchTextCache.set(key, text);
  }
  return text;
}

/**
 * Zones matching a query by city ("new york", "são paulo" or "sao paulo"), a place on its time or another spelling
 * ("mumbai", "san francisco", "kiev" or "kyiv": `PLACES`), region ("europe"), id, generic name in the locale or
 * English ("eastern time", "mitteleuropäische"), abbreviation ("EST", "CET", "IST") or offset ("+5:30", "GMT-5"). Best matches first: abbreviation or city equal to the query, then city starting with it,
 * then any word starting with it, then anywhere. Empty query → every zone.
 */
export function searchTimeZones(
  query: string,
  locale: string,
  options: { at?: Date | number; zones?: readonly TimeZoneInfo[] } = {},
): TimeZoneInfo[] {
  const at =
    options.at === undefined
      ? Date.now()
      : typeof options.at === 'number'
        ? options.at
        : options.at.getTime();
  const zones = options.zones ?? listTimeZones(at);
  const folded = fold(query);
  if (folded === '') return [...zones];
  const offset = parseOffsetQuery(folded.replace(/\s/g, ''));
  const abbreviated = zonesByAbbreviation().get(folded);
  const scored: { zone: TimeZoneInfo; score: number }[] = [];
  for (const zone of zones) {
    const city = fold(zone.city);
    const places = placesOf(zone.id);
    let score = 0;
    if (abbreviated?.has(zone.id)) score = 5;
    else if (city === folded || places.includes(folded)) score = 5;
    else if (offset !== undefined && zone.offsetMinutes === offset) score = 4;
    // The zone's own city before a place on its time: "Kol" is Kolkata before Köln (Berlin).
    else if (city.startsWith(folded)) score = 4;
    else if (places.some((place) => place.startsWith(folded))) score = 3.8;
    score = Math.max(score, countryScore(zone.id, folded, locale));
    if (score === 0) {
      const text = searchText(zone, locale, at);
      if (
        text.split(/[\s|(),-]+/).some((word) => word.startsWith(folded)) ||
        text.includes(` ${folded}`)
      )
        score = 3;
      else if (text.includes(folded)) score = 2;
      else if (fold(zone.offsetLabel) === folded.replace(/\s/g, '')) score = 2;
    }
    // Among equal matches, zones people commonly mean (those behind an abbreviation) come first.
    if (score > 0) scored.push({ zone, score: score + majorZoneBonus(zone.id) });
  }
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.zone);
}
