import type { AuditAction, AuditDetail, AuditResource } from '@coach/contract';
import type { Viewer } from '../auth/viewer.ts';
import type { Executor } from '../db/connect.ts';

/**
 * The audit log's one way in. Every admin write calls `recordBy` (or `record`, for the
 * writes whose actor is not the request's viewer: a sign-in, a reset link) with the
 * executor of its own transaction, so the entry and the change are stored together or not
 * at all: a refused or failed write leaves no entry, and no entry exists without its change.
 */

export interface AuditWrite {
  action: AuditAction;
  resource: AuditResource;
  recordId?: string | number | null;
  detail?: AuditDetail;
}

/**
 * Whether a viewer's writes are recorded: a signed-in account's are. A visitor's (an
 * appointment request, a testimonial, an order, the upload that goes with it) are not
 * admin actions, and the server's own (`systemViewer`: the demo content, the settings
 * rows made at start) are recorded once, by what started them.
 */
export const isRecorded = (viewer: Viewer): viewer is Viewer & { accountId: number } =>
  viewer.accountId !== null && viewer.accountId > 0;

/**
 * Writes one entry. `accountId` null: the site itself, or a sign-in under a name no
 * account has (whose name is not kept: it may be a password typed in the wrong field).
 * The account's name is copied in the same statement, as it is at this moment.
 */
export async function record(executor: Executor, accountId: number | null, entry: AuditWrite) {
  await executor
    .insertInto('audit_entry')
    .values({
      at: new Date().toISOString(),
      account_id: accountId,
      username: accountNameOf(executor, { accountId, role: null }),
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId == null ? null : String(entry.recordId),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

/**
 * The viewer's account name as it is now, for a row that keeps who wrote it (an audit
 * entry, a revision, a trash entry): a subquery of the same statement; null for the site.
 */
export const accountNameOf = (executor: Executor, viewer: Viewer) =>
  isRecorded(viewer)
    ? executor.selectFrom('account').select('username').where('id', '=', viewer.accountId)
    : null;

/** Records a write made by this viewer, when it is a signed-in account's (`isRecorded`). */
export async function recordBy(executor: Executor, viewer: Viewer, entry: AuditWrite) {
  if (isRecorded(viewer)) await record(executor, viewer.accountId, entry);
}

/** A write and its entry commit together (db/in-transaction.ts). */
export { inTransaction } from '../db/in-transaction.ts';

const comparable = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value === undefined) return null;
  return typeof value === 'number' || value === null ? value : String(value);
};

/**
 * The columns of `values` that differ from the stored row: what an update changed (the
 * back office's form sends every field on each save). Names only, never values.
 */
export function changedColumns(stored: Record<string, unknown>, values: Record<string, unknown>) {
  return Object.keys(values).filter((column) => {
    const before = comparable(stored[column]);
    const after = comparable(values[column]);
    if (typeof before === 'number' || typeof after === 'number') {
      return before === null || after === null || Number(before) !== Number(after);
    }
    // A timestamp column: the same moment, written as text or read back as a Date.
    if (typeof before === 'string' && typeof after === 'string' && before !== after) {
      const [a, b] = [Date.parse(before), Date.parse(after)];
      if (/^\d{4}-\d\d-\d\dT/.test(before) && /^\d{4}-\d\d-\d\dT/.test(after) && a === b) {
        return false;
      }
    }
    return before !== after;
  });
}
