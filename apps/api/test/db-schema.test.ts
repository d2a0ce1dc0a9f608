import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { databases, freshDatabase } from './harness.ts';

/** Each table's columns, and whether the column takes null. */
type Tables = Record<string, Record<string, boolean>>;

const schemaFile = fileURLToPath(new URL('../src/db/schema.ts', import.meta.url));

/**
 * The `DB` interface of src/db/schema.ts as the compiler reads it: types are gone at run
 * time, so the test asks TypeScript itself. A column takes null when its (select) type
 * does: `Generated<T>` and `ColumnType<S, …>` are read through to `T` and `S`.
 */
function declaredTables(): Tables {
  const program = ts.createProgram([schemaFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const db = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((symbol) => symbol.name === 'DB')!;
  const typeOf = (symbol: ts.Symbol) => checker.getTypeOfSymbolAtLocation(symbol, source);
  const members = (type: ts.Type) => (type.isUnion() ? type.types : [type]);
  const takesNull = (type: ts.Type): boolean =>
    members(type).some((member) => {
      const selected = member.getProperty('__select__');
      return selected ? takesNull(typeOf(selected)) : (member.flags & ts.TypeFlags.Null) !== 0;
    });
  const tables: Tables = {};
  for (const table of checker.getDeclaredTypeOfSymbol(db).getProperties()) {
    tables[table.name] = Object.fromEntries(
      typeOf(table)
        .getProperties()
        .map((column) => [column.name, takesNull(typeOf(column))]),
    );
  }
  return tables;
}

/**
 * The migrated database's tables. SQLite calls a primary key nullable unless it says NOT
 * NULL (a legacy of its own); the code always gives one and PostgreSQL refuses null there,
 * so a primary key counts as not null.
 */
async function migratedTables(database: Database): Promise<Tables> {
  const tables: Tables = {};
  for (const table of await database.db.introspection.getTables()) {
    // SQLite's full-text index of search_entry (migration 0035) and the tables FTS5 keeps
    // it in are SQLite's own machinery, never queried as tables; PostgreSQL's index of the
    // same terms is an index, which this list does not show either.
    if (database.dialect === 'sqlite' && table.name.startsWith('search_fts')) continue;
    const keys =
      database.dialect === 'sqlite'
        ? new Set(
            (
              await sql<{
                name: string;
              }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(
                database.db,
              )
            ).rows.map((row) => row.name),
          )
        : new Set<string>();
    tables[table.name] = Object.fromEntries(
      table.columns.map((column) => [column.name, column.isNullable && !keys.has(column.name)]),
    );
  }
  return tables;
}

/** Read once: a TypeScript program takes seconds to build. */
let declared: Tables | undefined;

describe.each(databases)('the DB interface on %s', (kind) => {
  it('names every table and column of the migrated database, and only those, with their nullability', async () => {
    const { database, cleanup } = await freshDatabase(kind);
    try {
      await migrate(database);
      const migrated = await migratedTables(database);
      expect(Object.keys(migrated).length).toBeGreaterThan(0);
      expect((declared ??= declaredTables())).toEqual(migrated);
    } finally {
      await database.close();
      await cleanup();
    }
  }, 60_000);
});
