/**
 * A lazily imported module (or any async load), started on first use and shared by every caller after;
 * a failed load is forgotten, so the next call tries again (offline for a moment must not stick).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
