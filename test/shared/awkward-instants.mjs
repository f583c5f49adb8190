// The awkward instants the date-sensitive tests must hold at (scripts/time-matrix.mjs,
// playwright.time-matrix.config.ts), and which tests those are: those that fix the page's clock, and those that
// keep the machine's.

/** [name, instant, the viewer's zone (else the machine's)]. */
export const INSTANTS = [
  // A Friday evening: the week and the day are nearly over (the two tests that assumed otherwise failed here).
  ['friday-evening', '2026-11-27T21:40:00Z'],
  ['saturday', '2026-11-28T15:00:00Z'],
  // The last half hour of a year.
  ['year-end', '2026-12-31T23:35:00Z', 'Europe/London'],
  // Sunday 00:30 in Berlin, the night Europe moves its clocks forward (01:00 UTC).
  ['eu-dst-week', '2027-03-27T23:30:00Z', 'Europe/Berlin'],
  // 01:30 in New York, half an hour before the US moves its clocks forward.
  ['us-dst-week', '2027-03-14T06:30:00Z', 'America/New_York'],
  ['leap-day', '2028-02-29T12:00:00Z'],
  // 00:20 on Saturday at UTC+14, still Friday morning in UTC.
  ['utc+14-first-hour', '2026-11-27T10:20:00Z', 'Pacific/Kiritimati'],
  // 23:40 on Friday at UTC−11, already Saturday in UTC.
  ['utc-11-last-hour', '2026-11-28T10:40:00Z', 'Pacific/Pago_Pago'],
];

/** The browser specs whose screens depend on the day, the hour or the zone (relative to test/). */
export const DATE_SENSITIVE_SPECS = [
  'e2e/booking-timezone.spec.ts',
  'e2e/layout-stability.spec.ts',
  'e2e/next-times.spec.ts',
  'e2e/keyboard-booking.spec.ts',
  'e2e/stale-times.spec.ts',
];

/**
 * The browser specs that keep the machine's real clock (relative to test/): they start servers of their own
 * (`npm run mock`, the proxy, a site) whose "now" is the machine's, so the page's clock is not fixed either.
 * scripts/time-matrix.mjs runs them under libfaketime at each instant (every process on the same shifted clock):
 * each must choose its day from the data.
 */
export const REAL_CLOCK_SPECS = [
  'e2e/early-reads.spec.ts',
  'e2e/embed-builder.spec.ts',
  'e2e/embed-lock.spec.ts',
  'e2e/event-settings-live.spec.ts',
  'e2e/language-picker-live.spec.ts',
  'e2e/live-mode.spec.ts',
  'e2e/proxy-flows.spec.ts',
  'e2e/readme-snippets.spec.ts',
  'contract/contract.spec.ts',
];

/** The unit tests of the date logic: the calendar's periods, zones, the search ahead, the mock's slots. */
export const DATE_UNIT_TESTS = [
  'test/unit/core/calendar.test.ts',
  'test/unit/core/zone.test.ts',
  'test/unit/core/zone-padding.test.ts',
  'test/unit/core/freshness.test.ts',
  'test/unit/components/booking-widget/next-available.test.ts',
  'test/unit/components/booking-widget/calendar-state.test.ts',
  'test/unit/mock/slot-engine.test.ts',
];
