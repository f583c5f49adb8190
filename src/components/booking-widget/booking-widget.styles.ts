import { css } from 'lit';
import { bookingCalendarStyles } from '../booking-calendar/booking-calendar.styles.js';
import { bookingDetailsStyles } from '../booking-details/booking-details.styles.js';
import { zoneFieldStyles } from '../booking-timezone-select/zone-field.styles.js';
import { buttonStyles, panelStyles } from '../shared/panels.styles.js';
import { skeletonStyles } from '../shared/skeleton.styles.js';
import { tokens } from '../shared/tokens.styles.js';

/** The host (its tokens come from the shared sheet, shared/tokens.styles.ts). */
const host = css`
  :host {
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
  /* Forced colours: the focus ring in the mode's Highlight, apart from every other outline and border. */
  @media (forced-colors: active) {
    button:focus-visible,
    input:focus-visible,
    a:focus-visible {
      outline-color: Highlight;
    }
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
`;

/** The language picker's row (its chunk brings the rest): its place is held before the chunk is there. */
const languageRow = css`
  .language-row {
    min-height: 2.5rem;
    margin: 0.75rem 0 0;
  }
`;

/**
 * The confirmation's "Manage this booking" link (with manage-url), a phone's width, touch targets, and motion for
 * those who ask for less.
 */
const closing = css`
  .manage-link {
    margin: 0.75rem 0 0;
  }
  .manage-link a {
    color: var(--_accent);
  }
  /* A phone's width: the screen goes to the calendar, not to margins. */
  @container booking (max-width: 479.98px) {
    .root {
      padding: 0.75rem;
    }
    .layout {
      gap: 0.75rem;
    }
  }
  /* Touch: days, times, chips, the view switch and every button at least 44 × 44 px. */
  @media (pointer: coarse) {
    .chip,
    .btn,
    .iconbtn,
    .slot,
    .day,
    .views button,
    .language-row,
    .slot-bone,
    .link-bone,
    .more-bone {
      min-height: 2.75rem;
    }
    .chip,
    .btn,
    .iconbtn {
      min-width: 2.75rem;
    }
    .grid td {
      padding: 0;
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

/**
 * Styles of <booking-widget> and the elements that render into its shadow root, in cascade order: the tokens,
 * the host, the details, buttons, the calendar, the zone row, the state panels, the loading placeholders.
 */
export const bookingWidgetStyles = [
  tokens,
  host,
  bookingDetailsStyles,
  buttonStyles,
  bookingCalendarStyles,
  zoneFieldStyles,
  panelStyles,
  skeletonStyles,
  languageRow,
  closing,
];
