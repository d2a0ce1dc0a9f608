import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CleanImage } from '@coach/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArtSpec } from '../src/images.ts';
import { artSvg } from '../src/images.ts';
import { pictureCache } from '../src/picture-cache.ts';
import { pictureKey } from '../src/picture-key.ts';
import { demoPictures, drawPicture } from '../src/pictures.ts';

/**
 * Where a demo picture comes from: the shipped copy, else one kept on disk by an earlier
 * start, else drawn (and kept for the next start). A cache that cannot help is passed by.
 */
const LOGO: ArtSpec = { kind: 'logo', width: 160, height: 160, title: 'Test Co', tone: 2 };
const KEY = pictureKey(artSvg(LOGO));
const DAY = 24 * 60 * 60 * 1000;

let dir: string;
let cacheUrl: URL;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coach-picture-cache-'));
  cacheUrl = pathToFileURL(`${dir}/`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const noneShipped = async () => undefined;

describe('a demo picture', () => {
  it('comes from the shipped copies first, without drawing or reading the cache', async () => {
    const shipped: CleanImage = { bytes: Buffer.from('x'), mime: 'image/png', width: 1, height: 1 };
    const asked: string[] = [];
    const source = demoPictures({
      shipped: async (key) => (asked.push(key), key === KEY ? shipped : undefined),
      cache: {
        get: () => Promise.reject(new Error('the cache was read')),
        put: () => Promise.reject(new Error('the cache was written')),
      },
    });
    expect(await source('demo-client-1', LOGO)).toEqual({ image: shipped, origin: 'shipped' });
    expect(asked).toEqual([KEY]);
  });

  it('is drawn when not shipped, kept, and then taken from the cache as drawn', async () => {
    const source = demoPictures({ shipped: noneShipped, cache: pictureCache(cacheUrl) });
    const first = await source('demo-client-1', LOGO);
    expect(first.origin).toBe('drawn');
    expect(first.image).toEqual(await drawPicture(LOGO));
    expect(readdirSync(dir)).toEqual([KEY]);

    const second = await source('demo-client-1', LOGO);
    expect(second).toEqual({ image: first.image, origin: 'kept' });
  });

  it('is drawn again when its kept copy is damaged', async () => {
    writeFileSync(join(dir, KEY), 'not a picture');
    const source = demoPictures({ shipped: noneShipped, cache: pictureCache(cacheUrl) });
    const picture = await source('demo-client-1', LOGO);
    expect(picture.origin).toBe('drawn');
    expect(picture.image).toEqual(await drawPicture(LOGO));
  });

  it('is drawn all the same when the cache cannot be written', async () => {
    writeFileSync(join(dir, 'file'), '');
    const unwritable = pictureCache(pathToFileURL(`${dir}/file/below-a-file/`));
    const source = demoPictures({ shipped: noneShipped, cache: unwritable });
    expect((await source('demo-client-1', LOGO)).origin).toBe('drawn');
    expect((await source('demo-client-1', LOGO)).origin).toBe('drawn');
  });
});

describe('the cache of drawn pictures', () => {
  it('forgets copies older than two weeks when it keeps a new one', async () => {
    const now = Date.now();
    writeFileSync(join(dir, 'old'), 'x');
    writeFileSync(join(dir, 'recent'), 'x');
    utimesSync(join(dir, 'old'), new Date(now - 15 * DAY), new Date(now - 15 * DAY));
    utimesSync(join(dir, 'recent'), new Date(now - 13 * DAY), new Date(now - 13 * DAY));
    await pictureCache(cacheUrl, () => now).put('new', Buffer.from('y'));
    expect(readdirSync(dir).sort()).toEqual(['new', 'recent']);
  });

  it('answers nothing for a key it does not have', async () => {
    expect(await pictureCache(cacheUrl).get(KEY)).toBeUndefined();
  });
});
