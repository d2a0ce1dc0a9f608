import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from './schema.ts';

/**
 * The database as the generic CRUD engine and the code that walks every resource (the
 * dashboard's counts, missing translations, file references, the trash's records, a
 * restore) read it: by the table names of the resource registry, chosen at run time
 * (decision 0002). No static type
 * names those tables, so here alone the tables are untyped; every other service uses the
 * typed handle (`Database['db']`, schema.ts), where a misspelt column fails typecheck.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- table names chosen at run time
type RegistryTables = any;

export type RegistryDb = Kysely<RegistryTables>;
export type RegistryQuery = SelectQueryBuilder<RegistryTables, RegistryTables, RegistryTables>;
export type RegistryWhere = ExpressionBuilder<RegistryTables, RegistryTables>;

/** The same handle (or transaction), read by the registry's table names. */
export const registry = (db: Kysely<DB>): RegistryDb => db;
