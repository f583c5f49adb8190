// Property-based (fast-check): generated question sets — 2..32 questions of every type with random labels,
// options, patterns (invalid regular expressions among them), required flags and default values — render in
// <booking-form> and validate with the core validators without throwing; every generated answer set either
// validates or names a known error code for each failing field, and the form agrees with the validators.
import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  QUESTION_TYPES,
  Question as QuestionSchema,
  Settings as SettingsSchema,
  type Question,
} from '../../../../src/api/schemas.js';
import '../../../../src/components/booking-form/booking-form.js';
import type {
  BookingForm,
  FormValues,
} from '../../../../src/components/booking-form/booking-form.js';
import {
  compilePattern,
  validateAnswers,
  type AnswerErrorCode,
  type AnswerValue,
} from '../../../../src/core/questions.js';

z.config(z.locales.en());

const ERROR_CODES: readonly AnswerErrorCode[] = [
  'required',
  'email',
  'pattern',
  'number',
  'date',
  'option',
  'tel',
  'file_too_large',
  'too_long',
];

const HOSTILE_TEXT = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '${alert(1)}',
  '\u202Eright-to-left',
  '𝒰𝓃𝒾𝒸ℴ𝒹ℯ 🎉',
  '',
];
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...HOSTILE_TEXT));
const PATTERNS = [
  '[',
  '(',
  '*a',
  '\\',
  '{1,2}',
  '(?<n>a)\\k<m>',
  '[a-z',
  '[[a]--[b]]', // only valid with the v flag
  '[A-Za-z ]{2,40}',
  '\\+?[0-9 ()\\-]{7,20}',
  '[1-9][0-9]{0,3}',
  '.{2,10}',
  '\\p{L}+',
];
const pattern = fc.option(fc.oneof(fc.constantFrom(...PATTERNS), fc.string({ maxLength: 12 })), {
  nil: undefined,
});
const options = fc.uniqueArray(
  fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }), label: text }),
  {
    minLength: 1,
    maxLength: 6,
    selector: (option) => option.key,
  },
);

/** One question of any type; `index` keeps names unique (and never `name`/`email`). */
const questionAt = (index: number) =>
  fc
    .record(
      {
        type: fc.constantFrom(...QUESTION_TYPES),
        label: text,
        required: fc.option(fc.boolean(), { nil: undefined }),
        placeholder: fc.option(text, { nil: undefined }),
        pattern,
        value: fc.option(fc.oneof(text, fc.constantFrom('42', '2027-01-15', 'yes', 'no')), {
          nil: undefined,
        }),
        options: fc.option(options, { nil: undefined }),
      },
      { requiredKeys: ['type', 'label'] },
    )
    .map((fields): Question => QuestionSchema.parse({ ...fields, name: `q${index}_field` }));

const questionSet = fc
  .integer({ min: 0, max: 30 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => questionAt(i))))
  .chain((others) =>
    fc
      .tuple(text, text)
      .map(([nameLabel, emailLabel]): Question[] => [
        QuestionSchema.parse({ type: 'text', name: 'name', label: nameLabel, required: true }),
        QuestionSchema.parse({ type: 'email', name: 'email', label: emailLabel, required: true }),
        ...others,
      ]),
  );

/** An answer for `question` that is sometimes right, sometimes wrong, sometimes absent. */
function answerFor(question: Question): fc.Arbitrary<AnswerValue | undefined> {
  const keys = (question.options ?? []).map((option) => option.key);
  const anyText = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '',
      'ada@example.com',
      'not an email',
      '+44 20 7946 0000',
      '12',
      '-3',
      '2027-02-30',
      '2027-01-15',
    ),
  );
  const choices = keys.length ? fc.constantFrom(...keys) : fc.constantFrom('yes', 'no');
  const file = fc.record({
    name: fc.string({ minLength: 1, maxLength: 20 }),
    size: fc.integer({ min: 0, max: 3_000_000 }),
    type: fc.constantFrom('application/pdf', 'text/plain', ''),
    data_url: fc.constant('data:text/plain;base64,SGk='),
  });
  return fc.oneof(
    fc.constant(undefined),
    anyText,
    choices,
    fc.array(fc.oneof(choices, fc.string({ maxLength: 6 })), { maxLength: 4 }),
    ...(question.type === 'file' ? [file] : []),
  );
}

const answerSet = (questions: Question[]) =>
  fc
    .tuple(...questions.map((question) => answerFor(question)))
    .map((values) =>
      Object.fromEntries(questions.map((question, i) => [question.name, values[i]])),
    );

const settings = SettingsSchema.parse({ guest: { is_allowed: false } });

async function mount(questions: Question[], values: FormValues): Promise<BookingForm> {
  return fixture<BookingForm>(
    html`<booking-form
      .questions=${questions}
      .settings=${settings}
      .values=${values}
      .summary=${'Tuesday, 3 March 2026, 10:00 – 10:30'}
    ></booking-form>`,
  );
}

describe('generated question sets', () => {
  // Each generated pattern that doesn't compile is named on the console once: thousands of lines, not under test.
  const warn = console.warn;
  before(() => (console.warn = () => undefined));
  after(() => (console.warn = warn));

  it('compile their patterns with HTML semantics, or ignore them, never throwing', () => {
    fc.assert(
      fc.property(pattern, (source) => {
        const compiled = compilePattern(source);
        let compiles = true;
        try {
          new RegExp(source ?? '', 'v');
        } catch {
          compiles = false;
        }
        // Ignored exactly when the pattern as given does not compile (an empty one constrains nothing).
        expect(compiled !== null).to.equal(compiles && Boolean(source));
        if (compiled) expect(compiled.flags).to.include('v');
      }),
      { numRuns: 300 },
    );
  });

  it('validate every generated answer set: valid, or a known error code per failing field', () => {
    fc.assert(
      fc.property(
        questionSet.chain((questions) => fc.tuple(fc.constant(questions), answerSet(questions))),
        ([questions, answers]) => {
          const result = validateAnswers(questions, answers);
          const names = new Set(questions.map((question) => question.name));
          expect(result.ok).to.equal(Object.keys(result.errors).length === 0);
          for (const [name, code] of Object.entries(result.errors)) {
            expect(names.has(name), `error for unknown field ${name}`).to.equal(true);
            expect(ERROR_CODES).to.include(code);
          }
          // Unanswered required questions are always reported as such.
          for (const question of questions) {
            if (question.required && answers[question.name] === undefined && !question.value)
              expect(result.errors[question.name]).to.be.a('string');
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('render in <booking-form> with one labelled field per question, and either submit or mark a failing field', async () => {
    await fc.assert(
      fc.asyncProperty(
        questionSet.chain((questions) => fc.tuple(fc.constant(questions), answerSet(questions))),
        async ([questions, generated]) => {
          const { name, email, ...answers } = generated;
          const values: FormValues = {
            name: typeof name === 'string' ? name : '',
            email: typeof email === 'string' ? email : '',
            guests: [],
            answers,
          };
          const form = await mount(questions, values);
          const root = form.shadowRoot!;
          // Every question has a field, and every label is text (no element made from it).
          const fields = root.querySelectorAll('[part~="field"]');
          expect(fields.length).to.equal(questions.length);
          expect(root.querySelectorAll('img, script, iframe, svg[onload]').length).to.equal(0);
          for (const question of questions) {
            if (question.label.trim()) expect(root.textContent).to.include(question.label.trim());
          }

          let submitted = false;
          form.addEventListener('booking-form-submit', () => (submitted = true));
          root.querySelector<HTMLElement>('[part~="submit"]')!.click();
          await form.updateComplete;
          await form.updateComplete;

          const invalid = root.querySelectorAll('[aria-invalid="true"]');
          if (submitted) expect(invalid.length).to.equal(0);
          else expect(invalid.length, 'a blocked submit marks a field').to.be.greaterThan(0);
          form.remove();
        },
      ),
      { numRuns: 40 },
    );
  });
});
