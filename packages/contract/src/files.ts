/**
 * The media library (`GET /api/files`, `GET /api/files/{id}/usage`, `PUT` and `DELETE
 * /api/files/{id}`): the public uploads an admin can browse, describe and remove.
 * Order receipts are private files and never listed.
 */

/** Longest alt text: a screen reader reads all of it, so a sentence or two is plenty. */
export const FILE_ALT_MAX = 300;

/** One uploaded image as the library lists it. */
export interface LibraryFile {
  id: string;
  /** The name it was uploaded with (a label; null when the browser sent none). */
  name: string | null;
  width: number;
  height: number;
  /** Its size as stored, without the resized copies. */
  bytes: number;
  alt: string | null;
  alt_mm: string | null;
  /** The point to keep in view when a page crops it, 0–1 from the left and top; null: the middle. */
  focal_x: number | null;
  focal_y: number | null;
  created: string;
}

/**
 * A record that shows or keeps the file: `resource` is the API's name for it (`events`,
 * `stats`, `pages`, `trash`…), `id` the record's (a page's key for a social card), `field`
 * the column holding the file's id or address.
 */
export interface FileUse {
  resource: string;
  id: string | number;
  field: string;
}

/**
 * What a public page draws an uploaded image with beyond its id: the library's alt texts
 * that are set (not blank) and its focal point. A page's loader data carries these for
 * its own images that have any (`images`, apps/web/app/lib/image-facts.server.ts).
 */
export interface ImageFact {
  alt?: string;
  alt_mm?: string;
  /** The point to keep in view when cropped: [x, y], each 0–1 from the left and top. */
  focal?: [number, number];
}

/** Image facts by file id; a file with none set is left out. */
export type ImageFacts = Record<string, ImageFact>;

/** The shape of a file id (16 random bytes in base64url, apps/api's file-service.ts). */
export const FILE_ID_PATTERN = /^[\w-]{22}$/;
