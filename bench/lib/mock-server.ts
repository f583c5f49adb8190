// The mock service as a real HTTP server (`src/mock/node-server.ts`, what `npm run mock` runs) on a free loopback
// port, so the bench can count requests and 429 responses on the wire, with the real client, limiter and cache.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port.mjs';
import { join } from 'node:path';

export interface MockServer {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startMockServer(root: string): Promise<MockServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['src/mock/node-server.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  const deadline = Date.now() + 30_000;
  // Ready when it answers; a 4xx (no key) is an answer too, and costs nothing against the demo key's budget.
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`mock server exited (${child.exitCode}): ${output.trim()}`);
    try {
      await fetch(`${baseUrl}/resources`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`mock server did not start on port ${port}: ${output.trim()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Sleeps until just after the next clock-aligned 10-second window starts (the service's rate-limit windows). */
export async function nextRateLimitWindow(): Promise<void> {
  const wait = 10_000 - (Date.now() % 10_000) + 50;
  await new Promise((resolve) => setTimeout(resolve, wait));
}
