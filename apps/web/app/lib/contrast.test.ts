import { describe, expect, it } from 'vitest';
import {
  BLACK,
  WHITE,
  contrastRatio,
  mix,
  parseHex,
  readableShade,
  relativeLuminance,
  textOn,
  toHex,
  worstContrast,
} from './contrast';

const INK = parseHex('#14212b')!;

describe('parseHex and toHex', () => {
  it('reads three and six digits, in either case', () => {
    expect(parseHex('#16425b')).toEqual([22, 66, 91]);
    expect(parseHex('#F2D16B')).toEqual([242, 209, 107]);
    expect(parseHex('#fa0')).toEqual([255, 170, 0]);
  });
  it('refuses anything else', () => {
    for (const value of ['16425b', '#12345g', '#1234', '#16425b80', 'red', '']) {
      expect(parseHex(value), value).toBeUndefined();
    }
  });
  it('writes six lower-case digits, rounding mixes', () => {
    expect(toHex([22, 66, 91])).toBe('#16425b');
    expect(toHex(mix(parseHex('#d9a441')!, BLACK, 0.6))).toBe('#826227');
  });
});

describe('relativeLuminance and contrastRatio (WCAG 2)', () => {
  it('spans 0 to 1 and 1:1 to 21:1', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });
  it('matches known pairs, in either order', () => {
    // #767676 is the lightest grey that passes on white (4.54:1).
    expect(contrastRatio(parseHex('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(WHITE, parseHex('#16425b')!)).toBeCloseTo(10.69, 2);
    expect(contrastRatio(parseHex('#F2D16B')!, WHITE)).toBeCloseTo(1.49, 2);
  });
});

describe('mix', () => {
  it('weighs the first colour as color-mix(in srgb) does', () => {
    expect(mix(WHITE, BLACK, 0.5)).toEqual([127.5, 127.5, 127.5]);
    expect(mix(WHITE, BLACK, 1)).toEqual(WHITE);
    expect(mix(WHITE, BLACK, 0)).toEqual(BLACK);
  });
});

describe('textOn', () => {
  it('picks white on dark colours and the ink on light ones', () => {
    expect(textOn(parseHex('#16425b')!, [WHITE, INK])).toEqual(WHITE);
    expect(textOn(parseHex('#d9a441')!, [WHITE, INK])).toEqual(INK);
    expect(textOn(parseHex('#F2D16B')!, [WHITE, INK])).toEqual(INK);
  });
  it('falls back to black on mid-tones where neither candidate reaches 4.5:1', () => {
    const grey = parseHex('#777777')!;
    expect(contrastRatio(WHITE, grey)).toBeLessThan(4.5);
    expect(contrastRatio(INK, grey)).toBeLessThan(4.5);
    expect(textOn(grey, [WHITE, INK])).toEqual(BLACK);
  });
  it('always reaches 4.5:1, over every grey and a sweep of colours', () => {
    const colours = [];
    for (let v = 0; v < 256; v++) colours.push([v, v, v] as const);
    for (let r = 0; r < 256; r += 51)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 51) colours.push([r, g, b] as const);
    for (const colour of colours) {
      expect(
        contrastRatio(textOn(colour, [WHITE, INK]), colour),
        toHex(colour),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('readableShade', () => {
  const surfaces = [WHITE, parseHex('#fcfbf8')!];
  it('keeps a colour that already reads', () => {
    expect(readableShade(parseHex('#16425b')!, surfaces, BLACK)).toEqual({
      colour: [22, 66, 91],
      shift: 0,
    });
  });
  it('darkens a light colour in 5 % steps, stopping at the first that reaches 4.5:1', () => {
    const yellow = parseHex('#F2D16B')!;
    const { colour, shift } = readableShade(yellow, surfaces, BLACK);
    expect(shift).toBeGreaterThan(0);
    expect(Math.round(shift * 100) % 5).toBe(0);
    expect(worstContrast(colour, surfaces)).toBeGreaterThanOrEqual(4.5);
    const lighter = mix(BLACK, yellow, shift - 0.05);
    expect(worstContrast(lighter, surfaces)).toBeLessThan(4.5);
  });
  it('lightens toward white as well', () => {
    const navy = parseHex('#16425b')!;
    const { colour } = readableShade(navy, [navy], WHITE);
    expect(contrastRatio(colour, navy)).toBeGreaterThanOrEqual(4.5);
  });
  it('ends at the target when no step is enough', () => {
    expect(readableShade(WHITE, [WHITE], WHITE, 2)).toEqual({ colour: WHITE, shift: 1 });
  });
});
