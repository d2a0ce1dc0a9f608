import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/** The columns of `file` that public pages draw with (0024's): the alt texts and focal point. */
const DRAWN_COLUMNS = ['alt', 'alt_mm', 'focal_x', 'focal_y'] as const;

/**
 * A change version for the media library's details (`file_details`): the public pages draw
 * an upload with its alt text and focal point, so changing them must make the kept pages
 * anew, on every instance, as a change of any versioned table does (0006). The `file`
 * table as a whole stays unversioned: uploads come with every visitor's receipt and would
 * throw away every kept page. Only an update naming one of these columns raises it; a new
 * upload has none set, and one that is used cannot be deleted.
 */
export const fileDetailsVersion = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const start = BigInt(Date.now()) * 1000n;
    await db
      .insertInto('change_version')
      .values({ name: 'file_details', version: start.toString() })
      .execute();
    const columns = sql.raw(DRAWN_COLUMNS.join(', '));
    if (dialect === 'postgres') {
      // 0006's bump_change_version() names the table's own row; this one names another.
      await sql`
        create function bump_file_details_version() returns trigger language plpgsql as $$
        begin
          execute format('update %I.change_version set version = version + 1 where name = $1',
                         TG_TABLE_SCHEMA) using 'file_details';
          return null;
        end $$`.execute(db);
      await sql`
        create trigger file_details_changed
        after update of ${columns} on file
        for each statement execute function bump_file_details_version()`.execute(db);
    } else {
      await sql`
        create trigger file_details_changed
        after update of ${columns} on file
        begin
          update change_version set version = version + 1 where name = 'file_details';
        end`.execute(db);
    }
  },
});
