import type { LibraryFile } from '@coach/contract';

export type AltTexts = Pick<LibraryFile, 'alt' | 'alt_mm'>;

/**
 * The alt texts typed beside a chosen file, kept with the file until the form that chose
 * it uploads it (every admin upload goes through api/files.ts, which saves them on the
 * new library entry). Held weakly: a file dropped from its form takes its texts with it.
 */
const descriptions = new WeakMap<File, AltTexts>();

export function describeUpload(file: File, texts: AltTexts) {
  descriptions.set(file, texts);
}

/** The texts typed for a file, or undefined when both were left blank. */
export function uploadDescription(file: File): AltTexts | undefined {
  const texts = descriptions.get(file);
  const alt = texts?.alt?.trim() || null;
  const alt_mm = texts?.alt_mm?.trim() || null;
  return alt || alt_mm ? { alt, alt_mm } : undefined;
}
