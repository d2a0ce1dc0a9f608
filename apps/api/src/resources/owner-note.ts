import type { AuditAction, AuditResource, ResourceDef } from '@coach/contract';
import type { z } from 'zod';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database } from '../db/connect.ts';
import { notFound, parseOrThrow } from '../http/problem.ts';
import { type CrudService, parseId } from './crud-service.ts';
import { registry } from '../db/registry-db.ts';

/**
 * `PUT /{slug}/{id}/note` of a visitor's record (an order, an appointment request): the
 * owner's own words about it, never shown to the visitor. A blank note clears it; the
 * save and its audit entry are one transaction. Answers the record as the owner reads it.
 */
export function ownerNote<R extends ResourceDef>(
  { db }: Database,
  crud: CrudService,
  def: R,
  schema: z.ZodType<{ note: string }>,
  action: AuditAction,
) {
  return async function setNote(rawId: unknown, body: unknown, by: Viewer = systemViewer) {
    const id = parseId(rawId, def.entity);
    const { note } = parseOrThrow(schema, body);
    await inTransaction(db, async (trx) => {
      const result = await registry(trx)
        .updateTable(def.table)
        .set({ note: note.trim() || null })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw notFound(def.entity);
      await recordBy(trx, by, { action, resource: def.slug as AuditResource, recordId: id });
    });
    return crud.get(def, id, systemViewer);
  };
}
