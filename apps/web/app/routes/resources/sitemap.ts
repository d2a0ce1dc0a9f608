import type { Route } from './+types/sitemap';
import {
  type ListedSlug,
  PAGE_LISTS,
  type SitemapPage,
  lastModifiedOf,
  sitemapXml,
} from '../../features/seo/sitemap';
import { sitemapAddresses } from '../../lib/public-pages';
import { eventPath } from '../../features/events/event-path';
import { coachPath, siteInfo } from '../../lib/site';
import { loadSiteSettings } from '../../lib/site.server';

/**
 * A sitemap holds at most 50,000 addresses; each article or event takes two (one per
 * language), and the fixed pages a few.
 */
const MOST_ARTICLES = 22_000;
const MOST_EVENTS = 2_000;

/** The ids and dates of a list's public records, a page at a time and never their bodies. */
async function recordDates(
  context: Route.LoaderArgs['context'],
  slug: 'articles' | 'events',
  most: number,
) {
  const dates = [];
  for (let offset = 0; offset < most; offset += 100) {
    const { rows, total } = await context.content.page(slug, {
      limit: 100,
      offset,
      columns: ['created'],
    });
    dates.push(...rows);
    if (offset + 100 >= total) break;
  }
  return dates;
}

/** The newest creation date of each list a page shows (one row of each, its date only). */
async function newestDates(context: Route.LoaderArgs['context']) {
  const slugs = [...new Set(Object.values(PAGE_LISTS).flat())];
  const newest = await Promise.all(
    slugs.map(async (slug: ListedSlug) => {
      const { rows } = await context.content.page(slug, {
        limit: 1,
        offset: 0,
        columns: ['created'],
      });
      return [slug, rows[0]?.created] as const;
    }),
  );
  return Object.fromEntries(newest);
}

/** /sitemap.xml: every public page, published article and event, in both languages. */
export async function loader({ context }: Route.LoaderArgs) {
  const [settings, articles, events, newest] = await Promise.all([
    loadSiteSettings(context),
    recordDates(context, 'articles', MOST_ARTICLES),
    recordDates(context, 'events', MOST_EVENTS),
    newestDates(context),
  ]);
  const pages: SitemapPage[] = [
    ...sitemapAddresses(coachPath(siteInfo(settings.constants))).map((path) => ({
      path,
      lastModified: lastModifiedOf(path, newest),
    })),
    ...articles.map((a) => ({
      path: `/articles/view/${a.id}`,
      lastModified: a.created,
    })),
    ...events.map((e) => ({ path: eventPath(Number(e.id)), lastModified: e.created })),
  ];
  return new Response(sitemapXml(context.publicUrl, pages), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
