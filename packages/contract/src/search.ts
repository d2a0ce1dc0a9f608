/**
 * The site's search (`GET /api/search`, issue 41): what it finds and how much it answers.
 * The API checks a request against these; the search page reads the same limits.
 */

/** What a hit can be: the `kind` of the API's answer and of its `kind` filter. */
export const SEARCH_KINDS = ['article', 'video', 'event', 'product', 'press'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A query longer than this is refused (422), not cut. */
export const SEARCH_QUERY_MAX = 200;
/** The most hits one call answers; the page shows 10. */
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_LIMIT_DEFAULT = 10;

/** One hit of `GET /api/search`. */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  /** Plain text around the first match: never HTML. */
  snippet: string;
  /** The matched words in `snippet`, as [start, end) offsets in UTF-16 code units. */
  highlights: [number, number][];
  /** The page that shows it, relative to the site. */
  url: string;
  /** The language of the title and snippet: the asked one when the record matches in it. */
  language: 'en' | 'mm';
}

/** One query of the week's searches, counted without who searched (`GET /api/dashboard/searches`). */
export interface CountedSearch {
  query: string;
  searches: number;
  /** How many of them found nothing. */
  found_nothing: number;
}

/**
 * A week's searches on the site: the most made, and those that found nothing. This week's,
 * or last week's while this week has none yet (a Monday morning).
 */
export interface WeekOfSearches {
  /** The Monday the week starts on, in the site's time zone (YYYY-MM-DD). */
  week: string;
  /** Whether `week` is this week; false when it is last week's, this week having none yet. */
  this_week: boolean;
  /** The most made, most first. */
  top: CountedSearch[];
  /** Those that found nothing, the most made first: what to write next. */
  nothing: CountedSearch[];
}
