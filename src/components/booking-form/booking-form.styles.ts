import { css } from 'lit';

/**
 * What the booking step's elements share (<booking-form>, <booking-confirmation>): the host's text and the base
 * look of buttons and focus rings. Their colours are the widget's design tokens (`--_*`, shared/tokens.styles.ts),
 * declared once on <booking-widget>'s host and inherited through their shadow roots.
 */
export const stepBaseStyles = css`
  :host {
    display: block;
    font-family: var(--booking-font, inherit);
    color: var(--_fg);
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  a,
  button {
    font: inherit;
    color: inherit;
  }

  button,
  .button {
    min-block-size: 2.5rem;
    min-inline-size: 2.5rem;
    padding: 0.45rem 0.9rem;
    border: 1px solid var(--_edge);
    border-radius: var(--_radius);
    background: transparent;
    cursor: pointer;
  }

  .primary {
    border-color: transparent;
    background: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
  }

  :is(a, input, select, textarea, button):focus-visible,
  .file-input:focus-visible + .file-face {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
`;

/** Styles of <booking-form> (after the tokens and `stepBaseStyles`). */
export const bookingFormStyles = css`
  .heading {
    margin: 0 0 0.5rem;
    font-size: 1.2em;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  .heading:focus {
    outline: none;
  }

  /* The chosen date, time and "Back" stay in sight at the top of the page or popup while the form scrolls. */
  .top {
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    gap: 0.5rem 0.75rem;
    margin-block-end: 0.75rem;
    padding-block: 0.5rem;
    border-block-end: 1px solid var(--_line);
    background: var(--_bg);
  }

  .summary {
    flex: 1;
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  .zone {
    display: block;
    font-size: 0.875em;
    font-weight: 400;
    color: var(--_muted);
  }

  form {
    display: grid;
    gap: 1rem;
    margin: 0;
  }

  .field {
    display: grid;
    gap: 0.3rem;
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }

  label,
  legend {
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  legend {
    padding: 0;
    margin-block-end: 0.3rem;
  }

  .marker {
    font-weight: 400;
    font-size: 0.875em;
    color: var(--_muted);
    margin-inline-start: 0.35em;
  }

  .hint {
    margin: 0;
    font-size: 0.875em;
    color: var(--_muted);
    overflow-wrap: anywhere;
  }

  .error {
    margin: 0;
    font-size: 0.875em;
    font-weight: 600;
    color: var(--_error);
    overflow-wrap: anywhere;
  }

  .error::before {
    content: '⚠\\FE0E  ';
  }

  input:not([type='radio'], [type='checkbox'], [type='file']),
  select,
  textarea {
    inline-size: 100%;
    min-block-size: 2.5rem;
    padding: 0.5rem 0.65rem;
    font: inherit;
    color: inherit;
    background: var(--_bg);
    border: 1px solid var(--_edge);
    border-radius: var(--_radius);
  }

  textarea {
    min-block-size: 5.5rem;
    resize: vertical;
  }

  :is(input, select, textarea)[aria-invalid='true'] {
    border-color: var(--_error);
    border-width: 2px;
  }

  .choices {
    display: grid;
    gap: 0.25rem;
  }

  .choice {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-block-size: 2rem;
    font-weight: 400;
    cursor: pointer;
  }

  .choice input {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    margin: 0;
    flex: none;
    accent-color: var(--_primary);
  }

  .choice input[aria-invalid='true'] {
    outline: 2px solid var(--_error);
    outline-offset: 1px;
  }

  .file-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }

  .file-name {
    overflow-wrap: anywhere;
  }

  .file-picker {
    position: relative;
    display: inline-flex;
  }

  .file-face {
    display: inline-flex;
    align-items: center;
  }

  .file-input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  .file-input[aria-invalid='true'] + .file-face {
    border: 2px solid var(--_error);
  }

  .guests {
    gap: 0.5rem;
  }

  .guest {
    display: flex;
    gap: 0.5rem;
    align-items: start;
  }

  .add-guest {
    justify-self: start;
  }

  .guest > .field {
    flex: 1;
  }

  .error-summary li {
    margin-block: 0.15rem;
  }

  button.link {
    vertical-align: top;
    min-block-size: 1.5rem;
    min-inline-size: 1.5rem;
    padding: 0.1rem 0.2rem;
    border: 0;
    text-decoration: underline;
    text-align: start;
  }

  .guest button {
    align-self: end;
  }

  button[part~='submit'] {
    justify-self: start;
    min-inline-size: 10rem;
  }

  button:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }

  .error-summary {
    padding: 0.75rem 1rem;
    border: 2px solid var(--_error);
    border-radius: var(--_radius);
  }

  .error-summary h3 {
    margin: 0 0 0.35rem;
    font-size: 1em;
    color: var(--_error);
  }

  .error-summary ul {
    margin: 0;
    padding-inline-start: 1.2rem;
  }

  /* Touch: rows of choices, fields and buttons at least 44 px high. */
  @media (pointer: coarse) {
    .choice,
    button,
    button.link,
    input:not([type='radio'], [type='checkbox'], [type='file']),
    select {
      min-block-size: 2.75rem;
    }
  }

  @media (forced-colors: active) {
    .error-summary,
    input[aria-invalid='true'] {
      border-color: Mark;
    }
    /* The mode paints the button's text as ButtonText, but its currentcolor fill (which axe reads) would still be
       the brand's text shade (white, or dark on a light brand colour). */
    .primary {
      color: ButtonText;
    }
  }
`;
