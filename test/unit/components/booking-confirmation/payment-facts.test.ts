import { expect, fixture, html } from '@open-wc/testing';
import { ResourceRead, type Resource } from '../../../../src/api/resource-read.js';
import '../../../../src/components/booking-confirmation/booking-confirmation.js';
import type { BookingConfirmation } from '../../../../src/components/booking-confirmation/booking-confirmation.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';
import { booking, oneOnOne } from '../../api/fixtures.js';

/** A paid one-on-one of 30 or 60 minutes, $25 / $45, collected by Stripe or cash. */
const paid = (payment: Record<string, unknown> | null) =>
  ResourceRead.parse({
    ...oneOnOne(),
    prices: [
      { name: 'Short', duration: 30, amount: 25, currency: 'USD' },
      { name: 'Long', duration: 60, amount: 45, currency: 'USD' },
    ],
    payment,
  }) as Resource;

const mount = (resource: Resource, status: 'confirmed' | 'pending' | 'canceled', duration = 30) =>
  fixture<BookingConfirmation>(
    html`<booking-confirmation
      .booking=${{ ...booking(), status, duration }}
      .resource=${resource}
      .viewerZone=${'America/New_York'}
      .translator=${createTranslator('en-US')}
    ></booking-confirmation>`,
  );

const fact = (element: BookingConfirmation, name: string) => {
  const row = [...element.shadowRoot!.querySelectorAll('dl > div')].find(
    (div) => div.querySelector('dt')?.textContent?.trim() === name,
  );
  return row?.querySelector('dd')?.textContent?.replace(/\s+/g, ' ').trim();
};

describe('<booking-confirmation>: a paid event', () => {
  it('states the price of the booked duration and how the host collects it, in the words used before booking', async () => {
    const element = await mount(
      paid({ is_enabled: true, gateways: ['stripe', 'cash'] }),
      'confirmed',
      60,
    );
    expect(fact(element, 'Price')).to.equal('$45.00');
    expect(fact(element, 'Payment')).to.equal(
      'Not charged here: the host will ask you for payment after you book (Stripe and cash).',
    );
  });

  it('says so while the booking awaits approval, and in the widget’s language', async () => {
    const element = await mount(paid({ is_enabled: true, gateways: [] }), 'pending');
    expect(fact(element, 'Price')).to.equal('$25.00');
    expect(fact(element, 'Payment')).to.equal(
      'Not charged here: the host will ask you for payment after you book.',
    );
  });

  it('states no payment when the event takes none, and nothing to pay on a canceled booking', async () => {
    const free = await mount(paid({ is_enabled: false, gateways: ['stripe'] }), 'confirmed');
    expect(fact(free, 'Price')).to.equal('$25.00');
    expect(fact(free, 'Payment')).to.equal(undefined);
    const canceled = await mount(paid({ is_enabled: true, gateways: ['stripe'] }), 'canceled');
    expect(fact(canceled, 'Price')).to.equal(undefined);
    expect(fact(canceled, 'Payment')).to.equal(undefined);
  });
});
