import { expect } from '@open-wc/testing';
import type { Resource } from '../../../src/api/schemas.js';
import {
  defaultDuration,
  defaultDurationMinutes,
  durationOptions,
  durationParts,
  durationToMinutes,
  minutesToDurationParam,
  parseDurationParam,
  queryDurationMinutes,
  resolveDuration,
} from '../../../src/core/duration.js';

const resource = (durations: unknown[]) =>
  ({ durations }) as unknown as Pick<Resource, 'durations'>;

describe('durations', () => {
  it('converts duration objects to minutes and to the query form', () => {
    expect(durationToMinutes({ type: 'minutes', value: 45 })).to.equal(45);
    expect(durationToMinutes({ type: 'hours', value: 1.5 })).to.equal(90);
    expect(durationToMinutes({ type: 'days', value: 1 })).to.equal(1440);
    expect(minutesToDurationParam(30)).to.equal('30m');
    expect(minutesToDurationParam(60)).to.equal('60m');
    expect(minutesToDurationParam(90)).to.equal('90m');
    expect(minutesToDurationParam(2880)).to.equal('2880m');
  });

  it('reads the query spelling <n>m / <n>h / <n>d only (the client and the proxy key on it)', () => {
    expect(queryDurationMinutes('30m')).to.equal(30);
    expect(queryDurationMinutes('1h')).to.equal(60);
    expect(queryDurationMinutes('1d')).to.equal(1440);
    for (const other of ['90', '1.5h', 'PT1H', '30 m', '', null, undefined])
      expect(queryDurationMinutes(other), String(other)).to.equal(undefined);
  });

  it('reads the attribute and query forms, rejecting nonsense', () => {
    expect(parseDurationParam('30m')).to.equal(30);
    expect(parseDurationParam('1h')).to.equal(60);
    expect(parseDurationParam('1.5h')).to.equal(90);
    expect(parseDurationParam('2d')).to.equal(2880);
    expect(parseDurationParam(' 45 ')).to.equal(45);
    expect(parseDurationParam('45 min')).to.equal(45);
    expect(parseDurationParam('PT1H30M')).to.equal(90);
    expect(parseDurationParam('0m')).to.equal(undefined);
    expect(parseDurationParam('abc')).to.equal(undefined);
    expect(parseDurationParam('-30m')).to.equal(undefined);
    expect(parseDurationParam('PT')).to.equal(undefined);
    expect(parseDurationParam(null)).to.equal(undefined);
  });

  it('splits minutes for labels', () => {
    expect(durationParts(90)).to.deep.equal({ days: 0, hours: 1, minutes: 30 });
    expect(durationParts(1500)).to.deep.equal({ days: 1, hours: 1, minutes: 0 });
  });

  it("picks the resource's default duration: is_default, else the first", () => {
    const marked = resource([
      { type: 'minutes', value: 30 },
      { type: 'hours', value: 1, is_default: true },
    ]);
    expect(defaultDuration(marked)).to.deep.include({ type: 'hours', value: 1 });
    expect(defaultDurationMinutes(marked)).to.equal(60);
    expect(
      defaultDurationMinutes(
        resource([
          { type: 'minutes', value: 15 },
          { type: 'minutes', value: 45 },
        ]),
      ),
    ).to.equal(15);
  });

  it('lists options without duplicates and resolves a requested duration only when offered', () => {
    const r = resource([
      { type: 'minutes', value: 30, is_default: true },
      { type: 'minutes', value: 60 },
      { type: 'hours', value: 1 },
    ]);
    expect(durationOptions(r)).to.deep.equal([
      { minutes: 30, param: '30m', isDefault: true },
      { minutes: 60, param: '60m', isDefault: false },
    ]);
    expect(resolveDuration(r, '60m')).to.equal(60);
    expect(resolveDuration(r, '1h')).to.equal(60);
    expect(resolveDuration(r, 60)).to.equal(60);
    expect(resolveDuration(r, '45m')).to.equal(30);
    expect(resolveDuration(r, 'junk')).to.equal(30);
    expect(resolveDuration(r, undefined)).to.equal(30);
  });
});
