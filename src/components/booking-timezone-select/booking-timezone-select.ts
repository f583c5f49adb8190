/**
 * A searchable time zone selector: an editable combobox with a listbox popup (ARIA 1.2 combobox
 * pattern). Internal to <booking-widget>, which supplies the options and the translated strings.
 *
 * Opened with nothing typed it lists every zone (≈ 420 options: plain elements, no virtual list needed), the
 * chosen one among them — found by its canonical id when the list names it otherwise (`Asia/Kolkata` is
 * `Asia/Calcutta` in Chromium), added first when the list lacks it — highlighted and scrolled into view, so the
 * arrows move from it and Enter on the list as opened keeps it.
 */
import { LitElement, css, html, nothing } from 'lit';
import { contentChanged } from '../shared/content-changed.js';
import { placeList } from './list-placement.js';

export interface ZoneOption {
  /** IANA name, the value. */
  zone: string;
  /** What a person reads, e.g. "Eastern Time — New York (GMT-5)". */
  label: string;
  /** Extra words that match a search (city, region, abbreviation), lower case. */
  keywords?: string;
}

export interface TimezoneSelectStrings {
  label: string;
  search: string;
  noMatch: string;
  /** Shown in the list while `loadOptions` is still loading it. */
  loading?: string;
}

/** How far PageUp and PageDown move in the list. */
const PAGE = 8;

/** The zone's id as this browser names it (its canonical form), or the zone as given when it names none. */
function canonical(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

let idCounter = 0;

/**
 * @fires booking-timezone-change - detail `{ zone }` when a person picks a zone.
 */
export class BookingTimezoneSelect extends LitElement {
  static override styles = css`
    :host {
      display: block;
      position: relative;
      min-width: 0;
      max-width: 100%;
      font: inherit;
    }
    label {
      display: block;
      font-size: 0.875rem;
      font-weight: 600;
      margin-bottom: 0.25rem;
    }
    /* The box of the widget's placeholder field (border-box there too): the field doesn't grow as it loads. */
    input {
      box-sizing: border-box;
      width: 100%;
      min-height: 2.5rem;
      padding: 0.375rem 0.625rem;
      font: inherit;
      color: inherit;
      background: var(--_bg, Canvas);
      /* The field's edge needs 3:1 against the background (WCAG 1.4.11); the widget's divider line is fainter. */
      border: 1px solid color-mix(in srgb, var(--_fg, CanvasText) 60%, var(--_bg, Canvas));
      border-radius: var(--_radius, 6px);
    }
    input:focus-visible {
      outline: 3px solid var(--_primary, Highlight);
      outline-offset: 2px;
    }
    [role='listbox'] {
      position: absolute;
      z-index: 2;
      inset-inline: 0;
      top: 100%;
      margin: 0.25rem 0 0;
      box-sizing: border-box;
      padding: 0.25rem;
      list-style: none;
      max-height: 16rem;
      overflow-y: auto;
      background: var(--_bg, Canvas);
      color: var(--_fg, CanvasText);
      border: 1px solid var(--_line, GrayText);
      border-radius: var(--_radius, 6px);
      box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
    }
    /* Opened upward: too little room under the field (the page's end, a phone's keyboard). */
    [role='listbox'].up {
      top: auto;
      bottom: 100%;
      margin: 0 0 0.25rem;
    }
    [role='option'] {
      padding: 0.5rem 0.625rem;
      min-height: 2.25rem;
      border-radius: 4px;
      cursor: pointer;
      overflow-wrap: anywhere;
    }
    [role='option'][aria-selected='true'] {
      font-weight: 700;
    }
    [role='option'].active {
      background: var(--_primary, Highlight);
      color: var(--_on-primary, HighlightText);
    }
    .none {
      padding: 0.5rem 0.625rem;
      color: var(--_muted, GrayText);
    }
  `;

  static override properties = {
    value: {},
    valueLabel: { attribute: false },
    loadOptions: { attribute: false },
    searchZones: { attribute: false },
    strings: { attribute: false, hasChanged: contentChanged },
    open: { state: true },
    search: { state: true },
    narrow: { state: true },
    upward: { state: true },
    active: { state: true },
  };

  /** The chosen IANA zone. */
  declare value: string;
  /** The chosen zone's label (shown while the list is closed). */
  declare valueLabel: string;
  /**
   * Supplies every option, at once or as a promise (the widget loads its list on demand); called when the
   * selector is first focused or opened (labelling ~400 zones isn't free).
   */
  declare loadOptions: () => ZoneOption[] | Promise<ZoneOption[]>;
  /** Ranks zone ids for a query (best first); without it, options whose text contains every word. */
  declare searchZones: ((query: string) => string[]) | undefined;
  declare strings: TimezoneSelectStrings;

  declare open: boolean;
  declare search: string;
  declare active: number;
  /** The full label overflows the closed field: it shows the city and offset only. */
  declare narrow: boolean;
  /** The list opens above the field. */
  declare upward: boolean;

  constructor() {
    super();
    this.value = '';
    this.valueLabel = '';
    this.loadOptions = () => [];
    this.strings = {
      label: 'Time zone',
      search: 'Search time zones',
      noMatch: 'No matching time zone',
    };
    this.open = this.narrow = this.upward = false;
    this.search = '';
    this.active = 0;
  }

  /** A width change measures the closed label again. */
  #resize = new ResizeObserver(() => {
    this.narrow = false;
  });
  /** The visible viewport changed while the list is open (a phone's keyboard came or went). */
  #viewportChange = () => this.#place();

  override connectedCallback() {
    super.connectedCallback();
    this.#resize.observe(this);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#resize.disconnect();
    visualViewport?.removeEventListener('resize', this.#viewportChange);
  }

  get input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  private readonly ids = `tz-${++idCounter}`;

  #options: ZoneOption[] | undefined;
  /** The pending `loadOptions` promise (the options come when it settles). */
  #loading: Promise<unknown> | undefined;
  /** Enter was pressed before the options came: the best match is chosen when they come. */
  #enterPending = false;

  private get options(): ZoneOption[] {
    if (this.#options) return this.#options;
    if (this.#loading) return [];
    const load = this.loadOptions;
    const result = load();
    if (Array.isArray(result)) {
      this.#options = result;
      return result;
    }
    const loading = result.then(
      (options) => {
        if (this.#loading !== loading || this.loadOptions !== load) return;
        this.#loading = undefined;
        this.#options = options;
        if (this.#enterPending) {
          this.#enterPending = false;
          // Enter on the list as opened (nothing typed) keeps the chosen zone.
          const option = this.open && this.search ? this.filtered[this.active] : undefined;
          if (option) {
            this.choose(option.zone);
            return;
          }
        }
        // The list opened meanwhile: start on the chosen zone, as when it opens with its options.
        if (this.open && !this.search) {
          this.active = this.chosenIndex;
          void this.updateComplete.then(() => this.scrollActiveIntoView());
        }
        this.requestUpdate();
      },
      () => {
        // A failed load is tried again on the next open.
        if (this.#loading === loading) this.#loading = undefined;
        this.#enterPending = false;
        this.requestUpdate();
      },
    );
    this.#loading = loading;
    return [];
  }

  override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has('loadOptions')) {
      this.#options = undefined;
      this.#loading = undefined;
    }
    if (changed.has('valueLabel')) this.narrow = false;
    if (changed.has('open')) {
      if (this.open) visualViewport?.addEventListener('resize', this.#viewportChange);
      else visualViewport?.removeEventListener('resize', this.#viewportChange);
    }
  }

  override updated(changed: Map<PropertyKey, unknown>) {
    const input = this.input;
    // The offset is what tells zones apart: when the whole label doesn't fit, the closed field drops the zone's
    // generic name rather than cut the offset off.
    if (!this.open && !this.narrow && input && input.scrollWidth > input.clientWidth + 1)
      this.narrow = true;
    if (changed.has('open') && this.open) this.#place();
  }

  /** Opens the list where it fits: below the field, or above it when the visible viewport has more room there. */
  #place() {
    const list = this.renderRoot.querySelector('ul');
    if (this.input && list && this.open) this.upward = placeList(this.input, list);
  }

  private get selectedLabel(): string {
    return this.valueLabel || this.value;
  }

  /**
   * The closed field's text: the whole label, or where it doesn't fit the part after formatZoneName's " — " (city
   * and offset: "Kolkata (GMT+5:30)").
   */
  private get closedLabel(): string {
    const label = this.selectedLabel;
    const dash = label.lastIndexOf(' — ');
    return this.narrow && dash >= 0 ? label.slice(dash + 3) : label;
  }

  /** Every option, the chosen zone among them (added first when the list lacks it). */
  private get all(): ZoneOption[] {
    const options = this.options;
    if (options.length === 0 || !this.value || this.#chosen(options) >= 0) return options;
    return [{ zone: this.value, label: this.selectedLabel }, ...options];
  }

  /** The chosen zone's index in `options`, by its id or its canonical id; -1 when absent. */
  #chosen(options: readonly ZoneOption[]): number {
    const index = options.findIndex((o) => o.zone === this.value);
    if (index >= 0 || !this.value) return index;
    const id = canonical(this.value);
    return options.findIndex((o) => o.zone === id);
  }

  /** The chosen zone's index in the full list. */
  private get chosenIndex(): number {
    return Math.max(0, this.#chosen(this.all));
  }

  private get filtered(): ZoneOption[] {
    if (!this.open) return [];
    const query = this.search.trim();
    if (!query) return this.all;
    if (this.searchZones) {
      const byZone = new Map(this.options.map((o) => [o.zone, o]));
      return this.searchZones(query)
        .map((zone) => byZone.get(zone))
        .filter((o): o is ZoneOption => o !== undefined);
    }
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return this.options.filter((o) => {
      const hay = `${o.label} ${o.zone.replaceAll('_', ' ')} ${o.keywords ?? ''}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    });
  }

  override render() {
    const matches = this.filtered;
    const active = Math.min(this.active, matches.length - 1);
    const chosen = matches.length > 0 ? this.all[this.#chosen(this.all)]?.zone : undefined;
    const activeId = this.open && active >= 0 ? `${this.ids}-o${active}` : '';
    return html`
      <label for="${this.ids}-input">${this.strings.label}</label>
      <input
        id="${this.ids}-input"
        type="text"
        role="combobox"
        autocomplete="off"
        spellcheck="false"
        aria-autocomplete="list"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="${this.ids}-list"
        aria-activedescendant=${activeId || nothing}
        aria-description=${this.strings.search}
        placeholder=${this.strings.search}
        .value=${this.open ? this.search : this.closedLabel}
        @input=${this.onInput}
        @keydown=${this.onKeydown}
        @click=${this.openList}
        @focus=${this.onFocus}
        @blur=${this.onBlur}
      />
      <ul
        id="${this.ids}-list"
        role="listbox"
        class=${this.upward ? 'up' : ''}
        aria-label=${this.strings.label}
        ?hidden=${!this.open}
        @mousedown=${(e: Event) => e.preventDefault()}
      >
        ${
          matches.length === 0
            ? html`<li class="none" role="presentation">
                ${this.#loading ? (this.strings.loading ?? '…') : this.strings.noMatch}
              </li>`
            : matches.map(
                (o, i) => html`
                  <li
                    id="${this.ids}-o${i}"
                    role="option"
                    class=${i === active ? 'active' : ''}
                    aria-selected=${o.zone === chosen ? 'true' : 'false'}
                    @click=${() => this.choose(o.zone)}
                  >
                    ${o.label}
                  </li>
                `,
              )
        }
      </ul>
    `;
  }

  private onFocus() {
    this.input?.select();
    // Starts loading the options, so the list is ready when it opens.
    void this.options;
  }

  private openList() {
    if (this.open) return;
    this.search = '';
    this.open = true;
    this.active = this.chosenIndex;
    void this.updateComplete.then(() => this.scrollActiveIntoView());
  }

  private onInput(e: Event) {
    this.#enterPending = false;
    this.search = (e.target as HTMLInputElement).value;
    this.open = true;
    this.active = 0;
  }

  private onBlur() {
    this.#enterPending = false;
    this.open = false;
    this.search = '';
  }

  private onKeydown(e: KeyboardEvent) {
    const count = this.filtered.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!this.open) this.openList();
        else this.active = Math.min(count - 1, this.active + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!this.open) this.openList();
        else this.active = Math.max(0, this.active - 1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (this.open && count > 0) {
          e.preventDefault();
          const step = e.key === 'PageDown' ? PAGE : -PAGE;
          this.active = Math.min(count - 1, Math.max(0, this.active + step));
        }
        break;
      case 'Home':
      case 'End':
        if (this.open && count > 0) {
          e.preventDefault();
          this.active = e.key === 'Home' ? 0 : count - 1;
        }
        break;
      case 'Enter': {
        if (!this.open) return;
        e.preventDefault();
        if (this.#loading) {
          this.#enterPending = true;
          break;
        }
        const option = this.filtered[this.active];
        if (option) this.choose(option.zone);
        break;
      }
      case 'Escape':
        if (this.open) {
          e.preventDefault();
          e.stopPropagation();
          this.open = false;
          this.search = '';
        }
        break;
      case 'Tab':
        this.open = false;
        break;
      default:
        return;
    }
    void this.updateComplete.then(() => this.scrollActiveIntoView());
  }

  private scrollActiveIntoView() {
    this.renderRoot.querySelector('[role="option"].active')?.scrollIntoView({ block: 'nearest' });
  }

  private choose(zone: string) {
    this.open = false;
    this.search = '';
    if (zone !== this.value && canonical(zone) !== canonical(this.value)) {
      this.value = zone;
      this.dispatchEvent(
        new CustomEvent('booking-timezone-change', {
          detail: { zone },
          bubbles: true,
          composed: true,
        }),
      );
    }
    this.input?.focus();
  }
}

if (!customElements.get('booking-timezone-select')) {
  customElements.define('booking-timezone-select', BookingTimezoneSelect);
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-timezone-select': BookingTimezoneSelect;
  }
}
