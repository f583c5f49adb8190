import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { BookingWidget } from '../../../../src/index.js';
import { DEMO_BASE_URL } from '../../../../src/mock/fixtures.js';
import type { Booking } from '../../../../src/api/schemas.js';
import { widgetAttributes } from '../../../../src/components/booking-dialog/options.js';
import {
  bookHelpDesk,
  canceledOnce,
  mock,
  q,
  qa,
  shadowText as text,
  withTimes,
} from '../widget-helpers.js';

async function call(method: string, path: string, body?: unknown) {
  const response = await mock().service.fetch(
    `${DEMO_BASE_URL}${path}${path.includes('?') ? '&' : '?'}apiKey=demo`,
    {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A coaching (107) booking of `minutes` at its first open time at least `days` ahead. */
async function bookCoaching(email: string, { days = 4, minutes = 45 } = {}): Promise<Booking> {
  const availability = (
    await call('GET', `/availability/107?start=${day(days)}&end=${day(days + 14)}`)
  ).body as { slots: { time: string; available: number }[] }[];
  const slot = availability.flatMap((entry) => entry.slots).find((s) => s.available > 0)!;
  const start = Date.parse(slot.time);
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
  const created = await call('POST', '/bookings', {
    resource: { resource_id: '107' },
    host: { user_id: 8 },
    start_at: iso(start),
    end_at: iso(start + minutes * 60_000),
    invitees: [{ name: 'Grace Hopper', email, questions: [{ name: 'goal', value: 'Focus' }] }],
  });
  expect(created.status).to.equal(201);
  return created.body as Booking;
}

/** A widget opened on a booking by its `booking` and `action` attributes. */
const openManaging = (id: string, action: 'reschedule' | 'cancel') =>
  fixture<BookingWidget>(
    html`<booking-widget demo booking=${id} action=${action}></booking-widget>`,
  );

describe('<booking-widget> managing a booking', () => {
  afterEach(() => mock().reset());

  it('cancels a booking opened by attributes, with the reason, and fires booking-canceled', async () => {
    const booking = await bookCoaching('cancel.unit@example.com');
    const el = await openManaging(booking.booking_id, 'cancel');
    await waitUntil(() => q(el, '.manage-form'), 'no cancel screen', { timeout: 20_000 });
    expect(q(el, '#manage-title')?.textContent?.trim()).to.equal('Cancel this booking?');
    expect(text(el)).to.contain('Coaching session');
    const reason = q<HTMLTextAreaElement>(el, 'textarea[name="reason"]')!;
    reason.value = 'Travelling';
    reason.dispatchEvent(new Event('input'));
    const canceled = oneEvent(el, 'booking-canceled');
    q<HTMLButtonElement>(el, '.manage-form [type="submit"]')!.click();
    const { detail } = (await canceled) as CustomEvent<Booking>;
    expect(detail.status).to.equal('canceled');
    expect(detail.cancel_reason).to.equal('Travelling');
    expect(mock().service.store.bookings.get(booking.booking_id)?.status).to.equal('canceled');
    await waitUntil(() => canceledOnce(el), 'no outcome shown', { timeout: 10_000 });
  });

  it('opens the booking set as properties, as React 19 and Vue 3 do (booking, action; bookingId too)', async () => {
    const booking = await bookCoaching('property.unit@example.com');
    const el = await fixture<BookingWidget>(html`<booking-widget demo></booking-widget>`);
    el.booking = booking.booking_id;
    el.action = 'cancel';
    await waitUntil(() => q(el, '.manage-form'), 'no cancel screen', { timeout: 20_000 });
    expect(el.getAttribute('booking')).to.equal(null);
    expect(el.bookingId).to.equal(booking.booking_id);
    // Internal state is not reachable as a property a framework could overwrite.
    expect(
      Object.keys(el).filter((key) => /phase|selected|notice|announcement/i.test(key)),
    ).to.deep.equal([]);
  });

  it('a disabled policy without a description says the change is not possible online', async () => {
    const booking = await bookCoaching('disabled.unit@example.com');
    const resource = mock().service.store.resources.get(107)!;
    const settings = resource.settings as {
      policy?: { reschedule: { is_enabled: boolean; description?: string } };
    };
    settings.policy!.reschedule = { ...settings.policy!.reschedule, is_enabled: false };
    delete settings.policy!.reschedule.description;
    const el = await openManaging(booking.booking_id, 'reschedule');
    await waitUntil(() => q(el, '.manage-blocked'), 'no refusal', { timeout: 20_000 });
    expect(q(el, '.manage-blocked')?.textContent?.trim()).to.equal(
      'This booking can’t be rescheduled online.',
    );
    expect(q(el, '[part~="calendar"]')).to.equal(null);
    const refused = await call('PUT', `/bookings/${booking.booking_id}`, {
      start_at: new Date(Date.parse(booking.start_at) + 86_400_000)
        .toISOString()
        .replace('.000Z', 'Z'),
      end_at: new Date(Date.parse(booking.end_at) + 86_400_000).toISOString().replace('.000Z', 'Z'),
    });
    expect(refused.status).to.equal(409);
  });

  it('an unknown booking id shows why it could not be loaded', async () => {
    const el = await openManaging('bk_missing', 'reschedule');
    await waitUntil(() => q(el, '[part~="error"]'), 'no error', { timeout: 20_000 });
    expect(text(el)).to.contain('Couldn’t load this booking.');
  });

  it('after booking a resource without a policy, Cancel works from the confirmation', async () => {
    const el = await withTimes(html`<booking-widget resource="106" demo></booking-widget>`);
    const confirmation = await bookHelpDesk(el, 'nopolicy.cancel@example.com');
    const cancel = confirmation.shadowRoot!.querySelector<HTMLButtonElement>('button.cancel');
    expect(cancel, 'Cancel offered').to.not.equal(null);
    cancel!.click();
    await waitUntil(() => q(el, '.manage-form'), 'no cancel screen', { timeout: 20_000 });
    q<HTMLButtonElement>(el, '.manage-form [type="submit"]')!.click();
    await waitUntil(() => canceledOnce(el), 'not canceled', {
      timeout: 20_000,
    });
  });

  it('rescheduling keeps the booking’s duration: no duration choice, the duration is said', async () => {
    const booking = await bookCoaching('long.session@example.com', { minutes: 90 });
    expect(booking.duration).to.equal(90);
    // The same resource offers the choice on a new booking…
    const fresh = await withTimes(html`<booking-widget resource="107" demo></booking-widget>`);
    expect(qa(fresh, '.durations button')).to.have.length(2);
    fresh.remove();
    // …but not while rescheduling a 90-minute booking.
    const el = await openManaging(booking.booking_id, 'reschedule');
    await waitUntil(() => q(el, '[part~="slot"]'), 'no reschedule calendar', { timeout: 20_000 });
    expect(qa(el, '.durations button')).to.have.length(0);
    expect(q(el, '[part~="header"]')!.textContent).to.match(/1 h(ou)?r?\s*30|90 min|1.5/);
  });

  it('the popup maps data-booking-id / data-booking-action to the widget attributes', () => {
    const attributes = widgetAttributes({ id: 'bk_1', action: 'cancel', demo: '' });
    expect(attributes.get('booking')).to.equal('bk_1');
    expect(attributes.get('action')).to.equal('cancel');
  });
});
