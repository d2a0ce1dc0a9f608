import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * One-time keys of the public forms (issue 45, docs/decisions/0045): a visitor's browser
 * sends each submission with an `Idempotency-Key`, and sends it again with the same key
 * when the connection dropped. The first request's row is inserted before its work (the
 * primary key lets one of two requests at once in, on any instance), and its answer is
 * written into it: the same key again is answered from the row for a day. `scope` is the
 * method and path the key was sent to; `fingerprint` a hash of the whole request, so the
 * key of one request never answers another. Times in milliseconds since the epoch.
 */
export function idempotencyKeys(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idempotency_key')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        // Null while the first request is under way.
        .addColumn('status', 'integer')
        .addColumn('headers', 'text')
        .addColumn('body', pg ? 'bytea' : 'blob')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_key_pk', ['scope', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_key_expires_at_idx')
        .on('idempotency_key')
        .column('expires_at')
        .execute();
    },
  };
}
