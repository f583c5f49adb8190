// contentChanged: the inner elements' plain-data properties count as changed only when their content differs.
import { expect } from '@open-wc/testing';
import { contentChanged } from '../../../../src/components/shared/content-changed.js';

describe('contentChanged', () => {
  it('finds no change in a rebuilt object, array or nested data equal in content', () => {
    expect(
      contentChanged(
        { first: '2026-11-27', last: '2027-01-26' },
        { first: '2026-11-27', last: '2027-01-26' },
      ),
    ).to.equal(false);
    expect(
      contentChanged([{ minutes: 30 }, { minutes: 60 }], [{ minutes: 30 }, { minutes: 60 }]),
    ).to.equal(false);
    expect(
      contentChanged({ fresh: true, pending: false }, { fresh: true, pending: false }),
    ).to.equal(false);
    expect(contentChanged(undefined, undefined)).to.equal(false);
  });

  it('finds a change in any value, key or length, and between undefined and an object', () => {
    expect(contentChanged({ first: '2026-11-28' }, { first: '2026-11-27' })).to.equal(true);
    expect(contentChanged({ first: 'a', last: 'b' }, { first: 'a' })).to.equal(true);
    expect(contentChanged([30, 60], [30])).to.equal(true);
    expect(contentChanged({ 0: 30 }, [30])).to.equal(true);
    expect(contentChanged({ fresh: true }, undefined)).to.equal(true);
    expect(contentChanged(undefined, { fresh: true })).to.equal(true);
  });
});
