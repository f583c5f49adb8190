/** Inline SVG icons (static markup, never API data). Decorative: each sits beside a text label. */
import { svg, type SVGTemplateResult } from 'lit';
import type { LocationType } from '../../api/booking-schemas.js';

/** A 20 px outline icon of a 24-unit drawing (also the on-demand icons': the details' extras). */
export const frame = (body: SVGTemplateResult) =>
  svg`<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const video = svg`<rect x="2.5" y="6" width="13" height="12" rx="2"/><path d="M15.5 10.5 21.5 7v10l-6-3.5"/>`;

const icons: Record<LocationType, SVGTemplateResult> = {
  google_meet: frame(svg`${video}<path d="M6 12h6"/>`),
  zoom: frame(svg`${video}<circle cx="9" cy="12" r="2"/>`),
  zoho: frame(svg`${video}<path d="M6.5 10h5l-5 4h5"/>`),
  microsoft_teams: frame(
    svg`<rect x="2.5" y="5" width="12" height="14" rx="2"/><path d="M6 9h5M8.5 9v6"/><circle cx="18.5" cy="8" r="2"/><path d="M16.5 12h4v4a2 2 0 0 1-4 0z"/>`,
  ),
  goto_meeting: frame(svg`${video}<path d="m7 9.5 3 2.5-3 2.5"/>`),
  webex: frame(svg`<circle cx="12" cy="12" r="9"/><path d="M7 9l2 6 3-5 3 5 2-6"/>`),
  joinme: frame(svg`<circle cx="12" cy="12" r="9"/><path d="M13 8v5a2 2 0 0 1-4 0"/>`),
  physical: frame(
    svg`<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>`,
  ),
  virtual: frame(svg`<rect x="3" y="4" width="18" height="12" rx="2"/><path d="M8 20h8M12 16v4"/>`),
  phone: frame(
    svg`<path d="M5 3.5h3.5l1.5 4-2.2 1.4a11 11 0 0 0 5.3 5.3l1.4-2.2 4 1.5V17a2 2 0 0 1-2 2A15.5 15.5 0 0 1 3 5.5a2 2 0 0 1 2-2z"/>`,
  ),
  ask_invitee: frame(
    svg`<path d="M4 5h16v11H9l-5 4z"/><path d="M10 9a2 2 0 1 1 2.5 1.9c-.4.2-.5.5-.5.9"/><path d="M12 14h.01"/>`,
  ),
  inbound_call: frame(
    svg`<path d="M5 3.5h3.5l1.5 4-2.2 1.4a11 11 0 0 0 5.3 5.3l1.4-2.2 4 1.5V17a2 2 0 0 1-2 2A15.5 15.5 0 0 1 3 5.5a2 2 0 0 1 2-2z"/><path d="M20 4l-5 5M15 5v4h4"/>`,
  ),
};

export const locationIcon = (type: LocationType): SVGTemplateResult => icons[type];

export const clockIcon = frame(svg`<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>`);
export const userIcon = frame(svg`<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>`);
export const teamIcon = frame(
  svg`<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><circle cx="17" cy="9" r="2.5"/><path d="M17 14a5 5 0 0 1 4.5 5"/>`,
);
export const priceIcon = frame(
  svg`<path d="M3 12V4h8l10 10-8 8z"/><circle cx="7.5" cy="8.5" r="1.5"/>`,
);
export const seatsIcon = frame(
  svg`<path d="M6 19v-7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v7M4 14h16M8 10V6a4 4 0 0 1 8 0v4"/>`,
);
/** Chevrons point "back" and "forward"; CSS mirrors them in right-to-left layouts. */
export const chevronBack = frame(svg`<path d="m15 5-7 7 7 7"/>`);
export const chevronForward = frame(svg`<path d="m9 5 7 7-7 7"/>`);
export const alertIcon = frame(
  svg`<circle cx="12" cy="12" r="9"/><path d="M12 7.5v5.5M12 16.5h.01"/>`,
);
