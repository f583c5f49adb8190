import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { BookingWidget } from '../../../../src/index.js';
import type { Booking } from '../../../../src/api/schemas.js';
import { DEMO_BASE_URL } from '../../../../src/mock/fixtures.js';
import { manageLinkUrl } from '../../../../src/core/manage-url.js';
import {
  bookHelpDesk,
  canceledOnce,
  mock,
  q,
  shadowText as text,
  withTimes,
} from '../widget-helpers.js';

const PROXY = 'https://proxy.booking-widget.invalid/v1';
const tokenOf = (id: string) => `tok.${id}`;

interface Seen {
  method: string;
  path: string;
  token: string | null;
}

/**
 * A stand-in for the key-adding proxy in front of the page's mock: it adds the key, hands out `manage_token` with
 * every booking it answers and refuses a booking's read or change without that token (404, as the proxy does).
 */
function installProxy(): { seen: Seen[]; restore: () => void } {
  const seen: Seen[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!url.href.startsWith(PROXY)) return original(input, init);
    const path = url.pathname.replace(/^\/v1/, '');
    const token = new Headers(init?.headers).get('booking-token');
    seen.push({ method: init?.method ?? 'GET', path, token });
    const id = /^\/bookings\/([^/]+)/.exec(path)?.[1];
    if (id && token !== tokenOf(decodeURIComponent(id)))
      return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    url.searchParams.set('apiKey', 'demo');
    const answer = await mock().service.fetch(`${DEMO_BASE_URL}${path}${url.search}`, init);
    const body = (await answer.json()) as Record<string, unknown>;
    if (answer.ok && path.startsWith('/bookings') && typeof body.booking_id === 'string')
      body.manage_token = tokenOf(body.booking_id);
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { seen, restore: () => (globalThis.fetch = original) };
}

/** A help-desk (106) booking made through the page's mock directly (no token handed out). */
async function bookDirectly(email: string): Promise<Booking> {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const list = (await (
    await mock().service.fetch(
      `${DEMO_BASE_URL}/availability/106?start=${day}&end=${day}&apiKey=demo`,
    )
  ).json()) as { slots: { time: string; available: number }[] }[];
  const slot = list.flatMap((entry) => entry.slots).find((s) => s.available > 0)!;
  const start = Date.parse(slot.time);
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
  const answer = await mock().service.fetch(`${DEMO_BASE_URL}/bookings?apiKey=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      resource: { resource_id: '106' },
      start_at: iso(start),
      end_at: iso(start + 15 * 60_000),
      invitees: [{ name: 'Ada', email, questions: [{ name: 'problem', value: 'VPN' }] }],
    }),
  });
  return (await answer.json()) as Booking;
}

describe('manage-url: the link carries the booking token', () => {
  const booking = { booking_id: 'bk 1', manage_token: '123.a-b_c' };

  it('fills {manage_token} where the template has it', () => {
    expect(manageLinkUrl('https://x.test/m/{booking_id}?t={manage_token}', booking)).to.equal(
      'https://x.test/m/bk%201?t=123.a-b_c',
    );
  });

  it('else appends booking_token before the fragment, keeping the query', () => {
    expect(manageLinkUrl('https://x.test/m?id={booking_id}&lang=de#top', booking)).to.equal(
      'https://x.test/m?id=bk%201&lang=de&booking_token=123.a-b_c#top',
    );
  });

  it('without a token (direct mode) the link is as before', () => {
    expect(manageLinkUrl('https://x.test/m/{booking_id}', { booking_id: 'b1' })).to.equal(
      'https://x.test/m/b1',
    );
    expect(manageLinkUrl('javascript:alert(1)//{booking_id}', booking)).to.equal(undefined);
  });
});

describe('<booking-widget> behind a key-adding proxy: the booking token', () => {
  let proxy: ReturnType<typeof installProxy>;
  beforeEach(() => (proxy = installProxy()));
  afterEach(() => {
    proxy.restore();
    history.replaceState(null, '', location.pathname);
    mock().reset();
  });

  it('keeps the token from the booking, links it and sends it when canceling from the confirmation', async () => {
    const el = await withTimes(
      html`<booking-widget
        base-url=${PROXY}
        resource="106"
        manage-url="https://site.test/manage/{booking_id}"
      ></booking-widget>`,
    );
    const confirmation = await bookHelpDesk(el, 'token.unit@example.com');
    const id = confirmation.booking!.booking_id;
    expect(confirmation.booking!.manage_token).to.equal(tokenOf(id));
    await waitUntil(() => q(el, '[part="manage-link"]'), 'no manage link', { timeout: 10_000 });
    expect(q<HTMLAnchorElement>(el, '[part="manage-link"]')!.href).to.equal(
      `https://site.test/manage/${id}?booking_token=${encodeURIComponent(tokenOf(id))}`,
    );
    confirmation.shadowRoot!.querySelector<HTMLButtonElement>('button.cancel')!.click();
    await waitUntil(() => q(el, '.manage-form'), 'no cancel screen', { timeout: 20_000 });
    q<HTMLButtonElement>(el, '.manage-form [type="submit"]')!.click();
    await waitUntil(() => canceledOnce(el), 'not canceled', { timeout: 20_000 });
    expect(mock().service.store.bookings.get(id)?.status).to.equal('canceled');
    expect(proxy.seen.find((s) => s.path === `/bookings/${id}/cancel`)?.token).to.equal(
      tokenOf(id),
    );
  });

  it("opens a booking with the booking-token attribute, or the address's booking_token", async () => {
    const booking = await bookDirectly('attr.unit@example.com');
    const el = await fixture<BookingWidget>(
      html`<booking-widget
        base-url=${PROXY}
        booking=${booking.booking_id}
        action="cancel"
        booking-token=${tokenOf(booking.booking_id)}
      ></booking-widget>`,
    );
    await waitUntil(() => q(el, '.manage-form'), 'no cancel screen', { timeout: 20_000 });
    expect(el.bookingToken).to.equal(tokenOf(booking.booking_id));

    history.replaceState(
      null,
      '',
      `?booking_token=${encodeURIComponent(tokenOf(booking.booking_id))}`,
    );
    const fromAddress = await fixture<BookingWidget>(
      html`<booking-widget
        base-url=${PROXY}
        booking=${booking.booking_id}
        action="reschedule"
      ></booking-widget>`,
    );
    await waitUntil(() => q(fromAddress, '#manage-title'), 'no reschedule screen', {
      timeout: 20_000,
    });
    const reads = proxy.seen.filter((s) => s.path === `/bookings/${booking.booking_id}`);
    expect(reads.map((s) => s.token)).to.deep.equal([
      tokenOf(booking.booking_id),
      tokenOf(booking.booking_id),
    ]);
  });

  it('without the token: the link is said to be no longer good, with a way to book; nothing changes', async () => {
    const booking = await bookDirectly('none.unit@example.com');
    const el = await fixture<BookingWidget>(
      html`<booking-widget
        base-url=${PROXY}
        resource="106"
        booking=${booking.booking_id}
        action="cancel"
      ></booking-widget>`,
    );
    await waitUntil(() => q(el, '[part="error"]'), 'no error', { timeout: 20_000 });
    expect(text(el)).to.contain('This link has expired or isn’t valid.');
    expect(text(el)).not.to.contain('This event doesn’t exist');
    expect(mock().service.store.bookings.get(booking.booking_id)?.status).to.equal('confirmed');
    const book = [...el.shadowRoot!.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Book another time'),
    )!;
    book.click();
    await waitUntil(() => q(el, '[part~="slot"]'), 'no times after leaving', { timeout: 20_000 });
  });

  it('with the key (direct mode) no token is sent, whatever the attribute says', async () => {
    const booking = await bookDirectly('direct.unit@example.com');
    const el = await fixture<BookingWidget>(
      html`<booking-widget
        base-url=${PROXY}
        api-key="demo"
        booking=${booking.booking_id}
        action="cancel"
        booking-token="tok.something"
      ></booking-widget>`,
    );
    await waitUntil(() => q(el, '[part="error"]'), 'no error', { timeout: 20_000 });
    expect(proxy.seen.every((s) => s.token === null)).to.equal(true);
    // Not behind a proxy: a 404 is the booking's own, not a link's.
    expect(text(el)).not.to.contain('This link has expired');
  });
});
