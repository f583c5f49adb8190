import { expect } from '@open-wc/testing';
import { Question } from '../../../src/api/schemas.js';
import {
  defaultValues,
  splitContactQuestions,
  toAnswers,
  validateAnswers,
} from '../../../src/core/questions.js';

const q = (input: Record<string, unknown>): Question =>
  Question.parse({ label: 'Label', ...input });

/** A real record's questions: generated keys, the invitee's name and e-mail among them. */
const generated = [
  q({ name: '1695963612423', label: 'Name', type: 'text', required: true }),
  q({ name: '1695963612424', label: 'Email', type: 'email', required: true }),
  q({ name: '1695963612425', label: 'Company', type: 'text', required: true }),
  q({ name: '1695963612426', label: 'Backup email', type: 'email' }),
];

describe("the invitee's name and e-mail questions, whatever their keys", () => {
  it('takes the first e-mail question and the first required text question', () => {
    const { nameQuestion, emailQuestion, others } = splitContactQuestions(generated);
    expect(nameQuestion?.label).to.equal('Name');
    expect(emailQuestion?.label).to.equal('Email');
    expect(others.map((question) => question.label)).to.deep.equal(['Company', 'Backup email']);
  });

  it('prefers the keys `name` and `email` wherever they stand', () => {
    const keyed = [
      q({ name: 'company', type: 'text', required: true }),
      q({ name: 'work_email', type: 'email' }),
      q({ name: 'email', type: 'email' }),
      q({ name: 'name', type: 'text' }),
    ];
    const { nameQuestion, emailQuestion, others } = splitContactQuestions(keyed);
    expect(nameQuestion?.name).to.equal('name');
    expect(emailQuestion?.name).to.equal('email');
    expect(others.map((question) => question.name)).to.deep.equal(['company', 'work_email']);
  });

  it('finds no name question when no text question is required', () => {
    const { nameQuestion, others } = splitContactQuestions([
      q({ name: 'notes', type: 'text' }),
      q({ name: 'long', type: 'textarea', required: true }),
    ]);
    expect(nameQuestion).to.equal(undefined);
    expect(others).to.have.length(2);
  });

  it('answers those questions with the invitee fields in the request (spec §4.3)', () => {
    const answers = toAnswers(
      generated,
      { '1695963612425': 'Acme' },
      { name: ' Ada Lovelace ', email: 'ada@example.com' },
    );
    expect(answers).to.deep.equal([
      { name: '1695963612423', label: 'Name', value: 'Ada Lovelace' },
      { name: '1695963612424', label: 'Email', value: 'ada@example.com' },
      { name: '1695963612425', label: 'Company', value: 'Acme' },
    ]);
    // Without the invitee, those two are left to the invitee's own fields.
    expect(toAnswers(generated, { '1695963612425': 'Acme' }).map((a) => a.label)).to.deep.equal([
      'Company',
    ]);
  });

  it('validates them as the invitee fields, under their own keys', () => {
    const values = { name: '', email: 'not-an-address', guests: [], answers: {} };
    const { errors } = validateAnswers(generated, values);
    expect(errors).to.deep.equal({
      '1695963612423': 'required',
      '1695963612424': 'email',
      '1695963612425': 'required',
    });
    const filled = { ...values, name: 'Ada', email: 'ada@example.com' };
    expect(
      validateAnswers(generated, { ...filled, answers: { '1695963612425': 'Acme' } }).ok,
    ).to.equal(true);
  });

  it('prefills them from `answers[<key>]` as well as from `name` and `email`', () => {
    const values = defaultValues(generated, {
      answers: { '1695963612423': 'Ada', '1695963612424': 'ada@example.com' },
    });
    expect(values.name).to.equal('Ada');
    expect(values.email).to.equal('ada@example.com');
    expect(values.answers).to.deep.equal({});
  });
});
