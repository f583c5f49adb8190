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

/**
 * Runs `callback` when the browser is idle (at the latest after 2 s), or after 200 ms where
 * `requestIdleCallback` is missing: how lazily loaded screens are prefetched once the times are shown.
 */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

/**
 * Resolves in a task after the next frame has been painted: what a screen needs only once it is on screen (its
 * keys, keeping it current) is asked for then, so that the frame showing it never waits for it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
