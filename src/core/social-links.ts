/**
 * A host's `social` links (spec §2.5, strings): each one an absolute http(s) URL or left out (a `javascript:` or
 * relative value is never a link), once each, with the network it belongs to by its address — its maker's name
 * ("LinkedIn", not translated, like the payment gateways) — or, for any other site, the site's host name without
 * `www.`.
 */
import { safeHttpUrl } from './safe-url.js';

/** Networks the widget has an icon for, by the domains their profiles live on. */
export const NETWORKS = {
  linkedin: ['LinkedIn', 'linkedin.com'],
  instagram: ['Instagram', 'instagram.com'],
  youtube: ['YouTube', 'youtube.com', 'youtu.be'],
  x: ['X', 'x.com', 'twitter.com'],
  facebook: ['Facebook', 'facebook.com', 'fb.com'],
  github: ['GitHub', 'github.com'],
  tiktok: ['TikTok', 'tiktok.com'],
  bluesky: ['Bluesky', 'bsky.app'],
  threads: ['Threads', 'threads.net', 'threads.com'],
  pinterest: ['Pinterest', 'pinterest.com'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type Network = keyof typeof NETWORKS;

export interface SocialLink {
  href: string;
  /** The network's name, or the site's host name. */
  name: string;
  /** The known network (its icon), or undefined for any other site. */
  network?: Network;
}

const onDomain = (hostname: string, domain: string) =>
  hostname === domain || hostname.endsWith(`.${domain}`);

/** The host's links that may be shown, in their order, each address once. */
export function socialLinks(values: readonly string[] | null | undefined): SocialLink[] {
  const seen = new Set<string>();
  const links: SocialLink[] = [];
  for (const value of values ?? []) {
    const href = safeHttpUrl(value);
    if (!href || seen.has(href)) continue;
    seen.add(href);
    const hostname = new URL(href).hostname.toLowerCase();
    const network = (Object.keys(NETWORKS) as Network[]).find((key) =>
      NETWORKS[key].slice(1).some((domain) => onDomain(hostname, domain)),
    );
    links.push(
      network
        ? { href, name: NETWORKS[network][0], network }
        : { href, name: hostname.replace(/^www\./, '') },
    );
  }
  return links;
}
