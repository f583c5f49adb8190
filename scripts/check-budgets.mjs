// Size budgets, checked by `npm test` after the build (sizes only; timings are the bench's job), for each way a
// page shows the widget through the header script: an inline tag (embed.js imports booking-widget.js) and a
// popup trigger (embed.js imports booking-popup.js). The targets (BUDGETS, gzip -9 per file, summed):
//   dist/embed.js                      ≤  2 KB  (the header script every page of a site loads)
//   everything needed to show slots    ≤ 50 KB  (embed.js + the widget module + the chunks it needs)
//   everything needed to book          ≤ 70 KB  (the above + the booking step's chunk: the form and the client's
//                                                booking operations, src/api/bookings.ts)
// These are the module graph's side of docs/performance.md's "JS downloaded by the first time shown / by the
// form shown" (live, as downloaded), which also count what the browser prefetches when idle.
// "Needed to book" is what must be downloaded before the booking request can be sent. The confirmation
// (<booking-confirmation>, its calendar file and strings) is not: it is fetched while the browser is idle
// after the form is shown, and at the latest in parallel with the booking request (book-flow.ts shows the
// booking as made without it), so it is its own "after booking" row, outside both sets. So is the booking
// answer's read (zod and the booking records' schemas, chunk booking-read): it loads as the request is sent, which
// the hand-written checks (src/api/booking-checks.ts) let go without it.
// The mock (demo mode only), the non-English catalogs and the API client's integrator-only operations
// (src/api/admin.ts: resource CRUD, customers, links, reports, which the widget never calls) are lazily loaded
// chunks outside both sets, and so are screens loaded on demand (reschedule / cancel, the time-zone list, the
// console's word on a site owner's mistakes).
// Chunk sets come from the build's module graph in dist/.vite/manifest.json (each chunk's static and dynamic
// imports), each chunk classified by the chunk map (scripts/chunk-map.mjs) the build splits by: a lazily loaded
// chunk by its source module, a code-splitting group's chunk by the group's name.
// Usage: node scripts/check-budgets.mjs [--json] [--verbose] [--dist <dir>] | --self-test
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHUNK_GROUPS, kindOfModule } from './chunk-map.mjs';

export const KB = 1024;
/** The targets (docs/performance.md, "Budgets and policy"). */
export const BUDGETS = { embed: 2 * KB, slots: 50 * KB, book: 70 * KB };
/**
 * What `npm test` fails on, per way of loading the widget (a way not listed is gated by the targets): the sizes
 * measured on main on 2026-11-28, over the targets. A change that makes a set bigger raises its gate by what it
 * measured and says why here in a line and in its commit message (and why it must be on the first paint's path
 * rather than on demand); one that makes it smaller lowers the gate to what it measured. The history of each
 * change is in the commit messages (`git log -p scripts/check-budgets.mjs`).
 */
export const GATES = {
  embed: BUDGETS.embed,
  // What is over the targets, and what would bring it back (docs/performance.md, "Where the next gains are"): inline
  // meets the first paint's target; the popup's module (booking-popup.js, 3.5 KB: the dialog, its options and
  // styles) keeps it 1.9 KB over (gates at the sizes measured with a page of events' screens, a protected event's
  // lock and a month's read-ahead on demand). Booking meets its target: the form and the request are checked by hand (api/booking-checks.ts),
  // zod loads with the booking request (the answer's read). What each feature added, and why it must be on the first
  // paint's path, is in the commit that raised the gate.
  // +0.13-0.17 KB: the details' on-demand loader for a policy's terms and a host's links (their code is off the path).
  // +0.46-0.50 KB: which language a widget speaks (the visitor's pick, remembered, vs. the attribute and
  // hide_language) and the language picker's loader and placeholder row (its list is an on-demand chunk).
  // +0.04 KB: the inline widget's `primary` attribute (read by the brand-colour controller; its palette on demand).
  // +0.13-0.14 KB: the calendar's watch of its width (a narrow week's one day) and the loader of a dense day's Tab stop and keys.
  // +0.01 KB (popup, to book): 3 bytes that 7460669 / 50212a2 added after the last gate change (75.503 KB at 97b2c33).
  // +0.02 KB (popup, to book): the popup's own words follow the event's language and hide_language (booking-ready).
  // +0.05 KB: the freshness controller and a dense day's keys asked for once the first times are painted (their
  // 1.5 KB no longer downloaded before the first time shown, live).
  // +0.10 KB (popup), +0.02 KB (inline, to book): a site owner's misspelt popup option names (a trigger's or the
  // header tag's data-booking-*, a call's) and an `action` are sent to the console's "did you mean" (its module loads
  // only then): the test of the names must run where the options are read.
  // +0.01 KB (popup): one template for the loading and the loaded screen (the calendar rendered while the event
  // loads is updated, not built again: less main-thread work before the first times).
  // +0.05 KB: a read held by the page's shared rate limiter (another read's 429 paused it) tells onWait, so the
  // widget counts the wait down instead of showing its old times with no word (the client and the limiter are on
  // every path).
  // +0.01-0.02 KB: a popup's title and close button say what the widget inside it says (the widget tells it each
  // language it speaks: a page of events' list after "All events" too).
  // +0.06 KB (popup): a popup opened with nothing focused (open() at page load) leaves the keyboard at the top of the
  // view when it closes, not past the end of the document (the dialog is on every popup's path).
  // +0.01 KB: a round-robin team's members' social links (their code is the on-demand details extras').
  // +0.02 KB (popup, to the first time): a location's text fields are one list (contract-values.ts) that the read and
  // the booking step's hand check share, so the shared chunk exports it (to book: −0.05 KB, the second copy gone).
  // +0.04-0.05 KB: a time tapped before the freshness controller has loaded waits for it (its notice may have begun),
  // and a read held behind the form (a prefetch queued behind the booking's own 429) puts no second countdown over it.
  // +0.02 KB: an element's own lang="de" without `language` is a suspected mix-up (the console's "did you mean").
  // +0.01-0.03 KB: the manage actions are one list (core/flow.ts MANAGE_ACTIONS), exported by the shared chunk to the
  // confirmation and the warnings, instead of three copies.
  // +0.06-0.07 KB: a tap waits for the freshness controller only when the time's notice may have begun (a first tap
  // never waits), and at most 10 s (a chunk that never comes must not leave the tap unanswered).
  // +0.19 KB: ICU's start-up during the network wait after an intent (core/intl-warm.ts, a chunk of its own
  // that the header script asks for with the entry): 21 ms less main-thread CPU after the code and the data are in
  // (desktop; ≈ 4× on a phone), which must be on the path, as it must run before the shared chunk arrives.
  // +0.01 KB: main at 61bd182 measured 6–13 bytes over the gates set at de6574b (a chunk's hashed name, imported
  // by the others, compresses differently from build to build): gates at what it measures.
  // +0.14-0.16 KB: on a phone the loading state has the loaded screen's shape (the compact header's, a full day's bounded
  // box of times): nothing moves when the event and its times arrive (CSS of the first paint, which must be there
  // before it).
  // +0.06-0.07 KB: ICU's start-up waits until the header script has asked for the times (a first visit asks on the record's
  // answer): begun earlier, its long task held that request back ≈ 210 ms on the phone profile (live waterfall).
  // +0.01-0.02 KB: a next month's prefetch held by a 429 counts down unseen while the times are on screen, and shows
  // only once the person waits for a read (the widget asks whether the event or the times shown are on their way).
  // +0.01 KB: an empty week is announced as "No times this week", not "this month" (the live region's words must match
  // the screen's, and both are said when the times arrive).
  // +0.01 KB: a team's row of a member's links is led by the member's name (the details column says to draw it).
  // −0.01 KB: a late tap is checked by the choosing screen itself (the service asked again), not by waiting up
  // to 10 s for the freshness controller's chunk; the controller no longer checks taps.
  // +0.01 KB: that check asks the service twice (a refetch under way may predate the device's clock moving on).
  // +0.01-0.02 KB: after a language pick the live region keeps nothing in the old language (it is on every screen).
  // +0.01 KB (inline, to book): in forced colours the form's Book button's text fill is the mode's ButtonText in every
  // theme (it was the brand's text shade, which axe reads).
  // +0.10 KB: the early answers' bodies are read during the wait for the shared chunk (core/intl-warm.ts) and taken
  // with them (api/early-reads.ts): the event and its times then render in the task that first renders the widget,
  // with no loading frame painted between (one style, layout and paint instead of three); it must run before the
  // shared chunk arrives, as ICU's start-up beside it.
  'inline tag': { slots: 50.1 * KB, book: 65.67 * KB },
  popup: { slots: 52.67 * KB, book: 68.24 * KB },
};

/** gzip -9 and brotli quality 11: what a CDN serves for precompressed static files. */
export function compressedSizes(buffer) {
  return {
    raw: buffer.byteLength,
    gzip: gzipSync(buffer, { level: 9 }).byteLength,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength,
      },
    }).byteLength,
  };
}

/** Sums per-file sizes (each file is its own response on the wire). */
export function sizeOfFiles(distDir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = compressedSizes(readFileSync(join(distDir, file)));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return { files: [...files].sort(), ...total };
}

/**
 * The build's module graph from dist/.vite/manifest.json: for each chunk file, its static and dynamic imports
 * (dist-relative paths) and its kind (chunk-map.mjs): 'mock' (demo mode), 'catalog' (a non-English language),
 * 'integrator' (the client's operations only integrators call), 'booking' (the form: needed to book, not to show
 * slots), 'after-booking' (the confirmation and the booking answer's read, loaded with the booking request), 'on-demand' (manage screens, zone
 * list: neither), or 'core' (counted for both).
 */
export function readModuleGraph(distDir) {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path))
    throw new Error(`${path} is missing: the build writes it (build.manifest in vite.config.ts).`);
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const fileOf = (key) => manifest[key]?.file;
  const graph = new Map();
  const kinds = new Map();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    graph.set(chunk.file, {
      staticImports: new Set((chunk.imports ?? []).map(fileOf).filter(Boolean)),
      dynamicImports: new Set((chunk.dynamicImports ?? []).map(fileOf).filter(Boolean)),
    });
    kinds.set(
      chunk.file,
      chunk.src !== undefined
        ? kindOfModule(chunk.src)
        : (CHUNK_GROUPS.find((group) => group.name === chunk.name)?.kind ?? 'core'),
    );
  }
  return { graph, kinds };
}

/** Files reachable from `roots` through static and dynamic imports, never entering a chunk of an excluded kind. */
function reachable(graph, kinds, roots, excludedKinds) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !graph.has(file) || excludedKinds.has(kinds.get(file))) continue;
    seen.add(file);
    const node = graph.get(file);
    stack.push(...node.staticImports, ...node.dynamicImports);
  }
  return seen;
}

/** Static closure of a set of chunks (what loading them pulls in), used for the mock's own size. */
function staticClosure(graph, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !graph.has(file)) continue;
    seen.add(file);
    stack.push(...graph.get(file).staticImports);
  }
  return seen;
}

/** The two ways a page shows the widget: the header script imports one of these modules next to it. */
export const PATHS = [
  { name: 'inline tag', entry: 'booking-widget.js', required: true },
  { name: 'popup', entry: 'booking-popup.js', required: false },
];

export function analyzeBuild(distDir = 'dist') {
  const embedFile = 'embed.js';
  for (const file of [
    embedFile,
    ...PATHS.filter((path) => path.required).map((path) => path.entry),
  ]) {
    if (!existsSync(join(distDir, file))) {
      throw new Error(`${join(distDir, file)} is missing: run \`npm run build\` first.`);
    }
  }
  const { graph, kinds } = readModuleGraph(distDir);
  const paths = PATHS.filter((path) => graph.has(path.entry)).map((path) => {
    const slotsFiles = reachable(
      graph,
      kinds,
      [path.entry],
      new Set(['mock', 'catalog', 'integrator', 'booking', 'after-booking', 'on-demand']),
    );
    const bookFiles = reachable(
      graph,
      kinds,
      [path.entry],
      new Set(['mock', 'catalog', 'integrator', 'after-booking', 'on-demand']),
    );
    return {
      name: path.name,
      entry: path.entry,
      slots: sizeOfFiles(distDir, [embedFile, ...slotsFiles]),
      book: sizeOfFiles(distDir, [embedFile, ...bookFiles]),
    };
  });
  const everythingBooked = new Set(paths.flatMap((path) => path.book.files));
  const mockRoots = [...kinds].filter(([, kind]) => kind === 'mock').map(([file]) => file);
  // The mock's cost is what demo mode adds on top of the booking set (hono, the engine, fixtures…).
  const mockFiles = [...staticClosure(graph, mockRoots)].filter(
    (file) => !everythingBooked.has(file),
  );
  // The confirmation: what it adds on top of the booking set (fetched while the form is filled in, or with the POST).
  const afterBookingRoots = [...kinds]
    .filter(([, kind]) => kind === 'after-booking')
    .map(([file]) => file);
  const afterBookingFiles = [...staticClosure(graph, afterBookingRoots)].filter(
    (file) => !everythingBooked.has(file) && kinds.get(file) !== 'mock',
  );
  // Screens loaded on demand: what opening them adds on top of the booking set and the confirmation (the manage
  // screens end on it; it has its own row).
  const onDemandRoots = [...kinds].filter(([, kind]) => kind === 'on-demand').map(([file]) => file);
  const onDemandFiles = [...staticClosure(graph, onDemandRoots)].filter(
    (file) =>
      !everythingBooked.has(file) &&
      !afterBookingFiles.includes(file) &&
      kinds.get(file) !== 'mock',
  );
  const largest = (key) =>
    paths.map((path) => path[key]).reduce((a, b) => (b.gzip > a.gzip ? b : a));
  return {
    embed: sizeOfFiles(distDir, [embedFile]),
    /** the larger of the paths: what the budgets are about */
    slots: largest('slots'),
    book: largest('book'),
    paths,
    mock: sizeOfFiles(distDir, mockFiles),
    afterBooking: sizeOfFiles(distDir, afterBookingFiles),
    onDemand: sizeOfFiles(distDir, onDemandFiles),
    kinds: Object.fromEntries(kinds),
  };
}

const formatKb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

export function checkBudgets(analysis) {
  const rows = [
    {
      name: 'embed.js (header script)',
      set: analysis.embed,
      target: BUDGETS.embed,
      limit: GATES.embed,
    },
    ...analysis.paths.flatMap((path) => [
      {
        name: `to show slots (${path.name})`,
        set: path.slots,
        target: BUDGETS.slots,
        limit: GATES[path.name]?.slots ?? BUDGETS.slots,
      },
      {
        name: `to book (${path.name})`,
        set: path.book,
        target: BUDGETS.book,
        limit: GATES[path.name]?.book ?? BUDGETS.book,
      },
    ]),
    { name: 'mock chunk (demo mode only)', set: analysis.mock, limit: undefined },
    {
      name: 'after booking (confirmation, answer read; with the booking request)',
      set: analysis.afterBooking,
      limit: undefined,
    },
    {
      name: 'on demand (manage, zone selector, floating button, palette)',
      set: analysis.onDemand,
      limit: undefined,
    },
  ];
  return rows.map((row) => ({
    ...row,
    ok: row.limit === undefined || row.set.gzip <= row.limit,
    meetsTarget: row.target === undefined || row.set.gzip <= row.target,
  }));
}

export function formatTable(rows) {
  const header = ['budget', 'files', 'gzip', 'brotli', 'target (gzip)', 'gate', 'status'];
  const lines = rows.map((row) => [
    row.name,
    String(row.set.files.length),
    formatKb(row.set.gzip),
    formatKb(row.set.brotli),
    row.target === undefined ? '—' : formatKb(row.target),
    row.limit === undefined ? '—' : formatKb(row.limit),
    row.limit === undefined
      ? 'info'
      : !row.ok
        ? `OVER the gate by ${formatKb(row.set.gzip - row.limit)}`
        : row.meetsTarget
          ? 'ok'
          : `target missed by ${formatKb(row.set.gzip - row.target)}`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [
    format(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...lines.map(format),
  ].join('\n');
}

/**
 * `--self-test`: builds a small fake dist/ in a temporary folder with its manifest (an entry with a shared chunk,
 * the booking step's group chunk behind a dynamic import and the confirmation behind one of its, the mock and a
 * catalog behind dynamic imports) and checks the sets and the failure path.
 */
async function selfTest() {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const assert = (await import('node:assert/strict')).default;
  const { randomBytes } = await import('node:crypto');
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  try {
    mkdirSync(join(dir, 'chunks'));
    mkdirSync(join(dir, '.vite'));
    // Random base64 text: incompressible, so its gzip size is close to its length.
    const noise = (bytes) =>
      randomBytes(Math.ceil((bytes * 3) / 4))
        .toString('base64')
        .slice(0, bytes);
    const manifest = {
      'src/index.ts': {
        file: 'booking-widget.js',
        name: 'booking-widget',
        src: 'src/index.ts',
        isEntry: true,
        imports: ['_src-AAAAAAAA.js'],
        dynamicImports: [
          '_book-step-BBBBBBBB.js',
          'src/mock/browser.ts',
          'src/core/i18n/catalogs/ar.ts',
          'src/api/admin.ts',
        ],
      },
      '_src-AAAAAAAA.js': { file: 'chunks/src-AAAAAAAA.js', name: 'src' },
      '_book-step-BBBBBBBB.js': {
        file: 'chunks/book-step-BBBBBBBB.js',
        name: 'book-step',
        imports: ['_src-AAAAAAAA.js'],
        dynamicImports: ['src/components/booking-confirmation/booking-confirmation.ts'],
      },
      'src/components/booking-confirmation/booking-confirmation.ts': {
        file: 'chunks/booking-confirmation-GGGGGGGG.js',
        src: 'src/components/booking-confirmation/booking-confirmation.ts',
        isDynamicEntry: true,
        imports: ['_src-AAAAAAAA.js'],
      },
      'src/mock/browser.ts': {
        file: 'chunks/browser-CCCCCCCC.js',
        src: 'src/mock/browser.ts',
        isDynamicEntry: true,
        imports: ['_hono-EEEEEEEE.js', '_src-AAAAAAAA.js'],
      },
      '_hono-EEEEEEEE.js': { file: 'chunks/hono-EEEEEEEE.js', name: 'hono' },
      'src/core/i18n/catalogs/ar.ts': {
        file: 'chunks/ar-DDDDDDDD.js',
        src: 'src/core/i18n/catalogs/ar.ts',
        isDynamicEntry: true,
      },
      'src/api/admin.ts': {
        file: 'chunks/admin-FFFFFFFF.js',
        src: 'src/api/admin.ts',
        isDynamicEntry: true,
        imports: ['_src-AAAAAAAA.js'],
      },
    };
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dir, 'embed.js'), `(()=>{import("./booking-widget.js")})();`);
    for (const chunk of Object.values(manifest))
      writeFileSync(join(dir, chunk.file), `/*${noise(200)}*/`);
    // The confirmation: big enough to miss the booking target if it were counted (100 KB base64 ≈ 75 KB gzip).
    writeFileSync(join(dir, 'chunks/booking-confirmation-GGGGGGGG.js'), `/*${noise(100 * KB)}*/`);
    const analysis = analyzeBuild(dir);
    assert.deepEqual(analysis.slots.files, [
      'booking-widget.js',
      'chunks/src-AAAAAAAA.js',
      'embed.js',
    ]);
    assert.deepEqual(analysis.book.files, [
      'booking-widget.js',
      'chunks/book-step-BBBBBBBB.js',
      'chunks/src-AAAAAAAA.js',
      'embed.js',
    ]);
    assert.deepEqual(analysis.mock.files, [
      'chunks/browser-CCCCCCCC.js',
      'chunks/hono-EEEEEEEE.js',
    ]);
    assert.equal(analysis.kinds['chunks/ar-DDDDDDDD.js'], 'catalog');
    assert.equal(analysis.kinds['chunks/admin-FFFFFFFF.js'], 'integrator');
    // The confirmation is in neither set, in its own row only.
    assert.equal(analysis.kinds['chunks/booking-confirmation-GGGGGGGG.js'], 'after-booking');
    assert.deepEqual(analysis.afterBooking.files, ['chunks/booking-confirmation-GGGGGGGG.js']);
    assert.ok(checkBudgets(analysis).every((row) => row.ok && row.meetsTarget));
    assert.match(formatTable(checkBudgets(analysis)), /after booking .* info/);
    // A 70 KB base64 (≈ 53 KB gzip) booking chunk stays within the booking budget…
    writeFileSync(join(dir, 'chunks/book-step-BBBBBBBB.js'), `/*${noise(70 * KB)}*/`);
    assert.ok(checkBudgets(analyzeBuild(dir)).every((row) => row.ok && row.meetsTarget));
    // …a larger one (≈ 75 KB gzip, over every way's booking gate) fails it, and only the booking row.
    writeFileSync(join(dir, 'chunks/book-step-BBBBBBBB.js'), `/*${noise(100 * KB)}*/`);
    const rows = checkBudgets(analyzeBuild(dir));
    assert.deepEqual(
      rows.map((row) => row.ok),
      [true, true, false, true, true, true],
    );
    assert.match(formatTable(rows), /OVER the gate by/);
    console.log('check-budgets self-test: ok');
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(argv) {
  const distFlag = argv.indexOf('--dist');
  const distDir = distFlag > -1 ? argv[distFlag + 1] : 'dist';
  let analysis;
  try {
    analysis = analyzeBuild(distDir);
  } catch (error) {
    console.error(`✖ size budgets: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const rows = checkBudgets(analysis);
  if (argv.includes('--json')) {
    console.log(
      JSON.stringify(
        {
          ...analysis,
          results: rows.map(({ name, target, limit, ok, meetsTarget }) => ({
            name,
            target,
            gate: limit,
            ok,
            meetsTarget,
          })),
        },
        null,
        2,
      ),
    );
  } else {
    console.log(formatTable(rows));
    if (argv.includes('--verbose')) {
      for (const row of rows)
        console.log(`\n${row.name}:\n  ${row.set.files.join('\n  ') || '(none)'}`);
    }
  }
  const failed = rows.filter((row) => !row.ok);
  if (failed.length > 0) {
    console.error(`\n✖ over the gate: ${failed.map((row) => row.name).join(', ')}`);
    return 1;
  }
  const missed = rows.filter((row) => !row.meetsTarget);
  if (missed.length > 0) {
    console.log(
      `\n! targets not met yet (gated at the sizes reached): ${missed.map((row) => row.name).join(', ')}`,
    );
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  if (argv.includes('--self-test')) process.exitCode = await selfTest();
  else process.exitCode = main(argv);
}
