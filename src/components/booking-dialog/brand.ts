/**
 * A brand colour given as the popup's or the floating button's `primary` option, turned into the accessible
 * palette (`src/core/palette.ts`). Loaded on demand, only by popups and buttons that have one, so neither
 * this nor the palette is part of `booking-popup.js`.
 */
import { brandPalette, probeRgb } from '../../core/palette.js';

/**
 * Sets `--booking-primary` / `--booking-on-primary` from a brand colour on `element`, for its theme (and
 * again when `auto` follows a colour-scheme change). Returns false when the colour is not understood (the
 * default palette stays).
 */
export function applyBrandColor(
  element: HTMLElement,
  primary: string,
  theme?: 'light' | 'dark' | 'auto',
): boolean {
  // A CSS colour in any syntax the page may use (named colours included) → a form `brandPalette` parses.
  const colour = probeRgb(document.body, primary) ?? primary;
  const darkScheme = matchMedia('(prefers-color-scheme: dark)');
  const apply = (): boolean => {
    const palette = brandPalette(colour, {
      scheme: theme === 'dark' || (theme === 'auto' && darkScheme.matches) ? 'dark' : 'light',
    });
    if (palette) {
      element.style.setProperty('--booking-primary', palette.primary);
      element.style.setProperty('--booking-on-primary', palette.onPrimary);
    }
    return !!palette;
  };
  if (theme === 'auto') darkScheme.addEventListener('change', apply);
  const ok = apply();
  if (!ok)
    console.warn(`[booking-widget] "${primary}" is not a colour; the default palette is used.`);
  return ok;
}
