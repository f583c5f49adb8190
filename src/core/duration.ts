/**
 * Durations: the resource's `{ type, value }` objects, plain minutes, and the `<n>m` / `<n>h` / `<n>d` form that
 * the availability query (DESIGN §4) and the element's `duration` attribute use.
 */
import type { Duration, Resource, TimeUnit } from '../api/booking-schemas.js';

export const MINUTES_PER_UNIT: Readonly<Record<TimeUnit, number>> = {
  minutes: 1,
  hours: 60,
  days: 1440,
};

/** A duration the person can choose, in the resource's order. */
export interface DurationOption {
  minutes: number;
  /** The query form, e.g. `30m`, `60m`. */
  param: string;
  isDefault: boolean;
}

/** Parts for a label such as "1 h 30 min" or "2 days" (catalog keys `duration.*`). */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Minutes of a duration object (type defaults to minutes). */
export function durationToMinutes(
  duration: Pick<Duration, 'value'> & { type?: TimeUnit | null },
): number {
  return Math.round(duration.value * MINUTES_PER_UNIT[duration.type ?? 'minutes']);
}

const QUERY_UNITS: Readonly<Record<string, TimeUnit>> = { m: 'minutes', h: 'hours', d: 'days' };

/** A query duration written `<n>m`, `<n>h` or `<n>d` (DESIGN §4) → minutes; undefined for any other text. */
export function queryDurationMinutes(text: string | null | undefined): number | undefined {
  const match = /^(\d+)([mhd])$/.exec(text ?? '');
  return match ? Number(match[1]) * MINUTES_PER_UNIT[QUERY_UNITS[match[2]!]!] : undefined;
}

/** The query form, in minutes (spec §4.2 gives `m` as the only suffix): 30 → `30m`, 60 → `60m`, 1440 → `1440m`. */
export function minutesToDurationParam(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))}m`;
}

/**
 * Reads `30m`, `1h`, `2d`, `90` (minutes), `45min`, `1.5h` or an ISO 8601 `PT1H30M`; undefined for anything else
 * (the element then falls back to the resource's default duration).
 */
export function parseDurationParam(text: string | null | undefined): number | undefined {
  if (typeof text !== 'string') return undefined;
  const value = text.trim().toLowerCase();
  const simple = /^(\d+(?:\.\d+)?)\s*(m(?:ins?|inutes?)?|h(?:rs?|ours?)?|d(?:ays?)?)?$/.exec(value);
  if (simple) {
    const amount = Number(simple[1]);
    const unit = (simple[2] ?? 'm').charAt(0);
    const minutes = Math.round(amount * (unit === 'h' ? 60 : unit === 'd' ? 1440 : 1));
    return minutes >= 1 ? minutes : undefined;
  }
  const iso = /^p(?:(\d+)d)?(?:t(?:(\d+)h)?(?:(\d+)m)?)?$/.exec(value);
  if (iso && value !== 'p' && value !== 'pt' && !value.endsWith('t')) {
    const minutes = Number(iso[1] ?? 0) * 1440 + Number(iso[2] ?? 0) * 60 + Number(iso[3] ?? 0);
    return minutes >= 1 ? minutes : undefined;
  }
  return undefined;
}

/** Splits minutes into days, hours and minutes for a label. */
export function durationParts(minutes: number): DurationParts {
  const whole = Math.max(0, Math.round(minutes));
  return {
    days: Math.floor(whole / 1440),
    hours: Math.floor((whole % 1440) / 60),
    minutes: whole % 60,
  };
}

/** The resource's durations as options, de-duplicated, in the resource's order. */
export function durationOptions(resource: Pick<Resource, 'durations'>): DurationOption[] {
  const defaultMinutes = defaultDurationMinutes(resource);
  const seen = new Set<number>();
  const options: DurationOption[] = [];
  for (const duration of resource.durations) {
    const minutes = durationToMinutes(duration);
    if (minutes < 1 || seen.has(minutes)) continue;
    seen.add(minutes);
    options.push({
      minutes,
      param: minutesToDurationParam(minutes),
      isDefault: minutes === defaultMinutes,
    });
  }
  return options;
}

/** The resource's default duration: the one marked `is_default`, else the first. */
export function defaultDuration(resource: Pick<Resource, 'durations'>): Duration | undefined {
  return (
    resource.durations.find((duration) => duration.is_default === true) ?? resource.durations[0]
  );
}

/** Minutes of the default duration (30 when the resource lists none, the spec's default value). */
export function defaultDurationMinutes(resource: Pick<Resource, 'durations'>): number {
  const duration = defaultDuration(resource);
  return duration ? durationToMinutes(duration) : 30;
}

/**
 * The duration to show: the requested one (attribute or the person's choice, in any form `parseDurationParam`
 * reads, or minutes) when the resource offers it, else the resource's default.
 */
export function resolveDuration(
  resource: Pick<Resource, 'durations'>,
  requested?: string | number | null,
): number {
  const minutes =
    typeof requested === 'number' ? Math.round(requested) : parseDurationParam(requested);
  if (
    minutes !== undefined &&
    durationOptions(resource).some((option) => option.minutes === minutes)
  ) {
    return minutes;
  }
  return defaultDurationMinutes(resource);
}
