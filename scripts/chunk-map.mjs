// The chunk map: which source modules the CDN build (vite.config.ts) puts in which chunk, and what each chunk is
// for. The build's code-splitting groups and the size budgets (scripts/check-budgets.mjs) both read it, so a
// module moved here moves in the build and in the budget sets alike.

import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * `src/…` path of a module: a build's module id (absolute path, maybe with a `?query`) or a manifest's `src`
 * (relative to the project); undefined outside the project's src/.
 */
export function sourcePath(id) {
  const file = id.split('?')[0] ?? id;
  const path = (isAbsolute(file) ? relative(ROOT, file) : file).split(sep).join('/');
  return path.startsWith('src/') ? path : undefined;
}

/** Source modules, as `src/…` prefixes, of each kind of lazily loaded chunk. */
export const LAZY_MODULES = {
  /**
   * Needed to book, not to show slots: the form, the client's booking operations and their hand-written checks,
   * answers. One lazily loaded chunk (the 'book-step' group below). No zod: the schemas load after the visitor
   * submits (below).
   */
  booking: [
    'src/components/booking-form/',
    'src/components/booking-widget/submit.ts',
    'src/api/bookings.ts',
    'src/api/booking-checks.ts',
    'src/core/questions.ts',
  ],
  /**
   * The confirmation: loaded while the form is filled in and at the latest with the booking request, never waited
   * for before it is sent (book-flow.ts), so needed neither to show slots nor to book. It is the entry of its own
   * chunk, which takes in what only it and the manage screens use.
   */
  'after-booking': [
    'src/components/booking-confirmation/booking-confirmation.ts',
    // The booking answer's tolerant read (and zod with it): loaded as the booking request is sent, never before.
    'src/api/booking-read.ts',
  ],
  /**
   * Screens loaded on demand, needed neither to show slots nor to book: reschedule / cancel (<booking-manage>, loaded
   * when `booking` + `action` are set or the confirmation's Reschedule / Cancel is used), the time-zone selector
   * (<booking-timezone-select>: a read-only field shows the zone until it loads) and its list (zone-list.ts), the
   * floating button (loaded by `BookingWidget.floatingButton()` only) and the brand palette (loaded only when a
   * page sets `--booking-primary` without `--booking-on-primary`, or the popup's primary option), and a page of
   * events' list (<booking-events>, shown only without `resource`), and a protected event's passcode screen.
   */
  'on-demand': [
    'src/components/booking-manage/',
    'src/components/booking-timezone-select/zone-list.ts',
    'src/components/booking-timezone-select/booking-timezone-select.ts',
    'src/components/booking-dialog/floating-button.ts',
    'src/components/booking-dialog/brand.ts',
    'src/core/palette.ts',
    'src/api/booking-changes.ts',
    // The booking request's schemas: loaded only to word what the hand-written checks refuse (booking-checks.ts).
    'src/api/booking-record-schemas.ts',
    // A page of events' list (<booking-events> and its request) and the widget's screens around it: only pages
    // without `resource` load them.
    'src/components/booking-events/',
    'src/components/booking-widget/event-list-screen.ts',
    'src/api/resource-list.ts',
    // The console's word on a site owner's mistakes: loaded only when the markup may hold one.
    'src/components/booking-widget/attribute-warnings.ts',
    // The details' policy terms and hosts' links: only events with a policy or a host's links load them.
    'src/components/booking-details/details-extras.ts',
    'src/core/policy-terms.ts',
    'src/core/social-links.ts',
    // A protected event's lock and passcode screen: only such an event loads them (one chunk).
    'src/components/booking-widget/passcode-lock.ts',
    'src/components/booking-widget/passcode-screen.ts',
    // Keeping the times shown current while the page stays open (a time passing its notice, midnight): loaded
    // once the first times are on screen, as nothing can go stale before then.
    'src/components/booking-widget/freshness-controller.ts',
    'src/core/freshness.ts',
    // The schemas' reading of the two records that show slots, for what the hand-written reads leave to them (a
    // record to refuse with the field named, a form they do not read: record-read.ts). Loaded only then.
    'src/api/resource-read.ts',
    'src/api/booking-schemas.ts',
    // The visitor's language picker's list: an empty row holds its place until the browser is idle once the event
    // is known.
    'src/components/booking-widget/language-picker.ts',
    // A dense day's Tab stop, keys and chosen-time scrolling: loaded with the first bounded list shown.
    'src/components/booking-calendar/dense-keys.ts',
    // A month's read-ahead on a step and the next-month prefetch: loaded once the first times are painted.
    'src/components/booking-widget/read-ahead.ts',
  ],
  /** Demo mode only: the in-page mock service. */
  mock: ['src/mock/'],
  /** The API client's operations only integrators call (resource CRUD, customers, links, reports). */
  integrator: ['src/api/admin.ts'],
};

/** Each non-English catalog is its own lazily loaded chunk (English's parts, en*.ts, go where they are said). */
const isCatalog = (path) =>
  /^src\/core\/i18n\/catalogs\//.test(path) && !/\/en(-[a-zA-Z-]+)?\.ts$/.test(path);

/** The kind of chunk a source module belongs to: a key of LAZY_MODULES, 'catalog', or 'core' (both sets). */
export function kindOfModule(id) {
  const path = sourcePath(id);
  if (path === undefined) return 'core';
  if (isCatalog(path)) return 'catalog';
  for (const [kind, prefixes] of Object.entries(LAZY_MODULES))
    if (prefixes.some((prefix) => path.startsWith(prefix))) return kind;
  return 'core';
}

/** The booking request and its submit: their own chunk of the booking step (book-flow.ts loads it). */
const SUBMIT = ['src/components/booking-widget/submit.ts', 'src/api/bookings.ts'];

/** Modules of the package entries that stay in their entry file rather than in the shared 'src' chunk. */
const IN_ENTRY = ['src/components/booking-dialog/', 'src/api/client.ts', 'src/index.ts'];

/**
 * Code-splitting groups of the CDN build, each with the kind of chunk it makes (the budgets read a group's chunk
 * by its name in the manifest).
 */
export const CHUNK_GROUPS = [
  {
    // ICU's start-up (core/intl-warm.ts): a chunk that imports nothing, so the header
    // script's import of it runs as soon as it arrives, while the main thread waits for the shared chunk and the
    // data. The shared chunk imports it: it is on the path to the first times either way.
    name: 'i',
    kind: 'core',
    priority: 3,
    tags: ['$initial'],
    test: (id) => sourcePath(id) === 'src/core/intl-warm.ts',
  },
  {
    // Everything the entries load up front is one shared chunk (the popup's own modules stay in
    // booking-popup.js): lazily loaded chunks sharing some of it would otherwise split it into several small
    // files, each compressed on its own (worse gzip, more requests). The package entry and the full client (every
    // operation, loading the booking ones on first call) stay in booking-widget.js: the widget needs only
    // ClientCore.
    name: 'src',
    kind: 'core',
    priority: 2,
    tags: ['$initial'],
    test: (id) => !IN_ENTRY.some((prefix) => sourcePath(id)?.startsWith(prefix)),
  },
  {
    // What booking needs beyond showing slots, in one lazily loaded chunk. Modules the entries load up front
    // stay in 'src' above. No group for the confirmation: as a group member rather than the entry of its own
    // chunk, its import would need rolldown's namespace helper, which the booking step needs too, in a file of
    // its own on the booking path.
    name: 'book-step',
    kind: 'booking',
    priority: 1,
    test: (id) => kindOfModule(id) === 'booking' && !SUBMIT.includes(sourcePath(id) ?? ''),
  },
  {
    // The booking request and its submit with the client's booking operations: asked for once the form is painted
    // (book-flow.ts), so that the form's own chunk is smaller; Book waits for it only when pressed before. After
    // 'book-step', which takes in what both use (the hand-written checks, the English strings).
    name: 'book-submit',
    kind: 'booking',
    priority: 1,
    test: (id) => SUBMIT.includes(sourcePath(id) ?? ''),
  },
  {
    // zod and the booking records' schemas: the booking answer's tolerant read, loaded as the booking request is
    // sent (bookings.ts), and the request's schemas, which word what the hand-written checks refuse. The manage
    // screens, the reads' schemas (resource-read), the mock and the integrator operations import it too. One file:
    // left to itself, the bundler would put zod in one of those chunks, and the booking's read would load it.
    name: 'booking-read',
    kind: 'after-booking',
    priority: 1,
    test: (id) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(id) ||
      [
        'src/api/booking-read.ts',
        'src/api/booking-record-schemas.ts',
        'src/api/place-schemas.ts',
        'src/api/schema-helpers.ts',
      ].includes(sourcePath(id) ?? ''),
  },
  {
    // The client's operations on a booking: imported by the manage screens and, on first call, by the full
    // client. Shared by both, it would otherwise become an unnamed shared chunk the budgets could not tell from
    // the core.
    name: 'booking-changes',
    kind: 'on-demand',
    priority: 1,
    test: (id) => sourcePath(id) === 'src/api/booking-changes.ts',
  },
  {
    // The schemas' reading of the records that show slots (and the resources' schemas): loaded by the client for
    // what its hand-written reads leave to it (record-read.ts), and with a page of events' list and the integrator
    // operations. Shared by them,
    // it would otherwise become an unnamed shared chunk the budgets would count as the core.
    name: 'resource-read',
    kind: 'on-demand',
    priority: 1,
    test: (id) =>
      ['src/api/resource-read.ts', 'src/api/booking-schemas.ts'].includes(sourcePath(id) ?? ''),
  },
];
