import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startTestServer } from '@coach/api/testing';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/index.ts';
import { artSvg } from '../src/images.ts';
import { pictureCache } from '../src/picture-cache.ts';
import { ENCODING_KEY, pictureKey } from '../src/picture-key.ts';
import { drawingSources } from '../src/picture-sources.ts';
import { type PictureOrigin, type PictureSource, demoPictures } from '../src/pictures.ts';
import { PICTURES_DIR, readManifest } from '../src/shipped-pictures.ts';

/**
 * The demo pictures shipped in apps/demo-content/pictures are what the drawing code draws
 * today: each is found by the key of its SVG and encoders, and the code that turns an SVG
 * into bytes is the code they were made with. When a test here fails, the pictures have
 * drifted from the code: `npm run demo:pictures` draws them again.
 */
const AGAIN = 'the demo pictures differ from the drawing code: run `npm run demo:pictures`';
const DAY = 24 * 60 * 60 * 1000;

const manifest = readManifest()!;
const cacheDir = mkdtempSync(join(tmpdir(), 'coach-pictures-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** A fresh demo installed at `now`: each picture's key and where its bytes came from. */
async function install(now: Date) {
  const server = await startTestServer('sqlite');
  // A cache of this test's own, so nothing kept by an earlier start passes for shipped.
  const from = demoPictures({ cache: pictureCache(pathToFileURL(`${cacheDir}/`)) });
  const seen = new Map<string, { key: string; origin: PictureOrigin }>();
  const pictures: PictureSource = async (name, spec) => {
    const picture = await from(name, spec);
    seen.set(name, { key: pictureKey(artSvg(spec)), origin: picture.origin });
    return picture;
  };
  try {
    expect(await seedDemoContent(server.services, { now, pictures })).toBe(true);
  } finally {
    await server.close();
  }
  return seen;
}

describe('the shipped demo pictures', () => {
  it('are there, made with the drawing code and encoders of today', () => {
    expect(manifest, `apps/demo-content/pictures/pictures.json is missing: ${AGAIN}`).toBeDefined();
    expect(manifest.sources, AGAIN).toBe(drawingSources());
    expect(manifest.encoding, AGAIN).toBe(ENCODING_KEY);
  });

  it('are each the file recorded, of the type and size recorded', async () => {
    const entries = Object.entries(manifest.pictures);
    expect(entries.length).toBeGreaterThan(80);
    for (const [name, entry] of entries) {
      const bytes = readFileSync(new URL(entry.file, PICTURES_DIR));
      expect(createHash('sha256').update(bytes).digest('hex'), name).toBe(entry.sha256);
      const meta = await sharp(bytes).metadata();
      expect([`image/${meta.format}`, meta.width, meta.height], name).toEqual([
        entry.mime,
        entry.width,
        entry.height,
      ]);
    }
  });

  // Two fresh demos, each drawing its dated pictures: minutes on a busy 2-core machine.
  it(
    'are every picture of a fresh demo that shows no dates, and only those',
    { timeout: 240_000 },
    async () => {
      // Two installs eight days apart: a picture drawn alike on both shows no dates.
      const now = new Date();
      const today = await install(now);
      const later = await install(new Date(now.getTime() + 8 * DAY));
      expect([...later.keys()].sort()).toEqual([...today.keys()].sort());

      const undated = [...today].filter(([name, { key }]) => later.get(name)!.key === key);
      const notShipped = undated.filter(([, { origin }]) => origin !== 'shipped').map(([n]) => n);
      expect(notShipped, AGAIN).toEqual([]);
      expect(undated.map(([name]) => name).sort(), AGAIN).toEqual(
        Object.keys(manifest.pictures).sort(),
      );

      const dated = [...today.keys()].filter((name) => !undated.some(([n]) => n === name));
      expect(dated.sort(), AGAIN).toEqual([...manifest.dated].sort());
      expect(dated.length).toBeGreaterThan(0);
    },
  );
});
