import { expect } from '@open-wc/testing';
import type { Location, Question } from '../../../src/api/schemas.js';
import {
  chosenLocation,
  locationInput,
  locationQuestion,
} from '../../../src/core/location-choice.js';

const meet: Location = { type: 'google_meet', name: 'Google Meet' };
const call: Location = { type: 'phone', name: 'Phone call' };
const office: Location = { type: 'physical', address: '1 Main St' };

describe('what a location needs from the invitee', () => {
  it('asks the phone for a call to the invitee, a place for ask_invitee, nothing otherwise', () => {
    expect(locationInput({ type: 'inbound_call' })).to.equal('phone');
    expect(locationInput(call)).to.equal('phone');
    // A phone location with its own number: the invitee calls it.
    expect(locationInput({ type: 'phone', phone: '+1 212 555 0100' })).to.equal(undefined);
    expect(locationInput({ type: 'ask_invitee' })).to.equal('place');
    expect(locationInput(meet)).to.equal(undefined);
    expect(locationInput(office)).to.equal(undefined);
  });

  it('offers a choice only among several locations', () => {
    expect(locationQuestion([meet], [], undefined)).to.deep.equal({
      choose: false,
      input: undefined,
      phoneQuestion: undefined,
    });
    expect(locationQuestion([meet, call], [], { index: 1, detail: '' }).choose).to.equal(true);
    expect(locationQuestion([meet, call], [], { index: 1, detail: '' }).input).to.equal('phone');
    expect(locationQuestion([{ type: 'inbound_call' }], [], undefined).input).to.equal('phone');
  });

  it('lets an add_to_location phone question answer the phone instead of asking twice', () => {
    const phone: Question = { name: 'phone', label: 'Phone', type: 'tel', add_to_location: true };
    const asked = locationQuestion([meet, call], [phone], { index: 1, detail: '' });
    expect(asked.input).to.equal(undefined);
    expect(asked.phoneQuestion).to.equal(phone);
    expect(
      chosenLocation([meet, call], { index: 1, detail: '' }, '+44 20 7946 0000'),
    ).to.deep.equal({ ...call, phone: '+44 20 7946 0000' });
  });
});

describe('the location sent with the booking', () => {
  it('is the chosen one, with the phone or place the invitee gave', () => {
    expect(chosenLocation([meet, call], { index: 0, detail: '' })).to.deep.equal(meet);
    expect(chosenLocation([meet, call], { index: 1, detail: ' +1 555 0100 ' })).to.deep.equal({
      ...call,
      phone: '+1 555 0100',
    });
    expect(
      chosenLocation([meet, { type: 'ask_invitee' }], { index: 1, detail: 'Café Central' }),
    ).to.deep.equal({ type: 'ask_invitee', address: 'Café Central' });
  });

  it('is left out when a single location needs nothing', () => {
    expect(chosenLocation([meet], { index: 0, detail: '' })).to.equal(undefined);
    expect(chosenLocation([], undefined)).to.equal(undefined);
    expect(
      chosenLocation([{ type: 'inbound_call' }], { index: 0, detail: '555 0100' }),
    ).to.deep.equal({ type: 'inbound_call', phone: '555 0100' });
  });
});
