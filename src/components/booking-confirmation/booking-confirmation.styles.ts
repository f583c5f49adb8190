import { css } from 'lit';

/** Styles of <booking-confirmation>: the widget's custom properties, inherited through the shadow boundary. */
export const bookingConfirmationStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    font-family: var(--booking-font, inherit);
    color: var(--booking-fg, CanvasText);
    --_line: color-mix(in srgb, var(--booking-fg, CanvasText) 25%, transparent);
    --_radius: var(--booking-radius, 8px);
    --_muted: var(
      --booking-muted,
      color-mix(in srgb, var(--booking-fg, CanvasText) 68%, var(--booking-bg, Canvas))
    );
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
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
    background: var(--booking-primary, LinkText);
    color: var(--booking-on-primary, Canvas);
  }

  .badge.pending {
    background: transparent;
    color: var(--booking-fg, CanvasText);
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
  h2:focus,
  h2:focus-visible {
    outline: none;
  }

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1em;
  }

  p {
    margin: 0;
  }

  .muted {
    color: var(--_muted);
  }

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

  dt {
    color: var(--_muted);
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

  a,
  button {
    font: inherit;
    color: inherit;
  }

  a {
    text-underline-offset: 0.15em;
  }

  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-block-size: 2.5rem;
    min-inline-size: 2.5rem;
    padding: 0.45rem 0.9rem;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: transparent;
    text-decoration: none;
    cursor: pointer;
  }

  .button.primary {
    border-color: transparent;
    background: var(--booking-primary, LinkText);
    color: var(--booking-on-primary, Canvas);
    font-weight: 600;
  }

  dd a {
    display: inline-block;
    min-block-size: 1.5rem;
  }

  :is(a, button):focus-visible {
    outline: 3px solid var(--booking-primary, Highlight);
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  @media (forced-colors: active) {
    .badge {
      border: 2px solid CanvasText;
    }
  }
`;
