import { expect } from '@open-wc/testing';
import { createTranslator } from '../../../src/core/i18n/index.js';

// Its own page: the manage screens load without the booking step and still speak English.
describe('English on the manage screens', () => {
  it('resolves the manage screens’ strings once they are loaded', async () => {
    const t = createTranslator('en-US');
    expect(t.t('manage.cancelTitle')).to.equal('manage.cancelTitle');
    await import('../../../src/components/booking-widget/manage.js');
    expect(t.t('manage.cancelTitle')).to.equal('Cancel this booking?');
    expect(t.t('form.back')).to.equal('Back');
  });
});
