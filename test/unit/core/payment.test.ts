import { expect } from '@open-wc/testing';
import { loadTranslator } from '../../../src/core/i18n/index.js';
import { paymentLine } from '../../../src/core/price.js';

describe('how an event is paid', () => {
  it('says nothing is charged in the widget and names the gateways the host accepts, in the language', async () => {
    const en = await loadTranslator('en-US');
    expect(paymentLine(en, { is_enabled: true, gateways: ['stripe', 'paypal'] })).to.equal(
      'Not charged here: the host will ask you for payment after you book (Stripe and PayPal).',
    );
    expect(paymentLine(en, { is_enabled: true, gateways: [] })).to.equal(
      'Not charged here: the host will ask you for payment after you book.',
    );
    const de = await loadTranslator('de');
    expect(paymentLine(de, { is_enabled: true, gateways: ['cash', 'upi'] })).to.equal(
      'Hier wird nichts berechnet: Der Gastgeber bittet Sie nach der Buchung um die Zahlung (bar und UPI).',
    );
  });

  it('says nothing when payment is off or absent', async () => {
    const en = await loadTranslator('en-US');
    expect(paymentLine(en, { is_enabled: false, gateways: ['stripe'] })).to.equal(undefined);
    expect(paymentLine(en, null)).to.equal(undefined);
  });
});
