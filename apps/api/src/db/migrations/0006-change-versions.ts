import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The tables whose changes readers care about: what the pages show and what the lists
 * count. Files, accounts and sessions are left out; they change on every upload and
 * sign-in and nothing is cached on them. Written out rather than derived from the
 * backup's table list: a migration must do the same thing forever, so a table added
 * later gets its trigger from a migration of its own (a test checks none is forgotten).
 */
export const VERSIONED_TABLES = [
  'content_home',
  'main_category',
  'sub_category',
  'product',
  'event',
  'client',
  'award',
  'learning_milestone',
  'article',
  'quote',
  'blog_video',
  'press',
  'site_constant',
  'color',
  'appointment',
  'payment',
  'testimonial',
  'stats',
  'banners',
] as const;

export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/**
 * A version number per table, raised by a trigger in the same transaction as every
 * insert, update and delete of that table, whoever makes it (this process, another
 * instance, a restore, someone at the database prompt). A cache keyed by a table's
 * version is therefore exact: any change gives a new key. Versions start at the time
 * the table was made, in microseconds, so a database made again later (a restore into a
 * fresh one) never repeats a version an earlier one had.
 */
export const changeVersions = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('change_version')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    const start = BigInt(Date.now()) * 1000n;
    await db
      .insertInto('change_version')
      .values(VERSIONED_TABLES.map((name) => ({ name, version: start.toString() })))
      .execute();
    if (dialect === 'postgres') {
      // One bump per statement: a bulk insert of thousands of rows costs one update.
      await sql`
        create function bump_change_version() returns trigger language plpgsql as $$
        begin
          execute format('update %I.change_version set version = version + 1 where name = $1',
                         TG_TABLE_SCHEMA) using TG_TABLE_NAME;
          return null;
        end $$`.execute(db);
      for (const table of VERSIONED_TABLES) {
        await sql`
          create trigger ${sql.raw(`${table}_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_change_version()`.execute(db);
      }
    } else {
      // SQLite has row triggers only.
      for (const table of VERSIONED_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`
            create trigger ${sql.raw(`${table}_${event}_changed`)}
            after ${sql.raw(event)} on ${sql.table(table)}
            begin
              update change_version set version = version + 1 where name = ${sql.lit(table)};
            end`.execute(db);
        }
      }
    }
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    for (const table of VERSIONED_TABLES) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(
          db,
        );
      } else {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`drop trigger if exists ${sql.raw(`${table}_${event}_changed`)}`.execute(db);
        }
      }
    }
    if (dialect === 'postgres')
      await sql`drop function if exists bump_change_version()`.execute(db);
    await db.schema.dropTable('change_version').execute();
  },
});
