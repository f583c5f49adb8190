import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FileAnswer, Question, Settings } from '../../../../src/api/schemas.js';
import { MAX_FILE_BYTES, Settings as SettingsSchema } from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-form/booking-form.js';
import { loadTranslator } from '../../../../src/core/i18n/index.js';
import type {
  BookingForm,
  BookingFormSubmitDetail,
  FormValues,
} from '../../../../src/components/booking-form/booking-form.js';

const q = (question: Partial<Question> & Pick<Question, 'name' | 'label'>): Question => ({
  type: 'text',
  ...question,
});

/** One question of each of the 10 types, after the invitee's name and email, as fixture 101 has them. */
const allTypes: Question[] = [
  q({ name: 'name', label: 'Full name', required: true }),
  q({ name: 'email', label: 'Work email', type: 'email', required: true }),
  q({ name: 'company', label: 'Company', placeholder: 'Acme Inc.' }),
  q({ name: 'agenda', label: 'What should we cover?', type: 'textarea' }),
  q({ name: 'backup_email', label: 'Backup email', type: 'email' }),
  q({ name: 'phone', label: 'Phone', type: 'tel' }),
  q({ name: 'seats', label: 'Team size', type: 'number' }),
  q({ name: 'start', label: 'Preferred start', type: 'date' }),
  q({
    name: 'plan',
    label: 'Plan',
    type: 'radio',
    options: [
      { key: 'starter', label: 'Starter' },
      { key: 'pro', label: 'Pro' },
    ],
  }),
  q({
    name: 'region',
    label: 'Region',
    type: 'dropdown',
    options: [
      { key: 'eu', label: 'Europe' },
      { key: 'us', label: 'Americas' },
    ],
  }),
  q({
    name: 'topics',
    label: 'Topics',
    type: 'checkbox',
    options: [
      { key: 'billing', label: 'Billing' },
      { key: 'api', label: 'API' },
      { key: 'sso', label: 'SSO' },
    ],
  }),
  q({ name: 'consent', label: 'I agree to be contacted', type: 'checkbox' }),
  q({ name: 'brief', label: 'Brief', type: 'file' }),
];

const settings = (input: Record<string, unknown> = {}): Settings => SettingsSchema.parse(input);

async function mount(
  questions: Question[],
  options: { values?: FormValues; settings?: Settings; skipForm?: boolean } = {},
): Promise<BookingForm> {
  return fixture<BookingForm>(
    html`<booking-form
      .questions=${questions}
      .settings=${options.settings ?? settings({ guest: { is_allowed: false } })}
      .values=${options.values ?? { name: '', email: '', guests: [], answers: {} }}
      .summary=${'Tuesday, 3 March 2026, 10:00 – 10:30'}
      ?skip-form=${options.skipForm ?? false}
    ></booking-form>`,
  );
}

const $ = <T extends Element = HTMLElement>(el: BookingForm, selector: string) =>
  el.shadowRoot!.querySelector<T & HTMLElement>(selector);
const $$ = <T extends Element = HTMLElement>(el: BookingForm, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T & HTMLElement>(selector),
];

/** The control labelled `label` (a <label for> or, for groups, the fieldset whose legend reads it). */
function control(el: BookingForm, label: string): HTMLElement {
  for (const element of $$(el, 'label[for]')) {
    if (element.textContent!.replace(/\(Required\)/, '').trim() === label)
      return $(el, `#${element.getAttribute('for')}`)!;
  }
  for (const legend of $$(el, 'legend')) {
    if (legend.textContent!.replace(/\(Required\)/, '').trim() === label)
      return legend.parentElement!;
  }
  throw new Error(`no field labelled ${label}`);
}

async function type(el: BookingForm, label: string, text: string) {
  const input = control(el, label) as HTMLInputElement;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

async function submit(el: BookingForm) {
  $(el, '[part="submit"]')!.click();
  await el.updateComplete;
  await el.updateComplete;
}

function errorOf(el: BookingForm, field: HTMLElement): string | undefined {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const error = ids
    .map((id) => el.shadowRoot!.getElementById(id))
    .find((e) => e?.classList.contains('error'));
  return error?.textContent?.trim();
}

function fileOf(size: number, name = 'brief.pdf', mime = 'application/pdf'): File {
  return new File([new Uint8Array(size).fill(65)], name, { type: mime });
}

async function chooseFile(el: BookingForm, input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  // FileReader is asynchronous: wait until the form shows the file (or its error).
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await el.updateComplete;
    if (!$(el, '.file-row[aria-live]')?.textContent?.includes('Loading')) break;
  }
}

describe('<booking-form> fields', () => {
  it('renders each of the 10 question types as its own native control, in order', async () => {
    const el = await mount(allTypes);
    expect(control(el, 'Full name')).to.have.attribute('autocomplete', 'name');
    expect(control(el, 'Work email')).to.have.attribute('type', 'email');
    expect(control(el, 'Work email')).to.have.attribute('autocomplete', 'email');
    expect(control(el, 'Company')).to.have.attribute('type', 'text');
    expect(control(el, 'Company')).to.have.attribute('placeholder', 'Acme Inc.');
    expect(control(el, 'What should we cover?').tagName).to.equal('TEXTAREA');
    expect(control(el, 'Backup email')).to.have.attribute('type', 'email');
    expect(control(el, 'Phone')).to.have.attribute('type', 'tel');
    expect(control(el, 'Phone')).to.have.attribute('autocomplete', 'tel');
    expect(control(el, 'Team size')).to.have.attribute('type', 'number');
    // A date is typed the widget's way (a native date field writes the browser's mm/dd/yyyy in any language).
    const start = control(el, 'Preferred start');
    expect(start).to.have.attribute('type', 'text');
    expect(start).to.have.attribute('inputmode', 'numeric');
    expect(start).to.have.attribute('placeholder', '12/31/2026');
    const plan = control(el, 'Plan');
    expect(plan.tagName).to.equal('FIELDSET');
    expect([...plan.querySelectorAll('input')].map((i) => i.type)).to.deep.equal([
      'radio',
      'radio',
    ]);
    const region = control(el, 'Region') as HTMLSelectElement;
    expect(region.tagName).to.equal('SELECT');
    expect([...region.options].map((o) => o.textContent!.trim())).to.deep.equal([
      'Select an option',
      'Europe',
      'Americas',
    ]);
    const topics = control(el, 'Topics');
    expect(topics.tagName).to.equal('FIELDSET');
    expect(topics.querySelectorAll('input[type="checkbox"]')).to.have.length(3);
    const consent = control(el, 'I agree to be contacted') as HTMLInputElement;
    expect(consent.type).to.equal('checkbox');
    expect(control(el, 'Brief')).to.have.attribute('type', 'file');
    expect($(el, 'form')).to.have.attribute('novalidate');
    expect($(el, 'form')).to.have.attribute('part', 'form');
    expect($$(el, '[part~="field"]').length).to.be.greaterThanOrEqual(13);
  });

  it('still asks for name and email when the resource has no such questions', async () => {
    const el = await mount([
      q({ name: 'company', label: 'Company' }),
      q({ name: 'notes', label: 'Notes' }),
    ]);
    expect(control(el, 'Your name')).to.have.attribute('autocomplete', 'name');
    expect(control(el, 'Email')).to.have.attribute('type', 'email');
    await submit(el);
    expect(errorOf(el, control(el, 'Your name'))).to.equal('Fill in this field');
    expect(errorOf(el, control(el, 'Email'))).to.equal('Fill in this field');
  });

  it('conveys required with `required`, aria-required and a visible text marker', async () => {
    const el = await mount([
      ...allTypes.slice(0, 2),
      q({ name: 'company', label: 'Company', required: true }),
    ]);
    const company = control(el, 'Company');
    expect(company).to.have.attribute('required');
    expect(company).to.have.attribute('aria-required', 'true');
    const label = $(el, `label[for="${company.id}"]`)!;
    expect(label.textContent).to.contain('Required');
    const optional = await mount([
      ...allTypes.slice(0, 2),
      q({ name: 'company', label: 'Company' }),
    ]);
    expect(control(optional, 'Company')).not.to.have.attribute('required');
  });

  it('applies prefill and question defaults', async () => {
    const questions = [
      ...allTypes.slice(0, 2),
      q({ name: 'company', label: 'Company', value: 'Default Co' }),
      q({
        name: 'plan',
        label: 'Plan',
        type: 'radio',
        value: 'pro',
        options: allTypes[8]!.options!,
      }),
      q({ name: 'topics', label: 'Topics', type: 'checkbox', options: allTypes[10]!.options! }),
      q({ name: 'consent', label: 'Consent', type: 'checkbox', value: 'yes' }),
    ];
    const el = await mount(questions, {
      values: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        guests: [],
        answers: { topics: ['api', 'sso'] },
      },
    });
    expect((control(el, 'Full name') as HTMLInputElement).value).to.equal('Ada Lovelace');
    expect((control(el, 'Work email') as HTMLInputElement).value).to.equal('ada@example.com');
    expect((control(el, 'Company') as HTMLInputElement).value).to.equal('Default Co');
    const checkedPlan = control(el, 'Plan').querySelector<HTMLInputElement>('input:checked');
    expect(checkedPlan?.value).to.equal('pro');
    const topics = [...control(el, 'Topics').querySelectorAll<HTMLInputElement>('input:checked')];
    expect(topics.map((i) => i.value)).to.deep.equal(['api', 'sso']);
    expect((control(el, 'Consent') as HTMLInputElement).checked).to.equal(true);
  });
});

describe('<booking-form> validation', () => {
  it('shows the error of a field on blur, with aria-invalid and aria-describedby', async () => {
    const el = await mount(allTypes);
    const email = control(el, 'Work email') as HTMLInputElement;
    expect(email).to.have.attribute('aria-invalid', 'false');
    await type(el, 'Work email', 'not-an-email');
    expect(errorOf(el, email)).to.equal(undefined);
    email.focus();
    email.blur();
    await waitUntil(() => errorOf(el, email), 'no error after leaving the field', {
      timeout: 10_000,
    });
    expect(email).to.have.attribute('aria-invalid', 'true');
    expect(errorOf(el, email)).to.equal('Enter a valid email address');
    await type(el, 'Work email', 'ada@example.com');
    expect(email).to.have.attribute('aria-invalid', 'false');
    expect(errorOf(el, email)).to.equal(undefined);
  });

  it("shows a group's error on submit, not while focus moves between its options or leaves it untouched", async () => {
    const el = await mount([
      ...allTypes.slice(0, 2),
      q({
        name: 'plan',
        label: 'Plan',
        type: 'radio',
        required: true,
        options: allTypes[8]!.options!,
      }),
      q({ name: 'company', label: 'Company' }),
    ]);
    const radios = control(el, 'Plan').querySelectorAll<HTMLInputElement>('input');
    radios[0]!.focus();
    radios[1]!.focus();
    await el.updateComplete;
    expect(errorOf(el, control(el, 'Plan'))).to.equal(undefined);
    control(el, 'Company').focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
    expect(errorOf(el, control(el, 'Plan'))).to.equal(undefined);
    await submit(el);
    expect(errorOf(el, control(el, 'Plan'))).to.equal('Choose an option');
    expect(radios[0]).to.have.attribute('aria-invalid', 'true');
  });

  it('on a failed submit announces a summary, marks every invalid field and focuses the first', async () => {
    const questions = [
      ...allTypes.slice(0, 2),
      q({ name: 'company', label: 'Company', required: true }),
      q({
        name: 'plan',
        label: 'Plan',
        type: 'radio',
        required: true,
        options: allTypes[8]!.options!,
      }),
    ];
    const el = await mount(questions);
    let submitted = 0;
    el.addEventListener('booking-form-submit', () => (submitted += 1));
    await type(el, 'Full name', 'Ada');
    await submit(el);
    expect(submitted).to.equal(0);
    const summary = $(el, '[role="alert"]')!;
    expect(summary.textContent).to.contain('There are 3 problems with your answers');
    expect(summary.textContent).to.contain('Work email: Fill in this field');
    expect(summary.textContent).to.contain('Plan: Choose an option');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'Work email'));
    expect(control(el, 'Company')).to.have.attribute('aria-invalid', 'true');
    expect(errorOf(el, control(el, 'Plan'))).to.equal('Choose an option');
    // The summary's entries move focus to their field.
    summary.querySelectorAll('button')[1]!.click();
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'Company'));
  });

  it('enforces each type: email, tel, number, date, text length', async () => {
    const el = await mount(allTypes);
    await type(el, 'Full name', 'Ada');
    await type(el, 'Work email', 'ada@example.com');
    await type(el, 'Backup email', 'ada@');
    await type(el, 'Phone', 'call me maybe');
    await type(el, 'Company', 'x'.repeat(501));
    const seats = control(el, 'Team size') as HTMLInputElement;
    seats.focus();
    await sendKeys({ type: '1e' });
    await el.updateComplete;
    await submit(el);
    expect(errorOf(el, control(el, 'Backup email'))).to.equal('Enter a valid email address');
    expect(errorOf(el, control(el, 'Phone'))).to.equal('Enter a valid phone number');
    expect(errorOf(el, seats)).to.equal('Enter a number');
    expect(errorOf(el, control(el, 'Company'))).to.equal('Use at most 500 characters');
    await type(el, 'Phone', '+1 (555) 010-9999');
    expect(errorOf(el, control(el, 'Phone'))).to.equal(undefined);
  });

  it('never overwrites what the person types, even text a number field cannot parse', async () => {
    const el = await mount(allTypes);
    const seats = control(el, 'Team size') as HTMLInputElement;
    seats.focus();
    await sendKeys({ type: '12' });
    await el.updateComplete;
    expect(el.values.answers['seats']).to.equal('12');
    // "12e" reads as '' to the page: the render that follows must not wipe the text off the screen.
    await sendKeys({ type: 'e' });
    await el.updateComplete;
    expect(seats.validity.badInput).to.equal(true);
    seats.blur();
    await waitUntil(() => errorOf(el, seats), 'no error after leaving the field', {
      timeout: 10_000,
    });
    expect(errorOf(el, seats)).to.equal('Enter a number');
    seats.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    expect(seats.value).to.equal('12');
    expect(errorOf(el, seats)).to.equal(undefined);
    // A date typed on a number pad (no separators) names the date; while it is still being typed, what is typed
    // stays on screen as typed and is not a date yet.
    const start = control(el, 'Preferred start') as HTMLInputElement;
    start.focus();
    await sendKeys({ type: '04012026' });
    await el.updateComplete;
    expect(el.values.answers['start']).to.equal('2026-04-01');
    expect(start.value).to.equal('04012026');
    await sendKeys({ press: 'Backspace' });
    await el.updateComplete;
    expect(el.values.answers['start']).to.equal('0401202');
    expect(start.value).to.equal('0401202');
    // The person edits a value the host gave; when the host gives that value again, it shows again.
    const company = control(el, 'Company') as HTMLInputElement;
    const withCompany = (): FormValues => ({
      ...el.values,
      answers: { ...el.values.answers, company: 'Acme' },
    });
    el.values = withCompany();
    await el.updateComplete;
    expect(company.value).to.equal('Acme');
    await type(el, 'Company', 'Acme Labs');
    el.values = withCompany();
    await el.updateComplete;
    expect(company.value).to.equal('Acme');
  });

  it('names the example of a pattern’s format from the placeholder, in the form’s language', async () => {
    const el = await mount([
      ...allTypes.slice(0, 2),
      q({ name: 'po', label: 'PO number', pattern: '[A-Z]{2}-\\d{4}', placeholder: 'AB-1234' }),
    ]);
    await type(el, 'PO number', '1234');
    await submit(el);
    expect(errorOf(el, control(el, 'PO number'))).to.equal(
      'Use the requested format, for example AB-1234',
    );
    el.translator = await loadTranslator('de');
    await el.updateComplete;
    expect(errorOf(el, control(el, 'PO number'))).to.equal(
      'Verwenden Sie das geforderte Format, z. B. AB-1234',
    );
  });

  it('checks `pattern` with HTML semantics (whole value), skipping empty optional answers', async () => {
    const el = await mount([
      ...allTypes.slice(0, 2),
      q({ name: 'po', label: 'PO number', pattern: '[A-Z]{2}-\\d{4}' }),
    ]);
    await type(el, 'Full name', 'Ada');
    await type(el, 'Work email', 'ada@example.com');
    let submitted = 0;
    el.addEventListener('booking-form-submit', () => (submitted += 1));
    await type(el, 'PO number', 'xAB-1234x');
    await submit(el);
    expect(errorOf(el, control(el, 'PO number'))).to.equal('Use the requested format');
    expect(submitted).to.equal(0);
    await type(el, 'PO number', '');
    await submit(el);
    expect(submitted).to.equal(1);
  });

  it('ignores a pattern that does not compile instead of breaking the form', async () => {
    const el = await mount([
      ...allTypes.slice(0, 2),
      q({ name: 'code', label: 'Code', pattern: '([a-z', required: true }),
    ]);
    await type(el, 'Full name', 'Ada');
    await type(el, 'Work email', 'ada@example.com');
    await type(el, 'Code', 'anything at all');
    const event = oneEvent(el, 'booking-form-submit');
    await submit(el);
    const { detail } = (await event) as CustomEvent<BookingFormSubmitDetail>;
    // The name and e-mail questions are answered with the invitee's fields (spec §4.3).
    expect(detail.answers.slice(2)).to.deep.equal([
      { name: 'code', label: 'Code', value: 'anything at all' },
    ]);
  });

  it('a required yes/no checkbox must be checked', async () => {
    const el = await mount([
      ...allTypes.slice(0, 2),
      q({ name: 'consent', label: 'I agree', type: 'checkbox', required: true }),
    ]);
    await submit(el);
    expect(errorOf(el, control(el, 'I agree'))).to.equal('Check this box to continue');
  });
});

describe('<booking-form> submit', () => {
  async function filled(): Promise<BookingForm> {
    const el = await mount(allTypes, {
      settings: settings({ guest: { is_allowed: true, max_allowed: 3 } }),
    });
    await type(el, 'Full name', '  Ada Lovelace ');
    await type(el, 'Work email', 'ada@example.com');
    await type(el, 'Company', 'Analytical Engines');
    await type(el, 'What should we cover?', 'Line one\nLine two');
    await type(el, 'Phone', '+44 20 7946 0000');
    await type(el, 'Team size', '12.5');
    await type(el, 'Preferred start', '2026-04-01');
    control(el, 'Plan').querySelectorAll<HTMLInputElement>('input')[1]!.click();
    await type(el, 'Region', 'us');
    const topics = control(el, 'Topics').querySelectorAll<HTMLInputElement>('input');
    topics[2]!.click();
    topics[0]!.click();
    await el.updateComplete;
    return el;
  }

  it('fires booking-form-submit once with the invitee, the Answer[] in order, and guests', async () => {
    const el = await filled();
    const details: BookingFormSubmitDetail[] = [];
    el.addEventListener('booking-form-submit', (e) => details.push(e.detail));
    const button = $(el, '[part="submit"]')!;
    // Ten clicks and an Enter in the same moment are one intent.
    for (let i = 0; i < 10; i += 1) button.click();
    $<HTMLFormElement>(el, 'form')!.requestSubmit();
    expect(details).to.have.length(1);
    const detail = details[0]!;
    expect(detail.invitee).to.deep.equal({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(detail.guests).to.deep.equal([]);
    expect(detail.answers).to.deep.equal([
      { name: 'name', label: 'Full name', value: 'Ada Lovelace' },
      { name: 'email', label: 'Work email', value: 'ada@example.com' },
      { name: 'company', label: 'Company', value: 'Analytical Engines' },
      { name: 'agenda', label: 'What should we cover?', value: 'Line one\nLine two' },
      { name: 'phone', label: 'Phone', value: '+44 20 7946 0000' },
      { name: 'seats', label: 'Team size', value: '12.5' },
      { name: 'start', label: 'Preferred start', value: '2026-04-01' },
      { name: 'plan', label: 'Plan', value: 'pro' },
      { name: 'region', label: 'Region', value: 'us' },
      { name: 'topics', label: 'Topics', value: ['billing', 'sso'] },
      { name: 'consent', label: 'I agree to be contacted', value: 'no' },
    ]);
  });

  it('while submitting: button disabled and reads "Booking…"; it comes back when the host is done', async () => {
    const el = await filled();
    let count = 0;
    el.addEventListener('booking-form-submit', () => {
      count += 1;
      el.submitting = true;
    });
    await submit(el);
    const button = $(el, '[part="submit"]') as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    expect(button.textContent!.trim()).to.equal('Booking…');
    (control(el, 'Company') as HTMLInputElement).focus();
    await sendKeys({ press: 'Enter' });
    expect(count).to.equal(1);
    el.submitting = false;
    await el.updateComplete;
    expect(button.disabled).to.equal(false);
    expect(button.textContent!.trim()).to.equal('Schedule event');
    await sendKeys({ press: 'Enter' });
    expect(count).to.equal(2);
  });

  it('Enter in a text field submits once', async () => {
    const el = await filled();
    let count = 0;
    el.addEventListener('booking-form-submit', () => (count += 1));
    (control(el, 'Company') as HTMLInputElement).focus();
    await sendKeys({ press: 'Enter' });
    expect(count).to.equal(1);
  });

  it('reports every edit with booking-form-change and keeps the values', async () => {
    const el = await mount(allTypes);
    const event = oneEvent(el, 'booking-form-change');
    await type(el, 'Company', 'Kept Ltd');
    const { detail } = (await event) as CustomEvent<{ values: FormValues }>;
    expect(detail.values.answers['company']).to.equal('Kept Ltd');
    expect(el.values.answers['company']).to.equal('Kept Ltd');
  });

  it('Back fires booking-form-back; the heading and the summary are shown', async () => {
    const el = await mount(allTypes);
    expect($(el, 'h2')!.textContent).to.equal('Enter your details');
    el.heading = '<i>Registration</i>';
    await el.updateComplete;
    expect($(el, 'h2')!.textContent).to.equal('<i>Registration</i>');
    expect($(el, '.summary')!.textContent).to.contain('10:00');
    const event = oneEvent(el, 'booking-form-back');
    [...$$(el, 'button')].find((b) => b.textContent!.trim() === 'Back')!.click();
    await event;
  });

  it('skip_form shows only name and email and a one-click confirm', async () => {
    const el = await mount(allTypes, {
      skipForm: true,
      values: { name: 'Ada', email: 'ada@example.com', guests: [], answers: { company: 'Pre Co' } },
    });
    expect($$(el, 'input, select, textarea')).to.have.length(2);
    const button = $(el, '[part="submit"]')!;
    expect(button.textContent!.trim()).to.equal('Confirm booking');
    const event = oneEvent(el, 'booking-form-submit');
    button.click();
    const { detail } = (await event) as CustomEvent<BookingFormSubmitDetail>;
    expect(detail.invitee).to.deep.equal({ name: 'Ada', email: 'ada@example.com' });
    expect(detail.answers).to.deep.include({ name: 'company', label: 'Company', value: 'Pre Co' });
  });
});

describe('<booking-form> skip_form with unanswered questions', () => {
  it('still asks a required question that defaults and prefill leave empty', async () => {
    const questions = [
      ...allTypes.slice(0, 2),
      q({ name: 'company', label: 'Company', required: true }),
      q({ name: 'size', label: 'Size', required: true, value: '10' }),
      q({ name: 'notes', label: 'Notes' }),
    ];
    const el = await mount(questions, {
      settings: settings({ skip_form: true }),
      values: { name: 'Ada', email: 'ada@example.com', guests: [], answers: {} },
    });
    expect($$(el, 'input, select, textarea').map((i) => i.getAttribute('name'))).to.deep.equal([
      'name',
      'email',
      'company',
    ]);
    await type(el, 'Company', 'Acme');
    // Answering it doesn't make it vanish under the person's cursor.
    expect(control(el, 'Company')).not.to.equal(null);
    const event = oneEvent(el, 'booking-form-submit');
    await submit(el);
    const { detail } = (await event) as CustomEvent<BookingFormSubmitDetail>;
    expect(detail.answers.slice(2)).to.deep.equal([
      { name: 'company', label: 'Company', value: 'Acme' },
      { name: 'size', label: 'Size', value: '10' },
    ]);
  });
});

describe('<booking-form> guests', () => {
  it('adds guests up to max_allowed, validates and removes them', async () => {
    const el = await mount(allTypes.slice(0, 2), {
      settings: settings({ guest: { is_allowed: true, max_allowed: 2 } }),
      values: { name: 'Ada', email: 'ada@example.com', guests: [], answers: {} },
    });
    expect($(el, '#guests-hint')!.textContent).to.equal('Up to 2 guests');
    $(el, '.add-guest')!.click();
    await el.updateComplete;
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#g0'));
    await type(el, 'Guest email 1', 'grace@example.com');
    $(el, '.add-guest')!.click();
    await el.updateComplete;
    expect($(el, '.add-guest')).to.equal(null);
    await type(el, 'Guest email 2', 'nope');
    await submit(el);
    expect(errorOf(el, $(el, '#g1')!)).to.equal('Enter a valid email address');
    await type(el, 'Guest email 2', 'GRACE@example.com');
    await submit(el);
    expect(errorOf(el, $(el, '#g1')!)).to.equal('This guest is already on the list');
    $$(el, '.remove-guest')[1]!.click();
    await el.updateComplete;
    expect($$(el, 'input[type="email"]')).to.have.length(2);
    const event = oneEvent(el, 'booking-form-submit');
    await submit(el);
    const { detail } = (await event) as CustomEvent<BookingFormSubmitDetail>;
    expect(detail.guests).to.deep.equal(['grace@example.com']);
  });

  it('offers no guests when settings.guest.is_allowed is false', async () => {
    const el = await mount(allTypes.slice(0, 2), {
      settings: settings({ guest: { is_allowed: false } }),
    });
    expect($(el, '.add-guest')).to.equal(null);
  });
});

describe('<booking-form> files', () => {
  const questions = [
    ...allTypes.slice(0, 2),
    q({ name: 'brief', label: 'Brief', type: 'file', required: true }),
  ];

  it('reads a file into a FileAnswer data URL sent inline, showing its name and size', async () => {
    const el = await mount(questions, {
      values: { name: 'Ada', email: 'ada@example.com', guests: [], answers: {} },
    });
    await chooseFile(
      el,
      control(el, 'Brief') as HTMLInputElement,
      fileOf(2048, 'brief.txt', 'text/plain'),
    );
    expect($(el, '.file-name')!.textContent).to.contain('brief.txt');
    expect($(el, '.file-name')!.textContent).to.match(/2 kB/);
    const event = oneEvent(el, 'booking-form-submit');
    await submit(el);
    const { detail } = (await event) as CustomEvent<BookingFormSubmitDetail>;
    const value = detail.answers.find((answer) => answer.name === 'brief')!.value as FileAnswer;
    expect(value.name).to.equal('brief.txt');
    expect(value.size).to.equal(2048);
    expect(value.type).to.equal('text/plain');
    expect(value.data_url.startsWith('data:text/plain;base64,QUFB')).to.equal(true);
  });

  it('shows a kept file answer (after an error or reopening) and removes it on request', async () => {
    const kept: FileAnswer = {
      name: 'nda.pdf',
      type: 'application/pdf',
      size: 1500,
      data_url: 'data:application/pdf;base64,QUFB',
    };
    const el = await mount(questions, {
      values: { name: 'Ada', email: 'ada@example.com', guests: [], answers: { brief: kept } },
    });
    expect($(el, '.file-name')!.textContent).to.contain('nda.pdf');
    expect(control(el, 'Brief')).not.to.have.attribute('required');
    $(el, '.remove-file')!.click();
    await el.updateComplete;
    expect($(el, '.file-name')).to.equal(null);
    expect(el.values.answers['brief']).to.equal(undefined);
    await submit(el);
    expect(errorOf(el, control(el, 'Brief'))).to.equal('Choose a file');
  });

  it('rejects a file larger than MAX_FILE_BYTES at once', async () => {
    const el = await mount(questions, {
      values: { name: 'Ada', email: 'ada@example.com', guests: [], answers: {} },
    });
    const input = control(el, 'Brief') as HTMLInputElement;
    await chooseFile(el, input, fileOf(MAX_FILE_BYTES + 1, 'huge.mov', 'video/quicktime'));
    expect(errorOf(el, input)).to.equal('huge.mov is larger than 1 MB');
    expect(input).to.have.attribute('aria-invalid', 'true');
    let submitted = 0;
    el.addEventListener('booking-form-submit', () => (submitted += 1));
    await submit(el);
    expect(submitted).to.equal(0);
  });
});

describe('<booking-form> hostile content', () => {
  it('renders labels, placeholders and options from the API as text', async () => {
    const xss = '<img src=x onerror="window.__formXss=1">';
    (window as any).__formXss = 0;
    const el = await mount([
      ...allTypes.slice(0, 2),
      q({ name: 'a1', label: xss, placeholder: `"><script>window.__formXss=2</script>` }),
      q({
        name: 'a2',
        label: 'Pick',
        type: 'radio',
        options: [{ key: '"><b>k', label: `<svg onload=alert(1)>` }],
      }),
      q({
        name: 'a3',
        label: 'List',
        type: 'dropdown',
        options: [{ key: 'x', label: '</option><img src=y>' }],
      }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot!.querySelector('img, script, svg, b')).to.equal(null);
    expect(control(el, xss).tagName).to.equal('INPUT');
    expect(el.shadowRoot!.textContent).to.contain('<svg onload=alert(1)>');
    expect((window as any).__formXss).to.equal(0);
  });
});

describe('<booking-form> accessibility', () => {
  it('passes axe with every type, guests and errors on screen', async () => {
    const el = await mount(allTypes, {
      settings: settings({ guest: { is_allowed: true, max_allowed: 2 } }),
      values: { name: '', email: 'nope', guests: ['bad'], answers: {} },
    });
    await submit(el);
    expect($(el, '[role="alert"]')).not.to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('passes axe in a dark theme set through the custom properties', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div
        style="background:#121212;color:#ececec;--booking-bg:#121212;--booking-fg:#ececec;--booking-primary:#8ab4f8;--booking-on-primary:#0b1b33;color-scheme:dark"
      >
        <booking-form
          .questions=${allTypes}
          .settings=${settings({ guest: { is_allowed: true, max_allowed: 2 } })}
          .values=${{ name: '', email: 'nope', guests: [], answers: {} }}
        ></booking-form>
      </div>`,
    );
    const el = wrapper.querySelector('booking-form')!;
    await el.updateComplete;
    await submit(el);
    await expect(wrapper).to.be.accessible();
  });

  it('focus() before its first render focuses the first field once rendered', async () => {
    const form = document.createElement('booking-form') as BookingForm;
    form.questions = [
      q({ name: 'name', label: 'Your name', required: true }),
      q({ name: 'email', label: 'Email', type: 'email', required: true }),
    ];
    expect(() => form.focus()).to.not.throw();
    document.body.append(form);
    try {
      form.focus();
      await form.updateComplete;
      await waitUntil(
        () => form.shadowRoot!.activeElement?.getAttribute('name') === 'name',
        'first field not focused',
        { timeout: 10_000 },
      );
    } finally {
      form.remove();
    }
  });
});
