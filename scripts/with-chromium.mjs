// Usage: node scripts/with-chromium.mjs <command> [args…]: runs a local bin with CHROMIUM_PATH set.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const [command, ...args] = process.argv.slice(2);
const chromium = ensureChromium();
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: false,
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
  },
});
process.exit(result.status ?? 1);
