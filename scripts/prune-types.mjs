// The declarations the package ships: those of its entry points (`exports` in package.json: the element and API,
// the popup, the JSX and Vue types) and every file they import, nothing else. `tsc -p tsconfig.build.json` writes one
// per source file (the mock, the proxy, each catalog, each internal helper); `npm run build` ends with this script,
// which deletes the ones no entry reaches. scripts/check-package.mjs holds the packed list to the same walk.
import { existsSync, readFileSync, readdirSync, rmSync, rmdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export const TYPES_DIR = 'dist/types';
const ENTRIES = ['index.d.ts', 'components/booking-dialog/popup.d.ts', 'jsx.d.ts', 'vue.d.ts'];
/** Relative specifiers in `import … from`, `export … from`, `import('…')` and `/// <reference path>`. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|reference\s+path=)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The declaration files (paths relative to `dir`) the entries reach, and the ones they import that don't exist (a
 * consumer's `skipLibCheck` would silently make those `any`).
 */
export function publicDeclarations(dir = TYPES_DIR) {
  const reached = new Set();
  const missing = new Set();
  const visit = (file) => {
    if (reached.has(file) || missing.has(file)) return;
    if (!existsSync(join(dir, file))) {
      missing.add(file);
      return;
    }
    reached.add(file);
    for (const [, specifier] of readFileSync(join(dir, file), 'utf8').matchAll(SPECIFIER))
      visit(normalize(join(dirname(file), specifier)).replace(/\.js$/, '.d.ts'));
  };
  for (const entry of ENTRIES) visit(entry);
  return { reached, missing };
}

const listed = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listed(join(dir, entry.name)) : [join(dir, entry.name)],
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const { reached: keep } = publicDeclarations();
  let removed = 0;
  for (const file of listed(TYPES_DIR))
    if (!keep.has(relative(TYPES_DIR, file))) {
      rmSync(file);
      removed += 1;
    }
  // Folders left empty (the mock's, the proxy's).
  const prune = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) prune(join(dir, entry.name));
    if (dir !== TYPES_DIR && readdirSync(dir).length === 0) rmdirSync(dir);
  };
  prune(TYPES_DIR);
  console.log(
    `Declarations: ${keep.size} reached from the package's entries, ${removed} others removed.`,
  );
}
