/**
 * The hand-written reads of what shows slots (record-read.ts) give exactly what the contract's schemas give
 * (ResourceRead, AvailabilityQuery, z.array(ErrorDetail)) for every value they take, and leave every other value to
 * the schemas (which then refuse it with the field named, or read it liberally): the demo's records, and those
 * records with fields deleted, replaced by other JSON, wrapped in lists, or added where the spec's tables have them.
 * Values are JSON (the reads get JSON.parse's output).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { AvailabilityQuery, ErrorDetail } from '../../../src/api/booking-schemas.js';
import { isBookableResource } from '../../../src/api/contract-values.js';
import {
  isAvailabilityQuery,
  readErrorDetails,
  readResource,
  readResources,
} from '../../../src/api/record-read.js';
import { listOf } from '../../../src/api/schema-helpers.js';
import { ResourceRead } from '../../../src/api/resource-read.js';
import { seedResources } from '../../../src/mock/fixtures.js';

const seeds = JSON.parse(JSON.stringify(seedResources('2026-11-01T00:00:00Z'))) as Record<
  string,
  unknown
>[];

/** Every key the records use, and those of the spec's tables they leave out. */
const names = new Set<string>(
  // prettier-ignore
  ['banner', 'policy', 'hosts', 'reschedule', 'cancellation', 'terms', 'credit', 'url', 'link', 'redirect',
    'message', 'guest', 'privacy', 'passcode', 'social', 'members', 'priority', 'options', 'key', 'label',
    'weekday', 'time', 'date', 'time_zone', 'specific', 'start_date', 'end_date', 'start_at', 'end_at', 'gateways',
    'is_enabled', 'heading', 'form', 'after', 'before', 'is_default', 'max', 'is_unlimited', 'latitude',
    'created_at', 'updated_at', 'slug', 'color', 'language', 'rank', 'attendees', 'max_allowed', 'align'],
);
const collect = (value: unknown) => {
  if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (!Array.isArray(value)) names.add(key);
      collect(inner);
    }
};
collect(seeds);

const junk = fc.oneof(
  // prettier-ignore
  fc.constantFrom(
    null, '', 0, -1, 1, 0.05, 200, 1e21, 'x', 'MON', 'mo', 3, '7', '09:00', '9:30:00', '25:00', '2026-02-29',
    '2028-02-29', '2026-03-03T09:00:00Z', '2026-03-03T09:00:00+0100', 'https://a.example/x',
    ' https://a.example/\ty ', 'ftp://x', 'USD', 'minutes', 'hours', 'one_on_one', 'group', 'round_robin', 'event',
    'calendar_days', 'ranges', 'onetime', 'recurring', 'specific', 'any', 'on', 'every', 'virtual', 'zoom',
    'spaceship', 'en-US', 'de', 'host', 'speaker', 'protected', 'perslot', 'stripe', 'left', 'link', 'thanks',
    'radio', true, false, [], {}, '12', 12, 'constructor', 'toString', '__proto__',
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

type Path = (string | number)[];
const at = (root: unknown, path: Path) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], root);
const pathsOf = (value: unknown, prefix: Path = [], out: Path[] = []): Path[] => {
  if (value && typeof value === 'object')
    for (const key of Object.keys(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(path);
      pathsOf((value as Record<string, unknown>)[key], path, out);
    }
  return out;
};

const change = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom('set', 'delete', 'add', 'wrap'),
  value: junk,
  name: fc.constantFrom(...names),
});
/** A demo record with up to 6 changes anywhere in it. */
const record = fc
  .tuple(fc.nat(seeds.length - 1), fc.array(change, { maxLength: 6 }))
  .map(([index, changes]) => {
    const copy = structuredClone(seeds[index]) as Record<string, unknown>;
    for (const { pick, kind, value: shared, name } of changes) {
      // A copy: fast-check hands out the same `[]` and `{}` each time, and a change that added one inside itself
      // made a cycle (and kept it for the next records).
      const value = structuredClone(shared);
      const paths = pathsOf(copy);
      if (kind === 'add') {
        const objects = [[], ...paths].filter((path) => {
          const found = path.length === 0 ? copy : at(copy, path);
          return found !== null && typeof found === 'object' && !Array.isArray(found);
        });
        const target = objects[pick % objects.length]!;
        ((target.length === 0 ? copy : at(copy, target)) as Record<string, unknown>)[name] = value;
        continue;
      }
      if (paths.length === 0) continue;
      const path = paths[pick % paths.length]!;
      const parent = (path.length === 1 ? copy : at(copy, path.slice(0, -1))) as Record<
        string | number,
        unknown
      >;
      const key = path[path.length - 1]!;
      if (kind === 'delete') {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      } else parent[key] = kind === 'wrap' ? [parent[key]] : value;
    }
    return JSON.parse(JSON.stringify(copy)) as unknown;
  });

describe('the resource read by hand', () => {
  it('reads every bookable demo record without the schema, as the schema does', () => {
    for (const seed of seeds) {
      const read = readResource(seed);
      if (!['one_on_one', 'group', 'round_robin'].includes(seed.event_type as string)) {
        expect(read, `resource ${String(seed.resource_id)}`).to.equal(undefined);
        continue;
      }
      expect(read, `resource ${String(seed.resource_id)}`).to.not.equal(undefined);
      expect(read).to.deep.equal(ResourceRead.parse(seed));
    }
  });

  it('gives what the schema gives for any record it takes, and leaves the rest to it', () => {
    let taken = 0;
    let left = 0;
    fc.assert(
      fc.property(record, (value) => {
        const read = readResource(value);
        if (read === undefined) {
          left++;
          return;
        }
        taken++;
        const schema = ResourceRead.safeParse(value);
        expect(schema.success, JSON.stringify(value)).to.equal(true);
        expect(read).to.deep.equal(schema.data);
      }),
      { numRuns: 3000 },
    );
    // Most changed records are still read by hand; the rest are refused or not bookable.
    expect(taken).to.be.greaterThan(left * 3);
  });

  it('reads a list as listOf(ResourceRead) does, with its bookable items only', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 4 }), (list) => {
        expect(readResources(list)).to.deep.equal(
          listOf(ResourceRead).parse(list).filter(isBookableResource),
        );
      }),
      { numRuns: 500 },
    );
    expect(readResources({ result: [] })).to.equal(undefined);
  });

  it('leaves what the schema refuses to it, so the refusal names the field', () => {
    const [first] = seeds.filter((seed) => seed.event_type === 'one_on_one');
    for (const broken of [
      { ...first, durations: [] },
      { ...first, durations: undefined },
      { ...first, event_type: undefined },
      [],
      null,
      'resource',
    ]) {
      const value = JSON.parse(JSON.stringify(broken ?? null)) as unknown;
      expect(readResource(value)).to.equal(undefined);
      expect(ResourceRead.safeParse(value).success).to.equal(false);
    }
    // A list item that is not bookable (an event type no variant has, whatever its name) is the schema's too.
    const other = { ...first, event_type: 'constructor' };
    expect(readResource(other)).to.equal(undefined);
    expect(isBookableResource(ResourceRead.parse(other))).to.equal(false);
  });
});

describe('the availability query and error details checked by hand', () => {
  const text = fc.oneof(
    fc.constantFrom(
      '2026-11-17',
      '2026-02-29',
      '2028-02-29',
      '2026-1-1',
      '30m',
      '1h',
      '0m',
      '100000m',
      ' 1d',
    ),
    fc.string({ maxLength: 8 }),
  );
  it('takes a query exactly when AvailabilityQuery does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record(
            { start: text, end: text, duration: fc.oneof(text, fc.constant(undefined)) },
            { requiredKeys: [] },
          ),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        (query) => {
          expect(isAvailabilityQuery(query)).to.equal(AvailabilityQuery.safeParse(query).success);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads `details` as z.array(ErrorDetail) does', () => {
    const detail = fc.record(
      { path: fc.oneof(fc.string(), fc.integer()), message: fc.string(), extra: fc.string() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(detail, { maxLength: 3 }), fc.jsonValue()), (details) => {
        const schema = z.array(ErrorDetail).safeParse(details);
        expect(readErrorDetails(details)).to.deep.equal(schema.success ? schema.data : undefined);
      }),
      { numRuns: 1000 },
    );
  });
});
