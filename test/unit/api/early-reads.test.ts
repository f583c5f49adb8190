// Early reads (src/api/early-reads.ts): answers the header script asked for on a visitor's intent are taken once by
// the client's default fetch, for a GET of exactly that URL, and the widget's service starts the early availability
// read through its cache, so the first load of times joins it.
import { expect } from '@open-wc/testing';
import { ClientCore } from '../../../src/api/client-core.js';
import { EARLY_READ_MS, earlyReads, takeEarlyRead } from '../../../src/api/early-reads.js';
import { ServiceHolder } from '../../../src/components/booking-widget/service.js';
import * as fixtures from './fixtures.js';

const BASE = 'https://early.example.test/v1';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Counts the page's own fetches (those not answered early) while `run` runs; each answers `body`. */
async function countingFetch<T>(body: unknown, run: () => Promise<T>) {
  const original = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = ((input: RequestInfo | URL) => {
    urls.push(String(input));
    return Promise.resolve(json(body));
  }) as typeof fetch;
  try {
    return { result: await run(), urls };
  } finally {
    globalThis.fetch = original;
  }
}

describe('early reads', () => {
  afterEach(() => earlyReads().clear());

  it('hands an answer out once, and not when it is older than EARLY_READ_MS', () => {
    const response = Promise.resolve(json({}));
    earlyReads().set(`${BASE}/resources/1`, { at: Date.now(), response });
    expect(takeEarlyRead(`${BASE}/resources/1`)).to.equal(response);
    expect(takeEarlyRead(`${BASE}/resources/1`)).to.equal(undefined);
    earlyReads().set(`${BASE}/resources/2`, { at: Date.now() - EARLY_READ_MS - 1, response });
    expect(takeEarlyRead(`${BASE}/resources/2`)).to.equal(undefined);
  });

  it('the client reads the resource from the early answer instead of asking again', async () => {
    const resource = { ...fixtures.oneOnOne(), name: 'Asked early' };
    earlyReads().set(`${BASE}/resources/7?apiKey=k`, {
      at: Date.now(),
      response: Promise.resolve(json(resource)),
    });
    const client = new ClientCore({ baseUrl: BASE, apiKey: 'k', rateLimiter: false });
    const { result, urls } = await countingFetch({ ...resource, name: 'Asked again' }, () =>
      client.getResource(7),
    );
    expect(result.name).to.equal('Asked early');
    expect(urls).to.deep.equal([]);
    // Another key's client would have asked for another URL: it asks the service itself.
    const other = new ClientCore({ baseUrl: BASE, apiKey: 'other', rateLimiter: false });
    earlyReads().set(`${BASE}/resources/7?apiKey=k`, {
      at: Date.now(),
      response: Promise.resolve(json(resource)),
    });
    const second = await countingFetch({ ...resource, name: 'Asked again' }, () =>
      other.getResource(7),
    );
    expect(second.result.name).to.equal('Asked again');
    expect(second.urls).to.have.length(1);
  });

  it('an answer whose body was read while the code loaded is read without waiting for a task', async () => {
    // Its own text() would answer in a later task, and the frame due first would paint the loading screen.
    const resource = { ...fixtures.oneOnOne(), name: 'Read early' };
    const answer = json(resource);
    const body = answer.clone().text();
    await body;
    earlyReads().set(`${BASE}/resources/7?apiKey=k`, {
      at: Date.now(),
      response: Promise.resolve(answer),
      body,
    });
    const client = new ClientCore({ baseUrl: BASE, apiKey: 'k', rateLimiter: false });
    let taskRan = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (taskRan = true);
    channel.port2.postMessage(0);
    const result = await client.getResource(7);
    expect(result.name).to.equal('Read early');
    expect(taskRan, 'a task ran before the answer was read').to.equal(false);
    // The answer's own body, unread beside its clone's, is let go rather than kept with the early reads.
    expect(answer.bodyUsed).to.equal(true);
    channel.port1.close();
  });

  it("the widget's first load of times within the early month joins the early read", async () => {
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'].map((date) =>
      fixtures.availability(date),
    );
    const early = `${BASE}/availability/7?start=2026-03-02&end=2026-03-04&duration=30m&apiKey=k`;
    earlyReads().set(early, { at: Date.now(), response: Promise.resolve(json(days)) });
    const holder = new ServiceHolder();
    const { result, urls } = await countingFetch([], async () => {
      const service = await holder.get({
        demo: false,
        baseUrl: BASE,
        apiKey: 'k',
        latency: 0,
        timeout: undefined,
      });
      return service.cache.getRange('7', '30m', '2026-03-03', '2026-03-04');
    });
    expect(result.map((entry) => entry.date)).to.deep.equal(['2026-03-03', '2026-03-04']);
    expect(result[0]!.slots.length).to.be.greaterThan(0);
    expect(urls).to.deep.equal([]);
  });
});
