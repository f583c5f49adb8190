/**
 * Loading states of the final size: placeholders laid out like what replaces them (a day's times, the week's
 * columns, the details column), so nothing below moves when the content arrives. Hidden from assistive
 * technology, which reads the one line of text each carries instead.
 */
import { html, nothing } from 'lit';

const bones = (count: number, kind: string) =>
  Array.from({ length: count }, () => html`<span class="bone ${kind}"></span>`);

/** A day's times while they load: the list's place, filled with time-shaped placeholders (`label` read out). */
export const timesSkeleton = (count: number, label = '') =>
  html`<div class="skeleton" aria-busy="true">
    ${label ? html`<span class="visually-hidden">${label}</span>` : nothing}
    <ul class="slots" aria-hidden="true">
      ${bones(count, 'slot-bone').map((bone) => html`<li>${bone}</li>`)}
    </ul>
  </div>`;
/**
 * A day's panel, full: its heading (the text given, unseen), `count` times and `links` link-sized lines. Shown while
 * the times load, and kept unseen under the loaded panel beside the grid, so that a day with fewer times leaves the
 * widget its size.
 */
export const dayPanelSkeleton = (heading: string, count: number, links: number, label = '') =>
  html`<p class="bone heading-bone" aria-hidden="true">${heading}</p>
    ${timesSkeleton(count, label)} ${bones(links, 'link-bone')}`;

/**
 * The details column while the event loads: its name, facts, duration choice and description. In a narrow widget,
 * the compact header's most common shape instead (booking-details.styles.ts): a name, one line of facts and its
 * "Details" toggle.
 */
export const detailsSkeleton = () =>
  html`<div class="details" aria-hidden="true">
    <span class="bone title-bone"></span>
    <span class="bone-lines">${bones(3, 'line-bone')}</span>
    <span class="bone-chips">${bones(2, 'chip-bone')}</span>
    <span class="bone-lines more-lines">${bones(3, 'line-bone')}</span>
    <span class="bone more-bone"></span>
  </div>`;
