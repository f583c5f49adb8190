// core/intl-warm.ts, the chunk the header script asks for with the widget's entry: once the header script has asked
// for a widget's times, it reads the early answers' bodies as they arrive (api/early-reads.ts `body`), leaving each
// answer itself unread for the header script's own read of the record and the client's.
import { expect } from '@open-wc/testing';
import { earlyReads } from '../../../src/api/early-reads.js';

describe('intl-warm', () => {
  after(() => earlyReads().clear());

  it("reads the early answers' bodies once the times are asked for, the answers left unread", async () => {
    const record = new Response('{"name":"Early"}');
    const times = new Response('[]');
    earlyReads().set('https://warm.example.test/v1/resources/1', {
      at: Date.now(),
      response: Promise.resolve(record),
    });
    earlyReads().set('https://warm.example.test/v1/availability/1?start=a&end=b&duration=30m', {
      at: Date.now(),
      response: Promise.resolve(times),
    });
    await import('../../../src/core/intl-warm.js');
    const [first, second] = [...earlyReads().values()];
    expect(await first!.body).to.equal('{"name":"Early"}');
    expect(await second!.body).to.equal('[]');
    expect(record.bodyUsed || times.bodyUsed).to.equal(false);
  });
});
