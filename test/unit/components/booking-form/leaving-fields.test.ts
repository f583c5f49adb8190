import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { Question } from '../../../../src/api/schemas.js';
import { Settings } from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-form/booking-form.js';
import type { BookingForm } from '../../../../src/components/booking-form/booking-form.js';

const questions: Question[] = [
  { name: 'name', label: 'Full name', type: 'text', required: true },
  { name: 'email', label: 'Work email', type: 'email', required: true },
  { name: 'company', label: 'Company', type: 'text', required: true },
];

async function mount(): Promise<BookingForm> {
  const el = await fixture<BookingForm>(
    html`<booking-form
      .questions=${questions}
      .settings=${Settings.parse({ guest: { is_allowed: false } })}
      .summary=${'Tuesday, 3 March 2026, 10:00 – 10:30'}
    ></booking-form>`,
  );
  // The widget focuses the first field when the form opens.
  el.focus();
  await el.updateComplete;
  return el;
}

const $ = (el: BookingForm, selector: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(selector)!;
const errors = (el: BookingForm) =>
  [...el.shadowRoot!.querySelectorAll('.error')].map((error) => error.textContent!.trim());
/** One task later: when an error shown on leaving a field would have appeared. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function centre(element: HTMLElement): [number, number] {
  const { x, y, width, height } = element.getBoundingClientRect();
  return [Math.round(x + width / 2), Math.round(y + height / 2)];
}

describe('<booking-form> leaving a field', () => {
  afterEach(() => resetMouse());

  it('does not mark a field wrong that was only visited', async () => {
    const el = await mount();
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#f-name'));
    await sendMouse({ type: 'click', position: centre($(el, '#f-email')) });
    await nextTask();
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#f-email'));
    expect(errors(el)).to.deep.equal([]);
    expect($(el, '#f-name')).to.have.attribute('aria-invalid', 'false');
  });

  it('shows the error of a field the person changed once they leave it', async () => {
    const el = await mount();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@' });
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => errors(el).length > 0, 'no error after leaving the e-mail', {
      timeout: 10_000,
    });
    expect(errors(el)).to.deep.equal(['Enter a valid email address']);
    expect($(el, '#f-email')).to.have.attribute('aria-invalid', 'true');
  });

  it('a click on "Schedule event" with nothing typed lists what is missing and focuses it', async () => {
    const el = await mount();
    let submitted = 0;
    el.addEventListener('booking-form-submit', () => (submitted += 1));
    await sendMouse({ type: 'click', position: centre($(el, '[part="submit"]')) });
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'the click did nothing', {
      timeout: 10_000,
    });
    expect($(el, '[role="alert"]').textContent).to.contain(
      'There are 3 problems with your answers',
    );
    expect(errors(el)).to.have.length(3);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#f-name'));
    expect(submitted).to.equal(0);
  });

  it('the button stays under the pointer when pressing it shows the error of the field left', async () => {
    const el = await mount();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@' });
    const button = $(el, '[part="submit"]');
    const before = button.getBoundingClientRect().top;
    await sendMouse({ type: 'move', position: centre(button) });
    await sendMouse({ type: 'down' });
    await nextTask();
    await el.updateComplete;
    expect(button.getBoundingClientRect().top).to.equal(before);
    await sendMouse({ type: 'up' });
    // The press was a click: the submit lists both problems and focuses the first.
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'the click was lost', {
      timeout: 10_000,
    });
    expect($(el, '[role="alert"]').textContent).to.contain(
      'There are 2 problems with your answers',
    );
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#f-email'));
  });
});
