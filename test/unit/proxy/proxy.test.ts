import { expect } from '@open-wc/testing';
import { createBookingProxy } from '../../../src/proxy/proxy.js';

interface Seen {
  url: URL;
  method: string;
  body: string | undefined;
}

function proxyWithRecorder(status = 200, headers: Record<string, string> = {}) {
  const seen: Seen[] = [];
  const app = createBookingProxy({
    upstream: 'https://api.example.test/v1/',
    apiKey: 'secret-key',
    basePath: '/booking-api/v1',
    allowOrigins: ['https://shop.example'],
    maxBodyBytes: 1000,
    fetch: async (input, init) => {
      seen.push({
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        body: init?.body as string | undefined,
      });
      return new Response('{"ok":true}', {
        status,
        headers: { 'content-type': 'application/json', 'set-cookie': 'x=1', ...headers },
      });
    },
  });
  const call = (path: string, init?: RequestInit) =>
    app.request(`http://proxy.local/booking-api/v1${path}`, init);
  return { seen, call };
}

describe('booking proxy recipe', () => {
  it('adds the key server-side and replaces any key the page sent', async () => {
    const { seen, call } = proxyWithRecorder();
    const response = await call(
      '/availability/101?start=2026-12-01&end=2026-12-31&duration=30m&apiKey=stolen',
    );
    expect(response.status).to.equal(200);
    expect(seen).to.have.length(1);
    expect(seen[0]!.url.pathname).to.equal('/v1/availability/101');
    expect(seen[0]!.url.searchParams.getAll('apiKey')).to.deep.equal(['secret-key']);
    expect(seen[0]!.url.searchParams.get('duration')).to.equal('30m');
  });

  it('forwards a booking body and passes back the status and rate-limit headers only', async () => {
    const { seen, call } = proxyWithRecorder(429, {
      'retry-after': '4',
      'x-ratelimit-limit': '60',
    });
    const body = JSON.stringify({ start_at: '2026-12-01T15:00:00Z' });
    const response = await call('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).to.equal(429);
    expect(response.headers.get('retry-after')).to.equal('4');
    expect(response.headers.get('x-ratelimit-limit')).to.equal('60');
    expect(response.headers.get('set-cookie')).to.equal(null);
    expect(seen[0]!.method).to.equal('POST');
    expect(seen[0]!.body).to.equal(body);
  });

  it('refuses every call the widget does not make, without reaching the service', async () => {
    const { seen, call } = proxyWithRecorder();
    const refused = [
      await call('/resources'),
      await call('/resources/101', { method: 'DELETE' }),
      await call('/customers'),
      await call('/reports/bookings?format=csv'),
      await call('/links', { method: 'POST', body: '{}' }),
      await call('/bookings'),
      await call('/bookings?status=confirmed'),
    ];
    expect(refused.map((r) => r.status)).to.deep.equal([404, 404, 404, 404, 404, 400, 400]);
    const body = await refused[0]!.json();
    expect(body.error.code).to.equal('not_found');
    expect(seen).to.have.length(0);
  });

  it('allows the lost-response lookup by e-mail and start time only', async () => {
    const { seen, call } = proxyWithRecorder();
    const response = await call(
      '/bookings?email=ada%40example.com&start=2026-12-01T15:00:00Z&status=x',
    );
    expect(response.status).to.equal(200);
    expect(seen[0]!.url.searchParams.get('email')).to.equal('ada@example.com');
    expect(seen[0]!.url.searchParams.has('status')).to.equal(false);
  });

  it('rejects oversized bodies with 413', async () => {
    const { seen, call } = proxyWithRecorder();
    const response = await call('/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'x'.repeat(2000) }),
    });
    expect(response.status).to.equal(413);
    expect(seen).to.have.length(0);
  });

  it('reports an unreachable service as 502 with the error body', async () => {
    const app = createBookingProxy({
      upstream: 'https://api.example.test/v1',
      apiKey: 'k',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const response = await app.request('http://proxy.local/v1/resources/101');
    expect(response.status).to.equal(502);
    expect((await response.json()).error.code).to.equal('bad_gateway');
  });
});
