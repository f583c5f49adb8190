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
    overflow-wrap: anywhere;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .fact {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
  .sub {
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
  /* Hosts (hosts.ts): a fixed-size circle, initials under the photo, so nothing moves when it loads or fails. */
  .avatar {
    position: relative;
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    overflow: hidden;
    background: var(--_soft);
    color: var(--_fg);
    font-size: 0.875rem;
    font-weight: 600;
    line-height: 1;
  }
  .avatar img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .host {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.25rem 0.625rem;
    align-items: center;
  }
  .host-name {
    font-weight: 600;
  }
  .about {
    grid-column: 1 / -1;
    font-size: 0.875rem;
  }
  .team {
    display: grid;
    gap: 0.375rem;
  }
  .avatars {
    display: flex;
    flex-wrap: wrap;
  }
  /* Overlapping photos, each ringed in the background colour so the edges stay apart. */
  .avatars .avatar {
    box-shadow: 0 0 0 2px var(--_bg);
  }
  .avatars .avatar + .avatar {
    margin-inline-start: -0.375rem;
  }

  /*
   * A narrow widget (a phone, a slim column): a compact header — name, host, duration, price on a few lines — so the
   * calendar starts on the first screen; the description, locations, banner and the host's role and about are
   * behind "Details". Beside the calendar (760 px and wider) everything shows and "Details" is not offered.
   */
  .more-toggle {
    justify-self: start;
  }
  @container booking (min-width: 760px) {
    .more-toggle,
    .details > .more-bone {
      display: none;
    }
  }
  @container booking (max-width: 759.98px) {
    .details {
      gap: 0.5rem;
    }
    .name {
      font-size: 1.125rem;
    }
    .facts {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1rem;
    }
    .facts .avatar {
      width: 2rem;
      height: 2rem;
    }
    .details:not(.open) :is(.banner, .fact.more, .host .sub, .description:not(.approval)) {
      display: none;
    }
    /*
     * While the event loads (skeleton.ts), the compact header's most common shape: its name's line, one line of
     * facts and the "Details" toggle. An event with a duration choice or facts on more lines has a taller header.
     */
    .details > .title-bone {
      height: calc(1.125rem * 1.3);
    }
    .details > .bone-lines > .line-bone ~ .line-bone,
    .details > .bone-chips,
    .details > .more-lines {
      display: none;
    }
    .details > .more-bone {
      width: 5rem;
      height: 2.5rem;
    }
    /* The chips say what they are; the group keeps its name for screen readers. */
    .durations legend {
      position: absolute;
      clip-path: inset(50%);
    }
  }
`;
