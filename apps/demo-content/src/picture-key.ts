import { createHash } from 'node:crypto';
import { SCREENED_ENCODING } from '@coach/api';
import sharp from 'sharp';
import { RENDERING } from './images.ts';

/**
 * A demo picture's bytes follow from its SVG, the settings it is rendered and then screened
 * with, and the libraries that do both (sharp, libvips, librsvg, the encoders). Copies kept
 * of a picture (shipped with the repository, or cached on disk) are found by a key made of
 * all of these, so a change to any of them draws the picture again instead of showing an
 * old one.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The settings and library versions, hashed: the same for every picture. */
export const ENCODING_KEY = sha256(
  JSON.stringify({ rendering: RENDERING, screening: SCREENED_ENCODING, versions: sharp.versions }),
);

/** The key of the picture drawn from `svg`. */
export const pictureKey = (svg: string) => sha256(`${ENCODING_KEY}\n${svg}`);
