import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Revisions (content/revisions.ts): before an update changes a record, the row as it was
 * is kept here as JSON, with who changed it and when. Read newest first per record.
 */
export function revisions(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('revision')
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .addColumn('account_id', 'integer')
        .addColumn('username', 'text')
        .execute();
      await db.schema
        .createIndex('revision_record_idx')
        .on('revision')
        .columns(['resource', 'record_id', 'id'])
        .execute();
    },
  };
}
