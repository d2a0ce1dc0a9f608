import {
  AA_TEXT,
  BLACK,
  type Rgb,
  type Shade,
  WHITE,
  contrastRatio,
  mix,
  parseHex,
  readableShade,
  relativeLuminance,
  textOn,
  worstContrast,
} from './contrast';

export type ThemeColourType = 'primary' | 'secondary' | 'tertiary';
export type ThemeColors = Partial<Record<ThemeColourType, string>>;

/** The stylesheet's own colours (base.css): a site that saved none looks like this. */
export const DEFAULT_COLOURS: Record<ThemeColourType, string> = {
  primary: '#16425b',
  secondary: '#d9a441',
  tertiary: '#f5f0e6',
};

const hex = (value: string) => parseHex(value)!;

/** base.css: --ink (body text and dark text on light colours), --muted, --page. */
export const SITE_INK = hex('#14212b');
const MUTED = hex('#5f6b74');
const PAGE = hex('#fcfbf8');
/** The near-black that footers and photo scrims mix in (layout.css). */
const NIGHT = hex('#0b141b');

/** How the stylesheets mix the theme colours into surfaces; keep in step with base.css. */
const PRIMARY_TINT = 0.07;
const TERTIARY_SOFT = 0.6;
const FOOTER_PRIMARY = 0.35;
/** The deepest end of a primary band's gradient (page banners: 60 % primary). */
const BAND_DEEPEST = 0.6;
/** The softest text on a primary band: labels at 70 % of --on-primary, on cards that wash
 *  the band with 6 % of that text colour (components.css). */
const SOFTEST_ON_PRIMARY = 0.7;
const CARD_WASH = 0.06;

/** Every colour the stylesheets take from the theme; theme.ts writes them as CSS variables. */
export interface ThemePalette {
  colours: Record<ThemeColourType, Rgb>;
  /** The text colour on each theme colour: white or the site's ink. */
  on: Record<ThemeColourType, Rgb>;
  /** Primary and secondary as text on the light page: darkened when too light. */
  ink: Record<'primary' | 'secondary', Shade>;
  /** What primary and secondary mix with for hovers and gradients: away from their text. */
  deepen: Record<'primary' | 'secondary', Rgb>;
  /**
   * Whether the primary and its text have contrast to spare: softer text may fade and
   * cards on the band may wash it lighter (or darker). Otherwise both stay whole.
   */
  onPrimaryFades: boolean;
  /** The cards on primary bands: washed with the text colour, or the band itself. */
  primaryBandCard: Rgb;
  /** The secondary as text on primary bands (eyebrows, figures). */
  secondaryOnPrimary: Shade;
  /** The primary darkened until white text reads on it: photo bands and the footer. */
  primaryDark: Shade;
  /** The secondary as text on those dark bands. */
  secondaryOnDark: Shade;
  /** The tertiary's light band, lightened when muted text would not read on it. */
  tertiarySoft: Rgb;
}

/** The colour to use for a type: the saved one when it is a valid hex colour. */
function colourOf(colours: ThemeColors, type: ThemeColourType): Rgb {
  const saved = colours[type];
  return (saved && parseHex(saved)) || hex(DEFAULT_COLOURS[type]);
}

/** The light surfaces text sits on: white cards, the page, the tinted bands. */
export function lightSurfaces(palette: Pick<ThemePalette, 'colours' | 'tertiarySoft'>): Rgb[] {
  return [WHITE, PAGE, palette.tertiarySoft, mix(palette.colours.primary, WHITE, PRIMARY_TINT)];
}

/** Black under light text, white under dark text: mixing it in only adds contrast. */
const awayFrom = (text: Rgb, background: Rgb) =>
  relativeLuminance(text) > relativeLuminance(background) ? BLACK : WHITE;

/** Derives every text and shade colour from the owner's three colours (defaults fill gaps). */
export function themePalette(saved: ThemeColors): ThemePalette {
  const colours = {
    primary: colourOf(saved, 'primary'),
    secondary: colourOf(saved, 'secondary'),
    tertiary: colourOf(saved, 'tertiary'),
  };
  const { primary, secondary, tertiary } = colours;
  const textChoices = [WHITE, SITE_INK];
  const on = {
    primary: textOn(primary, textChoices),
    secondary: textOn(secondary, textChoices),
    tertiary: textOn(tertiary, textChoices),
  };
  const deepen = {
    primary: awayFrom(on.primary, primary),
    secondary: awayFrom(on.secondary, secondary),
  };

  // The tinted band holds muted text: a dark tertiary is lightened until that reads.
  const tertiarySoft = readableShade(mix(tertiary, WHITE, TERTIARY_SOFT), [MUTED], WHITE).colour;
  const surfaces = lightSurfaces({ colours, tertiarySoft });

  const washed = mix(on.primary, primary, CARD_WASH);
  const onPrimaryFades =
    contrastRatio(mix(on.primary, washed, SOFTEST_ON_PRIMARY), washed) >= AA_TEXT;
  const primaryBands = [primary, mix(primary, deepen.primary, BAND_DEEPEST)];

  const primaryDark = readableShade(primary, [WHITE], BLACK);
  const footer = mix(primaryDark.colour, NIGHT, FOOTER_PRIMARY);

  return {
    colours,
    on,
    ink: {
      primary: readableShade(primary, surfaces, BLACK),
      secondary: readableShade(secondary, surfaces, BLACK),
    },
    deepen,
    onPrimaryFades,
    primaryBandCard: onPrimaryFades ? washed : primary,
    secondaryOnPrimary: readableShade(secondary, primaryBands, on.primary),
    primaryDark,
    secondaryOnDark: readableShade(secondary, [primaryDark.colour, footer], WHITE),
    tertiarySoft,
  };
}

/** What the colour screen tells the owner about one colour. */
export interface ColourReport {
  colour: Rgb;
  /** The text colour drawn on it (buttons, bands) and that pair's contrast. */
  textOn: Rgb;
  textOnRatio: number;
  /** As text on the light page (primary and secondary only). */
  asText?: {
    /** The colour's own contrast on the lightest-to-read page surface. */
    ratio: number;
    /** The shade the site uses for text, and its contrast. */
    shade: Rgb;
    shadeRatio: number;
    darkened: boolean;
  };
}

/** The report for one colour of the palette. */
export function colourReport(palette: ThemePalette, type: ThemeColourType): ColourReport {
  const colour = palette.colours[type];
  const report = {
    colour,
    textOn: palette.on[type],
    textOnRatio: contrastRatio(palette.on[type], colour),
  };
  if (type === 'tertiary') return report;
  const surfaces = lightSurfaces(palette);
  const shade = palette.ink[type];
  return {
    ...report,
    asText: {
      ratio: worstContrast(colour, surfaces),
      shade: shade.colour,
      shadeRatio: worstContrast(shade.colour, surfaces),
      darkened: shade.shift > 0,
    },
  };
}
