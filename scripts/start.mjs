// `npm start`: the demo page in demo mode (the in-page mock service), no network needed. The demo pages load the
// build (`/dist/embed.js`, as a site would), so the two Vite builds run first: a fresh clone has no dist/ yet, and
// an older dist/ would show older code.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const vite = join(import.meta.dirname, '..', 'node_modules', '.bin', 'vite');
for (const args of [['build'], ['build', '--config', 'vite.embed.config.ts']]) {
  const result = spawnSync(vite, [...args, '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('✖ npm start: the build failed, so the demo pages would have nothing to load.');
    process.exit(result.status ?? 1);
  }
}
await import('./serve.mjs');
