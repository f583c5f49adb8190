import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';

const q = (el: BookingWidget, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);

/** The next Sunday at least two days ahead, in New York (resource 101's host works Monday to Friday there). */
function comingSunday(): string {
  const today = new Date(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
  );
  const date = new Date(today.getTime() + 2 * 86_400_000);
  while (date.getUTCDay() !== 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

describe('<booking-widget> next available after a day without times', () => {
  it('offers the very next day with times, not a day after the loaded range', async () => {
    const sunday = comingSunday();
    const monday = new Date(Date.parse(`${sunday}T00:00:00Z`) + 86_400_000).toISOString();
    const el = await fixture<BookingWidget>(
      html`<booking-widget
        resource="101"
        demo
        view="day"
        date=${sunday}
        timezone="America/New_York"
        language="en-US"
      ></booking-widget>`,
    );
    await waitUntil(() => q(el, '.empty button'), 'no jump offered', { timeout: 20_000 });
    const jump = q(el, '.empty button')!;
    expect(jump.textContent).to.contain(longDate(monday.slice(0, 10)));
    jump.click();
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times after the jump', { timeout: 20_000 });
    expect(q(el, '#period-title')!.textContent).to.contain(longDate(monday.slice(0, 10)));
  });
});
