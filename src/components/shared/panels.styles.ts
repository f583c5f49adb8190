import { css } from 'lit';

/** The widget's buttons (`.btn`, `.chip`, `.iconbtn`), before the elements' own rules. */
export const buttonStyles = css`
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
    color: var(--_accent);
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
  /* Chosen or primary: after the rules they override (same specificity). */
  .chip[aria-pressed='true'],
  .btn.primary {
    background: var(--_primary);
    border-color: var(--_primary);
    color: var(--_on-primary);
  }
  /*
   * Forced colours (Windows High Contrast) drop the brand fill that marks a pressed chip and the opacity that dims a
   * disabled button: the mode's own selection and disabled colours say it instead (system colours are kept).
   */
  @media (forced-colors: active) {
    .chip[aria-pressed='true'] {
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
    button:disabled,
    .btn:disabled {
      opacity: 1;
      color: GrayText;
      border-color: GrayText;
    }
  }
`;

/** The state panels (panels.ts: a wait, a failure) and the calendar's notice. */
export const panelStyles = css`
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
  /* An event that can't be booked: a calm statement, not a failure. */
  .state.unavailable {
    color: var(--_fg);
  }
  /* The policy under the form: what the person may change later, and until when. */
  .policy-note {
    margin: 0.5rem 0 0;
    color: var(--_muted);
    font-size: 0.875rem;
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
  .busy {
    margin: 0 0 0.75rem;
    padding: 0.625rem 0.75rem;
    border-inline-start: 4px solid var(--_line);
    color: var(--_fg);
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
`;
