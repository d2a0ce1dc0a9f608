/** Link schemes the article editor allows; any other link is stored as about:blank. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'] as const;

/** Image types a drop or paste may upload. */
export const PASTE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Whether a link may be stored: a path on this site, or one of the allowed schemes.
 * Control characters and spaces are ignored first, as browsers ignore them
 * ("java\tscript:" is still javascript:).
 */
export function isSafeLink(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (!scheme) return !compact.startsWith('//');
  return (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/** The href to store: the link itself when safe, about:blank otherwise. */
export const safeHref = (url: string) => (isSafeLink(url) ? url.trim() : 'about:blank');

/** Splits dropped or pasted files into the images to upload and the rest. */
export function pastedImages(files: readonly File[]): { images: File[]; refused: File[] } {
  const allowed = PASTE_IMAGE_TYPES as readonly string[];
  return {
    images: files.filter((f) => allowed.includes(f.type)),
    refused: files.filter((f) => !allowed.includes(f.type)),
  };
}
