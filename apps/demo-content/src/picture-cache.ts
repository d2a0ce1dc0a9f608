import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { CleanImage } from '@coach/api';
import sharp from 'sharp';

/**
 * Pictures drawn at an install (the dated ones, or any the shipped set lacks) are kept on
 * disk by their key, so the next fresh site on this machine on the same day (a test suite
 * starts about a hundred) stores them instead of drawing them again. It is a cache only: a
 * copy it cannot read or write is drawn again, and nothing fails because of it.
 */

/**
 * node_modules/.cache of the repository, written relative to this module so that it names
 * the same place from the sources and from the compiled server (see shipped-pictures.ts).
 * Under the repository rather than the shared temporary folder: nobody else may put a
 * picture there for the site to store unscreened.
 */
export const CACHE_DIR = new URL(
  '../../../node_modules/.cache/coach-demo-pictures/',
  import.meta.url,
);

/** Copies older than this are removed when a new one is kept (dated pictures change daily). */
const KEPT_DAYS = 14;

const MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png' };

export function pictureCache(dir: URL = CACHE_DIR, now: () => number = Date.now) {
  let pruned = false;

  async function get(key: string): Promise<CleanImage | undefined> {
    try {
      const bytes = await readFile(new URL(key, dir));
      const meta = await sharp(bytes).metadata();
      const mime = MIME[meta.format ?? ''];
      if (!mime || !meta.width || !meta.height) return undefined;
      return { bytes, mime, width: meta.width, height: meta.height };
    } catch {
      return undefined;
    }
  }

  /** Written under another name and then renamed: a reader never sees half a picture. */
  async function put(key: string, bytes: Buffer): Promise<void> {
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const partial = new URL(`${key}.${randomBytes(6).toString('hex')}.partial`, dir);
      await writeFile(partial, bytes);
      await rename(partial, new URL(key, dir));
      if (!pruned) {
        pruned = true;
        await prune();
      }
    } catch {
      // Not kept: the next start draws it again.
    }
  }

  async function prune() {
    const before = now() - KEPT_DAYS * 24 * 60 * 60 * 1000;
    for (const name of await readdir(dir)) {
      const file = new URL(name, dir);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < before) await unlink(file).catch(() => undefined);
    }
  }

  return { get, put };
}

export type PictureCache = ReturnType<typeof pictureCache>;
