import {
  GLOBAL_QUERY_PARAMS,
  type QueryParamKind,
  type QueryParams,
  isTrackingParam,
  nameTest,
} from '@coach/contract/query-params';
import { LRUCache } from 'lru-cache';
import { type ServerBuild, matchRoutes } from 'react-router';
import { MANIFEST_PATH, pagePath, routeTree } from './kept-pages.ts';

/**
 * The address a page is rendered for and kept under (docs/decisions/0041): its path and,
 * of its query, only the parameters its route modules list (`export const queryParams`)
 * and the global ones, each value made one of the values the page tells apart, sorted.
 * Everything else (a click id, a campaign tag, a made-up name) never reaches the page,
 * so it neither makes a kept page of its own nor shows up in the page's links.
 */

/** The largest page (list or slide) number anyone can ask for: as paging.ts reads them. */
const PAGE_NUMBER = /^\d{1,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** React Router's own parameter on a `.data` address (see `knownRoutes`). */
const ROUTES_PARAM = '_routes';
/** Paths whose list is remembered: as many as kept-pages.ts remembers judgements for. */
const LISTED_PATHS = 5_000;

/** A parameter's values made normal by the server itself: null for one read as absent. */
type Normaliser = (value: string) => string | null;

interface ListedParam {
  test: (name: string) => boolean;
  kind: QueryParamKind | Normaliser;
}

/** The parameters one page reads: its route modules' lists and the global ones. */
export type PageQueryList = readonly ListedParam[];

/** What the renders of one page have said about its lists: how many pages each has. */
export type ListBounds = (name: string) => number | undefined;

const compile = (lists: QueryParams[]): PageQueryList =>
  lists.flatMap((list) =>
    Object.entries(list).map(([name, kind]) => ({ test: nameTest(name), kind })),
  );

const GLOBAL_LIST = compile([GLOBAL_QUERY_PARAMS]);

/**
 * One value as the page tells it apart, or null when the page reads it as absent: a
 * list's page 1 or garbage, a language that does not exist, a day out of any form's reach.
 */
function normalValue(
  kind: QueryParamKind | Normaliser,
  value: string,
  bound: number | undefined,
  today: Date,
): string | null {
  if (typeof kind === 'function') return kind(value);
  if (kind === 'text') return value;
  if (kind === 'page') {
    if (!PAGE_NUMBER.test(value)) return null;
    const page = Math.min(Number(value), bound ?? Infinity);
    return page > 1 ? String(page) : null;
  }
  if (kind === 'date') {
    if (!DAY.test(value)) return null;
    const day = Date.parse(`${value}T00:00:00Z`);
    // Yesterday too: the site's time zone may be a day ahead of or behind UTC.
    const near = day >= today.getTime() - 2 * DAY_MS && day <= today.getTime() + 366 * DAY_MS;
    return Number.isNaN(day) || !near ? null : new Date(day).toISOString().slice(0, 10);
  }
  return kind.includes(value) ? value : null;
}

/**
 * The query a page is rendered for: `search` (with its `?`, or '') with only the listed
 * parameters, the first value of each (what a loader's `searchParams.get` reads), made
 * normal, sorted by name. With no list (a page that is not kept: the back office, a
 * customer's own page), only the tracking parameters are left out.
 */
export function pageQuery(
  search: string,
  list: PageQueryList | null,
  bounds: ListBounds = () => undefined,
  today: Date = new Date(),
): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  if (list === null) {
    for (const [name, value] of params) if (!isTrackingParam(name)) kept.append(name, value);
  } else {
    for (const name of new Set(params.keys())) {
      const listed =
        list.find((param) => param.test(name)) ?? GLOBAL_LIST.find((p) => p.test(name));
      if (!listed) continue;
      const value = normalValue(listed.kind, params.get(name)!, bounds(name), today);
      if (value !== null) kept.set(name, value);
    }
    kept.sort();
  }
  const query = kept.toString();
  return query && `?${query}`;
}

/**
 * The list of the page at a path, by its route modules' `queryParams` exports (the root,
 * the layout, the page); null for a path no route matches. Judged on the path as
 * kept-pages.ts judges it (a `.data` address is its page's), and remembered.
 */
export function pageQueryLists(
  routes: ServerBuild['routes'],
): (rawPath: string) => PageQueryList | null {
  const tree = routeTree(routes);
  const routeIds = new Set(Object.keys(routes));
  /**
   * `_routes` names the routes whose data a client-side navigation wants (a `.data`
   * address): only routes that exist, each once, sorted, so that made-up names add no key.
   * Elsewhere React Router ignores it.
   */
  const knownRoutes: Normaliser = (value) => {
    const known = [...new Set(value.split(','))].filter((id) => routeIds.has(id)).sort();
    return known.length ? known.join(',') : null;
  };
  const listOf = (rawPath: string) => {
    const path = pagePath(rawPath);
    // The manifest's own query (`p`, `version`) is React Router's, not a page's.
    if (path === null || path === MANIFEST_PATH) return null;
    const matches = matchRoutes(tree, path);
    if (!matches) return null;
    const routesParam: ListedParam = {
      test: (name) => name === ROUTES_PARAM,
      kind: rawPath.endsWith('.data') ? knownRoutes : () => null,
    };
    return [
      routesParam,
      ...compile(
        matches.flatMap(({ route }) => {
          const list = (routes[route.id!]?.module as { queryParams?: QueryParams } | undefined)
            ?.queryParams;
          return list ? [list] : [];
        }),
      ),
    ];
  };
  const listed = new LRUCache<string, { list: PageQueryList | null }>({ max: LISTED_PATHS });
  return (rawPath) => {
    let entry = listed.get(rawPath);
    if (!entry) listed.set(rawPath, (entry = { list: listOf(rawPath) }));
    return entry.list;
  };
}

/**
 * How many pages each list of a page had at a version of the site, as its last render
 * said (paging.ts `pagesCounter`): an address past the last page is then the last page's
 * address, answered from what is kept, not rendered again for every number a stranger
 * makes up. Learned anew at each version, since a list grows and shrinks with the content.
 */
export function listBounds() {
  const learned = new LRUCache<string, { version: string; pages: Map<string, number> }>({
    max: LISTED_PATHS,
  });
  return {
    /** The bounds known for a path at `version` (none for another version). */
    at(rawPath: string, version: string | null): ListBounds {
      const entry = learned.get(pagePath(rawPath) ?? rawPath);
      if (!entry || version === null || entry.version !== version) return () => undefined;
      return (name) => entry.pages.get(name);
    },
    /** A recorder for one render; `keep` stores what it heard, once the render is good. */
    recorder() {
      const pages = new Map<string, number>();
      return {
        countPages: (name: string, count: number) =>
          pages.set(name, Math.max(count, pages.get(name) ?? 0)),
        keep(rawPath: string, version: string) {
          if (!pages.size) return;
          const key = pagePath(rawPath) ?? rawPath;
          const entry = learned.get(key);
          const merged =
            entry?.version === version ? new Map([...entry.pages, ...pages]) : new Map(pages);
          learned.set(key, { version, pages: merged });
        },
      };
    },
  };
}
