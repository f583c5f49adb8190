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

describe('searchTimeZones: the zone a person means first', () => {
  const kolkata = canonicalTimeZone('Asia/Kolkata');
  const ids = (query: string, locale = 'en-US') =>
    searchTimeZones(query, locale, { at: AT }).map((zone) => zone.id);

  it('"Kol" is Kolkata before Köln (Berlin): a city of its own before a place on another zone', () => {
    expect(first('Kol')).to.equal(kolkata);
    expect(ids('Kol')).to.include('Europe/Berlin');
  });

  it('finds a zone by its country, in the widget language and in English', () => {
    expect(first('India')).to.equal(kolkata);
    expect(first('Indien', 'de')).to.equal(kolkata);
    expect(first('インド', 'ja')).to.equal(kolkata);
    expect(first('New Zealand')).to.equal('Pacific/Auckland');
    expect(first('Neuseeland', 'de')).to.equal('Pacific/Auckland');
    expect(first('Germany')).to.equal('Europe/Berlin');
    expect(first('Japan')).to.equal('Asia/Tokyo');
    expect(ids('Australia')[0]).to.equal('Australia/Sydney');
    expect(ids('Australia')).to.include('Australia/Perth');
  });

  it('finds a zone by its country code and the codes people type: NZ, UK, US, USA', () => {
    expect(first('NZ')).to.equal('Pacific/Auckland');
    expect(first('nz')).to.equal('Pacific/Auckland');
    expect(first('UK')).to.equal('Europe/London');
    expect(first('US')).to.equal('America/New_York');
    expect(first('USA')).to.equal('America/New_York');
    expect(ids('USA')).to.include('America/Los_Angeles');
    expect(first('UAE')).to.equal('Asia/Dubai');
  });

  it('an abbreviation keeps its zone first: CET Berlin, PST Los Angeles, IST Kolkata, ET New York', () => {
    expect(first('CET')).to.equal('Europe/Berlin');
    expect(first('PST')).to.equal('America/Los_Angeles');
    expect(first('IST')).to.equal(kolkata);
    expect(first('ET')).to.equal('America/New_York');
  });
});
