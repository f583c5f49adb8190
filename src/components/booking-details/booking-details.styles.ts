import { css } from 'lit';

/** The details column (<booking-details>, light DOM in the widget's shadow root), over the widget's tokens (`--_*`). */
export const bookingDetailsStyles = css`
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
`;
