import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../../src/index.js';
import type { BookingWidget } from '../../../../src/index.js';

type Mock = {
  faults: { set(fault: { route: string; kind: string; times?: number }): void; clear(): void };
  reset(): void;
};
const mock = () => (globalThis as unknown as { __bookingMock: Mock }).__bookingMock;

const shadow = (el: BookingWidget) => el.shadowRoot!;
const q = <T extends Element = HTMLElement>(el: BookingWidget, selector: string) =>
  shadow(el).querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(el: BookingWidget, selector: string) => [
  ...shadow(el).querySelectorAll<T>(selector),
];

async function ready(template: ReturnType<typeof html>): Promise<BookingWidget> {
  const el = await fixture<BookingWidget>(template);
  await waitUntil(() => q(el, '[part~="slot"]') || q(el, '.empty'), 'no times rendered', {
    timeout: 20_000,
  });
  return el;
}

describe('<booking-widget>', () => {
  afterEach(() => mock()?.faults.clear());

  it('shows the resource details and a month grid with day parts', async () => {
    const el = await ready(html`<booking-widget resource="101" demo></booking-widget>`);
    expect(q(el, '[part~="header"]')!.textContent).to.contain('Product demo');
    expect(q(el, '[part~="header"]')!.textContent).to.contain('Google Meet');
    expect(q(el, '[part~="header"]')!.textContent).to.contain('$25.00');
    expect(q(el, '[role="grid"]')).to.not.equal(null);
    expect(qa(el, '[part~="day"][part~="available"]').length).to.be.greaterThan(0);
    expect(qa(el, '[part~="day"][part~="today"]')).to.have.length(1);
    const selected = qa(el, '[part~="day"][part~="selected"]');
    expect(selected).to.have.length(1);
    expect(selected[0]!.getAttribute('aria-label')).to.match(/\d{4}, \d+ times? available$/);
    expect(q(el, '[part~="timezone"]')).to.not.equal(null);
  });

  it('selecting a slot fires booking-slot-selected and shows the form', async () => {
    const el = await ready(html`<booking-widget resource="103" demo></booking-widget>`);
    const slot = q<HTMLButtonElement>(el, '[part~="slot"]')!;
    setTimeout(() => slot.click());
    const event = (await oneEvent(el, 'booking-slot-selected')) as CustomEvent;
    expect(event.detail.start_at).to.equal(slot.dataset.instant);
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(q(el, 'booking-form')).to.not.equal(null);
  });

  it('a render with nothing new for them leaves the calendar, details and zone selector alone', async () => {
    const el = await ready(html`<booking-widget resource="101" demo></booking-widget>`);
    await waitUntil(() => customElements.get('booking-timezone-select'), 'no selector', {
      timeout: 20_000,
    });
    await el.updateComplete;
    const inner = ['booking-calendar', 'booking-details', 'booking-timezone-select'];
    const renders: string[] = [];
    for (const tag of inner) {
      const element = q(el, tag) as HTMLElement & { render(): unknown };
      const render = element.render.bind(element);
      element.render = () => {
        renders.push(tag);
        return render();
      };
    }
    el.requestUpdate();
    await el.updateComplete;
    expect(renders).to.deep.equal([]);
  });

  it('falls back to the month view for an invalid view and hides details on request', async () => {
    const el = await ready(
      html`<booking-widget resource="106" demo view="yearly" hide-details></booking-widget>`,
    );
    expect(q(el, '[role="grid"]')).to.not.equal(null);
    expect(q(el, '[part~="header"]')).to.equal(null);
  });

  it('renders the week view as seven columns and the day view as one list', async () => {
    const week = await ready(
      html`<booking-widget resource="106" demo view="week"></booking-widget>`,
    );
    expect(qa(week, '.week .col')).to.have.length(7);
    const day = await ready(html`<booking-widget resource="106" demo view="day"></booking-widget>`);
    expect(q(day, '[role="grid"]')).to.equal(null);
    expect(qa(day, '.week')).to.have.length(0);
  });

  it('moves the roving tabindex with the arrow keys and pages months', async () => {
    const el = await ready(html`<booking-widget resource="106" demo></booking-widget>`);
    const start = q(el, '[part~="day"][tabindex="0"]')!;
    const title = q(el, '#period-title')!.textContent;
    // Read before the key: a step into the next month re-renders the grid, and this cell then shows another date.
    const date = start.dataset.date!;
    start.focus();
    start.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    const expected = new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const current = q(el, '[part~="day"][tabindex="0"]')!;
    expect(current.dataset.date).to.equal(expected);
    expect(qa(el, '[part~="day"][tabindex="0"]')).to.have.length(1);
    current.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, composed: true }),
    );
    await el.updateComplete;
    await el.updateComplete;
    expect(q(el, '#period-title')!.textContent).not.to.equal(title);
  });

  it('a missing resource is a calm "isn’t available for booking", not a red failure, and fires booking-error', async () => {
    const el = document.createElement('booking-widget');
    el.setAttribute('demo', '');
    el.setAttribute('resource', '999');
    const error = oneEvent(el, 'booking-error');
    document.body.append(el);
    const event = (await error) as CustomEvent;
    expect(event.detail.code).to.equal('not_found');
    expect(event.detail.step).to.equal('resource');
    await el.updateComplete;
    const state = q(el, '[part~="unavailable"]')!;
    expect(state.textContent).to.contain('This event isn’t available for booking');
    expect(state.textContent).to.contain('doesn’t exist');
    expect(state.getAttribute('role')).to.equal('status');
    expect(q(el, '[part~="error"]')).to.equal(null);
    el.remove();
  });

  it('tells a person calmly that a paused resource takes no bookings', async () => {
    const el = await fixture<BookingWidget>(
      html`<booking-widget resource="105" demo></booking-widget>`,
    );
    await waitUntil(() => q(el, '[part~="unavailable"]'), 'no state shown', { timeout: 20_000 });
    const state = q(el, '[part~="unavailable"]')!;
    expect(state.textContent).to.contain('This event isn’t available for booking');
    expect(state.textContent).to.contain('isn’t accepting bookings');
    expect(q(el, '[part~="error"]')).to.equal(null);
  });

  it('shows an availability error with a retry that recovers', async () => {
    const el = await fixture<BookingWidget>(
      html`<booking-widget resource="107" demo></booking-widget>`,
    );
    await waitUntil(() => mock(), 'mock not loaded', { timeout: 20_000 });
    await waitUntil(() => q(el, '[part~="slot"]') || q(el, '.empty'), 'no first render', {
      timeout: 20_000,
    });
    mock().faults.set({ route: 'availability', kind: 'invalid' });
    const errored = oneEvent(el, 'booking-error');
    await el.refresh();
    expect(((await errored) as CustomEvent).detail.code).to.equal('invalid_response');
    await el.updateComplete;
    const panel = q(el, '[part~="error"]')!;
    expect(panel.textContent).to.contain('Couldn’t load available times');
    mock().faults.clear();
    panel.querySelector('button')!.click();
    await waitUntil(() => q(el, '[part~="slot"]') || q(el, '.empty'), 'no recovery', {
      timeout: 20_000,
    });
    expect(q(el, '[part~="error"]')).to.equal(null);
  });

  it('reset() clears the chosen time and returns to the calendar', async () => {
    const el = await ready(html`<booking-widget resource="106" demo></booking-widget>`);
    q<HTMLButtonElement>(el, '[part~="slot"]')!.click();
    await waitUntil(() => q(el, 'booking-form'), 'no form', { timeout: 20_000 });
    el.reset();
    await el.updateComplete;
    expect(q(el, 'booking-form')).to.equal(null);
    expect(q(el, '[role="grid"]')).to.not.equal(null);
  });

  it('a blank resource with page="1" lists the events, and the one picked loads its times', async () => {
    // A template that fills `resource` with spaces: no resource, so a page of events, as with resource="".
    const el = await fixture<BookingWidget>(
      html`<booking-widget resource="  " page="1" demo></booking-widget>`,
    );
    const pick = () =>
      q(el, 'booking-events')?.querySelector<HTMLButtonElement>('.event-name button');
    await waitUntil(pick, 'no events listed', { timeout: 20_000 });
    pick()!.click();
    await waitUntil(() => q(el, '[part~="slot"]') || q(el, '[part~="error"]'), 'nothing shown', {
      timeout: 20_000,
    });
    expect(q(el, '[part~="error"]')).to.equal(null);
    expect(q(el, '[part~="slot"]')).to.not.equal(null);
    history.replaceState(history.state, '', location.pathname);
  });

  it('renders right-to-left in Arabic', async () => {
    const el = await ready(
      html`<booking-widget resource="106" demo language="ar"></booking-widget>`,
    );
    await waitUntil(() => q(el, '.root')?.getAttribute('dir') === 'rtl', 'not rtl', {
      timeout: 20_000,
    });
    expect(q(el, '.root')!.getAttribute('lang')).to.match(/^ar/);
  });
});
