import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { ClientCore } from '../../../../src/api/client-core.js';
import '../../../../src/components/booking-events/booking-events.js';
import type { BookingEvents } from '../../../../src/components/booking-events/booking-events.js';
import { bookingWidgetStyles } from '../../../../src/components/booking-widget/booking-widget.styles.js';
import { createTranslator, type Language } from '../../../../src/core/i18n/index.js';
import { createMockService } from '../../../../src/mock/service.js';

type Answer = (url: URL) => Response | undefined;

/** <booking-events> as the widget renders it, against the mock service (or `answer` first). */
async function list(
  owner: BookingEvents['owner'],
  answer: Answer = () => undefined,
  language: Language = 'en-US',
): Promise<{ element: BookingEvents; requests: URL[] }> {
  const mock = createMockService();
  const requests: URL[] = [];
  const client = new ClientCore({
    baseUrl: 'https://api.example.test/v1',
    apiKey: 'demo',
    maxAttempts: 1,
    fetch: async (input, init) => {
      const url = new URL(String(input));
      requests.push(url);
      return answer(url) ?? mock.fetch(url.href.replace('api.example.test', 'demo.local'), init);
    },
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = bookingWidgetStyles.map((style) => style.styleSheet!);
  const element = document.createElement('booking-events');
  element.translator = createTranslator(language);
  element.owner = owner;
  element.service = async () => ({ client }) as never;
  root.append(element);
  return { element, requests };
}

const names = (element: BookingEvents) =>
  [...element.querySelectorAll('.event-name button')].map((b) => b.textContent!.trim());

describe('<booking-events>', () => {
  afterEach(() => {
    for (const div of document.body.querySelectorAll(':scope > div')) div.remove();
  });

  it('asks for one booking page’s events exactly, and lists only those a visitor can book', async () => {
    const { element, requests } = await list({ page: 1 });
    await waitUntil(() => names(element).length > 0, 'the list', { timeout: 20_000 });
    expect(requests).to.have.length(1);
    expect(requests[0]!.pathname).to.equal('/v1/resources');
    expect(JSON.parse(requests[0]!.searchParams.get('filters')!)).to.deep.equal([
      { id: 'page_id', operator: 'eq', value: 1 },
    ]);
    expect([...requests[0]!.searchParams.keys()].sort()).to.deep.equal(['apiKey', 'filters']);
    expect(names(element)).to.not.include('Portfolio review (paused)');
    expect(names(element)).to.not.include('Quarterly product webinar');
    expect(names(element)).to.include('Coaching session');
  });

  it('sends `user_id` for a host, and the event picked as `events-pick`', async () => {
    const { element, requests } = await list({ user: 1 });
    await waitUntil(() => names(element).length > 0, 'the list', { timeout: 20_000 });
    expect(requests[0]!.searchParams.get('user_id')).to.equal('1');
    expect(names(element)).to.deep.equal(['Product demo']);
    const button = element.querySelector<HTMLButtonElement>('.event-name button')!;
    setTimeout(() => button.click());
    const picked = (await oneEvent(element, 'events-pick')) as CustomEvent<{
      id: string;
      top: number | undefined;
    }>;
    // The event, and where its card was on screen (for the way back to the list).
    expect(picked.detail.id).to.equal('101');
    expect(picked.detail.top).to.be.a('number');
    expect(picked.bubbles).to.equal(true);
    expect(picked.composed).to.equal(false);
  });

  it('shows a wait, then “no events” when the list is empty', async () => {
    const { element } = await list({ user: 99 });
    expect(element.querySelector('[aria-busy="true"]')?.textContent).to.contain('Loading events…');
    await waitUntil(() => element.querySelector('.state:not([aria-busy])'), 'empty', {
      timeout: 20_000,
    });
    expect(element.textContent).to.contain('There are no events to book right now.');
  });

  it('says why the list failed and loads it on “Try again”', async () => {
    let fail = true;
    const { element } = await list({ page: 1 }, () =>
      fail
        ? new Response(
            JSON.stringify({ error: { status: 500, code: 'server_error', message: 'x' } }),
            { status: 500, headers: { 'content-type': 'application/json' } },
          )
        : undefined,
    );
    await waitUntil(() => element.querySelector('[role="alert"]'), 'the failure', {
      timeout: 20_000,
    });
    expect(element.querySelector('[role="alert"]')!.textContent).to.contain(
      'Couldn’t load the events.',
    );
    fail = false;
    element.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await waitUntil(() => names(element).length > 0, 'the list after a retry', {
      timeout: 20_000,
    });
  });

  it('shows an event’s text as text and in the widget’s language', async () => {
    const hostile = [
      {
        resource_id: 1,
        page_id: 1,
        type: 'event',
        event_type: 'one_on_one',
        name: '<img src=x onerror=alert(1)>',
        description: '<b>bold</b>',
        period: { type: 'any' },
        questions: [
          { type: 'text', name: 'name', label: 'Name' },
          { type: 'email', name: 'email', label: 'Email' },
        ],
        schedule_id: 1,
        durations: [{ type: 'minutes', value: 30 }],
        locations: [{ type: 'phone' }],
        prices: [{ amount: 20, currency: 'EUR' }],
      },
    ];
    const { element } = await list(
      { page: 1 },
      () =>
        new Response(JSON.stringify(hostile), {
          headers: { 'content-type': 'application/json' },
        }),
      'de',
    );
    element.translator = await (
      await import('../../../../src/core/i18n/index.js')
    ).loadTranslator('de');
    await waitUntil(() => names(element).length > 0, 'the list', { timeout: 20_000 });
    expect(names(element)).to.deep.equal(['<img src=x onerror=alert(1)>']);
    expect(element.querySelector('img, b')).to.equal(null);
    expect(element.querySelector('h2')!.textContent).to.equal('Termin auswählen');
    expect(element.querySelector('.event')!.textContent).to.contain('30 Min.');
  });
});
