import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  datesAround,
  invalidationsOf,
  withoutTaken,
  type CachedAnswer,
  type SharedRead,
} from '../../../src/proxy/answers.js';
import { budgetPerSlice, invalidationsForWrite } from '../../../src/proxy/proxy.js';

describe('proxy invalidations', () => {
  const december: SharedRead = {
    key: 'k',
    kind: 'availability',
    resourceId: '106',
    from: '2026-12-01',
    to: '2026-12-31',
    durationMinutes: 15,
  };
  const answer = (fetchedAt: number): CachedAnswer => ({
    status: 200,
    body: '[]',
    contentType: 'application/json',
    fetchedAt,
  });

  it('widens a booking to the dates it may fall on in any zone', () => {
    const start = Date.parse('2026-12-01T23:30:00Z');
    assert.deepEqual(datesAround(start, start + 1_800_000), {
      from: '2026-11-30',
      to: '2026-12-03',
    });
  });

  it('applies to answers fetched before (or as) the write’s answer came, on the dates it touched', () => {
    const change = { id: '1', at: 1000, from: '2026-12-05', to: '2026-12-07' };
    assert.equal(invalidationsOf(december, answer(999), [change]).length, 1);
    assert.equal(invalidationsOf(december, answer(1000), [change]).length, 1);
    assert.equal(invalidationsOf(december, answer(1001), [change]).length, 0);
    assert.equal(invalidationsOf(december, answer(1001), [change], 5).length, 1);
    const january = { ...december, from: '2027-01-01', to: '2027-01-31' };
    assert.equal(invalidationsOf(january, answer(999), [change]).length, 0);
  });

  it('reads what a booking, a reschedule and a cancel changed from their answers', () => {
    const booking = {
      resource: { resource_id: 106 },
      host: { user_id: 7 },
      start_at: '2026-12-02T09:00:00Z',
      end_at: '2026-12-02T09:15:00Z',
    };
    const [made] = invalidationsForWrite('POST', '/bookings', JSON.stringify(booking), 5);
    assert.deepEqual(made, {
      at: 5,
      from: '2026-12-01',
      to: '2026-12-03',
      taken: {
        resourceId: '106',
        hostId: 7,
        start: Date.parse(booking.start_at),
        end: Date.parse(booking.end_at),
      },
    });
    const moved = invalidationsForWrite(
      'PUT',
      '/bookings/bk_1',
      JSON.stringify({ ...booking, reschedule: { rescheduled_from: '2026-12-20T09:00:00Z' } }),
      5,
    );
    assert.deepEqual(
      moved.map((m) => [m.from, m.to, m.taken !== undefined]),
      [
        ['2026-12-01', '2026-12-03', true],
        ['2026-12-19', '2026-12-21', false],
      ],
    );
    const [canceled] = invalidationsForWrite(
      'POST',
      '/bookings/bk_1/cancel',
      JSON.stringify(booking),
      5,
    );
    assert.equal(canceled?.taken, undefined);
    const [unknown] = invalidationsForWrite('POST', '/bookings', 'not json', 5);
    assert.deepEqual([unknown?.from, unknown?.to], ['0000-01-01', '9999-12-31']);
  });
});

describe('a slot list read before a booking', () => {
  const read: SharedRead = {
    key: 'k',
    kind: 'availability',
    resourceId: '103',
    from: '2026-12-01',
    to: '2026-12-01',
    durationMinutes: 30,
  };
  const user = (user_id: number, busy = false) => ({ user_id, name: `Host ${user_id}`, busy });
  const at = (time: string) => Date.parse(`2026-12-01T${time}:00Z`);
  const slots = (body: string) =>
    (
      JSON.parse(body) as Array<{
        slots: Array<{ time: string; available: number; users: unknown[] }>;
      }>
    )[0]!.slots;

  it('drops a one-host slot the booking took, and the slots overlapping it', () => {
    const body = JSON.stringify([
      {
        date: '2026-12-01',
        capacity: 1,
        slots: ['09:00', '09:15', '09:30', '10:00'].map((t) => ({
          time: `2026-12-01T${t}:00Z`,
          available: 1,
          users: [user(7)],
        })),
      },
    ]);
    const taken = [{ resourceId: '103', hostId: 7, start: at('09:30'), end: at('10:00') }];
    assert.deepEqual(
      slots(withoutTaken(body, read, taken)).map((s) => s.time),
      ['2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z'],
    );
  });

  it('drops the slots in the resource’s break around the booking, as the service keeps it free', () => {
    const body = JSON.stringify([
      {
        date: '2026-12-01',
        capacity: 1,
        slots: ['08:30', '09:00', '09:30', '10:00', '10:30'].map((t) => ({
          time: `2026-12-01T${t}:00Z`,
          available: 1,
          users: [user(7)],
        })),
      },
    ]);
    const taken = [{ resourceId: '103', hostId: 7, start: at('09:30'), end: at('10:00') }];
    // 10 minutes after: 10:00 starts inside it; 5 minutes before: 09:00 (to 09:30) ends inside it.
    assert.deepEqual(
      slots(withoutTaken(body, read, taken, { beforeMs: 300_000, afterMs: 600_000 })).map(
        (s) => s.time,
      ),
      ['2026-12-01T08:30:00Z', '2026-12-01T10:30:00Z'],
    );
  });

  it('marks the booked host busy in a round-robin slot and keeps it while another host is free', () => {
    const body = JSON.stringify([
      {
        date: '2026-12-01',
        capacity: 2,
        slots: [{ time: '2026-12-01T09:00:00Z', available: 2, users: [user(3), user(4)] }],
      },
    ]);
    const once = withoutTaken(body, read, [
      { resourceId: '103', hostId: 4, start: at('09:00'), end: at('09:30') },
    ]);
    assert.deepEqual(slots(once), [
      { time: '2026-12-01T09:00:00Z', available: 1, users: [user(3), user(4, true)] },
    ]);
    const twice = withoutTaken(once, read, [
      { resourceId: '103', hostId: 3, start: at('09:00'), end: at('09:30') },
    ]);
    assert.deepEqual(slots(twice), []);
  });

  it('takes one seat of a group slot per booking', () => {
    const group = { ...read, resourceId: '102' };
    const body = JSON.stringify([
      {
        date: '2026-12-01',
        capacity: 8,
        slots: [{ time: '2026-12-01T09:00:00Z', available: 2, users: [user(5)] }],
      },
    ]);
    const seat = { resourceId: '102', hostId: 5, start: at('09:00'), end: at('11:00') };
    assert.equal(slots(withoutTaken(body, group, [seat]))[0]?.available, 1);
    assert.deepEqual(slots(withoutTaken(body, group, [seat, seat])), []);
  });

  it('leaves another host’s slots and an answer that is not a slot list alone', () => {
    const body = JSON.stringify([
      {
        date: '2026-12-01',
        capacity: 1,
        slots: [{ time: '2026-12-01T09:00:00Z', available: 1, users: [user(9)] }],
      },
    ]);
    const taken = [{ resourceId: '104', hostId: 7, start: at('09:00'), end: at('10:00') }];
    assert.deepEqual(JSON.parse(withoutTaken(body, read, taken)), JSON.parse(body));
    assert.equal(withoutTaken('{"error":{}}', read, taken), '{"error":{}}');
  });
});

describe('the key’s budget', () => {
  it('splits the plan into slices no 10-second span can exceed', () => {
    // A 10-second span meets at most 11 one-second slices.
    for (const limit of [60, 120, 300]) assert.ok(budgetPerSlice(limit) * 11 <= limit);
    assert.equal(budgetPerSlice(60), 5);
    assert.equal(budgetPerSlice(300), 27);
  });
});
