import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Private preview links (decision 0031): an unpublished article, video or press item
 * shown to whoever holds the link until it expires. Only the token's SHA-256 is stored,
 * as for sessions: a copy of the database opens no preview.
 */
export function previewLinks(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('preview_link')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('created', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('account_id', 'integer')
        .execute();
      await db.schema
        .createIndex('preview_link_expires_at_idx')
        .on('preview_link')
        .column('expires_at')
        .execute();
    },
  };
}
