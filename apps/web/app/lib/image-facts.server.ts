import type { AppLoadContext } from 'react-router';
import { type ImageFacts, fileIdsIn } from './image-facts';

/**
 * A loader's data with the library's facts (alt texts, focal point) of the uploads it
 * names, as `images`, for the pictures the page draws from it (picture.tsx). Every
 * public loader passes its data through here: the ids are found in the data itself, so
 * a new picture field needs nothing more. Only images that have facts are added, and
 * `images` is left out when none has, so a page without any carries what it did before.
 */
export async function withImageFacts<T extends object>(
  context: AppLoadContext,
  data: T,
): Promise<T & { images?: ImageFacts }> {
  const ids = fileIdsIn(data);
  const images = ids.size ? await context.content.imageFacts(ids) : {};
  return Object.keys(images).length ? { ...data, images } : data;
}
