import type { Language } from '@coach/contract';
import { PAGE_SIZES } from '@coach/contract/options';
import type { AppLoadContext } from 'react-router';
import { localized } from '../../lib/language';
import { type Paged, pageParam, pagesCounter, readPage, shapePage } from '../../lib/paging';
import { siteInfo } from '../../lib/site';
import { loadSiteSettings } from '../../lib/site.server';
import type { ArticleCardView, QuoteView, VideoView } from './blog-views';
import { longDate } from '../../lib/dates';
import { quotesPageSize } from './quotes-page-size';
import { openPreview, withPreviewed } from '../../features/preview/preview.server';

/** The fields an article card shows: never the article's body. */
const ARTICLE_CARD = [
  'name',
  'name_mm',
  'description',
  'description_mm',
  'image',
  'created',
  'published_at',
] as const;

/** What a quote card needs: its picture, whether it is featured, and its article. */
const QUOTE_CARD = ['image', 'is_featured', 'article_id'] as const;

/**
 * The names of the published articles among `ids` (those quotes link to), read by id
 * and a page of 100 at a time rather than as the whole list of articles.
 */
async function articleNames(context: AppLoadContext, ids: number[]) {
  const names = [];
  for (let i = 0; i < ids.length; i += 100) {
    const onlyIds = ids.slice(i, i + 100);
    const { rows } = await context.content.page('articles', {
      limit: 100,
      offset: 0,
      onlyIds,
      columns: ['name', 'name_mm'],
    });
    names.push(...rows);
  }
  return names;
}

/**
 * The featured quote and the page of the others the address names (`?quotes=2`), read
 * twice: as wide screens page them (9 beside the featured quote, 12 without one) and as
 * narrow screens do (4). The server cannot know the screen, so it renders both and the
 * stylesheet shows the one that fits; each is a handful of small rows.
 */
async function loadQuotes(context: AppLoadContext, url: URL, language: Language) {
  const { content } = context;
  const { rows: featuredRows } = await content.page('quotes', {
    limit: 1,
    offset: 0,
    filters: { is_featured: 'true' },
    columns: QUOTE_CARD,
  });
  const featured = featuredRows[0] ?? null;
  const gallery = (narrow: boolean) =>
    readPage(
      pageParam(url, 'quotes'),
      quotesPageSize({ narrow, hasFeatured: featured !== null }),
      (window) =>
        content.page('quotes', {
          ...window,
          exceptIds: featured ? [featured.id] : [],
          columns: QUOTE_CARD,
        }),
      // Two sizes, two counts: the server takes the larger (the narrow gallery's).
      pagesCounter(context, 'quotes'),
    );
  const [wide, narrow] = await Promise.all([gallery(false), gallery(true)]);

  const all = [...(featured ? [featured] : []), ...wide.rows, ...narrow.rows];
  const linked = [...new Set(all.map((q) => q.article_id).filter((id) => id != null))];
  const published = new Map((await articleNames(context, linked)).map((a) => [a.id, a]));
  const view = (q: (typeof all)[number]): QuoteView => {
    // A quote may point at an article that is not (or no longer) published: then it
    // links nowhere rather than to a missing page.
    const article = q.article_id == null ? undefined : published.get(q.article_id);
    return {
      id: q.id,
      image: q.image || null,
      featured: q.is_featured,
      article: article ? { id: article.id, name: localized(article, 'name', language) } : null,
    };
  };
  return {
    featured: featured && view(featured),
    wide: shapePage(wide, view),
    narrow: shapePage(narrow, view),
  };
}

/**
 * Quotes, and the pages of published videos and published articles the address names
 * (`?videos=2`, `?articles=3`), for /blogs in the visitor's language.
 */
export async function loadBlogs(context: AppLoadContext, url: URL, language: Language) {
  const { content } = context;
  const settings = await loadSiteSettings(context);
  const site = siteInfo(settings.constants);
  // The terms and privacy pages are articles too, but they are not blog posts.
  const legal = [site.termsArticleId, site.privacyArticleId]
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const [quotes, videos, articles, preview] = await Promise.all([
    loadQuotes(context, url, language),
    readPage(
      pageParam(url, 'videos'),
      PAGE_SIZES.videos,
      (window) => content.page('blog_videos', window),
      pagesCounter(context, 'videos'),
    ),
    readPage(
      pageParam(url, 'articles'),
      PAGE_SIZES.articles,
      (window) => content.page('articles', { ...window, exceptIds: legal, columns: ARTICLE_CARD }),
      pagesCounter(context, 'articles'),
    ),
    // A private preview link of a video not yet published: shown first, with a notice.
    openPreview(context, url, 'blog_videos', language),
  ]);
  const previewed = preview?.record as unknown as (typeof videos.rows)[number] | undefined;
  const shownVideos = { ...videos, rows: withPreviewed(videos.rows, previewed) };
  const videoViews: Paged<VideoView> = shapePage(shownVideos, (v) => ({
    id: v.id,
    name: localized(v, 'name', language),
    description: localized(v, 'description', language),
    url: v.video_url,
  }));
  const articleViews: Paged<ArticleCardView> = shapePage(articles, (a) => ({
    id: a.id,
    name: localized(a, 'name', language),
    description: localized(a, 'description', language),
    image: a.image || null,
    published: a.published_at ?? a.created,
    date: longDate(a.published_at ?? a.created, language, context.timeZone),
  }));
  return { quotes, videos: videoViews, articles: articleViews, preview: preview?.view ?? null };
}
