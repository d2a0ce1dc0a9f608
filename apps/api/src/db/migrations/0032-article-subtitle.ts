import type { Kysely } from 'kysely';

/**
 * An article may carry a subtitle, a line under its title that says what the title
 * promises, in either language (issue 39).
 */
export function articleSubtitle() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('article').addColumn('subtitle', 'text').execute();
      await db.schema.alterTable('article').addColumn('subtitle_mm', 'text').execute();
    },
  };
}
