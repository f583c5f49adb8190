import { LitElement, html, noChange, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { MAX_FILE_BYTES } from '../../api/booking-schemas.js';
import type { Answer, FileAnswer, Question, Settings } from '../../api/booking-schemas.js';
import {
  coerceAnswerValue,
  isFileAnswer,
  isRequired,
  isYesNo,
  maxLengthFor,
  optionKeys,
  splitContactQuestions,
  toAnswers,
  validateAnswer,
  validateAnswers,
  validateContact,
  validateGuests,
} from '../../core/questions.js';
import type {
  AnswerErrorCode,
  AnswerValue,
  FormValues,
  GuestErrorCode,
} from '../../core/questions.js';
import { createTranslator } from '../../core/i18n/index.js';
import type { MessageKey, Translator } from '../../core/i18n/index.js';
import '../../core/i18n/catalogs/en-book.js';
import { bookingFormStyles, tokens } from './booking-form.styles.js';

export type { FormValues } from '../../core/questions.js';

/** `booking-form-submit` detail: what the widget needs for the booking request (spec §4.3). */
export interface BookingFormSubmitDetail {
  invitee: { name: string; email: string };
  /** The answers to every question except `name` and `email`, in the resource's order (core `toAnswers`). */
  answers: Answer[];
  guests: string[];
  values: FormValues;
}

/** `booking-form-change` detail: the values after each edit, so the widget can keep them. */
export interface BookingFormChangeDetail {
  values: FormValues;
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-form': BookingForm;
  }
  interface HTMLElementEventMap {
    'booking-form-submit': CustomEvent<BookingFormSubmitDetail>;
    'booking-form-back': CustomEvent<void>;
    'booking-form-change': CustomEvent<BookingFormChangeDetail>;
  }
}

/** A field that can carry an error: a question name ('name' and 'email' for the invitee) or a guest row. */
type FieldKey = string;
type FieldError = { code: AnswerErrorCode; question?: Question } | { guest: GuestErrorCode };

const guestKey = (index: number): FieldKey => `guest:${index}`;
/** The row of a guest's key (as digits), undefined for other keys. */
const guestIndex = (key: FieldKey) => /^guest:(\d+)$/.exec(key)?.[1];

/** Question types with a native input type of their own (the rest are text). */
const NATIVE_INPUT_TYPES: Partial<Record<string, string>> = {
  email: 'email',
  tel: 'tel',
  number: 'number',
  date: 'date',
};

/** Reads a File as a base64 data URL (the FileAnswer sent inline in the booking JSON). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('read failed')));
    reader.readAsDataURL(file);
  });
}

/**
 * The booking form: the resource's questions in order, as inputs that enforce their type, the invitee's name
 * and e-mail, optional guests, and a submit button. Internal element of `<booking-widget>` (issue 3 step 5).
 *
 * Validation uses the validators of `src/core/questions.ts` (error codes translated through `translator`):
 * inline per field on blur and on submit, an error summary announced on a failed submit, and the first invalid
 * field focused. The form has `novalidate` so every message is translated, yet keeps native input types and
 * autocomplete tokens. Every text from the API (labels, placeholders, options) is rendered as text.
 *
 * Files are read with FileReader and sent inline in the booking JSON as a `FileAnswer` (base64 data URL),
 * at most `MAX_FILE_BYTES` (1 MB) before encoding; a larger file is rejected at once with a message.
 *
 * `skipForm` (or settings.skip_form) shows only the name and e-mail and a one-click confirm: the other questions
 * are sent with what defaults and prefill gave them, and any question those leave unanswered or invalid (e.g. a
 * required one) is still shown, so the booking can't be refused for an answer the person was never asked.
 *
 * @event booking-form-submit - `{ invitee, answers, guests, values }` once per valid submit.
 * @event booking-form-back - The person wants to choose another time.
 * @event booking-form-change - `{ values }` after every edit (the widget keeps answers across errors and reopening).
 *
 * @csspart form - The `<form>`.
 * @csspart field - Each field wrapper (a label with its control, hint and error; or a fieldset).
 * @csspart submit - The submit button.
 *
 * @cssproperty --booking-primary - Submit button and focus ring colour.
 * @cssproperty --booking-on-primary - Text on the submit button.
 * @cssproperty --booking-bg - Input background.
 * @cssproperty --booking-fg - Text colour.
 * @cssproperty --booking-muted - Hints and markers.
 * @cssproperty --booking-radius - Corner radius of inputs and buttons.
 * @cssproperty --booking-font - Font family.
 */
export class BookingForm extends LitElement {
  static override styles = [tokens, bookingFormStyles];

  static override properties = {
    questions: { attribute: false },
    settings: { attribute: false },
    values: { attribute: false },
    translator: { attribute: false },
    submitting: { type: Boolean, reflect: true },
    skipForm: { type: Boolean, attribute: 'skip-form' },
    summary: {},
    heading: {},
    shown: { state: true },
    summaryErrors: { state: true },
    reading: { state: true },
    awaitingHost: { state: true },
    fileErrors: { state: true },
    badInputs: { state: true },
  };

  /** The resource's questions, in order. */
  declare questions: Question[];
  /** The resource's settings (guests, skip_form). */
  declare settings: Settings | undefined;
  /** The current values: prefill, defaults or kept answers; updated by the form on each edit. */
  declare values: FormValues;
  /** The translator for every visible string (English when unset). */
  declare translator: Translator;
  /** True while the booking request is in flight: the submit button is disabled and reads "Booking…". */
  declare submitting: boolean;
  /** settings.skip_form: only name and e-mail, and a one-click confirm. */
  declare skipForm: boolean;
  /** The chosen slot, shown above the form with a "Back" button. */
  declare summary: string;
  /** The form's heading (e.g. the resource's `form.heading`); "Enter your details" when empty. */
  declare heading: string;

  /** Fields whose error is shown (after blur or a submit). */
  declare private shown: Set<FieldKey>;
  /** Errors found by the last failed submit, in field order (the error summary). */
  declare private summaryErrors: FieldKey[];
  /** Fields with a file being read. */
  declare private reading: Set<string>;
  /** Set from a submit until the host takes over (`submitting`) or the task ends: one submit per intent. */
  declare private awaitingHost: boolean;
  /** File answers rejected before they became values (too large), by question name. */
  declare private fileErrors: Record<string, { name: string }>;
  /** Inputs holding text the browser can't parse (a number field's "1e", a half-typed date). */
  declare private badInputs: Set<string>;
  /** With skip_form: the questions still shown because their answer was missing or invalid (only grows). */
  #needed = new Set<string>();

  constructor() {
    super();
    this.questions = [];
    this.values = { name: '', email: '', guests: [], answers: {} };
    this.translator = createTranslator('en-US');
    this.submitting = false;
    this.skipForm = false;
    this.summary = '';
    this.heading = '';
    this.shown = new Set();
    this.summaryErrors = [];
    this.reading = new Set();
    this.awaitingHost = false;
    this.fileErrors = {};
    this.badInputs = new Set();
  }

  #inputIds = new Map<string, string>();

  /** Moves focus to the first field (the widget calls it when the form appears). */
  override focus(options?: FocusOptions): void {
    const firstField = () =>
      this.renderRoot?.querySelector<HTMLElement>('input, select, textarea') ?? undefined;
    const first = firstField();
    if (first) {
      first.focus(options);
    } else if (!this.hasUpdated) {
      // Not rendered yet (or not even connected): focus the first field once it exists.
      void this.updateComplete.then(() => {
        if (this.isConnected) firstField()?.focus(options);
      });
    } else {
      super.focus(options);
    }
  }

  /** True while a render commits to the DOM. */
  #committing = false;

  protected override update(changed: PropertyValues<this>): void {
    this.#committing = true;
    try {
      super.update(changed);
    } finally {
      this.#committing = false;
    }
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('questions')) {
      this.#inputIds = new Map(
        this.questions.map((question, index) => [question.name, `q${index}`]),
      );
      this.shown = new Set();
      this.summaryErrors = [];
      this.fileErrors = {};
      this.badInputs = new Set();
      this.#needed = new Set();
    }
    if (this.#skipping) {
      // One click is enough only when prefill and defaults answer every question; any other is asked for.
      const { answers } = this.#current;
      for (const question of splitContactQuestions(this.questions).others) {
        if (validateAnswer(question, answers[question.name])) this.#needed.add(question.name);
      }
    }
    if (changed.has('submitting') && !this.submitting) this.awaitingHost = false;
  }

  // ------------------------------------------------------------------------------------- values

  get #t() {
    return this.translator;
  }

  /** The values with each question's default applied where the answer is still unset. */
  get #current(): FormValues {
    // Each part falls back to empty below, so a host's undefined values read as empty ones.
    const values: Partial<FormValues> = this.values ?? {};
    let answers = values.answers ?? {};
    for (const question of this.questions) {
      if (question.name === 'name' || question.name === 'email') continue;
      if (answers[question.name] === undefined && question.value != null) {
        const fallback = coerceAnswerValue(question, question.value);
        if (fallback !== undefined) answers = { ...answers, [question.name]: fallback };
      }
    }
    for (const question of this.questions) {
      // An unanswered multi-choice checkbox is an empty choice (the validators expect an array).
      if (
        question.type === 'checkbox' &&
        !isYesNo(question) &&
        answers[question.name] === undefined
      )
        answers = { ...answers, [question.name]: [] };
    }
    return {
      name: values.name ?? '',
      email: values.email ?? '',
      guests: values.guests ?? [],
      answers,
    };
  }

  /** skip_form, from the property or the settings. */
  get #skipping(): boolean {
    return this.skipForm || this.settings?.skip_form === true;
  }

  /** The questions shown besides name and email: all of them, or with skip_form only those still needed. */
  get #visibleQuestions(): Question[] {
    const { others } = splitContactQuestions(this.questions);
    return this.#skipping ? others.filter((question) => this.#needed.has(question.name)) : others;
  }

  get #guestsAllowed(): boolean {
    return !this.#skipping && (this.settings?.guest?.is_allowed ?? true);
  }

  get #maxGuests(): number {
    return Math.max(0, Math.floor(this.settings?.guest?.max_allowed ?? 10));
  }

  #commit(values: FormValues): void {
    this.values = values;
    // Re-check fields whose error is on screen, so a fixed answer clears its message at once.
    if (this.summaryErrors.length > 0) {
      const errors = this.#collectErrors(values);
      this.summaryErrors = this.summaryErrors.filter((key) => errors.has(key));
    }
    this.#fire('booking-form-change', { values });
  }

  #setAnswer(name: string, value: AnswerValue | undefined): void {
    const values = this.#current;
    if (name === 'name' || name === 'email') {
      this.#commit({ ...values, [name]: typeof value === 'string' ? value : '' });
      return;
    }
    this.#commit({ ...values, answers: { ...values.answers, [name]: value } });
  }

  // --------------------------------------------------------------------------------- validation

  /** Every current error, keyed by field, in the order the fields appear. */
  #collectErrors(values: FormValues = this.#current): Map<FieldKey, FieldError> {
    const errors = new Map<FieldKey, FieldError>();
    const contact = validateContact(values);
    if (contact.name) errors.set('name', { code: contact.name });
    if (contact.email) errors.set('email', { code: contact.email });
    {
      const others = this.#visibleQuestions;
      const { errors: answerErrors } = validateAnswers(others, values.answers);
      for (const question of others) {
        if (this.fileErrors[question.name])
          errors.set(question.name, { code: 'file_too_large', question });
        if (question.type === 'number' && this.badInputs.has(question.name))
          errors.set(question.name, { code: 'number', question });
        const code = answerErrors[question.name];
        if (code && !errors.has(question.name)) errors.set(question.name, { code, question });
      }
    }
    if (this.#guestsAllowed) {
      const guestErrors = validateGuests(values.guests, {
        maxAllowed: this.#maxGuests,
        inviteeEmail: values.email,
      });
      values.guests.forEach((_, index) => {
        const code = guestErrors[index];
        if (code) errors.set(guestKey(index), { guest: code });
      });
    }
    return errors;
  }

  #errorFor(key: FieldKey, errors: Map<FieldKey, FieldError>): string | undefined {
    if (!this.shown.has(key)) return undefined;
    const error = errors.get(key);
    return error ? this.#messageFor(key, error) : undefined;
  }

  #messageFor(key: FieldKey, error: FieldError): string {
    const { t } = this.#t;
    if ('guest' in error) {
      if (error.guest === 'duplicate') return t('validation.guestDuplicate');
      if (error.guest === 'too_many') return this.#t.plural('form.guestLimit', this.#maxGuests);
      return t('validation.email');
    }
    const question = error.question;
    switch (error.code) {
      case 'required':
        if (!question) return t('validation.required');
        if (isYesNo(question)) return t('validation.requiredCheck');
        if (question.type === 'file') return t('validation.requiredFile');
        // The other checkboxes have options (yes/no is above).
        return t(optionKeys(question) ? 'validation.requiredChoice' : 'validation.required');
      case 'too_long':
        // The invitee's name and e-mail have no question here: their caps go by name.
        return this.#t.plural(
          'validation.too_long',
          maxLengthFor(question ?? ({ name: key } as Question)) ?? 0,
        );
      case 'file_too_large': {
        const value = this.#current.answers[key];
        return t('validation.file_too_large', {
          name: this.fileErrors[key]?.name ?? (isFileAnswer(value) ? value.name : ''),
          max: this.#formatBytes(MAX_FILE_BYTES),
        });
      }
      default:
        return t(`validation.${error.code}` as const satisfies MessageKey);
    }
  }

  #formatBytes(bytes: number): string {
    // Whole bytes have no fraction to round.
    const [size, unit] =
      bytes >= 1e6 ? [1e6, 'megabyte'] : bytes >= 1e3 ? [1e3, 'kilobyte'] : [1, 'byte'];
    return this.#t.formatNumber(bytes / size, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
  }

  #reveal(key: FieldKey): void {
    if (this.shown.has(key)) return;
    this.shown = new Set([...this.shown, key]);
  }

  // ----------------------------------------------------------------------------------- events

  #onBlur(key: FieldKey, event: FocusEvent): void {
    // Chromium blurs a focused element as a render removes it: that is no visit to report.
    if (this.#committing) return;
    // Moving between the radios or checkboxes of one group is not leaving the field.
    const next = event.relatedTarget;
    const group = (event.currentTarget as HTMLElement).closest('fieldset');
    if (group && next instanceof Node && group.contains(next)) return;
    this.#reveal(key);
  }

  #onTextInput(name: string, event: Event): void {
    const input = event.currentTarget as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    // The browser hides unparsable text from `value` (it reads ''): remember it, so it isn't taken as empty.
    const bad = new Set(this.badInputs);
    if (input.validity.badInput) bad.add(name);
    else bad.delete(name);
    this.badInputs = bad;
    this.#setAnswer(name, input.value);
  }

  #onCheckboxOption(question: Question, key: string, event: Event): void {
    const checked = (event.currentTarget as HTMLInputElement).checked;
    const value = this.#current.answers[question.name];
    const chosen = new Set(Array.isArray(value) ? value : []);
    if (checked) chosen.add(key);
    else chosen.delete(key);
    const order = (question.options ?? []).map((option) => option.key);
    this.#setAnswer(
      question.name,
      order.filter((option) => chosen.has(option)),
    );
  }

  async #onFile(question: Question, event: Event): Promise<void> {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    const name = question.name;
    if (!file) return;
    this.#reveal(name);
    if (file.size > MAX_FILE_BYTES) {
      this.fileErrors = { ...this.fileErrors, [name]: { name: file.name } };
      input.value = '';
      this.#setAnswer(name, undefined);
      return;
    }
    const { [name]: _dropped, ...rest } = this.fileErrors;
    this.fileErrors = rest;
    this.reading = new Set([...this.reading, name]);
    try {
      const dataUrl = await readAsDataUrl(file);
      const answer: FileAnswer = {
        name: file.name.slice(0, 255) || 'file',
        type: file.type.slice(0, 255),
        size: file.size,
        data_url: dataUrl,
      };
      this.#setAnswer(name, answer);
    } catch {
      input.value = '';
      this.#setAnswer(name, undefined);
    } finally {
      const reading = new Set(this.reading);
      reading.delete(name);
      this.reading = reading;
      // The kept file is shown as text; the input itself can't hold it across renders.
      input.value = '';
    }
  }

  #removeFile(name: string): void {
    const { [name]: _dropped, ...rest } = this.fileErrors;
    this.fileErrors = rest;
    this.#setAnswer(name, undefined);
    void this.updateComplete.then(() => this.#field(name)?.focus());
  }

  #addGuest(): void {
    const values = this.#current;
    if (values.guests.length >= this.#maxGuests) return;
    this.#commit({ ...values, guests: [...values.guests, ''] });
    const index = values.guests.length;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLInputElement>(`#g${index}`)?.focus(),
    );
  }

  #removeGuest(index: number): void {
    const values = this.#current;
    const guests = values.guests.filter((_, i) => i !== index);
    // Error visibility follows the rows that move up.
    this.shown = new Set(
      [...this.shown].flatMap((key) => {
        const row = guestIndex(key);
        if (row === undefined) return [key];
        const i = Number(row);
        return i === index ? [] : [i > index ? guestKey(i - 1) : key];
      }),
    );
    this.#commit({ ...values, guests });
    void this.updateComplete.then(() => {
      const target =
        this.renderRoot.querySelector<HTMLElement>(`#g${Math.min(index, guests.length - 1)}`) ??
        this.renderRoot.querySelector<HTMLElement>('.add-guest');
      target?.focus();
    });
  }

  #setGuest(index: number, event: Event): void {
    const values = this.#current;
    const guests = [...values.guests];
    guests[index] = (event.currentTarget as HTMLInputElement).value;
    this.#commit({ ...values, guests });
  }

  #fire(name: 'booking-form-back'): void;
  #fire(name: 'booking-form-change', detail: BookingFormChangeDetail): void;
  #fire(name: 'booking-form-submit', detail: BookingFormSubmitDetail): void;
  #fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  #back(): void {
    this.#fire('booking-form-back');
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    if (this.submitting || this.awaitingHost || this.reading.size > 0) return;
    const values = this.#current;
    const errors = this.#collectErrors(values);
    if (errors.size > 0) {
      const keys = [...errors.keys()];
      this.shown = new Set([...this.shown, ...keys]);
      this.summaryErrors = keys;
      void this.updateComplete.then(() => this.#field(keys[0]!)?.focus());
      return;
    }
    this.summaryErrors = [];
    const { others } = splitContactQuestions(this.questions);
    const guests = this.#guestsAllowed
      ? values.guests.map((guest) => guest.trim()).filter((guest) => guest !== '')
      : [];
    const detail: BookingFormSubmitDetail = {
      invitee: { name: values.name.trim(), email: values.email.trim() },
      answers: toAnswers(others, values.answers),
      guests,
      values,
    };
    this.awaitingHost = true;
    this.#fire('booking-form-submit', detail);
    // A host that answers synchronously has set `submitting` by now; one that doesn't gets the form back after
    // this task, so the guard only absorbs the repeated clicks and Enter of one intent.
    setTimeout(() => {
      if (!this.submitting) this.awaitingHost = false;
    }, 0);
  }

  /** The focusable control of a field (the first radio/checkbox of a group). */
  #field(key: FieldKey): HTMLElement | null {
    const id = this.#idFor(key);
    return this.renderRoot.querySelector<HTMLElement>(`#${id}`);
  }

  #idFor(key: FieldKey): string {
    if (key === 'name') return 'f-name';
    if (key === 'email') return 'f-email';
    const guest = guestIndex(key);
    if (guest) return `g${guest}`;
    return this.#inputIds.get(key) ?? 'f-unknown';
  }

  // ----------------------------------------------------------------------------------- render

  override render() {
    const values = this.#current;
    const errors = this.#collectErrors(values);
    const { nameQuestion, emailQuestion } = splitContactQuestions(this.questions);
    const busy = this.submitting || this.awaitingHost;
    const { t } = this.#t;
    return html`
      <h2 class="heading">${this.heading.trim() || t('form.heading')}</h2>
      <div class="top">
        ${this.summary ? html`<p class="summary">${this.summary}</p>` : nothing}
        <button type="button" class="back" @click=${this.#back}>${t('form.back')}</button>
      </div>
      <form part="form" novalidate @submit=${this.#onSubmit} aria-busy=${busy ? 'true' : 'false'}>
        ${this.#renderSummary(errors)}
        ${this.#renderContact('name', nameQuestion, values.name, errors)}
        ${this.#renderContact('email', emailQuestion, values.email, errors)}
        ${this.#visibleQuestions.map((question) =>
          this.#renderQuestion(question, values.answers[question.name], errors),
        )}
        ${this.#guestsAllowed ? this.#renderGuests(values, errors) : nothing}
        <button part="submit" class="primary" type="submit" ?disabled=${busy}>
          ${this.submitting ? t('form.submitting') : t(this.#skipping ? 'form.confirm' : 'form.schedule')}
        </button>
      </form>
    `;
  }

  #renderSummary(errors: Map<FieldKey, FieldError>) {
    const listed = this.summaryErrors.filter((key) => errors.has(key));
    if (listed.length === 0) return nothing;
    return html`<div class="error-summary" role="alert" part="error">
      <h3>${this.#t.plural('form.errorSummary', listed.length)}</h3>
      <ul>
        ${listed.map(
          (key) =>
            html`<li>
              <button type="button" class="link" @click=${() => this.#field(key)?.focus()}>
                ${this.#labelFor(key)}: ${this.#messageFor(key, errors.get(key)!)}
              </button>
            </li>`,
        )}
      </ul>
    </div>`;
  }

  #labelFor(key: FieldKey): string {
    const guest = guestIndex(key);
    if (guest) return this.#t.t('form.guestEmailNumbered', { index: Number(guest) + 1 });
    const question = this.questions.find((q) => q.name === key);
    if (question?.label.trim()) return question.label;
    if (key === 'name') return this.#t.t('form.name');
    if (key === 'email') return this.#t.t('form.email');
    return key;
  }

  /** The visible "Required" marker: text, not colour; hidden from AT, which hears `required`. */
  #marker(required: boolean, audible = false) {
    return required
      ? html`<span class="marker" aria-hidden=${audible ? 'false' : 'true'}
          >(${this.#t.t('form.required')})</span
        >`
      : nothing;
  }

  /** A control's `aria-describedby`: its error, when it has one. */
  #describedBy(id: string, error: unknown) {
    return error ? `${id}-error` : nothing;
  }

  #renderError(id: string, message: string | undefined) {
    return message ? html`<p class="error" id=${`${id}-error`}>${message}</p>` : nothing;
  }

  /** A field: its label (with the "Required" marker), its control, and its error. */
  #renderField(
    id: string,
    label: string,
    required: boolean,
    error: string | undefined,
    control: TemplateResult,
  ) {
    return html`<div class="field" part="field">
      <label for=${id}>${label}${this.#marker(required)}</label>
      ${control} ${this.#renderError(id, error)}
    </div>`;
  }

  /** The invitee's name or e-mail: a required text or e-mail input, from its question when the resource has one. */
  #renderContact(
    key: 'name' | 'email',
    question: Question | undefined,
    value: string,
    errors: Map<FieldKey, FieldError>,
  ) {
    const contact: Question = {
      ...question,
      name: key,
      type: key === 'email' ? 'email' : 'text',
      label: this.#labelFor(key),
    };
    return this.#renderQuestion(contact, value, errors);
  }

  #renderQuestion(
    question: Question,
    value: AnswerValue | undefined,
    errors: Map<FieldKey, FieldError>,
  ): TemplateResult {
    const { name, type } = question;
    const error = this.#errorFor(name, errors);
    const id = this.#idFor(name);
    const required = isRequired(question);
    const text = typeof value === 'string' ? value : '';
    // Text the browser can't parse reads as '' (number, half-typed date): the render leaves what was typed.
    const shownText = this.badInputs.has(name) ? noChange : text;
    const invalid = error ? 'true' : 'false';
    const describedBy = this.#describedBy(id, error);
    const onInput = (event: Event) => this.#onTextInput(name, event);
    const onBlur = (event: FocusEvent) => this.#onBlur(name, event);
    const hasOptions = (question.options ?? []).length > 0;
    // Question inputs also listen for change (e.g. a date set through a picker); the invitee's fields for input.
    const contact = name === 'name' || name === 'email';
    if (isYesNo(question)) {
      return html`<div class="field" part="field">
        <label class="choice" for=${id}>
          <input
            id=${id}
            type="checkbox"
            name=${name}
            value="yes"
            ?required=${required}
            aria-required=${required ? 'true' : 'false'}
            aria-invalid=${invalid}
            aria-describedby=${describedBy}
            .checked=${text.trim().toLowerCase() === 'yes'}
            @change=${(event: Event) =>
              this.#setAnswer(
                name,
                (event.currentTarget as HTMLInputElement).checked ? 'yes' : 'no',
              )}
            @blur=${onBlur}
          />
          <span>${question.label}${this.#marker(required)}</span>
        </label>
        ${this.#renderError(id, error)}
      </div>`;
    }
    if (type === 'file') return this.#renderFile(question, value, error, id, required, invalid);
    if (hasOptions && (type === 'radio' || type === 'checkbox'))
      return this.#renderChoices(question, value, error, id, required, invalid);
    return this.#renderField(
      id,
      question.label,
      required,
      error,
      type === 'textarea'
        ? html`<textarea
            id=${id}
            name=${name}
            rows="4"
            maxlength=${maxLengthFor(question) ?? nothing}
            placeholder=${question.placeholder ?? nothing}
            ?required=${required}
            aria-required=${required ? 'true' : 'false'}
            aria-invalid=${invalid}
            aria-describedby=${describedBy}
            .value=${shownText}
            @input=${onInput}
            @blur=${onBlur}
          ></textarea>`
        : hasOptions && type === 'dropdown'
          ? html`<select
              id=${id}
              name=${name}
              ?required=${required}
              aria-required=${required ? 'true' : 'false'}
              aria-invalid=${invalid}
              aria-describedby=${describedBy}
              @change=${onInput}
              @blur=${onBlur}
            >
              <option value="" ?selected=${text === ''}>
                ${question.placeholder?.trim() ? question.placeholder : this.#t.t('form.selectOption')}
              </option>
              ${(question.options ?? []).map(
                (option) =>
                  html`<option value=${option.key} ?selected=${option.key === text}>
                    ${option.label}
                  </option>`,
              )}
            </select>`
          : html`<input
              id=${id}
              name=${name}
              type=${NATIVE_INPUT_TYPES[type] ?? 'text'}
              autocomplete=${name === 'name' ? name : type === 'email' || type === 'tel' ? type : nothing}
              inputmode=${type === 'number' ? 'decimal' : nothing}
              step=${type === 'number' ? 'any' : nothing}
              maxlength=${(type === 'date' || type === 'number' ? undefined : maxLengthFor(question)) ?? nothing}
              placeholder=${question.placeholder ?? nothing}
              ?required=${required}
              aria-required=${required ? 'true' : 'false'}
              aria-invalid=${invalid}
              aria-describedby=${describedBy}
              .value=${shownText}
              @input=${onInput}
              @change=${contact ? nothing : onInput}
              @blur=${onBlur}
            />`,
    );
  }

  #renderChoices(
    question: Question,
    value: AnswerValue | undefined,
    error: string | undefined,
    id: string,
    required: boolean,
    invalid: string,
  ) {
    const multiple = question.type === 'checkbox';
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    const describedBy = this.#describedBy(id, error);
    // The legend names the group; its "Required" marker stays audible (checkbox groups have no `required`).
    return html`<fieldset class="field" part="field" aria-describedby=${describedBy}>
      <legend>${question.label}${this.#marker(required, true)}</legend>
      <div class="choices">
        ${(question.options ?? []).map(
          (option, index) =>
            html`<label class="choice">
              <input
                id=${index === 0 ? id : `${id}-${index}`}
                type=${multiple ? 'checkbox' : 'radio'}
                name=${`${id}-choice`}
                value=${option.key}
                ?required=${required && !multiple}
                aria-invalid=${invalid}
                aria-describedby=${describedBy}
                .checked=${chosen.includes(option.key)}
                @change=${(event: Event) =>
                  multiple
                    ? this.#onCheckboxOption(question, option.key, event)
                    : this.#setAnswer(question.name, option.key)}
                @blur=${(event: FocusEvent) => this.#onBlur(question.name, event)}
              />
              <span>${option.label}</span>
            </label>`,
        )}
      </div>
      ${this.#renderError(id, error)}
    </fieldset>`;
  }

  #renderFile(
    question: Question,
    value: AnswerValue | undefined,
    error: string | undefined,
    id: string,
    required: boolean,
    invalid: string,
  ) {
    const file = isFileAnswer(value) ? value : undefined;
    const { t } = this.#t;
    // The native input lies over a translated "Choose file" face: it keeps the label, focus and picker.
    return this.#renderField(
      id,
      question.label,
      required,
      error,
      html`<p class="hint" id=${`${id}-hint`}>
          ${t('form.fileLimit', { max: this.#formatBytes(MAX_FILE_BYTES) })}
        </p>
        <div class="file-row">
          <span class="file-picker">
            <input
              id=${id}
              class="file-input"
              name=${question.name}
              type="file"
              ?required=${required && !file}
              aria-invalid=${invalid}
              aria-describedby=${`${id}-hint ${error ? `${id}-error ` : ''}${id}-file`}
              @change=${(event: Event) => void this.#onFile(question, event)}
              @blur=${(event: FocusEvent) => this.#onBlur(question.name, event)}
            />
            <span class="button file-face" aria-hidden="true">${t('form.chooseFile')}</span>
          </span>
        </div>
        <div class="file-row" id=${`${id}-file`} aria-live="polite">
          ${
            this.reading.has(question.name)
              ? html`<span>${t('status.loading')}</span>`
              : file
                ? html`<span class="file-name">${file.name} (${this.#formatBytes(file.size)})</span>
                    <button
                      type="button"
                      class="remove-file"
                      aria-label=${`${t('form.removeFile')}: ${file.name}`}
                      @click=${() => this.#removeFile(question.name)}
                    >
                      ${t('form.removeFile')}
                    </button>`
                : html`<span class="hint">${t('form.noFileChosen')}</span>`
          }
        </div>`,
    );
  }

  #renderGuests(values: FormValues, errors: Map<FieldKey, FieldError>) {
    const { t } = this.#t;
    const max = this.#maxGuests;
    if (max === 0) return nothing;
    const guests = values.guests;
    return html`<fieldset class="field guests" part="field" aria-describedby="guests-hint">
      <legend>${t('form.addGuests')}</legend>
      <p class="hint" id="guests-hint">${this.#t.plural('form.guestLimit', max)}</p>
      ${guests.map((guest, index) => {
        const id = `g${index}`;
        const key = guestKey(index);
        const error = this.#errorFor(key, errors);
        return html`<div class="guest">
          ${this.#renderField(
            id,
            t('form.guestEmailNumbered', { index: index + 1 }),
            false,
            error,
            html`<input
              id=${id}
              type="email"
              autocomplete="off"
              maxlength="254"
              aria-invalid=${error ? 'true' : 'false'}
              aria-describedby=${this.#describedBy(id, error)}
              .value=${guest}
              @input=${(event: Event) => this.#setGuest(index, event)}
              @blur=${(event: FocusEvent) => this.#onBlur(key, event)}
            />`,
          )}
          <button
            type="button"
            class="remove-guest"
            aria-label=${t('form.removeGuestNumbered', { index: index + 1 })}
            @click=${() => this.#removeGuest(index)}
          >
            ${t('form.removeGuest')}
          </button>
        </div>`;
      })}
      ${
        guests.length < max
          ? html`<button type="button" class="add-guest" @click=${this.#addGuest}>
              ${guests.length === 0 ? t('form.addGuests') : t('form.addGuest')}
            </button>`
          : nothing
      }
    </fieldset>`;
  }
}

if (!customElements.get('booking-form')) customElements.define('booking-form', BookingForm);
