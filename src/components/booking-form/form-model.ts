/**
 * The form's values and fields, without Lit: the values with the questions' defaults applied, the fields in the
 * order the form shows them, a chosen file as an answer, and the field ids that follow a removed guest.
 */
import type { Location, Question } from '../../api/booking-schemas.js';
import type { Answer, FileAnswer } from '../../api/booking-record-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import { chosenLocation, locationQuestion } from '../../core/location-choice.js';
import {
  coerceAnswerValue,
  isYesNo,
  splitContactQuestions,
  toAnswers,
} from '../../core/questions.js';
import type { AnswerValue, FormValues } from '../../core/questions.js';
import { parseDateEntry } from '../../core/date-entry.js';
import type { Field } from './field-errors.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';

/** `booking-form-submit` detail: what the widget needs for the booking request (spec §4.3). */
export interface BookingFormSubmitDetail {
  invitee: { name: string; email: string };
  /** The answers to the resource's questions, the name and e-mail questions included (core `toAnswers`). */
  answers: Answer[];
  guests: string[];
  /** The location chosen (with the invitee's phone or place), when there was a choice or a detail to give. */
  location?: Location;
  values: FormValues;
}

/**
 * The values with each question's default applied where the answer is still unset, and the first location
 * chosen until the invitee chooses (one out of range is no choice). A host's undefined parts read as empty.
 */
export function withDefaults(
  values: Partial<FormValues> | undefined,
  others: readonly Question[],
  locationCount: number,
): FormValues {
  const given: Partial<FormValues> = values ?? {};
  let answers = given.answers ?? {};
  for (const question of others) {
    const fallback =
      answers[question.name] === undefined
        ? coerceAnswerValue(question, question.value)
        : undefined;
    if (fallback !== undefined) answers = { ...answers, [question.name]: fallback };
  }
  const location = given.location;
  return {
    name: given.name ?? '',
    email: given.email ?? '',
    guests: given.guests ?? [],
    answers,
    location: location && location.index < locationCount ? location : { index: 0, detail: '' },
  };
}

/**
 * The fields besides the location and guests, in order: the invitee's name and e-mail (`f-name`, `f-email`: a
 * text and an e-mail question, from the resource's when it has one), then the other questions (`q<index>`),
 * only those named in `shown` when given (skip_form). The question that answers the phone the chosen location
 * needs (`phoneQuestion`) is required and comes first of them, so it sits directly under the location's choice.
 */
export function listFields(options: {
  questions: readonly Question[];
  values: FormValues;
  translator: Translator;
  shown: ReadonlySet<string> | undefined;
  phoneQuestion: Question | undefined;
}): Field[] {
  const { questions, values, translator, shown, phoneQuestion } = options;
  const { nameQuestion, emailQuestion, others } = splitContactQuestions(questions);
  const contact = (key: 'name' | 'email', question: Question | undefined): Field => [
    `f-${key}`,
    {
      ...question,
      name: key,
      type: key === 'email' ? 'email' : 'text',
      label: question?.label.trim() ? question.label : translator.t(`form.${key}`),
    },
    values[key],
  ];
  const asked = shown ? others.filter((question) => shown.has(question.name)) : others;
  const ordered =
    phoneQuestion && asked.includes(phoneQuestion)
      ? [phoneQuestion, ...asked.filter((question) => question !== phoneQuestion)]
      : asked;
  return [
    contact('name', nameQuestion),
    contact('email', emailQuestion),
    ...ordered.map((question): Field => [
      `q${questions.indexOf(question)}`,
      question === phoneQuestion ? { ...question, required: true } : question,
      values.answers[question.name],
    ]),
  ];
}

/**
 * A chosen file as the answer sent inline in the booking JSON: a base64 data URL (`FileAnswer`); undefined when
 * the browser could not read it.
 */
export async function readFileAnswer(file: File): Promise<FileAnswer | undefined> {
  const reader = new FileReader();
  reader.readAsDataURL(file);
  await new Promise((done) => (reader.onloadend = done));
  const dataUrl = reader.result;
  return typeof dataUrl === 'string'
    ? {
        name: file.name.slice(0, 255) || 'file',
        type: file.type.slice(0, 255),
        size: file.size,
        data_url: dataUrl,
      }
    : undefined;
}

/**
 * Entries keyed by field id once guest `removed` is gone: later guests move up one row; the removed one's go.
 */
export function afterRemovedGuest<T>(
  entries: Iterable<T>,
  removed: number,
): T extends readonly [string, infer V] ? [string, V][] : T[];
export function afterRemovedGuest(
  entries: Iterable<string | readonly [string, unknown]>,
  removed: number,
): (string | [string, unknown])[] {
  const moved = (id: string) => {
    if (id[0] !== 'g') return id;
    const row = Number(id.slice(1));
    return row < removed ? id : row > removed ? `g${row - 1}` : undefined;
  };
  return [...entries].flatMap((entry) => {
    const id = moved(typeof entry === 'string' ? entry : entry[0]);
    return id === undefined ? [] : [typeof entry === 'string' ? id : [id, entry[1]]];
  });
}

/**
 * An input's answer: its text (a date: YYYY-MM-DD when it names one); for a yes/no checkbox 'yes' or 'no'; for a group of checkboxes the keys checked
 * in `field`, in the options' order.
 */
export function answerOf(
  question: Question,
  input: HTMLInputElement,
  field: Element,
  locale: string,
): AnswerValue {
  // A date typed the language's way is sent as YYYY-MM-DD; text that names no date stays, and fails validation.
  if (question.type === 'date') return parseDateEntry(input.value, locale) ?? input.value;
  if (input.type !== 'checkbox') return input.value;
  if (isYesNo(question)) return input.checked ? 'yes' : 'no';
  return [...field.querySelectorAll<HTMLInputElement>(':checked')].map((box) => box.value);
}

/**
 * What a valid submit sends: the invitee, the answers (core `toAnswers`), the guests typed (when allowed) and the
 * location chosen with the phone or place it needs (the add_to_location question's answer when that asks it).
 */
export function submitDetail(options: {
  questions: readonly Question[];
  locations: readonly Location[];
  values: FormValues;
  guestsAllowed: boolean;
}): BookingFormSubmitDetail {
  const { questions, locations, values } = options;
  const invitee = { name: values.name.trim(), email: values.email.trim() };
  const { phoneQuestion } = locationQuestion(locations, questions, values.location);
  const phoneAnswer = phoneQuestion && values.answers[phoneQuestion.name];
  const location = chosenLocation(
    locations,
    values.location,
    typeof phoneAnswer === 'string' ? phoneAnswer : undefined,
  );
  return {
    invitee,
    answers: toAnswers(questions, values.answers, invitee),
    guests: options.guestsAllowed
      ? values.guests.map((guest) => guest.trim()).filter((guest) => guest !== '')
      : [],
    ...(location ? { location } : {}),
    values,
  };
}
