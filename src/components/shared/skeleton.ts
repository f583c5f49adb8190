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
