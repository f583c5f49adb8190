import { css } from 'lit';

/**
 * The time zone row under the calendar (the zone, the 12/24-hour toggle) and the selector's placeholder until its
 * chunk has loaded.
 */
export const zoneFieldStyles = css`
  .zone-row booking-timezone-select {
    display: block;
    /* Below this width the 12/24-hour toggle goes onto its own line rather than over the field. */
    flex: 1 1 14rem;
    min-width: 0;
    max-width: 26rem;
  }
  /* The selector's placeholder until its chunk has loaded: the same look as its closed field. */
  booking-timezone-select > label {
    display: block;
    font-size: 0.875rem;
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  booking-timezone-select > input {
    width: 100%;
    min-height: 2.5rem;
    padding: 0.375rem 0.625rem;
    font: inherit;
    color: inherit;
    background: var(--_bg);
    border: 1px solid color-mix(in srgb, var(--_fg) 60%, var(--_bg));
    border-radius: var(--_radius);
  }
  .zone-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-top: 0.75rem;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .zone-text {
    margin: 0;
  }
  /* Beside the zone field's box (under its label), or on a line of its own when the row is narrow. */
  .clock {
    display: inline-flex;
    flex: none;
    align-self: flex-end;
    margin-inline-start: auto;
  }
  .clock .chip {
    padding-inline: 0.625rem;
    font: inherit;
    white-space: nowrap;
  }
  .clock .chip[aria-pressed='false'] {
    color: var(--_fg);
  }
  .clock .chip:first-child {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
  .clock .chip:last-child {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
    margin-inline-start: -1px;
  }
`;
