/**
 * Server-side checks of a booking's answers against the resource's questions (the Answers contract:
 * one value per question, typed by the question's type, `pattern` with HTML semantics).
 */
import { DateTime } from 'luxon';
import { FileAnswer, MAX_FILE_BYTES } from '../api/schemas.js';
import type { Answer, ErrorDetail, Question } from '../api/schemas.js';
import { matchesPattern, splitContactQuestions } from '../core/questions.js';

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const TEL = /^\+?[0-9 ().\-/]{3,32}$/;
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

const isEmpty = (value: Answer['value'] | undefined): boolean =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Checks every answer; returns one detail per problem (paths relative to the request body). The questions for
 * the invitee's name and e-mail (core/questions.ts `splitContactQuestions`, the widget's rule) are answered by the invitee's own fields: an answer
 * to them may be sent too (spec §4.3: "answers to the resource's questions") and must say the same.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: readonly Answer[],
  basePath: string,
  invitee: { name: string; email: string },
): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const byName = new Map(questions.map((q) => [q.name, q]));
  const seen = new Map<string, number>();
  const contact = splitContactQuestions(questions);
  const own = new Map<Question | undefined, [string, 'name' | 'e-mail']>([
    [contact.nameQuestion, [invitee.name.trim(), 'name']],
    [contact.emailQuestion, [invitee.email.trim().toLowerCase(), 'e-mail']],
  ]);
  own.delete(undefined);

  answers.forEach((answer, index) => {
    const path = `${basePath}.${index}`;
    const question = byName.get(answer.name);
    const field = own.get(question);
    if (field) {
      const value = typeof answer.value === 'string' ? answer.value.trim() : undefined;
      if (value !== '' && (field[1] === 'e-mail' ? value?.toLowerCase() : value) !== field[0]) {
        details.push({
          path: `${path}.value`,
          message: `must be the invitee's ${field[1]}, as in the invitee's own field`,
        });
      }
      seen.set(answer.name, index);
      return;
    }
    if (!question) {
      details.push({
        path: `${path}.name`,
        message: `this event has no question "${answer.name}"`,
      });
      return;
    }
    if (seen.has(answer.name)) {
      details.push({
        path: `${path}.name`,
        message: `"${answer.name}" is answered more than once`,
      });
      return;
    }
    seen.set(answer.name, index);
    const problem = checkValue(question, answer.value);
    if (problem) details.push({ path: `${path}.value`, message: problem });
  });

  for (const question of questions) {
    if (!question.required || own.has(question)) continue;
    const index = seen.get(question.name);
    const value = index === undefined ? undefined : answers[index]?.value;
    const unchecked = question.type === 'checkbox' && !question.options?.length && value === 'no';
    if (isEmpty(value) || unchecked) {
      details.push({
        path: index === undefined ? basePath : `${basePath}.${index}.value`,
        message: `"${question.label}" (${question.name}) is required`,
      });
    }
  }
  return details;
}

/** Why a value doesn't fit its question, or undefined when it does. Empty values pass here. */
function checkValue(question: Question, value: Answer['value']): string | undefined {
  const options = question.options ?? [];
  const keys = new Set(options.map((o) => o.key));

  if (question.type === 'file') {
    if (value === '') return undefined;
    if (typeof value === 'string' || Array.isArray(value)) return 'must be a file';
    if (!FileAnswer.safeParse(value).success) return 'must be a file of at most 1 MB';
    const base64 = value.data_url.slice(value.data_url.indexOf(',') + 1);
    const bytes = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
    if (bytes > MAX_FILE_BYTES) return 'must be a file of at most 1 MB';
    if (bytes !== value.size) return 'size does not match the file data';
    return undefined;
  }
  if (question.type === 'checkbox' && options.length > 0) {
    if (!Array.isArray(value)) return 'must be a list of option keys';
    if (new Set(value).size !== value.length) return 'must not repeat an option';
    const unknown = value.find((key) => !keys.has(key));
    return unknown === undefined ? undefined : `"${unknown}" is not one of the options`;
  }
  if (typeof value !== 'string') return 'must be text';
  if (value === '') return undefined;

  switch (question.type) {
    case 'checkbox':
      if (value !== 'yes' && value !== 'no') return 'must be "yes" or "no"';
      return undefined;
    case 'radio':
    case 'dropdown':
      if (options.length > 0 && !keys.has(value)) return `"${value}" is not one of the options`;
      return undefined;
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !DateTime.fromISO(value).isValid) {
        return 'must be a date (YYYY-MM-DD)';
      }
      return undefined;
    case 'email':
      if (!EMAIL.test(value)) return 'must be an email address';
      break;
    case 'tel':
      if (!TEL.test(value) || (value.match(/\d/g)?.length ?? 0) < 3) {
        return 'must be a phone number';
      }
      break;
    case 'number':
      if (!DECIMAL.test(value) || !Number.isFinite(Number(value))) return 'must be a number';
      break;
    default:
      break;
  }
  // HTML's rule, shared with the widget: a pattern that does not compile as given is ignored; never a textarea.
  if (!matchesPattern(question, value)) {
    return `does not match the requested format${question.placeholder ? ` (e.g. ${question.placeholder})` : ''}`;
  }
  return undefined;
}
