// Finds the system Chromium; installs Debian's package when missing and we may (root + apt).
// No test tool may download a browser: everything launches this executable.
import { existsSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  return isRoot && hasApt;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canInstallWithApt()) {
    console.error(
      'Chromium not found: install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log('Chromium not found; installing Debian package "chromium" with apt-get…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (!installed) {
    console.error('apt-get finished but no Chromium executable was found; set CHROMIUM_PATH.');
    process.exit(1);
  }
  return installed;
}

/** Flags for headless Chromium on a closed network, as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
