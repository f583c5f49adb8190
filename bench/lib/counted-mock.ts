// The mock service (what `npm run mock` serves) on PORT, printing one line per call it answers:
// `call <epoch ms> <status> <method> <path>`, so the load test counts upstream calls on the wire.
import { serve } from '@hono/node-server';
import { createMockService } from '../../src/mock/service.js';

const service = createMockService();
const port = Number(process.env['PORT']);

const server = serve(
  {
    hostname: '127.0.0.1',
    port,
    fetch: async (request) => {
      const response = await service.fetch(request);
      const path = new URL(request.url).pathname;
      process.stdout.write(`call ${Date.now()} ${response.status} ${request.method} ${path}\n`);
      return response;
    },
  },
  (info) => process.stdout.write(`ready ${info.port}\n`),
);

process.on('SIGTERM', () => server.close(() => process.exit(0)));
