import type { Language } from '@coach/contract';
import { type AppLoadContext, data } from 'react-router';
import { localized } from '../../lib/language';
import { longDate } from '../../lib/dates';

export interface ArticleView {
  id: number;
  name: string;
  description: string;
  /** Sanitised on the server before it was stored (allow-listed tags and attributes). */
  content: string;
  image: string | null;
  /** When it was first published (older data: when it was created), ISO 8601. */
  published: string;
  date: string;
}

/** One published article in the visitor's language; a 404 response for any other id. */
export async function loadArticle(
  context: AppLoadContext,
  id: string,
  language: Language,
): Promise<ArticleView> {
  const row = await context.content.find('articles', id);
  if (!row) throw data(null, { status: 404 });
  return {
    id: row.id,
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    content: localized(row, 'content', language),
    image: row.image || null,
    published: row.published_at ?? row.created,
    date: longDate(row.published_at ?? row.created, language, context.timeZone),
  };
}
