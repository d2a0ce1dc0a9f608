import type { Services } from '@coach/api';
import type { ArtSpec } from './images.ts';
import { type PictureOrigin, type PictureSource, demoPictures } from './pictures.ts';

/**
 * Stores the demo pictures as uploads are stored (screened, then deduplicated), taking
 * each from `source`: most were drawn and screened once, ahead (pictures.ts). Those drawn
 * now render on sharp's worker threads; a few at a time keeps it quick without holding
 * every picture in memory at once.
 */
export function artFiles(services: Services, source: PictureSource = demoPictures(), parallel = 6) {
  const origins: Record<PictureOrigin, number> = { shipped: 0, kept: 0, drawn: 0 };

  async function one(name: string, spec: ArtSpec): Promise<string> {
    const { image, origin } = await source(name, spec);
    const ext = image.mime === 'image/png' ? 'png' : 'jpg';
    const file = await services.files.saveScreened(image, `${name}.${ext}`);
    origins[origin]++;
    return file.id;
  }

  /** One picture per item, in the items' order. */
  async function each<T>(
    items: readonly T[],
    draw: (item: T, index: number) => [name: string, spec: ArtSpec],
  ): Promise<string[]> {
    const ids: string[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const index = next++;
        ids[index] = await one(...draw(items[index]!, index));
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
    return ids;
  }

  /** How many pictures were stored, and from where. */
  const count = () => origins.shipped + origins.kept + origins.drawn;
  const summary = () =>
    `${origins.shipped} shipped, ${origins.kept} kept from an earlier start, ${origins.drawn} drawn`;

  return { one, each, count, summary };
}

export type ArtFiles = ReturnType<typeof artFiles>;
