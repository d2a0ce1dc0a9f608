import type { Kysely } from 'kysely';
import sanitizeHtml from 'sanitize-html';

/**
 * Links in article HTML with any `target` now get `rel="noopener noreferrer"` when saved
 * (content/sanitize.ts); before, only `_blank` did. Articles stored earlier are cleaned
 * again here, once, rather than on every read: a read then serves what is stored, and
 * the pages' cost stays what it was. Only rows with a `target` somewhere can change.
 */
export const articleLinkRel = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const rows = await db
      .selectFrom('article')
      .select(['id', 'content', 'content_mm'])
      .where((eb) =>
        eb.or([eb('content', 'like', '%target%'), eb('content_mm', 'like', '%target%')]),
      )
      .execute();
    for (const row of rows) {
      const clean = (html: unknown) =>
        typeof html === 'string' ? sanitizeHtml(html, FROZEN_ARTICLE_HTML) : html;
      const content = clean(row.content);
      const contentMm = clean(row.content_mm);
      if (content === row.content && contentMm === row.content_mm) continue;
      await db
        .updateTable('article')
        .set({ content, content_mm: contentMm })
        .where('id', '=', row.id)
        .execute();
    }
  },
};

/**
 * A frozen copy of content/sanitize.ts's allow-list as this migration last ran it: a
 * migration is history, and must clean as it cleaned then whatever the live list becomes.
 */
const FROZEN_ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    ol: (tagName, { start, type, ...rest }) => ({
      tagName,
      attribs: {
        ...rest,
        ...(start !== undefined && /^-?\d{1,9}$/.test(start.trim()) && { start: start.trim() }),
        ...(type !== undefined && ['1', 'a', 'A', 'i', 'I'].includes(type) && { type }),
      },
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target !== undefined
          ? { ...attribs, rel: 'noopener noreferrer nofollow' }
          : attribs,
    }),
  },
};
