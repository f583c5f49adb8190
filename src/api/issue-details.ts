/**
 * zod's issues as the error body's `details` and as one line of text: how the client words a refused answer,
 * query or body. Types only from zod, so the first paint's path carries no zod (size budgets).
 */
import type * as z from 'zod/mini';

/** An error body's `details` item (ErrorDetail in booking-schemas.ts). */
interface ErrorDetail {
  path: string;
  message: string;
}

/** Marks the null option of nullable() (schema-helpers.ts): issuesToDetails never reports it. */
export const NULL_OPTION = 'null_option';

/** Flattens zod issues into `{ path, message }` pairs, the error body's `details`. */
export function issuesToDetails(error: z.core.$ZodError): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const visit = (issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[]) => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path];
      if (issue.code === 'invalid_union' && issue.errors.length > 0) {
        // Report the branch meant: the one with the fewest wrong top-level values (a variant's `type` or
        // `event_type` names the branch), then the one that got furthest (its deepest issue path).
        // A nullable field's null option is never the branch meant.
        const rank = (issues: readonly z.core.$ZodIssue[]) =>
          issues.some((i) => i.code === 'custom' && i.params?.[NULL_OPTION])
            ? Infinity
            : issues.filter((i) => i.code === 'invalid_value' && i.path.length === 1).length * 1e3 -
              Math.max(0, ...issues.map((i) => i.path.length));
        const best = [...issue.errors].sort((a, b) => rank(a) - rank(b))[0]!;
        visit(best, path);
        continue;
      }
      details.push({ path: path.map(String).join('.'), message: issue.message });
    }
  };
  visit(error.issues, []);
  return details;
}

/** One line naming each invalid field: `invitees.0.email: Invalid email address`. */
export function describeIssues(error: z.core.$ZodError): string {
  return issuesToDetails(error)
    .map(({ path, message }) => (path ? `${path}: ${message}` : message))
    .join('; ');
}
