import { expect, fixture, html } from '@open-wc/testing';
import type { ErrorDetail, Question } from '../../../../src/api/schemas.js';
import { Settings } from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-form/booking-form.js';
import type {
  BookingForm,
  BookingFormSubmitDetail,
} from '../../../../src/components/booking-form/booking-form.js';
import { fieldOfPath, placeDetails } from '../../../../src/components/booking-form/field-errors.js';

const questions: Question[] = [
  { name: 'name', label: 'Full name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'company', label: 'Company', type: 'text' },
  { name: 'team', label: 'Team size', type: 'number' },
];

async function mountAndSubmit() {
  const el = await fixture<BookingForm>(
    html`<booking-form
      .questions=${questions}
      .settings=${Settings.parse({ guest: { is_allowed: true } })}
      .values=${{
        name: 'Ada',
        email: 'ada@example.com',
        guests: ['bob@example.com'],
        answers: { company: 'Acme', team: '12' },
      }}
    ></booking-form>`,
  );
  let detail: BookingFormSubmitDetail | undefined;
  el.addEventListener('booking-form-submit', (e) => (detail = e.detail));
  el.shadowRoot!.querySelector<HTMLElement>('[part="submit"]')!.click();
  await el.updateComplete;
  return { el, sent: detail! };
}

const errorText = (el: BookingForm, id: string) => {
  const control = el.shadowRoot!.getElementById(id)!;
  const describedBy = control.getAttribute('aria-describedby') ?? '';
  return el.shadowRoot!.getElementById(describedBy.split(' ')[0]!)?.textContent?.trim();
};

describe('<booking-form> the service’s refusal on the fields it names', () => {
  it('reads the paths of a 400’s details against what was sent', () => {
    const answers = [
      { name: 'company', value: 'Acme' },
      { name: 'team', value: '12' },
    ];
    const sent = { questions, answers };
    expect(fieldOfPath('invitees.0.email', sent)).to.equal('f-email');
    expect(fieldOfPath('invitees.0.name', sent)).to.equal('f-name');
    expect(fieldOfPath('invitees.0.questions.1', sent)).to.equal('q3');
    expect(fieldOfPath('invitees.0.questions.0.value', sent)).to.equal('q2');
    expect(fieldOfPath('guests.0', sent)).to.equal('g0');
    expect(fieldOfPath('location.phone', sent)).to.equal('location');
    expect(fieldOfPath('start_at', sent)).to.equal(undefined);
    expect(fieldOfPath('invitees.0.questions.7', sent)).to.equal(undefined);
    const details: ErrorDetail[] = [
      { path: 'invitees.0.email', message: 'domain does not accept mail' },
      { path: 'end_at', message: 'must follow start_at' },
    ];
    const placed = placeDetails(details, sent);
    expect([...placed.fields]).to.deep.equal([['f-email', 'domain does not accept mail']]);
    expect(placed.unplaced).to.deep.equal([details[1]]);
  });

  it('marks each named field, lists it in the announced summary and focuses the first', async () => {
    const { el, sent } = await mountAndSubmit();
    const team = sent.answers.findIndex((answer) => answer.name === 'team');
    el.rejected = [
      { path: `invitees.0.questions.${team}.value`, message: 'must be at most 10' },
      { path: 'invitees.0.email', message: 'domain does not accept mail' },
    ];
    await el.updateComplete;
    await el.updateComplete;
    const email = el.shadowRoot!.getElementById('f-email')!;
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(errorText(el, 'f-email')).to.contain('Not accepted by the booking service');
    expect(errorText(el, 'f-email')).to.contain('domain does not accept mail');
    expect(errorText(el, 'q3')).to.contain('must be at most 10');
    const summary = el.shadowRoot!.querySelector('.error-summary[role="alert"]')!;
    expect(summary.textContent).to.contain('Email');
    expect(summary.textContent).to.contain('Team size');
    // The first in the form's order takes focus.
    expect(el.shadowRoot!.activeElement).to.equal(email);
  });

  it('drops the service’s message from a field once it is edited', async () => {
    const { el } = await mountAndSubmit();
    el.rejected = [{ path: 'guests.0', message: 'this guest opted out' }];
    await el.updateComplete;
    await el.updateComplete;
    expect(errorText(el, 'g0')).to.contain('this guest opted out');
    const guest = el.shadowRoot!.getElementById('g0') as HTMLInputElement;
    guest.value = 'carol@example.com';
    guest.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
    expect(guest.getAttribute('aria-invalid')).to.equal('false');
    expect(el.shadowRoot!.querySelector('.error-summary')).to.equal(null);
  });
});
