import type PgModule from 'pg';

export type Pg = typeof PgModule;

let loading: Promise<Pg> | undefined;

/**
 * The PostgreSQL client library, loaded when first needed: a site on SQLite never uses
 * it, and evaluating it cost every start tens of milliseconds.
 */
export function loadPg(): Promise<Pg> {
  return (loading ??= import('pg').then(({ default: pg }) => {
    // pg returns int8 (COUNT, SUM) as strings to avoid precision loss; our counts are small.
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
    return pg;
  }));
}
