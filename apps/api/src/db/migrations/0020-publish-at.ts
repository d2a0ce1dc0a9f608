import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/** The tables of the resources that can be scheduled (articles, blog videos, press). */
const SCHEDULED_TABLES = ['article', 'blog_video', 'press'];

/**
 * When an unpublished record is to go public on its own (decision 0031). Indexed, as the
 * site asks for the soonest one to come whenever its tables change.
 */
export function publishAt(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const table of SCHEDULED_TABLES) {
        await db.schema.alterTable(table).addColumn('publish_at', timestamp).execute();
        await db.schema
          .createIndex(`${table}_publish_at_idx`)
          .on(table)
          .column('publish_at')
          .execute();
      }
    },
  };
}
