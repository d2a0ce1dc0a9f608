import {
  type AuditResource,
  DEFAULT_TRASH_DAYS,
  type ResourceDef,
  type TrashEntry,
  apiMessage,
  mayAccess,
  resourceList,
} from '@coach/contract';
import { type Viewer, isAdmin } from '../auth/viewer.ts';
import { accountNameOf, inTransaction, recordBy } from '../audit/audit-log.ts';
import type { Database, Executor } from '../db/connect.ts';
import { conflict, notFound } from '../http/problem.ts';
import { storedRowToWrite } from '../db/stored-row.ts';
import { hideFilesOfTrashed, showFilesOfRestored } from '../files/trashed-files.ts';
import { toIso } from '../resources/rows.ts';
import type { RevisionService } from './revisions.ts';
import { registry } from '../db/registry-db.ts';
import { reindexRecord } from '../search/search-index.ts';

type Row = Record<string, unknown>;

/** Rows that pointed at a deleted record and lost the link with it (a quote's article). */
interface Detached {
  table: string;
  column: string;
  ids: number[];
}

/** The columns a record's title is read from, the first one it has. */
const TITLE_COLUMNS = ['title', 'name', 'key', 'text', 'quote', 'account_number'];
const TITLE_LENGTH = 100;

/** A column's text as plain words (no markup), cut short; empty when there is none. */
function plainText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH - 1)}…` : text;
}

/**
 * What the trash list calls a record, in English and (when it has one) in Burmese: its
 * title or name as plain text, cut short, or its kind and id.
 */
export function titleOf(def: ResourceDef, row: Row): { title: string; title_mm: string | null } {
  const column = [...TITLE_COLUMNS, def.nameColumn].find((c) => c && plainText(row[c]) !== '');
  if (!column) return { title: `${def.entity} ${row.id}`, title_mm: null };
  return { title: plainText(row[column]), title_mm: plainText(row[`${column}_mm`]) || null };
}

/** Whether this viewer may delete (and so restore or purge) records of the resource. */
export function mayDelete(def: ResourceDef, viewer: Viewer): boolean {
  const rule = def.access.delete;
  return !!rule && rule !== 'public' && isAdmin(viewer) && mayAccess(viewer.role, rule);
}

const bySlug = new Map(resourceList.map((def) => [def.slug, def]));

/** The resource named by a trash route, or the 404 of a resource that does not exist. */
export function trashedResource(slug: string): ResourceDef {
  const def = bySlug.get(slug);
  if (!def?.access.delete) throw notFound('Record');
  return def;
}

/**
 * The trash (docs/decisions/0030). A delete moves the record's row here whole, in the
 * delete's own transaction: the row is gone from its table, so every page, list, read
 * and count stops showing it exactly as before, and nothing that reads a table needs to
 * know about the trash. A restore puts the row back with its id; a purge, or the trash
 * emptying itself after TRASH_DAYS, forgets it.
 */
export function trashService(
  database: Database,
  revisions: Pick<RevisionService, 'forget'>,
  { keepDays = DEFAULT_TRASH_DAYS }: { keepDays?: number } = {},
) {
  const { db, dialect } = database;

  /** The resources whose rows point at this one's and lose the link when it goes. */
  const linkedTo = (def: ResourceDef) =>
    resourceList.filter((other) => other.parent?.table === def.table);
  /** The resources a row of this one must have its parent in (a product's sub category). */
  const parentsOf = (def: ResourceDef) =>
    resourceList.flatMap((other) =>
      (other.children ?? [])
        .filter((child) => child.table === def.table)
        .map((child) => ({ def: other, foreignKey: child.foreignKey })),
    );

  /**
   * Deletes the row and keeps it in the trash, in the caller's transaction. Answers 404
   * when there is no such row. The caller has checked that nothing blocks the delete.
   */
  async function moveToTrash(trx: Executor, def: ResourceDef, id: number, by: Viewer) {
    const row = await registry(trx)
      .selectFrom(def.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow(() => notFound(def.entity));
    const detached: Detached[] = [];
    for (const other of linkedTo(def)) {
      const column = other.parent!.foreignKey;
      const rows = await registry(trx)
        .selectFrom(other.table)
        .select('id')
        .where(column, '=', id)
        .execute();
      if (rows.length)
        detached.push({ table: other.table, column, ids: rows.map((r) => Number(r.id)) });
    }
    await registry(trx).deleteFrom(def.table).where('id', '=', id).execute();
    // A stale entry for the same record (a backup restored over a newer trash) gives way.
    await trx
      .deleteFrom('trash')
      .where('resource', '=', def.slug)
      .where('record_id', '=', id)
      .execute();
    await trx
      .insertInto('trash')
      .values({
        resource: def.slug,
        record_id: id,
        ...titleOf(def, row),
        data: JSON.stringify(row),
        detached: detached.length ? JSON.stringify(detached) : null,
        deleted: new Date().toISOString(),
        deleted_by: accountNameOf(trx, by),
      })
      .execute();
    await hideFilesOfTrashed(database, trx, row);
  }

  /** What is in the trash that this viewer may restore, newest first. */
  async function list(viewer: Viewer): Promise<TrashEntry[]> {
    const allowed = resourceList.filter((def) => mayDelete(def, viewer)).map((def) => def.slug);
    if (!allowed.length) return [];
    const rows = await db
      .selectFrom('trash')
      .select(['resource', 'record_id', 'title', 'title_mm', 'deleted', 'deleted_by'])
      .where('resource', 'in', allowed)
      .orderBy('deleted', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({
      resource: r.resource,
      id: Number(r.record_id),
      title: r.title,
      title_mm: r.title_mm ?? null,
      deleted: toIso(r.deleted),
      deleted_by: r.deleted_by ?? null,
    }));
  }

  async function entryOf(trx: Executor, def: ResourceDef, id: number) {
    return trx
      .selectFrom('trash')
      .selectAll()
      .where('resource', '=', def.slug)
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow(() => notFound(def.entity));
  }

  /**
   * Puts the record back with its id and its links (quotes to their article), and takes
   * it out of the trash. A record whose parent has gone meanwhile (a product whose sub
   * category was deleted) cannot come back before its parent: 409, nothing changed.
   */
  async function restore(def: ResourceDef, id: number, by: Viewer) {
    await inTransaction(db, async (trx) => {
      const entry = await entryOf(trx, def, id);
      const data = JSON.parse(entry.data) as Row;
      for (const parent of parentsOf(def)) {
        const parentId = data[parent.foreignKey];
        if (parentId == null) continue;
        const found = await registry(trx)
          .selectFrom(parent.def.table)
          .select('id')
          .where('id', '=', Number(parentId))
          .executeTakeFirst();
        if (!found) throw conflict(apiMessage('restoreParentFirst'));
      }
      // A nested parent (a quote's article) that is gone leaves the link empty, as its
      // delete would have.
      if (def.parent && data[def.parent.foreignKey] != null) {
        const found = await registry(trx)
          .selectFrom(def.parent.table)
          .select('id')
          .where('id', '=', Number(data[def.parent.foreignKey]))
          .executeTakeFirst();
        if (!found) data[def.parent.foreignKey] = null;
      }
      await registry(trx)
        .insertInto(def.table)
        .values(await storedRowToWrite(trx, dialect, def, data))
        .execute();
      for (const link of JSON.parse(entry.detached ?? '[]') as Detached[]) {
        await registry(trx)
          .updateTable(link.table)
          .set({ [link.column]: id })
          .where('id', 'in', link.ids)
          .where(link.column, 'is', null)
          .execute();
      }
      await trx.deleteFrom('trash').where('id', '=', entry.id).execute();
      await reindexRecord(trx, dialect, def.slug, id);
      await showFilesOfRestored(trx, data);
      await recordBy(trx, by, {
        action: 'restore',
        resource: def.slug as AuditResource,
        recordId: id,
      });
    });
  }

  /** Forgets a record in the trash for good. */
  async function purge(def: ResourceDef, id: number, by: Viewer) {
    await inTransaction(db, async (trx) => {
      const entry = await entryOf(trx, def, id);
      await trx.deleteFrom('trash').where('id', '=', entry.id).execute();
      await revisions.forget(trx, def.slug, id);
      await recordBy(trx, by, {
        action: 'purge',
        resource: def.slug as AuditResource,
        recordId: id,
      });
    });
  }

  /** Purges what was deleted more than `days` days ago; answers how many. */
  async function emptyOlderThan(days = keepDays): Promise<number> {
    const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    return inTransaction(db, async (trx) => {
      const old = await trx
        .selectFrom('trash')
        .select(['id', 'resource', 'record_id'])
        .where('deleted', '<', before)
        .execute();
      for (const entry of old) {
        await revisions.forget(trx, entry.resource, Number(entry.record_id));
      }
      if (old.length) {
        await trx
          .deleteFrom('trash')
          .where(
            'id',
            'in',
            old.map((entry) => entry.id),
          )
          .execute();
      }
      return old.length;
    });
  }

  return { keepDays, moveToTrash, list, restore, purge, emptyOlderThan };
}

export type TrashService = ReturnType<typeof trashService>;
