/**
 * The form's error texts, without Lit: a validation code as the sentence a field shows, and the service's
 * refusal (a 400's `details`, paths relative to the booking request body) placed on the field it is about.
 *
 * Field ids (the form's, also used by the error summary): `f-name`, `f-email` (the invitee), `q<index>` (the
 * resource's question at that index), `g<index>` (a guest), `location` (the location's phone or place).
 */
import { MAX_FILE_BYTES } from '../../api/contract-values.js';
import type { ErrorDetail, Question } from '../../api/booking-schemas.js';
import type { Answer } from '../../api/booking-record-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import {
  isFileAnswer,
  isYesNo,
  maxLengthFor,
  optionKeys,
  splitContactQuestions,
  validateAnswer,
  validateContactField,
  validateGuests,
} from '../../core/questions.js';
import type { AnswerErrorCode, AnswerValue } from '../../core/questions.js';
import { PLACE_MAX_LENGTH } from '../../core/location-choice.js';
import type { LocationInput } from '../../core/location-choice.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';

/** A field as the form lists it: its id, the question it asks, and its value. */
export type Field = [id: string, question: Question, value: AnswerValue | undefined];

/** A byte count in the person's language ("1 MB", "512 kB"). */
export function formatBytes(translator: Translator, bytes: number): string {
  // Whole bytes have no fraction to round.
  const [size, unit] =
    bytes >= 1e6 ? [1e6, 'megabyte'] : bytes >= 1e3 ? [1e3, 'kilobyte'] : [1, 'byte'];
  return translator.formatNumber(bytes / size, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}

/**
 * The sentence for a question's error code; a missing answer is worded by the kind of control, a pattern not met
 * by the question's placeholder as the example. `fileName` names a file refused before it became an answer (too
 * large).
 */
export function errorMessage(
  translator: Translator,
  code: AnswerErrorCode,
  question: Question,
  value: AnswerValue | undefined,
  fileName?: string,
): string {
  const { type } = question;
  // A format is named by its example: the question's placeholder (as the service gives it, as text).
  const example = code === 'pattern' && question.placeholder?.trim();
  if (example) return translator.t('validation.patternExample', { example });
  return translator.t(
    code !== 'required'
      ? `validation.${code}`
      : isYesNo(question)
        ? 'validation.requiredCheck'
        : type === 'file'
          ? 'validation.requiredFile'
          : optionKeys(question)
            ? 'validation.requiredChoice'
            : 'validation.required',
    code === 'file_too_large'
      ? {
          name: fileName ?? (isFileAnswer(value) ? value.name : ''),
          max: formatBytes(translator, MAX_FILE_BYTES),
        }
      : { count: maxLengthFor(question) ?? 0 },
  );
}

/** What a submit sent, to read the service's paths against. */
export interface SentForm {
  /** The resource's questions, in order. */
  questions: readonly Question[];
  /** `invitees[0].questions` as sent. */
  answers: readonly Answer[];
}

/**
 * The field a path of a 400's `details` is about, or undefined when it names none of the form's fields:
 * `invitees.0.name` / `.email`, `invitees.0.questions.<n>[.value]` (the n-th answer sent), `guests.<n>`,
 * `location[.…]`.
 */
export function fieldOfPath(path: string, sent: SentForm): string | undefined {
  const parts = path.split('.');
  if (parts[0] === 'location') return 'location';
  if (parts[0] === 'guests' && /^\d+$/.test(parts[1] ?? '')) return `g${Number(parts[1])}`;
  if (parts[0] !== 'invitees' || parts[1] !== '0') return undefined;
  if (parts.length === 3 && (parts[2] === 'name' || parts[2] === 'email')) return `f-${parts[2]}`;
  if (parts[2] !== 'questions' || !/^\d+$/.test(parts[3] ?? '')) return undefined;
  const answer = sent.answers[Number(parts[3])];
  if (!answer) return undefined;
  const { nameQuestion, emailQuestion } = splitContactQuestions(sent.questions);
  if (answer.name === nameQuestion?.name) return 'f-name';
  if (answer.name === emailQuestion?.name) return 'f-email';
  const index = sent.questions.findIndex((question) => question.name === answer.name);
  return index < 0 ? undefined : `q${index}`;
}

/**
 * The service's refusal placed on the form's fields: field id → the service's message (the first per field),
 * and the details that name no field (shown as a general error).
 */
export function placeDetails(
  details: readonly ErrorDetail[],
  sent: SentForm,
): { fields: Map<string, string>; unplaced: ErrorDetail[] } {
  const fields = new Map<string, string>();
  const unplaced: ErrorDetail[] = [];
  for (const detail of details) {
    const field = fieldOfPath(detail.path, sent);
    if (field === undefined) unplaced.push(detail);
    else if (!fields.has(field)) fields.set(field, detail.message);
  }
  return { fields, unplaced };
}

/** What the form knows when it lists its errors. */
export interface ErrorInputs {
  translator: Translator;
  /** The invitee's name and e-mail, then the questions shown (`f-…`, `q<index>`). */
  fields: readonly Field[];
  /** What the form asks about the location (core `locationQuestion`). */
  location: { choose: boolean; input: LocationInput | undefined };
  /** The phone number or place typed for the location. */
  locationDetail: string;
  /** The guest e-mails (empty when guests aren't allowed). */
  guests: readonly string[];
  maxGuests: number;
  inviteeEmail: string;
  /** Files refused before they became answers: question name → file name. */
  tooLarge: ReadonlyMap<string, string>;
  /** Names of number inputs holding text the browser can't parse. */
  badInput: ReadonlySet<string>;
  /** The service's messages on fields: field id → message. */
  refused: ReadonlyMap<string, string>;
}

/**
 * Every current error by field id, in the order the fields appear (the location after the invitee's e-mail):
 * [label, message]. The form's own check comes first; a field that passes it shows the service's refusal, if any.
 */
export function collectErrors(inputs: ErrorInputs): Map<string, [string, string]> {
  const { translator, refused: byService } = inputs;
  const { t } = translator;
  const errors = new Map<string, [string, string]>();
  const refused = (id: string, label: string) => {
    const message = byService.get(id);
    if (message !== undefined) errors.set(id, [label, `${t('validation.refused')}: ${message}`]);
  };
  for (const [index, [id, question, value]] of inputs.fields.entries()) {
    const { name, type, label } = question;
    const code =
      id[0] === 'f'
        ? validateContactField(name, value)
        : inputs.tooLarge.has(name)
          ? 'file_too_large'
          : type === 'number' && inputs.badInput.has(name)
            ? 'number'
            : validateAnswer(question, value);
    const shownLabel = label.trim() ? label : name;
    if (code)
      errors.set(id, [
        shownLabel,
        errorMessage(translator, code, question, value, inputs.tooLarge.get(name)),
      ]);
    else refused(id, shownLabel);
    if (index === 1) locationError(inputs, errors, refused);
  }
  const codes = validateGuests(inputs.guests, {
    maxAllowed: inputs.maxGuests,
    inviteeEmail: inputs.inviteeEmail,
  });
  inputs.guests.forEach((_, index) => {
    const code = codes[index];
    const id = `g${index}`;
    const label = t('form.guestEmailNumbered', { index: index + 1 });
    if (!code) refused(id, label);
    else
      errors.set(id, [
        label,
        code === 'email'
          ? t('validation.email')
          : code === 'duplicate'
            ? t('validation.guestDuplicate')
            : t('form.guestLimit', { count: inputs.maxGuests }),
      ]);
  });
  return errors;
}

/** The error of the location's phone or place field (id `location`), if it needs one. */
function locationError(
  inputs: ErrorInputs,
  errors: Map<string, [string, string]>,
  refused: (id: string, label: string) => void,
): void {
  const { translator } = inputs;
  const { choose, input } = inputs.location;
  const label = translator.t(
    input === 'place' ? 'form.locationPlace' : input ? 'form.locationPhone' : 'details.location',
  );
  const question: Question = {
    name: 'location',
    label,
    type: input === 'phone' ? 'tel' : 'text',
    required: true,
  };
  const detail = inputs.locationDetail;
  const code = !input
    ? undefined
    : input === 'place' && detail.trim().length > PLACE_MAX_LENGTH
      ? 'too_long'
      : validateAnswer(question, detail);
  if (code)
    errors.set('location', [
      label,
      code === 'too_long'
        ? translator.t('validation.too_long', { count: PLACE_MAX_LENGTH })
        : errorMessage(translator, code, question, detail),
    ]);
  else if (choose || input) refused('location', label);
}
