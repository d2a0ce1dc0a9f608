import sharp, { type Metadata, type Sharp } from 'sharp';
import { type IMAGE_EXTENSIONS, IMAGE_WIDTHS, apiMessage } from '@coach/contract';
import { HttpError } from '../http/problem.ts';

/**
 * Upload screening. A file is accepted only if sharp can decode it as one of the web
 * image formats below, whatever its name or declared type says. The stored copy is
 * re-encoded from the decoded pixels, which drops EXIF (GPS position, camera serial)
 * and any bytes smuggled after the image data.
 */

// libvips on one thread per image, and no cache of decoded images between calls: the files
// service makes two copies at a time (variant-queue.ts), so two threads do the work, and
// memory a burst of new sizes took is given back after it instead of kept for a next time
// that seldom comes (each copy is made once, then read from the database).
sharp.concurrency(1);
sharp.cache(false);

export const MAX_INPUT_PIXELS = 100_000_000; // about 10000 x 10000; a phone photo is ~50M

const ACCEPTED = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const satisfies Record<string, keyof typeof IMAGE_EXTENSIONS>;
type Accepted = keyof typeof ACCEPTED;

export interface CleanImage {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
}

const refuse = (status: number, detail: string) =>
  new HttpError(status, status === 413 ? 'Content Too Large' : 'Unsupported Media Type', detail);

export async function cleanImage(input: Buffer): Promise<CleanImage> {
  if (input.length === 0) throw new HttpError(422, 'Unprocessable Content', 'The file is empty.');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(415, 'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).');
  }
  const format = (
    meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format
  ) as string;
  if (!(format in ACCEPTED)) {
    throw refuse(415, 'Only images can be uploaded (JPEG, PNG, WebP, GIF or AVIF).');
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) {
    throw refuse(
      413,
      `The image is too large (${width}x${height} pixels). Please upload one under 100 megapixels.`,
    );
  }

  const animated = (meta.pages ?? 1) > 1 && (format === 'gif' || format === 'webp');
  // sharp decodes an animation's frames into one tall image and applies the pixel limit to
  // all of them together: check that sum here, or sharp refuses it below as unreadable.
  const frames = animated ? (meta.pages ?? 1) : 1;
  if (frames > 1 && width * height * frames > MAX_INPUT_PIXELS) {
    throw refuse(413, apiMessage('animationTooLarge', { frames, width, height }));
  }
  try {
    // rotate() applies the EXIF orientation before the EXIF is dropped.
    const pipeline = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const encoded = await encode(pipeline, format as Accepted).toBuffer({
      resolveWithObject: true,
    });
    return {
      bytes: encoded.data,
      mime: ACCEPTED[format as Accepted],
      width: encoded.info.width,
      height: animated ? (encoded.info.pageHeight ?? encoded.info.height) : encoded.info.height,
    };
  } catch (error) {
    // Whatever the checks above missed about size is still a size problem, not damage.
    if (/pixel limit/i.test((error as Error).message)) {
      throw refuse(413, apiMessage('imagePixelsTooMany'));
    }
    throw refuse(415, 'The image could not be read. It may be damaged; please try another file.');
  }
}

/**
 * How a screened picture is encoded, per format. With the SVG it was drawn from and sharp's
 * version, these settings decide a demo picture's bytes: the demo content keys the copies
 * it keeps by them (apps/demo-content/src/picture-key.ts).
 */
export const SCREENED_ENCODING = {
  jpeg: { quality: 88, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 88 },
  gif: {},
  avif: { quality: 60 },
} as const satisfies Record<Accepted, object>;

function encode(pipeline: Sharp, format: Accepted): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg(SCREENED_ENCODING.jpeg);
    case 'png':
      return pipeline.png(SCREENED_ENCODING.png);
    case 'webp':
      return pipeline.webp(SCREENED_ENCODING.webp);
    case 'gif':
      return pipeline.gif(SCREENED_ENCODING.gif);
    case 'avif':
      return pipeline.avif(SCREENED_ENCODING.avif);
  }
}

/**
 * Checks that an image said to be screened already is what it says: one of the accepted
 * formats, of that type and size (its header only; nothing is decoded).
 */
export async function assertScreened(image: CleanImage): Promise<void> {
  const meta = await sharp(image.bytes).metadata();
  const format = (
    meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format
  ) as string;
  const mime = format in ACCEPTED ? ACCEPTED[format as Accepted] : undefined;
  const height = meta.pageHeight ?? meta.height;
  if (mime !== image.mime || meta.width !== image.width || height !== image.height) {
    throw new Error(
      `A screened image is not what it is said to be: ${image.mime} ${image.width}x${image.height}, ` +
        `read as ${format} ${meta.width}x${height}`,
    );
  }
}

/** Widths offered for responsive images: the site's own (the files route refuses others). */
export const VARIANT_WIDTHS = IMAGE_WIDTHS;
export type VariantFormat = 'webp' | 'avif';

export const isVariantWidth = (width: number) =>
  (VARIANT_WIDTHS as readonly number[]).includes(width);

/**
 * How a resized copy is made: `standard`, or `saver` for a visitor whose browser asks to
 * save data (`Save-Data: on`): one width step lower than asked and compressed harder, a
 * picture that still fills its place on a phone at a fraction of the bytes.
 */
export type VariantQuality = 'standard' | 'saver';

/** The encoder's quality per format and kind of copy (sharp's 1–100 scale). */
const VARIANT_QUALITY: Record<VariantQuality, Record<VariantFormat, number>> = {
  standard: { webp: 80, avif: 55 },
  saver: { webp: 50, avif: 35 },
};

/** The width a `saver` copy of `width` is made at: the next smaller one the site uses. */
export function saverWidth(width: number): number {
  const smaller = VARIANT_WIDTHS.filter((w) => w < width);
  return smaller.length ? smaller[smaller.length - 1]! : VARIANT_WIDTHS[0];
}

export async function resize(
  bytes: Buffer,
  width: number,
  format: VariantFormat,
  quality: VariantQuality = 'standard',
): Promise<Buffer> {
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  const q = VARIANT_QUALITY[quality][format];
  // AVIF effort 2 encodes about 3x faster than the default 4 for a few percent more
  // bytes (measured with `npm run bench`): the first visitor to ask for a size waits for it.
  return (
    format === 'avif' ? pipeline.avif({ quality: q, effort: 2 }) : pipeline.webp({ quality: q })
  ).toBuffer();
}
