// Size budgets, checked by `npm test` after the build (sizes only; timings are the bench's job), for each way a
// page shows the widget through the header script: an inline tag (embed.js imports the shared chunk, which defines
// <booking-widget>) and a popup trigger (embed.js imports booking-popup.js). The targets (BUDGETS, gzip -9 per file, summed):
//   dist/embed.js                      ≤  2 KB  (the header script every page of a site loads)
//   everything needed to show slots    ≤ 50 KB  (embed.js + the widget module + the chunks it needs)
//   everything needed to book          ≤ 70 KB  (the above + the booking step's chunk: the form and the client's
//                                                booking operations, src/api/bookings.ts)
//   the popup's own module             ≤ 3.75 KB (booking-popup.js: the dialog, open(), its options and styles);
//                                                a popup's two sets are an inline tag's plus this module
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
export const BUDGETS = { embed: 2 * KB, slots: 50 * KB, book: 70 * KB, dialog: 3.75 * KB };
/**
 * A way's targets to show slots and to book: an inline tag's, and for a popup the same plus its own module, which
 * holds nothing its first time can do without (docs/decisions.md, "The popup's budget").
 */
export const targetsOf = (way) => {
  const dialog = way === 'popup' ? BUDGETS.dialog : 0;
  return { slots: BUDGETS.slots + dialog, book: BUDGETS.book + dialog };
};
/**
 * What `npm test` fails on, per way of loading the widget (a way not listed is gated by the targets): the sizes
 * measured on main. A change that makes a set bigger raises its gate by what it measured and says why in its commit
 * message (and why it must be on the first paint's path rather than on demand); one that makes it smaller lowers
 * the gate to what it measured. The history of each change: `git log -p scripts/check-budgets.mjs`.
 */
export const GATES = {
  embed: BUDGETS.embed,
  dialog: 3.67 * KB,
  'inline tag': { slots: 49.84 * KB, book: 66.05 * KB },
  popup: { slots: 53.5 * KB, book: 69.71 * KB },
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
  const names = new Map();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    names.set(chunk.file, chunk.name);
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
  return { graph, kinds, names };
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

/**
 * The two ways a page shows the widget: the header script imports one of these modules next to it (an inline tag:
 * the shared chunk, 'src' in chunk-map.mjs, which defines <booking-widget>; vite.embed.config.ts).
 */
export const PATHS = [
  { name: 'inline tag', chunk: 'src', required: true },
  { name: 'popup', entry: 'booking-popup.js', required: false },
];

export function analyzeBuild(distDir = 'dist') {
  const embedFile = 'embed.js';
  if (!existsSync(join(distDir, embedFile)))
    throw new Error(`${join(distDir, embedFile)} is missing: run \`npm run build\` first.`);
  const { graph, kinds, names } = readModuleGraph(distDir);
  // Each way's first module: its entry file, or the file of its chunk (by the chunk's name in the manifest).
  const ways = PATHS.map((path) => ({
    ...path,
    entry: path.entry ?? [...names].find(([, name]) => name === path.chunk)?.[0],
  }));
  for (const path of ways.filter((path) => path.required && !graph.has(path.entry)))
    throw new Error(
      `${path.chunk ? `the '${path.chunk}' chunk` : path.entry} is missing from ${distDir}: run \`npm run build\` first.`,
    );
  const paths = ways
    .filter((path) => graph.has(path.entry))
    .map((path) => {
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
  const popup = paths.find((path) => path.name === 'popup');
  return {
    embed: sizeOfFiles(distDir, [embedFile]),
    /** The popup's own module, when the build has one. */
    dialog: popup && sizeOfFiles(distDir, [popup.entry]),
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
    ...(analysis.dialog
      ? [
          {
            name: "booking-popup.js (the popup's own module)",
            set: analysis.dialog,
            target: BUDGETS.dialog,
            limit: GATES.dialog,
          },
        ]
      : []),
    ...analysis.paths.flatMap((path) => {
      const targets = targetsOf(path.name);
      return [
        {
          name: `to show slots (${path.name})`,
          set: path.slots,
          target: targets.slots,
          limit: GATES[path.name]?.slots ?? targets.slots,
        },
        {
          name: `to book (${path.name})`,
          set: path.book,
          target: targets.book,
          limit: GATES[path.name]?.book ?? targets.book,
        },
      ];
    }),
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
        dynamicImports: ['src/api/admin.ts'],
      },
      '_src-AAAAAAAA.js': {
        file: 'chunks/src-AAAAAAAA.js',
        name: 'src',
        dynamicImports: [
          '_book-step-BBBBBBBB.js',
          'src/mock/browser.ts',
          'src/core/i18n/catalogs/ar.ts',
        ],
      },
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
    writeFileSync(join(dir, 'embed.js'), `(()=>{import("./chunks/src-AAAAAAAA.js")})();`);
    for (const chunk of Object.values(manifest))
      writeFileSync(join(dir, chunk.file), `/*${noise(200)}*/`);
    // The confirmation: big enough to miss the booking target if it were counted (100 KB base64 ≈ 75 KB gzip).
    writeFileSync(join(dir, 'chunks/booking-confirmation-GGGGGGGG.js'), `/*${noise(100 * KB)}*/`);
    const analysis = analyzeBuild(dir);
    // An inline tag's header script imports the shared chunk, not the package entry (its full client).
    assert.deepEqual(analysis.slots.files, ['chunks/src-AAAAAAAA.js', 'embed.js']);
    assert.deepEqual(analysis.book.files, [
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
