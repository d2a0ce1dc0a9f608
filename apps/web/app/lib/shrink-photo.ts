import {
  JPEG_QUALITIES,
  MAX_UNSHRUNK_BYTES,
  type Size,
  anyTransparent,
  isAnimatedWebp,
  mayShrink,
  renamed,
  scaled,
  shrinkTarget,
} from './shrink-plan';

/**
 * Makes a large picture small enough to send over a phone's connection (shrink-plan.ts
 * says when and to what size): decoded with its EXIF rotation applied, drawn at the new
 * size, re-encoded as JPEG. Loaded by upload-file.ts only when a picture is sent.
 *
 * The platform's canvas rather than a library: browser-image-compression (the usual one,
 * last released as 2.0.2) loads its web worker from a CDN by default, which the site's
 * Content-Security-Policy refuses, and reads the EXIF rotation itself where browsers now
 * apply it; without its worker it makes the same canvas calls as this file.
 *
 * Never fails: whatever goes wrong (an old browser, a picture it cannot decode), the
 * original file is answered, and the server re-encodes it as it always has.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  try {
    return (await shrunk(file)) ?? file;
  } catch {
    return file;
  }
}

/** How many times the size is cut by a quarter when even the lowest quality is too big. */
const SIZE_CUTS = 3;

async function shrunk(file: File): Promise<File | null> {
  if (!mayShrink(file.type) || typeof createImageBitmap !== 'function') return null;
  if (file.type === 'image/webp') {
    const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
    if (isAnimatedWebp(head)) return null;
  }
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let size = shrinkTarget(bitmap, file.size);
    if (!size || (file.type !== 'image/jpeg' && hasTransparency(bitmap))) return null;
    let smallest: Blob | undefined;
    for (let cut = 0; cut <= SIZE_CUTS && !fits(smallest); cut++) {
      for (const quality of JPEG_QUALITIES) {
        smallest = await drawJpeg(bitmap, size, quality);
        if (fits(smallest)) break;
      }
      size = scaled(size, 0.75);
    }
    // A re-encoding that saves nothing is not worth its loss of quality.
    if (!smallest || smallest.size >= file.size) return null;
    return new File([smallest], renamed(file.name, 'jpg'), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}

/** How large a copy is looked at for transparency: enough to see any clear area. */
const TRANSPARENCY_SAMPLE = 512;

/** Whether a picture has clear parts, judged on a small copy (cheap even for 12 MP). */
function hasTransparency(bitmap: ImageBitmap): boolean {
  const factor = Math.min(1, TRANSPARENCY_SAMPLE / Math.max(bitmap.width, bitmap.height));
  const { width, height } = scaled(bitmap, factor);
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.drawImage(bitmap, 0, 0, width, height);
  return anyTransparent(context.getImageData(0, 0, width, height).data);
}

const fits = (blob: Blob | undefined) => blob !== undefined && blob.size <= MAX_UNSHRUNK_BYTES;

/** The bitmap drawn at `size` and encoded as JPEG, off the page's canvas where possible. */
async function drawJpeg(bitmap: ImageBitmap, size: Size, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    paint(canvas.getContext('2d'), bitmap, size);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = Object.assign(document.createElement('canvas'), size);
  paint(canvas.getContext('2d'), bitmap, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))),
      'image/jpeg',
      quality,
    ),
  );
}

function paint(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  { width, height }: Size,
) {
  if (!context) throw new Error('No 2D canvas in this browser.');
  // JPEG has no transparency: a transparent PNG's clear parts would otherwise turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
