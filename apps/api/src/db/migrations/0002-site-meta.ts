import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * A small key/value table for facts about the site itself. First use: the claim that
 * one instance takes before it seeds the demo content, so that instances starting
 * together on one database (PostgreSQL, or several processes on one SQLite file) seed
 * it once.
 */
export function siteMeta(dialect: DialectName) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('site_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text')
        .addColumn('created', dialect === 'postgres' ? 'timestamptz' : 'text', (c) => c.notNull())
        .execute();
    },
  };
}
