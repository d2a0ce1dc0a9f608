// The only widths the files route makes copies at: any other `?w=` is refused.
import { IMAGE_WIDTHS } from '@coach/contract/options';

/** The URL of an uploaded file, optionally resized to a width. */
export const fileUrl = (id: string, width?: number) =>
  `/api/files/${encodeURIComponent(id)}${width ? `?w=${width}` : ''}`;

/** The URL that makes the browser save an uploaded file (a receipt) instead of showing it. */
export const downloadUrl = (id: string) => `/api/files/${encodeURIComponent(id)}?download`;

/** A `srcset` over the snap widths up to `maxWidth` (images are never upscaled past it). */
export function fileSrcSet(id: string, maxWidth = 1920): string {
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth);
  if (!widths.length) widths.push(IMAGE_WIDTHS[0]);
  return widths.map((w) => `${fileUrl(id, w)} ${w}w`).join(', ');
}

/** The snap width that covers `width` (the largest one when none does). */
export const snapWidth = (width: number) =>
  IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
