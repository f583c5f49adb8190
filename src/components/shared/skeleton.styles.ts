import { css } from 'lit';

/** Placeholders while loading (skeleton.ts), each the size of what replaces it. */
export const skeletonStyles = css`
  .bone {
    display: block;
    border-radius: var(--_radius);
  }
  /* A month's day whose times are still being read (booking-calendar.ts) is a placeholder too, not a day without times. */
  .bone,
  .day.loading {
    background: color-mix(in srgb, var(--_fg) 9%, var(--_bg));
  }
  .slot-bone {
    height: 2.5rem;
  }
  .heading-bone {
    width: fit-content;
    max-width: 100%;
    color: transparent;
  }
  .link-bone {
    width: 50%;
    height: 2.5rem;
    justify-self: center;
  }
  .title-bone {
    width: 70%;
    height: 1.625rem;
  }
  .line-bone {
    height: 1.45rem;
  }
  .chip-bone {
    width: 4.5rem;
    height: 2.5rem;
  }
  .bone-lines {
    display: grid;
    gap: 0.5rem;
  }
  .bone-chips {
    display: flex;
    gap: 0.375rem;
  }
  /* A slow pulse says "loading" without moving anything; none for those who ask for less motion. */
  @media (prefers-reduced-motion: no-preference) {
    .bone,
    .day.loading {
      animation: bone-pulse 1.6s ease-in-out infinite;
    }
  }
  @keyframes bone-pulse {
    50% {
      opacity: 0.5;
    }
  }
`;
