/**
 * The form's fields as templates: one control per question type (text-like inputs, textarea, select, radio and
 * checkbox groups, a yes/no checkbox, a file picker) and the guest list. Each field carries `data-field=<id>` (the
 * form's field ids, see field-errors.ts), its label with a text "Required" marker, and its error text, which the
 * control names with `aria-describedby`. Every text from the API is rendered as text.
 */
import { html, noChange, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { MAX_FILE_BYTES } from '../../api/contract-values.js';
import type { Question } from '../../api/booking-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import { isFileAnswer, isRequired, isYesNo, maxLengthFor } from '../../core/questions.js';
import { dateExample, formatDateEntry } from '../../core/date-entry.js';
import type { AnswerValue } from '../../core/questions.js';
import { formatBytes } from './field-errors.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';

/**
 * Question types with a native input type of their own (the rest are text). A date is text in the widget's
 * language (core/date-entry.ts): a native date field writes the browser's format ("mm/dd/yyyy") in any language.
 */
const NATIVE_INPUT_TYPES: readonly string[] = ['email', 'tel', 'number'];

/** What the templates read from the form. */
export interface FieldContext {
  translator: Translator;
  /** Names of the file questions whose file is being read. */
  reading: ReadonlySet<string>;
  /** Names of the inputs holding text the browser can't parse (left as typed). */
  badInput: ReadonlySet<string>;
  /** The person removes the chosen file of a file question. */
  removeFile(id: string, name: string): void;
}

/** The visible "Required" marker: text, not colour; hidden from AT, which hears `required`. */
export function marker(translator: Translator, required: boolean, audible = false) {
  return required
    ? html`<span class="marker" aria-hidden=${!audible}>(${translator.t('form.required')})</span>`
    : nothing;
}

export function renderError(id: string, error: string | undefined) {
  return error ? html`<p class="error" id=${`${id}-error`}>${error}</p>` : nothing;
}

/** A field: its label (with the "Required" marker), its control, and its error. */
export function renderField(
  translator: Translator,
  id: string,
  label: string,
  required: boolean,
  error: string | undefined,
  control: TemplateResult,
) {
  return html`<div class="field" part="field" data-field=${id}>
    <label for=${id}><span dir="auto">${label}</span>${marker(translator, required)}</label>
    ${control} ${renderError(id, error)}
  </div>`;
}

/** One question's field, by its type. */
export function renderQuestion(
  context: FieldContext,
  id: string,
  question: Question,
  value: AnswerValue | undefined,
  error: string | undefined,
): TemplateResult {
  const { translator } = context;
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
        <span><span dir="auto">${label}</span>${marker(translator, required)}</span>
      </label>
      ${renderError(id, error)}
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
      <legend><span dir="auto">${label}</span>${marker(translator, required, true)}</legend>
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
              <span dir="auto">${option.label}</span>
            </label>`,
        )}
      </div>
      ${renderError(id, error)}
    </fieldset>`;
  }
  if (type === 'file') return renderFile(context, id, question, value, error, required);
  const date = type === 'date';
  // A date shows its example under the label (the placeholder goes once something is typed).
  const example = date ? dateExample(translator.locale) : '';
  const hint = date
    ? html`<p class="hint" id=${`${id}-hint`}>${translator.t('form.dateExample', { example })}</p>`
    : nothing;
  return renderField(
    translator,
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
              ${question.placeholder?.trim() ? question.placeholder : translator.t('form.selectOption')}
            </option>
            ${options.map(
              (option) =>
                html`<option value=${option.key} dir="auto" ?selected=${option.key === text}>
                  ${option.label}
                </option>`,
            )}
          </select>`
        : html`${hint}<input
              id=${id}
              name=${name}
              type=${NATIVE_INPUT_TYPES.includes(type) ? type : 'text'}
              autocomplete=${name === 'name' ? name : type === 'email' || type === 'tel' ? type : date ? 'off' : nothing}
              inputmode=${type === 'number' ? 'decimal' : date ? 'numeric' : nothing}
              step=${type === 'number' ? 'any' : nothing}
              maxlength=${(date || type === 'number' ? undefined : maxLengthFor(question)) ?? nothing}
              placeholder=${date ? example : (question.placeholder ?? nothing)}
              ?required=${required}
              aria-required=${required}
              aria-invalid=${invalid}
              aria-describedby=${date ? `${id}-hint${error ? ` ${id}-error` : ''}` : describedBy}
              .value=${
                context.badInput.has(name)
                  ? noChange
                  : date && /^\d{4}-\d{2}-\d{2}$/.test(text)
                    ? formatDateEntry(text, translator.locale)
                    : text
              }
            />`,
  );
}

function renderFile(
  context: FieldContext,
  id: string,
  question: Question,
  value: AnswerValue | undefined,
  error: string | undefined,
  required: boolean,
) {
  const { translator } = context;
  const { name, label } = question;
  const file = isFileAnswer(value) ? value : undefined;
  const { t } = translator;
  // The native input lies over a translated "Choose file" face: it keeps the label, focus and picker.
  return renderField(
    translator,
    id,
    label,
    required,
    error,
    html`<p class="hint" id=${`${id}-hint`}>
        ${t('form.fileLimit', { max: formatBytes(translator, MAX_FILE_BYTES) })}
      </p>
      <div class="file-row">
        <span class="file-picker">
          <input
            id=${id}
            class="file-input"
            name=${name}
            type="file"
            ?required=${required && !file}
            aria-invalid=${!!error}
            aria-describedby=${`${id}-hint ${error ? `${id}-error ` : ''}${id}-file`}
          />
          <span class="button file-face" aria-hidden="true">${t('form.chooseFile')}</span>
        </span>
      </div>
      <div class="file-row" id=${`${id}-file`} aria-live="polite">
        ${
          context.reading.has(name)
            ? html`<span>${t('status.loading')}</span>`
            : file
              ? html`<span class="file-name"
                    >${file.name} (${formatBytes(translator, file.size)})</span
                  >
                  <button
                    type="button"
                    class="remove-file"
                    aria-label=${`${t('form.removeFile')}: ${file.name}`}
                    @click=${() => context.removeFile(id, name)}
                  >
                    ${t('form.removeFile')}
                  </button>`
              : html`<span class="hint">${t('form.noFileChosen')}</span>`
        }
      </div>`,
  );
}

/** The guest list: one e-mail field per guest with its remove button, and "Add guest" while below `max`. */
export function renderGuests(
  translator: Translator,
  guests: readonly string[],
  max: number,
  errorOf: (id: string) => string | undefined,
  actions: { add(): void; remove(index: number): void },
) {
  const { t } = translator;
  return html`<fieldset class="field guests" part="field" aria-describedby="guests-hint">
    <legend>${t('form.addGuests')}</legend>
    <p class="hint" id="guests-hint">${t('form.guestLimit', { count: max })}</p>
    ${guests.map((guest, index) => {
      const id = `g${index}`;
      const error = errorOf(id);
      return html`<div class="guest">
        ${renderField(
          translator,
          id,
          t('form.guestEmailNumbered', { index: index + 1 }),
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
          @click=${() => actions.remove(index)}
        >
          ${t('form.removeGuest')}
        </button>
      </div>`;
    })}
    ${
      guests.length < max
        ? html`<button type="button" class="add-guest" @click=${actions.add}>
            ${guests.length === 0 ? t('form.addGuests') : t('form.addGuest')}
          </button>`
        : nothing
    }
  </fieldset>`;
}

/** The summary of a failed submit (announced): one button per invalid field, which focuses it. */
export function renderErrorSummary(
  translator: Translator,
  listed: readonly string[],
  errors: ReadonlyMap<string, [string, string]>,
  focus: (id: string) => void,
) {
  return html`<div class="error-summary" role="alert" part="error">
    <h3>${translator.t('form.errorSummary', { count: listed.length })}</h3>
    <ul>
      ${listed.map(
        (id) =>
          html`<li>
            <button type="button" class="link" @click=${() => focus(id)}>
              ${errors.get(id)!.join(': ')}
            </button>
          </li>`,
      )}
    </ul>
  </div>`;
}
