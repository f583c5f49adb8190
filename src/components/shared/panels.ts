/** The state panels the widget's screens share: a failure with its optional retry, and a wait. */
import { html, nothing } from 'lit';
import type { ErrorView } from '../../core/failure.js';
import type { Translator } from '../../core/i18n/index.js';
import { alertIcon } from './icons.js';

/** An error panel: title, message, an optional note, and "Try again" (label, action, disabled) when offered. */
export const errorPanel = (
  title: string,
  message: string,
  retry?: false | readonly [label: string, action: () => void, disabled?: boolean],
  note: unknown = nothing,
) =>
  html`<div class="error" part="error" role="alert">
    <strong>${alertIcon} ${title}</strong>
    <span>${message}</span>
    ${note}
    ${
      retry
        ? html`<button type="button" class="btn" ?disabled=${retry[2]} @click=${retry[1]}>
            ${retry[0]}
          </button>`
        : nothing
    }
  </div>`;

/** A request the service refused for now (429) waits to be sent again: "… trying again in N s". */
export const busyNotice = (text: string) => html`<p class="busy">${text}</p>`;

/** A wait: spinner and text (the region is busy). */
export const loadingPanel = (text: string) =>
  html`<div class="state" aria-busy="true">
    <div class="spinner" aria-hidden="true"></div>
    <span>${text}</span>
  </div>`;

/** An event that can't be booked (paused or gone): a calm statement and why, with no alarm and no retry. */
export const unavailablePanel = (t: Translator, why: Pick<ErrorView, 'key' | 'params'>) =>
  html`<div class="state unavailable" part="unavailable" role="status">
    <strong>${t.t('empty.unavailable')}</strong>
    <span>${t.t(why.key, why.params)}</span>
  </div>`;
