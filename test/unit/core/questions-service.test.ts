import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { Resource, type Question } from '../../../src/api/schemas.js';
import { validateAnswers, toAnswers, type AnswerValue } from '../../../src/core/questions.js';
import { checkAnswers } from '../../../src/mock/answers.js';
import { seedResources } from '../../../src/mock/fixtures.js';

// The widget must never send answers the service rejects, and must not refuse answers it accepts.
const resources = seedResources('2026-01-01T00:00:00Z')
  .filter((item) => ['one_on_one', 'group', 'round_robin'].includes(item.event_type))
  .map((item) => Resource.parse(item));

function valueFor(question: Question): fc.Arbitrary<AnswerValue | undefined> {
  const keys = (question.options ?? []).map((option) => option.key);
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.stringMatching(/^\+?[0-9 ()-]{1,22}$/),
    fc.stringMatching(/^[ ()-]{5,10}[0-9]{1,2}$/),
    fc.stringMatching(/^-?[0-9]{1,7}(\.[0-9]{1,2})?$/),
    fc.stringMatching(/^[A-Z]{2}-[0-9]{5,7}$/),
    fc.constantFrom('', 'yes', 'no', '2026-02-29', '2028-02-29', 'a@b.co', ...keys),
  );
  // The form's yes/no checkbox only ever holds these.
  if (question.type === 'checkbox' && keys.length === 0)
    return fc.constantFrom('yes', 'no', '', undefined);
  if (question.type === 'checkbox' && keys.length > 0) {
    return fc.oneof(fc.subarray([...keys, 'other']), fc.constant(undefined));
  }
  return fc.oneof(text, fc.constant(undefined));
}

const CONTACT: Question[] = [
  { type: 'text', name: 'name', label: 'Name', required: true },
  { type: 'email', name: 'email', label: 'E-mail', required: true },
];

describe('question validators agree with the service', () => {
  for (const resource of resources) {
    it(`accepts exactly what the service accepts for ${resource.resource_id} "${resource.name}"`, () => {
      // One question at a time, so that every generated value decides the outcome.
      const questions = resource.questions.filter(
        (question) =>
          question.type !== 'file' && question.name !== 'name' && question.name !== 'email',
      );
      for (const question of questions) {
        fc.assert(
          fc.property(valueFor(question), (value) => {
            const answers = { [question.name]: value };
            const core = validateAnswers([question], answers);
            // The invitee's own name and e-mail questions, so that `question` is never taken for them.
            const service = checkAnswers(
              [...CONTACT, question],
              toAnswers([...CONTACT, question], answers),
              'invitees.0.questions',
              { name: 'Ada', email: 'ada@example.com' },
            );
            const context = `${question.name}: ${JSON.stringify(value)}`;
            if (core.ok) expect(service, context).to.deep.equal([]);
            // Text is trimmed before sending, so compare the other direction on trimmed values only.
            if (service.length === 0 && (typeof value !== 'string' || value === value.trim())) {
              expect(core.errors, context).to.deep.equal({});
            }
          }),
          { numRuns: 300 },
        );
      }
    });
  }
});
