import { ORDER_PAGE_ROUTE } from '@coach/contract/orders';
import type { commonMessages } from '../i18n/common';

/**
 * The public pages: the one list that the router (routes.ts), the header menu, sitemap.xml
 * and the browser tests read. React Router's build evaluates routes.ts in Node, so this
 * file is plain data: it must not import React or browser code.
 */
export interface PublicPage {
  /** The route path: '' for the home page; `:name` marks a parameter. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** Its entry in the header menu (in this list's order); a page without one is reached from others. */
  menuLabel?: keyof typeof commonMessages;
  /** Whether sitemap.xml lists it; a page per record (an article) lists its records instead. */
  inSitemap: boolean;
  /**
   * A page for whoever holds its link (a customer's order): never kept or shared by a
   * cache, never indexed. apps/server's kept-pages.ts names the same paths.
   */
  private?: true;
}

/**
 * The coach's profile lives at /meet-{coachSlug}, a slug from the site constants. A route
 * path cannot match part of a segment, so its route takes any single segment and the
 * loader answers 404 unless it is the coach's. Fixed paths rank above it whatever the order.
 */
export const COACH_PROFILE_ROUTE = ':page';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '', file: 'pages/home/home.tsx', menuLabel: 'home', inSitemap: true },
  {
    path: COACH_PROFILE_ROUTE,
    file: 'pages/coach-profile/coach-profile.tsx',
    menuLabel: 'meetCoach',
    inSitemap: true,
  },
  {
    path: 'one-on-one-coaching',
    file: 'pages/one-on-one/one-on-one-coaching.tsx',
    menuLabel: 'oneOnOne',
    inSitemap: true,
  },
  {
    path: 'team-coaching',
    file: 'pages/team-coaching/team-coaching.tsx',
    menuLabel: 'teamCoaching',
    inSitemap: true,
  },
  {
    path: 'trainings',
    file: 'pages/trainings/trainings.tsx',
    menuLabel: 'trainings',
    inSitemap: true,
  },
  { path: 'blogs', file: 'pages/blogs/blogs.tsx', menuLabel: 'blogs', inSitemap: true },
  { path: 'articles/view/:id', file: 'pages/article/article-view.tsx', inSitemap: false },
  { path: 'shops', file: 'pages/shop/shops.tsx', menuLabel: 'shop', inSitemap: true },
  {
    path: 'shops/checkout/:productId',
    file: 'pages/shop/checkout/shop-checkout.tsx',
    inSitemap: false,
  },
  { path: ORDER_PAGE_ROUTE, file: 'pages/order/order-page.tsx', inSitemap: false, private: true },
  {
    path: 'contact-us',
    file: 'pages/contact/contact-us.tsx',
    menuLabel: 'contact',
    inSitemap: true,
  },
  {
    path: 'testimonial',
    file: 'pages/testimonial/testimonial.tsx',
    menuLabel: 'testimonial',
    inSitemap: true,
  },
];

/**
 * A page's address, given the coach's profile path (`coachPath` in site.ts, e.g.
 * /meet-mung); null for a page per record, whose address needs the record's id.
 */
export function pageAddress(page: PublicPage, coachPath: string): string | null {
  if (page.path === COACH_PROFILE_ROUTE) return coachPath;
  return page.path.includes(':') ? null : `/${page.path}`;
}

/** The addresses of every page that has one address, in the list's order. */
export const fixedPageAddresses = (
  coachPath: string,
  pages: readonly PublicPage[] = PUBLIC_PAGES,
) => pages.flatMap((page) => pageAddress(page, coachPath) ?? []);

/** The addresses sitemap.xml lists besides the articles. */
export const sitemapAddresses = (coachPath: string) =>
  fixedPageAddresses(
    coachPath,
    PUBLIC_PAGES.filter((page) => page.inSitemap),
  );
