/**
 * The resource's questions' validation, the answers of the booking request, defaults and prefill. Validation
 * returns error CODES, never English text: the form translates them (`validation.<code>`). It is written by hand
 * with the contract schemas' own rules (api/booking-checks.ts), so the form carries no zod (size budgets).
 */
import { MAX_FILE_BYTES } from '../api/contract-values.js';
import { isDate, isEmail, isFileAnswer as isValidFile } from '../api/booking-checks.js';
import type { Question, QuestionType } from '../api/booking-schemas.js';
import type { Answer, FileAnswer } from '../api/booking-record-schemas.js';
import type { LocationChoice } from './location-choice.js';

export type AnswerValue = string | string[] | FileAnswer;
export type AnswerValues = Record<string, AnswerValue | undefined>;

export type AnswerErrorCode =
  | 'required'
  | 'email'
  | 'pattern'
  | 'number'
  | 'date'
  | 'option'
  | 'tel'
  | 'file_too_large'
  | 'too_long';

/** Error codes of the guest list: a guest e-mail is invalid, repeated (or the invitee's own), or too many. */
export type GuestErrorCode = 'email' | 'duplicate' | 'too_many';

/** What the form holds: the invitee, guests and the other answers keyed by question name. */
export interface FormValues {
  name: string;
  email: string;
  guests: string[];
  answers: AnswerValues;
  /** The location chosen when the resource offers several, with the phone or place it needs. */
  location?: LocationChoice;
}

/** DESIGN §3 `prefill` (property) and the page URL's `name`, `email`, `answers[<name>]`. */
export interface Prefill {
  name?: string;
  email?: string;
  guests?: string[];
  answers?: Record<string, string>;
}

export interface ValidationResult {
  ok: boolean;
  /** Question name → its first error code; only invalid questions are present. */
  errors: Record<string, AnswerErrorCode>;
}

/** Length caps per type (choices and files have none); they bound what the service accepts (an answer is at most 10 000 characters). */
export const ANSWER_MAX_LENGTH: Readonly<Partial<Record<QuestionType, number>>> = {
  text: 500,
  textarea: 5000,
  email: 254,
  tel: 32,
  number: 32,
  date: 10,
};
/** The invitee's name is at most 120 characters (the booking request's bound). */
export const NAME_MAX_LENGTH = 120;

const CONTACT_NAMES = new Set(['name', 'email']);
/**
 * Types whose answers `pattern` constrains: HTML's text-like inputs (text, email, tel; never a textarea), and
 * numbers, which the service checks as text too.
 */
const PATTERN_TYPES = new Set<QuestionType>(['text', 'email', 'tel', 'number']);
const YES = new Set(['yes', 'true', 'on', '1', 'y']);

/** The format check of each type that has one; its error code is the type's name. */
const FORMATS: Partial<Record<QuestionType, (text: string) => boolean>> = {
  email: (text) => text.length <= 254 && isEmail(text),
  // Digits, spaces, `+ - ( ) . /`, at least three digits (what the service accepts for `tel`).
  tel: (text) => /^(?=(?:\D*\d){3})\+?[0-9 ().\-/]{3,32}$/.test(text),
  number: (text) =>
    /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(text) && Number.isFinite(Number(text)),
  date: isDate,
};

const patternCache = new Map<string, RegExp | null>();

/**
 * A `pattern` as HTML's `pattern` attribute uses it: the pattern AS GIVEN must compile with the `v` flag (else it
 * is ignored: null), and then the whole value must match, `^(?:pattern)$`. Compiling only the wrapped form would
 * give `a)|(b` a meaning of its own ("starts with a or ends with b") where HTML ignores it. Pure; the mock uses it
 * too, so both sides ignore the same patterns.
 */
export function compilePattern(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  let regex = patternCache.get(pattern);
  if (regex === undefined) {
    try {
      new RegExp(pattern, 'v');
      regex = new RegExp(`^(?:${pattern})$`, 'v');
    } catch {
      regex = null;
    }
    patternCache.set(pattern, regex);
  }
  return regex;
}

/** Whether `pattern` constrains answers of this type (never a textarea, as in HTML). */
export const patternApplies = (type: QuestionType | undefined) => PATTERN_TYPES.has(type ?? 'text');

/**
 * Whether a non-empty answer satisfies the question's `pattern`: true when the type takes no pattern or the pattern
 * is ignored (does not compile). Pure, for the widget and the mock alike.
 */
export const matchesPattern = (
  question: Pick<Question, 'type' | 'pattern'>,
  value: string,
): boolean => {
  const regex = patternApplies(question.type) ? compilePattern(question.pattern) : null;
  return !regex || regex.test(value);
};

/** Question names whose ignored pattern was already reported. */
const reported = new Set<string>();

/** The widget's check of a pattern: as matchesPattern, and an ignored pattern is named once on the console. */
function fitsPattern(question: Question, type: QuestionType, value: string): boolean {
  const { name, pattern } = question;
  if (pattern && patternApplies(type) && !compilePattern(pattern) && !reported.has(name)) {
    reported.add(name);
    console.warn(
      `booking-widget: the pattern of question "${name}" (${JSON.stringify(pattern)}) does not compile as an HTML pattern (RegExp with the v flag) and is ignored`,
    );
  }
  return matchesPattern({ type, pattern }, value);
}

/** Whether the question is answered by choosing among options (radio, dropdown, checkbox with options). */
export function optionKeys(question: Question): string[] | undefined {
  const options = question.options ?? [];
  if (question.type === 'radio' || question.type === 'dropdown')
    return options.map((option) => option.key);
  if (question.type === 'checkbox' && options.length > 0)
    return options.map((option) => option.key);
  return undefined;
}

/** A checkbox without options is a single yes/no. */
export const isYesNo = (question: Question) =>
  question.type === 'checkbox' && (question.options ?? []).length === 0;

/** Whether the question must be answered; the invitee's name and e-mail always must. */
export const isRequired = (question: Question) =>
  question.required === true || CONTACT_NAMES.has(question.name);

/** The maximum length of a question's text answer, if it has one. */
export function maxLengthFor(question: Question): number | undefined {
  const { name, type } = question;
  // A choice without options is answered like text.
  return name === 'name'
    ? NAME_MAX_LENGTH
    : ANSWER_MAX_LENGTH[
        name === 'email' ? 'email' : optionKeys(question)?.length === 0 ? 'text' : type
      ];
}

/** Whether an answer is a file (the other answers are text or a list of option keys). */
export const isFileAnswer = (value: AnswerValue | undefined): value is FileAnswer =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first error code of one question's value, or undefined (for validation on blur). */
export function validateAnswer(
  question: Question,
  value: AnswerValue | undefined,
): AnswerErrorCode | undefined {
  // An email question named `email` is the invitee's address whatever its declared type.
  const type: QuestionType = question.name === 'email' ? 'email' : question.type;
  const keys = optionKeys(question);
  const empty = isRequired(question) ? 'required' : undefined;

  if (isYesNo(question)) {
    const answer = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (answer === undefined || answer === '' || answer === 'no') return empty;
    return answer === 'yes' ? undefined : 'option';
  }

  if (type === 'file') {
    if (value === undefined || value === '') return empty;
    if (!isFileAnswer(value)) return 'required';
    if (value.size > MAX_FILE_BYTES) return 'file_too_large';
    return isValidFile(value) ? undefined : 'required';
  }

  if (type === 'checkbox' && keys) {
    const chosen =
      value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value;
    if (!Array.isArray(chosen)) return 'option';
    if (chosen.length === 0) return empty;
    return chosen.every((key) => keys.includes(key)) && new Set(chosen).size === chosen.length
      ? undefined
      : 'option';
  }

  if (
    value === undefined ||
    (typeof value === 'string' ? value.trim() === '' : Array.isArray(value) && value.length === 0)
  )
    return empty;
  if (typeof value !== 'string') return keys ? 'option' : 'required';
  const text = value.trim();
  // A radio or dropdown without options has nothing to choose from: it is answered like text.
  if (keys?.length && !keys.includes(text)) return 'option';
  if (FORMATS[type]?.(text) === false) return type as AnswerErrorCode;
  if (text.length > (maxLengthFor(question) ?? Infinity)) return 'too_long';
  return fitsPattern(question, type, text) ? undefined : 'pattern';
}

/**
 * Validates every question. `values` is keyed by question name; the invitee's `name` and `email` may be given
 * there or as the FormValues fields (then questions named name/email read them, and when the resource lacks
 * such questions they are still required).
 */
export function validateAnswers(
  questions: readonly Question[],
  values: AnswerValues | FormValues,
): ValidationResult {
  const answers = toAnswerValues(questions, values);
  const errors: Record<string, AnswerErrorCode> = {};
  const seen = new Set<string>();
  const { nameQuestion, emailQuestion } = isFormValues(values)
    ? splitContactQuestions(questions)
    : {};
  // The first of duplicate names wins.
  for (const question of questions) {
    if (seen.has(question.name)) continue;
    seen.add(question.name);
    // The invitee's name and e-mail questions are checked as those fields (validateContact below).
    if (question === nameQuestion || question === emailQuestion) continue;
    const code = validateAnswer(question, answers[question.name]);
    if (code) errors[question.name] = code;
  }
  if (isFormValues(values)) {
    const contact = validateContact(values);
    const keys = { name: nameQuestion?.name ?? 'name', email: emailQuestion?.name ?? 'email' };
    for (const [field, code] of Object.entries(contact))
      errors[keys[field as 'name' | 'email']] ??= code;
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

function isFormValues(values: AnswerValues | FormValues): values is FormValues {
  return (
    typeof values.answers === 'object' &&
    values.answers !== null &&
    !Array.isArray(values.answers) &&
    !('data_url' in values.answers) &&
    Array.isArray(values.guests)
  );
}

function toAnswerValues(
  questions: readonly Question[],
  values: AnswerValues | FormValues,
): AnswerValues {
  if (!isFormValues(values)) return values;
  const { nameQuestion, emailQuestion } = splitContactQuestions(questions);
  const answers: AnswerValues = { ...values.answers, name: values.name, email: values.email };
  if (nameQuestion) answers[nameQuestion.name] = values.name;
  if (emailQuestion) answers[emailQuestion.name] = values.email;
  return answers;
}

/**
 * The invitee's `name` or `email`, whatever the resource's question of that name asks: required, the e-mail a
 * valid address, the name at most 120 characters (validateAnswer's rules for those two names).
 */
export const validateContactField = (field: string, value: AnswerValue | undefined) =>
  validateAnswer({ name: field, label: field, type: 'text' }, value);

/** The invitee's name and e-mail: both required, the e-mail valid, the name at most 120 characters. */
export function validateContact(contact: {
  name: string;
  email: string;
}): Partial<Record<'name' | 'email', AnswerErrorCode>> {
  const errors: Partial<Record<'name' | 'email', AnswerErrorCode>> = {};
  for (const name of ['name', 'email'] as const) {
    const code = validateContactField(name, contact[name]);
    if (code) errors[name] = code;
  }
  return errors;
}

/**
 * Guest e-mails: each must be valid, none repeated or equal to the invitee's, at most `maxAllowed`.
 * Returns index → code; empty inputs are ignored (the form drops them).
 */
export function validateGuests(
  guests: readonly string[],
  options: { maxAllowed: number; inviteeEmail?: string },
): Record<number, GuestErrorCode> {
  const errors: Record<number, GuestErrorCode> = {};
  const seen = new Set([options.inviteeEmail?.trim().toLowerCase()]);
  let count = 0;
  guests.forEach((guest, index) => {
    // Addresses are compared without case; the pattern accepts either case.
    const email = guest.trim().toLowerCase();
    if (email === '') return;
    count += 1;
    if (count > options.maxAllowed) errors[index] = 'too_many';
    else if (!isEmail(email)) errors[index] = 'email';
    else if (seen.has(email)) errors[index] = 'duplicate';
    seen.add(email);
  });
  return errors;
}

/**
 * The resource's questions that ask for the invitee's own name and e-mail, whatever their keys (real records use
 * generated keys: `"name": "1695963612423", "label": "Name"`), apart from the others, in order:
 * - the e-mail question is the one keyed `email`, else the first of type `email`;
 * - the name question is the one keyed `name`, else the first required `text` question.
 * Their answers are the invitee's `name` and `email` fields; the form asks for each once.
 */
export function splitContactQuestions(questions: readonly Question[]): {
  nameQuestion?: Question;
  emailQuestion?: Question;
  others: Question[];
} {
  const emailQuestion =
    questions.find((question) => question.name === 'email') ??
    questions.find((question) => question.type === 'email');
  const nameQuestion =
    questions.find((question) => question.name === 'name') ??
    questions.find(
      (question) =>
        question !== emailQuestion && question.type === 'text' && question.required === true,
    );
  const contact = [nameQuestion, emailQuestion];
  return {
    ...(nameQuestion ? { nameQuestion } : {}),
    ...(emailQuestion ? { emailQuestion } : {}),
    // A repeat of a contact question's key is the same question (the first of duplicate names wins).
    others: questions.filter(
      (question) =>
        !contact.includes(question) &&
        !CONTACT_NAMES.has(question.name) &&
        question.name !== nameQuestion?.name &&
        question.name !== emailQuestion?.name,
    ),
  };
}

/**
 * Coerces a text (a question's `value` or a prefill answer: both text, `mergePrefill` keeps only strings) to the
 * question's answer form: option keys for multi-choice checkboxes (split at commas), 'yes' | 'no' for a yes/no
 * checkbox, an option key for radio/dropdown (matched by key, then by label), text otherwise. Undefined when it
 * does not fit, and for a file question (a file is never given as text).
 */
export function coerceAnswerValue(
  question: Question,
  raw: string | null | undefined,
): AnswerValue | undefined {
  const { type } = question;
  if (raw == null || type === 'file') return undefined;
  if (isYesNo(question)) return YES.has(raw.trim().toLowerCase()) ? 'yes' : 'no';
  const options = question.options ?? [];
  const toKey = (text: string) => {
    const trimmed = text.trim();
    return (
      options.find((option) => option.key === trimmed)?.key ??
      options.find((option) => option.label.trim().toLowerCase() === trimmed.toLowerCase())?.key
    );
  };
  if (type === 'checkbox')
    return [
      ...new Set(
        raw
          .split(',')
          .map(toKey)
          .filter((key): key is string => key !== undefined),
      ),
    ];
  if ((type === 'radio' || type === 'dropdown') && options.length > 0) return toKey(raw);
  if (type === 'date') return isDate(raw.trim()) ? raw.trim() : undefined;
  return raw;
}

/**
 * The form's starting values: each question's `value` as its default, overridden by `prefill` (property and/or
 * URL, merged by the caller with `mergePrefill`). Values that don't fit a question (an unknown option) are dropped.
 */
export function defaultValues(questions: readonly Question[], prefill: Prefill = {}): FormValues {
  const { nameQuestion, emailQuestion, others } = splitContactQuestions(questions);
  const answers: AnswerValues = {};
  for (const question of others) {
    const fromPrefill =
      prefill.answers && Object.hasOwn(prefill.answers, question.name)
        ? coerceAnswerValue(question, prefill.answers[question.name])
        : undefined;
    const value = fromPrefill ?? coerceAnswerValue(question, question.value);
    if (value !== undefined) answers[question.name] = value;
  }
  // `answers[<key>]` prefills a contact question too (its key may be generated).
  const answered = (question: Question | undefined) =>
    question && prefill.answers && Object.hasOwn(prefill.answers, question.name)
      ? prefill.answers[question.name]
      : undefined;
  return {
    name: (prefill.name ?? answered(nameQuestion) ?? nameQuestion?.value ?? '').trim(),
    email: (prefill.email ?? answered(emailQuestion) ?? emailQuestion?.value ?? '').trim(),
    guests: (prefill.guests ?? []).map((guest) => guest.trim()).filter((guest) => guest !== ''),
    answers,
  };
}

/** Merges prefill sources; later ones win field by field (answers merged by name). */
export function mergePrefill(...sources: readonly (Prefill | null | undefined)[]): Prefill {
  const merged: Prefill = {};
  for (const source of sources) {
    if (!source) continue;
    for (const key of ['name', 'email'] as const) {
      const value = source[key];
      if (typeof value === 'string') merged[key] = value;
    }
    if (Array.isArray(source.guests))
      merged.guests = source.guests.filter((guest) => typeof guest === 'string');
    if (source.answers && typeof source.answers === 'object') {
      merged.answers = { ...merged.answers };
      for (const [name, value] of Object.entries(source.answers)) {
        if (typeof value === 'string') merged.answers[name] = value;
      }
    }
  }
  return merged;
}

/**
 * Reads the page URL's prefill: `name`, `email`, `answers[<name>]` (repeated for several checkbox choices), and
 * `guests` (repeated or comma-separated). Accepts `location.search` with or without the leading `?`.
 */
export function prefillFromUrl(search: string): Prefill {
  // URLSearchParams drops one leading '?' itself.
  const params = new URLSearchParams(search);
  const prefill: Prefill = {};
  for (const key of ['name', 'email'] as const) {
    const value = params.get(key)?.trim();
    if (value) prefill[key] = value;
  }
  const guests = params
    .getAll('guests')
    .flatMap((value) => value.split(','))
    .map((guest) => guest.trim())
    .filter((guest) => guest !== '');
  if (guests.length > 0) prefill.guests = guests;
  const answers: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = /^answers\[([^\]]+)\]$/.exec(key);
    if (!match) continue;
    const question = match[1] as string;
    answers[question] = Object.hasOwn(answers, question) ? `${answers[question]},${value}` : value;
  }
  if (Object.keys(answers).length > 0) prefill.answers = answers;
  return prefill;
}

/**
 * The booking request's answers (spec §4.3 `invitees[].questions`: answers to the resource's questions), in the
 * resource's order, with their labels. The invitee's name and e-mail questions (splitContactQuestions) are
 * answered with `invitee`'s fields; without `invitee` they are left out. Text is trimmed; a yes/no checkbox is
 * always sent.
 */
export function toAnswers(
  questions: readonly Question[],
  answers: AnswerValues,
  invitee?: { name: string; email: string },
): Answer[] {
  const result: Answer[] = [];
  const { nameQuestion, emailQuestion } = splitContactQuestions(questions);
  // The first of duplicate names wins.
  const seen = new Set<string>();
  const contact = (question: Question | undefined, value: string) => {
    if (!question || seen.has(question.name)) return false;
    seen.add(question.name);
    const text = value.trim();
    if (invitee && text) result.push({ name: question.name, label: question.label, value: text });
    return true;
  };
  for (const question of questions) {
    const { name, label, type } = question;
    if (question === nameQuestion && contact(question, invitee?.name ?? '')) continue;
    if (question === emailQuestion && contact(question, invitee?.email ?? '')) continue;
    if (seen.has(name) || CONTACT_NAMES.has(name)) continue;
    seen.add(name);
    const value = answers[name];
    const text = typeof value === 'string' ? value.trim() : '';
    const answer = isYesNo(question)
      ? text.toLowerCase() === 'yes'
        ? 'yes'
        : 'no'
      : type === 'file'
        ? isFileAnswer(value)
          ? value
          : undefined
        : Array.isArray(value)
          ? value.length > 0
            ? [...value]
            : undefined
          : text === ''
            ? undefined
            : type === 'checkbox' && optionKeys(question)
              ? [text]
              : text;
    if (answer !== undefined) result.push({ name, label, value: answer });
  }
  return result;
}
