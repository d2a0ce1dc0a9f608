/**
 * `npm run demo:pictures`: draws the demo content's pictures once and writes them, screened
 * as the files service screens an upload, to apps/demo-content/pictures/ with their
 * manifest (pictures.json). A fresh site then stores these copies instead of drawing
 * about a hundred pictures at its first start. Run it after changing how the demo pictures
 * are drawn or encoded, or what they show; apps/demo-content/test/pictures.test.ts fails
 * until then.
 *
 * The demo is seeded, as a fresh site seeds it, as if installed today, tomorrow and in eight
 * days: a picture drawn alike on all three is shipped; one that shows the install's dates
 * (event posters, receipts) is listed as dated and left to be drawn at the install. (Not
 * further apart: the demo books times the coach's hours offer, at most 30 days ahead.)
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CleanImage, connect, createServices, migrate } from '@coach/api';
import { seedDemoContent } from '../apps/demo-content/src/index.ts';
import { artSvg } from '../apps/demo-content/src/images.ts';
import { ENCODING_KEY, pictureKey } from '../apps/demo-content/src/picture-key.ts';
import { type PictureSource, drawPicture } from '../apps/demo-content/src/pictures.ts';
import { drawingSources } from '../apps/demo-content/src/picture-sources.ts';
import {
  MANIFEST_FILE,
  PICTURES_DIR,
  type PictureManifest,
  type ShippedPicture,
} from '../apps/demo-content/src/shipped-pictures.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Installs a day apart, and more than a week apart (another date for every weekday). */
const DAYS = [0, 1, 8];

/** Every picture drawn once, by key, whichever seeding asks for it. */
const drawn = new Map<string, Promise<CleanImage>>();

/** The pictures one seeding on `now` stores, by name. */
async function picturesOn(now: Date) {
  const dir = mkdtempSync(join(tmpdir(), 'coach-demo-pictures-'));
  const database = connect(`sqlite:${join(dir, 'site.db')}`);
  const seen = new Map<string, { key: string; image: CleanImage }>();
  const pictures: PictureSource = async (name, spec) => {
    const key = pictureKey(artSvg(spec));
    if (!drawn.has(key)) drawn.set(key, drawPicture(spec));
    const image = await drawn.get(key)!;
    seen.set(name, { key, image });
    return { image, origin: 'drawn' };
  };
  try {
    await migrate(database);
    const services = createServices(database, { tokenTtlHours: 1 });
    if (!(await seedDemoContent(services, { now, pictures }))) {
      throw new Error('the demo content was not added to a fresh database');
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return seen;
}

const started = Date.now();
const [first, ...others] = await Promise.all(
  DAYS.map((days) => picturesOn(new Date(started + days * DAY))),
);
const shipped: Record<string, ShippedPicture> = {};
const dated: string[] = [];
let bytes = 0;
for (const [name, { key, image }] of [...first!].sort(([a], [b]) => a.localeCompare(b))) {
  if (others.some((other) => other.get(name)?.key !== key)) {
    dated.push(name);
    continue;
  }
  const file = `${name}.${image.mime === 'image/png' ? 'png' : 'jpg'}`;
  writeFileSync(new URL(file, PICTURES_DIR), image.bytes);
  bytes += image.bytes.length;
  shipped[name] = {
    key,
    file,
    mime: image.mime,
    width: image.width,
    height: image.height,
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
  };
}

const manifest: PictureManifest = {
  about: 'The demo pictures, drawn ahead by `npm run demo:pictures`: do not edit.',
  encoding: ENCODING_KEY,
  sources: drawingSources(),
  dated,
  pictures: shipped,
};
writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);

// Pictures no longer drawn leave the folder.
const kept = new Set([...Object.values(shipped).map((p) => p.file), 'pictures.json']);
const folder = fileURLToPath(PICTURES_DIR);
for (const name of readdirSync(folder)) {
  if (!kept.has(name)) unlinkSync(join(folder, name));
}

console.log(
  `${Object.keys(shipped).length} pictures (${(bytes / 1024).toFixed(0)} KB) written to ` +
    `apps/demo-content/pictures; ${dated.length} show dates and are drawn at the install: ` +
    `${dated.join(', ')}`,
);
