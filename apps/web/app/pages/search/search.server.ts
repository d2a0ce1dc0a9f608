import { type Language, SEARCH_QUERY_MAX, type SearchHit } from '@coach/contract';
import type { AppLoadContext } from 'react-router';
import { pageParam, readPage } from '../../lib/paging';

/** Hits a page of results shows (issue 41). */
export const SEARCH_PAGE_SIZE = 10;

/** What /search shows: the query as typed, and its hits when it could be searched. */
export type SearchOutcome =
  | { state: 'empty'; q: '' }
  | { state: 'tooLong'; q: string; max: number }
  | {
      state: 'searched';
      q: string;
      hits: SearchHit[];
      total: number;
      page: number;
      pages: number;
    };

/**
 * The page of hits the address asks for (`?q=…&page=2`), searched in-process as the API's
 * route searches, in the visitor's language. A search is counted for the owner once, on
 * its first page, as `GET /api/search` counts it: paging through it is the same search.
 * The page is never kept by the page cache (public-pages.ts marks it private), so every
 * search made reaches this loader and is counted.
 */
export async function loadSearch(
  context: AppLoadContext,
  url: URL,
  language: Language,
): Promise<SearchOutcome> {
  const q = (url.searchParams.get('q') ?? '').trim();
  if (!q) return { state: 'empty', q: '' };
  if (q.length > SEARCH_QUERY_MAX) return { state: 'tooLong', q, max: SEARCH_QUERY_MAX };
  const requested = pageParam(url, 'page');
  const found = await readPage(requested, SEARCH_PAGE_SIZE, async ({ limit, offset }) => {
    const { hits, total } = await context.search.search({ q, lang: language, limit, offset });
    return { rows: hits, total };
  });
  if (requested === 1) context.search.count(q, found.total);
  return {
    state: 'searched',
    q,
    hits: found.rows,
    total: found.total,
    page: found.page,
    pages: found.pages,
  };
}
