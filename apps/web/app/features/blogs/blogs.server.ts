import type { Language } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import { localized } from '../../lib/language';
import { siteInfo } from '../../lib/site';
import { loadSiteSettings } from '../../lib/site.server';
import type { ArticleCardView, QuoteView, VideoView } from './blog-views';
import { longDate } from './dates';

/** Quotes, published videos and published articles for /blogs, in the visitor's language. */
export async function loadBlogs(context: AppLoadContext, language: Language) {
  const [quotes, videos, articles, settings] = await Promise.all([
    context.content.list('quotes'),
    context.content.list('blog_videos'),
    context.content.list('articles'),
    loadSiteSettings(context),
  ]);
  const site = siteInfo(settings.constants);
  // The terms and privacy pages are articles too, but they are not blog posts.
  const legal = new Set([site.termsArticleId, site.privacyArticleId].filter(Boolean));
  const published = new Map(articles.map((a) => [a.id, a]));

  const quoteViews: QuoteView[] = quotes.map((q) => {
    // A quote may point at an article that is not (or no longer) published: then it
    // links nowhere rather than to a missing page.
    const article = q.article_id == null ? undefined : published.get(q.article_id);
    return {
      id: q.id,
      image: q.image || null,
      featured: q.is_featured,
      article: article ? { id: article.id, name: localized(article, 'name', language) } : null,
    };
  });
  const videoViews: VideoView[] = videos.map((v) => ({
    id: v.id,
    name: localized(v, 'name', language),
    description: localized(v, 'description', language),
    url: v.video_url,
  }));
  const articleViews: ArticleCardView[] = articles
    .filter((a) => !legal.has(String(a.id)))
    .map((a) => ({
      id: a.id,
      name: localized(a, 'name', language),
      description: localized(a, 'description', language),
      image: a.image || null,
      created: a.created,
      date: longDate(a.created, language),
    }));
  return { quotes: quoteViews, videos: videoViews, articles: articleViews };
}
