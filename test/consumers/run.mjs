// `npm run test:consumers`: the packed package as an app developer installs it. `npm pack`, then a fresh project
// installs the tarball with React 19, Vue 3 and their type checkers (from the npm cache, the registry for what it
// lacks), and the apps written as docs/embedding.md says must type-check under strict settings: react/ with
// tsc, vue/ with vue-tsc and strictTemplates. Each app marks `view="year"` as an expected error, so a check that
// stops catching it fails; both manage a booking with `booking=… action="cancel"`. Then the package is imported
// in Node as a server-rendering framework's build would.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const dev = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies;
const work = mkdtempSync(join(tmpdir(), 'booking-consumers-'));
const run = (command, args, cwd = work) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

const steps = [];
const step = (name, action) => {
  try {
    action();
    steps.push(`✔ ${name}`);
  } catch (error) {
    steps.push(`✖ ${name}\n${String(error.stdout ?? '')}${String(error.stderr ?? error.message)}`);
  }
};

try {
  const [packed] = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root),
  );
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  for (const app of ['react', 'vue'])
    cpSync(join(import.meta.dirname, app), join(work, app), { recursive: true });
  run('npm', [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    join(work, packed.filename),
    `react@${dev.react}`,
    `react-dom@${dev['react-dom']}`,
    `@types/react@${dev['@types/react']}`,
    `typescript@${dev.typescript}`,
    `vue@${dev.vue}`,
    `vue-tsc@${dev['vue-tsc']}`,
  ]);
  step('React 19 app type-checks (tsc, strict)', () =>
    run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'react']),
  );
  step('Vue 3 app type-checks (vue-tsc, strictTemplates)', () =>
    run(process.execPath, ['node_modules/vue-tsc/bin/vue-tsc.js', '-p', 'vue']),
  );
  step('the package imports in Node', () =>
    run(process.execPath, [
      '--input-type=module',
      '-e',
      "await import('booking-widget'); await import('booking-widget/popup');",
    ]),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(steps.join('\n'));
const failed = steps.filter((line) => line.startsWith('✖')).length;
console.log(`consumers: ${steps.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
