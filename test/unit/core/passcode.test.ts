import { expect } from '@open-wc/testing';
import { ClientCore } from '../../../src/api/client-core.js';
import { ApiError } from '../../../src/api/errors.js';
import { isPasscodeRefusal, passcodeMatches } from '../../../src/core/passcode.js';

describe('a protected event’s passcode', () => {
  it('matches only the record’s passcode, whatever the length or where it differs; spaces typed around it don’t count', () => {
    expect(passcodeMatches('orchard', 'orchard')).to.equal(true);
    expect(passcodeMatches('  orchard ', 'orchard')).to.equal(true);
    for (const wrong of ['', 'orchar', 'orchards', 'Orchard', 'xrchard', 'orcharx', 'or chard'])
      expect(passcodeMatches(wrong, 'orchard'), wrong).to.equal(false);
  });

  it('takes the proxy’s 403s for a refused passcode, and nothing else', () => {
    const error = (status: number, code: string) => new ApiError({ status, code, message: code });
    expect(isPasscodeRefusal(error(403, 'passcode_required'))).to.equal(true);
    expect(isPasscodeRefusal(error(403, 'passcode_invalid'))).to.equal(true);
    expect(isPasscodeRefusal(error(403, 'invalid_api_key'))).to.equal(false);
    expect(isPasscodeRefusal(new Error('passcode_invalid'))).to.equal(false);
  });

  it('travels as Booking-Passcode on the event’s availability behind a proxy only, never in the address', async () => {
    const sent: { url: string; passcode: string | null }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        passcode: new Headers(init?.headers).get('booking-passcode'),
      });
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    };
    const params = { start: '2026-12-01', end: '2026-12-01', duration: '30m' };
    const proxy = new ClientCore({
      baseUrl: 'https://example.test/proxy/v1',
      fetch,
      rateLimiter: false,
    });
    await proxy.getAvailability(201, params);
    proxy.setPasscode(201, 'orchard');
    await proxy.getAvailability(201, params);
    await proxy.getAvailability(101, params);
    const direct = new ClientCore({
      baseUrl: 'https://example.test/v1',
      apiKey: 'k',
      fetch,
      rateLimiter: false,
    });
    direct.setPasscode(201, 'orchard');
    await direct.getAvailability(201, params);
    expect(sent.map((call) => call.passcode)).to.deep.equal([null, 'orchard', null, null]);
    expect(sent.every((call) => !call.url.includes('orchard'))).to.equal(true);
  });
});
