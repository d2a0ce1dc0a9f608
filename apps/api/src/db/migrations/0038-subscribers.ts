import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The email list (issue 44, docs/decisions/0043). `subscriber`: one row per address (its
 * lower-cased form unique), its state, language and consent (when, from which page, in
 * which words, or the owner's word for an import), the hash of its pending confirmation
 * link and its unsubscribe token (kept whole: every newsletter carries it), and the count
 * of temporary refusals. `subscriber_erased`: the SHA-256 of each erased address, so an
 * import never brings it back by mistake. The (state, language) index is what a
 * newsletter's send selects by.
 */
export function subscribers(dialect: DialectName) {
  const pg = dialect === 'postgres';
  const at = pg ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('subscriber')
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address_key', 'text', (c) => c.notNull().unique())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('source_page', 'text')
        .addColumn('consent_text', 'text')
        .addColumn('consent_at', at)
        .addColumn('confirm_token_hash', 'text')
        .addColumn('confirm_expires_at', at)
        .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
        .addColumn('soft_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('suppressed_reason', 'text')
        .addColumn('created', at, (c) => c.notNull())
        .addColumn('confirmed_at', at)
        .addColumn('changed_at', at, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('subscriber_state_language_idx')
        .on('subscriber')
        .columns(['state', 'language', 'id'])
        .execute();
      await db.schema
        .createIndex('subscriber_confirm_idx')
        .on('subscriber')
        .columns(['confirm_token_hash'])
        .execute();
      await db.schema
        .createTable('subscriber_erased')
        .addColumn('address_hash', 'text', (c) => c.primaryKey())
        .addColumn('erased_at', at, (c) => c.notNull())
        .execute();
    },
  };
}
