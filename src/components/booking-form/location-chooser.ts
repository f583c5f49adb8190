import { LitElement, css, html, nothing } from 'lit';
import type { Location } from '../../api/booking-schemas.js';
import type { LocationChoice, LocationInput } from '../../core/location-choice.js';
import { PLACE_MAX_LENGTH } from '../../core/location-choice.js';
import { locationLine } from '../../core/location-line.js';
import { createTranslator } from '../../core/i18n/index.js';
import type { MessageKey, Translator } from '../../core/i18n/index.js';
import { locationIcon } from '../shared/icons.js';
import { marker, renderError } from './fields.js';
import { bookingFormStyles, stepBaseStyles } from './booking-form.styles.js';
// The English strings it says (loaded with this screen, not on the first paint's path).
import '../../core/i18n/english-after-times.js';

/** `booking-location-change` detail: the location chosen and the detail typed for it. */
export interface LocationChangeDetail {
  choice: LocationChoice;
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-location-chooser': BookingLocationChooser;
  }
  interface HTMLElementEventMap {
    'booking-location-change': CustomEvent<LocationChangeDetail>;
  }
}

/**
 * Where the meeting takes place, inside <booking-form>: a radio group of the resource's locations (icon, the
 * type's name, the location's own name and address or number as text) when there are several, and the field the
 * chosen location needs from the invitee: their phone number or the place they propose (`input`).
 *
 * @event booking-location-change - `{ choice }` on every change of the choice or the detail.
 * @csspart field - The radio group and the detail field.
 */
export class BookingLocationChooser extends LitElement {
  static override styles = [
    stepBaseStyles,
    bookingFormStyles,
    css`
      :host {
        display: grid;
        gap: 1rem;
      }
      .choice .icon {
        flex: none;
        color: var(--_muted);
      }
      .line {
        display: block;
        font-size: 0.875em;
        color: var(--_muted);
        overflow-wrap: anywhere;
      }
    `,
  ];

  static override properties = {
    locations: { attribute: false },
    choice: { attribute: false },
    input: {},
    error: {},
    translator: { attribute: false },
  };

  /** The locations offered, in the resource's order. */
  declare locations: Location[];
  /** The current choice (index into `locations`, the detail typed). */
  declare choice: LocationChoice;
  /** What the chosen location needs from the invitee, if anything. */
  declare input: LocationInput | undefined;
  /** The detail field's error text, when shown. */
  declare error: string | undefined;
  /** The translator for every visible string (English when unset). */
  declare translator: Translator;

  constructor() {
    super();
    this.locations = [];
    this.choice = { index: 0, detail: '' };
    this.input = undefined;
    this.error = undefined;
    this.translator = createTranslator('en-US');
  }

  /** Focuses the detail field when the chosen location needs one (the only field that can be wrong), else the choice. */
  override focus(options?: FocusOptions): void {
    const root = this.renderRoot;
    (
      root.querySelector<HTMLElement>('#location-detail') ??
      root.querySelector<HTMLElement>('input[type="radio"]:checked')
    )?.focus(options);
  }

  #change(choice: LocationChoice): void {
    this.choice = choice;
    this.dispatchEvent(
      new CustomEvent('booking-location-change', {
        detail: { choice },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #onChoose(event: Event): void {
    const radio = event.target as HTMLInputElement;
    // The detail field under the chosen location reports its own input.
    if (radio.type !== 'radio') return;
    const index = Number(radio.value);
    // A detail typed for one kind of input means nothing to another (a phone number is no place).
    const kind = (i: number) => this.locations[i]?.type;
    const keep = kind(index) === kind(this.choice.index);
    this.#change({ index, detail: keep ? this.choice.detail : '' });
  }

  override render() {
    const { t } = this.translator;
    const label = (location: Location) => t(`location.${location.type}` as MessageKey);
    return html`
      ${
        this.locations.length > 1
          ? html`<fieldset class="field" part="field">
              <legend>${t('details.location')}</legend>
              <div class="choices" @change=${this.#onChoose}>
                ${this.locations.map((location, index) => {
                  const line = locationLine(location, label(location));
                  // The number or place the chosen location needs sits directly under its choice.
                  const detail =
                    index === this.choice.index && this.input
                      ? this.#renderDetail(this.input)
                      : nothing;
                  return html`<label class="choice">
                      <input
                        type="radio"
                        name="location"
                        value=${index}
                        aria-describedby=${line ? `location-${index}-line` : nothing}
                        .checked=${index === this.choice.index}
                      />
                      ${locationIcon(location.type)}
                      <span
                        >${label(location)}${
                          line
                            ? html`<span class="line" id=${`location-${index}-line`} dir="auto"
                                >${line}</span
                              >`
                            : nothing
                        }</span
                      >
                    </label>
                    ${detail}`;
                })}
              </div>
            </fieldset>`
          : nothing
      }
      ${this.input && this.locations.length <= 1 ? this.#renderDetail(this.input) : nothing}
    `;
  }

  #renderDetail(input: LocationInput) {
    const { translator } = this;
    const error = this.error;
    const id = 'location-detail';
    return html`<div class="field" part="field">
      <label for=${id}
        >${translator.t(input === 'phone' ? 'form.locationPhone' : 'form.locationPlace')}${marker(
          translator,
          true,
        )}</label
      >
      <input
        id=${id}
        type=${input === 'phone' ? 'tel' : 'text'}
        autocomplete=${input === 'phone' ? 'tel' : 'street-address'}
        maxlength=${input === 'phone' ? 32 : PLACE_MAX_LENGTH}
        required
        aria-required="true"
        aria-invalid=${!!error}
        aria-describedby=${error ? `${id}-error` : nothing}
        .value=${this.choice.detail}
        @input=${(event: Event) =>
          this.#change({
            index: this.choice.index,
            detail: (event.target as HTMLInputElement).value,
          })}
      />
      ${renderError(id, error)}
    </div>`;
  }
}

/** <booking-location-chooser> in a form, when there is a choice to make or a detail to give (field id `location`). */
export function renderLocationChooser(options: {
  locations: Location[];
  ask: { choose: boolean; input: LocationInput | undefined };
  choice: LocationChoice | undefined;
  error: string | undefined;
  translator: Translator;
  onChange(event: CustomEvent<LocationChangeDetail>): void;
}) {
  const { choose, input } = options.ask;
  return choose || input
    ? html`<booking-location-chooser
        data-field="location"
        exportparts="field"
        .locations=${options.locations}
        .choice=${options.choice ?? { index: 0, detail: '' }}
        .input=${input}
        .error=${options.error}
        .translator=${options.translator}
        @booking-location-change=${options.onChange}
      ></booking-location-chooser>`
    : nothing;
}

if (!customElements.get('booking-location-chooser'))
  customElements.define('booking-location-chooser', BookingLocationChooser);
