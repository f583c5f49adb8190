// Helpers of the specs against servers of their own: the Node mock service (`npm run mock`, src/mock/node-server.ts)
// and the proxy recipe (`npm run proxy`, src/proxy/node-server.ts), each on a free loopback port, started and
// stopped by the test; and the built chunk names the widget must not load.
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
 * Spawns `tsx <script>` with `env` added (in its own process group, so tsx and the node process it runs stop
 * together) and waits until `ready` answers 200; the way to stop it.
 */
export async function startNodeServer(
  script: string,
  env: Record<string, string>,
  ready: string,
): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn('node_modules/.bin/tsx', [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
        return resolve();
      const pid = child.pid;
      // A server that has not stopped 10 s after SIGTERM is killed: an afterAll must not wait out its hook timeout.
      const kill = setTimeout(() => {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        clearTimeout(kill);
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
      throw new Error(`${script} exited (${child.exitCode}): ${output.trim()}`);
    }
    try {
      const response = await fetch(ready);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not answer ${ready}: ${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return stop;
}

/**
 * Starts `tsx src/mock/node-server.ts` on a free port and waits until `GET /v1/resources?apiKey=demo`
 * answers 200.
 */
export async function startLiveMock(): Promise<LiveMock> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/v1`;
  const close = await startNodeServer(
    'src/mock/node-server.ts',
    { PORT: String(port) },
    `${baseUrl}/resources?apiKey=demo`,
  );
  return { baseUrl, origin, close };
}

/**
 * Starts the proxy recipe (`tsx src/proxy/node-server.ts`) on a free port in front of `upstream` (a service's
 * `/v1`, with the demo key), taking cross-origin calls from `allowOrigin` and signing booking tokens with
 * `tokenSecret`; waits until `GET /v1/resources/101` answers 200 through it. Every call of a test comes from
 * 127.0.0.1, so the plan and one address's share are set well above what a test spends.
 */
export async function startProxy(options: {
  upstream: string;
  allowOrigin: string;
  tokenSecret: string;
}): Promise<LiveMock> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/v1`;
  const close = await startNodeServer(
    'src/proxy/node-server.ts',
    {
      PORT: String(port),
      UPSTREAM_URL: options.upstream,
      BOOKING_API_KEY: 'demo',
      BASE_PATH: '/v1',
      ALLOW_ORIGINS: options.allowOrigin,
      BOOKING_TOKEN_SECRET: options.tokenSecret,
      RATE_LIMIT: '300',
      VISITOR_SHARE: '200',
      REDIS_URL: '',
    },
    `${baseUrl}/resources/101`,
  );
  return { baseUrl, origin, close };
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
