import { sql } from 'kysely';
import {
  DEFAULT_COACH_SLUG,
  type Language,
  type SearchHit,
  type SearchKind,
} from '@coach/contract';
import type { Database } from '../db/connect.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { instantFor } from '../db/instants.ts';
import { coachSlug } from '../content/coach-slug.ts';
import { dbBoolean } from '../resources/rows.ts';
import type { Clock } from '../clock.ts';
import { type SearchQuery, queryOf } from './search-terms.ts';
import { holds, snippetOf } from './snippet.ts';

export interface SearchRequest {
  q: string;
  lang: 'en' | 'mm';
  kind?: SearchKind;
  limit: number;
  offset: number;
}

interface RankedRow {
  id: number;
  total: number | string;
}

/** FTS5's query: each phrase quoted (its terms are ASCII letters and digits only), all of them. */
const ftsQuery = (query: SearchQuery) => query.map((p) => `"${p.join(' ')}"`).join(' AND ');
/** PostgreSQL's: each phrase its terms in a row (`<->`), all of them (`&`). */
const tsQuery = (query: SearchQuery) => query.map((p) => `(${p.join(' <-> ')})`).join(' & ');

/** Where a hit's page is: an article's own, the list a video or press item is shown in. */
function urlOf(kind: SearchKind, id: number, profileSlug: string): string {
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
      return `/meet-${profileSlug}#press`;
  }
}

/**
 * The site's search (docs/decisions/0040). One SQL statement finds the visible entries
 * whose terms hold every phrase (one entry per record, both languages in it) and orders
 * them by a rule both databases compute alike: matched in the
 * title first, then newest, then kind and id; never by bm25 or ts_rank, which differ.
 */
export function searchService(database: Database, clock: Clock) {
  const { db, dialect } = database;
  const at = instantFor(dialect);

  /**
   * The visible entries holding every phrase, each with whether its titles alone hold
   * them (`in_title`). PostgreSQL reads its stored tsvectors through the
   * GIN index (migration 0036); SQLite its FTS5 index, then the entries by rowid.
   */
  function found(query: SearchQuery, request: SearchRequest) {
    const visible = sql`(e.published = ${dbBoolean(dialect, true)} or e.publish_at <= ${at(new Date(clock()))})`;
    const kind = request.kind ? sql`and e.kind = ${request.kind}` : sql``;
    if (dialect === 'postgres') {
      const q = tsQuery(query);
      return sql`found as (
        select e.id, e.kind, e.record_id, e.dated,
          case when e.title_vector @@ to_tsquery('simple', ${q}) then 1 else 0 end as in_title
        from search_entry e
        where e.terms_vector @@ to_tsquery('simple', ${q}) and ${visible} ${kind}
      )`;
    }
    const q = ftsQuery(query);
    return sql`
      matched as (select rowid as id from search_fts where search_fts match ${q}),
      titled as (
        select rowid as id from search_fts where search_fts match ${`title_terms : (${q})`}
      ),
      found as (
        select e.id, e.kind, e.record_id, e.dated,
          case when e.id in (select id from titled) then 1 else 0 end as in_title
        from search_entry e join matched m on m.id = e.id
        where ${visible} ${kind}
      )`;
  }

  async function search(request: SearchRequest): Promise<{ hits: SearchHit[]; total: number }> {
    const query = queryOf(request.q);
    if (!query.length) return { hits: [], total: 0 };
    // Ranked on the short columns of every match; the texts are read for one page only.
    const ranked = sql<RankedRow>`
      with ${found(query, request)}
      select id, count(*) over () as total from found
      order by in_title desc, dated desc, kind asc, record_id desc
      limit ${request.limit} offset ${request.offset}`;
    const { rows } =
      dialect === 'postgres'
        ? // PostgreSQL costs a scan of the whole table below the GIN index for a common
          // word: it does not count unpacking every row's tsvector, which took 83 ms
          // against the index's 11 ms at 10,000 entries (decision 0040). Told so for this
          // statement alone: in a transaction of its own, or put back after it in the
          // caller's (the demo's seeding counts its searches inside its transaction).
          await inTransaction(db, async (trx) => {
            await sql`set local enable_seqscan = off`.execute(trx);
            const result = await ranked.execute(trx);
            if (db.isTransaction) await sql`set local enable_seqscan to default`.execute(trx);
            return result;
          })
        : await ranked.execute(db);
    const total = rows.length
      ? Number(rows[0]!.total)
      : request.offset > 0
        ? (await search({ ...request, offset: 0, limit: 1 })).total
        : 0;
    if (!rows.length) return { hits: [], total };
    const entries = await db
      .selectFrom('search_entry')
      .select(['id', 'kind', 'record_id', 'title', 'title_mm', 'body', 'body_mm'])
      .where(
        'id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .execute();
    const byId = new Map(entries.map((e) => [Number(e.id), e]));
    const slug = entries.some((e) => e.kind === 'press') ? await coachSlug(db) : DEFAULT_COACH_SLUG;
    const hits = rows.map((ranked): SearchHit => {
      const row = byId.get(Number(ranked.id))!;
      const kindOf = row.kind as SearchKind;
      const texts = {
        en: { title: row.title, body: row.body },
        mm: { title: row.title_mm || row.title, body: row.body_mm || row.body },
      };
      // The asked language, unless the words are found only in the other one.
      const other: Language = request.lang === 'en' ? 'mm' : 'en';
      const shown =
        ([request.lang, other] as const).find((language) =>
          ['title', 'body'].some((part) => holds(texts[language][part as 'title' | 'body'], query)),
        ) ?? request.lang;
      const { title, body } = texts[shown];
      const snippet = snippetOf(body || title, query);
      return {
        kind: kindOf,
        id: Number(row.record_id),
        title,
        snippet: snippet.text,
        highlights: snippet.highlights,
        url: urlOf(kindOf, Number(row.record_id), slug),
        language: shown,
      };
    });
    return { hits, total };
  }

  return { search };
}

export type SearchService = ReturnType<typeof searchService>;
