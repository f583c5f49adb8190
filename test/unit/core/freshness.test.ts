// When the times on screen go stale: a time once its notice begins, the day at midnight in the viewer's zone
// (including the nights a zone skips or repeats an hour), whichever comes first.
import { expect } from '@open-wc/testing';
import { nextMidnight, nextStaleAt, noticeMs } from '../../../src/core/freshness.js';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('freshness', () => {
  it('reads the notice as the spec gives it (type defaults to minutes, value to 0)', () => {
    expect(noticeMs({ type: 'hours', value: 2 })).to.equal(2 * HOUR);
    expect(noticeMs({ type: 'days', value: 1 })).to.equal(24 * HOUR);
    expect(noticeMs({ value: 15 })).to.equal(15 * 60_000);
    expect(noticeMs({ type: 'minutes', value: null })).to.equal(0);
    expect(noticeMs(null)).to.equal(0);
    expect(noticeMs({ type: 'hours', value: -3 })).to.equal(0);
  });

  it('a time can be booked up to the instant its notice begins, not after', () => {
    const start = at('2026-11-17T14:00:00Z');
    const midnight = at('2026-11-18T00:00:00Z');
    expect(nextStaleAt([start], 2 * HOUR, at('2026-11-17T11:00:00Z'), 'UTC')).to.equal(
      at('2026-11-17T12:00:00.001Z'),
    );
    // At the instant itself it is still bookable: stale a millisecond later.
    expect(nextStaleAt([start], 2 * HOUR, at('2026-11-17T12:00:00Z'), 'UTC')).to.equal(
      at('2026-11-17T12:00:00.001Z'),
    );
    // Once stale it is no longer waited for.
    expect(nextStaleAt([start], 2 * HOUR, at('2026-11-17T12:00:00.001Z'), 'UTC')).to.equal(
      midnight,
    );
    expect(nextStaleAt([start], 0, at('2026-11-17T13:59:59Z'), 'UTC')).to.equal(
      at('2026-11-17T14:00:00.001Z'),
    );
  });

  it('midnight is in the zone shown, also across a DST change', () => {
    expect(nextMidnight('America/New_York', at('2026-11-17T10:00:00Z'))).to.equal(
      at('2026-11-18T05:00:00Z'),
    );
    expect(nextMidnight('Pacific/Kiritimati', at('2026-11-27T10:20:00Z'))).to.equal(
      at('2026-11-28T10:00:00Z'),
    );
    // 01:30 EST on the night clocks go forward: the next midnight is EDT (UTC−4).
    expect(nextMidnight('America/New_York', at('2027-03-14T06:30:00Z'))).to.equal(
      at('2027-03-15T04:00:00Z'),
    );
  });

  it('the next stale instant is the first notice to begin, else midnight', () => {
    const now = at('2026-11-17T10:00:00Z');
    const starts = [
      at('2026-11-17T14:30:00Z'),
      at('2026-11-17T14:00:00Z'),
      at('2026-11-17T11:00:00Z'),
    ];
    // 11:00 is already inside its notice (offered by a service whose clock is behind): not waited for.
    expect(nextStaleAt(starts, 2 * HOUR, now, 'UTC')).to.equal(at('2026-11-17T12:00:00.001Z'));
    expect(nextStaleAt([], 2 * HOUR, now, 'America/New_York')).to.equal(at('2026-11-18T05:00:00Z'));
    // A time tomorrow afternoon: midnight comes first.
    expect(nextStaleAt([at('2026-11-18T15:00:00Z')], 2 * HOUR, now, 'UTC')).to.equal(
      at('2026-11-18T00:00:00Z'),
    );
  });
});
