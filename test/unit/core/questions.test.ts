import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { Answer, MAX_FILE_BYTES, QUESTION_TYPES, Question } from '../../../src/api/schemas.js';
import type { FileAnswer } from '../../../src/api/schemas.js';
import { seedResources } from '../../../src/mock/fixtures.js';
import {
  coerceAnswerValue,
  compilePattern,
  matchesPattern,
  defaultValues,
  mergePrefill,
  prefillFromUrl,
  splitContactQuestions,
  toAnswers,
  validateAnswer,
  validateAnswers,
  validateContact,
  validateGuests,
} from '../../../src/core/questions.js';

z.config(z.locales.en());

const q = (input: Record<string, unknown>): Question =>
  Question.parse({ label: 'Label', ...input });
const file = (size: number): FileAnswer => ({
  name: 'brief.pdf',
  type: 'application/pdf',
  size,
  data_url: 'data:application/pdf;base64,JVBERi0=',
});

const colours = [
  { key: 'red', label: 'Red' },
  { key: 'blue', label: 'Blue' },
];

describe('question validators: each type', () => {
  it('text and textarea: required, length cap', () => {
    const text = q({ type: 'text', name: 'company', required: true });
    expect(validateAnswer(text, '')).to.equal('required');
    expect(validateAnswer(text, '   ')).to.equal('required');
    expect(validateAnswer(text, undefined)).to.equal('required');
    expect(validateAnswer(text, 'Acme')).to.equal(undefined);
    expect(validateAnswer(text, 'x'.repeat(500))).to.equal(undefined);
    expect(validateAnswer(text, 'x'.repeat(501))).to.equal('too_long');
    const textarea = q({ type: 'textarea', name: 'notes' });
    expect(validateAnswer(textarea, '')).to.equal(undefined);
    expect(validateAnswer(textarea, 'line 1\nline 2')).to.equal(undefined);
    expect(validateAnswer(textarea, 'x'.repeat(5001))).to.equal('too_long');
  });

  it('email', () => {
    const email = q({ type: 'email', name: 'work_email', required: true });
    expect(validateAnswer(email, 'ana@example.com')).to.equal(undefined);
    expect(validateAnswer(email, 'ana@example')).to.equal('email');
    expect(validateAnswer(email, 'not an email')).to.equal('email');
    expect(validateAnswer(email, '')).to.equal('required');
  });

  it('tel: digits, spaces and + - ( ) .', () => {
    const tel = q({ type: 'tel', name: 'phone' });
    expect(validateAnswer(tel, '+1 (555) 010-2030')).to.equal(undefined);
    expect(validateAnswer(tel, '030.1234.5678')).to.equal(undefined);
    expect(validateAnswer(tel, '555-CALL-NOW')).to.equal('tel');
    expect(validateAnswer(tel, '()--')).to.equal('tel');
    expect(validateAnswer(tel, '12')).to.equal('tel');
    expect(validateAnswer(tel, '030/1234 567')).to.equal(undefined);
    expect(validateAnswer(tel, '1'.repeat(33))).to.equal('tel');
    expect(validateAnswer(tel, '')).to.equal(undefined);
  });

  it('number: a decimal string', () => {
    const number = q({ type: 'number', name: 'seats', required: true });
    for (const ok of ['12', '-3', '2.5', '.5', '1e3'])
      expect(validateAnswer(number, ok), ok).to.equal(undefined);
    for (const bad of ['twelve', '1,5', '12abc', 'NaN', 'Infinity', '1e999', '+7'])
      expect(validateAnswer(number, bad), bad).to.equal('number');
  });

  it('date: a real YYYY-MM-DD date', () => {
    const date = q({ type: 'date', name: 'start_date' });
    expect(validateAnswer(date, '2026-02-28')).to.equal(undefined);
    expect(validateAnswer(date, '2026-02-30')).to.equal('date');
    expect(validateAnswer(date, '28/02/2026')).to.equal('date');
    expect(validateAnswer(date, '')).to.equal(undefined);
  });

  it('radio and dropdown: the value is one of the option keys', () => {
    for (const type of ['radio', 'dropdown']) {
      const question = q({ type, name: 'colour', required: true, options: colours });
      expect(validateAnswer(question, 'red')).to.equal(undefined);
      expect(validateAnswer(question, 'Red')).to.equal('option');
      expect(validateAnswer(question, 'green')).to.equal('option');
      expect(validateAnswer(question, '')).to.equal('required');
      expect(validateAnswer(question, ['red'])).to.equal('option');
    }
  });

  it('checkbox with options: a subset of the keys; required means at least one', () => {
    const question = q({ type: 'checkbox', name: 'topics', required: true, options: colours });
    expect(validateAnswer(question, ['red', 'blue'])).to.equal(undefined);
    expect(validateAnswer(question, ['red'])).to.equal(undefined);
    expect(validateAnswer(question, [])).to.equal('required');
    expect(validateAnswer(question, ['red', 'green'])).to.equal('option');
    expect(validateAnswer(question, ['red', 'red'])).to.equal('option');
    const optional = q({ type: 'checkbox', name: 'topics', options: colours });
    expect(validateAnswer(optional, [])).to.equal(undefined);
    expect(validateAnswer(optional, undefined)).to.equal(undefined);
    expect(validateAnswer(question, undefined)).to.equal('required');
  });

  it("checkbox without options: 'yes' | 'no'; required means 'yes'", () => {
    const consent = q({ type: 'checkbox', name: 'consent', required: true });
    expect(validateAnswer(consent, 'yes')).to.equal(undefined);
    expect(validateAnswer(consent, 'no')).to.equal('required');
    expect(validateAnswer(consent, undefined)).to.equal('required');
    expect(validateAnswer(consent, 'maybe')).to.equal('option');
    const optional = q({ type: 'checkbox', name: 'newsletter' });
    expect(validateAnswer(optional, 'no')).to.equal(undefined);
    expect(validateAnswer(optional, undefined)).to.equal(undefined);
  });

  it('file: a FileAnswer of at most MAX_FILE_BYTES', () => {
    const upload = q({ type: 'file', name: 'brief', required: true });
    expect(validateAnswer(upload, file(MAX_FILE_BYTES))).to.equal(undefined);
    expect(validateAnswer(upload, file(MAX_FILE_BYTES + 1))).to.equal('file_too_large');
    expect(validateAnswer(upload, undefined)).to.equal('required');
    expect(validateAnswer(upload, 'C:\\fakepath\\brief.pdf')).to.equal('required');
    expect(validateAnswer(upload, { ...file(10), data_url: 'javascript:alert(1)' })).to.equal(
      'required',
    );
    expect(validateAnswer(q({ type: 'file', name: 'brief' }), undefined)).to.equal(undefined);
  });
});

describe('question validators: pattern', () => {
  it('matches the whole value, like the HTML pattern attribute', () => {
    const code = q({ type: 'text', name: 'code', pattern: '[A-Z]{3}-\\d{2}' });
    expect(validateAnswer(code, 'ABC-12')).to.equal(undefined);
    expect(validateAnswer(code, 'xABC-12')).to.equal('pattern');
    expect(validateAnswer(code, 'ABC-123')).to.equal('pattern');
    // An alternation is anchored as a whole: ^(?:a|b)$
    const either = q({ type: 'text', name: 'pick', pattern: 'yes|no' });
    expect(validateAnswer(either, 'yes')).to.equal(undefined);
    expect(validateAnswer(either, 'yesno')).to.equal('pattern');
  });

  it('does not check an empty optional value, and applies after the type check', () => {
    const phone = q({ type: 'tel', name: 'phone', pattern: '\\+49[\\d ]+' });
    expect(validateAnswer(phone, '')).to.equal(undefined);
    expect(validateAnswer(phone, '+49 30 1234')).to.equal(undefined);
    expect(validateAnswer(phone, '+1 555 0100')).to.equal('pattern');
    expect(validateAnswer(phone, 'call me')).to.equal('tel');
  });

  it('ignores a pattern that does not compile (never breaks validation)', () => {
    expect(compilePattern('([a-z')).to.equal(null);
    // Valid with the u flag but not with v (HTML uses v): an unescaped class-syntax character.
    expect(compilePattern('[(]')).to.equal(null);
    const broken = q({ type: 'text', name: 'ref', required: true, pattern: '([a-z' });
    expect(validateAnswer(broken, 'anything at all')).to.equal(undefined);
    expect(validateAnswer(broken, '')).to.equal('required');
    expect(validateAnswers([broken], { ref: 'x' }).ok).to.equal(true);
  });

  it('constrains text-like answers only, as HTML does (not choices or dates)', () => {
    const choice = q({ type: 'radio', name: 'colour', options: colours, pattern: 'blue' });
    expect(validateAnswer(choice, 'red')).to.equal(undefined);
    const date = q({ type: 'date', name: 'day', pattern: '2027-.*' });
    expect(validateAnswer(date, '2026-05-01')).to.equal(undefined);
    const number = q({ type: 'number', name: 'size', pattern: '[1-9][0-9]{0,5}' });
    expect(validateAnswer(number, '0')).to.equal('pattern');
    expect(validateAnswer(number, '250')).to.equal(undefined);
  });

  it('compiles the pattern as given before anchoring it: `a)|(b` does not compile, so it is ignored', () => {
    expect(compilePattern('a)|(b')).to.equal(null);
    const odd = q({ type: 'text', name: 'odd', pattern: 'a)|(b' });
    expect(validateAnswer(odd, 'xyz')).to.equal(undefined);
    expect(matchesPattern(odd, 'xyz')).to.equal(true);
  });

  it('never applies to a textarea', () => {
    const notes = q({ type: 'textarea', name: 'notes', pattern: '[a-z]+' });
    expect(validateAnswer(notes, 'ABC 123')).to.equal(undefined);
    expect(matchesPattern(notes, 'ABC 123')).to.equal(true);
    expect(matchesPattern(q({ type: 'text', name: 'notes', pattern: '[a-z]+' }), 'ABC')).to.equal(
      false,
    );
  });

  it('names a question whose pattern is ignored on the console, once', () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const broken = q({ type: 'text', name: 'ticket_ref', pattern: '[(]x' });
      validateAnswer(broken, 'one');
      validateAnswer(broken, 'two');
      validateAnswer(q({ type: 'textarea', name: 'essay', pattern: '[(]x' }), 'text');
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]![0])).to.contain('"ticket_ref"');
  });

  it('every pattern of the demo resources compiles, and the demo phone refuses `123`', () => {
    const questions = seedResources(new Date(0).toISOString()).flatMap((resource) =>
      'questions' in resource && Array.isArray(resource.questions)
        ? (resource.questions as Question[])
        : [],
    );
    const patterns = questions.filter((question) => question.pattern);
    expect(patterns.length).to.be.greaterThan(0);
    for (const question of patterns)
      expect(compilePattern(question.pattern), question.pattern!).to.not.equal(null);
    const phone = questions.find((question) => question.name === 'phone' && question.pattern)!;
    expect(validateAnswer(phone, '123')).to.equal('pattern');
    expect(validateAnswer(phone, '+1 (212) 555-0100')).to.equal(undefined);
  });

  it('uses unicode sets semantics', () => {
    const letters = q({ type: 'text', name: 'city', pattern: '[\\p{L} ]+' });
    expect(validateAnswer(letters, 'São Paulo')).to.equal(undefined);
    expect(validateAnswer(letters, 'Paris 75')).to.equal('pattern');
  });
});

describe('validateAnswers', () => {
  const questions = [
    q({ type: 'text', name: 'name' }),
    q({ type: 'email', name: 'email' }),
    q({ type: 'number', name: 'team_size', required: true }),
    q({ type: 'dropdown', name: 'plan', options: colours }),
  ];

  it('reports every invalid question by name with a code; name and email are always required', () => {
    const result = validateAnswers(questions, {
      name: '',
      email: 'x',
      team_size: 'many',
      plan: 'green',
    });
    expect(result.ok).to.equal(false);
    expect(result.errors).to.deep.equal({
      name: 'required',
      email: 'email',
      team_size: 'number',
      plan: 'option',
    });
    const good = validateAnswers(questions, {
      name: 'Ana',
      email: 'ana@example.com',
      team_size: '12',
    });
    expect(good).to.deep.equal({ ok: true, errors: {} });
  });

  it('accepts the FormValues shape and requires name/email even when the resource lacks those questions', () => {
    const withoutContact = [q({ type: 'text', name: 'company' })];
    const result = validateAnswers(withoutContact, {
      name: ' ',
      email: '',
      guests: [],
      answers: { company: 'Acme' },
    });
    expect(result.errors).to.deep.equal({ name: 'required', email: 'required' });
    const ok = validateAnswers(questions, {
      name: 'Ana',
      email: 'ana@example.com',
      guests: [],
      answers: { team_size: '3' },
    });
    expect(ok.ok).to.equal(true);
  });

  it('validates the contact and guests', () => {
    expect(validateContact({ name: 'x'.repeat(121), email: 'a@b.co' })).to.deep.equal({
      name: 'too_long',
    });
    expect(validateContact({ name: ' ', email: 'a@b' })).to.deep.equal({
      name: 'required',
      email: 'email',
    });
    // An address longer than the service's 254 characters is not a valid e-mail address.
    expect(validateContact({ name: 'Ana', email: `${'a'.repeat(250)}@b.co` })).to.deep.equal({
      email: 'email',
    });
    expect(validateContact({ name: 'Ana', email: ` ${'a'.repeat(249)}@b.co ` })).to.deep.equal({});
    expect(
      validateGuests(['a@b.co', 'bad', 'A@B.co', '', 'me@x.co', 'c@d.co'], {
        maxAllowed: 3,
        inviteeEmail: 'me@x.co',
      }),
    ).to.deep.equal({
      1: 'email',
      2: 'duplicate',
      4: 'too_many',
      5: 'too_many',
    });
    expect(validateGuests(['me@x.co'], { maxAllowed: 3, inviteeEmail: 'ME@x.co' })).to.deep.equal({
      0: 'duplicate',
    });
  });

  it('never throws for generated question sets and values (property)', () => {
    const question = fc.record({
      type: fc.constantFrom(...QUESTION_TYPES),
      name: fc.string({ minLength: 2, maxLength: 8 }),
      label: fc.string(),
      required: fc.option(fc.boolean()),
      pattern: fc.option(fc.string({ maxLength: 12 })),
      options: fc.option(
        fc.array(fc.record({ key: fc.string(), label: fc.string() }), { maxLength: 4 }),
      ),
      value: fc.option(fc.string()),
    });
    const value = fc.oneof(
      fc.string(),
      fc.array(fc.string(), { maxLength: 4 }),
      fc.constant(undefined),
      fc.constant(file(10)),
      fc.constant(file(MAX_FILE_BYTES * 2)),
    );
    // Generated patterns that don't compile are each reported on the console: not this test's concern.
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      fc.assert(
        fc.property(
          fc.array(question, { minLength: 1, maxLength: 8 }),
          fc.array(value, { maxLength: 8 }),
          (raw, values) => {
            const questions = raw.map((input) => Question.parse(input));
            const answers = Object.fromEntries(
              questions.map((item, index) => [item.name, values[index]]),
            );
            const result = validateAnswers(questions, answers);
            expect(result.ok).to.equal(Object.keys(result.errors).length === 0);
            const defaults = defaultValues(questions);
            expect(() => validateAnswers(questions, defaults)).to.not.throw();
            // Whatever validates produces answers the booking request accepts.
            if (result.ok) for (const answer of toAnswers(questions, answers)) Answer.parse(answer);
          },
        ),
        { numRuns: 300 },
      );
    } finally {
      console.warn = warn;
    }
  });
});

describe('answers, defaults and prefill', () => {
  const questions = [
    q({ type: 'text', name: 'name', value: 'Default Name' }),
    q({ type: 'email', name: 'email' }),
    q({ type: 'text', name: 'company', label: 'Company', value: 'Acme' }),
    q({ type: 'checkbox', name: 'topics', label: 'Topics', options: colours, value: 'blue' }),
    q({ type: 'checkbox', name: 'consent', label: 'Consent' }),
    q({
      type: 'radio',
      name: 'size',
      label: 'Size',
      options: [
        { key: 's', label: 'Small' },
        { key: 'l', label: 'Large' },
      ],
    }),
    q({ type: 'number', name: 'seats', label: 'Seats' }),
    q({ type: 'file', name: 'brief', label: 'Brief' }),
  ];

  it('splits the contact questions from the others', () => {
    const split = splitContactQuestions(questions);
    expect(split.nameQuestion?.name).to.equal('name');
    expect(split.emailQuestion?.name).to.equal('email');
    expect(split.others.map((item) => item.name)).to.deep.equal([
      'company',
      'topics',
      'consent',
      'size',
      'seats',
      'brief',
    ]);
    expect(splitContactQuestions([questions[2]!]).nameQuestion).to.equal(undefined);
  });

  it("uses each question's value as its default, coerced to the answer's form", () => {
    expect(defaultValues(questions)).to.deep.equal({
      name: 'Default Name',
      email: '',
      guests: [],
      answers: { company: 'Acme', topics: ['blue'] },
    });
  });

  it('lets prefill override defaults, dropping values that fit no option', () => {
    const values = defaultValues(questions, {
      name: 'Ana',
      email: 'ana@example.com',
      guests: [' g@x.co ', ''],
      answers: {
        company: 'Globex',
        topics: 'red,green',
        size: 'Large',
        consent: 'true',
        seats: '4',
      },
    });
    expect(values).to.deep.equal({
      name: 'Ana',
      email: 'ana@example.com',
      guests: ['g@x.co'],
      answers: { company: 'Globex', topics: ['red'], size: 'l', consent: 'yes', seats: '4' },
    });
    expect(coerceAnswerValue(questions[5]!, 'medium')).to.equal(undefined);
  });

  it('reads the page URL: name, email, answers[<name>], guests', () => {
    expect(
      prefillFromUrl(
        '?name=Ana%20Lima&email=ana%40example.com&answers[company]=Acme&answers%5Btopics%5D=red&answers[topics]=blue&guests=a@x.co,b@x.co&utm_source=x',
      ),
    ).to.deep.equal({
      name: 'Ana Lima',
      email: 'ana@example.com',
      guests: ['a@x.co', 'b@x.co'],
      answers: { company: 'Acme', topics: 'red,blue' },
    });
    expect(prefillFromUrl('')).to.deep.equal({});
    expect(prefillFromUrl('name=&email=')).to.deep.equal({});
  });

  it('merges prefill sources, later ones winning field by field', () => {
    expect(
      mergePrefill({ name: 'URL', answers: { a: '1', b: '2' } }, undefined, {
        email: 'p@x.co',
        answers: { b: '3' },
      }),
    ).to.deep.equal({ name: 'URL', email: 'p@x.co', answers: { a: '1', b: '3' } });
  });

  it('builds the answers of the booking request: no name/email, labels, trimmed, yes/no always sent', () => {
    const answers = toAnswers(questions, {
      name: 'Ana',
      email: 'ana@example.com',
      company: '  Globex ',
      topics: ['red', 'blue'],
      size: 's',
      seats: '',
      brief: file(10),
    });
    expect(answers).to.deep.equal([
      { name: 'company', label: 'Company', value: 'Globex' },
      { name: 'topics', label: 'Topics', value: ['red', 'blue'] },
      { name: 'consent', label: 'Consent', value: 'no' },
      { name: 'size', label: 'Size', value: 's' },
      { name: 'brief', label: 'Brief', value: file(10) },
    ]);
    for (const answer of answers) expect(Answer.safeParse(answer).success).to.equal(true);
  });
});
