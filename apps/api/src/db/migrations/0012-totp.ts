import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Two-factor sign-in (auth/totp.ts), optional per account. `account_totp` holds the
 * account's TOTP key: pending (`enabled_at` empty) from the moment it is shown until a
 * first code confirms it, then on. `last_step` is the last 30-second step whose code was
 * accepted: a code is taken only for a later step, tested in the UPDATE that records it,
 * so two instances cannot both accept one code. Recovery codes are kept as hashes, one row
 * each, deleted when spent. Both go with their account.
 */
export function totp(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('account_totp')
        .addColumn('account_id', 'integer', (c) =>
          c.primaryKey().references('account.id').onDelete('cascade'),
        )
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('enabled_at', timestamp)
        .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('totp_recovery_code')
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('account.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('totp_recovery_code_pk', ['account_id', 'code_hash'])
        .execute();
    },
  };
}
