import { expect } from '@open-wc/testing';
import { canonicalTimeZone, searchTimeZones } from '../../../src/core/zone-search.js';

const AT = Date.parse('2026-01-15T12:00:00Z');
const first = (query: string, locale = 'en-US') =>
  searchTimeZones(query, locale, { at: AT })[0]?.id;

describe('searchTimeZones: places people name', () => {
  it('finds a city by a place on its time: Mumbai is Kolkata, San Francisco Los Angeles', () => {
    expect(first('Mumbai')).to.equal(canonicalTimeZone('Asia/Kolkata'));
    expect(first('bangalore')).to.equal(canonicalTimeZone('Asia/Kolkata'));
    expect(first('San Francisco')).to.equal('America/Los_Angeles');
    expect(first('san fr')).to.equal('America/Los_Angeles');
    expect(first('Seattle')).to.equal('America/Los_Angeles');
    expect(first('Boston')).to.equal('America/New_York');
    expect(first('München', 'de')).to.equal('Europe/Berlin');
    expect(first('Beijing')).to.equal('Asia/Shanghai');
  });

  it('finds a zone by either spelling of its city', () => {
    const kyiv = canonicalTimeZone('Europe/Kyiv');
    expect(first('Kyiv')).to.equal(kyiv);
    expect(first('Kiev')).to.equal(kyiv);
    expect(first('Kolkata')).to.equal(canonicalTimeZone('Asia/Kolkata'));
    expect(first('Calcutta')).to.equal(canonicalTimeZone('Asia/Kolkata'));
    expect(first('Saigon')).to.equal(canonicalTimeZone('Asia/Ho_Chi_Minh'));
    expect(first('Ho Chi Minh City')).to.equal(canonicalTimeZone('Asia/Ho_Chi_Minh'));
  });

  it("finds a zone by Intl's name for it in the visitor's language", () => {
    expect(first('Indische', 'de')).to.equal(canonicalTimeZone('Asia/Kolkata'));
    expect(first('米国太平洋', 'ja')).to.equal('America/Los_Angeles');
  });
});
