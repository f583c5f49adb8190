/**
 * URLs that come from the API (banner, confirmation link and redirect, join_url) or from the host page
 * (manage-url) are used only when they are absolute http(s) URLs: never javascript:, data:, blob: or relative.
 */

/** The normalised URL when `value` is an absolute http: or https: URL without credentials; else undefined. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // An absolute URL must name its scheme; this also rejects protocol-relative `//host/path`.
  if (!/^https?:\/\//i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname) return undefined;
  // user:password@ in a link is a phishing device, never needed here.
  if (url.username || url.password) return undefined;
  return url.href;
}

/** An inline image: the bytes are in the URL, so showing it makes no request (the CSP's `img-src data:`). */
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)(?:;[\w=.+-]+)*,/i;

/**
 * An image's source for an `<img>` (a host's avatar): an absolute http(s) URL as `safeHttpUrl` allows it, or an
 * inline `data:image/…` (an image element runs no script, even from SVG); anything else is undefined.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value === 'string' && INLINE_IMAGE.test(value.trim())) return value.trim();
  return safeHttpUrl(value);
}
