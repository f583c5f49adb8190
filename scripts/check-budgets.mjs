// Size budgets of issue 7, checked by `npm test` after the build (sizes only; timings are the bench's job),
// for each way a page shows the widget through the header script: an inline tag (embed.js imports
// booking-widget.js) and a popup trigger (embed.js imports booking-popup.js).
//   dist/embed.js                      ≤  2 KB gzip
//   everything needed to show slots    ≤ 45 KB gzip  (embed.js + the widget module + the chunks it needs)
//   everything needed to book          ≤ 55 KB gzip  (the above + the booking step's chunk: the form and the
//                                                    client's booking operations, src/api/bookings.ts)
// "Needed to book" is what must be downloaded before the booking request can be sent. The confirmation
// (<booking-confirmation>, its calendar file and strings) is not: it is fetched while the browser is idle
// after the form is shown, and at the latest in parallel with the booking request (book-flow.ts shows the
// booking as made without it), so it is its own "after booking" row, outside both sets.
// The mock (demo mode only), the non-English catalogs and the API client's integrator-only operations
// (src/api/admin.ts: resource CRUD, customers, links, reports, which the widget never calls) are lazily loaded
// chunks outside both sets, and so are screens loaded on demand (reschedule / cancel, the time-zone list).
// Chunk sets come from the build's module graph: static and dynamic imports parsed from dist/, classified
// by dist/.vite/manifest.json (source path of each chunk) when the build writes one, else by chunk name.
// Usage: node scripts/check-budgets.mjs [--json] [--verbose] [--dist <dir>] | --self-test
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KB = 1024;
/** Issue 7's budgets: the targets. */
export const BUDGETS = { embed: 2 * KB, slots: 45 * KB, book: 55 * KB };
/**
 * What `npm test` fails on, per way of loading the widget: issue 7's targets (met 2026-11-24, third round; until
 * then the ways that missed were gated at the size reached plus a margin). The popup's gates were raised on
 * 2026-11-25 by what English as one catalog module and the language fixes measured (+0.7 KB to show slots,
 * +0.5 KB to book; docs/performance.md, "English in one module"). A way not listed is gated by the targets.
 */
export const GATES = {
  embed: BUDGETS.embed,
  'inline tag': { slots: BUDGETS.slots, book: BUDGETS.book },
  popup: { slots: 45.7 * KB, book: 55.5 * KB },
};

/** Languages of the spec; each non-English catalog is its own lazily loaded chunk. */
const LANGUAGE_CODES = [
  'ar',
  'zh',
  'da',
  'nl',
  'est',
  'fr',
  'de',
  'el',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'pt',
  'ru',
  'es',
  'sv',
  'th',
  'tr',
  'vi',
];

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

function listJsFiles(distDir) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'types' && name !== '.vite') walk(path);
      } else if (name.endsWith('.js')) out.push(relative(distDir, path).split(sep).join('/'));
    }
  };
  walk(distDir);
  return out;
}

const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;
// Vite's preload helper lists a dynamic import's dependencies as a string array next to the import.
const PRELOAD_DEPS = /__vite__mapDeps\(\[([^\]]*)\]/g;

/** Module graph of dist/: for each JS file, its static and dynamic imports (dist-relative paths). */
export function readModuleGraph(distDir) {
  const files = listJsFiles(distDir);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const code = readFileSync(join(distDir, file), 'utf8');
    const resolveSpecifier = (specifier) => {
      const target = relative(distDir, resolve(distDir, dirname(file), specifier))
        .split(sep)
        .join('/');
      return known.has(target) ? target : undefined;
    };
    const collect = (pattern) =>
      new Set(
        [...code.matchAll(pattern)].map((match) => resolveSpecifier(match[1])).filter(Boolean),
      );
    const dynamicImports = collect(DYNAMIC_IMPORT);
    const staticImports = new Set(
      [...collect(STATIC_IMPORT)].filter((target) => !dynamicImports.has(target)),
    );
    for (const match of code.matchAll(PRELOAD_DEPS)) {
      for (const quoted of match[1].matchAll(/["']([^"']+)["']/g)) {
        const target = known.has(quoted[1]) ? quoted[1] : resolveSpecifier(`./${quoted[1]}`);
        if (target) dynamicImports.add(target);
      }
    }
    graph.set(file, { staticImports, dynamicImports });
  }
  return graph;
}

function readManifest(distDir) {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const sourceOf = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    // Chunks of a code-splitting group (keys `_name-hash.js`) have no source module: classified by name.
    if (chunk && typeof chunk.file === 'string' && (chunk.src ?? !key.startsWith('_')))
      sourceOf.set(chunk.file, chunk.src ?? key);
  }
  return sourceOf;
}

/**
 * Screens loaded on demand, needed neither to show slots nor to book: reschedule / cancel (manage.ts, loaded when
 * `booking` + `action` are set or the confirmation's Reschedule / Cancel is used), the time-zone selector
 * (timezone-select.ts: a read-only field shows the zone until it loads, when the browser is idle after the times
 * are shown or at once when the field is hovered or focused) and its list (zone-list.ts, when it is opened), and
 * the floating button (floating-button.ts, loaded by `BookingWidget.floatingButton()` only) and the brand
 * palette (src/core/palette.ts, loaded only when a page sets `--booking-primary` without `--booking-on-primary`,
 * or the popup's primary option, which loads it through booking-dialog/brand.ts).
 */
const ON_DEMAND_MODULES = [
  'components/booking-widget/manage',
  'components/booking-widget/zone-list',
  'components/booking-widget/timezone-select',
  'components/booking-dialog/floating-button',
  'components/booking-dialog/brand',
  'core/palette',
  'api/booking-changes',
];
/** A chunk's source path (with a manifest) or its name (without one) is one of ON_DEMAND_MODULES. */
const isOnDemandSource = (source) =>
  ON_DEMAND_MODULES.some((module) => source.endsWith(`src/${module}.ts`));
const isOnDemandName = (name) =>
  ON_DEMAND_MODULES.some((module) => module.split('/').pop() === name);

/**
 * The confirmation: loaded while the form is filled in and at the latest with the booking request, never waited
 * for before it is sent (book-flow.ts), so needed neither to show slots nor to book.
 */
const AFTER_BOOKING_MODULE = 'components/booking-confirmation/booking-confirmation';

/**
 * What each chunk is for: 'mock' (demo mode), 'catalog' (a non-English language), 'integrator' (the client's
 * operations only integrators call), 'booking' (the form: needed to book, not to show slots), 'after-booking'
 * (the confirmation, loaded with the booking request), 'on-demand' (manage screens, zone list: neither), or
 * 'core' (counted for both).
 */
export function classifyChunks(distDir, graph) {
  const sourceOf = readManifest(distDir);
  const kinds = new Map();
  for (const file of graph.keys()) {
    const source = sourceOf?.get(file);
    const base = file.split('/').pop().replace(/\.js$/, '');
    const name = base.replace(/-[\w-]{8}$/, '');
    let kind = 'core';
    if (source !== undefined) {
      if (/(^|\/)src\/mock\//.test(source)) kind = 'mock';
      else if (/(^|\/)src\/api\/admin\.ts$/.test(source)) kind = 'integrator';
      else if (isOnDemandSource(source)) kind = 'on-demand';
      else if (source.endsWith(`src/${AFTER_BOOKING_MODULE}.ts`)) kind = 'after-booking';
      else if (/(^|\/)src\/core\/i18n\/catalogs\//.test(source) && !/\/en(-US)?\.ts$/.test(source))
        kind = 'catalog';
      else if (
        /(^|\/)src\/components\/booking-form\//.test(source) ||
        /(^|\/)src\/api\/bookings\.ts$/.test(source)
      )
        kind = 'booking';
    } else if (/mock|^browser$/i.test(name)) kind = 'mock';
    else if (LANGUAGE_CODES.includes(name)) kind = 'catalog';
    else if (name === 'admin') kind = 'integrator';
    else if (isOnDemandName(name)) kind = 'on-demand';
    else if (name === AFTER_BOOKING_MODULE.split('/').pop()) kind = 'after-booking';
    else if (/^(booking-form|book-step|bookings$)/.test(name)) kind = 'booking';
    kinds.set(file, kind);
  }
  return { kinds, usedManifest: sourceOf !== undefined };
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
  const graph = readModuleGraph(distDir);
  const { kinds, usedManifest } = classifyChunks(distDir, graph);
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
    usedManifest,
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
      name: 'after booking (confirmation, loaded with the booking request)',
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
 * `--self-test`: builds a small fake dist/ in a temporary folder (an entry with a static chunk, the form behind a
 * dynamic import and the confirmation behind one of the form's, the mock and a catalog behind dynamic imports)
 * and checks the sets and the failure path.
 */
async function selfTest() {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const assert = (await import('node:assert/strict')).default;
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  try {
    mkdirSync(join(dir, 'chunks'));
    const { randomBytes } = await import('node:crypto');
    // Random base64 text: incompressible, so its gzip size is close to its length.
    const noise = (bytes) =>
      randomBytes(Math.ceil((bytes * 3) / 4))
        .toString('base64')
        .slice(0, bytes);
    writeFileSync(
      join(dir, 'embed.js'),
      `(()=>{import(new URL("booking-widget.js",document.currentScript.src).href)})();`,
    );
    writeFileSync(
      join(dir, 'booking-widget.js'),
      `import{a as b}from"./chunks/lit-AAAAAAAA.js";const f=()=>import("./chunks/booking-form-BBBBBBBB.js");` +
        `const m=()=>import("./chunks/browser-CCCCCCCC.js");const c=()=>import("./chunks/ar-DDDDDDDD.js");` +
        `const i=()=>import("./chunks/admin-FFFFFFFF.js");`,
    );
    writeFileSync(join(dir, 'chunks/lit-AAAAAAAA.js'), `export const a=1;/*${noise(200)}*/`);
    writeFileSync(
      join(dir, 'chunks/booking-form-BBBBBBBB.js'),
      `import"./lit-AAAAAAAA.js";const c=()=>import("./booking-confirmation-GGGGGGGG.js");/*${noise(300)}*/`,
    );
    // The confirmation: big enough to miss the booking target if it were counted (60 KB base64 ≈ 45 KB gzip).
    writeFileSync(
      join(dir, 'chunks/booking-confirmation-GGGGGGGG.js'),
      `import"./lit-AAAAAAAA.js";/*${noise(60 * KB)}*/`,
    );
    writeFileSync(
      join(dir, 'chunks/browser-CCCCCCCC.js'),
      `import"./hono-EEEEEEEE.js";import"./lit-AAAAAAAA.js";`,
    );
    writeFileSync(join(dir, 'chunks/hono-EEEEEEEE.js'), `export const h=1;`);
    writeFileSync(join(dir, 'chunks/ar-DDDDDDDD.js'), `export default {};`);
    writeFileSync(
      join(dir, 'chunks/admin-FFFFFFFF.js'),
      `import"./lit-AAAAAAAA.js";/*${noise(400)}*/`,
    );
    const analysis = analyzeBuild(dir);
    assert.deepEqual(analysis.slots.files, [
      'booking-widget.js',
      'chunks/lit-AAAAAAAA.js',
      'embed.js',
    ]);
    assert.deepEqual(analysis.book.files, [
      'booking-widget.js',
      'chunks/booking-form-BBBBBBBB.js',
      'chunks/lit-AAAAAAAA.js',
      'embed.js',
    ]);
    assert.deepEqual(analysis.mock.files, [
      'chunks/browser-CCCCCCCC.js',
      'chunks/hono-EEEEEEEE.js',
    ]);
    // The confirmation is in neither set, in its own row only.
    assert.equal(analysis.kinds['chunks/booking-confirmation-GGGGGGGG.js'], 'after-booking');
    assert.deepEqual(analysis.afterBooking.files, ['chunks/booking-confirmation-GGGGGGGG.js']);
    assert.ok(checkBudgets(analysis).every((row) => row.ok && row.meetsTarget));
    assert.match(formatTable(checkBudgets(analysis)), /after booking .* info/);
    // A 70 KB base64 (≈ 53 KB gzip) form chunk stays within the booking budget…
    writeFileSync(join(dir, 'chunks/booking-form-BBBBBBBB.js'), `/*${noise(70 * KB)}*/`);
    assert.ok(checkBudgets(analyzeBuild(dir)).every((row) => row.ok && row.meetsTarget));
    // …a 76 KB one (≈ 57.5 KB gzip) fails it, and only the booking row.
    writeFileSync(join(dir, 'chunks/booking-form-BBBBBBBB.js'), `/*${noise(76 * KB)}*/`);
    const rows = checkBudgets(analyzeBuild(dir));
    assert.deepEqual(
      rows.map((row) => row.ok),
      [true, true, false, true, true, true],
    );
    assert.match(formatTable(rows), /OVER the gate by/);
    // With a manifest, source paths decide (here the mock chunk has a neutral name).
    mkdirSync(join(dir, '.vite'));
    writeFileSync(
      join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'src/mock/browser.ts': { file: 'chunks/lit-AAAAAAAA.js', src: 'src/mock/browser.ts' },
        'src/components/booking-confirmation/booking-confirmation.ts': {
          file: 'chunks/hono-EEEEEEEE.js',
          src: 'src/components/booking-confirmation/booking-confirmation.ts',
        },
      }),
    );
    assert.equal(analyzeBuild(dir).kinds['chunks/lit-AAAAAAAA.js'], 'mock');
    assert.equal(analyzeBuild(dir).kinds['chunks/hono-EEEEEEEE.js'], 'after-booking');
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
    if (!analysis.usedManifest) {
      console.log(
        '\n(no dist/.vite/manifest.json: chunks classified by file name; set build.manifest for source paths)',
      );
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
      `\n! issue 7's targets not met yet (gated at the sizes reached): ${missed.map((row) => row.name).join(', ')}`,
    );
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const argv = process.argv.slice(2);
  if (argv.includes('--self-test')) process.exitCode = await selfTest();
  else process.exitCode = main(argv);
}
