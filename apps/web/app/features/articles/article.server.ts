import { type Language, resources } from '@coach/contract';
import { type AppLoadContext, data } from 'react-router';
import { localized } from '../../lib/language';
import { fileId, str } from '../../lib/records';
import { longDate } from '../blogs/dates';

export interface ArticleView {
  id: number;
  name: string;
  description: string;
  /** Sanitised on the server before it was stored (allow-listed tags and attributes). */
  content: string;
  image: string | null;
  created: string;
  date: string;
}

/** One published article in the visitor's language; a 404 response for any other id. */
export async function loadArticle(
  context: AppLoadContext,
  id: string,
  language: Language,
): Promise<ArticleView> {
  let row: Record<string, unknown>;
  try {
    row = await context.services.crud.get(resources.articles, id, context.viewer);
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw data(null, { status: 404 });
    throw error;
  }
  return {
    id: Number(row.id),
    name: localized(row, 'name', language),
    description: localized(row, 'description', language),
    content: localized(row, 'content', language),
    image: fileId(row, 'image'),
    created: str(row, 'created'),
    date: longDate(str(row, 'created'), language),
  };
}
