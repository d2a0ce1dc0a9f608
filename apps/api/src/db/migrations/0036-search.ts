import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The site's search (issue 41, docs/decisions/0040). `search_entry`: one row per public
 * record, with its title and text in both languages as shown and as search terms (ASCII
 * tokens, search-terms.ts), and what its visibility needs: `published` and `publish_at`
 * (a scheduled record counts from that moment, judged when a search runs), `dated` for
 * the order of results; `search_count`, the week's searches. SQLite indexes the terms in an FTS5 table kept by triggers;
 * PostgreSQL in a GIN index over the same terms as a `simple` tsvector. The entries of
 * the records already stored are written at start-up, after the migrations
 * (search/search-index.ts, `ensureSearchIndex`), by the code that writes them ever after.
 */
export function search(dialect: DialectName) {
  const pg = dialect === 'postgres';
  const timestamp = pg ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('search_entry')
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('published', pg ? 'boolean' : 'integer', (c) => c.notNull())
        .addColumn('publish_at', timestamp)
        .addColumn('dated', timestamp, (c) => c.notNull())
        // The long texts last: SQLite reads a row's columns in order, through the
        // overflow pages of any long one before the column it wants, and a search reads
        // the short ones of thousands of rows.
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_mm', 'text', (c) => c.notNull())
        .addColumn('title_terms', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('body_mm', 'text', (c) => c.notNull())
        .addColumn('body_terms', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('search_entry_record_idx')
        .on('search_entry')
        .columns(['kind', 'record_id'])
        .unique()
        .execute();
      // How often each search was made in a week, and how often it found nothing, for the
      // owner's dashboard: the query as normalised and the week's Monday, nothing of who
      // searched (no address, no session, no time finer than the week).
      await db.schema
        .createTable('search_count')
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('query', 'text', (c) => c.notNull())
        .addColumn('searches', 'integer', (c) => c.notNull())
        .addColumn('found_nothing', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_count_pk', ['week', 'query'])
        .execute();
      if (pg) {
        // The terms as tsvectors, stored: a phrase's match is checked on the positions of
        // each row the index names, which would otherwise be parsed again from the text
        // every time; the title's alone tells a title's match from the body's.
        // `zqzqbreak` keeps a phrase from running from the title into the body
        // (search-terms.ts, FIELD_BREAK). Columns PostgreSQL alone has: the code never
        // writes them, only searches read them (search/search-service.ts).
        await sql`alter table search_entry
          add column terms_vector tsvector generated always as (to_tsvector('simple'::regconfig,
            title_terms || ' zqzqbreak ' || body_terms)) stored,
          add column title_vector tsvector generated always as (to_tsvector('simple'::regconfig,
            title_terms)) stored`.execute(db);
        await sql`create index search_entry_terms_idx on search_entry
          using gin (terms_vector)`.execute(db);
      } else {
        // External content: the terms are stored once, in search_entry; the triggers keep
        // the index in the writing statement's own transaction.
        await sql`create virtual table search_fts using fts5(
          title_terms, body_terms, content='search_entry', content_rowid='id',
          tokenize='unicode61', columnsize=0)`.execute(db);
        await sql`create trigger search_entry_ai after insert on search_entry begin
          insert into search_fts(rowid, title_terms, body_terms)
            values (new.id, new.title_terms, new.body_terms);
        end`.execute(db);
        await sql`create trigger search_entry_ad after delete on search_entry begin
          insert into search_fts(search_fts, rowid, title_terms, body_terms)
            values ('delete', old.id, old.title_terms, old.body_terms);
        end`.execute(db);
        await sql`create trigger search_entry_au after update on search_entry begin
          insert into search_fts(search_fts, rowid, title_terms, body_terms)
            values ('delete', old.id, old.title_terms, old.body_terms);
          insert into search_fts(rowid, title_terms, body_terms)
            values (new.id, new.title_terms, new.body_terms);
        end`.execute(db);
      }
    },
  };
}
