// Helpers of test/e2e/live-mode.spec.ts: the Node mock service (`npm run mock`, src/mock/node-server.ts) on a
// free loopback port, started and stopped by the test, and the built chunk names the widget must not load.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../../scripts/free-port.mjs';

export interface LiveMock {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  origin: string;
  close(): Promise<void>;
}

/**
 * Spawns `tsx src/mock/node-server.ts` with PORT set (in its own process group, so tsx and the node
 * process it runs stop together) and waits until `GET /v1/resources?apiKey=demo` answers 200.
 */
export async function startLiveMock(): Promise<LiveMock> {
  const port = await freePort();
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['src/mock/node-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/v1`;

  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
        return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });

  // Should the test process end without afterAll (a killed worker), the server goes with it.
  const onExit = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', onExit);
  child.once('exit', () => process.off('exit', onExit));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the mock server exited (${child.exitCode}): ${output.trim()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/resources?apiKey=demo`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the mock server did not answer on port ${port}: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, origin, close: stop };
}

/** The file name of the mock's chunk in the build (`dist/chunks/browser-<hash>.js`), from Vite's manifest. */
export function builtMockChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest['src/mock/browser.ts'];
  if (!entry) throw new Error('dist/.vite/manifest.json has no entry for src/mock/browser.ts');
  return entry.file;
}
