import { toHex } from './contrast';
import { type ThemeColors, type ThemePalette, themePalette } from './theme-palette';

export type { ThemeColors } from './theme-palette';

/**
 * The palette as the stylesheets' custom properties (base.css defines the same names with
 * the default palette's values, and says what each is for).
 */
export function themeVariables(palette: ThemePalette): Record<string, string> {
  const { colours, on, ink, deepen } = palette;
  return {
    '--color-primary': toHex(colours.primary),
    '--color-secondary': toHex(colours.secondary),
    '--color-tertiary': toHex(colours.tertiary),
    '--on-primary': toHex(on.primary),
    '--on-secondary': toHex(on.secondary),
    '--on-tertiary': toHex(on.tertiary),
    '--primary-ink': toHex(ink.primary.colour),
    '--secondary-ink': toHex(ink.secondary.colour),
    '--primary-deepen': toHex(deepen.primary),
    '--secondary-deepen': toHex(deepen.secondary),
    // Softer text on primary bands mixes its colour with this: transparent lets it fade,
    // the text colour itself keeps it whole where the pair has no contrast to spare.
    '--on-primary-fade': palette.onPrimaryFades ? 'transparent' : toHex(on.primary),
    '--primary-band-card': toHex(palette.primaryBandCard),
    '--secondary-on-primary': toHex(palette.secondaryOnPrimary.colour),
    '--primary-dark': toHex(palette.primaryDark.colour),
    '--secondary-on-dark': toHex(palette.secondaryOnDark.colour),
    '--tertiary-soft': toHex(palette.tertiarySoft),
  };
}

/**
 * Theme colours and the text colours derived from them, as CSS custom properties written
 * into the server-rendered <head>. Empty when no valid colour was saved: the stylesheet's
 * defaults apply.
 */
export function themeCss(colors: ThemeColors): string {
  // Values were validated as hex colours when saved; check again since this is raw CSS.
  const valid = Object.fromEntries(
    Object.entries(colors).filter(
      ([, v]) => typeof v === 'string' && /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(v),
    ),
  ) as ThemeColors;
  if (Object.keys(valid).length === 0) return '';
  const vars = themeVariables(themePalette(valid));
  // The owner's colours keep their spelling: the page's CSS shows what was saved.
  for (const [type, value] of Object.entries(valid)) vars[`--color-${type}`] = value;
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('')}}`;
}
