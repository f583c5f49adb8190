import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Location, Question } from '../../../../src/api/schemas.js';
import { Settings } from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-form/booking-form.js';
import type {
  BookingForm,
  BookingFormSubmitDetail,
} from '../../../../src/components/booking-form/booking-form.js';
import type { BookingLocationChooser } from '../../../../src/components/booking-form/location-chooser.js';
import { loadTranslator } from '../../../../src/core/i18n/index.js';

const contact: Question[] = [
  { name: 'name', label: 'Full name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
];
const meet: Location = { type: 'google_meet', name: 'Google Meet' };
const call: Location = { type: 'phone', name: 'Phone call' };
const office: Location = { type: 'physical', name: 'Head office', address: '1 Main St' };

async function mount(locations: Location[], questions: Question[] = contact) {
  return fixture<BookingForm>(
    html`<booking-form
      .questions=${questions}
      .locations=${locations}
      .settings=${Settings.parse({ guest: { is_allowed: false } })}
      .values=${{ name: 'Ada', email: 'ada@example.com', guests: [], answers: {} }}
    ></booking-form>`,
  );
}

const chooser = (el: BookingForm) =>
  el.shadowRoot!.querySelector<BookingLocationChooser>('booking-location-chooser');
const radios = (el: BookingForm) => [
  ...chooser(el)!.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
];
const detailInput = (el: BookingForm) =>
  chooser(el)!.shadowRoot!.querySelector<HTMLInputElement>('#location-detail');

async function settle(el: BookingForm) {
  await el.updateComplete;
  await chooser(el)?.updateComplete;
  await el.updateComplete;
}

async function submit(el: BookingForm): Promise<BookingFormSubmitDetail | undefined> {
  let detail: BookingFormSubmitDetail | undefined;
  el.addEventListener('booking-form-submit', (e) => (detail = e.detail), { once: true });
  el.shadowRoot!.querySelector<HTMLElement>('[part="submit"]')!.click();
  await settle(el);
  return detail;
}

describe('<booking-form> location choice', () => {
  it('puts the phone field directly under the "Phone call" choice, before the next one', async () => {
    const el = await mount([meet, call, office]);
    await settle(el);
    radios(el)[1]!.click();
    await settle(el);
    const input = detailInput(el)!;
    const [, callRow, officeRow] = radios(el).map((radio) => radio.closest('label')!);
    const below = input.getBoundingClientRect().top - callRow!.getBoundingClientRect().bottom;
    expect(below).to.be.within(0, 40);
    expect(input.getBoundingClientRect().bottom).to.be.below(
      officeRow!.getBoundingClientRect().top,
    );
    // Typing in it keeps the choice (its input events are not a choice of location).
    input.value = '+1 212 555 0100';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await settle(el);
    expect(radios(el)[1]!.checked).to.equal(true);
    expect(el.values.location).to.deep.equal({ index: 1, detail: '+1 212 555 0100' });
  });

  it('asks nothing about the location when the resource has one', async () => {
    const el = await mount([meet]);
    expect(chooser(el)).to.equal(null);
    const detail = await submit(el);
    expect(detail).to.not.equal(undefined);
    expect(detail!.location).to.equal(undefined);
  });

  it('offers several locations as a radio group with their names, the first chosen', async () => {
    const el = await mount([meet, call, office]);
    await settle(el);
    const group = chooser(el)!.shadowRoot!.querySelector('fieldset')!;
    expect(group.querySelector('legend')!.textContent).to.contain('Location');
    expect(radios(el).map((radio) => radio.checked)).to.deep.equal([true, false, false]);
    const text = group.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Google Meet');
    expect(text).to.contain('Phone call');
    expect(text).to.contain('Head office — 1 Main St');
    expect(group.querySelectorAll('svg.icon')).to.have.length(3);
    const detail = await submit(el);
    expect(detail!.location).to.deep.equal(meet);
  });

  it('is chosen with the arrow keys, and asks the number a phone call needs', async () => {
    const el = await mount([meet, call]);
    await settle(el);
    radios(el)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle(el);
    expect(radios(el)[1]!.checked).to.equal(true);
    const input = detailInput(el)!;
    expect(input.type).to.equal('tel');
    expect(
      chooser(el)!.shadowRoot!.querySelector('label[for="location-detail"]')!.textContent,
    ).to.contain('Your phone number');

    // Not given: the submit is refused, the field says why and takes focus.
    expect(await submit(el)).to.equal(undefined);
    await settle(el);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const error = chooser(el)!.shadowRoot!.getElementById(input.getAttribute('aria-describedby')!);
    expect(error!.textContent).to.contain('Fill in this field');
    expect(chooser(el)!.shadowRoot!.activeElement).to.equal(input);
    expect(el.shadowRoot!.querySelector('.error-summary')!.textContent).to.contain(
      'Your phone number',
    );

    input.focus();
    await sendKeys({ type: '+44 20 7946 0000' });
    await settle(el);
    const detail = await submit(el);
    expect(detail!.location).to.deep.equal({ ...call, phone: '+44 20 7946 0000' });
    expect(detail!.values.location).to.deep.equal({ index: 1, detail: '+44 20 7946 0000' });
  });

  it('uses the add_to_location phone question instead of asking for the number twice', async () => {
    const phone: Question = {
      name: 'phone',
      label: 'Phone number',
      type: 'tel',
      add_to_location: true,
    };
    const company: Question = { name: 'company', label: 'Company', type: 'text' };
    const el = await mount([meet, call], [...contact, company, phone]);
    await settle(el);
    const labels = () =>
      [...el.shadowRoot!.querySelectorAll('booking-location-chooser ~ [data-field] label')].map(
        (label) => label.textContent!.trim(),
      );
    expect(labels()[0]).to.contain('Company');
    radios(el)[1]!.click();
    await settle(el);
    expect(detailInput(el)).to.equal(null);
    // Asked directly under the choice that needs it, not below the questions before it.
    expect(labels()[0]).to.contain('Phone number');
    // That question is now required.
    expect(await submit(el)).to.equal(undefined);
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="tel"]')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    input.value = '+1 212 555 0100';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await settle(el);
    const detail = await submit(el);
    expect(detail!.location).to.deep.equal({ ...call, phone: '+1 212 555 0100' });
  });

  it('asks the place for ask_invitee, in the person’s language', async () => {
    const el = await mount([meet, { type: 'ask_invitee' }]);
    el.translator = await loadTranslator('de');
    await settle(el);
    radios(el)[1]!.click();
    await settle(el);
    const label = chooser(el)!.shadowRoot!.querySelector('label[for="location-detail"]')!;
    expect(label.textContent).to.contain('Wo sollen wir uns treffen?');
  });

  it('passes axe with the choice and a field error on screen', async () => {
    const el = await mount([meet, call, office]);
    await settle(el);
    radios(el)[1]!.click();
    await settle(el);
    await submit(el);
    // The chooser with its group and error (the whole form is checked in booking-form.test.ts).
    await expect(chooser(el)).to.be.accessible();
  });

  it('passes the change event on as the form’s values', async () => {
    const el = await mount([meet, office]);
    await settle(el);
    const change = oneEvent(el, 'booking-form-change');
    radios(el)[1]!.click();
    const { detail } = await change;
    expect(detail.values.location).to.deep.equal({ index: 1, detail: '' });
  });
});
