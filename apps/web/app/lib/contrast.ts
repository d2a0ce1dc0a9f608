/**
 * Colour arithmetic for readable text, after WCAG 2: relative luminance, contrast ratio,
 * and the small searches the theme uses to find a text colour that reaches a ratio.
 * Pure functions, shared by the server-rendered theme and the back office's preview.
 */

/** A colour as its sRGB channels, 0–255 each; mixes keep fractions until written out. */
export type Rgb = readonly [red: number, green: number, blue: number];

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** `#rgb` or `#rrggbb` (what the colour field accepts), or undefined for anything else. */
export function parseHex(value: string): Rgb | undefined {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  const parts = short ? short.slice(1).map((d) => d + d) : long?.slice(1);
  if (!parts) return undefined;
  const [red, green, blue] = parts.map((p) => parseInt(p, 16)) as [number, number, number];
  return [red, green, blue];
}

/** `#rrggbb` in lower case, each channel rounded. */
export function toHex(colour: Rgb): string {
  return `#${colour.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * `weight` of `a` and the rest of `b`, channel by channel as CSS `color-mix(in srgb, …)`
 * does. sRGB channels are gamma-encoded, so equal steps look roughly equal to the eye.
 */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  const at = (i: 0 | 1 | 2) => a[i] * weight + b[i] * (1 - weight);
  return [at(0), at(1), at(2)];
}

/** The lowest contrast of a text colour against any of the backgrounds it may sit on. */
export const worstContrast = (text: Rgb, backgrounds: readonly Rgb[]) =>
  Math.min(...backgrounds.map((b) => contrastRatio(text, b)));

/**
 * Of the candidates, the text colour with the highest contrast on the background; when
 * none reaches `minimum`, the better of white and black, one of which always reaches
 * 4.5:1 (a mid-grey is at least 4.58:1 from one of them; a softer ink may fall short).
 */
export function textOn(background: Rgb, candidates: readonly Rgb[], minimum = AA_TEXT): Rgb {
  const best = (colours: readonly Rgb[]) =>
    colours.reduce((a, b) => (contrastRatio(b, background) > contrastRatio(a, background) ? b : a));
  const chosen = best(candidates);
  return contrastRatio(chosen, background) >= minimum ? chosen : best([WHITE, BLACK]);
}

/** What `readableShade` found: the colour to use and how far it moved from the one asked. */
export interface Shade {
  colour: Rgb;
  /** The share of `toward` mixed in: 0 when the colour was readable as it is. */
  shift: number;
}

/** How far each step moves toward the target: small, so a shade stays near its colour. */
const STEP = 0.05;

/**
 * The colour itself when it reaches `minimum` on every background; otherwise the colour
 * mixed with `toward` (black to darken, white to lighten) in 5 % steps, stopping at the
 * first that does. Ends at `toward` itself when no step is enough.
 */
export function readableShade(
  colour: Rgb,
  backgrounds: readonly Rgb[],
  toward: Rgb,
  minimum = AA_TEXT,
): Shade {
  for (let step = 0; step * STEP < 1; step++) {
    const shift = Math.round(step * STEP * 100) / 100;
    const shade = mix(toward, colour, shift);
    if (worstContrast(shade, backgrounds) >= minimum) return { colour: shade, shift };
  }
  return { colour: toward, shift: 1 };
}
