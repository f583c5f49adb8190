/**
 * The confirmation's redirect URL with the booking's id added: apart from safe-url.ts because only the
 * confirmation's chunk uses it (size budgets).
 */
import { safeHttpUrl } from './safe-url.js';

/** A safe URL with query parameters set (e.g. `{ booking_id }` for a redirect); undefined when unsafe. */
export function withQuery(
  value: unknown,
  params: Readonly<Record<string, string | number | boolean | null | undefined>>,
): string | undefined {
  const safe = safeHttpUrl(value);
  if (!safe) return undefined;
  const url = new URL(safe);
  for (const [key, param] of Object.entries(params)) {
    if (param === undefined || param === null) continue;
    url.searchParams.set(key, String(param));
  }
  return url.href;
}
