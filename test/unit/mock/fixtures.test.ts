// The seed data is validated when first read in the running mock (parsed-on-read.ts), so this proves every fixture
// valid against the service contract up front, and that a lazily parsed resource reads like an eagerly parsed one.
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { Link, OtherResource, Resource } from '../../../src/api/schemas.js';
import { seedLinks, seedResources } from '../../../src/mock/fixtures.js';
import { MockStore } from '../../../src/mock/store.js';
import { ParsedOnReadMap } from '../../../src/mock/parsed-on-read.js';

z.config(z.locales.en());
const created = new Date().toISOString();

describe('mock fixtures', () => {
  it('every seed resource is valid: 101–104, 106, 107 and the settings showcase 201–204 bookable, 105 disabled, 108 a passthrough list item', () => {
    const ids: number[] = [];
    for (const input of seedResources(created)) {
      const bookable = z.safeParse(Resource, input);
      const other = bookable.success ? undefined : z.safeParse(OtherResource, input);
      expect(bookable.success || other?.success, JSON.stringify(bookable.error?.issues)).to.equal(
        true,
      );
      ids.push(Number(input['resource_id']));
    }
    expect(ids).to.deep.equal([101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204]);
    expect(z.safeParse(Resource, seedResources(created)[7]).success).to.equal(false);
  });

  it('every seed link is valid', () => {
    for (const link of seedLinks(created)) expect(z.safeParse(Link, link).success).to.equal(true);
  });

  it('the store reads a resource with its schema defaults applied, in seed order when listed', () => {
    const store = new MockStore(Date.now);
    const helpDesk = store.bookable(106)!;
    expect(helpDesk.is_enabled).to.equal(true);
    expect(helpDesk.name).to.equal('IT help desk');
    const seeded = [101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204];
    expect([...store.resources.keys()]).to.deep.equal(seeded);
    expect([...store.resources.values()].map((r) => Number(r['resource_id']))).to.deep.equal(
      seeded,
    );
    // The protected event's record carries its passcode, as the service's does (the proxy strips it).
    expect(store.bookable(201)?.settings.privacy).to.deep.equal({
      type: 'protected',
      passcode: 'orchard',
    });
    expect(store.bookable(105)?.is_enabled).to.equal(false);
  });

  it('ParsedOnReadMap parses once, on the first read, and keeps values set directly', () => {
    let calls = 0;
    const map = new ParsedOnReadMap<string, number>((raw) => {
      calls++;
      return Number(raw) * 2;
    });
    map.setUnparsed('a', '1').setUnparsed('b', '2');
    map.set('c', 7);
    expect(calls).to.equal(0);
    expect(map.size).to.equal(3);
    expect(map.has('b')).to.equal(true);
    expect(map.get('a')).to.equal(2);
    expect(map.get('a')).to.equal(2);
    expect(calls).to.equal(1);
    expect([...map]).to.deep.equal([
      ['a', 2],
      ['b', 4],
      ['c', 7],
    ]);
    expect(calls).to.equal(2);
    map.delete('b');
    expect([...map.values()]).to.deep.equal([2, 7]);
  });

  it('a fixture that is not valid fails on its first read', () => {
    const map = new ParsedOnReadMap<number, unknown>((raw) => Resource.parse(raw));
    map.setUnparsed(1, { resource_id: 1, event_type: 'one_on_one' });
    expect(() => map.get(1)).to.throw();
  });
});
