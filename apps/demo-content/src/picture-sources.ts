import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The code that turns a demo picture's SVG into the bytes a site stores: drawing (render,
 * then screen as an upload) and the encoders' settings. What each picture shows is in its
 * SVG, which its key covers (picture-key.ts); a change to these files may change every
 * picture without changing an SVG, so the shipped pictures record their hash, and their
 * test asks for `npm run demo:pictures` when it differs. Read from the sources, so for the
 * script and the tests only (the compiled server has no sources beside it).
 */
const DRAWING_SOURCES = [
  'apps/demo-content/src/images.ts',
  'apps/demo-content/src/pictures.ts',
  'apps/api/src/files/images.ts',
];

const root = new URL('../../../', import.meta.url);

/** The hash of the drawing code, line endings aside (a checkout may change them). */
export function drawingSources(): string {
  const hash = createHash('sha256');
  for (const path of DRAWING_SOURCES) {
    hash.update(`${path}\n${readFileSync(new URL(path, root), 'utf8').replace(/\r\n/g, '\n')}\n`);
  }
  return hash.digest('hex');
}
