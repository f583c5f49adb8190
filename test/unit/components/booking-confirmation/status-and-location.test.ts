import { expect, fixture, html } from '@open-wc/testing';
import type { Booking } from '../../../../src/api/schemas.js';
import { Settings } from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-confirmation/booking-confirmation.js';
import type { BookingConfirmation } from '../../../../src/components/booking-confirmation/booking-confirmation.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';

/** A booking as the demo's resource 101 gives it: the Google Meet location carries the resource's name for it. */
const booking = (overrides: Partial<Booking> = {}): Booking => ({
  booking_id: 'bk_123',
  status: 'confirmed',
  resource: { resource_id: 101, name: 'Product demo', event_type: 'one_on_one' },
  host: { user_id: 1, name: 'Maya Chen' },
  start_at: '2030-03-03T15:00:00Z',
  end_at: '2030-03-03T15:30:00Z',
  duration: 30,
  time_zone: 'America/New_York',
  location: {
    type: 'google_meet',
    name: 'Google Meet',
    join_url: 'https://meet.google.com/abc-defg-hij',
  },
  invitees: [
    { name: 'Ada Lovelace', email: 'ada@example.com', questions: [], status: 'confirmed' },
  ],
  guests: [],
  created_at: '2030-01-01T10:00:00Z',
  updated_at: '2030-01-01T10:00:00Z',
  ...overrides,
});

const mount = (record: Booking) =>
  fixture<BookingConfirmation>(
    html`<booking-confirmation
      .booking=${record}
      .settings=${Settings.parse({})}
      .viewerZone=${'America/New_York'}
      .translator=${createTranslator('en-US')}
    ></booking-confirmation>`,
  );

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('<booking-confirmation> by status', () => {
  it('names the location once, with the link to join', async () => {
    const el = await mount(booking());
    const location = el.shadowRoot!.querySelector('.location');
    expect(count(text(location), 'Google Meet')).to.equal(1);
    expect(text(location!.querySelector('a'))).to.contain('Join meeting');
  });

  it('keeps a location name that says more than its kind', async () => {
    const el = await mount(
      booking({ location: { type: 'google_meet', name: 'Weekly demo room', join_url: '' } }),
    );
    const location = text(el.shadowRoot!.querySelector('.location'));
    expect(location).to.contain('Google Meet');
    expect(location).to.contain('Weekly demo room');
  });

  it('a canceled booking says so, offers no meeting to join and claims no confirmation sent', async () => {
    const el = await mount(booking({ status: 'canceled', canceled_at: '2030-01-02T10:00:00Z' }));
    const all = text(el.shadowRoot!.querySelector('[part="confirmation"]'));
    expect(text(el.shadowRoot!.querySelector('h2'))).to.equal('This booking was canceled');
    expect(all).not.to.contain('Join meeting');
    expect(el.shadowRoot!.querySelector('.location a')).to.equal(null);
    expect(all).not.to.contain('A confirmation was sent');
    expect(all).to.contain('Google Meet');
  });

  it("a booking awaiting approval says it awaits the host's approval, not that it was confirmed", async () => {
    const el = await mount(booking({ status: 'pending' }));
    const all = text(el.shadowRoot!.querySelector('[part="confirmation"]'));
    expect(text(el.shadowRoot!.querySelector('h2'))).to.equal(
      'Booking requested — awaiting approval',
    );
    expect(all).to.contain('You’ll get an email when the host confirms.');
    expect(all).not.to.contain('A confirmation was sent');
  });
});
