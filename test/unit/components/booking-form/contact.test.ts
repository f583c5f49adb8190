import { expect, fixture, html } from '@open-wc/testing';
import type { Question } from '../../../../src/api/schemas.js';
import { Settings } from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-form/booking-form.js';
import type {
  BookingForm,
  BookingFormSubmitDetail,
} from '../../../../src/components/booking-form/booking-form.js';

/** A real record's questions, keyed by generated ids. */
const generated: Question[] = [
  { name: '1695963612423', label: 'Name', type: 'text', required: true },
  { name: '1695963612424', label: 'Email', type: 'email', required: true },
  { name: '1695963612425', label: 'Company', type: 'text' },
];

async function mount(questions: Question[]) {
  return fixture<BookingForm>(
    html`<booking-form
      .questions=${questions}
      .settings=${Settings.parse({ guest: { is_allowed: false } })}
      .values=${{ name: '', email: '', guests: [], answers: {} }}
    ></booking-form>`,
  );
}

const labels = (el: BookingForm) =>
  [...el.shadowRoot!.querySelectorAll('label[for]')].map((label) =>
    label.textContent!.replace(/\(Required\)/, '').trim(),
  );

describe('<booking-form> name and e-mail from questions with generated keys', () => {
  it('asks for the name and the e-mail once each, with the resource’s labels', async () => {
    const el = await mount(generated);
    expect(labels(el)).to.deep.equal(['Name', 'Email', 'Company']);
    const name = el.shadowRoot!.querySelector<HTMLInputElement>('#f-name')!;
    const email = el.shadowRoot!.querySelector<HTMLInputElement>('#f-email')!;
    expect(name.autocomplete).to.equal('name');
    expect(email.type).to.equal('email');
  });

  it('submits them as the invitee', async () => {
    const el = await mount(generated);
    for (const [id, text] of [
      ['f-name', 'Ada Lovelace'],
      ['f-email', 'ada@example.com'],
    ] as const) {
      const input = el.shadowRoot!.querySelector<HTMLInputElement>(`#${id}`)!;
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await el.updateComplete;
    let detail: BookingFormSubmitDetail | undefined;
    el.addEventListener('booking-form-submit', (e) => (detail = e.detail));
    el.shadowRoot!.querySelector<HTMLElement>('[part="submit"]')!.click();
    await el.updateComplete;
    expect(detail!.invitee).to.deep.equal({ name: 'Ada Lovelace', email: 'ada@example.com' });
  });
});
