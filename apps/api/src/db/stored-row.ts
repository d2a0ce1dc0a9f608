import { type ResourceDef, booleanFields } from '@coach/contract';
import type { Kysely } from 'kysely';
import { dbBoolean } from '../resources/rows.ts';
import type { DialectName } from './connect.ts';
import type { DB } from './schema.ts';

type Row = Record<string, unknown>;

const columnsByTable = new Map<string, Set<string>>();

/**
 * A row kept as JSON (a record in the trash, a revision), made ready to be written back:
 * only the columns the table has today (a migration may have dropped one since), and
 * booleans as this database stores them (a backup may have moved the JSON from SQLite to
 * PostgreSQL or back). `trx` is the caller's transaction: on SQLite its one connection is
 * the only one, and the columns are read once per process.
 */
export async function storedRowToWrite(
  trx: Pick<Kysely<DB>, 'introspection'>,
  dialect: DialectName,
  def: ResourceDef,
  data: Row,
): Promise<Row> {
  let columns = columnsByTable.get(def.table);
  if (!columns) {
    for (const table of await trx.introspection.getTables()) {
      columnsByTable.set(table.name, new Set(table.columns.map((c) => c.name)));
    }
    columns = columnsByTable.get(def.table) ?? new Set();
  }
  const booleans = new Set(booleanFields(def));
  const row: Row = {};
  for (const [column, value] of Object.entries(data)) {
    if (!columns.has(column)) continue;
    row[column] =
      booleans.has(column) && value !== null ? dbBoolean(dialect, Boolean(value)) : value;
  }
  return row;
}
