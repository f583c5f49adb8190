import { css } from 'lit';

export const dialogStyles = css`
  :host {
    display: contents;
    --_bg: var(--booking-bg, #ffffff);
    --_fg: var(--booking-fg, #111827);
    --_muted: var(--booking-muted, #4b5563);
  }
  :host([theme='dark']) {
    --_bg: var(--booking-bg, #111827);
    --_fg: var(--booking-fg, #f3f4f6);
    --_muted: var(--booking-muted, #c0c6d0);
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --_bg: var(--booking-bg, #111827);
      --_fg: var(--booking-fg, #f3f4f6);
      --_muted: var(--booking-muted, #c0c6d0);
    }
  }

  dialog {
    box-sizing: border-box;
    width: min(60rem, calc(100vw - 2rem));
    max-width: none;
    max-height: calc(100dvh - 2rem);
    padding: 0;
    border: none;
    border-radius: var(--booking-radius, 8px);
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
    animation: booking-dialog-in 160ms ease-out;
  }
  dialog::backdrop {
    background: rgb(15 17 21 / 0.55);
  }

  .sentinel {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  .panel {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
  }
  .bar {
    position: sticky;
    top: 0;
    z-index: 1;
    display: flex;
    justify-content: flex-end;
    padding: 0.5rem 0.5rem 0;
    pointer-events: none;
  }
  .close {
    pointer-events: auto;
    display: inline-grid;
    place-items: center;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    padding: 0;
    border: 1px solid transparent;
    border-radius: 999px;
    background: var(--_bg);
    color: var(--_fg);
    cursor: pointer;
  }
  .close:hover {
    border-color: var(--_muted);
  }
  .close:focus-visible {
    outline: 3px solid var(--booking-primary, #1d4ed8);
    outline-offset: 2px;
  }
  .close svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
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

  @keyframes booking-dialog-in {
    from {
      opacity: 0;
      transform: translateY(8px) scale(0.98);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    dialog[open] {
      animation: none;
    }
  }
`;
