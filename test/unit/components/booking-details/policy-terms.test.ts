import { expect, waitUntil } from '@open-wc/testing';
import { ResourceRead, type Resource } from '../../../../src/api/resource-read.js';
import '../../../../src/components/booking-details/booking-details.js';
import type { BookingDetails } from '../../../../src/components/booking-details/booking-details.js';
import { bookingWidgetStyles } from '../../../../src/components/booking-widget/booking-widget.styles.js';
import { createTranslator, loadTranslator } from '../../../../src/core/i18n/index.js';
import { oneOnOne } from '../../api/fixtures.js';

async function details(policy: unknown, language: 'en-US' | 'de' = 'en-US') {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = bookingWidgetStyles.map((style) => style.styleSheet!);
  const element = document.createElement('booking-details');
  element.translator =
    language === 'en-US' ? createTranslator('en-US') : await loadTranslator(language);
  element.resource = ResourceRead.parse({ ...oneOnOne(), settings: { policy } }) as Resource;
  element.durations = [{ minutes: 30, isDefault: true }] as BookingDetails['durations'];
  element.durationMinutes = 30;
  root.append(element);
  await element.updateComplete;
  // The terms come with their module, loaded on demand.
  if (policy)
    await waitUntil(() => element.querySelector('.fact .line'), 'no policy terms', {
      timeout: 10_000,
    });
  return element;
}

const lines = (element: BookingDetails) =>
  [...element.querySelectorAll('.fact .line')].map((line) => line.textContent);

describe('the policy’s terms in the details column (settings.policy)', () => {
  afterEach(() => {
    for (const div of document.body.querySelectorAll(':scope > div')) div.remove();
  });

  it('states each rule’s notice before a time is chosen, named for screen readers', async () => {
    const element = await details({
      cancellation: { is_enabled: true, terms: { type: 'hours', value: 24 } },
      reschedule: { is_enabled: true, terms: { type: 'days', value: 2 } },
    });
    expect(lines(element)).to.deep.equal([
      'Free cancellation until 24 hours before the start',
      'Rescheduling allowed until 2 days before the start',
    ]);
    const fact = element.querySelector('.fact:has(.line)')!;
    expect(fact.querySelector('.visually-hidden')!.textContent).to.contain('Cancellation policy');
    expect(fact.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('says a change that can’t be made online, and nothing of a rule without notice', async () => {
    const element = await details({
      cancellation: { is_enabled: false, terms: { type: 'hours', value: 24 } },
      reschedule: { is_enabled: true, terms: { type: 'minutes', value: 0 } },
    });
    expect(lines(element)).to.deep.equal(['This booking can’t be canceled online.']);
  });

  it('says nothing without a policy, and speaks the widget’s language', async () => {
    expect(lines(await details(undefined))).to.deep.equal([]);
    const german = await details(
      {
        cancellation: { is_enabled: true, terms: { type: 'hours', value: 1 } },
        reschedule: { is_enabled: false },
      },
      'de',
    );
    expect(lines(german)).to.deep.equal([
      'Kostenlose Stornierung bis 1 Stunde vor Beginn',
      'Diese Buchung kann nicht online verschoben werden.',
    ]);
  });
});
