import { sql } from 'kysely';
import { DEFAULT_COACH_SLUG, type SearchHit, type SearchKind } from '@coach/contract';
import type { Database } from '../db/connect.ts';
import { instantFor } from '../db/instants.ts';
import { dbBoolean } from '../resources/rows.ts';
import type { Clock } from '../clock.ts';
import { PG_TERMS_VECTOR, PG_TITLE_VECTOR } from './search-sql.ts';
import { type SearchQuery, queryOf } from './search-terms.ts';
import { snippetOf } from './snippet.ts';

export interface SearchRequest {
  q: string;
  lang: 'en' | 'mm';
  kind?: SearchKind;
  limit: number;
  offset: number;
}

interface EntryRow {
  kind: SearchKind;
  record_id: number;
  language: 'en' | 'mm';
  title: string;
  body: string;
  total: number | string;
}

/** FTS5's query: each phrase quoted (its terms are ASCII letters and digits only), all of them. */
const ftsQuery = (query: SearchQuery) => query.map((p) => `"${p.join(' ')}"`).join(' AND ');
/** PostgreSQL's: each phrase its terms in a row (`<->`), all of them (`&`). */
const tsQuery = (query: SearchQuery) => query.map((p) => `(${p.join(' <-> ')})`).join(' & ');

/** Where a hit's page is: an article's own, the list a video or press item is shown in. */
function urlOf(kind: SearchKind, id: number, coachSlug: string): string {
  switch (kind) {
    case 'article':
      return `/articles/view/${id}`;
    case 'video':
      return '/blogs#videos';
    case 'event':
      return `/events/${id}`;
    case 'product':
      return `/shops/checkout/${id}`;
    case 'press':
      return `/meet-${coachSlug}#press`;
  }
}

/**
 * The site's search (docs/decisions/0040). One SQL statement finds the visible entries
 * whose terms hold every phrase, keeps one entry per record (the asked language's when
 * both match), and orders them by a rule both databases compute alike: matched in the
 * title first, then newest, then kind and id; never by bm25 or ts_rank, which differ.
 */
export function searchService(database: Database, clock: Clock) {
  const { db, dialect } = database;
  const at = instantFor(dialect);

  async function coachSlug(): Promise<string> {
    const row = await db
      .selectFrom('site_constant')
      .select('value')
      .where('name', '=', 'coachSlug')
      .executeTakeFirst();
    return (
      String(row?.value ?? '')
        .trim()
        .toLowerCase() || DEFAULT_COACH_SLUG
    );
  }

  function matching(query: SearchQuery) {
    if (dialect === 'postgres') {
      const q = tsQuery(query);
      return {
        all: sql`${PG_TERMS_VECTOR} @@ to_tsquery('simple', ${q})`,
        title: sql`${PG_TITLE_VECTOR} @@ to_tsquery('simple', ${q})`,
      };
    }
    const q = ftsQuery(query);
    return {
      all: sql`e.id in (select rowid from search_fts where search_fts match ${q})`,
      title: sql`e.id in (select rowid from search_fts where search_fts match ${`title_terms : (${q})`})`,
    };
  }

  async function search(request: SearchRequest): Promise<{ hits: SearchHit[]; total: number }> {
    const query = queryOf(request.q);
    if (!query.length) return { hits: [], total: 0 };
    const { all, title } = matching(query);
    const now = at(new Date(clock()));
    const kind = request.kind ? sql`and e.kind = ${request.kind}` : sql``;
    const { rows } = await sql<EntryRow>`
      with found as (
        select e.kind, e.record_id, e.language, e.title, e.body, e.dated,
          case when ${title} then 1 else 0 end as in_title,
          row_number() over (
            partition by e.kind, e.record_id
            order by case when e.language = ${request.lang} then 0 else 1 end
          ) as pick
        from search_entry e
        where ${all} ${kind}
          and (e.published = ${dbBoolean(dialect, true)} or e.publish_at <= ${now})
      )
      select kind, record_id, language, title, body, count(*) over () as total
      from found where pick = 1
      order by in_title desc, dated desc, kind asc, record_id desc
      limit ${request.limit} offset ${request.offset}`.execute(db);
    const total = rows.length
      ? Number(rows[0]!.total)
      : request.offset > 0
        ? await countOnly(all, kind, now)
        : 0;
    const slug = rows.some((r) => r.kind === 'press') ? await coachSlug() : DEFAULT_COACH_SLUG;
    const hits = rows.map((row) => {
      const snippet = snippetOf(row.body || row.title, query);
      return {
        kind: row.kind,
        id: Number(row.record_id),
        title: row.title,
        snippet: snippet.text,
        highlights: snippet.highlights,
        url: urlOf(row.kind, Number(row.record_id), slug),
        language: row.language,
      };
    });
    return { hits, total };
  }

  /** The count alone, for a page past the last (its rows carry no total). */
  async function countOnly(
    all: ReturnType<typeof sql>,
    kind: ReturnType<typeof sql>,
    now: unknown,
  ) {
    const { rows } = await sql<{ total: number | string }>`
      select count(distinct e.kind || ':' || e.record_id) as total from search_entry e
      where ${all} ${kind}
        and (e.published = ${dbBoolean(dialect, true)} or e.publish_at <= ${now})`.execute(db);
    return Number(rows[0]?.total ?? 0);
  }

  return { search };
}

export type SearchService = ReturnType<typeof searchService>;
