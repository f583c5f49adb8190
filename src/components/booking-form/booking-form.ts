import { LitElement, html, noChange, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { MAX_FILE_BYTES } from '../../api/booking-schemas.js';
import type { Question, Settings } from '../../api/booking-schemas.js';
import type { Answer, FileAnswer } from '../../api/booking-record-schemas.js';
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
  validateContactField,
  validateGuests,
} from '../../core/questions.js';
import type { AnswerValue, FormValues } from '../../core/questions.js';
import { createTranslator } from '../../core/i18n/index.js';
import type { Translator } from '../../core/i18n/index.js';
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

/** Question types with a native input type of their own (the rest are text). */
const NATIVE_INPUT_TYPES: readonly string[] = ['email', 'tel', 'number', 'date'];

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

  // The form's own state: private fields (short once minified), each change followed by a render request.
  /** Ids of the fields whose error is shown (after leaving them, or a submit). */
  #shown = new Set<string>();
  /** Ids of the fields the last failed submit listed in the error summary, in field order. */
  #listed: string[] = [];
  /** Names of the file questions whose file is being read. */
  #reading = new Set<string>();
  /** Set from a submit until the host takes over (`submitting`) or the task ends: one submit per intent. */
  #awaitingHost = false;
  /** Files rejected before they became answers (too large): question name → file name. */
  #tooLarge = new Map<string, string>();
  /** Names of the inputs holding text the browser can't parse (a number field's "1e", a half-typed date). */
  #badInput = new Set<string>();
  /** With skip_form: the questions still shown because their answer was missing or invalid (only grows). */
  #needed = new Set<string>();
  /** True while a render commits to the DOM. */
  #committing = false;

  constructor() {
    super();
    this.questions = [];
    this.values = { name: '', email: '', guests: [], answers: {} };
    this.translator = createTranslator('en-US');
    this.submitting = false;
    this.skipForm = false;
    this.summary = '';
    this.heading = '';
  }

  /** Moves focus to the first field (the widget calls it when the form appears). */
  override focus(options?: FocusOptions): void {
    const focusFirst = () =>
      this.renderRoot?.querySelector<HTMLElement>('input, select, textarea')?.focus(options);
    if (this.hasUpdated) focusFirst();
    // Not rendered yet (or not even connected): the first field once it exists.
    else void this.updateComplete.then(focusFirst);
  }

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
      this.#shown.clear();
      this.#listed = [];
      this.#tooLarge.clear();
      this.#badInput.clear();
      this.#needed.clear();
    }
    if (this.#skipping) {
      // One click is enough only when prefill and defaults answer every question; any other is asked for.
      const { answers } = this.#current;
      for (const question of this.#others) {
        if (validateAnswer(question, answers[question.name])) this.#needed.add(question.name);
      }
    }
    if (changed.has('submitting') && !this.submitting) this.#awaitingHost = false;
  }

  // ------------------------------------------------------------------------------------- values

  /** The questions besides the invitee's name and e-mail. */
  get #others(): Question[] {
    return splitContactQuestions(this.questions).others;
  }

  /** The values with each question's default applied where the answer is still unset. */
  get #current(): FormValues {
    // Each part falls back to empty below, so a host's undefined values read as empty ones.
    const values: Partial<FormValues> = this.values ?? {};
    let answers = values.answers ?? {};
    for (const question of this.#others) {
      const fallback =
        answers[question.name] === undefined
          ? coerceAnswerValue(question, question.value)
          : undefined;
      if (fallback !== undefined) answers = { ...answers, [question.name]: fallback };
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

  get #maxGuests(): number {
    return Math.max(0, Math.floor(this.settings?.guest?.max_allowed ?? 10));
  }

  get #guestsAllowed(): boolean {
    return !this.#skipping && (this.settings?.guest?.is_allowed ?? true) && this.#maxGuests > 0;
  }

  /**
   * The fields besides guests, in order, as [id, question, value]: the invitee's name and e-mail (`f-name`,
   * `f-email`: a text and an e-mail question, from the resource's when it has one), then the questions shown
   * (`q<index>`).
   */
  #fields(values: FormValues): [string, Question, AnswerValue | undefined][] {
    const contact = (key: 'name' | 'email'): [string, Question, string] => {
      const question = this.questions.find((item) => item.name === key);
      return [
        `f-${key}`,
        {
          ...question,
          name: key,
          type: key === 'email' ? 'email' : 'text',
          label: question?.label.trim() ? question.label : this.translator.t(`form.${key}`),
        },
        values[key],
      ];
    };
    const others = this.#others;
    return [
      contact('name'),
      contact('email'),
      ...(this.#skipping
        ? others.filter((question) => this.#needed.has(question.name))
        : others
      ).map((question): [string, Question, AnswerValue | undefined] => [
        `q${this.questions.indexOf(question)}`,
        question,
        values.answers[question.name],
      ]),
    ];
  }

  #commit(values: FormValues): void {
    this.values = values;
    // A fixed answer leaves the error summary at once.
    if (this.#listed.length > 0) {
      const errors = this.#errors(values);
      this.#listed = this.#listed.filter((id) => errors.has(id));
    }
    this.#fire('booking-form-change', { values });
  }

  #setAnswer(name: string, value: AnswerValue | undefined): void {
    const values = this.#current;
    this.#commit({ ...values, answers: { ...values.answers, [name]: value } });
  }

  // --------------------------------------------------------------------------------- validation

  /** Every current error by field id, in the order the fields appear: [label, message]. */
  #errors(values: FormValues = this.#current): Map<string, [string, string]> {
    const { t } = this.translator;
    const errors = new Map<string, [string, string]>();
    for (const [id, question, value] of this.#fields(values)) {
      const { name, type, label } = question;
      const code =
        id[0] === 'f'
          ? validateContactField(name, value)
          : this.#tooLarge.has(name)
            ? 'file_too_large'
            : type === 'number' && this.#badInput.has(name)
              ? 'number'
              : validateAnswer(question, value);
      if (!code) continue;
      const message = t(
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
              name: this.#tooLarge.get(name) ?? (isFileAnswer(value) ? value.name : ''),
              max: this.#formatBytes(MAX_FILE_BYTES),
            }
          : { count: maxLengthFor(question) ?? 0 },
      );
      errors.set(id, [label.trim() ? label : name, message]);
    }
    if (this.#guestsAllowed) {
      const codes = validateGuests(values.guests, {
        maxAllowed: this.#maxGuests,
        inviteeEmail: values.email,
      });
      for (const [index, code] of Object.entries(codes)) {
        errors.set(`g${index}`, [
          this.#guestLabel(Number(index)),
          code === 'email'
            ? t('validation.email')
            : code === 'duplicate'
              ? t('validation.guestDuplicate')
              : t('form.guestLimit', { count: this.#maxGuests }),
        ]);
      }
    }
    return errors;
  }

  #guestLabel(index: number): string {
    return this.translator.t('form.guestEmailNumbered', { index: index + 1 });
  }

  #formatBytes(bytes: number): string {
    // Whole bytes have no fraction to round.
    const [size, unit] =
      bytes >= 1e6 ? [1e6, 'megabyte'] : bytes >= 1e3 ? [1e3, 'kilobyte'] : [1, 'byte'];
    return this.translator.formatNumber(bytes / size, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
  }

  #reveal(id: string): void {
    if (!this.#shown.has(id)) this.requestUpdate();
    this.#shown.add(id);
  }

  /** A field's control by its id (the first radio/checkbox of a group). */
  #find(id: string): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`#${id}`);
  }

  // ----------------------------------------------------------------------------------- events

  /** Leaving a field (not moving within it, e.g. between the radios of a group) shows its error. */
  #onFocusOut(event: FocusEvent): void {
    // Chromium blurs a focused element as a render removes it: that is no visit to report.
    if (this.#committing) return;
    const field = (event.target as Element).closest<HTMLElement>('[data-field]');
    const next = event.relatedTarget;
    if (field && !(next instanceof Node && field.contains(next)))
      this.#reveal(field.dataset['field']!);
  }

  /** Every edit of every field (the form listens for `input` and `change`: a date set through a picker). */
  #onEdit(event: Event): void {
    const input = event.target as HTMLInputElement;
    const field = input.closest<HTMLElement>('[data-field]');
    const id = field?.dataset['field'];
    if (!field || !id) return;
    const values = this.#current;
    const index = Number(id.slice(1));
    if (id[0] === 'g') {
      const guests = [...values.guests];
      guests[index] = input.value;
      this.#commit({ ...values, guests });
    } else if (id[0] === 'f') {
      this.#commit({ ...values, [id.slice(2)]: input.value });
    } else {
      const question = this.questions[index]!;
      const { name } = question;
      if (question.type === 'file') {
        if (event.type === 'change') void this.#onFile(id, name, input);
        return;
      }
      // The browser hides unparsable text from `value` (it reads ''): remember it, so it isn't taken as empty.
      if (input.validity.badInput) this.#badInput.add(name);
      else this.#badInput.delete(name);
      // A yes/no checkbox answers 'yes' or 'no'; a group of checkboxes the keys checked, in the options' order.
      this.#setAnswer(
        name,
        input.type !== 'checkbox'
          ? input.value
          : isYesNo(question)
            ? input.checked
              ? 'yes'
              : 'no'
            : [...field.querySelectorAll<HTMLInputElement>(':checked')].map((box) => box.value),
      );
    }
  }

  async #onFile(id: string, name: string, input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    if (!file) return;
    // The kept file is shown as text; the input itself can't hold it across renders.
    input.value = '';
    this.#reveal(id);
    this.#tooLarge.delete(name);
    if (file.size > MAX_FILE_BYTES) {
      this.#tooLarge.set(name, file.name);
      this.#setAnswer(name, undefined);
      return;
    }
    this.#reading.add(name);
    this.requestUpdate();
    // Read as a base64 data URL, the FileAnswer sent inline in the booking JSON (result: null if it failed).
    const reader = new FileReader();
    reader.readAsDataURL(file);
    await new Promise((done) => (reader.onloadend = done));
    const dataUrl = reader.result;
    const answer: FileAnswer | undefined =
      typeof dataUrl === 'string'
        ? {
            name: file.name.slice(0, 255) || 'file',
            type: file.type.slice(0, 255),
            size: file.size,
            data_url: dataUrl,
          }
        : undefined;
    this.#reading.delete(name);
    this.#setAnswer(name, answer);
  }

  #addGuest(): void {
    const values = this.#current;
    const index = values.guests.length;
    if (index >= this.#maxGuests) return;
    this.#commit({ ...values, guests: [...values.guests, ''] });
    void this.updateComplete.then(() => this.#find(`g${index}`)?.focus());
  }

  #removeGuest(index: number): void {
    const values = this.#current;
    const guests = values.guests.filter((_, i) => i !== index);
    // Error visibility follows the rows that move up.
    this.#shown = new Set(
      [...this.#shown].flatMap((id) => {
        const row = id[0] === 'g' ? Number(id.slice(1)) : -1;
        return row < index ? [id] : row > index ? [`g${row - 1}`] : [];
      }),
    );
    this.#commit({ ...values, guests });
    void this.updateComplete.then(() =>
      (
        this.#find(`g${Math.min(index, guests.length - 1)}`) ??
        this.renderRoot.querySelector<HTMLElement>('.add-guest')
      )?.focus(),
    );
  }

  #fire(name: 'booking-form-back'): void;
  #fire(name: 'booking-form-change', detail: BookingFormChangeDetail): void;
  #fire(name: 'booking-form-submit', detail: BookingFormSubmitDetail): void;
  #fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    if (this.submitting || this.#awaitingHost || this.#reading.size > 0) return;
    const values = this.#current;
    const invalid = [...this.#errors(values).keys()];
    this.#listed = invalid;
    this.requestUpdate();
    if (invalid.length > 0) {
      for (const id of invalid) this.#shown.add(id);
      void this.updateComplete.then(() => this.#find(invalid[0]!)?.focus());
      return;
    }
    this.#awaitingHost = true;
    this.#fire('booking-form-submit', {
      invitee: { name: values.name.trim(), email: values.email.trim() },
      answers: toAnswers(this.#others, values.answers),
      guests: this.#guestsAllowed
        ? values.guests.map((guest) => guest.trim()).filter((guest) => guest !== '')
        : [],
      values,
    });
    // A host that answers synchronously has set `submitting` by now; one that doesn't gets the form back after
    // this task, so the guard only absorbs the repeated clicks and Enter of one intent.
    setTimeout(() => {
      if (!this.submitting) {
        this.#awaitingHost = false;
        this.requestUpdate();
      }
    }, 0);
  }

  // ----------------------------------------------------------------------------------- render

  override render() {
    const values = this.#current;
    const errors = this.#errors(values);
    const listed = this.#listed.filter((id) => errors.has(id));
    const busy = this.submitting || this.#awaitingHost;
    const { t } = this.translator;
    return html`
      <h2 class="heading">${this.heading.trim() || t('form.heading')}</h2>
      <div class="top">
        ${this.summary ? html`<p class="summary">${this.summary}</p>` : nothing}
        <button type="button" class="back" @click=${() => this.#fire('booking-form-back')}>
          ${t('form.back')}
        </button>
      </div>
      <form
        part="form"
        novalidate
        aria-busy=${busy}
        @submit=${this.#onSubmit}
        @input=${this.#onEdit}
        @change=${this.#onEdit}
        @focusout=${this.#onFocusOut}
      >
        ${
          listed.length > 0
            ? html`<div class="error-summary" role="alert" part="error">
                <h3>${t('form.errorSummary', { count: listed.length })}</h3>
                <ul>
                  ${listed.map(
                    (id) =>
                      html`<li>
                        <button type="button" class="link" @click=${() => this.#find(id)?.focus()}>
                          ${errors.get(id)!.join(': ')}
                        </button>
                      </li>`,
                  )}
                </ul>
              </div>`
            : nothing
        }
        ${this.#fields(values).map(([id, question, value]) =>
          this.#renderQuestion(
            id,
            question,
            value,
            this.#shown.has(id) ? errors.get(id)?.[1] : undefined,
          ),
        )}
        ${this.#guestsAllowed ? this.#renderGuests(values.guests, errors) : nothing}
        <button part="submit" class="primary" type="submit" ?disabled=${busy}>
          ${this.submitting ? t('form.submitting') : t(this.#skipping ? 'form.confirm' : 'form.schedule')}
        </button>
      </form>
    `;
  }

  /** The visible "Required" marker: text, not colour; hidden from AT, which hears `required`. */
  #marker(required: boolean, audible = false) {
    return required
      ? html`<span class="marker" aria-hidden=${!audible}
          >(${this.translator.t('form.required')})</span
        >`
      : nothing;
  }

  #renderError(id: string, error: string | undefined) {
    return error ? html`<p class="error" id=${`${id}-error`}>${error}</p>` : nothing;
  }

  /** A field: its label (with the "Required" marker), its control, and its error. */
  #renderField(
    id: string,
    label: string,
    required: boolean,
    error: string | undefined,
    control: TemplateResult,
  ) {
    return html`<div class="field" part="field" data-field=${id}>
      <label for=${id}>${label}${this.#marker(required)}</label>
      ${control} ${this.#renderError(id, error)}
    </div>`;
  }

  #renderQuestion(
    id: string,
    question: Question,
    value: AnswerValue | undefined,
    error: string | undefined,
  ): TemplateResult {
    const { name, type, label } = question;
    const options = question.options ?? [];
    const required = isRequired(question);
    const text = typeof value === 'string' ? value : '';
    const invalid = !!error;
    const describedBy = error ? `${id}-error` : nothing;
    if (isYesNo(question)) {
      return html`<div class="field" part="field" data-field=${id}>
        <label class="choice" for=${id}>
          <input
            id=${id}
            type="checkbox"
            name=${name}
            value="yes"
            ?required=${required}
            aria-required=${required}
            aria-invalid=${invalid}
            aria-describedby=${describedBy}
            .checked=${text.trim().toLowerCase() === 'yes'}
          />
          <span>${label}${this.#marker(required)}</span>
        </label>
        ${this.#renderError(id, error)}
      </div>`;
    }
    if (options.length > 0 && (type === 'radio' || type === 'checkbox')) {
      const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
      // The legend names the group; its "Required" marker stays audible (checkbox groups have no `required`).
      return html`<fieldset
        class="field"
        part="field"
        data-field=${id}
        aria-describedby=${describedBy}
      >
        <legend>${label}${this.#marker(required, true)}</legend>
        <div class="choices">
          ${options.map(
            (option, index) =>
              html`<label class="choice">
                <input
                  id=${index === 0 ? id : `${id}-${index}`}
                  type=${type}
                  name=${`${id}-choice`}
                  value=${option.key}
                  ?required=${required && type === 'radio'}
                  aria-invalid=${invalid}
                  aria-describedby=${describedBy}
                  .checked=${chosen.includes(option.key)}
                />
                <span>${option.label}</span>
              </label>`,
          )}
        </div>
        ${this.#renderError(id, error)}
      </fieldset>`;
    }
    if (type === 'file') return this.#renderFile(id, question, value, error, required, invalid);
    return this.#renderField(
      id,
      label,
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
            aria-required=${required}
            aria-invalid=${invalid}
            aria-describedby=${describedBy}
            .value=${text}
          ></textarea>`
        : options.length > 0 && type === 'dropdown'
          ? html`<select
              id=${id}
              name=${name}
              ?required=${required}
              aria-required=${required}
              aria-invalid=${invalid}
              aria-describedby=${describedBy}
            >
              <option value="" ?selected=${text === ''}>
                ${question.placeholder?.trim() ? question.placeholder : this.translator.t('form.selectOption')}
              </option>
              ${options.map(
                (option) =>
                  html`<option value=${option.key} ?selected=${option.key === text}>
                    ${option.label}
                  </option>`,
              )}
            </select>`
          : html`<input
              id=${id}
              name=${name}
              type=${NATIVE_INPUT_TYPES.includes(type) ? type : 'text'}
              autocomplete=${name === 'name' ? name : type === 'email' || type === 'tel' ? type : nothing}
              inputmode=${type === 'number' ? 'decimal' : nothing}
              step=${type === 'number' ? 'any' : nothing}
              maxlength=${(type === 'date' || type === 'number' ? undefined : maxLengthFor(question)) ?? nothing}
              placeholder=${question.placeholder ?? nothing}
              ?required=${required}
              aria-required=${required}
              aria-invalid=${invalid}
              aria-describedby=${describedBy}
              .value=${this.#badInput.has(name) ? noChange : text}
            />`,
    );
  }

  #renderFile(
    id: string,
    question: Question,
    value: AnswerValue | undefined,
    error: string | undefined,
    required: boolean,
    invalid: boolean,
  ) {
    const { name, label } = question;
    const file = isFileAnswer(value) ? value : undefined;
    const { t } = this.translator;
    // The native input lies over a translated "Choose file" face: it keeps the label, focus and picker.
    return this.#renderField(
      id,
      label,
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
              name=${name}
              type="file"
              ?required=${required && !file}
              aria-invalid=${invalid}
              aria-describedby=${`${id}-hint ${error ? `${id}-error ` : ''}${id}-file`}
            />
            <span class="button file-face" aria-hidden="true">${t('form.chooseFile')}</span>
          </span>
        </div>
        <div class="file-row" id=${`${id}-file`} aria-live="polite">
          ${
            this.#reading.has(name)
              ? html`<span>${t('status.loading')}</span>`
              : file
                ? html`<span class="file-name">${file.name} (${this.#formatBytes(file.size)})</span>
                    <button
                      type="button"
                      class="remove-file"
                      aria-label=${`${t('form.removeFile')}: ${file.name}`}
                      @click=${() => {
                        this.#tooLarge.delete(name);
                        this.#setAnswer(name, undefined);
                        void this.updateComplete.then(() => this.#find(id)?.focus());
                      }}
                    >
                      ${t('form.removeFile')}
                    </button>`
                : html`<span class="hint">${t('form.noFileChosen')}</span>`
          }
        </div>`,
    );
  }

  #renderGuests(guests: string[], errors: Map<string, [string, string]>) {
    const { t } = this.translator;
    const max = this.#maxGuests;
    return html`<fieldset class="field guests" part="field" aria-describedby="guests-hint">
      <legend>${t('form.addGuests')}</legend>
      <p class="hint" id="guests-hint">${t('form.guestLimit', { count: max })}</p>
      ${guests.map((guest, index) => {
        const id = `g${index}`;
        const error = this.#shown.has(id) ? errors.get(id)?.[1] : undefined;
        return html`<div class="guest">
          ${this.#renderField(
            id,
            this.#guestLabel(index),
            false,
            error,
            html`<input
              id=${id}
              type="email"
              autocomplete="off"
              maxlength="254"
              aria-invalid=${!!error}
              aria-describedby=${error ? `${id}-error` : nothing}
              .value=${guest}
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
