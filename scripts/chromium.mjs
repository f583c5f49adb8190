// Finds the system Chromium; installs Debian's package when missing and we may (root + apt).
// No test tool may download a browser: everything launches this executable.
import { ensureExecutable, findExecutable } from './apt.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  return findExecutable('CHROMIUM_PATH', CANDIDATES);
}

export function ensureChromium() {
  return ensureExecutable({
    name: 'Chromium',
    envVar: 'CHROMIUM_PATH',
    candidates: CANDIDATES,
    aptPackage: 'chromium',
  });
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
