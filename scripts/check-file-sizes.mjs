// No file in src/components/ over 500 lines: a component module that grows past that does several jobs, and the
// next person has to read all of them to change one (docs/architecture.md says where each job lives).
// Exits 1 with the files over the limit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'src/components';
const MAX_LINES = 500;

const files = readdirSync(ROOT, { recursive: true })
  .map((name) => join(ROOT, name))
  .filter((path) => /\.(ts|js|css)$/.test(path));
const over = files
  .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES);
for (const { path, lines } of over)
  console.error(
    `✖ ${path}: ${lines} lines (at most ${MAX_LINES}; move a whole job into its own module)`,
  );
if (over.length > 0) process.exit(1);
console.log(`File sizes: ${files.length} files in ${ROOT}/, none over ${MAX_LINES} lines.`);
