import { css } from 'lit';

/** The dark palette, for `theme="dark"` and for `theme="auto"` under a dark colour scheme. */
const dark = css`
  --_primary: var(--booking-primary, #93b4ff);
  --_on-primary: var(--booking-on-primary, #0b1220);
  --_bg: var(--booking-bg, #111827);
  --_fg: var(--booking-fg, #f3f4f6);
  --_muted: var(--booking-muted, #c0c6d0);
  --_danger: #fca5a5;
  color-scheme: dark;
`;

/**
 * Styles of <booking-widget>. The public custom properties (`--booking-*`) feed private ones (`--_*`)
 * so a theme sets only what it wants; everything else falls back to the light or dark palette.
 */
export const bookingWidgetStyles = css`
  :host {
    --_primary: var(--booking-primary, #1d4ed8);
    --_on-primary: var(--booking-on-primary, #ffffff);
    --_bg: var(--booking-bg, #ffffff);
    --_fg: var(--booking-fg, #111827);
    --_muted: var(--booking-muted, #4b5563);
    --_radius: var(--booking-radius, 8px);
    --_line: color-mix(in srgb, var(--_fg) 22%, var(--_bg));
    --_soft: color-mix(in srgb, var(--_primary) 10%, var(--_bg));
    --_danger: #b91c1c;
    --_focus: var(--_primary);
    display: block;
    box-sizing: border-box;
    color: var(--_fg);
    background: var(--_bg);
    font-family: var(--booking-font, inherit);
    font-size: 1rem;
    line-height: 1.45;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    min-width: 0;
    max-width: 100%;
    container-type: inline-size;
    container-name: booking;
  }
  :host([hidden]) {
    display: none;
  }
  :host([theme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      ${dark}
    }
  }
  /* The form and confirmation read the public properties: hand them the resolved palette (issue 5). */
  booking-form,
  booking-confirmation {
    --booking-fg: var(--_fg);
    --booking-bg: var(--_bg);
    --booking-muted: var(--_muted);
    --booking-primary: var(--_primary);
    --booking-on-primary: var(--_on-primary);
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  [hidden] {
    display: none !important;
  }
  /*
   * Inherited text properties a page sets on <booking-widget> (or above it) would reach every label:
   * page rules on the host element beat :host, so reset them here. Font family and size still inherit.
   */
  .root {
    padding: 1rem;
    text-transform: none;
    letter-spacing: normal;
    word-spacing: normal;
    line-height: 1.45;
    text-align: start;
    text-indent: 0;
    font-style: normal;
    font-weight: 400;
    font-variant: normal;
    font-stretch: normal;
    font-kerning: auto;
    font-feature-settings: normal;
    font-variation-settings: normal;
    white-space: normal;
    word-break: normal;
    overflow-wrap: break-word;
    hyphens: manual;
    text-shadow: none;
    text-emphasis: none;
    -webkit-text-stroke: 0;
    writing-mode: horizontal-tb;
    cursor: auto;
    tab-size: 8;
  }
  .layout {
    display: grid;
    gap: 1.25rem;
    grid-template-columns: minmax(0, 1fr);
  }
  @container booking (min-width: 760px) {
    .layout.with-details {
      grid-template-columns: minmax(200px, 280px) minmax(0, 1fr);
    }
  }
  h2,
  h3,
  p {
    margin: 0;
  }
  button {
    font: inherit;
    color: inherit;
  }
  button:focus-visible,
  input:focus-visible,
  a:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .icon {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    vertical-align: -0.25em;
  }
  :host(:dir(rtl)) .mirror,
  [dir='rtl'] .mirror {
    transform: scaleX(-1);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* Details */
  .details {
    display: grid;
    gap: 0.75rem;
    align-content: start;
    min-width: 0;
  }
  .banner {
    width: 100%;
    max-height: 160px;
    object-fit: cover;
    border-radius: calc(var(--_radius) - 2px);
  }
  .name {
    font-size: 1.25rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .description {
    white-space: pre-line;
    color: var(--_muted);
    overflow-wrap: anywhere;
  }
  .facts {
    display: grid;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .fact {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  .fact .sub {
    display: block;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .durations {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    border: 0;
    margin: 0;
    padding: 0;
  }
  .durations legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }

  /* Buttons */
  .chip,
  .btn,
  .iconbtn {
    min-height: 2.5rem;
    min-width: 2.5rem;
    padding: 0.375rem 0.875rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_bg);
    cursor: pointer;
  }
  .btn.link {
    border-color: transparent;
    background: none;
    color: var(--_primary);
    text-decoration: underline;
    padding-inline: 0.25rem;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  /* The booking step's retry while it submits; the manage screens' buttons while they send. */
  .btn:disabled {
    cursor: progress;
    opacity: 0.7;
  }

  /* Toolbar */
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
  .nav {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    min-width: 0;
  }
  .nav h3 {
    font-size: 1.05rem;
    min-width: 8ch;
    text-align: center;
    padding-inline: 0.25rem;
  }
  .iconbtn {
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    border-radius: 999px;
  }
  .views {
    display: inline-flex;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    overflow: hidden;
  }
  .views button {
    min-height: 2.25rem;
    padding: 0.25rem 0.75rem;
    border: 0;
    background: var(--_bg);
    cursor: pointer;
  }

  /* Month grid */
  .chooser {
    display: grid;
    gap: 1rem;
  }
  @container booking (min-width: 560px) {
    .chooser.view-month {
      grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  table.grid {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  .grid th {
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--_muted);
    padding: 0.25rem 0;
    text-transform: uppercase;
  }
  .grid td {
    padding: 2px;
    text-align: center;
  }
  .day {
    position: relative;
    width: 100%;
    max-width: 3rem;
    aspect-ratio: 1;
    min-height: 2rem;
    border: 1px solid transparent;
    border-radius: 999px;
    background: none;
    color: var(--_muted);
    cursor: default;
    font-variant-numeric: tabular-nums;
  }
  .day[aria-disabled='true'] {
    opacity: 0.7;
  }
  .day.available {
    background: var(--_soft);
    /* Nudged toward the text colour: a brand colour at 4.5:1 on the page keeps 4.5:1 on the tint. */
    color: color-mix(in srgb, var(--_primary) 82%, var(--_fg));
    font-weight: 700;
    cursor: pointer;
  }
  .day.available:hover {
    border-color: var(--_primary);
  }
  .day.today::after {
    content: '';
    position: absolute;
    inset-block-end: 3px;
    inset-inline-start: calc(50% - 2px);
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background: currentColor;
  }

  /* Slots */
  .slots-panel {
    display: grid;
    gap: 0.5rem;
    min-width: 0;
  }
  .slots-panel h3 {
    font-size: 1rem;
  }
  .slots {
    display: grid;
    gap: 0.375rem;
    grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
    max-height: 22rem;
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: 2px;
    margin: 0;
    list-style: none;
  }
  .slot {
    width: 100%;
    min-height: 2.5rem;
    padding: 0.375rem 0.5rem;
    border: 1px solid var(--_primary);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_primary);
    font-weight: 600;
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  .slot .seats {
    display: block;
    font-size: 0.75rem;
    font-weight: 400;
    color: var(--_muted);
  }
  .slot:hover {
    background: var(--_soft);
  }
  /* Chosen or primary: after the rules they override (same specificity). */
  .chip[aria-pressed='true'],
  .btn.primary,
  .views button[aria-pressed='true'],
  .day.selected,
  .slot.selected {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
  }
  .slot.selected .seats {
    color: inherit;
  }
  .slot:disabled {
    border-color: var(--_line);
    color: var(--_muted);
    text-decoration: line-through;
  }
  .week {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 0.375rem;
  }
  @container booking (max-width: 559px) {
    .week {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .col {
    min-width: 0;
    display: grid;
    gap: 0.375rem;
    align-content: start;
  }
  .col h4 {
    margin: 0;
    font-size: 0.8125rem;
    text-align: center;
    font-weight: 600;
  }
  .col .slots {
    grid-template-columns: minmax(0, 1fr);
    max-height: 18rem;
  }
  .col .slot {
    padding-inline: 0.125rem;
    font-size: 0.875rem;
  }
  .col .none {
    text-align: center;
    color: var(--_muted);
    font-size: 0.8125rem;
  }

  /* The confirmation's "Manage this booking" link (with manage-url) */
  .manage-link {
    margin: 0.75rem 0 0;
  }
  .manage-link a {
    color: var(--_primary);
  }

  /* Time zone */
  .zone-row booking-timezone-select {
    display: block;
    flex: 1 1 auto;
    min-width: 0;
    max-width: 26rem;
  }
  /* The selector's placeholder until its chunk has loaded: the same look as its closed field. */
  booking-timezone-select > label {
    display: block;
    font-size: 0.875rem;
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  booking-timezone-select > input {
    width: 100%;
    min-height: 2.5rem;
    padding: 0.375rem 0.625rem;
    font: inherit;
    color: inherit;
    background: var(--_bg);
    border: 1px solid color-mix(in srgb, var(--_fg) 60%, var(--_bg));
    border-radius: var(--_radius);
  }
  .wd-narrow {
    display: none;
  }
  /* Where short weekday names are whole words (Arabic, Hebrew), columns fit only the narrow ones. */
  .narrow-weekdays .wd-short {
    display: none;
  }
  .narrow-weekdays .wd-narrow {
    display: inline;
  }
  @container booking (max-width: 420px) {
    .wd-short {
      display: none;
    }
    .wd-narrow {
      display: inline;
    }
  }
  .zone-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-top: 0.75rem;
    color: var(--_muted);
    font-size: 0.875rem;
  }

  /* States */
  .state,
  .error {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    padding: 0.75rem;
    border-radius: var(--_radius);
    border: 1px dashed var(--_line);
    color: var(--_muted);
  }
  .error {
    border: 1px solid var(--_danger);
    color: var(--_fg);
  }
  .error strong {
    color: var(--_danger);
  }
  .notice {
    padding: 0.625rem 0.75rem;
    border-inline-start: 4px solid var(--_danger);
    background: color-mix(in srgb, var(--_danger) 8%, var(--_bg));
    border-radius: calc(var(--_radius) / 2);
    margin-bottom: 0.75rem;
  }
  .spinner {
    width: 1.25rem;
    height: 1.25rem;
    border: 3px solid var(--_line);
    border-top-color: var(--_primary);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;
