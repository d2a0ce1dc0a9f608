import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Links that set an account's password (auth/password-reset.ts): a "forgot your password"
 * email's, valid an hour. Only the token's hash is stored, as for sessions; a row is
 * deleted when used, and with its account.
 */
export const passwordReset = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
    await db.schema
      .createTable('password_reset')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) =>
        c.notNull().references('account.id').onDelete('cascade'),
      )
      .addColumn('expires_at', timestamp, (c) => c.notNull())
      .addColumn('created', timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_reset_account_idx')
      .on('password_reset')
      .column('account_id')
      .execute();
  },
});
