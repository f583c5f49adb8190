import { expect } from '@open-wc/testing';
import { LOCATION_TYPES, type Location } from '../../../src/api/schemas.js';
import {
  describeLocation,
  LOCATION_INFO,
  locationSummary,
  telHref,
} from '../../../src/core/locations.js';
import { locationLine } from '../../../src/core/location-line.js';

describe('locations', () => {
  it('has an icon and a catalog label key for each of the 12 types', () => {
    expect(Object.keys(LOCATION_INFO).sort()).to.deep.equal([...LOCATION_TYPES].sort());
    for (const type of LOCATION_TYPES) {
      expect(LOCATION_INFO[type].labelKey).to.equal(`location.${type}`);
      expect(describeLocation({ type })).to.include({ type, labelKey: `location.${type}` });
    }
    expect(describeLocation({ type: 'zoom' }).kind).to.equal('video');
    expect(describeLocation({ type: 'physical' }).icon).to.equal('map_pin');
    expect(describeLocation({ type: 'inbound_call' }).kind).to.equal('phone');
  });

  it('gives a video meeting its join URL as text and link, only when http(s)', () => {
    const zoom = describeLocation({
      type: 'zoom',
      join_url: 'https://zoom.us/j/123',
      meeting_id: '123 456',
      password: 'pw',
    });
    expect(zoom).to.include({ detail: 'https://zoom.us/j/123', href: 'https://zoom.us/j/123' });
    expect(zoom.notes).to.deep.equal(['123 456', 'pw']);
    const hostile = describeLocation({
      type: 'google_meet',
      join_url: 'javascript:alert(document.cookie)',
    });
    expect(hostile.href).to.equal(undefined);
    expect(hostile.detail).to.equal(undefined);
  });

  it('gives an address as one line with a maps link, keeping markup as plain text', () => {
    const place: Location = {
      type: 'physical',
      name: 'Studio <b>North</b>',
      address: '12 Clay St',
      city: 'London',
      zip_code: 'E1 6AN',
      country: 'UK',
    };
    const description = describeLocation(place);
    expect(description.detail).to.equal('12 Clay St, London, E1 6AN, UK');
    expect(description.name).to.equal('Studio <b>North</b>');
    expect(new URL(description.href!).searchParams.get('query')).to.equal(
      '12 Clay St, London, E1 6AN, UK',
    );
    expect(describeLocation({ type: 'physical', latitude: 51.5, longitude: -0.1 }).href).to.include(
      '51.5%2C-0.1',
    );
    expect(locationSummary(place, 'In person')).to.equal(
      'Studio <b>North</b> — 12 Clay St, London, E1 6AN, UK',
    );
    expect(locationSummary({ type: 'ask_invitee' }, 'Invitee chooses location')).to.equal(
      'Invitee chooses location',
    );
  });

  it('gives a phone number a tel: link built from digits only', () => {
    expect(describeLocation({ type: 'phone', phone: '+1 (555) 010-2030' })).to.include({
      detail: '+1 (555) 010-2030',
      href: 'tel:+15550102030',
    });
    expect(telHref('javascript:alert(1)')).to.equal(undefined);
    expect(telHref('12+34+567')).to.equal('tel:1234567');
  });
});

describe('locationLine (the details column, before booking)', () => {
  it('shows a place’s name and address, a phone number, and never a meeting link', () => {
    const office: Location = {
      type: 'physical',
      name: 'Head office',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
    };
    expect(locationLine(office, 'In person')).to.equal(
      'Head office — 1 Main St, Springfield, IL 62701',
    );
    expect(
      locationLine({ type: 'inbound_call', phone: ' +1 555 0100 ' }, 'We will call you'),
    ).to.equal('+1 555 0100');
    expect(
      locationLine({ type: 'zoom', name: 'Zoom', join_url: 'https://zoom.us/j/1' }, 'Zoom'),
    ).to.equal('');
    expect(locationLine({ type: 'zoom', name: 'Weekly sync' }, 'Zoom')).to.equal('Weekly sync');
  });
});
