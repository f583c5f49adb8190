import { css } from 'lit';

/**
 * The popup's own styles, after the shared token sheet (shared/tokens.styles.ts): the dialog sits outside
 * <booking-widget>'s shadow root, so it adopts the same sheet and its panel takes the widget's colours per theme.
 */
export const dialogStyles = css`
  :host {
    display: contents;
  }

  /*
   * One size from the first frame: the panel doesn't open short around a loading widget and grow (re-centring)
   * as the times and the form arrive; a longer step scrolls inside it.
   */
  dialog {
    width: min(60rem, calc(100vw - 2rem));
    height: min(44rem, calc(100dvh - 2rem));
    max-width: none;
    max-height: none;
    padding: 0;
    border: none;
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    font-family: var(--booking-font, inherit);
    /* A page's vertical writing mode must not turn the panel; its other text styles stop at the widget's wrapper. */
    writing-mode: horizontal-tb;
    box-shadow:
      0 24px 48px rgb(0 0 0 / 0.24),
      0 2px 8px rgb(0 0 0 / 0.16);
    overflow: hidden;
    overscroll-behavior: contain;
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
    animation: enter 160ms ease-out;
  }
  dialog::backdrop {
    background: rgb(15 17 21 / 0.55);
  }

  /* The two focus sentinels around the panel (booking-dialog.ts): focusable, never seen. */
  span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  /*
   * The close button has its own strip above the panel, opaque: the panel scrolls under nothing, so no field,
   * arrow or time is ever covered by it.
   */
  .bar {
    flex: none;
    display: flex;
    justify-content: flex-end;
    padding: 0.25rem 0.25rem 0;
    background: var(--_bg);
  }
  .panel {
    flex: auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
  }
  button {
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
    border: 1px solid transparent;
    border-radius: 999px;
    background: var(--_bg);
    color: var(--_fg);
    cursor: pointer;
  }
  button:hover {
    border-color: var(--_muted);
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: -3px;
  }
  /* Opened by a click or tap: no ring on the autofocused button until a key is pressed (WebKit draws one). */
  button.quiet:focus-visible {
    outline: none;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  /* The panel is the frame: the widget inside needs no border of its own (the page can still set one). */
  ::slotted(booking-widget) {
    display: block;
    border: none;
    border-radius: 0;
  }

  /* Small screens: the popup takes the whole viewport (like a native sheet). */
  @media (max-width: 640px) {
    dialog {
      width: 100vw;
      height: 100dvh;
      max-height: none;
      border-radius: 0;
    }
  }

  /* The panel is seen on the first frame it is drawn (its times with it): the motion settles it, from a fade that
     starts part-way, never from nothing. */
  @keyframes enter {
    from {
      opacity: 0.6;
      transform: translateY(8px) scale(0.98);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    dialog[open] {
      animation: none;
    }
  }
`;
