import type { Kysely } from 'kysely';

/**
 * Files become private when an order takes them as its receipt (served to admins only,
 * never cached by a shared cache), and uploads nothing uses are swept after a day: the
 * sweep picks its candidates by age.
 */
export const fileVisibility = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    // Text rather than a boolean: the same on SQLite and PostgreSQL, and room for more kinds.
    await db.schema
      .alterTable('file')
      .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
      .execute();
    await db.schema.createIndex('file_created_idx').on('file').column('created').execute();
  },
};
