import { type Migration, Migrator } from 'kysely';
import type { Database } from './connect.ts';
import { initial } from './migrations/0001-initial.ts';

/** Migrations in order. Names are permanent: Kysely records them in the database. */
function migrationsFor(dialect: Database['dialect']): Record<string, Migration> {
  return { '0001-initial': initial(dialect) };
}

/**
 * Brings the schema up to date. Safe to run from many app instances at once: Kysely
 * takes a lock (an advisory lock on PostgreSQL) and skips what is already applied.
 */
export async function migrate(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}
