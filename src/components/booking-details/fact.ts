import { html, nothing } from 'lit';

/**
 * One line of the details: icon, the label for screen readers (none when the value says it), value. `more`: behind
 * "Details" in the compact header of a narrow widget.
 */
export const fact = (icon: unknown, label: string, value: unknown, more = false) =>
  html`<li class=${more ? 'fact more' : 'fact'}>
    ${icon}<span
      >${label ? html`<span class="visually-hidden">${label}: </span>` : nothing}${value}</span
    >
  </li>`;
