import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Visitors' appointments, orders and testimonials caught by the spam trap are kept,
 * marked `spam` (decision 0027): hidden from the back office's lists and counts until
 * the owner says they are not spam. Rows stored before are not spam.
 */
export function spam(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const table of ['appointment', 'payment', 'testimonial']) {
        await db.schema
          .alterTable(table)
          .addColumn('spam', pg ? 'boolean' : 'integer', (c) =>
            c.notNull().defaultTo(pg ? false : 0),
          )
          .execute();
      }
    },
  };
}
