import type { Database } from './connect.ts';
import { VERSIONED_TABLES, type VersionedTable } from './migrations/0006-change-versions.ts';

export { VERSIONED_TABLES, type VersionedTable };

export const isVersioned = (table: string): table is VersionedTable =>
  (VERSIONED_TABLES as readonly string[]).includes(table);

/**
 * Reads the change version of tables (see migration 0006): a number that every write to
 * the table raises, in the writer's own transaction, on every instance. One indexed
 * row per table, so it costs a fraction of reading what it stands for.
 */
export function changeVersionReader({ db }: Database) {
  return {
    async of(table: VersionedTable): Promise<string> {
      const row = await db
        .selectFrom('change_version')
        .select('version')
        .where('name', '=', table)
        .executeTakeFirst();
      return String(row?.version ?? '');
    },

    /**
     * One value that changes whenever any versioned table does: every table's version,
     * side by side (each only grows, so the whole never repeats).
     */
    async site(): Promise<string> {
      const rows = await db
        .selectFrom('change_version')
        .select(['name', 'version'])
        .orderBy('name')
        .execute();
      return rows.map((r) => `${r.name}:${r.version}`).join(',');
    },
  };
}

export type ChangeVersionReader = ReturnType<typeof changeVersionReader>;
