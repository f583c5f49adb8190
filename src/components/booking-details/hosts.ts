/**
 * The people of the details column from `settings.hosts` (spec §2.5: name, role, about, avatar): each host with
 * their photo, name, role and about; a round-robin team as a row of photos with the names in text. A photo is
 * decorative (the name is beside it), so its `alt` is empty. Every avatar is a fixed-size circle that shows the
 * person's initials until the photo has loaded, and keeps them when there is no photo, its URL is not http(s) or
 * an inline image, or it fails to load: nothing moves when a photo arrives or fails.
 */
import { html, nothing } from 'lit';
import type { Host } from '../../api/booking-schemas.js';
import { initials } from '../../core/initials.js';
import { safeImageUrl } from '../../core/safe-url.js';

export type HostEntry = Host & { name: string };

/** The hosts the settings name (a host without a name is not shown). */
export const namedHosts = (hosts: readonly Host[] | null | undefined): HostEntry[] =>
  (hosts ?? []).filter((host): host is HostEntry => Boolean(host.name?.trim()));

/** Photos that failed to load, by URL: their initials stay (kept per page, so a re-render doesn't retry). */
const failed = new Set<string>();

/** A host's avatar: initials, with the photo over them once it loads. */
export function avatar(host: HostEntry, onFailed: () => void) {
  const url = safeImageUrl(host.avatar);
  const photo = url && !failed.has(url);
  return html`<span class="avatar" aria-hidden="true"
    ><span class="initials">${initials(host.name)}</span>${
      photo
        ? html`<img
            src=${url}
            alt=""
            loading="lazy"
            decoding="async"
            @error=${() => {
              failed.add(url);
              onFailed();
            }}
          />`
        : nothing
    }</span
  >`;
}

/**
 * One host: photo, name, role, about, then `links` (their social links, rendered on demand). `label` names the line
 * for screen readers ("Host").
 */
export function hostCard(host: HostEntry, label: string, onFailed: () => void, links: unknown) {
  return html`<li class="host">
    ${avatar(host, onFailed)}
    <span class="who">
      <span class="visually-hidden">${label}: </span
      ><span class="host-name" dir="auto">${host.name}</span
      >${host.role ? html`<span class="sub" dir="auto">${host.role}</span>` : nothing}
    </span>
    ${host.about ? html`<p class="description about" dir="auto">${host.about}</p>` : nothing}
    ${links}
  </li>`;
}

/**
 * A round-robin team: a row of photos (decorative), then the names as text, then `links` (each member's social links,
 * rendered on demand and named with the member's name).
 */
export function teamRow(
  team: HostEntry[],
  label: string,
  names: string,
  onFailed: () => void,
  links: unknown,
) {
  return html`<li class="team">
    <span class="avatars">${team.map((host) => avatar(host, onFailed))}</span>
    <span><span class="visually-hidden">${label}: </span>${names}</span>
    ${links}
  </li>`;
}
