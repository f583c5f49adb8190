// The proxy forwards a page of events' list (one host's, one booking page's resources) and nothing wider.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBookingProxy } from '../../../src/proxy/proxy.js';
import { eventsQuery } from '../../../src/api/resource-list.js';
import { mockService } from './helpers.js';

function proxy() {
  const mock = mockService();
  const upstream: string[] = [];
  const app = createBookingProxy({
    upstream: 'http://mock.local/v1',
    apiKey: 'demo',
    fetch: (input, init) => {
      upstream.push(String(input));
      return mock.fetch(input, init);
    },
  });
  const read = (query: string) => app.request(`http://proxy.local/v1/resources?${query}`);
  return { read, upstream };
}

const ids = async (response: Response) =>
  ((await response.json()) as { resource_id: number }[]).map((r) => r.resource_id);

describe('proxy: a page of events', () => {
  it('answers the widget’s list of a host’s events and of a booking page’s from the key’s catalog', async () => {
    const { read, upstream } = proxy();
    const host = await read(new URLSearchParams(eventsQuery({ user: 1 })).toString());
    assert.equal(host.status, 200);
    // Maya Chen's: the demo. Not her paused review (disabled) nor her webinar (not bookable).
    assert.deepEqual(await ids(host), [101]);
    const page = await read(new URLSearchParams(eventsQuery({ page: 1 })).toString());
    assert.equal(page.status, 200);
    assert.ok((await ids(page)).includes(107));
    // One call for both: the list of the key's events, with the key added.
    assert.equal(upstream.length, 1);
    assert.equal(new URL(upstream[0]!).pathname, '/v1/resources');
    assert.equal(new URL(upstream[0]!).searchParams.get('apiKey'), 'demo');
  });

  it('refuses every other list of resources without reaching the service', async () => {
    const { read, upstream } = proxy();
    const filter = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
    const refused = [
      '',
      'search=demo',
      'limit=1000',
      'download=true',
      'user_id=0',
      'user_id=1%20OR%201',
      'user_id=1&filters=[]',
      filter([{ id: 'page_id', operator: 'ne', value: 1 }]),
      filter([{ id: 'page_id', operator: 'eq', value: '1' }]),
      filter([{ id: 'name', operator: 'contains', value: 'a' }]),
      filter([
        { id: 'page_id', operator: 'eq', value: 1 },
        { id: 'is_template', operator: 'eq', value: true },
      ]),
      filter([{ id: 'page_id', operator: 'eq', value: 1, extra: 1 }]),
      'filters=not-json',
    ];
    for (const query of refused) {
      const response = await read(query);
      assert.equal(response.status, 400, query);
    }
    assert.equal(upstream.length, 0);
  });

  it('refuses what the widget never sends alongside an allowed list, and a list asked twice', async () => {
    const { read, upstream } = proxy();
    assert.equal((await read('user_id=1&download=true&limit=1000')).status, 400);
    assert.equal((await read('user_id=1&user_id=2')).status, 400);
    assert.equal(upstream.length, 0);
    assert.equal((await read('user_id=1&apiKey=public')).status, 200);
    // The visitor's query never travels: the proxy asks for the key's list, pages of it only.
    const sent = new URL(upstream[0]!).searchParams;
    assert.deepEqual([...sent.keys()].sort(), ['apiKey', 'limit', 'offset']);
    assert.equal(sent.get('apiKey'), 'demo');
  });
});
