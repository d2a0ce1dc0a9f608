import type { Route } from './+types/sitemap';
import { type SitemapPage, sitemapXml } from '../../features/seo/sitemap';
import { sitemapAddresses } from '../../lib/public-pages';
import { coachPath, siteInfo } from '../../lib/site';
import { loadSiteSettings } from '../../lib/site.server';

/** /sitemap.xml: every public page and every published article, in both languages. */
export async function loader({ context }: Route.LoaderArgs) {
  const [settings, articles] = await Promise.all([
    loadSiteSettings(context),
    context.content.list('articles'),
  ]);
  const pages: SitemapPage[] = [
    ...sitemapAddresses(coachPath(siteInfo(settings.constants))).map((path) => ({ path })),
    ...articles.map((a) => ({
      path: `/articles/view/${a.id}`,
      lastModified: a.created,
    })),
  ];
  return new Response(sitemapXml(context.publicUrl, pages), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
