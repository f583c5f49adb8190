import { LitElement, html, nothing } from 'lit';
import type { PropertyValues } from 'lit';
import { MAX_FILE_BYTES } from '../../api/contract-values.js';
import type { ErrorDetail, Location, Question, Settings } from '../../api/booking-schemas.js';
import { splitContactQuestions, validateAnswer } from '../../core/questions.js';
import type { AnswerValue, FormValues } from '../../core/questions.js';
import { locationQuestion } from '../../core/location-choice.js';
import type { LocationChoice } from '../../core/location-choice.js';
import { createTranslator } from '../../core/i18n/index.js';
import type { Translator } from '../../core/i18n/index.js';
import { collectErrors, placeDetails, type Field, type SentForm } from './field-errors.js';
import { renderErrorSummary, renderGuests, renderQuestion, type FieldContext } from './fields.js';
import type { BookingFormSubmitDetail } from './form-model.js';
import { afterRemovedGuest, answerOf, listFields, readFileAnswer } from './form-model.js';
import { submitDetail, withDefaults } from './form-model.js';
import { renderLocationChooser, type LocationChangeDetail } from './location-chooser.js';
import { bookingFormStyles, stepBaseStyles } from './booking-form.styles.js';
import { ShownErrors } from './shown-errors.js';
import { focusStep, renderTop } from './form-top.js';

export type { FormValues } from '../../core/questions.js';
export type { BookingFormSubmitDetail } from './form-model.js';

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

/**
 * The booking form: the invitee's name and e-mail (from the resource's questions that ask for them, whatever
 * their keys: core `splitContactQuestions`), where to meet when the resource offers several locations
 * (<booking-location-chooser>), the other questions in order as inputs that enforce their type (fields.ts),
 * optional guests, and a submit button. Internal element of `<booking-widget>`.
 *
 * Validation uses the validators of `src/core/questions.ts` (error codes translated through `translator`):
 * inline when the person leaves a field they changed (shown-errors.ts: never under a pressed pointer) and on
 * submit, an error summary announced on a failed submit, and the first invalid field focused. The service's refusal (`rejected`: a 400's `details`) lands on the fields it names the same way.
 * The form has `novalidate` so every message is translated, yet keeps native input types and autocomplete
 * tokens. Every text from the API (labels, placeholders, options, the service's messages) is rendered as text.
 *
 * Files are read with FileReader and sent inline in the booking JSON as a `FileAnswer` (base64 data URL),
 * at most `MAX_FILE_BYTES` (1 MB) before encoding; a larger file is rejected at once with a message.
 *
 * `skipForm` (or settings.skip_form) shows only the name and e-mail and a one-click confirm: the other questions
 * are sent with what defaults and prefill gave them, and any question those leave unanswered or invalid (e.g. a
 * required one) is still shown, so the booking can't be refused for an answer the person was never asked.
 *
 * @event booking-form-submit - `{ invitee, answers, guests, location, values }` once per valid submit.
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
  static override styles = [stepBaseStyles, bookingFormStyles];

  static override properties = {
    questions: { attribute: false },
    locations: { attribute: false },
    settings: { attribute: false },
    values: { attribute: false },
    translator: { attribute: false },
    rejected: { attribute: false },
    submitting: { type: Boolean, reflect: true },
    skipForm: { type: Boolean, attribute: 'skip-form' },
    summary: {},
    zone: {},
    heading: {},
  };

  /** The resource's questions, in order. */
  declare questions: Question[];
  /** The resource's locations: with several, the invitee chooses one. */
  declare locations: Location[];
  /** The resource's settings (guests, skip_form). */
  declare settings: Settings | undefined;
  /** The current values: prefill, defaults or kept answers; updated by the form on each edit. */
  declare values: FormValues;
  /** The translator for every visible string (English when unset). */
  declare translator: Translator;
  /**
   * The service's refusal of the last submit (a 400's `details`): each detail whose path names a field is shown
   * on that field, listed in the error summary, and the first such field focused. A new array each time.
   */
  declare rejected: readonly ErrorDetail[];
  /** True while the booking request is in flight: the submit button is disabled and reads "Booking…". */
  declare submitting: boolean;
  /** settings.skip_form: only name and e-mail, and a one-click confirm. */
  declare skipForm: boolean;
  /** The chosen date and time, shown above the form with a "Back" button. */
  declare summary: string;
  /** The zone they are in, under them. */
  declare zone: string;
  /** The form's heading (e.g. the resource's `form.heading`); "Enter your details" when empty. */
  declare heading: string;

  // The form's own state: private fields, each change followed by a render request.
  /** Which fields show their error (after the person changed and left them, or a submit). */
  readonly #shown = new ShownErrors(this);
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
  /** The service's messages on fields (from `rejected`) until the field is edited: field id → message. */
  #refused = new Map<string, string>();
  /** What the last submit sent, to read `rejected`'s paths against. */
  #sent: SentForm | undefined;
  /** True while a render commits to the DOM. */
  #committing = false;

  constructor() {
    super();
    this.questions = [];
    this.locations = [];
    this.values = { name: '', email: '', guests: [], answers: {} };
    this.translator = createTranslator('en-US');
    this.rejected = [];
    this.submitting = false;
    this.skipForm = false;
    this.summary = this.zone = this.heading = '';
  }

  /** Moves focus to the first field, or the heading on a touch screen (the widget calls it when the form appears). */
  override focus(options?: FocusOptions): void {
    const focusFirst = () => this.renderRoot && focusStep(this.renderRoot, options);
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
      this.#refused.clear();
    }
    if (this.#skipping) {
      // One click is enough only when prefill and defaults answer every question; any other is asked for.
      const { answers } = this.#current;
      for (const question of this.#others) {
        if (validateAnswer(question, answers[question.name])) this.#needed.add(question.name);
      }
    }
    if (changed.has('submitting') && !this.submitting) this.#awaitingHost = false;
    if (changed.has('rejected') && this.rejected.length > 0 && this.#sent) this.#place();
  }

  /** Shows the service's refusal on the fields it names, lists them and focuses the first. */
  #place(): void {
    const { fields } = placeDetails(this.rejected, this.#sent!);
    this.#refused = fields;
    const ids = [...this.#errors().keys()].filter((id) => fields.has(id));
    this.#shown.show(ids);
    this.#listed = ids;
    if (ids[0]) void this.updateComplete.then(() => this.#find(ids[0]!)?.focus());
  }

  // ------------------------------------------------------------------------------------- values

  /** The questions besides the invitee's name and e-mail (any keys). */
  get #others(): Question[] {
    return splitContactQuestions(this.questions).others;
  }

  /** The values with each question's default applied where the answer is still unset. */
  get #current(): FormValues {
    return withDefaults(this.values, this.#others, this.#locations.length);
  }

  get #locations(): Location[] {
    return this.locations ?? [];
  }

  /** What the form asks about the location for these values. */
  #locationAsk(values: FormValues) {
    return locationQuestion(this.#locations, this.questions, values.location);
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

  /** The fields besides the location and guests, in order (form-model.ts `listFields`). */
  #fields(values: FormValues): Field[] {
    return listFields({
      questions: this.questions,
      values,
      translator: this.translator,
      shown: this.#skipping ? this.#needed : undefined,
      phoneQuestion: this.#locationAsk(values).phoneQuestion,
    });
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
    return collectErrors({
      translator: this.translator,
      fields: this.#fields(values),
      location: this.#locationAsk(values),
      locationDetail: values.location?.detail ?? '',
      guests: this.#guestsAllowed ? values.guests : [],
      maxGuests: this.#maxGuests,
      inviteeEmail: values.email,
      tooLarge: this.#tooLarge,
      badInput: this.#badInput,
      refused: this.#refused,
    });
  }

  /** A field's control by its id (the first radio/checkbox of a group; the location chooser). */
  #find(id: string): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(
      id === 'location' ? 'booking-location-chooser' : `#${id}`,
    );
  }

  // ----------------------------------------------------------------------------------- events

  /** Leaving a field (not moving within it, e.g. between the radios of a group) shows its error. */
  #onFocusOut(event: FocusEvent): void {
    // Chromium blurs a focused element as a render removes it: that is no visit to report.
    if (this.#committing) return;
    const field = (event.target as Element).closest<HTMLElement>('[data-field]');
    const next = event.relatedTarget;
    // The location's only error is its phone or place field's: leaving the radios reveals nothing.
    const left = event.composedPath()[0];
    if (
      field?.dataset['field'] === 'location' &&
      (left as Element | undefined)?.id !== 'location-detail'
    )
      return;
    if (field && !(next instanceof Node && field.contains(next)))
      this.#shown.left(field.dataset['field']!);
  }

  /** Every edit of every field (the form listens for `input` and `change`: a date set through a picker). */
  #onEdit(event: Event): void {
    const input = event.target as HTMLInputElement;
    const field = input.closest<HTMLElement>('[data-field]');
    const id = field?.dataset['field'];
    // The location chooser reports its own changes (booking-location-change).
    if (!field || !id || id === 'location') return;
    this.#refused.delete(id);
    this.#shown.edited(id);
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
      // Left as typed: text the browser hides from `value` (not taken as empty), a date in the language's order.
      if (input.validity.badInput || question.type === 'date') this.#badInput.add(name);
      else this.#badInput.delete(name);
      this.#setAnswer(name, answerOf(question, input, field, this.translator.locale));
    }
  }

  #onLocation(event: CustomEvent<LocationChangeDetail>): void {
    event.stopPropagation();
    const choice: LocationChoice = event.detail.choice;
    const values = this.#current;
    if (choice.detail !== values.location?.detail) {
      this.#refused.delete('location');
      this.#shown.edited('location');
    }
    this.#commit({ ...values, location: choice });
  }

  async #onFile(id: string, name: string, input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    if (!file) return;
    // The kept file is shown as text; the input itself can't hold it across renders.
    input.value = '';
    this.#shown.show([id]);
    this.#tooLarge.delete(name);
    if (file.size > MAX_FILE_BYTES) {
      this.#tooLarge.set(name, file.name);
      this.#setAnswer(name, undefined);
      return;
    }
    this.#reading.add(name);
    this.requestUpdate();
    const answer = await readFileAnswer(file);
    this.#reading.delete(name);
    this.#setAnswer(name, answer);
  }

  #removeFile(id: string, name: string): void {
    this.#tooLarge.delete(name);
    this.#refused.delete(id);
    this.#setAnswer(name, undefined);
    void this.updateComplete.then(() => this.#find(id)?.focus());
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
    // Error visibility and the service's messages follow the rows that move up.
    this.#shown.removedGuest(index);
    this.#refused = new Map(afterRemovedGuest(this.#refused, index));
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
    // A new attempt: the service's last refusal no longer stands (it answers again).
    this.#refused.clear();
    const invalid = [...this.#errors(values).keys()];
    this.#listed = invalid;
    this.requestUpdate();
    if (invalid.length > 0) {
      this.#shown.show(invalid);
      void this.updateComplete.then(() => this.#find(invalid[0]!)?.focus());
      return;
    }
    this.#awaitingHost = true;
    const detail = submitDetail({
      questions: this.questions,
      locations: this.#locations,
      values,
      guestsAllowed: this.#guestsAllowed,
    });
    this.#sent = { questions: this.questions, answers: detail.answers };
    this.#fire('booking-form-submit', detail);
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
    const shownError = (id: string) => (this.#shown.has(id) ? errors.get(id)?.[1] : undefined);
    const { t } = this.translator;
    const context: FieldContext = {
      translator: this.translator,
      reading: this.#reading,
      badInput: this.#badInput,
      removeFile: (id, name) => this.#removeFile(id, name),
    };
    const [name, email, ...questions] = this.#fields(values).map(([id, question, value]) =>
      renderQuestion(context, id, question, value, shownError(id)),
    );
    return html`
      ${renderTop(
        this.heading.trim() || t('form.heading'),
        this.summary,
        this.zone,
        t('form.back'),
        () => this.#fire('booking-form-back'),
      )}
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
            ? renderErrorSummary(this.translator, listed, errors, (id) => this.#find(id)?.focus())
            : nothing
        }
        ${name} ${email}
        ${renderLocationChooser({
          locations: this.#locations,
          ask: this.#locationAsk(values),
          choice: values.location,
          error: shownError('location'),
          translator: this.translator,
          onChange: (event) => this.#onLocation(event),
        })}
        ${questions}
        ${
          this.#guestsAllowed
            ? renderGuests(this.translator, values.guests, this.#maxGuests, shownError, {
                add: () => this.#addGuest(),
                remove: (index) => this.#removeGuest(index),
              })
            : nothing
        }
        <button part="submit" class="primary" type="submit" ?disabled=${busy}>
          ${this.submitting ? t('form.submitting') : t(this.#skipping ? 'form.confirm' : this.settings?.require_approval ? 'form.request' : 'form.schedule')}
        </button>
      </form>
    `;
  }
}

if (!customElements.get('booking-form')) customElements.define('booking-form', BookingForm);
