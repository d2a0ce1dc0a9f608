import type { Services } from '@coach/api';
import { type ArtSpec, renderArt } from './images.ts';

/**
 * Draws demo pictures and stores them through the normal upload path (so they are
 * screened and re-encoded like any upload). Rendering runs on sharp's worker threads;
 * a few at a time keeps it quick without holding every picture in memory at once.
 */
export function artFiles(services: Services, parallel = 6) {
  let stored = 0;

  async function one(name: string, spec: ArtSpec): Promise<string> {
    const { bytes, ext } = await renderArt(spec);
    const file = await services.files.save(bytes, `${name}.${ext}`);
    stored++;
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

  return { one, each, count: () => stored };
}

export type ArtFiles = ReturnType<typeof artFiles>;
