/**
 * `npm run proxy`: the proxy recipe as a Node server.
 *   BOOKING_API_KEY=… UPSTREAM_URL=https://api.example.com/v1 PORT=8788 npm run proxy
 * Defaults point at `npm run mock` with its demo key, so the recipe can be tried locally.
 */
import { serve } from '@hono/node-server';
import { createBookingProxy } from './proxy.js';

const port = Number(process.env.PORT ?? 8788);
const app = createBookingProxy({
  upstream: process.env.UPSTREAM_URL ?? 'http://127.0.0.1:8787/v1',
  apiKey: process.env.BOOKING_API_KEY ?? 'demo',
  basePath: process.env.BASE_PATH ?? '/v1',
  allowOrigins: (process.env.ALLOW_ORIGINS ?? '').split(',').filter(Boolean),
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => {
  console.log(`Booking proxy: http://127.0.0.1:${port}${process.env.BASE_PATH ?? '/v1'}`);
});
