import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/** The tables of the resources a visitor sees only once published (the registry's `publishable`). */
const PUBLISHABLE_TABLES = ['article', 'blog_video', 'press', 'testimonial'];

/**
 * When a record was first published, which its page shows (an article's date is the day
 * it went out, not the day its draft was begun). Records published before this migration
 * take the moment they were created: the best there is.
 */
export function publishedAt(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const table of PUBLISHABLE_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn('published_at', pg ? 'timestamptz' : 'text')
          .execute();
        await db
          .updateTable(table)
          .set({ published_at: sql.ref('created') })
          .where('is_published', '=', pg ? sql.lit(true) : sql.lit(1))
          .execute();
      }
    },
  };
}
