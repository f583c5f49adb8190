import { css } from 'lit';

/** Styles of <booking-confirmation> (after the booking step's `stepBaseStyles`). */
export const bookingConfirmationStyles = css`
  :host {
    container-type: inline-size;
  }

  section {
    display: grid;
    gap: 1rem;
  }

  .head {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }

  .badge {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    border-radius: 50%;
    background: var(--_primary);
    color: var(--_on-primary);
  }

  .badge.pending {
    background: transparent;
    color: inherit;
    border: 2px dashed var(--_muted);
  }

  .badge svg {
    inline-size: 1.4rem;
    block-size: 1.4rem;
  }

  h2 {
    margin: 0;
    font-size: 1.35em;
    line-height: 1.25;
  }

  /* The heading takes focus only so reading starts there; it is not a control, so no ring. */
  h2:focus {
    outline: none;
  }

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1em;
  }

  p {
    margin: 0;
  }

  .muted,
  .message {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  .event-name {
    font-weight: 600;
    font-size: 1.1em;
    overflow-wrap: anywhere;
  }

  dl {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding: 1rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
  }

  dl > div {
    display: grid;
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: 0.25rem 1rem;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  dd .line {
    display: block;
  }

  @container (max-width: 22rem) {
    dl > div {
      grid-template-columns: 1fr;
    }
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  a {
    text-underline-offset: 0.15em;
  }

  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    text-decoration: none;
  }

  dd a {
    display: inline-block;
    min-block-size: 1.5rem;
  }

  @media (forced-colors: active) {
    .badge {
      border: 2px solid CanvasText;
    }
  }

  /* Only the confirmation hides text (the form's sheet leaves it out: the booking step's chunk stays small). */
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
