// Finds a system executable the tests need; installs its Debian package when missing and we may
// (root + apt). No test tool downloads a binary of its own: everything runs what this finds.
import { existsSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt;
}

/** The first of `candidates` that exists, or `$envVar` when that names one. */
export function findExecutable(envVar, candidates) {
  const fromEnv = process.env[envVar];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path));
}

/** The executable's path; installs Debian's `aptPackage` first when it is missing. Exits when it can't. */
export function ensureExecutable({ name, envVar, candidates, aptPackage, aptOptions = '' }) {
  const found = findExecutable(envVar, candidates);
  if (found) return found;
  if (!canInstallWithApt()) {
    console.error(
      `${name} not found: install it (Debian: \`sudo apt-get install -y ${aptPackage}\`) or set ${envVar}.`,
    );
    process.exit(1);
  }
  console.log(`${name} not found; installing Debian package "${aptPackage}" with apt-get…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${aptOptions} ${aptPackage}`,
    { stdio: 'inherit' },
  );
  const installed = findExecutable(envVar, candidates);
  if (!installed) {
    console.error(`apt-get finished but no ${name} executable was found; set ${envVar}.`);
    process.exit(1);
  }
  return installed;
}
