/**
 * What only some events' details show, loaded on demand (the chunk map's 'on-demand' set) by <booking-details>
 * when the event has a `settings.policy` or a host with `social` links, so the others download none of it:
 * - the policy's terms, one sentence a line ("Free cancellation until 48 hours before the start");
 * - a host's links: an icon each (the network's, else a globe), named for screen readers "Alex Rivera on LinkedIn"
 *   (and that they open in a new tab), opened in a new tab without giving the page a handle on the widget's
 *   (`noopener noreferrer`). Only http(s) addresses are links (`socialLinks`).
 */
import { css, html, nothing, svg, type SVGTemplateResult } from 'lit';
import type { Settings } from '../../api/booking-schemas.js';
import type { Translator } from '../../core/i18n/index.js';
// The policy's and the links' English strings join the catalog with this chunk (catalogs/en-details-extras.ts).
import '../../core/i18n/english-details-extras.js';
import { policyTerms } from '../../core/policy-terms.js';
import { socialLinks, type Network } from '../../core/social-links.js';
import { adoptInto } from '../shared/adopt.js';
import { frame } from '../shared/icons.js';
import { fact } from './fact.js';
import type { HostEntry } from './hosts.js';

/** Their styles, added to the shadow root the details render into (the widget's sheet doesn't carry them). */
const styles = css`
  /* One sentence a line: the policy's terms. */
  .fact .line {
    display: block;
  }
  /* A host's links: icons in a row, each a 2 rem target with its name for screen readers. */
  .social {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .social a {
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: var(--_radius);
    color: var(--_muted);
  }
  .social .whose {
    align-self: center;
    margin-inline-end: 0.25rem;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .social a:hover {
    color: var(--_accent);
    background: var(--_soft);
  }
  /* The compact header keeps them behind "Details", with the host's role and about. */
  @container booking (max-width: 759.98px) {
    .details:not(.open) .social {
      display: none;
    }
  }
`;

/** Adds the extras' styles to `root` (the widget's shadow root), once. */
export const adoptStyles = (root: Node) => adoptInto(root, styles);

/** A calendar with a check: the terms for changing a booking. */
const policyIcon = frame(
  svg`<rect x="3.5" y="5" width="17" height="15" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4"/>`,
);

/** Each network's mark, drawn in the widget's outline style (text colour, no brand colours). */
const NETWORK_ICONS: Record<Network, SVGTemplateResult> = {
  linkedin: frame(
    svg`<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17"/>`,
  ),
  instagram: frame(
    svg`<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5v.01"/>`,
  ),
  youtube: frame(
    svg`<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="m10 9 5 3-5 3z"/>`,
  ),
  x: frame(svg`<path d="M4 4h4l12 16h-4zM19.5 4 13.6 10.6M4.5 20l5.9-6.6"/>`),
  facebook: frame(
    svg`<path d="M14.5 21v-7.5h2.8l.5-3.3h-3.3V8.3c0-1 .5-1.8 1.9-1.8H18V3.6A17 17 0 0 0 15.6 3.4c-2.6 0-4.3 1.5-4.3 4.4v2.4H8.5v3.3h2.8V21"/>`,
  ),
  github: frame(
    svg`<path d="M9 19.5c-4 1.3-4-2-5.5-2.5M15 21.5v-3.8c0-1 .1-1.5-.5-2.1 2.8-.3 5.5-1.4 5.5-6a4.7 4.7 0 0 0-1.3-3.3 4.3 4.3 0 0 0-.1-3.2s-1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.5 3.1 5.5 3.1a4.3 4.3 0 0 0-.1 3.2A4.7 4.7 0 0 0 4 9.6c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2.1v3.8"/>`,
  ),
  tiktok: frame(svg`<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3a5 5 0 0 0 5 5"/>`),
  bluesky: frame(
    svg`<path d="M12 11C10.5 8 7 5 4.8 5 3.4 5 3.2 6.6 3.6 8.6 4.1 11 6.5 11.7 8.8 11.5 6.4 12 5.2 13.9 7 15.6 9.6 18 11 14 12 11zm0 0c1.5-3 5-6 7.2-6 1.4 0 1.6 1.6 1.2 3.6-.5 2.4-2.9 3.1-5.2 2.9 2.4.5 3.6 2.4 1.8 4.1C14.4 18 13 14 12 11z"/>`,
  ),
  threads: frame(
    svg`<path d="M16.5 11.5c-.5-2.5-2.3-3.5-4.3-3.5-2.3 0-3.7 1.5-3.7 1.5M15.5 12.5c-1.5-1-6-1-6 1.5 0 2.6 4.8 2.6 5.8-.5.7-2.3 0-6-3.8-6"/><path d="M19 8.5C18 5 15.5 3 12 3 7 3 4 6.5 4 12s3 9 8 9c4 0 7-2.5 7-5.5 0-2.7-2.2-4-4-4"/>`,
  ),
  pinterest: frame(
    svg`<circle cx="12" cy="12" r="9"/><path d="M11 10.5 8.5 21M9.3 14.3c.6.5 1.4.7 2.2.7 2.9 0 4.5-2.3 4.5-4.8A4.2 4.2 0 0 0 11.6 6C8.9 6 7 8 7 10.4c0 1 .4 2 1.2 2.4"/>`,
  ),
};

/** Any other site: a globe. */
const siteIcon = frame(
  svg`<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>`,
);

/** The policy's terms as one line of the details, behind "Details" in the compact header. */
export function policyFact(t: Translator, policy: Settings['policy']) {
  const terms = policyTerms(t, policy);
  return terms.length
    ? fact(
        policyIcon,
        t.t('details.policy'),
        terms.map((line) => html`<span class="line">${line}</span>`),
        true,
      )
    : nothing;
}

/**
 * A host's links, as a row of icons under their card; in a team's row (`named`) led by the member's name, so a sighted
 * person sees whose they are too (each link's name says it already).
 */
export function hostLinks(t: Translator, host: HostEntry, named = false) {
  const links = socialLinks(host.social);
  if (!links.length) return nothing;
  return html`<ul class="social">
    ${named ? html`<li class="whose" aria-hidden="true" dir="auto">${host.name}</li>` : nothing}
    ${links.map(({ href, name, network }) => {
      const label = t.t('social.on', { name: host.name, network: name });
      return html`<li>
        <a href=${href} target="_blank" rel="noopener noreferrer" title=${label}
          >${network ? NETWORK_ICONS[network] : siteIcon}<span class="visually-hidden"
            >${label} ${t.t('confirmation.opensInNewTab')}</span
          ></a
        >
      </li>`;
    })}
  </ul>`;
}
