/**
 * The time zone row under the calendar (part `timezone`): the zone as text when the resource hides or locks it,
 * else <booking-timezone-select>, which is not needed to show times and loads on demand:
 * - the element (booking-timezone-select.ts) through the host's `LazyElements`: when the browser is idle after
 *   the row is shown, or at once when its placeholder is hovered or focused. Until it is defined the row holds a
 *   read-only field that looks the same (the element's light DOM, so hidden once it has a shadow root);
 * - its options and search per language (zone-list.ts) the first time the selector is focused or opened. The
 *   functions are stable per language, so the selector keeps its loaded list across renders.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { loadOnce } from '../../core/load-once.js';
import type { Translator } from '../../core/i18n/index.js';
import type { LazyElements } from '../shared/lazy-elements.js';
import type { BookingTimezoneSelect, ZoneOption } from './booking-timezone-select.js';

type ZoneList = typeof import('./zone-list.js');
let zoneList: ZoneList | undefined;
const loadZoneList = loadOnce(async () => (zoneList = await import('./zone-list.js')));

/** Defines <booking-timezone-select> (the loader `LazyElements` is given for the tag). */
export const loadZoneSelect = (): Promise<unknown> => import('./booking-timezone-select.js');

interface ZoneListFns {
  load: () => Promise<ZoneOption[]>;
  /** Ranks zone ids for a query; used once `load` has settled (the selector has no options before). */
  search: (query: string) => string[];
}

const byLocale = new Map<string, ZoneListFns>();

function zoneListFns(locale: string): ZoneListFns {
  let fns = byLocale.get(locale);
  if (!fns) {
    fns = {
      load: async () => (await loadZoneList()).zoneOptions(locale),
      search: (query) => zoneList?.searchZones(query, locale) ?? [],
    };
    byLocale.set(locale, fns);
  }
  return fns;
}

export interface ZoneRow {
  t: Translator;
  zone: string;
  /** The zone's name in the language. */
  zoneName: string;
  /** The resource hides the zone (shown as text). */
  hidden: boolean;
  /** The resource locks its own zone (shown as text). */
  locked: boolean;
  onChange: (event: CustomEvent<{ zone: string }>) => void;
  /** The clock times are shown with (true: 12-hour), and the toggle's choice. */
  hour12: boolean;
  onClock: (hour12: boolean) => void;
  /**
   * The times are shown: the selector may load when the browser is idle. Before, its chunk would share a slow
   * network with the reads the times wait for.
   */
  idle: boolean;
}

type Host = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };
type Lazy = Pick<LazyElements<'booking-timezone-select'>, 'load' | 'prefetchWhenIdle'>;

export class ZoneField {
  readonly #host: Host;
  readonly #lazy: Lazy;
  /** The placeholder had focus when the selector loaded: the selector's own field takes it. */
  #focusPending = false;
  /** The placeholder was clicked before the selector loaded: the list opens once it is there. */
  #openPending = false;

  constructor(host: Host, lazy: Lazy) {
    this.#host = host;
    this.#lazy = lazy;
  }

  render(row: ZoneRow) {
    return html`<div class="zone-row">${this.#zone(row)}${clockToggle(row)}</div>`;
  }

  #zone({ t, zone, zoneName, hidden, locked, onChange, idle }: ZoneRow) {
    if (hidden)
      return html`<p class="zone-text">${t.t('timezone.shownIn', { zone: zoneName })}</p>`;
    if (locked)
      return html`<p class="zone-text" part="timezone">
        ${t.t('timezone.locked', { zone: zoneName })}
      </p>`;
    const defined = customElements.get('booking-timezone-select') !== undefined;
    const zones = zoneListFns(t.locale);
    if (!defined && idle) this.#lazy.prefetchWhenIdle('booking-timezone-select');
    return html`<booking-timezone-select
      part="timezone"
      .value=${zone}
      .valueLabel=${zoneName}
      .loadOptions=${zones.load}
      .searchZones=${zones.search}
      .strings=${{
        label: t.t('timezone.label'),
        search: t.t('timezone.search'),
        noMatch: t.t('timezone.noMatch'),
        loading: t.t('status.loading'),
      }}
      @booking-timezone-change=${onChange}
    >
      ${
        defined
          ? nothing
          : html`<label for="zone-field">${t.t('timezone.label')}</label>
              <input
                id="zone-field"
                readonly
                role="combobox"
                aria-expanded="false"
                aria-description=${t.t('timezone.search')}
                .value=${zoneName}
                @pointerover=${() => this.#loadNow(false)}
                @focus=${() => this.#loadNow(true)}
                @click=${() => {
                  this.#openPending = true;
                  this.#loadNow(true);
                }}
                @blur=${(e: FocusEvent) => {
                  if (e.relatedTarget) this.#focusPending = this.#openPending = false;
                }}
              />`
      }
    </booking-timezone-select>`;
  }

  /**
   * Loads the selector now; `focus`: its field takes focus once it is there (unless focus moved on), and the list
   * opens if the placeholder was clicked meanwhile, as the click would have opened it.
   */
  #loadNow(focus: boolean): void {
    if (focus) this.#focusPending = true;
    this.#lazy.load('booking-timezone-select').then(
      async () => {
        await this.#host.updateComplete;
        const select =
          this.#host.renderRoot.querySelector<BookingTimezoneSelect>('booking-timezone-select');
        if (!select || !this.#focusPending) return;
        const open = this.#openPending;
        this.#focusPending = this.#openPending = false;
        await select.updateComplete;
        select.input?.focus();
        if (open) select.input?.click();
      },
      // A failed load is tried again when the field is hovered or focused.
      () => undefined,
    );
  }
}

/**
 * The 12/24-hour toggle beside the zone: two buttons in a named group, the one in use pressed. It shows the
 * clock the times use, so the choice is never a surprise; pressing the other one is remembered (clock-choice.ts).
 */
function clockToggle({ t, hour12, onClock }: ZoneRow) {
  const option = (twelve: boolean) =>
    html`<button
      type="button"
      class="chip"
      aria-pressed=${twelve === hour12 ? 'true' : 'false'}
      @click=${() => twelve !== hour12 && onClock(twelve)}
    >
      ${t.t(twelve ? 'clock.h12' : 'clock.h24')}
    </button>`;
  return html`<div class="clock" role="group" aria-label=${t.t('clock.label')} part="clock">
    ${option(true)}${option(false)}
  </div>`;
}
