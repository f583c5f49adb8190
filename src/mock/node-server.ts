/**
 * `npm run mock`: the mock service over HTTP on 127.0.0.1:8787 (env PORT), base address `/v1`,
 * cross-origin requests allowed. Env LATENCY_MS adds a simulated delay to every response.
 */
import { serve } from '@hono/node-server';
import { createMockService } from './service.js';

const port = Number(process.env['PORT'] ?? 8787);
const latencyMs = Number(process.env['LATENCY_MS'] ?? 0);
const service = createMockService({ latencyMs: Number.isFinite(latencyMs) ? latencyMs : 0 });

const server = serve(
  { fetch: (request) => service.fetch(request), hostname: '127.0.0.1', port },
  (info) => {
    const base = `http://127.0.0.1:${info.port}/v1`;
    console.log(`Mock scheduling service: ${base}`);
    console.log(`Try: curl "${base}/resources?apiKey=demo"`);
  },
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
