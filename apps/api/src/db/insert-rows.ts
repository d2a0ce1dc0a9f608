import { CompiledQuery } from 'kysely';
import type { DialectName } from './connect.ts';
import type { DB } from './schema.ts';

/**
 * `insert into table (columns) values (…), (…) [tail]`, its text and parameters written
 * out at once. Kysely builds a statement value by value, a few microseconds a row, and rows
 * sent as one JSON text cost the database its parsing: for the thousands of rows a batch
 * of counted views writes, SQLite took 3.0 µs of CPU a raw view's row so, 4.2–5.3 as JSON
 * (docs/decisions/0042). The values are parameters, never text of the statement; each
 * column's type is its table's. `rows` may hold a few hundred at most: SQLite allows
 * 32,766 parameters a statement, PostgreSQL 65,535.
 */
export function insertRows<T extends keyof DB & string>(
  dialect: DialectName,
  table: T,
  columns: readonly (keyof DB[T] & string)[],
  rows: readonly Partial<Record<keyof DB[T], unknown>>[],
  tail = '',
): CompiledQuery {
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    const marks: string[] = [];
    for (const column of columns) {
      parameters.push(row[column] ?? null);
      marks.push(dialect === 'sqlite' ? '?' : `$${parameters.length}`);
    }
    tuples.push(`(${marks.join(', ')})`);
  }
  const names = columns.map((column) => `"${column}"`).join(', ');
  const text = `insert into "${table}" (${names}) values ${tuples.join(', ')} ${tail}`;
  return CompiledQuery.raw(text.trimEnd(), parameters);
}
