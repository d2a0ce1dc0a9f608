import { describe, expect, it } from 'vitest';
import { BLACK, type Rgb, WHITE, mix, parseHex, toHex, worstContrast } from './contrast';
import { SITE_INK, colourReport, lightSurfaces, themePalette } from './theme-palette';

const LIGHT = { primary: '#F2D16B', secondary: '#FFF3B0' };

/** Colours an owner might pick: the demo's, light, mid-tone, dark, pure and saturated. */
const PICKS = [
  '#16425b',
  '#d9a441',
  '#f5f0e6',
  '#F2D16B',
  '#FFF3B0',
  '#ffffff',
  '#000000',
  '#777777',
  '#767676',
  '#808080',
  '#ff0000',
  '#00ff00',
  '#0000ff',
  '#ffff00',
  '#00ffff',
  '#ff00ff',
  '#e91e63',
  '#4caf50',
  '#2196f3',
  '#ff9800',
  '#9c27b0',
  '#333333',
  '#c0c0c0',
  '#1f6feb',
];

describe('themePalette', () => {
  it('keeps the demo palette as the stylesheet draws it today', () => {
    const palette = themePalette({});
    expect(palette.on.primary).toEqual(WHITE);
    expect(palette.on.secondary).toEqual(SITE_INK);
    expect(palette.on.tertiary).toEqual(SITE_INK);
    expect(palette.ink.primary.shift).toBe(0);
    // The gold's text shade was color-mix(in srgb, gold 60%, black).
    expect(toHex(palette.ink.secondary.colour)).toBe('#826227');
    expect(palette.deepen).toEqual({ primary: BLACK, secondary: WHITE });
    expect(palette.onPrimaryFades).toBe(true);
    expect(palette.secondaryOnPrimary.shift).toBe(0);
    expect(palette.primaryDark.shift).toBe(0);
    expect(palette.secondaryOnDark.shift).toBe(0);
  });

  it('gives a light palette dark text on its colours and darker shades for text', () => {
    const palette = themePalette(LIGHT);
    expect(palette.on.primary).toEqual(SITE_INK);
    expect(palette.on.secondary).toEqual(SITE_INK);
    expect(palette.ink.primary.shift).toBeGreaterThan(0);
    expect(palette.ink.secondary.shift).toBeGreaterThan(0);
    expect(palette.deepen.primary).toEqual(WHITE);
  });

  it('fills a colour that is missing or not a hex colour with the default', () => {
    expect(themePalette({ primary: 'red' }).colours.primary).toEqual(parseHex('#16425b'));
    expect(themePalette({ secondary: '#abc' }).colours.secondary).toEqual([170, 187, 204]);
  });

  it.each(PICKS)(
    'primary %s, with every pick as secondary and tertiary: 4.5:1 throughout',
    (primary) => {
      for (const secondary of PICKS) {
        const palette = themePalette({ primary, secondary, tertiary: secondary });
        const { colours, on, ink, deepen } = palette;
        const pair = `${primary} and ${secondary}`;
        const expectReadable = (text: Rgb, backgrounds: Rgb[], what: string) =>
          expect(worstContrast(text, backgrounds), `${what}, ${pair}`).toBeGreaterThanOrEqual(4.5);

        for (const type of ['primary', 'secondary', 'tertiary'] as const) {
          expectReadable(on[type], [colours[type]], `text on ${type}`);
        }
        // Hover shades: the primary 82 %, the secondary 85 %, mixed away from their text.
        expectReadable(on.primary, [mix(colours.primary, deepen.primary, 0.82)], 'primary hover');
        expectReadable(
          on.secondary,
          [mix(colours.secondary, deepen.secondary, 0.85)],
          'accent hover',
        );

        const surfaces = lightSurfaces(palette);
        expectReadable(ink.primary.colour, surfaces, 'primary as text');
        expectReadable(ink.secondary.colour, surfaces, 'secondary as text');
        expectReadable(parseHex('#5f6b74')!, [palette.tertiarySoft], 'muted text on the tint');

        // Primary bands: softest labels (70 %, unless they stay whole), also on their cards;
        // the secondary as text on the band and on its gradient's deep end.
        const strength = palette.onPrimaryFades ? 0.7 : 1;
        for (const band of [colours.primary, palette.primaryBandCard]) {
          expectReadable(mix(on.primary, band, strength), [band], 'soft text on a primary band');
        }
        const deepest = mix(colours.primary, deepen.primary, 0.6);
        expectReadable(palette.secondaryOnPrimary.colour, [colours.primary, deepest], 'eyebrow');

        // Dark bands: white text, the softest footer text (70 %), the secondary as text.
        const dark = palette.primaryDark.colour;
        const footer = mix(dark, parseHex('#0b141b')!, 0.35);
        expectReadable(WHITE, [dark], 'white on the dark primary');
        expectReadable(mix(WHITE, footer, 0.7), [footer], 'soft footer text');
        expectReadable(palette.secondaryOnDark.colour, [dark, footer], 'secondary on dark bands');
      }
    },
  );
});

describe('colourReport', () => {
  it('reports a light primary: dark text on it, and a darker shade for text', () => {
    const report = colourReport(themePalette(LIGHT), 'primary');
    expect(report.textOn).toEqual(SITE_INK);
    expect(report.textOnRatio).toBeCloseTo(11.0, 1);
    expect(report.asText!.ratio).toBeLessThan(4.5);
    expect(report.asText!.darkened).toBe(true);
    expect(report.asText!.shadeRatio).toBeGreaterThanOrEqual(4.5);
  });
  it('reports the demo primary as readable as it is', () => {
    const report = colourReport(themePalette({}), 'primary');
    expect(report.textOn).toEqual(WHITE);
    expect(report.asText!.darkened).toBe(false);
    expect(report.asText!.ratio).toBe(report.asText!.shadeRatio);
  });
  it('leaves out text for the tertiary, which is only a background', () => {
    expect(colourReport(themePalette({}), 'tertiary').asText).toBeUndefined();
  });
});
