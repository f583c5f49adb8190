/**
 * Brand colour → accessible palette. Pure functions of colour values (no DOM): the widget and the popup
 * call `brandPalette()` when a page gives only `--booking-primary` (or the `primary` embed option), and the
 * widget `resolveBrandColors()` when a page's colour is not a colour (with `probeRgb`, the one DOM helper, which
 * lives here so that only the on-demand chunk carries it). Loaded on demand (size budgets).
 *
 * Guarantees (WCAG 2.x relative luminance):
 * - `onPrimary` on `primary` has a contrast of at least 4.5:1 (text on buttons, the selected day…);
 * - `primary` against the scheme's background has at least 3:1 (non-text UI, WCAG 1.4.11) — for a dark
 *   scheme the brand colour is lightened, for a light one darkened, keeping its hue and saturation;
 * - `accent` (primary used as text on the background: links, the selected slot's outline label) has 4.5:1.
 */

/** A colour in sRGB, channels 0–255 (not rounded), alpha 0–1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

export type ColorScheme = 'light' | 'dark';

export interface BrandPalette {
  /** The primary colour to use (the brand colour, or a lighter/darker shade of it when needed), `#rrggbb`. */
  primary: string;
  /** Text/icon colour on `primary`, `#ffffff` or `#000000`, contrast ≥ 4.5:1. */
  onPrimary: string;
  /** The primary colour as text on `background`, contrast ≥ 4.5:1, `#rrggbb`. */
  accent: string;
  /** Measured contrast ratios, for tests and docs. */
  contrast: { onPrimary: number; primaryOnBackground: number; accentOnBackground: number };
}

/** The backgrounds the widget's own light and dark themes use (`--booking-bg` defaults). */
export const DEFAULT_BACKGROUNDS: Readonly<Record<ColorScheme, string>> = {
  light: '#ffffff',
  dark: '#111827',
};

export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_UI_CONTRAST = 3;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** Parses one numeric CSS component: `50%` → ratio × `percentScale`, `none` → 0, else the number. */
function component(token: string, percentScale: number): number | undefined {
  if (token === 'none') return 0;
  const percent = token.endsWith('%');
  const value = Number(percent ? token.slice(0, -1) : token);
  if (!Number.isFinite(value)) return undefined;
  return percent ? (value / 100) * percentScale : value;
}

function hue(token: string): number | undefined {
  const match = /^(-?[\d.]+(?:e-?\d+)?)(deg|rad|grad|turn)?$/.exec(token);
  if (!match) return token === 'none' ? 0 : undefined;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return undefined;
  const unit = match[2] ?? 'deg';
  const degrees =
    unit === 'rad'
      ? (value * 180) / Math.PI
      : unit === 'grad'
        ? value * 0.9
        : unit === 'turn'
          ? value * 360
          : value;
  return ((degrees % 360) + 360) % 360;
}

/** Splits `rgb(1 2 3 / 50%)` or `rgb(1, 2, 3, 0.5)` into its name and components. */
function functionalParts(
  css: string,
): { name: string; parts: string[]; alpha: string | undefined } | undefined {
  const match = /^([a-z]+)\(\s*(.*?)\s*\)$/.exec(css);
  if (!match) return undefined;
  const name = match[1] ?? '';
  const body = match[2] ?? '';
  let alpha: string | undefined;
  let main = body;
  if (body.includes('/')) {
    const [before, after] = body.split('/');
    main = before ?? '';
    alpha = after?.trim();
  }
  const parts = main.includes(',')
    ? main.split(',').map((part) => part.trim())
    : main.trim().split(/\s+/);
  if (!main.includes('/') && body.includes(',') && parts.length === 4) alpha = parts.pop();
  return { name, parts, alpha };
}

function parseAlpha(token: string | undefined): number | undefined {
  if (token === undefined) return 1;
  const value = component(token, 1);
  return value === undefined ? undefined : clamp(value, 0, 1);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number): number => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function rgbToHsl({ r, g, b }: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [(((h * 60) % 360) + 360) % 360, s, l];
}

const linearToSrgb = (c: number): number =>
  (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055) * 255;

function oklabToRgb(l: number, a: number, b: number): [number, number, number] {
  const l_ = l + 0.3963377774 * a + 0.2158037573 * b;
  const m_ = l - 0.1055613458 * a - 0.0638541728 * b;
  const s_ = l - 0.0894841775 * a - 1.291485548 * b;
  const [l3, m3, s3] = [l_ ** 3, m_ ** 3, s_ ** 3];
  return [
    linearToSrgb(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
    linearToSrgb(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
    linearToSrgb(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3),
  ];
}

function rgb(r: number, g: number, b: number, alpha: number): Rgb {
  return { r: clamp(r, 0, 255), g: clamp(g, 0, 255), b: clamp(b, 0, 255), alpha };
}

/**
 * Parses the CSS colour syntaxes a computed style or a brand guide produces: `#rgb[a]`, `#rrggbb[aa]`,
 * `rgb[a]()`, `hsl[a]()`, `hwb()`, `oklab()`, `oklch()`, `color(srgb …)`, `transparent`. Named colours are
 * resolved by the DOM side (a computed style turns them into `rgb()`); anything else returns undefined.
 */
export function parseColor(input: string): Rgb | undefined {
  const css = input.trim().toLowerCase();
  if (css === 'transparent') return { r: 0, g: 0, b: 0, alpha: 0 };
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/.exec(css)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number): number => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return rgb(channel(0), channel(1), channel(2), full.length === 8 ? channel(3) / 255 : 1);
  }
  const fn = functionalParts(css);
  if (!fn || fn.parts.length !== (fn.name === 'color' ? 4 : 3)) return undefined;
  const alpha = parseAlpha(fn.alpha);
  if (alpha === undefined) return undefined;
  const [p0 = '', p1 = '', p2 = '', p3 = ''] = fn.parts;
  switch (fn.name) {
    case 'rgb':
    case 'rgba': {
      const [r, g, b] = [component(p0, 255), component(p1, 255), component(p2, 255)];
      return r === undefined || g === undefined || b === undefined
        ? undefined
        : rgb(r, g, b, alpha);
    }
    case 'hsl':
    case 'hsla':
    case 'hwb': {
      const h = hue(p0);
      const x = component(p1.endsWith('%') ? p1 : `${p1}%`, 1);
      const y = component(p2.endsWith('%') ? p2 : `${p2}%`, 1);
      if (h === undefined || x === undefined || y === undefined) return undefined;
      if (fn.name !== 'hwb') return rgb(...hslToRgb(h, clamp(x, 0, 1), clamp(y, 0, 1)), alpha);
      const sum = x + y;
      const [white, black] = sum >= 1 ? [x / sum, y / sum] : [x, y];
      const [r, g, b] = hslToRgb(h, 1, 0.5).map((c) => c * (1 - white - black) + white * 255);
      return rgb(r ?? 0, g ?? 0, b ?? 0, alpha);
    }
    case 'oklab': {
      const [l, a, b] = [component(p0, 1), component(p1, 0.4), component(p2, 0.4)];
      return l === undefined || a === undefined || b === undefined
        ? undefined
        : rgb(...oklabToRgb(l, a, b), alpha);
    }
    case 'oklch': {
      const [l, c, h] = [component(p0, 1), component(p1, 0.4), hue(p2)];
      if (l === undefined || c === undefined || h === undefined) return undefined;
      const radians = (h * Math.PI) / 180;
      return rgb(...oklabToRgb(l, c * Math.cos(radians), c * Math.sin(radians)), alpha);
    }
    case 'color': {
      if (p0 !== 'srgb') return undefined;
      const [r, g, b] = [component(p1, 1), component(p2, 1), component(p3, 1)];
      return r === undefined || g === undefined || b === undefined
        ? undefined
        : rgb(r * 255, g * 255, b * 255, alpha);
    }
    default:
      return undefined;
  }
}

/** `#rrggbb` of an opaque colour (alpha is dropped: composite first with `over`). */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `top` composited over an opaque `bottom`. */
export function over(top: Rgb, bottom: Rgb): Rgb {
  const a = top.alpha;
  return rgb(
    top.r * a + bottom.r * (1 - a),
    top.g * a + bottom.g * (1 - a),
    top.b * a + bottom.b * (1 - a),
    1,
  );
}

/** WCAG 2.x relative luminance, 0 (black) – 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255, alpha: 1 };
const BLACK: Rgb = { r: 0, g: 0, b: 0, alpha: 1 };

/** White text when it reaches 4.5:1 on `background` (brands mostly expect it), else black. */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(WHITE, background) >= MIN_TEXT_CONTRAST ? WHITE : BLACK;
}

/**
 * The shade of `color` (same hue and saturation, HSL lightness moved away from `background`) closest to
 * the original that reaches `minContrast` against `background`; the colour itself when it already does.
 */
export function ensureContrast(color: Rgb, background: Rgb, minContrast: number): Rgb {
  const opaque = over(color, background);
  if (contrastRatio(opaque, background) >= minContrast) return opaque;
  const [h, s, l] = rgbToHsl(opaque);
  const lighten = relativeLuminance(background) < 0.18;
  const at = (lightness: number): Rgb => rgb(...hslToRgb(h, s, lightness), 1);
  // Binary search on lightness between the original and the far end (white or black always reaches it).
  let near = l;
  let far = lighten ? 1 : 0;
  if (contrastRatio(at(far), background) < minContrast) return lighten ? WHITE : BLACK;
  for (let step = 0; step < 24; step++) {
    const middle = (near + far) / 2;
    if (contrastRatio(at(middle), background) >= minContrast) far = middle;
    else near = middle;
  }
  // Rounding to whole channel values may lose a hair of contrast: nudge until the hex value passes too.
  let result = parseColor(toHex(at(far))) ?? at(far);
  for (let nudge = 0; contrastRatio(result, background) < minContrast && nudge < 50; nudge++) {
    far = clamp(far + (lighten ? 0.002 : -0.002), 0, 1);
    result = parseColor(toHex(at(far))) ?? at(far);
  }
  return result;
}

/**
 * The palette for a brand colour on a light or dark scheme (or an explicit background colour).
 * Returns undefined when `primary` is not a colour `parseColor` understands.
 */
export function brandPalette(
  primary: string,
  options: { scheme?: ColorScheme; background?: string } = {},
): BrandPalette | undefined {
  const brand = parseColor(primary);
  if (!brand) return undefined;
  const scheme = options.scheme ?? 'light';
  const parsedBackground = options.background ? parseColor(options.background) : undefined;
  const background = over(
    parsedBackground ?? parseColor(DEFAULT_BACKGROUNDS[scheme]) ?? WHITE,
    WHITE,
  );
  const adjusted = ensureContrast(brand, background, MIN_UI_CONTRAST);
  const primaryHex = parseColor(toHex(adjusted)) ?? adjusted;
  const onPrimary = readableTextOn(primaryHex);
  const accent = ensureContrast(primaryHex, background, MIN_TEXT_CONTRAST);
  return {
    primary: toHex(primaryHex),
    onPrimary: toHex(onPrimary),
    accent: toHex(accent),
    contrast: {
      onPrimary: contrastRatio(onPrimary, primaryHex),
      primaryOnBackground: contrastRatio(primaryHex, background),
      accentOnBackground: contrastRatio(accent, background),
    },
  };
}

// ------------------------------------------------------------------ the widget's brand colours

/** The default brand colours of the widget's light and dark themes (booking-widget.styles.ts). */
export const DEFAULT_BRAND = {
  light: { primary: '#1d4ed8', onPrimary: '#ffffff' },
  dark: { primary: '#93b4ff', onPrimary: '#0b1220' },
} as const;

export interface BrandColorInput {
  /** The page's `--booking-primary` (computed, trimmed; '' when unset). */
  primary: string;
  /** The page's `--booking-on-primary`. */
  onPrimary: string;
  /** The page's `--booking-bg`. */
  background: string;
  dark: boolean;
}

export interface BrandColorResult {
  primary?: string;
  onPrimary?: string;
  /** The brand colour as text (links, times, bookable days): 4.5:1 on the background and on its 10% tint. */
  accent?: string;
}

/**
 * The brand's text shade: `primary` moved (same hue) until it reaches 4.5:1 on the tint the widget lays under
 * bookable days and hovered times (`--_soft`: 10% primary over the background), and so on the background too.
 */
export function textShade(primary: Rgb, background: Rgb): Rgb {
  const tint = rgb(
    primary.r * 0.1 + background.r * 0.9,
    primary.g * 0.1 + background.g * 0.9,
    primary.b * 0.1 + background.b * 0.9,
    1,
  );
  const shade = ensureContrast(primary, tint, MIN_TEXT_CONTRAST);
  return contrastRatio(shade, background) >= MIN_TEXT_CONTRAST
    ? shade
    : ensureContrast(shade, background, MIN_TEXT_CONTRAST);
}

/**
 * Which of the widget's private colours to override for the page's values (brand-color.ts reads them):
 * an invalid colour → the scheme's default, a primary alone → its accessible palette, and for any brand colour
 * its text shade (`accent`, 4.5:1) and a text colour on it that reaches 4.5:1 (the page's own when it does).
 * `toRgb` turns a CSS colour into a form `parseColor` reads (`rgb()`), or undefined when it is not a colour.
 */
export function resolveBrandColors(
  input: BrandColorInput,
  toRgb: (value: string) => string | undefined,
): BrandColorResult {
  const defaults = input.dark ? DEFAULT_BRAND.dark : DEFAULT_BRAND.light;
  const primary = input.primary ? toRgb(input.primary) : undefined;
  const onPrimary = input.onPrimary ? toRgb(input.onPrimary) : undefined;
  if (input.primary && !primary) {
    return onPrimary ? { primary: defaults.primary } : { ...defaults };
  }
  const backdrop = input.background ? toRgb(input.background) : undefined;
  const background = over(
    parseColor(backdrop ?? '') ?? parseColor(DEFAULT_BACKGROUNDS[input.dark ? 'dark' : 'light'])!,
    WHITE,
  );
  if (primary && !onPrimary) {
    const derived = brandPalette(primary, {
      scheme: input.dark ? 'dark' : 'light',
      ...(backdrop ? { background: backdrop } : {}),
    });
    if (derived) {
      const fill = parseColor(derived.primary)!;
      const accent = toHex(textShade(fill, background));
      return { primary: derived.primary, onPrimary: derived.onPrimary, accent };
    }
  }
  const brand = primary && parseColor(primary);
  if (brand) {
    const fill = over(brand, background);
    const given = onPrimary && parseColor(onPrimary);
    const readable = given && contrastRatio(over(given, fill), fill) >= MIN_TEXT_CONTRAST;
    return {
      accent: toHex(textShade(fill, background)),
      ...(readable ? {} : { onPrimary: toHex(readableTextOn(fill)) }),
    };
  }
  return input.onPrimary && !onPrimary ? { onPrimary: defaults.onPrimary } : {};
}

/**
 * A CSS colour in any syntax (named colours included) → its computed `rgb()` form; undefined if not a colour.
 * `root` holds the probe for a moment (a widget's shadow root, or the page's body for a popup's option).
 */
export function probeRgb(root: ParentNode, value: string): string | undefined {
  if (typeof CSS !== 'undefined' && !CSS.supports('color', value)) return undefined;
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = value;
  if (!probe.style.color) return undefined;
  root.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed || undefined;
}
