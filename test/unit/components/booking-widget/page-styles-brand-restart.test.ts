// What a person notices of the widget on a real page: the page's text styles, brand colours, the confirmation's
// Reschedule / Cancel, focus, starting again, and rescheduling's fixed duration.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';
import type { BookingForm } from '../../../../src/components/booking-form/booking-form.js';
import type { BookingConfirmation } from '../../../../src/components/booking-confirmation/booking-confirmation.js';
import type { Booking, Question } from '../../../../src/api/schemas.js';
import { Settings as SettingsSchema } from '../../../../src/api/schemas.js';
import { createMockFetch, type BookingMockHandle } from '../../../../src/mock/browser.js';
import { DEMO_BASE_URL } from '../../../../src/mock/fixtures.js';
import { contrastRatio, parseColor } from '../../../../src/core/palette.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';

createMockFetch();
const mock = () => (globalThis as unknown as { __bookingMock: BookingMockHandle }).__bookingMock;

const q = <T extends Element = HTMLElement>(root: Element, selector: string) =>
  root.shadowRoot!.querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(root: Element, selector: string) => [
  ...root.shadowRoot!.querySelectorAll<T>(selector),
];
const text = (el: Element) => el.shadowRoot!.textContent?.replace(/\s+/g, ' ') ?? '';

async function ready(template: ReturnType<typeof html>): Promise<BookingWidget> {
  const el = await fixture<BookingWidget>(template);
  await waitUntil(() => q(el, '[part~="slot"]'), 'no times rendered', { timeout: 8000 });
  return el;
}

/** Chooses the first time and books it as Ada, answering the help desk's (106) questions. */
async function bookHelpDesk(el: BookingWidget, email: string): Promise<BookingConfirmation> {
  q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!.click();
  await waitUntil(() => q(el, 'booking-form'), 'no form', { timeout: 8000 });
  const form = q<BookingForm>(el, 'booking-form')!;
  await form.updateComplete;
  const fill = (name: string, value: string) => {
    const field = form.shadowRoot!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  };
  fill('name', 'Ada Lovelace');
  fill('email', email);
  fill('problem', 'The printer on the third floor is offline.');
  await form.updateComplete;
  form.shadowRoot!.querySelector<HTMLButtonElement>('[part~="submit"]')!.click();
  await waitUntil(() => q(el, 'booking-confirmation'), 'no confirmation', { timeout: 8000 });
  const confirmation = q<BookingConfirmation>(el, 'booking-confirmation')!;
  await confirmation.updateComplete;
  return confirmation;
}

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
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('<booking-widget> on a page: styles, brand colour, restart, rescheduling', () => {
  afterEach(() => {
    mock().reset();
    document.getElementById('hostile-text')?.remove();
  });

  it('page text styles on the widget do not change its text; font family and size still inherit', async () => {
    const style = document.createElement('style');
    style.id = 'hostile-text';
    style.textContent = `
      .host-page { font-family: Georgia, serif; }
      booking-widget {
        font-size: 20px;
        text-transform: uppercase; letter-spacing: 7px; word-spacing: 30px; line-height: 4;
        text-align: right; text-indent: 50px; font-style: italic; font-weight: 900;
        white-space: pre; text-shadow: 2px 2px red; font-variant: small-caps;
      }`;
    document.head.append(style);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div class="host-page"><booking-widget resource="106" demo></booking-widget></div>`,
    );
    const el = wrapper.querySelector<BookingWidget>('booking-widget')!;
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times rendered', { timeout: 8000 });
    const name = q(el, '#resource-name')!;
    const fact = q(el, '.fact')!;
    for (const target of [name, fact, q(el, '[part~="slot"]')!]) {
      const computed = getComputedStyle(target);
      expect(computed.textTransform, 'text-transform').to.equal('none');
      expect(computed.letterSpacing, 'letter-spacing').to.equal('normal');
      expect(computed.wordSpacing, 'word-spacing').to.equal('0px');
      expect(computed.textIndent, 'text-indent').to.equal('0px');
      expect(computed.fontStyle, 'font-style').to.equal('normal');
      expect(computed.whiteSpace, 'white-space').to.equal('normal');
      expect(computed.textShadow, 'text-shadow').to.equal('none');
      expect(computed.fontVariantCaps, 'font-variant-caps').to.equal('normal');
      expect(computed.fontFamily, 'font-family').to.contain('Georgia');
    }
    expect(getComputedStyle(fact).textAlign).to.be.oneOf(['start', 'left']);
    expect(getComputedStyle(fact).fontWeight).to.equal('400');
    const factStyle = getComputedStyle(fact);
    expect(parseFloat(factStyle.lineHeight)).to.be.lessThan(2 * parseFloat(factStyle.fontSize));
    expect(factStyle.fontSize).to.equal('20px');

    // The form's labels too (they came out uppercase).
    q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!.click();
    await waitUntil(() => q(el, 'booking-form'), 'no form', { timeout: 8000 });
    const form = q<BookingForm>(el, 'booking-form')!;
    await form.updateComplete;
    const label = form.shadowRoot!.querySelector('label')!;
    expect(label.textContent).to.match(/[a-z]/);
    expect(getComputedStyle(label).textTransform).to.equal('none');
    expect(getComputedStyle(label).letterSpacing).to.equal('normal');
    expect(getComputedStyle(label).fontFamily).to.contain('Georgia');
  });

  it('an invalid --booking-primary falls back to the default brand colour, confirmation included', async () => {
    const el = await ready(
      html`<booking-widget
        resource="106"
        demo
        style="--booking-primary: not-a-color"
      ></booking-widget>`,
    );
    const selected = q(el, '[part~="day"][part~="selected"]')!;
    expect(getComputedStyle(selected).backgroundColor).to.equal('rgb(29, 78, 216)');
    const confirmation = await bookHelpDesk(el, 'invalid.primary@example.com');
    const badge = confirmation.shadowRoot!.querySelector('.badge')!;
    expect(getComputedStyle(badge).backgroundColor).to.equal('rgb(29, 78, 216)');
    expect(getComputedStyle(badge).color).to.equal('rgb(255, 255, 255)');
  });

  it('an inline widget given only a light --booking-primary computes a readable on-primary', async () => {
    const el = await ready(
      html`<booking-widget
        resource="106"
        demo
        style="--booking-primary: #facc15"
      ></booking-widget>`,
    );
    const selected = q(el, '[part~="day"][part~="selected"]')!;
    const style = getComputedStyle(selected);
    const background = parseColor(style.backgroundColor)!;
    const foreground = parseColor(style.color)!;
    expect(contrastRatio(foreground, background)).to.be.at.least(4.5);
    const confirmation = await bookHelpDesk(el, 'light.primary@example.com');
    const badge = getComputedStyle(confirmation.shadowRoot!.querySelector('.badge')!);
    expect(
      contrastRatio(parseColor(badge.color)!, parseColor(badge.backgroundColor)!),
    ).to.be.at.least(4.5);
  });

  it('a page-set --booking-on-primary is kept', async () => {
    const el = await ready(
      html`<booking-widget
        resource="106"
        demo
        style="--booking-primary: #0f766e; --booking-on-primary: rgb(255, 250, 200)"
      ></booking-widget>`,
    );
    const selected = getComputedStyle(q(el, '[part~="day"][part~="selected"]')!);
    expect(selected.color).to.equal('rgb(255, 250, 200)');
    expect(selected.backgroundColor).to.equal('rgb(15, 118, 110)');
  });

  it('the confirmation offers Reschedule and Cancel when the resource has no policy', async () => {
    const start = Date.now() + 5 * 86_400_000;
    const booking: Booking = {
      booking_id: 'bk_nopolicy',
      status: 'confirmed',
      resource: { resource_id: 101, name: 'Product demo', event_type: 'one_on_one' },
      host: { user_id: 1, name: 'Dana Host' },
      start_at: iso(start),
      end_at: iso(start + 30 * 60_000),
      duration: 30,
      time_zone: 'America/New_York',
      location: { type: 'phone' },
      invitees: [
        { name: 'Ada Lovelace', email: 'ada@example.com', questions: [], status: 'confirmed' },
      ],
      guests: [],
      created_at: iso(Date.now()),
      updated_at: iso(Date.now()),
    };
    const el = await fixture<BookingConfirmation>(
      html`<booking-confirmation
        .booking=${booking}
        .settings=${SettingsSchema.parse({})}
        .translator=${createTranslator('en-US')}
      ></booking-confirmation>`,
    );
    expect(q(el, 'button.reschedule')?.textContent?.trim()).to.equal('Reschedule');
    expect(q(el, 'button.cancel')?.textContent?.trim()).to.equal('Cancel booking');
    // A canceled booking still offers nothing.
    el.booking = { ...booking, status: 'canceled' };
    await el.updateComplete;
    expect(q(el, 'button.reschedule')).to.equal(null);
    expect(q(el, 'button.cancel')).to.equal(null);
  });

  it('after booking a resource without a policy, Cancel works from the confirmation', async () => {
    const el = await ready(html`<booking-widget resource="106" demo></booking-widget>`);
    const confirmation = await bookHelpDesk(el, 'nopolicy.cancel@example.com');
    const cancel = confirmation.shadowRoot!.querySelector<HTMLButtonElement>('button.cancel');
    expect(cancel, 'Cancel offered').to.not.equal(null);
    cancel!.click();
    await waitUntil(() => q(el, '.manage-form'), 'no cancel screen', { timeout: 8000 });
    q<HTMLButtonElement>(el, '.manage-form [type="submit"]')!.click();
    await waitUntil(() => text(el).includes('Booking canceled'), 'not canceled', {
      timeout: 8000,
    });
  });

  it('BookingForm.focus() before its first render focuses the first field once rendered', async () => {
    const form = document.createElement('booking-form') as BookingForm;
    const questions: Question[] = [
      { name: 'name', label: 'Your name', type: 'text', required: true },
      { name: 'email', label: 'Email', type: 'email', required: true },
    ] as Question[];
    form.questions = questions;
    expect(() => form.focus()).to.not.throw();
    document.body.append(form);
    try {
      form.focus();
      await form.updateComplete;
      await waitUntil(
        () => form.shadowRoot!.activeElement?.getAttribute('name') === 'name',
        'first field not focused',
      );
    } finally {
      form.remove();
    }
  });

  it('reset() with cached availability selects the first available day and shows its times', async () => {
    const el = await ready(html`<booking-widget resource="106" demo></booking-widget>`);
    const firstDay = q(el, '[part~="day"][part~="selected"]')!.getAttribute('aria-label');
    const slots = qa(el, '[part~="slot"]').length;
    q<HTMLButtonElement>(el, '[part~="slot"]:not([disabled])')!.click();
    await waitUntil(() => q(el, 'booking-form'), 'no form', { timeout: 8000 });
    el.reset();
    await waitUntil(() => q(el, '[part~="day"][part~="selected"]'), 'no day selected after reset', {
      timeout: 8000,
    });
    expect(q(el, '[part~="day"][part~="selected"]')!.getAttribute('aria-label')).to.equal(firstDay);
    await waitUntil(() => qa(el, '[part~="slot"]').length === slots, 'times not shown');
  });

  it('"Book another time" after a booking shows the first available day with its times', async () => {
    const el = await ready(html`<booking-widget resource="106" demo></booking-widget>`);
    const confirmation = await bookHelpDesk(el, 'another.time@example.com');
    const restart = [
      ...confirmation.shadowRoot!.querySelectorAll<HTMLButtonElement>('button'),
    ].find((button) => /book another/i.test(button.textContent ?? ''));
    expect(restart, '"Book another time" offered').to.not.equal(undefined);
    restart!.click();
    await waitUntil(() => q(el, '[part~="day"][part~="selected"]'), 'no day selected', {
      timeout: 8000,
    });
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times shown');
  });

  it('rescheduling keeps the booking’s duration: no duration choice, the duration is said', async () => {
    const availability = (await call('GET', `/availability/107?start=${day(4)}&end=${day(18)}`))
      .body as { slots: { time: string; available: number }[] }[];
    const slot = availability.flatMap((entry) => entry.slots).find((s) => s.available > 0)!;
    const start = Date.parse(slot.time);
    const created = await call('POST', '/bookings', {
      resource: { resource_id: '107' },
      host: { user_id: 8 },
      start_at: iso(start),
      end_at: iso(start + 90 * 60_000),
      invitees: [
        {
          name: 'Grace Hopper',
          email: 'long.session@example.com',
          questions: [{ name: 'goal', value: 'Focus' }],
        },
      ],
    });
    expect(created.status).to.equal(201);
    const booking = created.body as Booking;
    expect(booking.duration).to.equal(90);
    // The same resource offers the choice on a new booking…
    const fresh = await ready(html`<booking-widget resource="107" demo></booking-widget>`);
    expect(qa(fresh, '.durations button')).to.have.length(2);
    fresh.remove();
    // …but not while rescheduling a 90-minute booking.
    const el = await fixture<BookingWidget>(
      html`<booking-widget
        demo
        booking=${booking.booking_id}
        action="reschedule"
      ></booking-widget>`,
    );
    await waitUntil(() => q(el, '[part~="slot"]'), 'no reschedule calendar', { timeout: 8000 });
    expect(qa(el, '.durations button')).to.have.length(0);
    expect(q(el, '[part~="header"]')!.textContent).to.match(/1 h(ou)?r?\s*30|90 min|1.5/);
  });
});
