// What an app developer installs, checked after the build: the files `npm pack` would ship (an allow-list:
// the npm and CDN builds, the declarations of the public API, the manifests, README, LICENSE), the `dependencies`
// (exactly the packages the npm build imports), and that importing the package in Node (a server-rendering
// framework's build) doesn't throw.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { TYPES_DIR, publicDeclarations } from './prune-types.mjs';

/** Every file the package may ship. */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^custom-elements\.json$/,
  /^dist\/(embed|booking-widget|booking-popup)\.js$/, // the CDN build
  /^dist\/chunks\/[\w-]+\.js$/,
  /^dist\/npm\/(booking-widget|booking-popup)\.js$/, // the npm build
  /^dist\/npm\/chunks\/[\w-]+\.js$/,
  /^dist\/(web-types|vscode\.html-custom-data|vscode\.css-custom-data)\.json$/,
  /^dist\/types\/[\w/.-]+\.d\.ts$/, // only those the entries reach: checked below
];
/** Files without which the package doesn't work as documented. */
const REQUIRED = [
  'LICENSE',
  'README.md',
  'custom-elements.json',
  'dist/embed.js',
  'dist/booking-widget.js',
  'dist/booking-popup.js',
  'dist/npm/booking-widget.js',
  'dist/npm/booking-popup.js',
  'dist/types/index.d.ts',
  'dist/types/jsx.d.ts',
  'dist/types/vue.d.ts',
  'dist/web-types.json',
  'dist/vscode.html-custom-data.json',
];

const problems = [];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const files = packed.files.map((file) => file.path);
for (const file of files)
  if (!ALLOWED.some((pattern) => pattern.test(file))) problems.push(`ships ${file}`);
for (const file of REQUIRED) if (!files.includes(file)) problems.push(`does not ship ${file}`);

// Declarations: exactly those the entry points reach (scripts/prune-types.mjs), each import resolved.
const { reached, missing } = publicDeclarations();
const declarations = new Set([...reached].map((file) => `${TYPES_DIR}/${file}`));
for (const file of files)
  if (file.endsWith('.d.ts') && !declarations.has(file))
    problems.push(`ships ${file}, which no entry point's types import`);
for (const file of declarations)
  if (!files.includes(file)) problems.push(`does not ship ${file}, which the types import`);
for (const file of missing)
  problems.push(`the types import ${TYPES_DIR}/${file}, which doesn't exist`);

// Bare imports of the npm build, by package name.
await init;
const imported = new Set();
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
for (const file of walk('dist/npm').filter((path) => path.endsWith('.js'))) {
  const [imports] = parse(readFileSync(file, 'utf8'));
  for (const { n: specifier } of imports) {
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
}
const declared = new Set(Object.keys(pkg.dependencies ?? {}));
for (const name of imported)
  if (!declared.has(name)) problems.push(`the npm build imports ${name}, not in dependencies`);
for (const name of declared)
  if (!imported.has(name)) problems.push(`dependency ${name} is not imported by the npm build`);

// Node: the entries import without a DOM (lit's Node build shims the element base class and the registry).
for (const entry of ['dist/npm/booking-widget.js', 'dist/npm/booking-popup.js']) {
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', `await import('./${entry}')`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    problems.push(
      `importing ${entry} in Node throws: ${String(error.stderr).trim().split('\n')[0]}`,
    );
  }
}

// The editor files list the values of the enumerated attributes from the manifest (custom-elements.json's
// `expandedType`): the languages must be the widget's 22 (its catalogs), the others present.
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const widgetAttributes = manifest.modules
  .flatMap((module) => module.declarations)
  .find((declaration) => declaration.tagName === 'booking-widget').attributes;
const valuesOf = (name) =>
  (widgetAttributes.find((attribute) => attribute.name === name)?.expandedType?.text ?? '')
    .split(' | ')
    .map((value) => value.replace(/^'|'$/g, ''))
    .filter(Boolean);
const { SUPPORTED_LANGUAGES } = await import('../dist/npm/booking-widget.js');
if (valuesOf('language').sort().join() !== [...SUPPORTED_LANGUAGES].sort().join())
  problems.push(
    `the manifest's language values (${valuesOf('language').join(', ')}) are not the widget's ${SUPPORTED_LANGUAGES.length}`,
  );
for (const name of ['view', 'theme', 'action'])
  if (valuesOf(name).length < 2) problems.push(`the manifest lists no values for ${name}`);

if (problems.length > 0) {
  console.error(`✖ package (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Package: ${files.length} files (${(packed.size / 1024).toFixed(0)} KB packed), all allowed; dependencies = the npm build's imports (${[...imported].sort().join(', ')}); the entries import in Node.`,
);
