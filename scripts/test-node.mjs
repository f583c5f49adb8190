// `npm run test:node`: the Node-side tests (test/node/**/*.test.ts: the proxy, with a real redis-server
// for the shared-store ones), through node:test and tsx. Installs redis-server when missing.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureRedisServer } from './redis.mjs';

const redisServer = ensureRedisServer();

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = process.argv.length > 2 ? process.argv.slice(2) : testFiles('test/node').sort();
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
  { stdio: 'inherit', env: { ...process.env, REDIS_SERVER_PATH: redisServer } },
);
process.exit(result.status ?? 1);
