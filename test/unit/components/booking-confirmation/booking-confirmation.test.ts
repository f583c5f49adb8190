import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { Booking, Settings } from '../../../../src/api/schemas.js';
import { Settings as SettingsSchema } from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-confirmation/booking-confirmation.js';
import type {
  BookingConfirmation,
  BookingManageDetail,
} from '../../../../src/components/booking-confirmation/booking-confirmation.js';
import { createTranslator } from '../../../../src/core/i18n/index.js';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    booking_id: 'bk_123',
    status: 'confirmed',
    resource: { resource_id: 101, name: 'Product demo', event_type: 'one_on_one' },
    host: { user_id: 7, name: 'Dana Host' },
    start_at: '2030-03-03T15:00:00Z',
    end_at: '2030-03-03T15:30:00Z',
    duration: 30,
    time_zone: 'America/New_York',
    location: { type: 'google_meet', join_url: 'https://meet.google.com/abc-defg-hij' },
    invitees: [
      { name: 'Ada Lovelace', email: 'ada@example.com', questions: [], status: 'confirmed' },
    ],
    guests: [],
    created_at: '2030-01-01T10:00:00Z',
    updated_at: '2030-01-01T10:00:00Z',
    ...overrides,
  };
}

const settings = (input: Record<string, unknown> = {}): Settings => SettingsSchema.parse(input);

async function mount(
  booking: Booking,
  options: {
    settings?: Settings;
    zone?: string;
    navigate?: (url: string) => void;
    delay?: number;
  } = {},
) {
  return fixture<BookingConfirmation>(
    html`<booking-confirmation
      .booking=${booking}
      .settings=${options.settings ?? settings()}
      .viewerZone=${options.zone ?? 'Pacific/Auckland'}
      .translator=${createTranslator('en-US')}
      .redirectDelayMs=${options.delay ?? 3000}
      .navigate=${options.navigate ?? (() => undefined)}
    ></booking-confirmation>`,
  );
}

const $ = (el: BookingConfirmation, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector);
const $$ = (el: BookingConfirmation, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
const text = (el: BookingConfirmation) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

describe('<booking-confirmation>', () => {
  it('shows the time in the viewer’s zone with the zone, duration, location, host and email', async () => {
    const el = await mount(makeBooking());
    expect($(el, '[part="confirmation"]')).not.to.equal(null);
    expect($(el, 'h2')!.textContent).to.equal('You’re booked');
    // 15:00 UTC on 3 March is 04:00 on 4 March in Auckland (NZDT, UTC+13).
    expect($(el, '.date')!.textContent!.trim()).to.equal('March 4, 2030');
    expect($(el, '.time .line')!.textContent!.replace(/\s/g, ' ')).to.match(/^4:00\s–\s4:30\sAM$/);
    expect($(el, '.zone')!.textContent).to.contain('Auckland');
    expect($(el, '.duration')!.textContent!.trim()).to.equal('30 min');
    expect($(el, '.location')!.textContent).to.contain('Google Meet');
    const join = $(el, '.location a') as HTMLAnchorElement;
    expect(join.href).to.equal('https://meet.google.com/abc-defg-hij');
    expect(join.rel).to.contain('noopener');
    expect($(el, '.host')!.textContent!.trim()).to.equal('Dana Host');
    expect(text(el)).to.contain('A confirmation was sent to ada@example.com');
    expect(text(el)).to.contain('Product demo');
  });

  it('follows the viewer zone and settings.time_format', async () => {
    const el = await mount(makeBooking(), {
      zone: 'America/New_York',
      settings: settings({ time_format: 'HH:mm', date_format: 'YYYY-MM-DD' }),
    });
    expect($(el, '.date')!.textContent!.trim()).to.equal('03/03/2030');
    expect($(el, '.time .line')!.textContent).to.match(/^10:00\s*–\s*10:30$/);
  });

  it('shows a pending booking as awaiting approval', async () => {
    const el = await mount(makeBooking({ status: 'pending' }));
    expect($(el, 'h2')!.textContent).to.equal('Booking requested — awaiting approval');
    expect(text(el)).to.contain('You’ll get an email when the host confirms.');
  });

  it('hides the location when settings.hide_location', async () => {
    const el = await mount(makeBooking(), { settings: settings({ hide_location: true }) });
    expect($(el, '.location')).to.equal(null);
  });

  it('thanks: shows the message as text', async () => {
    const el = await mount(makeBooking(), {
      settings: settings({
        confirmation: { type: 'thanks', message: 'Thanks!\nSee you <b>soon</b>' },
      }),
    });
    expect($(el, '.message')!.textContent).to.equal('Thanks!\nSee you <b>soon</b>');
    expect($(el, '.message b')).to.equal(null);
  });

  it('link: a button to the safe URL with its text', async () => {
    const el = await mount(makeBooking(), {
      settings: settings({
        confirmation: {
          type: 'link',
          link: { url: 'https://example.com/next', text: 'Fill in the intake form' },
        },
      }),
    });
    const link = $(el, '.confirmation-link') as HTMLAnchorElement;
    expect(link.href).to.equal('https://example.com/next');
    expect(link.textContent).to.contain('Fill in the intake form');
  });

  it('redirect: announces, shows a link, then navigates with booking_id in the query', async () => {
    const visited: string[] = [];
    const el = await mount(makeBooking(), {
      settings: settings({
        confirmation: { type: 'redirect', redirect: { url: 'https://example.com/thanks?a=1' } },
      }),
      navigate: (url) => visited.push(url),
      delay: 20,
    });
    expect($(el, '[role="status"]')!.textContent).to.equal('Redirecting…');
    const expected = 'https://example.com/thanks?a=1&booking_id=bk_123';
    expect(($(el, '.redirect-link') as HTMLAnchorElement).href).to.equal(expected);
    await waitUntil(() => visited.length > 0, 'the redirect never happened', { timeout: 5_000 });
    expect(visited).to.deep.equal([expected]);
    el.requestUpdate();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(visited).to.have.length(1);
  });

  it('never renders or follows unsafe URLs (javascript:, data:)', async () => {
    const visited: string[] = [];
    const unsafe = {
      ...settings(),
      confirmation: {
        type: 'redirect',
        redirect: { url: 'javascript:alert(1)' },
        link: { url: 'javascript:alert(2)', text: 'x' },
      },
    } as unknown as Settings;
    const el = await mount(
      makeBooking({ location: { type: 'zoom', join_url: 'javascript:alert(3)' } }),
      { settings: unsafe, navigate: (url) => visited.push(url), delay: 10 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visited).to.deep.equal([]);
    expect($(el, '.redirect-link')).to.equal(null);
    for (const a of $$(el, 'a') as HTMLAnchorElement[])
      expect(a.protocol).to.match(/^(https?|blob|tel):$/);
    const linkEl = await mount(makeBooking(), {
      settings: {
        ...settings(),
        confirmation: {
          type: 'link',
          link: { url: 'data:text/html,<script>1</script>', text: 'Go' },
        },
      } as unknown as Settings,
    });
    expect($(linkEl, '.confirmation-link')).to.equal(null);
  });

  it('offers an .ics download with the booking, and Google Calendar and Outlook links', async () => {
    const el = await mount(makeBooking());
    const ics = $(el, 'a.ics') as HTMLAnchorElement;
    expect(ics.getAttribute('download')).to.equal('booking-bk_123.ics');
    expect(ics.protocol).to.equal('blob:');
    const body = await (await fetch(ics.href)).text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).to.equal(true);
    expect(body).to.contain('UID:bk_123@booking-widget');
    expect(body).to.contain('DTSTART:20300303T150000Z');
    expect(body).to.contain('DTEND:20300303T153000Z');
    expect(body).to.contain('SUMMARY:Product demo');
    expect(body).to.contain('LOCATION:https://meet.google.com/abc-defg-hij');
    expect(body).to.contain('STATUS:CONFIRMED');
    expect(body).to.contain('ORGANIZER;CN="Dana Host"');
    expect(body.replace(/\r\n /g, '')).to.contain('mailto:ada@example.com');
    expect(body).to.contain('TRIGGER:-PT15M');
    const google = new URL(($(el, 'a.google') as HTMLAnchorElement).href);
    expect(google.origin).to.equal('https://calendar.google.com');
    expect(google.searchParams.get('dates')).to.equal('20300303T150000Z/20300303T153000Z');
    const outlook = new URL(($(el, 'a.outlook') as HTMLAnchorElement).href);
    expect(outlook.origin).to.equal('https://outlook.live.com');
    expect(outlook.searchParams.get('subject')).to.equal('Product demo');
    // The object URL is released when the confirmation leaves the page.
    el.remove();
    let failed = false;
    try {
      await fetch(ics.href);
    } catch {
      failed = true;
    }
    expect(failed).to.equal(true);
  });

  it('after a cancel: offers the cancellation file that removes the event, not an event to add', async () => {
    const el = await mount(makeBooking({ status: 'canceled' }));
    expect($(el, '#calendar-heading')!.textContent).to.equal('Remove from your calendar');
    expect($(el, 'a.google')).to.equal(null);
    const ics = $(el, 'a.ics') as HTMLAnchorElement;
    expect(ics.textContent!.trim()).to.equal('Download cancellation (.ics)');
    expect(ics.getAttribute('download')).to.equal('booking-bk_123-canceled.ics');
    const body = await (await fetch(ics.href)).text();
    expect(body).to.contain('METHOD:CANCEL');
    expect(body).to.contain('UID:bk_123@booking-widget');
    expect(body).to.contain('STATUS:CANCELLED');
    expect(body).to.not.contain('VALARM');
  });

  it('offers Reschedule and Cancel when the policy allows, firing booking-manage', async () => {
    const policy = {
      reschedule: { is_enabled: true, terms: { type: 'hours', value: 24 } },
      cancellation: { is_enabled: true, terms: { type: 'hours', value: 24 } },
    };
    const el = await mount(makeBooking(), { settings: settings({ policy }) });
    const event = oneEvent(el, 'booking-manage');
    $(el, 'button.cancel')!.click();
    const { detail } = (await event) as CustomEvent<BookingManageDetail>;
    expect(detail.action).to.equal('cancel');
    const reschedule = oneEvent(el, 'booking-manage');
    $(el, 'button.reschedule')!.click();
    expect(((await reschedule) as CustomEvent<BookingManageDetail>).detail.action).to.equal(
      'reschedule',
    );

    const soon = Date.now() + 2 * HOUR;
    const late = await mount(makeBooking({ start_at: iso(soon), end_at: iso(soon + HOUR / 2) }), {
      settings: settings({ policy }),
    });
    expect($(late, 'button.reschedule')).to.equal(null);
    expect($(late, 'button.cancel')).to.equal(null);
    expect(text(late)).to.contain(
      'Rescheduling isn’t possible: changes must be made at least 24 hours before the start',
    );

    // No policy: the service's defaults allow both.
    const noPolicy = await mount(makeBooking());
    expect($(noPolicy, 'button.reschedule')).not.to.equal(null);
    expect($(noPolicy, 'button.cancel')).not.to.equal(null);
    const disabled = await mount(makeBooking(), {
      settings: settings({ policy: { ...policy, cancellation: { is_enabled: false } } }),
    });
    expect($(disabled, 'button.reschedule')).not.to.equal(null);
    expect($(disabled, 'button.cancel')).to.equal(null);
  });

  it('offers Reschedule and Cancel when the resource has no policy, and neither once canceled', async () => {
    const start = Date.now() + 5 * 24 * HOUR;
    const booking = makeBooking({
      booking_id: 'bk_nopolicy',
      host: { user_id: 1, name: 'Dana Host' },
      start_at: iso(start),
      end_at: iso(start + HOUR / 2),
      location: { type: 'phone' },
      created_at: iso(Date.now()),
      updated_at: iso(Date.now()),
    });
    const el = await mount(booking);
    expect($(el, 'button.reschedule')?.textContent?.trim()).to.equal('Reschedule');
    expect($(el, 'button.cancel')?.textContent?.trim()).to.equal('Cancel booking');
    el.booking = { ...booking, status: 'canceled' };
    await el.updateComplete;
    expect($(el, 'button.reschedule')).to.equal(null);
    expect($(el, 'button.cancel')).to.equal(null);
  });

  it('"Book another time" fires booking-confirmation-restart', async () => {
    const el = await mount(makeBooking());
    const event = oneEvent(el, 'booking-confirmation-restart');
    $(el, 'button.restart')!.click();
    await event;
  });

  it('moves focus to its heading when focus was lost', async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    const el = await mount(makeBooking());
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal($(el, 'h2'));
  });

  it('renders hostile text from the API as text', async () => {
    (window as any).__confirmXss = 0;
    const payload =
      '<img src=x onerror="window.__confirmXss=1"><script>window.__confirmXss=2</script>';
    const el = await mount(
      makeBooking({
        resource: { resource_id: 101, name: payload, event_type: 'one_on_one' },
        host: { user_id: 7, name: payload },
        location: {
          type: 'physical',
          address: payload,
          city: payload,
          remarks: payload,
          name: payload,
        },
        invitees: [{ name: payload, email: 'ada@example.com', questions: [], status: 'confirmed' }],
      }),
      { settings: settings({ confirmation: { type: 'thanks', message: payload } }) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot!.querySelector('img, script')).to.equal(null);
    expect($(el, '.host')!.textContent).to.equal(payload);
    expect(text(el)).to.contain('<script>');
    expect((window as any).__confirmXss).to.equal(0);
  });

  it('passes axe, with the policy actions and a link confirmation', async () => {
    const el = await mount(makeBooking({ status: 'pending' }), {
      settings: settings({
        confirmation: {
          type: 'link',
          link: { url: 'https://example.com/next', text: 'Next step' },
          message: 'Hi',
        },
        policy: {
          reschedule: { is_enabled: true, terms: { type: 'hours', value: 1 } },
          cancellation: { is_enabled: true },
        },
      }),
    });
    await expect(el).to.be.accessible();
  });
});
