import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The public pages' social cards (content/page-cards.ts): one row per page whose card has
 * been set, keyed by the page's key (`trainings`, `home`, `coach`). Columns rather than one
 * JSON value, so that the upload sweep finds each card's image by its column like any other
 * picture; and a change version of its own, so that a save makes every instance's kept
 * pages again on their next request (their meta tags carry the card). The version row and
 * its triggers are made as 0016 made the payment methods'.
 */
export const pageCards = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const pg = dialect === 'postgres';
    await db.schema
      .createTable('page_card')
      .addColumn('page', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text')
      .addColumn('title_mm', 'text')
      .addColumn('description', 'text')
      .addColumn('description_mm', 'text')
      .addColumn('image', 'text')
      .addColumn('created', pg ? 'timestamptz' : 'text', (c) => c.notNull())
      .execute();

    const start = BigInt(Date.now()) * 1000n;
    await db
      .insertInto('change_version')
      .values({ name: 'page_card', version: start.toString() })
      .execute();
    if (pg) {
      // bump_change_version() is 0006's: one bump per statement.
      await sql`
        create trigger page_card_changed
        after insert or update or delete or truncate on page_card
        for each statement execute function bump_change_version()`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`page_card_${event}_changed`)}
          after ${sql.raw(event)} on page_card
          begin
            update change_version set version = version + 1 where name = 'page_card';
          end`.execute(db);
      }
    }
  },
});
