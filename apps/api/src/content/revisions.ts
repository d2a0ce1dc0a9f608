import { DEFAULT_REVISIONS_KEPT, type ResourceDef, type Revision } from '@coach/contract';
import type { Viewer } from '../auth/viewer.ts';
import { accountNameOf, isRecorded } from '../audit/audit-log.ts';
import type { Database, Executor } from '../db/connect.ts';
import { notFound } from '../http/problem.ts';
import { rowToJson, toIso } from '../resources/rows.ts';

type Row = Record<string, unknown>;

/**
 * Every update keeps the record as it was before it (who, when), at most `kept` per
 * record: the oldest go first. Written in the update's own transaction, so a revision
 * exists exactly when the update does.
 */
export function revisionService(
  database: Database,
  { kept = DEFAULT_REVISIONS_KEPT }: { kept?: number } = {},
) {
  const { db } = database;

  /** Keeps `stored` (the row before the update `by` is making) as the newest revision. */
  async function keep(trx: Executor, def: ResourceDef, stored: Row, by: Viewer) {
    const recordId = Number(stored.id);
    await trx
      .insertInto('revision')
      .values({
        resource: def.slug,
        record_id: recordId,
        data: JSON.stringify(stored),
        created: new Date().toISOString(),
        account_id: isRecorded(by) ? by.accountId : null,
        username: accountNameOf(trx, by),
      })
      .execute();
    // Beyond the newest `kept`, the rest go: one indexed read of the cut-off id.
    const cutoff = await trx
      .selectFrom('revision')
      .select('id')
      .where('resource', '=', def.slug)
      .where('record_id', '=', recordId)
      .orderBy('id', 'desc')
      .offset(kept)
      .limit(1)
      .executeTakeFirst();
    if (cutoff) {
      await trx
        .deleteFrom('revision')
        .where('resource', '=', def.slug)
        .where('record_id', '=', recordId)
        .where('id', '<=', Number(cutoff.id))
        .execute();
    }
  }

  const asRevision = (def: ResourceDef, row: Row): Revision => ({
    id: Number(row.id),
    created: toIso(row.created),
    account_id: row.account_id == null ? null : Number(row.account_id),
    username: (row.username as string | null) ?? null,
    record: rowToJson(def, JSON.parse(row.data as string) as Row),
  });

  /** A record's revisions, newest first (none for a record never updated). */
  async function list(def: ResourceDef, recordId: number): Promise<Revision[]> {
    const rows = await db
      .selectFrom('revision')
      .selectAll()
      .where('resource', '=', def.slug)
      .where('record_id', '=', recordId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => asRevision(def, row));
  }

  /** One revision's stored row, read in the caller's transaction; 404 when it is not this record's. */
  async function storedRow(
    trx: Executor,
    def: ResourceDef,
    recordId: number,
    revisionId: number,
  ): Promise<Row> {
    const row = await trx
      .selectFrom('revision')
      .select('data')
      .where('id', '=', revisionId)
      .where('resource', '=', def.slug)
      .where('record_id', '=', recordId)
      .executeTakeFirstOrThrow(() => notFound('Revision'));
    return JSON.parse(row.data) as Row;
  }

  /**
   * The record's version as an ETag: its newest revision's id. Every change to a record
   * keeps a revision, so the tag changes exactly when the record does.
   */
  async function versionTag(executor: Executor, def: ResourceDef, recordId: number) {
    const row = await executor
      .selectFrom('revision')
      .select((eb) => eb.fn.max('id').as('newest'))
      .where('resource', '=', def.slug)
      .where('record_id', '=', recordId)
      .executeTakeFirst();
    return `"rev-${Number(row?.newest ?? 0)}"`;
  }

  /** Forgets a record's revisions (it was purged from the trash). */
  async function forget(trx: Executor, resource: string, recordId: number) {
    await trx
      .deleteFrom('revision')
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .execute();
  }

  return { kept, keep, list, storedRow, versionTag, forget };
}

export type RevisionService = ReturnType<typeof revisionService>;
