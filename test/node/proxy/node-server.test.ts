// `npm run proxy` as a Node server: a client holding connections open with slow headers is cut off, and
// connections past the cap are closed on arrival.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../../../scripts/free-port.mjs';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** Resolves with what the server sent once it closes the connection. */
const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });

describe('npm run proxy: connections', () => {
  let port = 0;
  let server: ReturnType<typeof spawn>;
  before(async () => {
    port = (await freePort()) as number;
    server = spawn(tsx, ['src/proxy/node-server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        UPSTREAM_URL: 'http://127.0.0.1:9/v1',
        HEADERS_TIMEOUT_MS: '1000',
        REQUEST_TIMEOUT_MS: '2000',
        MAX_CONNECTIONS: '3',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Booking proxy:')) resolve();
      });
    });
  });
  after(() => {
    server.kill('SIGTERM');
  });

  // Without the limits neither connection would close for minutes: the tests' own bound.
  it('cuts off a client that never finishes its headers', { timeout: 15_000 }, async () => {
    const socket = connect(port, '127.0.0.1');
    const answer = closed(socket);
    socket.write('GET /v1/resources/106 HTTP/1.1\r\nHost: proxy.local\r\nX-Slow: ');
    assert.match(await answer, /^(HTTP\/1\.1 408|)/);
    assert.equal(socket.destroyed, true);
  });

  it('closes connections past the cap on arrival', { timeout: 15_000 }, async () => {
    const held = Array.from({ length: 3 }, () => connect(port, '127.0.0.1'));
    await Promise.all(held.map((s) => new Promise((resolve) => s.once('connect', resolve))));
    const extra = connect(port, '127.0.0.1');
    const text = await closed(extra);
    assert.equal(text, '');
    for (const socket of held) socket.destroy();
  });
});
