import type { Language } from '@coach/contract';
import { openPreview } from '../../features/preview/preview.server';
import type { PreviewView } from '../../features/preview/preview-notice';
import { type AppLoadContext, data } from 'react-router';
import { localized } from '../../lib/language';
import { longDate } from '../../lib/dates';

export interface ArticleView {
  id: number;
  name: string;
  /** The line under the title; empty when the article has none in either language. */
  subtitle: string;
  description: string;
  /**
   * Sanitised on the server before it was stored (allow-listed tags and attributes), its
   * uploaded pictures drawn responsive when the page is made.
   */
  content: string;
  image: string | null;
  /**
   * When it was first published (older data: when it was created; a preview of a scheduled
   * one: when it will be), ISO 8601.
   */
  published: string;
  date: string;
}

/**
 * One published article in the visitor's language, or the unpublished one the address's
 * preview link opens (with the notice's words); a 404 response for any other id.
 */
export async function loadArticle(
  context: AppLoadContext,
  id: string,
  language: Language,
  url: URL,
): Promise<{ article: ArticleView; preview: PreviewView | null }> {
  const previewed = await openPreview(context, url, 'articles', language);
  const preview = previewed && String(previewed.record.id) === id ? previewed : null;
  // Typed as `find` answers: naming the row type here sends the compiler into a spin.
  const found = preview ? null : await context.content.find('articles', id);
  const row = found ?? (preview?.record as unknown as typeof found);
  if (!row) throw data(null, { status: 404 });
  const { timeZone } = context;
  // A preview of an article scheduled to go out on its own shows the day it will, not today.
  const published = row.published_at ?? (preview && row.publish_at) ?? row.created;
  const article: ArticleView = {
    id: row.id,
    name: localized(row, 'name', language),
    subtitle: localized(row, 'subtitle', language),
    description: localized(row, 'description', language),
    content: await context.content.responsiveHtml(localized(row, 'content', language), language),
    image: row.image || null,
    published,
    date: longDate(published, language, timeZone),
  };
  return { article, preview: preview?.view ?? null };
}
