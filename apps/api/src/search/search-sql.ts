import { sql } from 'kysely';
import { FIELD_BREAK } from './search-terms.ts';

/**
 * PostgreSQL's document of an entry: its title's terms, a break no query contains, and
 * its body's. The index (migration 0035) and every search name this very expression, so
 * the planner uses the index.
 */
export const PG_TERMS_VECTOR = sql`to_tsvector('simple'::regconfig, title_terms || ' ${sql.raw(FIELD_BREAK)} ' || body_terms)`;
export const PG_TITLE_VECTOR = sql`to_tsvector('simple'::regconfig, title_terms)`;
