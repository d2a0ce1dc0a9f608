import { type FileUse, type LibraryFile, apiMessage, schemas } from '@coach/contract';
import { changedColumns, inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database } from '../db/connect.ts';
import { conflict, notFound, parseChangeOrThrow } from '../http/problem.ts';
import { containsWords } from '../resources/filters.ts';
import { pageFields, pageOf, pageQuery } from '../resources/paging.ts';
import { z } from 'zod';
import type { FileReferences } from './file-references.ts';
import { TRASHED } from './trashed-files.ts';

/** A page without `limit`: the uploads only grow, so the library is never answered whole. */
export const LIBRARY_DEFAULT_LIMIT = 40;

/** The columns the library shows: never `bytes`, which would read every image in the page. */
const COLUMNS = [
  'id',
  'name',
  'width',
  'height',
  'size',
  'alt',
  'alt_mm',
  'focal_x',
  'focal_y',
  'created',
] as const;

/** `GET /api/files`'s query: a page of files, and the words to look for. */
export const libraryQuery = pageQuery({
  ...pageFields(),
  // Text alone: a parameter sent twice looks for nothing.
  search: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : undefined), z.string().optional())
    .meta({ description: 'Files whose name or alt text (either language) contains these words' }),
});

type Row = Record<(typeof COLUMNS)[number], unknown>;

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function asLibraryFile(row: Row): LibraryFile {
  return {
    id: String(row.id),
    name: (row.name as string | null) ?? null,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.size),
    alt: (row.alt as string | null) ?? null,
    alt_mm: (row.alt_mm as string | null) ?? null,
    focal_x: numberOrNull(row.focal_x),
    focal_y: numberOrNull(row.focal_y),
    created: new Date(row.created as string | Date).toISOString(),
  };
}

/** "events 3 (image), clients 7 (image)": where a file is used, as the 409 names it. */
export const describeUses = (uses: FileUse[]) =>
  uses.map((u) => `${u.resource} ${u.id} (${u.field})`).join(', ');

/**
 * The media library: the public uploads (never an order's receipt, which is private),
 * newest first, with where each is used (the sweep's own reference map, so the library
 * and the sweep never disagree), its alt texts and focal point, and deletion of one that
 * nothing uses.
 */
export function fileLibrary({ db }: Database, references: FileReferences) {
  // The site's pictures, those of records in the trash among them; never a receipt.
  const publicFiles = () => db.selectFrom('file').where('visibility', 'in', ['public', TRASHED]);

  async function find(id: string) {
    const row = await publicFiles().select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('File');
    return row as Row;
  }

  /**
   * A page of files, newest first; `search` looks in the name and both alt texts, and
   * finds a file by its id too (a link to one file's panel opens it on any page).
   */
  async function list(asked: z.output<typeof libraryQuery>) {
    const page = pageOf(asked) ?? { limit: LIBRARY_DEFAULT_LIMIT, offset: 0 };
    let query = publicFiles();
    const { search } = asked;
    if (search) {
      query = query.where((eb) =>
        eb.or([
          ...['name', 'alt', 'alt_mm'].map((column) => containsWords(column, search)),
          eb('id', '=', search),
        ]),
      );
    }
    const [rows, counted] = await Promise.all([
      query
        .select(COLUMNS)
        .orderBy('created', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: (rows as Row[]).map(asLibraryFile), total: Number(counted.total) };
  }

  /** Every record that uses the file, by its id or (older data) its uploaded name. */
  async function usage(id: string): Promise<FileUse[]> {
    const row = await find(id);
    return references.usesOf([String(row.id), ...(row.name ? [String(row.name)] : [])]);
  }

  /**
   * Sets the fields sent (one left out stays, one sent blank or null is cleared), with its
   * audit entry in the same transaction: a refused save changes nothing.
   */
  async function update(id: string, body: unknown, by: Viewer = systemViewer) {
    const stored = await find(id);
    const data = parseChangeOrThrow(schemas.files.update, body) as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.entries(data)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, v ?? null]),
    );
    await inTransaction(db, async (trx) => {
      if (Object.keys(values).length) {
        await trx.updateTable('file').set(values).where('id', '=', id).execute();
      }
      await recordBy(trx, by, {
        action: 'update',
        resource: 'files',
        recordId: id,
        detail: { fields: changedColumns(stored, values) },
      });
    });
    return asLibraryFile(await find(id));
  }

  /** Deletes a file nothing uses, with its resized copies; a used one is refused (409). */
  async function remove(id: string, by: Viewer = systemViewer) {
    const uses = await usage(id);
    if (uses.length) throw conflict(apiMessage('fileInUse', { uses: describeUses(uses) }));
    await inTransaction(db, async (trx) => {
      // Variants first: SQLite enforces the cascade only when foreign keys are switched on.
      await trx.deleteFrom('file_variant').where('file_id', '=', id).execute();
      await trx.deleteFrom('file').where('id', '=', id).execute();
      await recordBy(trx, by, { action: 'delete', resource: 'files', recordId: id });
    });
  }

  return { list, usage, update, remove };
}

export type FileLibrary = ReturnType<typeof fileLibrary>;
