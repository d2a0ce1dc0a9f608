import { ownQuery } from './own-query';

/**
 * Lists the server renders one page at a time: the page lives in the address
 * (`?events=2#events`), so pager links work without JavaScript and can be crawled.
 */

/** The page a query parameter names: a whole number from 1; anything else is page 1. */
export function pageParam(url: URL | string, key: string): number {
  const raw = new URL(url, 'http://x').searchParams.get(key) ?? '';
  const page = /^\d{1,9}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/**
 * The address of page `page` of one list: the current query with only that list's
 * parameter changed (left out for page 1, so page 1 has one address), then its anchor.
 */
export function pageHref(search: string, key: string, page: number, anchor: string): string {
  const params = ownQuery(search);
  if (page > 1) params.set(key, String(page));
  else params.delete(key);
  const query = params.toString();
  return `?${query}#${anchor}`;
}

export interface ListPage<T> {
  rows: T[];
  /** The page shown, 1-based. */
  page: number;
  /** How many pages the list makes (at least 1). */
  pages: number;
  /** How many rows the whole list has. */
  total: number;
}

/** The rows of one page: what a list call takes as `limit` and `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * Reads page `requested` of a list of `size` rows a page; `read` gets the window to ask
 * for. A page past the end (a list that shrank since the link was made) shows the last
 * page instead of an empty list. `counted` hears how many pages the list has (see
 * `pagesCounter`).
 */
export async function readPage<T>(
  requested: number,
  size: number,
  read: (window: PageWindow) => Promise<{ rows: T[]; total: number }>,
  counted?: (pages: number) => void,
): Promise<ListPage<T>> {
  const at = async (page: number) => {
    const { rows, total } = await read({ limit: size, offset: (page - 1) * size });
    return { rows, total, page, pages: Math.max(1, Math.ceil(total / size)) };
  };
  const first = await at(requested);
  counted?.(first.pages);
  return requested <= first.pages ? first : at(first.pages);
}

/**
 * Tells the server how many pages list `key` of the page being rendered has, so that an
 * address past the last page is answered as the last one's kept page rather than
 * rendered anew for every made-up number (apps/server's page-queries.ts). Silent where
 * nothing listens (a test, a render outside the server).
 */
export const pagesCounter =
  (context: { countPages?: (key: string, pages: number) => void }, key: string) =>
  (pages: number) =>
    context.countPages?.(key, pages);

/** A page of rows shaped for showing, as a page component receives it. */
export const shapePage = <T, U>(
  { rows, page, pages }: ListPage<T>,
  shape: (row: T) => U,
): Paged<U> => ({ items: rows.map(shape), page, pages });

/** Whether two addresses differ only in which pages of their lists they show. */
export function onlyPagesDiffer(a: URL, b: URL, keys: (key: string) => boolean): boolean {
  if (a.pathname !== b.pathname || a.search === b.search) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of [...params.keys()]) if (keys(key)) params.delete(key);
    params.sort();
    return params.toString();
  };
  return rest(a) === rest(b);
}

/** The query parameters that name a list's page or a slider's slide: `events`, `testimonials`, … and `g-<id>` per shop gallery. */
export const PAGE_KEYS = [
  'events',
  'clients',
  'articles',
  'videos',
  'quotes',
  'press',
  'testimonials',
  'awards',
  // The search page's results (/search?q=…&page=2).
  'page',
] as const;
export const isPageKey = (key: string) =>
  (PAGE_KEYS as readonly string[]).includes(key) || /^g-\d+$/.test(key);

/** One page of a list as a page component receives it, its items already shaped for showing. */
export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
}
