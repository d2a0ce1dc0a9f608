import sharp from 'sharp';

/**
 * Pictures like the ones phones send, made here so no test downloads any: photos whose
 * sensor noise makes them as heavy as a real 12-megapixel JPEG, and receipt screenshots.
 */

/** Colours that change slowly across the frame, plus per-pixel noise of `noise` levels. */
function noisyPixels(width: number, height: number, seed: number, noise: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // xorshift32: the same photo, byte for byte, on every run.
      state ^= state << 13;
      state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      const grain = (((state & 0xff) - 128) * noise) / 128;
      const light = 128 + 70 * Math.sin(x / 180 + seed) * Math.cos(y / 240);
      const i = (y * width + x) * 3;
      data[i] = light + grain + 30;
      data[i + 1] = light + grain * 0.9;
      data[i + 2] = 255 - light + grain;
    }
  }
  return data;
}

/**
 * A camera JPEG of `width` × `height` as shown. With `orientation` 6 its pixels are stored
 * turned a quarter to the left with EXIF saying to turn them back, as phones held upright
 * write them. The top tenth of the picture as shown is red, to tell up from sideways.
 */
export async function phonePhoto({
  width,
  height,
  seed = 7,
  noise = 30,
  orientation,
}: {
  width: number;
  height: number;
  seed?: number;
  noise?: number;
  orientation?: 6;
}): Promise<Buffer> {
  const pixels = noisyPixels(width, height, seed, noise);
  pixels.fill(0, 0, width * Math.round(height / 10) * 3);
  for (let i = 0; i < width * Math.round(height / 10); i++) pixels[i * 3] = 220;
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (orientation === 6) {
    // Stored turned left (-90°); orientation 6 tells viewers to turn it right again.
    const turned = await image.rotate(-90).raw().toBuffer();
    image = sharp(turned, { raw: { width: height, height: width, channels: 3 } }).withMetadata({
      orientation,
    });
  }
  return image.jpeg({ quality: 92 }).toBuffer();
}

/** The region of a receipt screenshot that holds its text (a white card). */
export const RECEIPT_CARD = { left: 90, top: 500, width: 900, height: 1100 };

/**
 * A 1080 × 2400 phone screenshot of a transfer receipt in PNG: small text (22 px on a
 * 2.75× screen, about 8 CSS px) on a white card. `busyBackground` puts a photo behind the
 * card, as banking apps do, which makes the PNG heavy.
 */
export async function receiptScreenshot({ busyBackground }: { busyBackground: boolean }) {
  const { width, height } = { width: 1080, height: 2400 };
  const lines = Array.from(
    { length: 40 },
    (_, i) =>
      `<text x="${RECEIPT_CARD.left + 30}" y="${RECEIPT_CARD.top + 40 + i * 26}">` +
      `Txn ${String(90417 + i * 37).padStart(8, '0')}  Ref KBZ-${i}A7Q  ` +
      `${(12500 + i * 1750).toLocaleString('en')} MMK  27/11/2026 ${String(9 + (i % 12)).padStart(2, '0')}:4${i % 10}</text>`,
  ).join('');
  const card = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${RECEIPT_CARD.left}" y="${RECEIPT_CARD.top}" width="${RECEIPT_CARD.width}" ` +
      `height="${RECEIPT_CARD.height}" fill="#fff"/>` +
      `<g font-family="DejaVu Sans" font-size="22" fill="#222">${lines}</g></svg>`,
  );
  const background = busyBackground
    ? sharp(noisyPixels(width, height, 3, 40), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: '#eef1f5' } });
  return background
    .composite([{ input: card }])
    .png()
    .toBuffer();
}

/**
 * How far apart two pictures are on a region, in grey levels (0–255): the mean absolute
 * difference of their pixels. Text blurred past reading moves it by tens of levels.
 */
export async function meanDifference(
  a: Buffer,
  b: Buffer,
  region: typeof RECEIPT_CARD,
): Promise<number> {
  const grey = (image: Buffer) => sharp(image).extract(region).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}
