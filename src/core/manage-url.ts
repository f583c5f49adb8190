/**
 * The `manage-url` attribute's link under a confirmation: apart from safe-url.ts because only the booking step
 * shows it (size budgets).
 */
import { safeHttpUrl } from './safe-url.js';

/**
 * Fills `{name}` placeholders of a URL template (e.g. the `manage-url` attribute `https://x.test/manage/{booking_id}`)
 * with URL-encoded values; the result must be a safe http(s) URL.
 */
export function expandUrlTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string | undefined {
  const filled = template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(String(values[name])) : match,
  );
  return safeHttpUrl(filled);
}

/**
 * The `manage-url` link of `booking`: `{booking_id}` and `{manage_token}` filled in; a template without
 * `{manage_token}` gets the booking's token (a key-adding proxy's capability to change it) as the `booking_token`
 * query parameter, before any `#fragment`, so the page it opens can manage the booking through the proxy.
 */
export function manageLinkUrl(
  template: string,
  booking: { booking_id: string; manage_token?: string | undefined },
): string | undefined {
  const token = booking.manage_token ?? '';
  const filled = expandUrlTemplate(template, {
    booking_id: booking.booking_id,
    manage_token: token,
  });
  if (!filled || !token || /\{manage_token\}/.test(template)) return filled;
  const url = new URL(filled);
  // Appended as text: URLSearchParams would write the template's own query again (`%20` as `+`).
  url.search += `${url.search ? '&' : ''}booking_token=${encodeURIComponent(token)}`;
  return url.href;
}
