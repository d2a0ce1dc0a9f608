import { IMAGE_WIDTHS, type Language } from '@coach/contract';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../db/connect.ts';
import { ARTICLE_HTML } from './sanitize.ts';

/** An upload's address in stored article HTML, as the editor writes it. */
const UPLOAD_SRC = /^\/api\/files\/([\w-]+)$/;
const UPLOAD_SRCS = /src="\/api\/files\/([\w-]+)"/g;
const HAS_UPLOAD = /src="\/api\/files\/[\w-]+"/;

/** How wide an article's text column is drawn: the page's widest picture. */
const COLUMN_SIZES = '(min-width: 800px) 760px, calc(100vw - 2rem)';

export interface Upload {
  width: number;
  height: number;
  /** The library's alt texts (PUT /api/files/{id}), each language or null. */
  alt: Record<Language, string | null>;
}

const fileUrl = (id: string, width?: number) =>
  `/api/files/${encodeURIComponent(id)}${width ? `?w=${width}` : ''}`;

/**
 * A picture of an article as every other picture of the site is drawn: the widths the
 * files route makes (never wider than the upload), its own width and height so the text
 * does not jump as it loads, after the first loaded only when scrolled near, and the
 * library's alt text when the editor gave none. Done
 * when the page is made, so articles stored before this get it too; a picture from
 * elsewhere (another site's address) is left as it was.
 */
function responsiveImage(
  attribs: Record<string, string>,
  size: Upload | undefined,
  first: boolean,
  language: Language,
) {
  const id = UPLOAD_SRC.exec(attribs.src ?? '')?.[1];
  if (!id || !size) return attribs;
  const widths = IMAGE_WIDTHS.filter((w) => w <= size.width);
  if (!widths.length) widths.push(IMAGE_WIDTHS[0]);
  const fallback = widths.find((w) => w >= 760) ?? widths[widths.length - 1]!;
  // The alt written in the editor wins; else the library's, in the page's language first.
  const other: Language = language === 'mm' ? 'en' : 'mm';
  const alt = attribs.alt?.trim() || size.alt[language] || size.alt[other] || attribs.alt || '';
  return {
    ...attribs,
    alt,
    src: fileUrl(id, fallback),
    srcset: widths.map((w) => `${fileUrl(id, w)} ${w}w`).join(', '),
    sizes: COLUMN_SIZES,
    width: String(size.width),
    height: String(size.height),
    loading: first ? 'eager' : 'lazy',
    decoding: 'async',
  };
}

/**
 * The public uploads that stored article HTML shows (by the editor's `/api/files/{id}`),
 * each with its size and the library's alt texts, by id.
 */
export async function uploadsIn({ db }: Database, html: string): Promise<Map<string, Upload>> {
  const ids = [...new Set([...html.matchAll(UPLOAD_SRCS)].map((match) => match[1]!))];
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('file')
    .select(['id', 'width', 'height', 'alt', 'alt_mm'])
    .where('id', 'in', ids)
    .where('visibility', '=', 'public')
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.id),
      {
        width: Number(row.width),
        height: Number(row.height),
        alt: {
          en: row.alt ?? null,
          mm: row.alt_mm ?? null,
        },
      },
    ]),
  );
}

/** Article HTML with its uploads drawn as responsive pictures (see responsiveImage). */
export function richImages(database: Database) {
  return async function responsiveHtml(html: string, language: Language = 'en'): Promise<string> {
    if (!HAS_UPLOAD.test(html)) return html;
    const sizes = await uploadsIn(database, html);
    let images = 0;
    // Parsed and written again by the same allow-list as on saving, so nothing new gets in.
    return sanitizeHtml(html, {
      ...ARTICLE_HTML,
      allowedAttributes: {
        ...ARTICLE_HTML.allowedAttributes,
        img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
      },
      transformTags: {
        ...ARTICLE_HTML.transformTags,
        img: (tagName, attribs) => {
          const id = UPLOAD_SRC.exec(attribs.src ?? '')?.[1];
          const upload = id ? sizes.get(id) : undefined;
          const drawn = responsiveImage(attribs, upload, images === 0, language);
          images += 1;
          return { tagName, attribs: drawn };
        },
      },
    });
  };
}
