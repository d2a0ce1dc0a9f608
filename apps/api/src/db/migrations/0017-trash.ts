import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The trash (docs/decisions/0030): a deleted record's row, whole, as JSON, until it is
 * restored (with its id) or purged. `detached` holds the rows that pointed at it and lost
 * the link when it went (a quote's article), so a restore can link them again. One entry
 * per record: a record restored and deleted again has a new entry.
 */
export function trash(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('trash')
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_mm', 'text')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('detached', 'text')
        .addColumn('deleted', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .addColumn('deleted_by', 'text')
        .execute();
      await db.schema
        .createIndex('trash_record_idx')
        .on('trash')
        .columns(['resource', 'record_id'])
        .unique()
        .execute();
      await db.schema.createIndex('trash_deleted_idx').on('trash').column('deleted').execute();
    },
  };
}
