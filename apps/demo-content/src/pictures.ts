import { type CleanImage, cleanImage } from '@coach/api';
import { type ArtSpec, artSvg, renderArt } from './images.ts';
import { type PictureCache, pictureCache } from './picture-cache.ts';
import { pictureKey } from './picture-key.ts';
import { type ShippedPictures, shippedPictures } from './shipped-pictures.ts';

/**
 * Where each demo picture's bytes come from: the copy shipped with the repository, else
 * one kept on disk by an earlier install, else drawn now (and kept). All three are the same
 * bytes: a copy is found by the key of everything that decides them (picture-key.ts).
 */

export type PictureOrigin = 'shipped' | 'kept' | 'drawn';

export interface Picture {
  /** Screened as any upload is (cleanImage), when it was drawn. */
  image: CleanImage;
  origin: PictureOrigin;
}

export type PictureSource = (name: string, spec: ArtSpec) => Promise<Picture>;

/** Draws a picture and screens it the way the files service screens an upload. */
export async function drawPicture(spec: ArtSpec): Promise<CleanImage> {
  return cleanImage((await renderArt(spec)).bytes);
}

export function demoPictures({
  shipped = shippedPictures(),
  cache = pictureCache(),
}: { shipped?: ShippedPictures; cache?: PictureCache } = {}): PictureSource {
  return async (_name, spec) => {
    const key = pictureKey(artSvg(spec));
    const found = await shipped(key);
    if (found) return { image: found, origin: 'shipped' };
    const kept = await cache.get(key);
    if (kept) return { image: kept, origin: 'kept' };
    const image = await drawPicture(spec);
    await cache.put(key, image.bytes);
    return { image, origin: 'drawn' };
  };
}
