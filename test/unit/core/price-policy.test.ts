import { expect } from '@open-wc/testing';
import type { Price, Settings } from '../../../src/api/schemas.js';
import { checkPolicy, policyNoticeMinutes } from '../../../src/core/policy.js';
import { formatPrice, priceForDuration } from '../../../src/core/price.js';
import { priceRange } from '../../../src/core/price-range.js';

const prices: Price[] = [
  { name: 'Short', duration: '30m', amount: 49, currency: 'USD' },
  { name: 'Long', duration: 60, amount: 89.5, currency: 'USD' },
];

describe('prices', () => {
  it('formats the amount in its currency for the locale', () => {
    expect(formatPrice({ amount: 49, currency: 'USD' }, 'en-US')).to.equal('$49.00');
    expect(formatPrice({ amount: 49, currency: 'eur' }, 'de')).to.match(/^49,00\s€$/);
    expect(formatPrice({ amount: 4999, currency: 'INR' }, 'hi')).to.match(/4,999/);
    expect(formatPrice({ amount: 1200, currency: 'JPY' }, 'ja')).to.match(/[￥¥]1,200/);
    expect(formatPrice({ amount: 10, currency: '1$!' }, 'en-US')).to.equal('10 1$!');
  });

  it('chooses the price for a duration, else one without a duration', () => {
    expect(priceForDuration(prices, 30)?.name).to.equal('Short');
    expect(priceForDuration(prices, 60)?.name).to.equal('Long');
    expect(priceForDuration(prices, 45)).to.equal(undefined);
    expect(priceForDuration([...prices, { amount: 20, currency: 'USD' }], 45)?.amount).to.equal(20);
    expect(priceForDuration(null, 30)).to.equal(undefined);
    expect(priceRange(prices)).to.deep.equal({ min: prices[0], max: prices[1] });
    expect(priceRange([...prices, { amount: 5, currency: 'EUR' }])).to.equal(undefined);
  });
});

describe('policy', () => {
  const settings = {
    policy: {
      reschedule: {
        is_enabled: true,
        description: 'Reschedule up to 24 hours before.',
        terms: { type: 'hours', value: 24 },
      },
      cancellation: {
        is_enabled: false,
        description: 'No cancellations.',
        terms: { type: 'minutes', value: 0 },
      },
    },
  } as Pick<Settings, 'policy'>;
  const start = '2026-03-10T15:00:00Z';
  const booking = { status: 'confirmed' as const, start_at: start };

  it('allows a reschedule before the terms window and refuses within it', () => {
    expect(policyNoticeMinutes(settings.policy!.reschedule)).to.equal(1440);
    expect(
      checkPolicy('reschedule', booking, settings, Date.parse('2026-03-08T15:00:00Z')),
    ).to.deep.equal({
      allowed: true,
      deadline: '2026-03-09T15:00:00Z',
    });
    expect(
      checkPolicy('reschedule', booking, settings, Date.parse('2026-03-10T03:00:00Z')),
    ).to.deep.equal({
      allowed: false,
      reason: 'too_late',
      description: 'Reschedule up to 24 hours before.',
    });
  });

  it('refuses a disabled action, a canceled or past booking; allows everything without a policy', () => {
    const early = Date.parse('2026-03-01T00:00:00Z');
    expect(checkPolicy('cancel', booking, settings, early)).to.include({
      allowed: false,
      reason: 'disabled',
    });
    expect(
      checkPolicy('reschedule', { ...booking, status: 'canceled' }, settings, early),
    ).to.include({
      reason: 'canceled',
    });
    expect(checkPolicy('cancel', booking, {}, Date.parse('2026-03-11T00:00:00Z'))).to.include({
      reason: 'past',
    });
    expect(checkPolicy('cancel', booking, {}, early)).to.deep.equal({ allowed: true });
  });
});
