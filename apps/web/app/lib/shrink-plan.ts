/**
 * When a picture is made smaller in the browser before it is uploaded, and to what size:
 * the pure part of shrink-photo.ts, kept apart so it can be tested without a browser.
 * A phone photo (12 megapixels, 5–10 MB) would take minutes over a mobile connection;
 * the site never shows an image wider than 2560 px, and the server re-encodes whatever
 * it gets, so the extra pixels and bytes would only cost the sender.
 */

/** The longest side a shrunk picture keeps. */
export const MAX_LONG_SIDE = 2560;
/** A picture this size or smaller, within MAX_LONG_SIDE, is sent as it is. */
export const MAX_UNSHRUNK_BYTES = 1.5 * 1024 * 1024;
/** JPEG qualities tried in turn until the result is under MAX_UNSHRUNK_BYTES. */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65] as const;

export interface Size {
  width: number;
  height: number;
}

/**
 * Whether a file is worth decoding to look at: only still images the browser can draw.
 * A GIF may be animated and a canvas keeps only its first frame, so GIFs go as they are;
 * so do types a browser may not decode (HEIC) — the server decides about those.
 */
export function mayShrink(type: string): boolean {
  return ['image/jpeg', 'image/png', 'image/webp', 'image/avif'].includes(type);
}

/**
 * Whether a WebP file's first bytes declare an animation (the VP8X chunk's animation
 * flag): a canvas would keep only its first frame, so such a file goes as it is.
 */
export function isAnimatedWebp(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  return (
    head.length >= 21 &&
    ascii(0, 4) === 'RIFF' &&
    ascii(8, 12) === 'WEBP' &&
    ascii(12, 16) === 'VP8X' &&
    (head[20]! & 0x02) !== 0
  );
}

/**
 * Whether RGBA pixels (a canvas's getImageData) hold any that are not fully opaque. A JPEG
 * cannot keep transparency, so such a picture (a logo) goes as it is rather than on white.
 */
export function anyTransparent(rgba: ArrayLike<number>): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! < 255) return true;
  return false;
}

/**
 * The size to draw a picture at before re-encoding it, or null to send the file as it
 * is: small enough in both pixels and bytes. A large file within MAX_LONG_SIDE keeps its
 * size and is only re-encoded (a 1080 × 2400 receipt screenshot keeps every pixel of its
 * text).
 */
export function shrinkTarget(size: Size, bytes: number): Size | null {
  const longSide = Math.max(size.width, size.height);
  if (longSide <= MAX_LONG_SIDE && bytes <= MAX_UNSHRUNK_BYTES) return null;
  return scaled(size, Math.min(1, MAX_LONG_SIDE / longSide));
}

/** A size scaled by `factor`, rounded, never below one pixel. */
export function scaled({ width, height }: Size, factor: number): Size {
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/** The file name a re-encoded picture is sent under: its own, with the new extension. */
export function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${extension}`;
}
