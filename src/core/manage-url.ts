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
