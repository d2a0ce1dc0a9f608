import sharp from 'sharp';
import type { ArtSpec } from './art-spec.ts';
import { ITEM_LAYOUTS } from './layouts-items.ts';
import { PAGE_LAYOUTS } from './layouts-pages.ts';
import { tone } from './palette.ts';
import { svgDoc } from './svg-parts.ts';

export type { ArtKind, ArtSpec } from './art-spec.ts';

/**
 * Demo images drawn as SVG and rendered with sharp: one generator, a layout per kind of
 * picture, each drawn at the size the back office suggests for that picture (so the
 * pages show them uncropped). Nothing is downloaded.
 */

const LAYOUTS = { ...PAGE_LAYOUTS, ...ITEM_LAYOUTS };

export function artSvg(spec: ArtSpec): string {
  const layout = LAYOUTS[spec.kind]!;
  const body = layout({
    spec,
    w: spec.width,
    h: spec.height,
    t: tone(spec.tone ?? 0),
    seed: spec.tone ?? 0,
    title: spec.title ?? '',
  });
  return svgDoc(spec.width, spec.height, body);
}

/**
 * How the art is encoded: photo-like pictures as JPEG, flat small ones as PNG. Part of what
 * decides a picture's bytes, so part of the key its kept copies are found by (picture-key.ts).
 */
export const RENDERING = {
  flat: ['logo', 'quote', 'receipt'] as readonly ArtSpec['kind'][],
  png: { compressionLevel: 6 },
  jpeg: { quality: 90, mozjpeg: false },
} as const;

/** Renders the art; photo-like pictures as JPEG, flat small ones as PNG. */
export async function renderArt(spec: ArtSpec): Promise<{ bytes: Buffer; ext: 'png' | 'jpg' }> {
  const image = sharp(Buffer.from(artSvg(spec)));
  return RENDERING.flat.includes(spec.kind)
    ? { bytes: await image.png(RENDERING.png).toBuffer(), ext: 'png' }
    : { bytes: await image.jpeg(RENDERING.jpeg).toBuffer(), ext: 'jpg' };
}
