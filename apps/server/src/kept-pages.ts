import { chosenLanguage } from '@coach/contract/options';
import { APPOINTMENT_PAGE_ROUTE } from '@coach/contract/booking';
import { ORDER_PAGE_ROUTE } from '@coach/contract/orders';
import { PREVIEW_PARAM } from '@coach/contract/previews';
import { REGISTRATION_PAGE_ROUTE } from '@coach/contract/registrations';
import { WAITLIST_CLAIM_ROUTE, WAITLIST_JOIN_ROUTE } from '@coach/contract/waitlist';
import {
  SUBSCRIBE_CONFIRM_ROUTE,
  SUBSCRIBE_ROUTE,
  UNSUBSCRIBE_ROUTE,
} from '@coach/contract/subscribers';
import { LRUCache } from 'lru-cache';
import { type RouteObject, type ServerBuild, matchRoutes } from 'react-router';

/** Longer addresses are rendered each time: they are not links anyone follows twice. */
const MAX_KEPT_URL = 512;
/**
 * Paths whose judgement is remembered. React Router's matchRoutes flattens, ranks and
 * compiles the whole route tree on every call, and the overload guard asks for every
 * request: under load that was a quarter of the server's CPU. The site has a few hundred
 * addresses; made-up ones push out the oldest and are judged again, never wrongly.
 */
const JUDGED_PATHS = 5_000;

/**
 * Answers beside the pages that every visitor gets alike, by route path: the sitemap,
 * robots.txt, a slider's next slides and an event's calendar file.
 */
export const PUBLIC_ANSWERS = ['sitemap.xml', 'robots.txt', 'slides/:list', 'events/:id.ics'];

/**
 * Pages inside the public layout that are one person's (an order, an appointment, a
 * registration, a waiting-list offer, an email list's confirmation or unsubscribe link) or
 * answer one person's form (a place on a waiting list, a sign-up), and the search, whose every render counts a search for the owner: never kept.
 */
const PRIVATE_PAGES = new Set([
  'search',
  ORDER_PAGE_ROUTE,
  APPOINTMENT_PAGE_ROUTE,
  REGISTRATION_PAGE_ROUTE,
  WAITLIST_CLAIM_ROUTE,
  WAITLIST_JOIN_ROUTE,
  // The email list (issue 44): a sign-up's answer, and the pages of its private links.
  SUBSCRIBE_ROUTE,
  SUBSCRIBE_CONFIRM_ROUTE,
  UNSUBSCRIBE_ROUTE,
]);

type BuildRoutes = ServerBuild['routes'];

/** React Router's route tree, rebuilt from the build's flat list (each names its parent). */
export function routeTree(routes: BuildRoutes): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject);
    children.set(route.parentId, siblings);
  }
  const attach = (route: RouteObject): RouteObject => {
    const below = children.get(route.id);
    return below ? ({ ...route, children: below.map(attach) } as RouteObject) : route;
  };
  return (children.get(undefined) ?? []).map(attach);
}

/** React Router's route discovery (`/__manifest?p=/blogs&version=…`), not a page. */
export const MANIFEST_PATH = '/__manifest';

/**
 * The page a request's path shows, as React Router matches it: decoded and lower-cased
 * (React Router matches letters' case and escapes alike), and a page's data for
 * client-side navigation (`/blogs.data`, `/_root.data` for /) is its page's. Null for a
 * malformed escape.
 */
export function pagePath(rawPath: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath).toLowerCase();
  } catch {
    return null;
  }
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * Which paths may be kept for everyone, by allow-list: a page of the public page list
 * (every route inside the layout of the home page, which apps/web's routes.ts builds
 * from PUBLIC_PAGES) or one of PUBLIC_ANSWERS. Judged as React Router routes a request,
 * with ranking (a fixed path such as /admin beats the coach profile's `:page`), on the
 * decoded, lower-cased path: React Router matches letters' case and escapes alike
 * (`/ADMIN`, `/%61dmin` are the back office), so they are judged as what they render.
 */
export function keptPaths(routes: BuildRoutes): (pathname: string) => boolean {
  const tree = routeTree(routes);
  const leafOf = (pathname: string) => matchRoutes(tree, pathname)?.at(-1)?.route;
  const home = leafOf('/');
  const publicLayout = home?.index ? routes[home.id!]?.parentId : undefined;
  if (!publicLayout) throw new Error('the web build has no public layout holding the home page');
  const answers = new Set(PUBLIC_ANSWERS);

  const judge = (rawPath: string) => {
    const pathname = pagePath(rawPath);
    if (pathname === null) return false; // a malformed escape: rendered as it is, never kept
    // React Router's route discovery: the same for every visitor of one build, and asked
    // on every page's first links, so kept.
    if (pathname === MANIFEST_PATH) return true;
    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.at(-1)?.route;
    if (!matches || !leaf) return false;
    if (matches.some((match) => match.route.id === publicLayout))
      return !PRIVATE_PAGES.has(leaf.path ?? '');
    return matches.length === 2 && answers.has(leaf.path ?? '');
  };

  const judged = new LRUCache<string, boolean>({ max: JUDGED_PATHS });
  return (rawPath) => {
    let kept = judged.get(rawPath);
    if (kept === undefined) judged.set(rawPath, (kept = judge(rawPath)));
    return kept;
  };
}

/**
 * An address with a private preview link's token (`?preview=…`): the page shows what is
 * not public to whoever holds it, so it is rendered for that request alone.
 */
export const isPreview = (searchParams: URLSearchParams) => searchParams.has(PREVIEW_PARAM);

export interface PageKey {
  key: string;
  /** The language came from the visitor's cookie, so a shared cache must vary on it. */
  languageFromCookie: boolean;
}

/**
 * What a public page's bytes depend on: the site's address, the path and the query the
 * page reads (`url` is the address it is rendered for, page-queries.ts: a click id or a
 * made-up parameter is not in it), and the visitor's language. Nothing else of the
 * request reaches a public page (its loaders read the content as any visitor sees it),
 * so the key is everything a kept page may differ by. Null for what is never kept:
 * anything `isKept` does not allow.
 */
export function pageKey(
  method: string,
  url: string,
  origin: string,
  cookie: string | undefined,
  isKept: (pathname: string) => boolean,
): PageKey | null {
  if ((method !== 'GET' && method !== 'HEAD') || url.length > MAX_KEPT_URL) return null;
  // Parsed as the renderer parses it, so the path judged is the path rendered.
  const { pathname, searchParams } = new URL(url, origin);
  if (!isKept(pathname) || isPreview(searchParams)) return null;
  const langParam = searchParams.get('lang');
  const language = chosenLanguage(langParam, cookie ?? null);
  return { key: `${origin}${url}\u0000${language}`, languageFromCookie: language !== langParam };
}
