/**
 * A day's times for <booking-calendar>: every time of the day, as buttons in tab order. A day with more times than
 * fit its place (a 96-time help desk day) is one bounded list that scrolls inside itself, grouped by part of the
 * day (morning, afternoon, evening in the zone shown), so the page keeps its length on a phone; the chosen time is
 * scrolled into view inside that list (`revealChosen`). Such a list is one Tab stop (a roving tabindex: the time
 * last focused, else the chosen one, else the first open one) and the keys move between its times (dense-keys.ts), so
 * the keyboard doesn't Tab through 96 times to leave it.
 */
import { html, nothing } from 'lit';
import type { Resource } from '../../api/booking-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
import { afterNextPaint } from '../../core/load-once.js';
import type { LocalSlot } from '../../core/regroup.js';
import { slotLabel, type TimeFormatter } from '../booking-widget/format.js';

/** What a list of times reads from the calendar. */
export interface TimeListContext {
  t: Translator;
  format: TimeFormatter;
  zone: string;
  /** For seats left (group events). */
  resource: Resource | undefined;
  /** The chosen time's instant, marked as selected. */
  selectedInstant: string;
  choose(slot: LocalSlot): void;
}

/** Parts of the day by the hour they start at, in the zone shown. */
const PARTS = [
  ['calendar.morning', 0],
  ['calendar.afternoon', 12],
  ['calendar.evening', 17],
] as const;

function timeButton(c: TimeListContext, slot: LocalSlot) {
  const { t, format, zone, resource } = c;
  const selected = c.selectedInstant === slot.instant;
  const seats =
    resource?.event_type === 'group' && slot.available > 0 && !resource.capacity.is_unlimited
      ? t.t('calendar.seatsLeft', { count: slot.available })
      : slot.available <= 0
        ? t.t('calendar.full')
        : '';
  return html`<li>
    <button
      type="button"
      class="slot ${selected ? 'selected' : ''}"
      part=${selected ? 'slot selected' : 'slot'}
      data-instant=${slot.instant}
      aria-label=${slotLabel(slot, format, zone, t, seats)}
      ?disabled=${slot.available <= 0}
      @click=${() => slot.available > 0 && c.choose(slot)}
    >
      ${format.time(slot.instant)} ${seats ? html`<span class="seats">${seats}</span>` : nothing}
    </button>
  </li>`;
}

/**
 * `date`'s times, named by the element `labelledBy`. Up to `fits` times: one list. More: one box of bounded height
 * that scrolls, a named list per part of the day (each heading at `level`).
 */
export function timeList(
  c: TimeListContext,
  slots: LocalSlot[],
  date: string,
  labelledBy: string,
  fits: number,
  level: number,
) {
  if (slots.length <= fits)
    return html`<ul class="slots" aria-labelledby=${labelledBy} data-date=${date}>
      ${slots.map((slot) => timeButton(c, slot))}
    </ul>`;
  const groups = PARTS.map(([key, from], index) => {
    const until = PARTS[index + 1]?.[1] ?? 24;
    return {
      key,
      slots: slots.filter((slot) => {
        const hour = Number(slot.localTime.slice(0, 2));
        return hour >= from && hour < until;
      }),
    };
  }).filter((group) => group.slots.length > 0);
  return html`<div class="dense" data-date=${date}>
    ${groups.map(({ key, slots: part }) => {
      const id = `${labelledBy}-${key.slice(9)}`;
      return html`<p class="part-of-day" role="heading" aria-level=${level} id=${id}>
          ${c.t.t(key)}
        </p>
        <ul class="slots" aria-labelledby="${labelledBy} ${id}" data-date=${date}>
          ${part.map((slot) => timeButton(c, slot))}
        </ul>`;
    })}
  </div>`;
}

/**
 * What a bounded list needs beyond its markup loads once the first one has been painted (most events never have a
 * day that needs one; the frame that shows it does not wait for it) and applies after each render (dense-keys.ts):
 * its one Tab stop and keys, and its chosen time scrolled into view inside it (`reveal`: when what is shown
 * changed, not on a refresh of the same times, which would undo the person's own scrolling).
 */
let loading: Promise<typeof import('./dense-keys.js')> | undefined;
export function denseLists(root: ParentNode, reveal: boolean): void {
  if (!root.querySelector('.dense')) return;
  loading ??= afterNextPaint().then(() => import('./dense-keys.js'));
  loading.then(
    (module) => module.denseLists(root, reveal),
    () => (loading = undefined),
  );
}
