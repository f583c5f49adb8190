import { css } from 'lit';

/** The manage screens of <booking-widget> (<booking-manage>), over the widget's private palette (`--_*`). */
export const manageStyles = css`
  .manage {
    display: grid;
    gap: 0.875rem;
  }
  .manage h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  .manage h2:focus,
  .manage h3:focus {
    outline: none;
  }
  .manage h2:focus-visible,
  .manage h3:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .manage .event-name {
    margin: 0;
    font-weight: 600;
  }
  .manage-sub {
    margin: 0.25rem 0 0;
    font-size: 1rem;
  }
  .manage-facts {
    display: grid;
    gap: 0.5rem;
    margin: 0;
    padding: 0.875rem 1rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
  }
  .manage-facts > div {
    display: grid;
    grid-template-columns: minmax(6rem, 9rem) 1fr;
    gap: 0.75rem;
  }
  @container booking (max-width: 22rem) {
    .manage-facts > div {
      grid-template-columns: 1fr;
      gap: 0.125rem;
    }
  }
  .manage-facts dt {
    color: var(--_muted);
  }
  .manage-facts dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .line {
    display: block;
  }
  .muted {
    color: var(--_muted);
  }
  .manage-new-time {
    margin: 0;
    padding: 0.75rem 1rem;
    border-radius: var(--_radius);
    background: var(--_soft);
    font-weight: 600;
  }
  .manage-new-time .muted {
    font-weight: 400;
  }
  .manage-form {
    display: grid;
    gap: 0.875rem;
  }
  .manage-reason {
    display: grid;
    gap: 0.375rem;
    font-weight: 600;
  }
  .manage-reason textarea {
    font: inherit;
    font-weight: 400;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    padding: 0.5rem 0.625rem;
    resize: vertical;
    min-height: 4.5rem;
  }
  .manage-reason textarea:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .manage-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .btn.danger {
    background: var(--_danger);
    border-color: var(--_danger);
    color: var(--_bg);
  }
  /* Forced colours: the palette's system colours would draw this button inverted; a button's own colours instead. */
  @media (forced-colors: active) {
    .btn.danger {
      background: ButtonFace;
      border-color: ButtonText;
      color: ButtonText;
    }
  }
  .manage-blocked {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    margin: 0;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_danger);
    border-radius: var(--_radius);
  }
  .manage-blocked svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: var(--_danger);
  }
  .manage-done {
    display: grid;
    gap: 0.25rem;
    margin: 0 0 0.75rem;
    padding: 0.625rem 0.875rem;
    border-radius: var(--_radius);
    background: var(--_soft);
    font-weight: 600;
  }
`;
