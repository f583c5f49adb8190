// Finds redis-server; installs Debian's package when missing and we may (root + apt), as chromium.mjs
// does for the browser. The proxy's Redis tests and `npm run load` start a server of their own with it.
import { ensureExecutable, findExecutable } from './apt.mjs';

const CANDIDATES = [
  '/usr/bin/redis-server',
  '/usr/local/bin/redis-server',
  '/usr/sbin/redis-server',
];

export function findRedisServer() {
  return findExecutable('REDIS_SERVER_PATH', CANDIDATES);
}

export function ensureRedisServer() {
  return ensureExecutable({
    name: 'redis-server',
    envVar: 'REDIS_SERVER_PATH',
    candidates: CANDIDATES,
    aptPackage: 'redis-server',
    aptOptions: '--no-install-recommends',
  });
}
