import type { FastifyInstance } from 'fastify';
import { SHARED_BRIEFLY } from '../http/answer-cache.ts';
import { parseOrThrow } from '../http/problem.ts';
import { TOTAL_HEADER, ok, problem, routeSchema } from '../http/route-docs.ts';
import { searchQuery } from '../search/search-request.ts';
import { SEARCHES_LISTED } from '../search/search-counts.ts';
import { allow } from '../auth/access.ts';
import type { Services } from '../services.ts';

/** The site's search over its public content (docs/decisions/0040). */
export function searchRoutes(app: FastifyInstance, { search }: Services) {
  const schema = routeSchema('public', {
    tags: ['search'],
    summary: `Search the public content (published articles, videos, press; events; products) in English and Burmese: a JSON array of {kind, id, title, snippet, highlights, url, language}, best first (found in the title, then newest). Burmese matches whole syllables in order (Zawgyi, mark order and ဝ/၀ look-alikes normalised), English words by their stem; every space-separated word must be found, "quoted words" as a phrase. The snippet is plain text; highlights are [start, end) offsets of the matched words in it. An empty or too long q is a 422`,
    querystring: searchQuery,
    response: {
      200: { ...ok('The hits of one page'), headers: TOTAL_HEADER },
      422: problem,
    },
  });
  app.get('/search', { schema }, async (request, reply) => {
    const asked = parseOrThrow(searchQuery, request.query);
    const { hits, total } = await search.search(asked);
    // Counted once per search, not per page of it; nothing of who asked is kept.
    if (asked.offset === 0) search.counts.count(asked.q, total);
    reply.header('X-Total-Count', String(total));
    // As the other public reads: kept briefly by shared caches, checked again after.
    reply.header('Cache-Control', SHARED_BRIEFLY);
    return hits;
  });

  // The counts gathered and not yet written go in before the database closes.
  app.addHook('onClose', () => search.counts.flush());

  const week = allow('admin', {
    tags: ['dashboard'],
    summary: `This week's searches on the site (the site's time zone, Monday first), or last week's while this week has none yet, counted without anything of who searched: {week, this_week, top, nothing}: week the Monday of the week listed, this_week false when it is last week; top and nothing each a list of up to ${SEARCHES_LISTED} {query, searches, found_nothing}; top the most made, nothing those that found nothing (what visitors look for and do not find). The query is counted as the search reads it: Zawgyi as Unicode, lower case, spaces collapsed; a later page of the same search is not counted again`,
  });
  app.get('/dashboard/searches', week, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return search.counts.week();
  });
}
