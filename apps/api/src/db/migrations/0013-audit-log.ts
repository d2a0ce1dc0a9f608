import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The audit log (audit/audit-log.ts): one row per admin write, written in the write's own
 * transaction. `account_id` has no foreign key on purpose: deleting an account must not
 * erase (or blank) what it did, and account ids are never reused (AUTOINCREMENT, identity),
 * so an old entry never names a newer account. `username` is copied as it was.
 * The indexes serve the one list there is, newest first, whole or filtered by account,
 * action or resource, and the prune of old entries (by `at`).
 */
export const auditLog = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const pg = dialect === 'postgres';
    await db.schema
      .createTable('audit_entry')
      .addColumn('id', 'integer', (c) =>
        pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      )
      .addColumn('at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer')
      .addColumn('username', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text')
      // A small JSON object (changed field names, a role, a count); never values typed by anyone.
      .addColumn('detail', 'text')
      .execute();
    const indexes: [string, string[]][] = [
      ['audit_entry_at_idx', ['at', 'id']],
      ['audit_entry_account_idx', ['account_id', 'at', 'id']],
      ['audit_entry_action_idx', ['action', 'at', 'id']],
      ['audit_entry_resource_idx', ['resource', 'at', 'id']],
    ];
    for (const [name, columns] of indexes) {
      await db.schema.createIndex(name).on('audit_entry').columns(columns).execute();
    }
  },
});
