import type { Language } from '@coach/contract';
import { FILE_ID_PATTERN, type ImageFact, type ImageFacts } from '@coach/contract/files';
import { createContext, useContext } from 'react';

export type { ImageFact, ImageFacts };

/** The library's facts of the page's uploads, and the language their alt is chosen in. */
export interface PageImageFacts {
  /** By file id: what each route's loader data carries as `images` (image-facts.server.ts). */
  facts: ImageFacts;
  language: Language;
}

/**
 * Provided by the public layout, which merges every route's `images` and knows the page's
 * language. Empty outside it (the back office), where pictures are drawn as given.
 */
export const ImageFactsContext = createContext<PageImageFacts>({ facts: {}, language: 'en' });

export const usePageImageFacts = () => useContext(ImageFactsContext);

/**
 * An image's alt text: the library's in the page's language, else the library's in the
 * other, else the text the page gives it (a client's name, or "" for a decorative one).
 * One alt for several images (a `<picture>`'s wide and phone ones) looks at each in turn.
 */
export function imageAlt(
  facts: readonly (ImageFact | undefined)[],
  language: Language,
  fallback: string,
): string {
  const order: (keyof ImageFact)[] = language === 'mm' ? ['alt_mm', 'alt'] : ['alt', 'alt_mm'];
  for (const field of order) {
    for (const fact of facts) {
      const text = fact?.[field];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return fallback;
}

/** The focal point as CSS's `object-position`: "25% 70%". */
export const focalPosition = ([x, y]: readonly [number, number]) => `${percent(x)} ${percent(y)}`;

const percent = (share: number) => `${Math.round(share * 10_000) / 100}%`;

/** Every match's `images`, the deeper route's winning (they agree: the same files). */
export function mergeImageFacts(datas: readonly unknown[]): ImageFacts {
  const merged: ImageFacts = {};
  for (const data of datas) {
    const images = (data as { images?: unknown } | null | undefined)?.images;
    if (images && typeof images === 'object') Object.assign(merged, images);
  }
  return merged;
}

/**
 * Every string in `data` shaped like a file id, wherever it sits: a page names its
 * pictures in fields of many names (`image`, `photo`, `qr_image`, a banner's key), so the
 * loaders need not list them. Other strings of that shape are looked up and not found.
 */
export function fileIdsIn(data: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (typeof data === 'string') {
    if (FILE_ID_PATTERN.test(data)) found.add(data);
  } else if (data && typeof data === 'object' && depth < 12) {
    for (const value of Array.isArray(data) ? data : Object.values(data))
      fileIdsIn(value, found, depth + 1);
  }
  return found;
}
