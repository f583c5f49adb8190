// Popup options → <booking-widget> attributes: what a page writes (data attributes as strings, JS options
// typed, any spelling) must reach the widget the same way, and the same options must reuse the same popup.
import { expect } from '@open-wc/testing';
import {
  popupKey,
  stringOption,
  themeOf,
  widgetAttributes,
} from '../../../../src/components/booking-dialog/options.js';

const entries = (options: Record<string, unknown>) => [...widgetAttributes(options)];

describe('popup options', () => {
  it('map every widget option to its attribute, in any spelling', () => {
    const attributes = widgetAttributes({
      resource: 101,
      'api-key': ' k ',
      base_url: 'https://x.invalid/v1',
      demoLatency: 5,
      view: 'week',
      timezone: 'Europe/Paris',
      language: 'fr',
      duration: '15m',
      date: '2030-01-07',
      theme: 'dark',
      manageUrl: 'https://x.invalid/{booking_id}',
      action: 'cancel',
    });
    expect(Object.fromEntries(attributes)).to.deep.equal({
      resource: '101',
      'api-key': 'k',
      'base-url': 'https://x.invalid/v1',
      'demo-latency': '5',
      view: 'week',
      timezone: 'Europe/Paris',
      language: 'fr',
      duration: '15m',
      date: '2030-01-07',
      theme: 'dark',
      'manage-url': 'https://x.invalid/{booking_id}',
      action: 'cancel',
    });
  });

  it('read booleans as a data attribute or a JS value would mean them', () => {
    expect(entries({ resource: '1', demo: '', hideDetails: 'true' })).to.deep.include.members([
      ['demo', ''],
      ['hide-details', ''],
    ]);
    expect(entries({ resource: '1', demo: true, 'hide-details': 1 })).to.deep.include.members([
      ['demo', ''],
      ['hide-details', ''],
    ]);
    for (const off of [false, 'false', ' FALSE ', 0, null, undefined])
      expect(entries({ resource: '1', demo: off, hideDetails: off })).to.deep.equal([
        ['resource', '1'],
      ]);
  });

  it('take `id` as the booking to manage and ignore unknown, empty or non-text options', () => {
    expect(
      Object.fromEntries(widgetAttributes({ id: 'bk_1', action: 'reschedule' })),
    ).to.deep.equal({ booking: 'bk_1', action: 'reschedule' });
    // data-booking-booking-token (the header script's `bookingToken`) and open({ bookingToken }).
    expect(
      Object.fromEntries(widgetAttributes({ id: 'bk_1', action: 'cancel', bookingToken: '9.x' })),
    ).to.deep.equal({ booking: 'bk_1', action: 'cancel', 'booking-token': '9.x' });
    expect(
      entries({ resource: '1', color: 'red', view: '  ', date: {}, language: ['fr'], text: 'Hi' }),
    ).to.deep.equal([['resource', '1']]);
  });

  it('give the same popup for the same options in another order or spelling, another for another colour', () => {
    const a = popupKey({ resource: '1', apiKey: 'k', demo: true, primary: '#f00' });
    expect(popupKey({ primary: '#f00', demo: '', 'api-key': 'k', resource: 1 })).to.equal(a);
    expect(popupKey({ resource: '1', apiKey: 'k', demo: true, primary: '#00f' })).not.to.equal(a);
    expect(popupKey({ resource: '1', apiKey: 'k', demo: true })).not.to.equal(a);
    expect(popupKey({ resource: '2', apiKey: 'k', demo: true, primary: '#f00' })).not.to.equal(a);
  });

  it('read popup-only options in any spelling, and only the widget’s themes', () => {
    // As a trigger's data attributes give them: any string.
    const trigger = (options: Record<string, string>) => options;
    expect(stringOption(trigger({ position: ' bottom-left ' }), 'position')).to.equal(
      'bottom-left',
    );
    expect(stringOption({ label: '' }, 'label')).to.equal(undefined);
    expect(themeOf({ theme: 'auto' })).to.equal('auto');
    expect(themeOf(trigger({ theme: 'sepia' }))).to.equal(undefined);
  });
});
