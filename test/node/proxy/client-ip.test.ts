// Whose share a call counts against: the visitor behind the trusted hops, never the address the visitor
// writes itself; IPv6 visitors by their /64.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forwardedClient, shareKey } from '../../../src/proxy/client-ip.js';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { MOCK_NOW, mockService } from './helpers.js';

describe('proxy: the visitor’s address', () => {
  it('reads the right-most entry the trusted hops did not write', () => {
    assert.equal(forwardedClient('6.6.6.6, 203.0.113.9', 1), '203.0.113.9');
    assert.equal(forwardedClient('6.6.6.6, 203.0.113.9, 10.0.0.2', 2), '203.0.113.9');
    assert.equal(forwardedClient('203.0.113.9', 1), '203.0.113.9');
    assert.equal(forwardedClient('[2001:db8::1]:443', 1), '2001:db8::1');
    assert.equal(forwardedClient('192.0.2.1:8080', 1), '192.0.2.1');
    // Fewer entries than trusted hops: it didn't come through them; nothing to believe.
    assert.equal(forwardedClient('203.0.113.9', 2), undefined);
    assert.equal(forwardedClient('203.0.113.9', 0), undefined);
    assert.equal(forwardedClient(undefined, 1), undefined);
  });

  it('keys IPv6 addresses by their /64 and IPv4 ones as they are', () => {
    assert.equal(shareKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(shareKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.equal(shareKey('2001:db8:1::'), '2001:db8:1:0::/64');
    assert.equal(shareKey('::1'), '0:0:0:0::/64');
    assert.equal(shareKey('::ffff:192.0.2.1'), '192.0.2.1');
    assert.equal(shareKey('192.0.2.1'), '192.0.2.1');
    assert.equal(shareKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.notEqual(shareKey('2001:db8:1:2::1'), shareKey('2001:db8:1:3::1'));
  });

  function proxy() {
    const mock = mockService();
    const app = createBookingProxy({
      upstream: 'http://mock.local/v1',
      apiKey: 'demo',
      now: () => MOCK_NOW,
      trustedHops: 1,
      visitorShare: 2,
      readWaitMs: 0,
      fetch: mock.fetch,
    });
    // Each month is a new upstream call: the first also reads the resource (two calls).
    const month = (m: string, forwarded: string) =>
      app.request(`http://proxy.local/v1/availability/106?start=${m}-01&end=${m}-02&duration=15m`, {
        headers: { 'x-forwarded-for': forwarded },
      });
    return month;
  }

  it('charges the share of the address the balancer saw, whatever the visitor writes first', async () => {
    const month = proxy();
    assert.equal((await month('2026-12', '1.1.1.1, 198.51.100.7')).status, 200);
    // The same visitor claims another address each time: still its own share, now spent.
    const spoofed = await month('2027-01', '2.2.2.2, 198.51.100.7');
    assert.equal(spoofed.status, 429);
    // Another visitor is served.
    assert.equal((await month('2027-02', '1.1.1.1, 198.51.100.8')).status, 200);
  });

  it('counts two IPv6 addresses of one /64 as one visitor', async () => {
    const month = proxy();
    assert.equal((await month('2026-12', '2001:db8:5:6::1')).status, 200);
    assert.equal((await month('2027-01', '2001:db8:5:6:ffff::2')).status, 429);
    assert.equal((await month('2027-02', '2001:db8:5:7::1')).status, 200);
  });
});
