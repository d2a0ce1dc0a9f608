import { APPOINTMENT_PAGE_ROUTE } from '@coach/contract/booking';
import { ORDER_PAGE_ROUTE } from '@coach/contract/orders';
import { REGISTRATION_PAGE_ROUTE } from '@coach/contract/registrations';
import type { PageCardKey } from '@coach/contract/page-cards';
import { WAITLIST_CLAIM_ROUTE, WAITLIST_JOIN_ROUTE } from '@coach/contract/waitlist';
import {
  SUBSCRIBE_CONFIRM_ROUTE,
  SUBSCRIBE_ROUTE,
  UNSUBSCRIBE_ROUTE,
} from '@coach/contract/subscribers';
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
   * A page for whoever holds its link (a customer's order, a visitor's appointment): never kept or shared by a
   * cache, never indexed. apps/server's kept-pages.ts names the same paths.
   */
  private?: true;
  /**
   * Its social card's key (`GET /api/pages`): what a share of the page shows, set by the
   * owner. Pages with one fixed address have one; a page per record shares its record.
   */
  card?: PageCardKey;
}

/**
 * The coach's profile lives at /meet-{coachSlug}, a slug from the site constants. A route
 * path cannot match part of a segment, so its route takes any single segment and the
 * loader answers 404 unless it is the coach's. Fixed paths rank above it whatever the order.
 */
export const COACH_PROFILE_ROUTE = ':page';

/** An event's page, with its registration form where it sells seats. */
export const EVENT_PAGE_ROUTE = 'events/:id';
/**
 * An event's calendar file (routes.ts, beside the layout). A route path's segment with
 * more than its parameter ranks as a fixed one, so `/events/4.ics` is the file and
 * `/events/4` the page.
 */
export const EVENT_CALENDAR_ROUTE = 'events/:id.ics';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '', file: 'pages/home/home.tsx', menuLabel: 'home', inSitemap: true, card: 'home' },
  {
    path: COACH_PROFILE_ROUTE,
    file: 'pages/coach-profile/coach-profile.tsx',
    menuLabel: 'meetCoach',
    inSitemap: true,
    card: 'coach',
  },
  {
    path: 'one-on-one-coaching',
    file: 'pages/one-on-one/one-on-one-coaching.tsx',
    menuLabel: 'oneOnOne',
    inSitemap: true,
    card: 'one-on-one-coaching',
  },
  {
    path: 'team-coaching',
    file: 'pages/team-coaching/team-coaching.tsx',
    menuLabel: 'teamCoaching',
    inSitemap: true,
    card: 'team-coaching',
  },
  {
    path: 'trainings',
    file: 'pages/trainings/trainings.tsx',
    menuLabel: 'trainings',
    inSitemap: true,
    card: 'trainings',
  },
  {
    path: 'blogs',
    file: 'pages/blogs/blogs.tsx',
    menuLabel: 'blogs',
    inSitemap: true,
    card: 'blogs',
  },
  { path: 'articles/view/:id', file: 'pages/article/article-view.tsx', inSitemap: false },
  { path: EVENT_PAGE_ROUTE, file: 'pages/event/event-page.tsx', inSitemap: false },
  // A full event's waiting list: its form's answer is one visitor's, so never kept.
  {
    path: WAITLIST_JOIN_ROUTE,
    file: 'pages/event/waitlist-page.tsx',
    inSitemap: false,
    private: true,
  },
  {
    path: WAITLIST_CLAIM_ROUTE,
    file: 'pages/claim/claim-page.tsx',
    inSitemap: false,
    private: true,
  },
  {
    path: 'shops',
    file: 'pages/shop/shops.tsx',
    menuLabel: 'shop',
    inSitemap: true,
    card: 'shops',
  },
  {
    path: 'shops/checkout/:productId',
    file: 'pages/shop/checkout/shop-checkout.tsx',
    inSitemap: false,
  },
  { path: ORDER_PAGE_ROUTE, file: 'pages/order/order-page.tsx', inSitemap: false, private: true },
  {
    path: REGISTRATION_PAGE_ROUTE,
    file: 'pages/registration/registration-page.tsx',
    inSitemap: false,
    private: true,
  },
  {
    path: APPOINTMENT_PAGE_ROUTE,
    file: 'pages/appointment/appointment-page.tsx',
    inSitemap: false,
    private: true,
  },
  // The site's search: never kept, so that each search reaches the loader that counts it
  // for the owner (and each query would be a page of its own to keep); never indexed.
  { path: 'search', file: 'pages/search/search-page.tsx', inSitemap: false, private: true },
  // The email list (issue 44): where the sign-up forms post and answer, and the pages of
  // the confirmation and unsubscribe links, whose tokens are one subscriber's.
  {
    path: SUBSCRIBE_ROUTE,
    file: 'pages/subscribe/subscribe-page.tsx',
    inSitemap: false,
    private: true,
  },
  {
    path: SUBSCRIBE_CONFIRM_ROUTE,
    file: 'pages/subscribe/confirm-page.tsx',
    inSitemap: false,
    private: true,
  },
  {
    path: UNSUBSCRIBE_ROUTE,
    file: 'pages/subscribe/unsubscribe-page.tsx',
    inSitemap: false,
    private: true,
  },
  {
    path: 'contact-us',
    file: 'pages/contact/contact-us.tsx',
    menuLabel: 'contact',
    inSitemap: true,
    card: 'contact-us',
  },
  {
    path: 'testimonial',
    file: 'pages/testimonial/testimonial.tsx',
    menuLabel: 'testimonial',
    inSitemap: true,
    card: 'testimonial',
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

/**
 * The addresses of every shared page that has one address, in the list's order: not the
 * search (private), whose every address is a query of its own.
 */
export const fixedPageAddresses = (
  coachPath: string,
  pages: readonly PublicPage[] = PUBLIC_PAGES,
) => pages.flatMap((page) => (page.private ? [] : (pageAddress(page, coachPath) ?? [])));

/** The addresses sitemap.xml lists besides the articles. */
export const sitemapAddresses = (coachPath: string) =>
  fixedPageAddresses(
    coachPath,
    PUBLIC_PAGES.filter((page) => page.inSitemap),
  );

/**
 * The social card of the page at a path (a request's pathname), given the coach's profile
 * path; undefined for a page without one (an article, a checkout, an unknown address).
 * React Router matches paths whatever their letters' case, and so does this.
 */
export function cardAt(pathname: string, coachPath: string): PageCardKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return PUBLIC_PAGES.find((page) => page.card && pageAddress(page, coachPath) === path)?.card;
}
