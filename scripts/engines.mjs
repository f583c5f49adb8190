// Finds the engines besides Chromium that `npm test` books in (test/engines/run.mjs); installs their Debian
// packages when missing and we may (root + apt), as scripts/chromium.mjs does for Chromium. No test tool
// downloads a browser or a driver: puppeteer-core and webdriverio are given these executables.
import { ensureExecutable } from './apt.mjs';

export function ensureFirefox() {
  return ensureExecutable({
    name: 'Firefox ESR',
    envVar: 'FIREFOX_PATH',
    candidates: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    aptPackage: 'firefox-esr',
  });
}

/** WebKitWebDriver, the MiniBrowser it runs (libwebkit2gtk-4.1-0, a dependency of the driver) and xvfb-run. */
export function ensureWebKit() {
  const driver = ensureExecutable({
    name: 'WebKitWebDriver',
    envVar: 'WEBKIT_WEBDRIVER_PATH',
    candidates: ['/usr/bin/WebKitWebDriver'],
    aptPackage: 'webkit2gtk-driver',
  });
  const miniBrowser = ensureExecutable({
    name: 'WebKitGTK MiniBrowser',
    envVar: 'WEBKIT_MINIBROWSER_PATH',
    candidates: [
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    ],
    aptPackage: 'libwebkit2gtk-4.1-0',
  });
  const xvfbRun = ensureExecutable({
    name: 'xvfb-run',
    envVar: 'XVFB_RUN_PATH',
    candidates: ['/usr/bin/xvfb-run'],
    aptPackage: 'xvfb xauth',
  });
  return { driver, miniBrowser, xvfbRun };
}
