import { css } from 'lit';

/** The dark palette, for `theme="dark"` and for `theme="auto"` under a dark colour scheme. */
const dark = css`
  --_primary: var(--booking-primary, #93b4ff);
  --_on-primary: var(--booking-on-primary, #0b1220);
  --_bg: var(--booking-bg, #111827);
  --_fg: var(--booking-fg, #f3f4f6);
  --_muted: var(--booking-muted, #c0c6d0);
  --_danger: #fca5a5;
  color-scheme: dark;
`;

/**
 * The one design-token sheet: the public custom properties (`--booking-*`) feed private ones (`--_*`), so a theme
 * sets only what it wants; everything else falls back to the light or dark palette. Declared on <booking-widget>'s
 * host: custom properties inherit, so the elements in its shadow root read them, and so do those with a shadow root
 * of their own (the form, the location chooser, the confirmation). The popup (<booking-dialog>) and the floating
 * button are outside the widget, so each adopts this sheet too. The brand colour script (brand-color.ts) sets
 * `--_primary` and `--_on-primary` on the host the same way.
 */
export const tokens = css`
  :host {
    --_primary: var(--booking-primary, #1d4ed8);
    --_on-primary: var(--booking-on-primary, #ffffff);
    --_bg: var(--booking-bg, #ffffff);
    --_fg: var(--booking-fg, #111827);
    --_muted: var(--booking-muted, #4b5563);
    --_radius: var(--booking-radius, 8px);
    /* Borders that decorate (the host, panels, the details box). */
    --_line: color-mix(in srgb, var(--_fg) 22%, var(--_bg));
    /* Edges of form controls: 55% keeps them at 3:1 or more on the light and dark backgrounds (WCAG 1.4.11). */
    --_edge: color-mix(in srgb, var(--_fg) 55%, transparent);
    --_soft: color-mix(in srgb, var(--_primary) 10%, var(--_bg));
    --_danger: #b91c1c;
    /* A field's error text and border: mixed with the text colour, so it reads on either palette. */
    --_error: color-mix(in srgb, #c62828 72%, var(--_fg));
    --_focus: var(--_primary);
    /* The brand colour as text: the default palettes' own reach 4.5:1; brand-color.ts sets a brand's text shade. */
    --_accent: var(--_primary);
  }
  :host([theme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      ${dark}
    }
  }
  /*
   * Forced colours paint in the mode's system colours over any theme, yet Chromium still resolves a text's
   * currentcolor fill (-webkit-text-fill-color, which axe reads) from the author's colour: the text colours become
   * the mode's, over the dark theme, a brand colour and the page's settings alike (hence !important). Fills and the
   * text on them are the mode's already.
   */
  @media (forced-colors: active) {
    :host {
      --_fg: CanvasText !important;
      --_muted: CanvasText !important;
      --_accent: ButtonText !important;
      --_danger: CanvasText !important;
    }
  }
`;
