import { css } from 'lit';

/** Styles of <booking-events> (light DOM in the widget's shadow root, over the widget's tokens `--_*`). */
export const bookingEventsStyles = css`
  .events {
    display: grid;
    gap: 0.75rem;
  }
  .events h2 {
    font-size: 1.25rem;
  }
  .event-list {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* The whole card answers a click: the name's button covers it (its focus ring too). */
  .event {
    position: relative;
    display: grid;
    align-content: start;
    gap: 0.5rem;
    padding: 0.875rem;
    border: 1px solid var(--_line);
    /* The event's colour as a stripe (decoration beside its name, never its text: no contrast to keep). */
    border-inline-start: 0.375rem solid var(--_event-color, var(--_line));
    border-radius: var(--_radius);
    overflow-wrap: anywhere;
  }
  .event .hosts {
    align-items: center;
  }
  .event .avatar {
    width: 1.75rem;
    height: 1.75rem;
    font-size: 0.6875rem;
  }
  .event:hover {
    border-color: var(--_primary);
  }
  .event-name {
    font-size: 1.0625rem;
  }
  .event-name button {
    all: unset;
    cursor: pointer;
    color: var(--_accent);
    font-weight: 700;
  }
  .event-name button::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--_radius);
  }
  .event-name button:focus-visible::after {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .event-description {
    color: var(--_muted);
    font-size: 0.875rem;
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
  }
`;
