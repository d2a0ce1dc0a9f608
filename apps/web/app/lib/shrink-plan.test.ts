import { describe, expect, it } from 'vitest';
import {
  MAX_UNSHRUNK_BYTES,
  anyTransparent,
  isAnimatedWebp,
  mayShrink,
  renamed,
  scaled,
  shrinkTarget,
} from './shrink-plan';

const MB = 1024 * 1024;

describe('shrinkTarget', () => {
  it.each([
    [
      'a phone photo, landscape',
      { width: 4032, height: 3024 },
      6 * MB,
      { width: 2560, height: 1920 },
    ],
    [
      'a phone photo, portrait',
      { width: 3024, height: 4032 },
      6 * MB,
      { width: 1920, height: 2560 },
    ],
    [
      'a large picture of few bytes',
      { width: 4000, height: 1000 },
      0.5 * MB,
      { width: 2560, height: 640 },
    ],
    // Within the long side but heavy: re-encoded at its own size, every pixel of text kept.
    [
      'a heavy receipt screenshot',
      { width: 1080, height: 2400 },
      2 * MB,
      { width: 1080, height: 2400 },
    ],
  ])('shrinks %s', (_, size, bytes, expected) => {
    expect(shrinkTarget(size, bytes)).toEqual(expected);
  });

  it.each([
    ['a small picture', { width: 800, height: 600 }, 200_000],
    ['a light receipt screenshot', { width: 1080, height: 2400 }, 900_000],
    ['exactly at both limits', { width: 2560, height: 1440 }, MAX_UNSHRUNK_BYTES],
  ])('sends %s as it is', (_, size, bytes) => {
    expect(shrinkTarget(size, bytes)).toBeNull();
  });

  it('shrinks one byte over the limit', () => {
    expect(shrinkTarget({ width: 2560, height: 1440 }, MAX_UNSHRUNK_BYTES + 1)).toEqual({
      width: 2560,
      height: 1440,
    });
  });
});

describe('scaled', () => {
  it('rounds and never goes below one pixel', () => {
    expect(scaled({ width: 2560, height: 1921 }, 0.75)).toEqual({ width: 1920, height: 1441 });
    expect(scaled({ width: 10_000, height: 1 }, 0.1)).toEqual({ width: 1000, height: 1 });
  });
});

describe('mayShrink', () => {
  it('looks at still images a browser draws, not GIFs (maybe animated) or other files', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(mayShrink(type)).toBe(true);
    for (const type of ['image/gif', 'image/heic', 'application/pdf', ''])
      expect(mayShrink(type)).toBe(false);
  });
});

describe('isAnimatedWebp', () => {
  const webp = (chunk: string, flags: number) => {
    const head = new Uint8Array(32);
    head.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    head.set(
      [...'WEBP'].map((c) => c.charCodeAt(0)),
      8,
    );
    head.set(
      [...chunk].map((c) => c.charCodeAt(0)),
      12,
    );
    head[20] = flags;
    return head;
  };
  it('sees the animation flag of an extended WebP', () => {
    expect(isAnimatedWebp(webp('VP8X', 0x02))).toBe(true);
    expect(isAnimatedWebp(webp('VP8X', 0x10))).toBe(false); // alpha only
    expect(isAnimatedWebp(webp('VP8 ', 0x02))).toBe(false); // a simple, still WebP
    expect(isAnimatedWebp(new Uint8Array(8))).toBe(false);
  });
});

describe('renamed', () => {
  it('keeps the name and changes the extension', () => {
    expect(renamed('IMG_0042.HEIC.png', 'jpg')).toBe('IMG_0042.HEIC.jpg');
    expect(renamed('receipt', 'jpg')).toBe('receipt.jpg');
    expect(renamed('.png', 'jpg')).toBe('photo.jpg');
  });
});

describe('anyTransparent', () => {
  it('finds one pixel that is not fully opaque, looking only at alpha', () => {
    expect(anyTransparent([0, 0, 0, 255, 10, 20, 30, 255])).toBe(false);
    expect(anyTransparent([255, 255, 255, 255, 0, 0, 0, 254])).toBe(true);
    expect(anyTransparent([])).toBe(false);
  });
});
