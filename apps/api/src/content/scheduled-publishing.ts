import { type ResourceDef, resourceList } from '@coach/contract';
import { sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { type VersionedTable, isVersioned } from '../db/change-versions.ts';
import type { TimedChange } from '../db/timed-changes.ts';
import { dbBoolean } from '../resources/rows.ts';
import { instantFor } from '../db/instants.ts';

/** The resources whose records can be scheduled: publishable, with a `publish_at` field. */
export const SCHEDULED: readonly ResourceDef[] = resourceList.filter(
  (def) => def.publishable && def.fields && 'publish_at' in def.fields,
);

/**
 * Scheduled publishing (decision 0031), as a part of the site's version: an unpublished
 * record whose `publish_at` has come is published, the moment kept as its first
 * publication and the schedule cleared. Whichever instance settles first writes; the
 * others' updates find nothing left to do. The write raises the table's version, so
 * kept pages and lists everywhere follow.
 */
export function scheduledPublishing(database: Database): TimedChange {
  const { db, dialect } = database;
  const at = instantFor(dialect);
  const unpublished = dbBoolean(dialect, false);
  const tables = SCHEDULED.map((def) => def.table).filter(isVersioned);

  async function publishDue(table: VersionedTable, now: Date): Promise<number> {
    // Looked for first: PostgreSQL's version triggers fire per statement, so an update
    // that finds nothing would still raise the table's version and drop every kept page.
    const due = await db
      .selectFrom(table)
      .select('id')
      .where('is_published', '=', unpublished)
      .where('publish_at', '<=', at(now))
      .limit(1)
      .executeTakeFirst();
    if (!due) return 0;
    const result = await db
      .updateTable(table)
      .set({
        is_published: dbBoolean(dialect, true),
        published_at: sql`coalesce(published_at, publish_at)`,
        publish_at: null,
      })
      .where('is_published', '=', unpublished)
      .where('publish_at', '<=', at(now))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async function soonest(table: VersionedTable, now: Date): Promise<Date | null> {
    const row = await db
      .selectFrom(table)
      .where('is_published', '=', unpublished)
      .where('publish_at', '>', at(now))
      .select(sql<string | Date | null>`min(publish_at)`.as('at'))
      .executeTakeFirst();
    return row?.at == null ? null : new Date(row.at);
  }

  return {
    name: 'scheduled',
    tables,
    async settle(now) {
      let published = 0;
      for (const table of tables) published += await publishDue(table, now);
      const next = (await Promise.all(tables.map((table) => soonest(table, now))))
        .filter((d): d is Date => d !== null)
        .sort((a, b) => a.getTime() - b.getTime())[0];
      return { mark: null, next: next ?? null, wrote: published > 0 };
    },
  };
}
