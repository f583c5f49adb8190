// The npm registry this project installs from lacks some platform builds that rollup (through
// @web/test-runner) lists as optional dependencies; `npm install` then writes a lock file that `npm ci`
// rejects ("Missing: @rollup/rollup-…@ from lock file"). This drops, from each entry's
// `optionalDependencies`, the packages the lock has no entry for. Run it after changing dependencies:
//   npm install && node scripts/prune-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const path = 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const pruned = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!(`${key}/node_modules/${name}` in packages) && !(`node_modules/${name}` in packages)) {
      delete entry.optionalDependencies[name];
      pruned.push(`${key.replace(/^node_modules\//, '')} → ${name}`);
    }
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  pruned.length
    ? `Pruned ${pruned.length} unavailable optional dependencies.`
    : 'Lock file already clean.',
);
