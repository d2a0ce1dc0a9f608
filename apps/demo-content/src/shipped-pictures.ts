import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { CleanImage } from '@coach/api';

/**
 * The demo pictures drawn once and kept in the repository (`npm run demo:pictures` makes
 * them), so a fresh site stores them as they are instead of drawing and encoding about a
 * hundred pictures at every first start. Pictures that show dates relative to the day of
 * the install (event posters, receipts) cannot be made ahead: they are drawn then.
 */

/**
 * The folder, written relative to this module so that it names the same place from the
 * sources (apps/demo-content/src) and from the compiled server (apps/server/dist), which
 * are both two levels below apps/.
 */
export const PICTURES_DIR = new URL('../../demo-content/pictures/', import.meta.url);
export const MANIFEST_FILE = new URL('pictures.json', PICTURES_DIR);

export interface ShippedPicture {
  /** pictureKey of the SVG it was drawn from (picture-key.ts). */
  key: string;
  /** Its file in PICTURES_DIR. */
  file: string;
  mime: string;
  width: number;
  height: number;
  sha256: string;
}

export interface PictureManifest {
  about: string;
  /** ENCODING_KEY when the pictures were made. */
  encoding: string;
  /** Hash of the drawing code's files when they were made (the pictures test compares it). */
  sources: string;
  /** The pictures that show dates, so are drawn at the install, by name. */
  dated: string[];
  pictures: Record<string, ShippedPicture>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The manifest, or none when the folder is missing (then every picture is drawn). */
export function readManifest(file: URL = MANIFEST_FILE): PictureManifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PictureManifest;
  } catch {
    return undefined;
  }
}

/** Finds the shipped picture with a key, checked against its recorded hash. */
export function shippedPictures(manifest = readManifest()) {
  const byKey = new Map(Object.values(manifest?.pictures ?? {}).map((p) => [p.key, p]));
  return async function find(key: string): Promise<CleanImage | undefined> {
    const entry = byKey.get(key);
    if (!entry) return undefined;
    const bytes = await readFile(new URL(entry.file, PICTURES_DIR)).catch(() => undefined);
    // A damaged or missing copy (a checkout without it) is drawn again instead.
    if (!bytes || sha256(bytes) !== entry.sha256) return undefined;
    return { bytes, mime: entry.mime, width: entry.width, height: entry.height };
  };
}

export type ShippedPictures = ReturnType<typeof shippedPictures>;
