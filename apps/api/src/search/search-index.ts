import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import { dbBoolean } from '../resources/rows.ts';
import { type SearchSource, SEARCH_SOURCES, sourceOfSlug, textOfHtml } from './search-sources.ts';
import { FIELD_BREAK, termsOf } from './search-terms.ts';

type Row = Record<string, unknown>;
// Any executor: the app's (typed) database, a transaction, or a migration's untyped one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Executor = Kysely<any>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const stamp = (value: unknown) =>
  value instanceof Date ? value.toISOString() : value == null ? null : String(value);

/**
 * A record's entry: its title and text in both languages. The Burmese ones read the
 * `_mm` twins, and the English where a twin is empty, as a Burmese page shows it. The
 * terms hold the English then the Burmese (when it differs), a break between them, so
 * a phrase is found in one language, never across the two, and a search finds a record
 * once whichever language matched.
 */
export function entriesOf(source: SearchSource, row: Row, dialect: DialectName) {
  const published = source.publishable ? Boolean(row.is_published) : true;
  const publishAt = source.publishable ? stamp(row.publish_at) : null;
  const dated = stamp(row.published_at) ?? publishAt ?? stamp(row.created)!;
  const inLanguage = (language: 'en' | 'mm') => {
    const read = (column: string) =>
      (language === 'mm' && text(row[`${column}_mm`])) || text(row[column]);
    const parts = [
      ...source.body.map(read),
      ...(source.rich ?? []).map((column) => textOfHtml(read(column))),
    ].filter(Boolean);
    return { title: read(source.title), parts, body: parts.join('\n') };
  };
  const en = inLanguage('en');
  const mm = inLanguage('mm');
  if (!en.title) return [];
  const both = (a: string, b: string) => (b && b !== a ? `${a} ${FIELD_BREAK} ${b}`.trim() : a);
  return [
    {
      kind: source.kind,
      record_id: Number(row.id),
      published: dbBoolean(dialect, published),
      publish_at: publishAt,
      dated,
      title: en.title,
      title_mm: mm.title,
      title_terms: both(termsOf(en.title), termsOf(mm.title)),
      body: en.body,
      body_mm: mm.body,
      body_terms: both(termsOf(...en.parts), termsOf(...mm.parts)),
    },
  ];
}

/** Writes the entries of one stored row (in the caller's transaction). */
async function writeEntries(db: Executor, source: SearchSource, row: Row, dialect: DialectName) {
  const entries = entriesOf(source, row, dialect);
  if (entries.length) await db.insertInto('search_entry').values(entries).execute();
}

/**
 * Brings a record's entries in line with its stored row, in the transaction that wrote
 * the row: written anew when the row is there, gone when it is not (trashed). Resources
 * the search does not cover are left alone.
 */
export async function reindexRecord(
  db: Executor,
  dialect: DialectName,
  slug: string,
  id: number,
): Promise<void> {
  const source = sourceOfSlug(slug);
  if (!source) return;
  await db
    .deleteFrom('search_entry')
    .where('kind', '=', source.kind)
    .where('record_id', '=', id)
    .execute();
  const row = await db.selectFrom(source.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (row) await writeEntries(db, source, row as Row, dialect);
}

/** Whether a resource's writes keep search entries (and so want a transaction). */
export const isSearched = (slug: string) => sourceOfSlug(slug) !== undefined;

/**
 * Every entry written anew from the stored records: at migration, after the demo seed,
 * and by tests that write rows directly.
 */
export async function reindexAll(db: Executor, dialect: DialectName): Promise<void> {
  await db.deleteFrom('search_entry').execute();
  for (const source of SEARCH_SOURCES) {
    const rows = await db.selectFrom(source.table).selectAll().orderBy('id').execute();
    for (const row of rows) await writeEntries(db, source, row as Row, dialect);
  }
}

/**
 * Raised whenever what an entry holds changes (the normalisation, the terms, the kinds):
 * every instance's start then writes the entries anew, as it does for the first time
 * after migration 0036.
 */
export const SEARCH_INDEX_VERSION = '1';
const VERSION_KEY = 'search_index_version';

/**
 * Writes every entry when the stored ones were made by another version of this code (or
 * by none). The version's row is claimed first in the rebuilding transaction, so of two
 * instances starting together one rebuilds and the other, held on that row until the
 * first commits, then finds nothing to do.
 */
export async function ensureSearchIndex(db: Kysely<DB>, dialect: DialectName): Promise<boolean> {
  const now = new Date().toISOString();
  await db
    .insertInto('site_meta')
    .values({ key: VERSION_KEY, value: null, created: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('site_meta')
      .set({ value: SEARCH_INDEX_VERSION })
      .where('key', '=', VERSION_KEY)
      .where((eb) => eb.or([eb('value', 'is', null), eb('value', '!=', SEARCH_INDEX_VERSION)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await reindexAll(trx, dialect);
    return true;
  });
}
