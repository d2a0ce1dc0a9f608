import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connect.ts';

/** The column types 0033's and 0034's tables are made of, on the dialect. */
export function seatTableTypes(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    pg,
    timestamp: pg ? 'timestamptz' : 'text',
    flag: pg ? 'boolean' : 'integer',
    no: pg ? false : 0,
  } as const;
}

/**
 * The columns a table of people asking for an event's seats opens with (0033's
 * registrations, 0034's waiting list). Frozen with those migrations: never live code.
 */
export function seatHolderColumns<T extends string>(table: CreateTableBuilder<T>, pg: boolean) {
  return table
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('event_id', 'integer', (c) => c.notNull().references('event.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull());
}
