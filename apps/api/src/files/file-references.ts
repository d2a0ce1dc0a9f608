import { type FileUse, fileFields, inputKindOf, resourceList } from '@coach/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import { BANNERS, STATS } from '../content/singletons.ts';
import type { Database } from '../db/connect.ts';
import { type RegistryWhere, registry } from '../db/registry-db.ts';

/**
 * Where the site refers to uploaded files, found from the registry rather than listed by
 * hand, so a new image field is covered the day it is added:
 * - every file field (`fileRef`) of every resource, the stats and banner images, the
 *   payment methods' QR codes and the pages' social card images hold a file id (or, in
 *   older data, the name it was uploaded with);
 * - text an admin writes (article HTML, links, long texts, site constants) may point at
 *   `/api/files/<id>`; a site constant may also hold a bare id.
 * Colours hold hex codes only and cannot refer to a file.
 */

interface Column {
  table: string;
  column: string;
  /** The API's name for the table's records, as the library's usage answers it. */
  resource: string;
  /** The column naming a record (a social card's is its page). */
  key: string;
}

/** Text inputs whose value may carry a `/api/files/<id>` address. */
const TEXT_KINDS = new Set(['richtext', 'url', 'textarea']);
/** Tables whose text value may be a bare file id (a constant naming a logo, say). */
const BARE_ID_TABLES = new Set(['site_constant']);

export function referenceColumns(): { refs: Column[]; texts: Column[] } {
  const refs: Column[] = [];
  const texts: Column[] = [];
  for (const def of resourceList) {
    const of = (column: string) => ({ table: def.table, column, resource: def.slug, key: 'id' });
    for (const column of fileFields(def)) refs.push(of(column));
    for (const [column, schema] of Object.entries(def.fields ?? {})) {
      if (TEXT_KINDS.has(inputKindOf(schema) ?? '')) texts.push(of(column));
    }
  }
  for (const single of [STATS, BANNERS]) {
    for (const column of single.images) {
      refs.push({ table: single.table, column, resource: single.table, key: 'id' });
    }
  }
  // The payment methods' QR codes (content/payment-methods.ts).
  refs.push({
    table: 'payment_method',
    column: 'qr_image',
    resource: 'payment_methods',
    key: 'id',
  });
  // The receipts of registrations for events (events/registrations.ts).
  refs.push({
    table: 'registration',
    column: 'receipt_photo',
    resource: 'registrations',
    key: 'id',
  });
  // The pictures of the pages' social cards (content/page-cards.ts).
  refs.push({ table: 'page_card', column: 'image', resource: 'pages', key: 'page' });
  return { refs, texts };
}

const FILE_PATH = /\/api\/files\/([^/?#"'<>\s)]+)/g;

/** The file refs named in a text: each `/api/files/<ref>` in it. */
export function refsInText(text: string): string[] {
  return [...text.matchAll(FILE_PATH)].map((m) => {
    try {
      return decodeURIComponent(m[1]!);
    } catch {
      return m[1]!;
    }
  });
}

/**
 * The file refs a stored row may hold: each `/api/files/<id>` in its texts, and each text
 * value itself (a picture field holds the bare id; any other text is no file id, and one
 * that happens to match keeps a file a little longer, never too short).
 */
export function refsInRow(row: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const value of Object.values(row)) {
    if (typeof value !== 'string') continue;
    found.push(...refsInText(value), value.trim());
  }
  return found;
}

/** Where a file may be used: a column, and how its rows name the file. */
type Place = Column & { match: (eb: RegistryWhere) => Expression<SqlBool> };

/** Escapes LIKE's wildcards so an id is matched as written. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function fileReferences({ db }: Database) {
  const { refs, texts } = referenceColumns();

  /** Every file ref the site uses anywhere: read once per sweep. */
  async function allReferenced(): Promise<Set<string>> {
    const found = new Set<string>();
    for (const { table, column } of refs) {
      const rows = await registry(db)
        .selectFrom(table)
        .select(column)
        .distinct()
        .where(column, 'is not', null)
        .execute();
      for (const row of rows) found.add(String(row[column]));
    }
    for (const { table, column } of texts) {
      const bare = BARE_ID_TABLES.has(table);
      let query = registry(db).selectFrom(table).select(column).where(column, 'is not', null);
      if (!bare) query = query.where(column, 'like', '%/api/files/%');
      for (const row of await query.execute()) {
        const text = String(row[column]);
        for (const ref of refsInText(text)) found.add(ref);
        if (bare) found.add(text.trim());
      }
    }
    for (const ref of await inTrash()) found.add(ref);
    return found;
  }

  /**
   * The files of deleted records waiting in the trash: kept until the record is purged,
   * so that a restore brings its pictures back too (docs/decisions/0030).
   */
  async function inTrash(): Promise<string[]> {
    const found: string[] = [];
    for (const { data } of await db.selectFrom('trash').select('data').execute()) {
      found.push(...refsInRow(JSON.parse(String(data)) as Record<string, unknown>));
    }
    return found;
  }

  /**
   * The records that use a file, by any of its refs (its id; in older data, the name it
   * was uploaded with): the same columns the sweep reads, one query per column. `first`:
   * stop at the first use found (enough to know the file is kept); `countTrash: false`: only
   * the uses by records on the site, not by deleted ones.
   */
  async function usesOf(
    fileRefs: string[],
    { first = false, countTrash = true } = {},
  ): Promise<FileUse[]> {
    const wanted = fileRefs.filter(Boolean);
    if (wanted.length === 0) return [];
    const like = (column: string, pattern: (ref: string) => string) =>
      wanted.map((ref) => sql<boolean>`${sql.ref(column)} like ${pattern(ref)} escape '\\'`);
    const address = (ref: string) => `%/api/files/${likeLiteral(ref)}%`;
    const places: Place[] = [
      ...refs.map((c): Place => ({
        ...c,
        match: (eb) => eb(c.column, 'in', wanted),
      })),
      ...texts.map((c): Place => ({
        ...c,
        match: (eb) =>
          eb.or([
            ...like(c.column, address),
            ...(BARE_ID_TABLES.has(c.table) ? [eb(c.column, 'in', wanted)] : []),
          ]),
      })),
      // A deleted record's picture: its address in a text, or its bare id as a field's value.
      ...(countTrash
        ? [
            {
              table: 'trash',
              column: 'data',
              resource: 'trash',
              key: 'id',
              match: (eb: RegistryWhere) =>
                eb.or([
                  ...like('data', address),
                  ...like('data', (ref) => `%"${likeLiteral(ref)}"%`),
                ]),
            },
          ]
        : []),
    ];
    const uses: FileUse[] = [];
    for (const { table, column, resource, key, match } of places) {
      const rows = await registry(db)
        .selectFrom(table)
        .select(sql.ref(key).as('key'))
        .where(match)
        .orderBy(key)
        .limit(first ? 1 : 1000)
        .execute();
      for (const row of rows)
        uses.push({ resource, id: row.key as string | number, field: column });
      if (first && uses.length) return uses;
    }
    return uses;
  }

  /** Whether anything on the site refers to this file (by its id). */
  async function isReferenced(id: string): Promise<boolean> {
    return (await usesOf([id], { first: true })).length > 0;
  }

  return { allReferenced, isReferenced, usesOf };
}

export type FileReferences = ReturnType<typeof fileReferences>;
