import { CompiledQuery } from 'kysely';
import { kept } from '../kept-answers.ts';
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
  for (const row of rows) {
    for (const column of columns) parameters.push(row[column] ?? null);
  }
  const text = statementText(JSON.stringify([dialect, table, columns, rows.length, tail]));
  return CompiledQuery.raw(text, parameters);
}

/**
 * A statement's text by what it depends on (the dialect, table, columns, number of rows
 * and tail), made once: a batch's statements are alike but for their parameters, and the
 * text of one of 200 rows is 1,600 marks long. The same text also finds SQLite's prepared
 * statement at once (db/sqlite-file.ts keeps them by their text).
 */
const statementText = kept((shape: string) => {
  const [dialect, table, names, count, tail] = JSON.parse(shape) as [
    DialectName,
    string,
    string[],
    number,
    string,
  ];
  const tuples: string[] = [];
  for (let row = 0; row < count; row++) {
    const marks = names.map((_, i) =>
      dialect === 'sqlite' ? '?' : `$${row * names.length + i + 1}`,
    );
    tuples.push(`(${marks.join(', ')})`);
  }
  const quoted = names.map((column) => `"${column}"`).join(', ');
  return `insert into "${table}" (${quoted}) values ${tuples.join(', ')} ${tail}`.trimEnd();
}, 100);
