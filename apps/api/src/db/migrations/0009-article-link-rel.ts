import type { Kysely } from 'kysely';
import { sanitizeArticleHtml } from '../../content/sanitize.ts';

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
        typeof html === 'string' ? sanitizeArticleHtml(html) : html;
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
