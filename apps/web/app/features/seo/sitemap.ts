import { pageUrl } from '../../lib/seo';

export interface SitemapPage {
  /** Path from the site root, e.g. "/blogs". */
  path: string;
  /** ISO date of the last change, when known (articles; fixed pages by their lists). */
  lastModified?: string;
}

/**
 * The lists a fixed page shows, newest created first: the page changed when the newest of
 * them was added. Edits leave no date (records keep only their creation time), so this is
 * when the page last gained something; a page whose lists are in another order (clients
 * and awards by rank, products by id) or that shows none gets no lastmod rather than a
 * wrong one.
 */
export const PAGE_LISTS = {
  '/': ['events'],
  '/blogs': ['articles', 'blog_videos', 'quotes'],
  '/testimonial': ['testimonials'],
} as const;
export type ListedSlug = (typeof PAGE_LISTS)[keyof typeof PAGE_LISTS][number];

/** A page's lastmod from the newest creation date of each list it shows (ISO), if any. */
export function lastModifiedOf(
  path: string,
  newest: Partial<Record<ListedSlug, string | undefined>>,
): string | undefined {
  const slugs: readonly ListedSlug[] = PAGE_LISTS[path as keyof typeof PAGE_LISTS] ?? [];
  const dates = slugs.flatMap((slug) => newest[slug] ?? []);
  return dates.length ? dates.reduce((a, b) => (a > b ? a : b)) : undefined;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * The sitemap: every page in both languages (English at its plain address, Burmese
 * with ?lang=mm), each entry naming its alternates with xhtml:link hreflang, as search
 * engines expect for translated pages.
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const entries = pages.flatMap(({ path, lastModified }) => {
    const en = pageUrl(origin, path, 'en');
    const mm = pageUrl(origin, path, 'mm');
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="my" href="${escapeXml(mm)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
    ].join('');
    const lastmod = lastModified
      ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>`
      : '';
    return [en, mm].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the back office and the API (images excepted). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    // Page images are served from the files route; keep them findable (the longer rule wins).
    'Allow: /api/files/',
    'Disallow: /login',
    'Disallow: /register',
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
