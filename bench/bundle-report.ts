// `npx tsx bench/bundle-report.ts`: what the widget's chunks are made of. Builds the module build with source
// maps into a temporary folder, attributes every minified byte to its source module through the maps, and
// prints the heaviest packages (or with --modules, modules) per chunk (gzip shares estimated in proportion to
// minified bytes; bytes the maps don't cover are left out).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { forEachMapped, type SourceMap } from './lib/source-map.js';

const root = join(import.meta.dirname, '..');

/** Minified bytes per source module. */
function attribute(code: string, map: SourceMap): Map<string, number> {
  const bytes = new Map<string, number>();
  forEachMapped(code, map, (start, end, source) =>
    bytes.set(source, (bytes.get(source) ?? 0) + end - start),
  );
  return bytes;
}

// `--modules`: one row per source module instead of per package / source folder.
const perModule = process.argv.includes('--modules');
const packageOf = (source: string) => {
  if (perModule) return source.replace(/^(\.\.\/)+/, '').replace(`${root.slice(1)}/`, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1]!;
  const local = /(src\/[^/]+(?:\/[^/]+)?)/.exec(source);
  return local ? local[1]! : source;
};

const outDir = mkdtempSync(join(tmpdir(), 'bundle-report-'));
try {
  const build = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.js')) files.push(join(dir, entry.name));
    }
  };
  walk(outDir);
  for (const file of files) {
    const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
    const bytes = attribute(code, map);
    const total = code.length;
    const gzip = gzipSync(code, { level: 9 }).byteLength;
    const byPackage = new Map<string, number>();
    for (const [source, size] of bytes)
      byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + size);
    console.log(
      `\n${relative(outDir, file)}: ${(total / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzip`,
    );
    const rows = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25));
    for (const [name, size] of rows) {
      const share = size / total;
      console.log(
        `  ${name.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB  ${(share * 100).toFixed(1).padStart(5)}%  ≈${((share * gzip) / 1024).toFixed(1).padStart(5)} KB gzip`,
      );
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
