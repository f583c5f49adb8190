// `npm run proxy` as a Node server: a client holding connections open with slow headers is cut off,
// connections past the cap are closed on arrival, and a stop answers the call in flight and then exits.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

describe('npm run proxy: stopping', () => {
  it(
    'on SIGTERM answers the call in flight, then exits without holding its kept-alive connection open',
    { timeout: 20_000 },
    async () => {
      // An upstream that answers after a second: the call is still in flight when the signal comes.
      const upstream = createServer((_request, response) => {
        setTimeout(() => response.writeHead(404).end('{}'), 1_000);
      });
      await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
      const { port: upstreamPort } = upstream.address() as AddressInfo;
      const port = (await freePort()) as number;
      const proxy = spawn(tsx, ['src/proxy/node-server.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}/v1`,
          BOOKING_API_KEY: 'k',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await new Promise<void>((resolve) => {
          proxy.stdout!.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('Booking proxy:')) resolve();
          });
        });
        const exited = new Promise<number>((resolve) =>
          proxy.once('exit', () => resolve(Date.now())),
        );
        const socket = connect(port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.write(
          'GET /v1/resources/101 HTTP/1.1\r\nHost: proxy.local\r\nConnection: keep-alive\r\n\r\n',
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        const signalled = Date.now();
        proxy.kill('SIGTERM');
        // The load balancer's 65 s keep-alive must not hold the process: it exits within seconds of the answer.
        const exitedAt = await exited;
        assert.match(text, /^HTTP\/1\.1 \d{3}/);
        assert.ok(exitedAt - signalled < 10_000, `exited ${exitedAt - signalled} ms after SIGTERM`);
        socket.destroy();
      } finally {
        proxy.kill('SIGKILL');
        upstream.close();
      }
    },
  );
});
